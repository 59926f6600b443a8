import WidgetContract

/// A message about something that went wrong, said by key with `{name}` placeholders: the field
/// rules' refusals, what `doctor` lists, and the errors other modules throw at the command line.
///
/// Kept apart from ``CLIMessage`` (what commands say when they work), with the same shape: English in
/// ``english`` (a switch, so that every key has it; word for word the text the error types
/// themselves hold, which English keeps printing), the other four languages in a table each, walked
/// key by key by a test that checks the placeholders.
enum CLIProblem: String, CaseIterable, Sendable, PhraseCatalog {
    // A field's value refused by its rule (`FieldProblem`), wherever it came from.
    case fieldMissing
    case fieldWrongType
    case expectText
    case expectWholeNumber
    case expectTrueOrFalse
    case fieldForbiddenCharacter
    case fieldTooLong
    case fieldTooManyBytes
    case fieldNotAnIdentifier
    case fieldReservedIdentifier
    case fieldOutOfRange
    case dayMalformed
    case dayNonexistent
    case fieldDayOutsideWindow
    case fieldNotAWord
    case fieldRepeatedWord
    case fieldUnknownCurrency
    case fieldMalformedAmount
    case fieldTooManyDecimals
    case fieldAmountTooLarge
    case fieldNotAPositiveDecimal
    case fieldDuplicateName
    case fieldUnknownReference
    case fieldIncomplete
    case fieldNeeds
    case fieldNoneOf

    // What a stored row is, where no record kind names its table.
    case tableJournal
    case tableExchangeRate
    case tableAccount
    case tablePreference

    // doctor's listed items
    case doctorDamagedRow
    case doctorUnreadableTable
    case doctorSpendTotal
    case doctorSpendTotalSum
    case doctorSpendTotalNothing
    case doctorKeptAside
    case partLeftOver
    case partDiffers
    case partUndecodable
    case partRemovedWhileChecked
    case partUnreadable
    case partTooLarge
    case partMissing

    // Errors other modules throw at the command line (GloveboxCommandLine.cliError).
    case notSignedIn
    case accountNameInvalid
    case idInUse
    case cannotPostpone
    case conflictNotKept
    case storedDamaged
    case damagedRowLeftOut
    case storedMissing
    case rateUnreadable
    case fileCannotRead
    case fileCannotReadBecause
    case fileMissing
    case fileIsDirectory
    case fileNotReadable
    case fileNotADirectory
    case publishFailedAfterCommit
    case publishFailed
    case containerUnavailable
    case lifecycleWidgetsUnlisted
    case lifecycleBuildFailed
    case lifecycleFileNotPublished
    case lifecycleSessionEnded
    case lifecycleReloadFailedForKind
    case lifecycleReloadFailedForAll
    case lifecyclePurgeFailed
    case lifecycleOverTheCap
    case purgeSharedContainer
    case purgeShortcuts
    case purgeCalendar
    case catchUpFailed
    case sessionEndIncomplete
    case bundledRatesUnavailable
    case logbookNotChanged
    case undoNothing
    case undoWouldBreakRule
    case undoCannotRestore

