import Foundation
import HouseholdServer
import HouseholdSync
import LinuxPlatform
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// Every connection to a household server is verified TLS with channel binding, whatever the
    /// link's URL says: against a fake server that offers no TLS and asks for the password in clear,
    /// nothing of the password leaves; against the real one, a link whose URL asks for less still
    /// connects verified; each refusal says what it is.
    @Suite struct ConnectionPolicy {
        /// Runs `body` with a trap, stopped before `check` reads what it saw.
        func withTrap(_ body: (PasswordTrapServer) throws -> Void, check: (PasswordTrapServer.Record) -> Void) throws {
            let trap = try PasswordTrapServer()
            do {
                try body(trap)
            } catch {
                trap.stop()
                throw error
            }
            trap.stop()
            check(trap.record)
        }

        @Test func withoutThePolicyTheTrapReceivesThePassword() throws {
            // The trap works: a client that asks for no TLS and no channel binding answers it.
            try withTrap { trap in
                #expect(throws: PostgresError.self) {
                    _ = try PostgresConnection(keywords: [
                        ("dbname", trap.url), ("user", "ana"), ("password", "s3cret"), ("sslmode", "disable"),
                        ("gssencmode", "disable"), ("connect_timeout", "10"),
                    ])
                }
            } check: { record in
                #expect(record.startups == 1)
                #expect(record.passwords == ["s3cret"])
            }
        }

        @Test func loginToAServerWithoutTLSFailsBeforeAnyPasswordIsSent() throws {
            let home = GloveboxHome(ids: "a")
            try withTrap { trap in
                let result = home.run(
                    "login", "ana@example.com", "--server", trap.url, "--password-file", try home.passwordFile("s3cret"))
                #expect(result.status == 1)
                #expect(result.errors.contains("the household server at \(trap.url) does not offer TLS"), "\(result.errors)")
                #expect(result.errors.contains("nothing was sent to it"), "\(result.errors)")
            } check: { record in
                #expect(record.tlsRequests >= 1, "the client asked the trap for TLS")
                #expect(record.startups == 0)
                #expect(record.passwords.isEmpty)
            }
            #expect(!FileManager.default.fileExists(atPath: try home.privatePath(ServerLinkFile.fileName)))
            #expect(!FileManager.default.fileExists(atPath: try home.privatePath(PasswordFileCredentialStore.fileName)))
            #expect(home.run("plan").status == 2, "nobody is signed in")
        }

        @Test(arguments: ["?sslmode=disable", "?sslmode=prefer&channel_binding=disable", "?sslmode=require"])
        func thePolicysKeywordsWinOverAURLThatAsksForLess(_ query: String) throws {
            try withTrap { trap in
                let link = ServerLink(server: trap.url + query, account: "ana@example.com", password: "s3cret")
                let error = #expect(throws: PostgresError.self) { _ = try ServerConnectionPolicy.connect(link) }
                #expect(error?.securityRefusal == .serverOffersNoTLS, "\(error.map(String.init(describing:)) ?? "")")
            } check: { record in
                #expect(record.tlsRequests >= 1)
                #expect(record.startups == 0)
                #expect(record.passwords.isEmpty)
            }
        }

        /// The second line of defence: even without TLS, `channel_binding=require` makes libpq refuse a
        /// request for the password in clear instead of answering it.
        @Test func channelBindingAloneRefusesToAnswerACleartextRequest() throws {
            try withTrap { trap in
                let error = #expect(throws: PostgresError.self) {
                    _ = try PostgresConnection(keywords: [
                        ("dbname", trap.url), ("user", "ana"), ("password", "s3cret"), ("sslmode", "disable"),
                        ("gssencmode", "disable"), ("channel_binding", "require"), ("connect_timeout", "10"),
                    ])
                }
                #expect(error?.securityRefusal == .channelBindingRefused, "\(error.map(String.init(describing:)) ?? "")")
            } check: { record in
                #expect(record.startups == 1, "the trap asked for the password")
                #expect(record.passwords.isEmpty)
            }
        }

        @Test(arguments: ["?sslmode=disable", "?sslmode=require"])
        func aKeptLinkWhoseURLAsksForLessNeverSendsThePasswordInClear(_ query: String) throws {
            let home = GloveboxHome(ids: "a")
            #expect(home.run("login", "ana@example.com").status == 0)
            try withTrap { trap in
                // As an earlier build could have kept it.
                let app = home.session()
                try ServerLinkFile.save(ServerLink(server: trap.url + query, account: "ana@example.com", password: "s3cret"), in: app)
                app.close()
                let result = home.run("sync")
                #expect(result.status == 1)
                #expect(result.errors.contains("does not offer TLS"), "\(result.errors)")
            } check: { record in
                #expect(record.tlsRequests >= 1)
                #expect(record.passwords.isEmpty)
            }
        }

        @Test(arguments: ["disable", "require"])
        func aKeptLinkWhoseURLAsksForLessStillConnectsVerified(_ mode: String) throws {
            let account = try TestCluster.shared().addAccount("policy-kept")
            let home = GloveboxHome(ids: "a")
            #expect(home.run(
                "login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password)
            ).status == 0)
            let app = home.session()
            var link = try #require(try ServerLinkFile.load(in: app))
            link.server = account.url.replacingOccurrences(of: "sslmode=verify-full", with: "sslmode=\(mode)")
            try ServerLinkFile.save(link, in: app)
            let kept = try #require(try ServerLinkFile.load(in: app))
            app.close()
            #expect(kept.server.contains("sslmode=\(mode)"))

            let session = try HouseholdServerSession(link: kept)
            #expect(session.connection.usesTLS)
            session.close()
            let result = home.run("sync")
            #expect(result.status == 0, "\(result.errors)")

            // Verified, not merely encrypted: with no root certificate to verify with, sslmode=require
            // alone would connect; under the policy the connection is refused.
            let app2 = home.session()
            link.server = "postgresql://localhost:\(try TestCluster.shared().configuration.port)/glovebox"
                + "?sslmode=\(mode)&sslrootcert=/nonexistent/root.crt"
            try ServerLinkFile.save(link, in: app2)
            app2.close()
            let unverified = home.run("sync")
            #expect(unverified.status == 1)
            #expect(unverified.errors.contains("cannot verify the certificate of the household server"), "\(unverified.errors)")
        }

        /// A certificate that cannot be verified: no root certificate, one that did not sign the
        /// server's, a host name the certificate does not name. Each is said as such, with the way out.
        @Test(arguments: [
            ("sslrootcert=/nonexistent/root.crt", "root certificate file"),
            ("sslrootcert=/etc/ssl/certs/ca-certificates.crt", "certificate verify failed"),
            ("hostaddr=127.0.0.1&sslrootcert=CERTIFICATE", "does not match host name"),
        ])
        func aCertificateThatCannotBeVerifiedIsRefusedAndNothingIsWritten(_ query: String, _ reason: String) throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("policy-cert")
            if query.contains("ca-certificates") {
                try #require(FileManager.default.fileExists(atPath: "/etc/ssl/certs/ca-certificates.crt"), "the system's CA bundle")
            }
            // The host name is the URL's own when it gives an address to connect to (hostaddr).
            let host = query.hasPrefix("hostaddr") ? "wrong-name.example" : "localhost"
            let url = "postgresql://\(host):\(cluster.configuration.port)/glovebox?"
                + query.replacingOccurrences(of: "CERTIFICATE", with: cluster.layout.certificate)
            let home = GloveboxHome(ids: "a")
            let result = home.run("login", account.name, "--server", url, "--password-file", try home.passwordFile(account.password))
            #expect(result.status == 1)
            #expect(result.errors.contains("cannot verify the certificate of the household server"), "\(result.errors)")
            #expect(result.errors.contains(reason), "\(result.errors)")
            #expect(result.errors.contains("use the URL 'glovebox-server url' prints, with its sslrootcert"), "\(result.errors)")
            #expect(!FileManager.default.fileExists(atPath: try home.privatePath(ServerLinkFile.fileName)))
            #expect(home.run("plan").status == 2, "nobody is signed in")
        }
    }
}
