/// The key of a fixed text in every language's catalog.
public enum TextKey: String, CaseIterable, Sendable {
    /// Asks the user to open the app.
    case openApp
    /// Shown when no one is signed in.
    case signedOut
    /// Shown when the garage has no vehicles.
    case noVehicles
    /// Shown by a widget whose vehicle is gone.
    case chooseVehicle
    /// Shown when no deadline is open.
    case noDeadlines
    /// Shown when no maintenance is planned.
    case noMaintenance
    /// Shown once the spend widget's month has ended.
    case monthEnded
    /// Marks the current month's spend total when it leaves records out.
    case incompleteSpend
    /// Explains the mark on the bars of months that leave records out; `{mark}` is
    /// `SpendBucket.incompleteMark`.
    case incompleteMonths
    /// Shown in place of the odometer of a vehicle without a reading.
    case noReading
    /// Under a current odometer reading; `{date}` is the reading's day ("Read 20 Nov 2026").
    case readingOn
    /// Under a stale odometer reading; `{date}` is the reading's day ("Not read since 20 Nov 2026").
    case notReadSince
    /// The vehicle widget's title.
    case titleVehicle
    /// The deadlines widget's title.
    case titleDeadlines
    /// The spend widget's title.
    case titleSpend
    /// The maintenance widget's title.
    case titleMaintenance
    /// The phrase for offset 0.
    case today
    /// The phrase for offset +1.
    case tomorrow
    /// The phrase for items overdue beyond the table.
    case overdue
    /// A distance-based item due at the current odometer.
    case distanceDueNow
    /// A distance still to go; `{distance}` is the formatted distance.
    case distanceAhead
    /// A distance already passed; `{distance}` is the formatted distance.
    case distanceOverdue
    /// A distance item whose vehicle has no odometer reading; `{distance}` is the due odometer.
    case distanceDueAt
    /// The vehicle widget's title over the economy of the latest full fill-up.
    case economyLastFill
    /// The same over the economy of the latest full charge of an electric vehicle.
    case economyLastCharge
    /// The unit written after a figure in litres per 100 km.
    case unitLitresPer100Kilometres
    /// The unit written after a figure in kilometres per litre.
    case unitKilometresPerLitre
    /// The unit written after a figure in miles per US gallon.
    case unitMilesPerUSGallon
    /// The unit written after a figure in miles per imperial gallon.
    case unitMilesPerImperialGallon
    /// The unit written after a figure in kilowatt-hours per 100 km.
    case unitKilowattHoursPer100Kilometres
    /// The unit written after a figure in miles per kilowatt-hour.
    case unitMilesPerKilowattHour
    /// Deadline kind: insurance.
    case kindInsurance
    /// Deadline kind: technical inspection.
    case kindInspection
    /// Deadline kind: road tax.
    case kindRoadTax
    /// Deadline kind: registration.
    case kindRegistration
    /// Deadline kind: driving licence.
    case kindDrivingLicence
    /// Deadline kind: warranty.
    case kindWarranty
    /// Deadline kind: anything else.
    case kindCustom
    /// A calendar event's title; `{item}` is the deadline or item, `{vehicle}` the vehicle's name.
    case calendarEventSummary
    /// The same for a day the distance forecast projects ("… (forecast)").
    case calendarForecastSummary
    /// The description of a forecast event: where the day comes from.
    case calendarForecastNote
    /// The odometer value a forecast event is due at; `{distance}` is the formatted value (never
    /// written with the lock on).
    case calendarDueAtDistance
    /// A reminder's state: in the warning period.
    case reminderDueSoon
    /// A reminder's state: due today, or at the due odometer.
    case reminderDue
    /// When the distance forecast expects an item; `{when}` is a day phrase.
    case reminderForecast
    /// The vehicle's odometer in a reminder of an item due at a distance; `{distance}` is the value
    /// (never sent with the lock on).
    case reminderOdometer
    /// What `glovebox remind test` says.
    case reminderTest
}
