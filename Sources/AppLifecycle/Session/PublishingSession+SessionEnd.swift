import SharedContainer

extension PublishingSession {
    /// Why a session ended.
    public enum SessionEndReason: String, Sendable {
        /// The user signed out.
        case signOut = "sign-out"
        /// The user deleted the account.
        case accountDeletion = "account deletion"
    }

    /// The user signs out: timers are cancelled, every snapshot and temporary file is removed,
    /// and all widgets are asked to reload (they then show "signed out").
    public func signOut() throws(LifecycleError) {
        try endSession(.signOut)
    }

    /// The account is deleted: the same purge as ``signOut()``.
    public func deleteAccount() throws(LifecycleError) {
        try endSession(.accountDeletion)
    }

    /// Ends the session; every step is attempted even when an earlier one fails.
    ///
    /// The order matters: the epoch moves on first (so no publish under way can rename any
    /// more), then the publishing lock is taken (it waits for a publish under way, in this process
    /// or another, to end; this process's fails at its rename), then the files go, then the reload
    /// request, so a widget that reloads finds nothing.
    func endSession(_ reason: SessionEndReason) throws(LifecycleError) {
        state.withLock { state in
            state.isSignedIn = false
            cancelTimer(&state)
            // Nothing of the ended session is left to publish.
            state.publishedChangeCount = state.changeCount
            gate.endEpoch()
        }

        var failures: [PurgeFailure] = []
        // Another process may be publishing into the same directories: its temporary files are
        // not this session's to remove, and its rename and reload request must come before the
        // purge, not between the purge and this reload. A lock that cannot be taken is reported,
        // but the purge goes on: leaving a signed-out user's data behind is worse.
        let held: HeldLock?
        do throws(LifecycleError) {
            held = try acquirePublishingLock()
        } catch {
            failures.append(PurgeFailure(.publishingLock, error))
            held = nil
        }
        defer { held?.release() }
        // Every widget part goes too: the kinds', and those of each vehicle, found in the container.
        // A listing that fails still leaves the recorded ones to remove.
        var parts = publisher.recordedPartNames()
        do {
            parts = Array(Set(parts + (try publisher.listedPartNames()))).sorted()
        } catch {
            failures.append(PurgeFailure(.sharedContainer, error))
        }
        do {
            try publisher.container.removeAll(WidgetPublisher.publishedFileNames + parts)
        } catch {
            failures.append(PurgeFailure(.sharedContainer, error))
        }
        if let shortcuts {
            do {
                try shortcuts.remove()
            } catch {
                failures.append(PurgeFailure(.shortcuts, error))
            }
        }
        if let calendar {
            do {
                try calendar.remove()
            } catch {
                failures.append(PurgeFailure(.calendar, error))
            }
        }
        for remover in privateRemovers {
            do {
                try remover.removeSessionFiles()
            } catch {
                failures.append(PurgeFailure(.appFiles, error))
            }
        }

        var reloadFailure: String?
        do {
            try publisher.reloadCenter.reloadAllTimelines()
        } catch {
            reloadFailure = "\(error)"
        }

        if !failures.isEmpty { throw .purgeFailed(failures) }
        if let reloadFailure { throw .reloadFailed(kind: nil, reason: reloadFailure) }
    }
}
