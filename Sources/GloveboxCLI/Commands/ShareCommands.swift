import AppCore
import ArgumentParsing
import GarageRules
import HouseholdSync

/// `share`, `unshare` and `members`: who else has a vehicle, asked of and decided by the household
/// server (its row-level security lets only the owner share, change roles and revoke).
enum ShareCommands {
    static let all = [share, unshare, members]

    static let account = Argument("ACCOUNT", help: "the other account, as the household server names it")
    static let role = Option(
        "--role", value: "editor|viewer", help: "editor (adds and changes records) or viewer (reads)",
        parse: .sharingRole.map { role in
            guard role != .owner else { throw ValueError("is not a role a share can give (editor or viewer)") }
            return role
        })
    static let acceptNewKey = Flag(
        "--accept-new-key",
        help: "seal the vehicle's key to the account's key even though it is not the one this device sealed to before")

    static let share = GloveboxCommand(
        ["share"], summary: "share a vehicle with another account, or change the role it has",
        arguments: [CommonOptions.vehicle, account], options: [role, acceptNewKey],
        discussion: """
            --role is required. Only the vehicle's owner can share it; the household server decides. The other account's \
            devices get the vehicle and all its records at their next 'glovebox sync'. Needs the server: \
            run 'glovebox sync' first for a vehicle added since the last one. \
            With the owner's key opened on this device ('glovebox keys'), the vehicle's key is sealed to the other \
            account's public key, so that its devices open the licence plate; the first key seen for an account is \
            remembered, and a different one later is refused until you compare the fingerprints ('glovebox members') \
            and confirm with --accept-new-key. An account without a key gets the vehicle's key at your next sync after \
            it makes one.
            """
    ) { invocation in
        guard let role = invocation.arguments[ShareCommands.role] else { throw invocation.usageError(.usageShareNeedsRole) }
        let (vehicle, _, sharing) = try open(invocation)
        defer { sharing.session.close() }
        let other = invocation.arguments[ShareCommands.account]
        let words = invocation.words
        let before = try sharing.share(vehicle, with: other, as: role)
        let named = ["vehicle": vehicle.name, "account": other]
        switch before {
        case nil: invocation.console.line(words.text(.shareShared, named.merging(["role": words.role(role)]) { $1 }))
        case role?: invocation.console.line(words.text(.shareAlready, named.merging(["role": words.roleWithArticle(role)]) { $1 }))
        case let earlier?:
            invocation.console.line(words.text(.shareChanged, named.merging([
                "role": words.roleWithArticle(role), "before": words.role(earlier),
            ]) { $1 }))
        }
        let accepting = invocation.arguments[acceptNewKey] ? other : nil
        let keys = try HouseholdSynchronizer.sealVehicleKey(
            app: invocation.app, link: sharing.session.link, vehicleID: vehicle.id, accepting: accepting)
        if keys.sealed > 0 { invocation.console.line(words.text(.shareSealed, named)) }
        if let changed = keys.changed.first {
            throw CLIError.validation(words.changedKey(changed, vehicle: vehicle.name))
        }
    }

    static let unshare = GloveboxCommand(
        ["unshare"], summary: "revoke another account's share of a vehicle",
        arguments: [CommonOptions.vehicle, account],
        discussion: """
            Only the vehicle's owner can revoke a share. The vehicle and its records leave the other \
            account's devices (and their widgets and Shortcuts) at their next 'glovebox sync'. With the owner's \
            key opened here, the vehicle's key is replaced, sealed to the remaining members, and its plate sealed \
            again with it and pushed: nothing written from now on opens with the key the removed account had.
            """
    ) { invocation in
        let (vehicle, local, sharing) = try open(invocation)
        defer { sharing.session.close() }
        let other = invocation.arguments[ShareCommands.account]
        let words = invocation.words
        let before = try sharing.unshare(vehicle, from: other)
        invocation.console.line(words.text(.unshareDone, ["account": other, "role": words.roleWithArticle(before), "vehicle": vehicle.name]))
        // What is sealed from now on must not open with a key the removed member had.
        let rotation = try HouseholdKeyRotation.run(
            app: invocation.app, link: sharing.session.link, serverID: vehicle.id, localID: local.id.rawValue)
        if let generation = rotation.generation {
            let others = rotation.sealedTo.isEmpty ? "" : words.text(.unshareAlso, ["accounts": rotation.sealedTo.joined(separator: ", ")])
            invocation.console.line(words.text(.unshareRotated, [
                "vehicle": vehicle.name, "generation": words.count(generation), "others": others,
            ]))
        }
        for changed in rotation.changed {
            invocation.console.errorLine(
                "\(GloveboxCommandLine.program): " + words.text(.warningPrefix, ["message": words.changedKey(changed, vehicle: vehicle.name)]))
        }
    }

    static let members = GloveboxCommand(
        ["members"], summary: "list the accounts a vehicle is shared with, and their roles",
        arguments: [CommonOptions.vehicle], options: [CommonOptions.json],
        discussion: """
            Asked of the household server (not of this device's logbook): every member may list them, with each \
            one's key fingerprint ('glovebox keys show' prints one's own): compare them in person to know the keys \
            are the members'.
            """
    ) { invocation in
        let (vehicle, local, sharing) = try open(invocation)
        defer { sharing.session.close() }
        let list = try sharing.members(of: vehicle)
        if invocation.wantsJSON {
            // This device's id of it, as every other command prints.
            invocation.console.line(try Format.json(MembersJSON(vehicle: local.id.rawValue, name: vehicle.name, members: list)))
        } else {
            let words = invocation.words
            let header = [words.text(.headerAccount), words.text(.headerRole), words.text(.headerKey)]
            invocation.console.line(
                Format.table([header] + list.map { [$0.account, words.role($0.role), $0.keyFingerprint ?? words.text(.membersNoKey)] }))
        }
    }

    /// The local vehicle the command names, and a checked session on the household server.
    private static func open(_ invocation: Invocation) throws -> (HouseholdSharing.SharedVehicle, local: Vehicle, HouseholdSharing) {
        let link = try LinkedServer.link(for: invocation)
        let vehicle = try invocation.app.vehicle(matching: invocation.arguments[CommonOptions.vehicle])
        // The server knows a vehicle made here before the link by its household id.
        let serverID = try invocation.app.householdID(of: vehicle)
        let session = try HouseholdServerSession(link: link)
        return (.init(id: serverID, name: vehicle.name), vehicle, HouseholdSharing(session: session))
    }

    /// `members --json`: the vehicle and its members.
    struct MembersJSON: Encodable {
        let vehicle: String
        let name: String
        let members: [VehicleMember]
    }
}
