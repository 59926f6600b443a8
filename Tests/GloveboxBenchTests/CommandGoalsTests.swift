import GloveboxBench
import Testing

/// Measurements with pinned medians (p90 = max = the median; peak RSS in KiB).
func measurement(_ command: MeasuredCommand, wall: Double, peakKiB: Double, runs: Int = 5) -> CommandMeasurement {
    CommandMeasurement(
        command: command, commandLine: "glovebox \(command.rawValue)", runs: runs, wall: Summary([wall]),
        peakResidentKiB: Summary([peakKiB]))
}

let targets = CommandTargets(
    vehicleID: "car-01", itemID: "car-01-item-1", itemName: "Oil change", currentOdometer: 1_000, newOdometer: 1_100,
    entryID: "car-01-odo-9")

func result(_ size: GarageSize, _ commands: [CommandMeasurement]) -> CommandResult {
    CommandResult(
        size: size, records: 4_757, importRows: 100_000, targets: targets, commands: commands, loadAverageBefore: 0.5,
        loadAverageAfter: 0.75)
}

@Suite struct CommandGoalsTests {
    @Test func ratiosDivideEachMedianByPublishs() throws {
        let compared = CommandGoals.comparedWithPublish([
            measurement(.publish, wall: 100, peakKiB: 40_000), measurement(.expenseAdd, wall: 250, peakKiB: 50_000),
        ])
        #expect(compared[0].wallToPublish == 1 && compared[0].peakToPublish == 1)
        #expect(compared[1].wallToPublish == 2.5)
        #expect(compared[1].peakToPublish == 1.25)
    }

    @Test func withoutAPublishThereAreNoRatiosAndNoRatioGoals() {
        let commands = [measurement(.expenseAdd, wall: 250, peakKiB: 50_000)]
        #expect(CommandGoals.comparedWithPublish(commands) == commands)
        #expect(CommandGoals.verdicts(size: .small, commands: commands).isEmpty)
    }

    @Test func aWriteCommandAtTheLimitsMeetsBothGoalsAndJustAboveMeetsNeither() {
        let verdicts = CommandGoals.verdicts(size: .medium, commands: [
            measurement(.publish, wall: 100, peakKiB: 40_000),
            measurement(.odometerLog, wall: 150, peakKiB: 50_000),
            measurement(.maintenanceDone, wall: 150.01, peakKiB: 50_001),
        ])
        #expect(verdicts.map(\.command) == [.odometerLog, .odometerLog, .maintenanceDone, .maintenanceDone])
        #expect(verdicts.map(\.measure) == [.wallToPublish, .peakToPublish, .wallToPublish, .peakToPublish])
        #expect(verdicts.map(\.isMet) == [true, true, false, false])
        #expect(verdicts.map(\.limit) == [1.5, 1.25, 1.5, 1.25])
    }

    @Test func statusIsHeldToPublishOnlyAtL() {
        let commands = [measurement(.publish, wall: 100, peakKiB: 40_000), measurement(.status, wall: 160, peakKiB: 90_000)]
        #expect(CommandGoals.verdicts(size: .small, commands: commands).isEmpty)
        #expect(CommandGoals.verdicts(size: .medium, commands: commands).isEmpty)
        let large = CommandGoals.verdicts(size: .large, commands: commands)
        #expect(large.count == 1)
        #expect(large.first?.measure == .wallToPublish)
        #expect(large.first?.value == 1.6)
        #expect(large.first?.isMet == false)
    }

    @Test func pagedReadsAreHeldToPublishAtLAndTakeoutsToItsMemoryEverywhere() {
        let reads = [measurement(.publish, wall: 100, peakKiB: 40_000), measurement(.expenseList, wall: 150, peakKiB: 90_000),
                     measurement(.history, wall: 151, peakKiB: 90_000)]
        #expect(CommandGoals.verdicts(size: .medium, commands: reads).isEmpty)
        #expect(CommandGoals.verdicts(size: .large, commands: reads).map(\.isMet) == [true, false])
        for size in GarageSize.allCases {
            let takeouts = CommandGoals.verdicts(size: size, commands: [
                measurement(.publish, wall: 100, peakKiB: 40_000), measurement(.export, wall: 9_000, peakKiB: 50_000),
                measurement(.backup, wall: 500, peakKiB: 50_001),
            ])
            #expect(takeouts.map(\.measure) == [.peakToPublish, .peakToPublish])
            #expect(takeouts.map(\.isMet) == [true, false], "\(size)")
        }
    }

    @Test func theImportMustTakeLessThanThreeSecondsAtEverySize() {
        for size in GarageSize.allCases {
            let verdicts = CommandGoals.verdicts(size: size, commands: [
                measurement(.publish, wall: 100, peakKiB: 40_000), measurement(.lubeLoggerImport, wall: 3_000, peakKiB: 1),
            ])
            #expect(verdicts.count == 1)
            #expect(verdicts.first?.measure == .wallMilliseconds)
            #expect(verdicts.first?.isMet == false, "3000 ms is not under 3 s")
        }
        let fast = CommandGoals.verdicts(size: .large, commands: [measurement(.lubeLoggerImport, wall: 2_999.99, peakKiB: 1)])
        #expect(fast.first?.isMet == true)
    }

    @Test func theUndoOfTheImportIsHeldToTheImportsWallAndMemory() {
        for size in GarageSize.allCases {
            let verdicts = CommandGoals.verdicts(size: size, commands: [
                measurement(.lubeLoggerImport, wall: 2_000, peakKiB: 80_000), measurement(.importUndo, wall: 4_000, peakKiB: 120_001),
            ])
            #expect(verdicts.map(\.measure) == [.wallMilliseconds, .wallToImport, .peakToImport], "\(size)")
            #expect(verdicts.map(\.value) == [2_000, 2, 120_001.0 / 80_000])
            #expect(verdicts.map(\.isMet) == [true, true, false], "twice the wall is allowed, a byte over 1.5× the memory is not")
        }
        // Without the import's measurement there is nothing to hold the undo to.
        #expect(CommandGoals.verdicts(size: .small, commands: [measurement(.importUndo, wall: 1, peakKiB: 1)]).isEmpty)
    }

    @Test func theResultComputesItsRatiosAndGoals() {
        let made = result(.small, [
            measurement(.publish, wall: 100, peakKiB: 40_000), measurement(.expenseAdd, wall: 120, peakKiB: 44_000),
        ])
        #expect(made.measurement(of: .expenseAdd)?.wallToPublish == 1.2)
        #expect(made.goals.count == 2)
        #expect(made.goals.allSatisfy { $0.isMet })
    }
}
