import Testing
@testable import TactileScripting

/// The mutation check (docs/fuzzing.md §7): seed plugins, each with one deliberate bug
/// (Tests/TactileScriptingTests/Fixtures/fuzz/mutations.json). The fuzzer finds each bug within 50 runs of
/// seed 1 and shrinks it to a few steps, naming the invariant it breaks.
@Suite("Fuzz: the mutation check")
struct FuzzMutationTests {
    /// The first failure fuzzing a mutant finds in `runs` runs of seed 1.
    private func firstFailure(_ mutation: String, runs: Int = 50) throws -> FuzzFailure {
        let mutant = try MutantPlugin(mutation)
        let target = try FuzzTargets.resolve(mutant.path, pluginPath: [])[0]
        let summary = try fuzzer(target, seed: 1).fuzz(runs: 0..<runs)
        return try #require(summary.failures.first)
    }

    @Test("a bound not clamped: a Knob whose angle set stores any number breaks its \"angle within 0…5\"")
    func boundNotClamped() throws {
        let failure = try firstFailure("unclamped")
        #expect(failure.violation.invariant == "declared:angle within 0…5")
        #expect(failure.steps.count <= 3)
    }

    @Test("a missing end of tracking: a Knob that swallows the lift keeps tracking (uikit-rules §2.2)")
    func missingEndOfTracking() throws {
        let failure = try firstFailure("endless")
        #expect(failure.violation.invariant == FuzzInvariant.trackingEndsOnce.rawValue)
        #expect(failure.steps.count <= 3)
    }

    @Test("a value sent unchanged: a StarSlider reporting every update breaks \"valueChanged only when the rating changes\"")
    func valueSentUnchanged() throws {
        let failure = try firstFailure("unchanged")
        #expect(failure.violation.invariant == "declared:valueChanged only when the rating changes")
        #expect(failure.steps.count <= 3)
    }

    @Test("a cancel that leaves the highlight on: a RangeSlider highlighted after its cancel (uikit-rules §2.2)")
    func cancelLeavesHighlight() throws {
        let failure = try firstFailure("highlighted")
        #expect(failure.violation.invariant == FuzzInvariant.highlightEndsWithTheTouch.rawValue)
        #expect(failure.steps.count <= 4)
        #expect(failure.steps.contains { if case .cancel = $0 { true } else { false } }
                || failure.steps.contains { if case .reattach = $0 { true } else { false } })
    }

    @Test("the seed plugins themselves, fixed, pass the same runs")
    func seedPluginsPass() throws {
        for plugin in ["knob.lua", "star_slider.lua", "range_slider.lua"] {
            let target = try FuzzTargets.resolve(repositoryPlugins + "/" + plugin, pluginPath: [repositoryPlugins])[0]
            #expect(try fuzzer(target, seed: 1).fuzz(runs: 0..<50).failures.map(\.violation.summary) == [], "\(plugin)")
        }
    }
}
