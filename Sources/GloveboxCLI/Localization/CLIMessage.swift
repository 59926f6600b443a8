import WidgetContract

/// A message the command line prints, by key, with `{name}` placeholders for what it names.
///
/// English lives in ``english`` (a switch, so the compiler insists that every key has it); the other
/// four languages keep a table each (`CLIMessage+German.swift`, …) that a test walks key by key, with
/// the same placeholders as the English text. Phrases the widgets already translate (the deadline
/// kinds) come from the widgets' catalog through ``CLIWords`` instead of being written twice.
enum CLIMessage: String, CaseIterable, Sendable, PhraseCatalog {
    // The urgency of an item, as the text output tags it.
    case stateOK
    case stateDueSoon
    case stateOverdue

    // status
    case statusNothingToWatch
    case alertDeadline
    case alertMaintenance
    case conflictLine
    case conflictSide
    case conflictBelowEarlier
    case conflictAboveLater

    // A maintenance item's line (status, vehicle show, maintenance status).
    case itemName
    case itemDue
    case itemAt
    case itemRemaining
    case itemOver
    case itemExpected
    case itemStaleForecast
    case itemPostponed
    case itemState

    // vehicle
    case vehicleAdded
    case vehicleChanged
    case vehicleRelabelled
    case vehicleConverted
    case noVehicles
    case headerID
    case headerName
    case headerMakeModel
    case headerOdometer
    case headerRole
    case vehicleHeading
    case vehiclePlate
    case vehicleUnitAndRole
    case vehicleRunsOn
    case vehicleRunsOnInferred
    case vehicleOdometer
    case vehicleNoReadings
    case vehicleForecast
    case vehicleMaintenance
    case vehicleDeadlines
    case vehicleDeadline
    case roleOwner
    case roleEditor
    case roleViewer
    case energyPetrol
    case energyDiesel
    case energyLPG
    case energyElectricity
    case forecastRecent
    case forecastWholeHistory
    case forecastStale
    case forecastUnavailable

    // deadline
    case deadlineAdded
    case deadlineRenewed
    case deadlineChanged
    case deadlineRemoved
    case noDeadlines
    case headerDue
    case headerVehicle
    case headerTitle
    case headerKind
    case headerState
    case headerRecurs
    case deadlineHeading
    case deadlineDetails

    // maintenance
    case vehicleGroup
    case itemID
    case noMaintenance
    case maintenanceAdded
    case maintenanceChanged
    case maintenanceLogged
    case maintenanceCost
    case maintenancePostponed
    case maintenanceShow

    // spend
    case headerMonth
    case headerCategory
    case headerTotal
    case headerRecords
    case headerWithoutRate
    case spendTotalRow
    case allVehicles
    case spendHeading
    case periodFromTo
    case periodUpTo
    case rateNeverPublished
    case rateNewerThanRates
    case rateOlderThanRates
    case rateNotPublishedThen
    case rateFixInHome
    case rateFixOwn

    // economy
    case economyNoFills
    case economyNoOdometer
    case economyHeading
    case economyNoStretch
    case headerDate
    case headerFillUp
    case headerDistance
    case headerQuantity
    case economyFigure
    case economyRange
    case economyLast
    case economyLifetime
    case economyWindow
    case windowSince
    case economyCost
    case economyCostAmount
    case economyCostUnknown
    case economyLeftOutGaps
    case economyWithoutCost
    case economyWithoutRate
    case economySkipped
    case economyNoReading
    case economyFull
    case economyCostAll
    case listAnd
    case economyRunsOnInferred
    case levelBattery
    case levelTank
    case skipOutOfOrder
    case skipNoDistance
    case skipNoQuantity
    case placeCounted
    case placeLeftOut
    case placeWaiting

    // odometer, and the record lists
    case headerNote
    case listNone
    case listPartial
    case kindReadings
    case kindExpenses
    case kindFillUps
    case kindServices
    case odometerCorrectionMark
    case odometerShow
    case odometerShowCorrection
    case noteLine
    case odometerChanged
    case odometerRemoved
    case odometerLogged

    // expense
    case headerAmount
    case noRate
    case expenseAdded
    case warningPrefix
    case expenseNoRateWarning
    case expenseShow
    case expenseInHome
    case noRateThatDay
    case expenseOdometer
    case expenseFuel
    case expenseRate
    case expenseChanged
    case expenseRemoved

