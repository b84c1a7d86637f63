import Testing
@testable import TactileScripting

/// Coverage guidance (docs/fuzzing.md §6): a sequence that reaches lines of the plugin no earlier
/// one reached is kept, cut after the step that reached them, and later sequences go on from it.
@Suite("Fuzz: coverage guidance")
struct FuzzCoverageTests {
    let maze = try! FuzzTargets.resolve(fuzzFixtures + "/maze/maze.lua", pluginPath: [])[0]

    /// The lines of the maze the runs reached (of how many hold code), guided or only counted.
    private func linesReached(guided: Bool) throws -> (reached: Int, total: Int?) {
        let summary = try fuzzer(maze, seed: 1) { options in
            options.coverageGuided = guided
            options.measuresCoverage = true
            options.steps = 30
        }.fuzz(runs: 0..<150)
        let file = try #require(summary.coverage.first { $0.file.hasSuffix("maze/maze.lua") })
        return (file.reached.count, file.total)
    }

    @Test("guided, the same 150 runs get at least two stages deeper into a maze of touches in order")
    func guidedGoesDeeper() throws {
        let unguided = try linesReached(guided: false)
        let guided = try linesReached(guided: true)
        #expect(unguided.total == 24 && guided.total == 24)
        #expect(guided.reached >= unguided.reached + 2)
    }
}