    // The household server, as the sync meets it (SyncError, SharingError, HouseholdKeyError, ServerURLRefusal).
    case syncRefusedPassword
    case syncUnreachable
    case syncWithoutTLS
    case syncCertificateNotVerified
    case syncChannelBindingRefused
    case syncNotAnAccount
    case syncConnectionLost
    case syncSchemaOlder
    case syncSchemaNewer
    case syncNotAHouseholdServer
    case syncServerFailed
    case syncDamagedLink
    case syncLockFailed
    case syncClockAhead
    case syncMissingPassword
    case syncKeyLocked
    case syncFailureKeyRace
    case syncFailureIDTaken
    case syncFailureShareChanged
    case syncFailureParentRemoved
    case syncFailureTimedOut
    case syncFailureBeingWritten
    case syncFailureOverLimit
    case syncFailureAccountGone
    case syncFailureUnknownPlan
    case syncFailureOutboxRow
    case syncFailureStamps
    case syncFailureFeedPosition
    case syncFailureUnreadableRow
    case serverVehicleRecords
    case serverVehicleBytes
    case serverAccountRecords
    case serverReminderClaims
    case serverPasswordNotAVerifier
    case shareNotOnServer
    case shareNotOwner
    case shareNotOwnerWithRole
    case shareUnknownAccount
    case shareNotAMember
    case shareOwnersOwnRole
    case keyNoneOnServer
    case keyOnServer
    case keyLocked
    case keyWrongSecret
    case keyWeakPassphrase
    case keyUnreadable
    case keyDamagedFile
    case urlNotAURL
    case urlUnreadable
    case urlWeakSSLMode
    case urlWeakChannelBinding
    case urlPasswordInside
    case planHeldBack
    case planHeldBackMore

    // A reminder channel's address or command refused as it is added.
    case remindGotifyTokenEmpty
    case remindCommandEmpty
    case remindNotNtfyURL
    case remindNotGotifyURL

    // Files written (export, backup, calendar) and restored.
    case fileExists
    case fileNotAFile
    case fileWriteFailed
    case stepInspect
    case stepOpenDirectory
    case stepCreateDirectory
    case stepRemoveStaleTemporary
    case stepCreate
    case stepWrite
    case stepSyncFile
    case stepCloseFile
    case stepLink
    case stepRename
    case stepSyncDirectory
    case restoreNotJSON
    case restoreWrongKind
    case restoreUnsupportedVersion
    case restoreInvalid
    case restoreIDInUse
    case restoreWouldReplace
    case restoreChanged
    case notLinked
    case linkedToOther

    // An import file's faults beyond the ones every format shares (ImportProblem).
    case importQuoteInUnquoted
    case importUnexpectedAfterQuote
    case importFieldCount
    case importRepeatedColumn
    case importNoSuchDay
    case importCostWithoutCurrency
    case importUnknownFuelTable
    case importFirstColumnNotDate
    case importNotACurrencyCode
    case importRepeatedCurrency
    case importNotARatesDate
    case importRepeatedDay
    case importNotARate
    case importValueAfterLastCurrency

    // Why a maintenance item cannot be postponed as asked (PostponeRefusal).
    case postponeNotPositive
    case postponeNoDueDate
    case postponeNoDueDistance
    case postponeNotAfterDueDate
    case postponeBeyondLargestOdometer
    case postponeNotAfterDueDistance

    // A fuel record's facts that do not fit together (FuelRecordProblem), a conflict not kept (ConflictKeepRefusal), an undo's record not written back (UndoRestoreProblem).
    case fuelEnergyNamedTwice
    case fuelNotRunOn
    case fuelEnergiesAnd
    case fuelRunsOnInferred
    case fuelFillInUnitIs
    case fuelThisFillIs
    case fuelSayEnergyFirst
    case fuelOrOnlyEnergy
    case fuelNotMeasuredIn
    case fuelRateWithoutCost
    case fuelEnergyHasFills
    case fuelNothingToShowIn
    case fuelKWhCharges
    case fuelLiquidFillUps
    case keepVehicleGone
    case keepUnreadableParent
    case keepUnreadableRemoved
    case keepRemovalRefused
    case keepComesInByItself
    case keepNotYoursToChange
    case keepUnreadableLostValue
    case keepVehicleNotBroughtBack
    case undoAddedRecordGone
    case undoVehicleGone
    case undoRecordOdometerReading
    case undoRecordExpense
    case undoRecordFillUp
    case undoRecordService
    case undoRecordVehicle

