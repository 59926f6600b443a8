import ArgumentParsing
import Testing

@Suite struct UsageErrorTests {
    @Test func theReportIsTheMessageThenTheUsage() {
        let error = UsageError("option '--date' needs a value", usage: "glovebox odometer log VEHICLE VALUE [--help]")
        #expect(error.report(program: "glovebox") == """
            glovebox: option '--date' needs a value
            usage: glovebox odometer log VEHICLE VALUE [--help]

            """)
        #expect(UsageError("no command given").report(program: "glovebox-widget") == "glovebox-widget: no command given\n")
        #expect("\(error)" == "option '--date' needs a value")
        #expect(UsageError.exitStatus == 2)
    }

    @Test func addingUsageKeepsAUsageAlreadyThere() {
        #expect(UsageError("x").addingUsage("prog a") == UsageError("x", usage: "prog a"))
        #expect(UsageError("x", usage: "prog b").addingUsage("prog a") == UsageError("x", usage: "prog b"))
    }
}
