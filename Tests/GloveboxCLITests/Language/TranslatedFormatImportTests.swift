import Foundation
import GarageStorage
import Testing
@testable import GloveboxCLI

/// A fault of one import format's own shape (a Fuelio backup's sections, a LubeLogger directory) is
/// named at its place and said in the `locale` preference's language; English keeps the parser's words.
@Suite struct TranslatedFormatImportTests {
    /// The Fuelio fixture, whole.
    static func backup() throws -> String {
        try String(contentsOf: CLIHarness.fixtures.appendingPathComponent("fuel-apps/fuelio-backup.csv"), encoding: .utf8)
    }

    static func strayLine() throws -> [UInt8] { Array(("hello\n" + (try backup())).utf8) }

    /// The fixture with a section Fuelio never writes after it, and that section's line.
    static func unknownSection() throws -> (bytes: [UInt8], line: Int) {
        let text = try backup()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        return (Array((text + "\"## Garage\"\n\"x\"\n").utf8), lines + 1)
    }

    @Test func aFuelioBackupsSectionsAreRefusedInPortuguese() throws {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let stray = cli.run("import", "fuelio", try TranslatedImportErrorTests.file("a.csv", try Self.strayLine(), in: cli), "--currency", "EUR")
        #expect(stray.status == 2)
        #expect(stray.errors == "glovebox: a.csv:1:1: texto antes da primeira secção: uma cópia de segurança do Fuelio começa com '## Vehicle'\n")
        let (bytes, line) = try Self.unknownSection()
        let unknown = cli.run("import", "fuelio", try TranslatedImportErrorTests.file("b.csv", bytes, in: cli), "--currency", "EUR")
        #expect(unknown.errors.hasPrefix("glovebox: b.csv:\(line):1: secção desconhecida '## Garage' numa cópia de segurança do Fuelio"), "\(unknown.errors)")
        let folder = cli.home.appending("empty-export")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lube = cli.run("import", "lubelogger", folder.path, "--vehicle", "Clio 2")
        #expect(lube.errors.hasPrefix("glovebox: \(folder.path): não há aqui nenhuma exportação do LubeLogger (esperava-se "), "\(lube.errors)")
    }