    // The checks a command makes of its own options after parsing (Invocation.usageError), and a spend period's (SpendPeriodError).
    case usageCommandNeeds
    case usageCommandNeedsOneOf
    case usageCannotGoTogether
    case usageContradict
    case usageNotBoth
    case usageGiveOneOf
    case usageGiveOnlyOneOf
    case usageFillNeedsOdometer
    case usageOneWindow
    case usageShareNeedsRole
    case usageReportNeedsOut
    case usageNameVehicleOnce
    case usageGoesWithServer
    case usageGoWithServer
    case usageUnitsDisagree
    case usageOr
    case periodYearWithOthers
    case periodMonthsWithBothEnds
    case periodFromAfterTo
    case periodFromAfterThisMonth

    // Why a pull keeps a record aside (SetAsideReason), stored as a code with its values.
    case asideVehicleNotHere
    case asideParentNotHere
    case asideUnreadable
    case asideRefused
    case asideParentRemoved
    case asideNameClash
    case asideUnopened

    // One import format's own faults (ImportProblem): Fuelio's, Drivvo's and aCar's sections, LubeLogger's directory and vehicle file.
    case fuelioTextBeforeFirstSection
    case fuelioUnknownSection
    case fuelioRepeatedSection
    case fuelioMissingSection
    case fuelioEmptyVehicleSection
    case fuelioUnknownDistUnit
    case fuelioUnknownFuelUnit
    case fuelioLogWithoutHeader
    case fuelioMissingColumn
    case drivvoUnknownSection
    case drivvoMissingColumn
    case drivvoNoRecordSection
    case acarNoRecordSection
    case lubeLoggerNotADirectory
    case lubeLoggerNoExport
    case lubeLoggerFileChanged
    case lubeLoggerEngineHours
    case lubeLoggerNotAReminderDate

    // The fuel apps' dates, numbers, units and app detection (ImportProblem).
    case fuelAppDateDayFirstClash
    case fuelAppDateMonthFirstClash
    case fuelAppAmbiguousDateOrder
    case fuelAppEmptyValue
    case fuelAppNoSuchMonth
    case fuelAppNotADate
    case fuelAppDecimalClash
    case fuelAppAmbiguousDecimal
    case fuelAppVolumeUnitClash
    case fuelAppDistanceUnitClash
    case fuelAppUnstatedVolume
    case fuelioHeaderDistanceClash
    case fuelioHeaderVolumeClash
    case fuelAppMissingColumnAliases
    case fuelAppNotTheChosenApp
    case fuelAppUnknownSection

    // LubeLogger's costs, odometers and vehicle file (ImportProblem), and the meanings of its currency signs.
    case lubeLoggerCostSignClash
    case lubeLoggerCostSignContradicted
    case lubeLoggerSignDollar
    case lubeLoggerSignEuro
    case lubeLoggerSignPound
    case lubeLoggerSignYen
    case lubeLoggerOdometerAboveLater
    case lubeLoggerOdometerOutOfRange
    case lubeLoggerVehicleFileMissingKey
    case lubeLoggerVehicleFileWrongType
    case lubeLoggerVehicleFileMalformed

    // A row imported before that this import reads otherwise (ImportProblem).
    case importRowReadDifferently

    // The fuel apps' rows and LubeLogger's cells (ImportProblem).
    case fuelioFullNotAFlag
    case importNotMoreThanZero
    case fuellyLiquidInKilowattHours
    case fuellyChargeNotInKilowattHours
    case fuellyUnknownType
    case fuelAppUnknownDistanceUnit
    case fuelAppUnknownVolumeUnit
    case acarUnknownVehicle
    case acarOdometerUnitClash
    case lubeLoggerNotADate
    case importNotAWholeNumber
    case importNotANumber
    case importNumberTooLong
    case lubeLoggerNotACost
    case lubeLoggerNotTrueOrFalse
    case fuelAppNotANumber
    case importNegativeNumber
    case fuelAppOdometerBeyondBillion
    case fuelAppNotYesOrNo
    case fuelAppNotAnAmount
    case fuelAppNotAPrice
    case fuelAppPriceOutOfRange
    case importAmountRefused

    /// The placeholders the message fills, as `{name}` in every language.
    var placeholders: Set<String> { CLIMessage.placeholders(in: english) }
}