    // fuel
    case fuelAdded
    case noCost
    case headerFill
    case headerCost
    case fillFull
    case fillPartial
    case fillMissedBefore
    case fuelShow
    case costLine
    case costNotGiven
    case fuelChanged
    case fuelRemoved

    // service
    case headerItem
    case serviceShow
    case serviceChanged
    case serviceRemoved

    // refusals the rules make (the rest stay English)
    case refusalUnknownVehicle
    case refusalAmbiguousVehicle
    case refusalDuplicateVehicle
    case refusalPlateSpelledByID
    case refusalReadOnly
    case refusalNotOwner
    case refusalUnknownRecord
    case refusalOdometerDecreasing
    case refusalOdometerAboveLater
    case refusalUnknownItem
    case refusalAmbiguousItem
    case refusalDuplicateItem
    case refusalMissingSchedule
    case refusalUnknownDeadline
    case refusalAmbiguousDeadline
    case refusalDeadlineDoesNotRecur
    case refusalRenewalNotLater
    case refusalFutureDate
    case refusalNegativeAmount
    case refusalInvalidRate
    case refusalUnknownPlan
    case refusalMalformedAmount
    case refusalInvalidDate
    case refusalUnknownConflict
    case refusalAmbiguousConflict
    case refusalPlanSetByHousehold
    case recordVehicle
    case recordReading
    case recordExpense
    case recordMaintenanceItem
    case recordService
    case recordDeadline
    case recordFillUp

    // removals and their questions
    case removeVehicle
    case removeVehicleAndRecords
    case removeItem
    case removeItemAndServices
    case removeAction
    case removed
    case confirmWithoutTerminal
    case confirmQuestion
    case confirmCancelled
    case listComma
    case noRecords

    // history and undo
    case historyNone
    case headerWhen
    case headerChange
    case headerUndone
    case historyUndoneBy
    case historyHeading
    case historyHeadingUndone
    case historyAdded
    case historyRemoved
    case historyRemovedImport
    case historyChanged
    case historyGoneSince
    case historyBackSince
    case historyFieldRemoved
    case historyFieldChanged
    case historyNothing
    case undid
    case undoLeft
    case undoLeftBroughtBack
    case undoLeftRemovedSince
    case undoLeftChangedSince

    // export, backup and restore
    case exported
    case backedUp
    case vehiclesWithRecords
    case restored
    case restoreReplaced
    case restoreSignedIn
    case restoreStrippedNotes
    case restoreReplaceAction

    // accounts
    case signedIn
    case signedInLinked
    case signedOut
    case planIs
    case planDetails

    // remind
    case remindNoChannelAll
    case remindSignedOut
    case remindNoChannel
    case remindSent
    case remindToldElsewhere
    case remindRemoved
    case remindTestSent
    case remindAdded
    case remindSummaryDesktop
    case remindSummaryCommand
    case remindClaimWarning
    case remindTestNoChannel
    case remindTestFailed
    case remindTimerNoSystemd
    case remindTimerCannotWrite
    case remindTimerWrote
    case remindTimerEnable
    case remindTimerNone
    case remindTimerRemoveAction
    case remindTimerCannotRemove
    case remindTimerRemoved
    case remindTimerForget
    case passwordTooShort
    case passwordUnchanged
    case passwordChanged

    // calendar
    case calendarWritten
    /// `report`: where the page went and the period it covers.
    case reportWritten

    // prefs, and its refusals (the language tag's among them)
    case prefsLanguageNearest
    case prefsLanguageEnglish
    case prefsUnknownKey
    case prefsCurrencyNoRate
    case prefsCurrencyNoSource
    case prefsInvalidLocaleTag
    case prefsFollowsSystem
    case prefsInvalidLocale
    case prefsInvalidLock
    case prefsInvalidTimeZone
    case prefsInvalidEconomy
    case refusalUnknownCurrency
    case tagEmpty
    case tagTooLong
    case tagEmptySubtag
    case tagMalformedSubtag
    case tagNoLanguage
    case tagUnknownLanguage
    case tagUnknownRegion
    case tagMisplacedSubtag
    case tagRepeated
    case tagEmptyExtension