    @Test func englishKeepsTheParsersWords() throws {
        let cli = TranslatedCommandTests.garage(locale: "en-US")
        let stray = cli.run("import", "fuelio", try TranslatedImportErrorTests.file("a.csv", try Self.strayLine(), in: cli), "--currency", "EUR")
        #expect(stray.errors == "glovebox: a.csv:1:1: text before the first section: a Fuelio backup opens with '## Vehicle'\n")
        #expect(ImportProblem.fuelioMissingSection("Log").description == "no '## Log' section: not a Fuelio backup")
        #expect(ImportProblem.lubeLoggerNoExport(LubeLoggerParser.fileNames).description
            == "no lubelogger export here (expected gasrecords.csv, servicerecords.csv, odometerrecords.csv, taxrecords.csv)")
    }

    /// A bad fixture of the fuel apps', by its path under `fuel-apps/`.
    static func fixture(_ name: String) -> String {
        CLIHarness.fixtures.appendingPathComponent("fuel-apps/" + name).path
    }

    /// A plain table whose only date reads both ways, with no other to settle the order.
    static let ambiguousDay = Array("date,odometer,litres,cost\n03/04/2024,48210,41.37,70.29\n".utf8)

    @Test func theFuelAppsDatesNumbersAndUnitsAreRefusedInPortuguese() throws {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let decimals = cli.run("import", "drivvo", Self.fixture("bad/drivvo-mixed-decimals.csv"), "--currency", "EUR")
        #expect(decimals.status == 2)
        #expect(decimals.errors.hasSuffix("drivvo-mixed-decimals.csv:4:6: '39,00' escreve as casas decimais com ',', "
            + "mas '38.4' em drivvo-mixed-decimals.csv:3:6 escreve-as com '.'\n"), "\(decimals.errors)")
        let column = cli.run("import", "fuelly", Self.fixture("bad/fuelly-missing-odometer.csv"), "--currency", "EUR")
        #expect(column.errors.hasSuffix("fuelly-missing-odometer.csv:1: falta a coluna 'odometer' (ou 'odo', 'odometer reading')\n"),
                "\(column.errors)")
        let unit = cli.run("import", "csv", Self.fixture("bad/csv-no-volume-unit.csv"), "--currency", "EUR")
        #expect(unit.errors.hasSuffix("csv-no-volume-unit.csv:2:3: o ficheiro CSV não indica a unidade da quantidade '41.37': "
            + "indique-a com --volume-unit (l, us-gal, imp-gal, kwh)\n"), "\(unit.errors)")
        let day = cli.run("import", "csv", try TranslatedImportErrorTests.file("d.csv", Self.ambiguousDay, in: cli), "--currency", "EUR")
        #expect(day.errors == "glovebox: d.csv:2:1: a data '03/04/2024' pode ler-se com o dia ou com o mês primeiro, e nenhuma "
            + "outra data do ficheiro diz qual: indique a ordem (--day-order day-first ou month-first)\n", "\(day.errors)")
        let left = NoEnglishLeftTests.words(decimals.errors).intersection(NoEnglishLeftTests.englishOnly)
        #expect(left.isEmpty, "\(left)")
    }

    @Test func theFuelAppsFaultsAreSaidInFrenchAndSpanishToo() throws {
        let french = TranslatedCommandTests.garage(locale: "fr-FR")
        let wrong = french.run("import", "fuelio", CLIHarness.fixtures.appendingPathComponent("fuel-apps/fuelly-export.csv").path,
                               "--currency", "USD")
        #expect(wrong.status == 2)
        #expect(wrong.errors.hasSuffix("fuelly-export.csv: ce n’est pas un fichier Fuelio : il ressemble à un fichier Fuelly\n"),
                "\(wrong.errors)")
        let spanish = TranslatedCommandTests.garage(locale: "es-ES")
        let day = spanish.run("import", "csv", try TranslatedImportErrorTests.file("d.csv", Self.ambiguousDay, in: spanish),
                              "--currency", "EUR")
        #expect(day.errors.hasPrefix("glovebox: d.csv:2:1: la fecha '03/04/2024' puede leerse con el día o con el mes primero"),
                "\(day.errors)")
    }

    @Test func englishKeepsTheFuelAppsWords() throws {
        let cli = TranslatedCommandTests.garage(locale: "en-US")
        let day = cli.run("import", "csv", try TranslatedImportErrorTests.file("d.csv", Self.ambiguousDay, in: cli), "--currency", "EUR")
        #expect(day.errors == "glovebox: d.csv:2:1: date '03/04/2024' could be read day first or month first, and no other date "
            + "of the file says which: name the order (--day-order day-first or month-first)\n")
        #expect(ImportProblem.notTheChosenApp(chosen: .fuelio, detected: .fuelly).description
            == "not a Fuelio backup: the file looks like a Fuelly export")
    }

    @Test func lubeLoggersCostsAndOdometersAreRefusedInPortugueseAndGerman() throws {
        let demo = CLIHarness.fixtures.appendingPathComponent("lubelogger-demo").path
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT")
        let sign = portuguese.run("import", "lubelogger", demo, "--vehicle", "Clio 2", "--currency", "EUR")
        #expect(sign.status == 2)
        #expect(sign.errors == "glovebox: gasrecords.csv:2:4: o custo '$16.24' está em $ (um dólar ou peso), o que --currency EUR contradiz\n",
                "\(sign.errors)")
        let german = TranslatedCommandTests.garage(locale: "de-DE")
        #expect(german.run("import", "lubelogger", demo, "--vehicle", "Clio 2", "--currency", "EUR").errors
            == "glovebox: gasrecords.csv:2:4: die Kosten '$16.24' sind in $ (ein Dollar oder Peso), was --currency EUR widerspricht\n")
        // Odometers are grouped as the language groups them, as the other translated faults count.
        let range = ImportError(file: "odometerrecords.csv", line: 3, column: 0, problem: .lubeLoggerOdometerOutOfRange(
            odometer: 1_250_000, exportUnit: .miles, value: 2_011_680, vehicleUnit: .kilometres, maximum: 2_000_000))
        #expect(CLIWords(localeTag: "pt-PT").importError(range)
            == "odometerrecords.csv:3: o conta-quilómetros \(CLIWords(localeTag: "pt-PT").number(1_250_000)) mi dá "
                + "\(CLIWords(localeTag: "pt-PT").number(2_011_680)) km, fora de 0 a \(CLIWords(localeTag: "pt-PT").number(2_000_000))")
        #expect(CLIWords.english.importError(range)
            == "odometerrecords.csv:3: odometer 1,250,000 mi is 2,011,680 km, outside 0 to 2,000,000")
        let vehicle = ImportError(file: "vehicle-and-reminders.json", line: 0, column: 0, problem: .lubeLoggerVehicleFileMissingKey("Id"))
        #expect(CLIWords(localeTag: "pt-PT").importError(vehicle)
            == "vehicle-and-reminders.json: não é um ficheiro de veículo do LubeLogger (falta a chave 'Id')")
        #expect(vehicle.description == "vehicle-and-reminders.json: not a lubelogger vehicle file (missing key 'Id')")
    }

    /// The LubeLogger demo with one service cost given a third decimal, which dollars do not have.
    static func lubeLoggerCostWithThreeDecimals(in cli: CLIHarness) throws -> String {
        let copy = cli.home.appending("export")
        try FileManager.default.copyItem(at: CLIHarness.fixtures.appendingPathComponent("lubelogger-demo"), to: copy)
        let service = copy.appendingPathComponent("servicerecords.csv")
        let text = try String(contentsOf: service, encoding: .utf8)
        // Line 22 is "7/5/2020,Transfer Case Fluid,$26.74,…", its cost at column 3.
        #expect(text.contains("\n7/5/2020,Transfer Case Fluid,$26.74,"))
        try Data(text.replacingOccurrences(of: "Transfer Case Fluid,$26.74", with: "Transfer Case Fluid,$26.745").utf8).write(to: service)
        return copy.path
    }

    /// A plain table whose cost has decimals, which yen do not have.
    static let yenWithDecimals = Array("date,odometer,litres,cost\n2024-01-04,48210,41.37,70.29\n".utf8)

    @Test func anAmountMoneyRefusesIsSaidInPortuguese() throws {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let lube = cli.run("import", "lubelogger", try Self.lubeLoggerCostWithThreeDecimals(in: cli), "--vehicle", "Clio 2")
        #expect(lube.status == 2)
        #expect(lube.errors == "glovebox: servicerecords.csv:22:3: cost '$26.745': o valor '26.745' tem mais casas decimais do que USD permite (2)\n",
                "\(lube.errors)")
        let yen = cli.run("import", "csv", try TranslatedImportErrorTests.file("y.csv", Self.yenWithDecimals, in: cli), "--currency", "JPY")
        #expect(yen.status == 2)
        #expect(yen.errors == "glovebox: y.csv:2:4: cost '70.29': o valor '70.29' tem mais casas decimais do que JPY permite (0)\n",
                "\(yen.errors)")
        let negative = ImportError(file: "a.csv", line: 2, column: 4, problem: .amountRefused(name: "total", text: "-5", refusal: .negativeAmount("-5")))
        #expect(CLIWords(localeTag: "pt-PT").importError(negative) == "a.csv:2:4: total '-5': o valor '-5' é negativo")
    }

    @Test func englishKeepsMoneysWordsForAnAmount() throws {
        let cli = TranslatedCommandTests.garage(locale: "en-US")
        let lube = cli.run("import", "lubelogger", try Self.lubeLoggerCostWithThreeDecimals(in: cli), "--vehicle", "Clio 2")
        #expect(lube.errors == "glovebox: servicerecords.csv:22:3: cost '$26.745': amount '26.745' has more decimals than USD allows (2)\n")
        let yen = cli.run("import", "csv", try TranslatedImportErrorTests.file("y.csv", Self.yenWithDecimals, in: cli), "--currency", "JPY")
        #expect(yen.errors == "glovebox: y.csv:2:4: cost '70.29': amount '70.29' has more decimals than JPY allows (0)\n")
    }

    @Test func aRowReadOtherwiseThanBeforeIsSaidInPortugueseAndSpanish() {
        let error = ImportError(file: "gasrecords.csv", line: 2, column: 0, problem: .rowReadDifferently(
            label: "import lubelogger", earlier: "2024-01-14, odometer 30120 mi, 40 l", now: "2024-01-14, odometer 30120 mi, 40 us-gal"))
        #expect(CLIWords(localeTag: "pt-PT").importError(error)
            == "gasrecords.csv:2: esta linha foi importada antes (import lubelogger) como 2024-01-14, odometer 30120 mi, 40 l; "
                + "esta importação lê-a como 2024-01-14, odometer 30120 mi, 40 us-gal. Importe-a com as opções que a importação "
                + "anterior tinha, ou desfaça primeiro essa importação ('glovebox history', 'glovebox undo') para ler o ficheiro de novo")
        #expect(CLIWords(localeTag: "es-ES").importError(error).hasPrefix("gasrecords.csv:2: esta fila ya se importó (import lubelogger) como "))
        #expect(CLIWords.english.importError(error).hasPrefix("gasrecords.csv:2: this row was imported before (import lubelogger) as "))
    }

    @Test func theFuelAppsRowsAndLubeLoggersCellsAreRefusedInPortuguese() {
        let portuguese = CLIWords(localeTag: "pt-PT")
        func said(_ problem: ImportProblem) -> String {
            portuguese.importError(ImportError(file: "a.csv", line: 4, column: 3, problem: problem))
        }
        #expect(said(.notMoreThanZero(name: "volume", text: "0")) == "a.csv:4:3: volume tem de ser maior do que zero: '0'")
        #expect(said(.unknownVolumeUnit("pints")) == "a.csv:4:3: unidade de volume desconhecida 'pints'")
        #expect(said(.acarUnknownVehicle("Golf")) == "a.csv:4:3: o veículo 'Golf' não está na secção 'Vehicles'")
        #expect(said(.fuellyChargeNotInKilowattHours(type: "Electric", unit: .litres))
            == "a.csv:4:3: o Type 'Electric' é um carregamento, mas as quantidades do ficheiro estão em l: um carregamento "
                + "conta-se em kWh (--volume-unit kwh para um ficheiro só de carregamentos)")
        #expect(said(.lubeLoggerNotTrueOrFalse(name: "isfilltofull", text: "yes"))
            == "a.csv:4:3: não é True nem False para isfilltofull: 'yes'")
        #expect(said(.numberTooLong(name: "fuelconsumed", text: "1"))
            == "a.csv:4:3: o número para fuelconsumed tem mais de \(portuguese.count(30)) caracteres: '1'")
    }

    @Test func englishKeepsTheRowsWords() {
        #expect(ImportProblem.notMoreThanZero(name: "quantity", text: "-2").description == "quantity must be more than zero: '-2'")
        #expect(ImportProblem.acarOdometerUnitClash(unit: .miles, vehicle: .kilometres).description
            == "odometer in mi, but the vehicle's odometers are in km")
        #expect(ImportProblem.lubeLoggerNotADate("13/45/2024").description == "not a date (M/D/YYYY): '13/45/2024'")
        #expect(CLIWords.english.importError(ImportError(file: "a.csv", line: 2, column: 1, problem: .fuellyUnknownType("Gas")))
            == "a.csv:2:1: Type 'Gas' is no fuel Glovebox knows (Regular, Premium, Diesel, E85, LPG, Electric…): "
                + "a row that is not a fill-up is not read as one")
    }
}
