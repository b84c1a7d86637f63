import Foundation
import Testing
@testable import TactileScripting
import TestSupport

/// Reproductions (docs/fuzzing.md §4): a failure written as a scenario in the runner's own API,
/// which `tactile test` replays unchanged — the same traffic, the same failure.
@Suite("Fuzz: reproductions replay")
struct FuzzReplayTests {
    private func stage(_ path: [String]) -> @Sendable () -> any ScenarioStage {
        { var options = ScriptSession.Options(); options.pluginPath = path; return ControlStage(options: options) }
    }

    @Test("a reproduction fails under tactile test with the failure's message, at watch:verify(), its transcript matching")
    func reproductionReplays() throws {
        let scratch = ScratchFolder("fuzz")
        let mutant = try MutantPlugin("highlighted")
        let target = try FuzzTargets.resolve(mutant.path, pluginPath: [])[0]
        let failure = try #require(try fuzzer(target).fuzz(runs: 0..<20).failures.first)
        let reproduction = FuzzReproduction(failure: failure, target: target, folder: scratch.path, command: "tactile fuzz range_slider.lua --seed 1")
        try reproduction.write()
        #expect(reproduction.scenario.hasSuffix("range_slider_fuzz_highlight-ends-with-the-touch_test.lua"))
        #expect(reproduction.text.contains("local watch = watchInvariants(fuzz())"))
        #expect(reproduction.replayProblem(of: failure, target: target) == nil)
        let result = ScenarioRunner(makeStage: stage(target.pluginPath)).test(file: reproduction.scenario)
        let test = try #require(result.tests.first)
        let verifyLine = reproduction.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.trimmingCharacters(in: .whitespaces) == "watch:verify()" }! + 1
        #expect(test.line == verifyLine)
        #expect(test.message?.contains("invariant broken: " + failure.violation.summary) == true)
        #expect(!FileManager.default.fileExists(atPath: reproduction.transcript + ".received"))
    }

    @Test("what the fuzzer records is what the written scenario records: twenty sequences replay to the same transcript")
    func sameTrafficWhenReplayed() throws {
        let scratch = ScratchFolder("fuzz")
        let twoViews = try scenarioTarget("""
            function fuzz()
              local knob = Knob{frame = {40, 200, 150, 150}}
              local stepper = Stepper{frame = {220, 250, 94, 32}}
              window:addSubview(knob)
              window:addSubview(stepper)
              return knob, stepper
            end
            """, in: scratch, name: "two_test.lua")
        let targets = [try FuzzTargets.resolve(repositoryPlugins + "/range_slider.lua", pluginPath: [repositoryPlugins])[0],
                       try FuzzTargets.resolve("SegmentedControl", pluginPath: [])[0], twoViews]
        var replayed = 0
        for (index, target) in targets.enumerated() {
            for seed in UInt64(1)...7 {
                let run = try runner(target).run(.generate(seed: seed, length: 40, prefix: []), details: true)
                guard run.violation == nil, run.stoppedEarly == nil else { continue }
                let writer = FuzzScriptWriter(viewNames: FuzzScriptWriter.variableNames(forTypes: run.viewTypes))
                let name = "replay_\(index)_\(seed)"
                let text = writer.file(header: ["a replay"], setUp: target.setUp, title: "replay", testName: "replays",
                                       steps: run.steps, refused: run.refused, transcript: name)
                let file = try scratch.write(name + "_test.lua", text)
                _ = try scratch.write(name + ".transcript", try #require(run.transcript))
                let result = ScenarioRunner(makeStage: stage(target.pluginPath)).test(file: file)
                #expect(result.tests.map(\.status) == [.passed], "\(target.displayName) seed \(seed): \(result.tests.first?.message ?? "")")
                replayed += 1
            }
        }
        #expect(replayed >= 18)
    }
}