    // publish and doctor
    case publishPublished
    case publishNone
    case publishShortcuts
    case publishCalendar
    case publishUnchanged
    case publishNothingInstalled
    case publishNotDirty
    case publishSignedOut
    case publishSuperseded
    case doctorRepaired
    case doctorContainerFailed
    case doctorLogbookFailed

    // doctor's report: a finding's line, its subject, what it found and the fix (CLIWords+Doctor)
    case doctorOutcomePassed
    case doctorOutcomeNotice
    case doctorOutcomeFailed
    case doctorLine
    case doctorFixLine
    case doctorSubjectSharedContainer
    case doctorSubjectWidgetExtension
    case doctorSubjectPublishing
    case doctorSubjectWidgetsSnapshot
    case doctorSubjectWidgetParts
    case doctorSubjectLogbook
    case doctorSubjectLogbookPages
    case doctorSubjectLogbookSchema
    case doctorSubjectLogbookRecords
    case doctorSubjectSpendTotals
    case doctorSubjectLogbookIndexes
    case doctorIndexesAsMade
    case doctorFixRepairIndexes
    case doctorIndexItem
    case doctorTriggerItem
    case doctorObjectMissing
    case doctorObjectChanged
    case doctorRepairedIndexes
    case doctorNotRemade
    case doctorSubjectHouseholdSync
    case doctorSubjectPublishedFiles
    case doctorSubjectCalendar
    case doctorSubjectReminders
    case doctorContainerResolved
    case doctorWidgetRoleResolves
    case doctorProbePublished
    case doctorSnapshotRead
    case doctorSnapshotNotPublished
    case doctorSnapshotUnreadable
    case doctorSnapshotTooLarge
    case doctorCannotList
    case doctorNoPartsPublished
    case doctorNoLogbookYet
    case doctorLogbookWal
    case doctorPagesSound
    case doctorPagesDamaged
    case doctorPagesStopped
    case doctorSchemaCurrent
    case doctorSchemaOlder
    case doctorSchemaEmpty
    case doctorSchemaNewer
    case doctorRecordsNotChecked
    case doctorRecordsReadable
    case doctorRecordsDamaged
    case doctorSpendTotalsEqual
    case doctorNotADatabase
    case doctorFileDamaged
    case doctorSignedOut
    case doctorNoWidgetInstalled
    case doctorUpToDate
    case doctorBehind
    case doctorNoReminderChannel
    case doctorRemindersUpToDate
    case doctorRemindersUpToDateSince
    case doctorRemindersNeverRun
    case doctorRemindersLogbookChanged
    case doctorRemindersNotRunToday
    case doctorFixSetAbsolutePath
    case doctorFixMoveFileAway
    case doctorFixMakeWritable
    case doctorFixUseOwnDirectory
    case doctorFixCheckSpaceAndPermissions
    case doctorFixMakeReadable
    case doctorFixMakeContainerReadable
    case doctorFixAddAppGroup
    case doctorFixReinstallApp
    case doctorFixPublish
    case doctorFixPublishToRewriteIt
    case doctorFixPublishToRewriteThem
    case doctorFixPublishOrChangeTheLogbook
    case doctorFixRestorePages
    case doctorFixMoveAwayAndRestore
    case doctorFixKeepCopyAndRestore
    case doctorFixUpdateGlovebox
    case doctorFixRestoreRows
    case doctorFixRepairSpendTotals
    case doctorFixKeptAsideComeIn
    case doctorFixSeeConflicts
    case doctorFixCheckReadable
    case doctorFixSeeContainerFindings
    case doctorFixAddReminderChannel
    case doctorFixRunReminders

    // rates import
    case ratesImported
    case ratesRange
    case ratesNew

    // imports: LubeLogger's and the other apps' reports
    case importSummary
    case importSummaryDry
    case importCreatesVehicle
    case importKnown
    case importCountsLubeLogger
    case importCountsFuelApp
    case importCurrencySaidLubeLogger
    case importCurrencySaidFuelApp
    case importCurrencySignDefault
    case importCurrencySign
    case importDistancesSaidLubeLogger
    case importDistancesSaidFuelApp
    case importDistancesDefault
    case importConverted
    case importConvertedDry
    case importListMore
    case importReminderAdded
    case importReminderAddedDry
    case importReminderPlanned
    case importReminderNotImported
    case importCurrentOdometer
    case importDryRun
    case importAndMore
    case importRoundedValue
    case importBackwardsRow
    case importInLogbook
    case importUnitNotSaid
    case importSeveralVehicles
    case importVehicleNotNamed
    case importDistanceUnitNotSaid
    case skipCostTemplate
    case skipIncome
    case skipReminderWithoutAmount
    case skipNoAmount
    case skipEventWithoutCost
    case skipSecondTankNotSaid
    case skipUnknownTank

