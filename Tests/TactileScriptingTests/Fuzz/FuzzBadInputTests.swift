import Testing
@testable import TactileScripting
import TestSupport

/// Bad input gets a clear error, and a control that hangs or exhausts memory is a failure like
/// any other, the fuzzing going on (docs/fuzzing.md §1, §2.4).
@Suite("Fuzz: bad input")
struct FuzzBadInputTests {
    private func resolutionError(_ argument: String, pluginPath: [String] = []) -> String? {
        do {
            _ = try FuzzTargets.resolve(argument, pluginPath: pluginPath)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a scenario without a fuzz set-up, a plugin that defines nothing or fails to load, a set-up that fails")
    func nothingToFuzz() throws {
        let scratch = ScratchFolder("fuzz")
        let scenario = try scratch.write("plain_test.lua", "describe('x', function() it('y', function() end) end)")
        #expect(resolutionError(scenario)?.contains("defines no fuzz set-up: a scenario to fuzz defines a global function fuzz()") == true)
        let empty = try scratch.write("empty.lua", "local x = 1")
        #expect(resolutionError(empty)?.contains("defines no control (a plugin calls Control.define{...})") == true)
        let broken = try scratch.write("broken.lua", "Control.define{ name = 'Broken',\n  init = function(self) end end }")
        #expect(resolutionError(broken)?.hasPrefix("plugin 'broken' failed to load: ") == true)
        #expect(resolutionError(broken)?.contains("broken.lua:2:") == true)
        let raising = try scratch.write("raising_test.lua", "function fuzz()\n  error('no stage today')\nend")
        #expect(resolutionError(raising)?.contains("the fuzz set-up of \(raising) failed: \(raising):2: no stage today") == true)
        let returnsNothing = try scratch.write("nothing_test.lua", "function fuzz() end")
        #expect(resolutionError(returnsNothing)?.contains("watchInvariants expects the views to watch") == true)
    }

    @Test("a folder without init.lua, a file that is not Lua, a path that does not exist, a class nobody defines")
    func badArguments() throws {
        let scratch = ScratchFolder("fuzz")
        #expect(resolutionError(scratch.path)?.contains("is a folder without an init.lua") == true)
        let text = try scratch.write("notes.txt", "hello")
        #expect(resolutionError(text)?.contains("is not a Lua file") == true)
        #expect(resolutionError("nowhere/knob.lua") == "no such file or folder: nowhere/knob.lua")
        #expect(resolutionError("Label") == "Label has no standard set-up for fuzzing (those with one: Button, Control, DatePicker, "
                + "PageControl, SegmentedControl, Slider, Stepper, Switch, TextField); write a fuzz set-up in a scenario file")
        #expect(resolutionError("Knb", pluginPath: [repositoryPlugins])?.contains("(did you mean 'knob'?)") == true)
    }

    @Test("a control that never returns is reported with the sequence that did it, and the runs go on")
    func hang() throws {
        let target = try FuzzTargets.resolve(fuzzFixtures + "/stuck/stuck.lua", pluginPath: [])[0]
        let summary = try fuzzer(target) { $0.instructionBudget = 2_000_000; $0.runs = 10 }.fuzz(runs: 0..<10)
        let failure = try #require(summary.failures.first)
        #expect(failure.violation.invariant == FuzzInvariant.noHang.rawValue)
        #expect(failure.violation.message.contains("ran out of the instruction budget of 2000000"))
        #expect(!failure.steps.isEmpty && failure.steps.count <= 4)
        #expect(summary.runs == 10)
    }

    @Test("a control that exhausts memory is reported with the sequence that did it, and the runs go on")
    func memory() throws {
        let target = try FuzzTargets.resolve(fuzzFixtures + "/greedy/greedy.lua", pluginPath: [])[0]
        let summary = try fuzzer(target) { $0.memoryLimit = 64 << 20 }.fuzz(runs: 0..<6)
        let failure = try #require(summary.failures.first)
        #expect(failure.violation.invariant == FuzzInvariant.memoryWithinLimit.rawValue)
        #expect(failure.violation.message.contains("not enough memory"))
        #expect(summary.runs == 6)
    }

    @Test("a set-up that uses a local of its file: the reproduction, which copies the set-up alone, says it does not replay")
    func setUpThatDoesNotStandAlone() throws {
        let scratch = ScratchFolder("fuzz")
        let target = try scenarioTarget("""
            local function make() return Knob{frame = {95, 322, 200, 200}} end
            function fuzz()
              local knob = make()
              window:addSubview(knob)
              return knob, { invariants = { ["never touched"] = function(k) return not k.isTracking end } }
            end
            """, in: scratch)
        let failure = try #require(try fuzzer(target).fuzz(runs: 0..<10).failures.first)
        let reproduction = FuzzReproduction(failure: failure, target: target, folder: scratch.path, command: "tactile fuzz")
        try reproduction.write()
        #expect(reproduction.replayProblem(of: failure, target: target)?.isEmpty == false)
    }
}
