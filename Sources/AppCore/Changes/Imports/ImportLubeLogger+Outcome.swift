import GarageRules
import GarageStorage

extension ImportLubeLogger {
    /// What an import added (or, in a dry run, would add), and everything the user should hear
    /// about it.
    public struct Outcome: Sendable {
        /// What became of one of the export's reminders.
        public struct Reminder: Sendable {
            /// What became of it.
            public enum Status: Sendable {
                /// It was not asked for (no `withReminders`).
                case notAdded
                /// It became a maintenance plan item.
                case added
                /// The vehicle already has an item of that name (an earlier import's, say): left alone.
                case alreadyPlanned
            }

            /// The reminder, as the export says it.
            public var reminder: LubeLoggerExport.Reminder
            /// The plan item it makes, in the vehicle's unit.
            public var draft: MaintenanceItemDraft
            /// What became of it.
            public var status: Status
        }

        /// The vehicle imported into (in a dry run that creates it, the vehicle it would be).
        public var vehicle: Vehicle
        /// Whether the import created the vehicle.
        public var createsVehicle: Bool
        /// What was decided for each row.
        public var plan: LubeLoggerImport.Plan
        /// The unit the export's distances were read in.
        public var exportUnit: DistanceUnit
        /// Whether the user said that unit (else it is LubeLogger's default, miles).
        public var unitWasSaid: Bool
        /// The currency of the costs, when the export holds any.
        public var currency: CurrencyCode?
        /// The sign the costs carry, when they carry one.
        public var currencySign: String?
        /// How many reminder distances were converted to the vehicle's unit.
        public var convertedReminderDistances: Int
        /// The export's reminders.
        public var reminders: [Reminder]
        /// Whether nothing was written.
        public var isDryRun: Bool

        /// The records added, by kind.
        public var counts: LubeLoggerImport.Counts { plan.added }
    }
}
