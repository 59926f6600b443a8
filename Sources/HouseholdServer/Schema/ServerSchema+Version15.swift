extension ServerSchema {
    /// Version 15: the notes of odometer readings, services and expenses, sealed with their vehicle's
    /// key as the plate is.
    ///
    /// - The field rules again, a note that a write changes checked as sealed text (its form and size).
    ///   A note the server holds in clear, written before, stays as it is: the server cannot seal it
    ///   (it has no key) and must not drop it (it may be the household's only copy).
    /// - The merge again: a write of a note's own version, sealed, replaces that note in clear without
    ///   telling anybody of a conflict (the devices that hold the vehicle's key send it so once,
    ///   ``HouseholdServerSession``'s first sync at this version).
    static var version15: String {
        [ServerFieldRules.sealedNotesSQL, ServerFieldMerge.sealedNotesSQL].joined(separator: "\n\n")
    }
}