    // a file an import refuses, at its file:line:column (CLIWords+Refusals)
    case importProblemNotReadable
    case importProblemNotUTF8
    case importProblemEmpty
    case importProblemUnclosedQuote
    case importProblemMissingColumn

    // conflicts and sync
    case conflictsNone
    case headerRecord
    case headerValue
    case headerYours
    case headerKept
    case headerBy
    case conflictYourEdit
    case conflictRemovedValue
    case conflictVehicleGone
    case conflictUnitRemoval
    case conflictUnitRemoved
    case conflictUnitRemovedParent
    case conflictUnitSetAside
    case conflictYouRemoved
    case conflictVehicleKept
    case conflictVehicleKeptFor
    case conflictChangedAfterRemoval
    case conflictValueNone
    case conflictValueYes
    case conflictValueNo
    case conflictKept
    case conflictKeptAside
    case conflictNeedsID
    case syncSummary
    case syncVehicleLeft

    // links and shortcuts (open, shortcut)
    case linkFormNotScreen
    case linkNoDeadline
    case linkDeadlineScreen
    case linkSpendHeading
    case linkSpendTotal
    case linkMonthNotListed
    case linkSignIn
    case linkNotOpened
    case linkCannotOpen
    case linkTooLong
    case linkOtherScheme
    case linkUnknownDestination
    case linkInvalidIdentifier
    case linkInvalidParameter
    case linkUnknownParameter
    case linkRepeatedParameter
    case linkMissingParameter
    case linkUnsafeCharacters
    case linkNoScheme
    case linkFragment
    case linkNoDestination
    case linkFormNotNew
    case linkEmptyQuery
    case linkItemNotNameValue
    case linkItemBadPercentEncoding

    // sharing (share, unshare, members) and the account's keys
    case roleAsOwner
    case roleAsEditor
    case roleAsViewer
    case shareShared
    case shareAlready
    case shareChanged
    case shareSealed
    case unshareDone
    case unshareRotated
    case unshareAlso
    case headerAccount
    case headerKey
    case membersNoKey
    case keysNone
    case keysOf
    case keysOpenedHere
    case keysNotOpened
    case keysOtherOpened
    case keysMade
    case keysRecoveryHeading
    case keysBothFiles
    case keysUnreadableFile
    case keysBadRecovery
    case keysOpened
    case keysNotOpenedAtLogin
    case keysNoKeyAtLogin
    case keysNoKeyForRecovery
    case keysChoosePassphrase
    case keysRewrapped
    case keysMemberKeyChanged

    // signing out of a household, deleting an account
    case logoutLosePlates
    case logoutSealedNote
    case logoutNoPassword
    case logoutServerKeeps
    case deleteNoPassword
    case deleteFromServer
    case deleteGoneThere
    case deleted
    case deletedServer
    case formFieldOdometer
    case formFieldAmount
    case formAsk
    case formMissing
    case formLogOdometer
    case formAddExpense
    case formNeedsYes
    case formQuestion
    case formCancelled

    // demo
    case demoResetConfirm
    case demoAccountListed
    case demoReset
    case demoSignedIn
    case demoSignedInOwn
    case demoSeeded
    case demoPublished
    case demoExtensionDraws
    case demoFilesHeading
    case demoFileLogbook
    case demoFileWidgets
    case demoFileShortcuts
    case demoFileInstalled
    case demoFileCalendar
    case demoNextHeading
    case demoNextWidgets
    case demoNextStatus
    case demoNextChange
    case demoNextGallery
    case demoNextWaybar
    case demoNextLock

    /// The placeholders the message fills, as `{name}` in every language.
    var placeholders: Set<String> { Self.placeholders(in: english) }

    /// The `{name}` placeholders in `text`.
    static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            names.insert(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return names
    }
}
