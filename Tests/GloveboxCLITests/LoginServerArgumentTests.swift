import Testing

/// `login --server` takes a household server's connection string and nothing else: an empty or
/// mistyped one is refused before anything is tried (libpq would read it as the local default).
@Suite struct LoginServerArgumentTests {
    @Test(arguments: ["", "localhost:5432", "http://localhost/glovebox"])
    func aStringThatIsNotAServersIsRefusedWithExitTwo(_ url: String) throws {
        let cli = CLIHarness()
        let result = cli.run("login", "ana@example.com", "--server", url)
        #expect(result.status == 2)
        #expect(result.errors.contains("is not a household server's connection string"), "\(result.errors)")
        #expect(cli.run("vehicle", "list").status != 0, "nobody was signed in")
    }
}
