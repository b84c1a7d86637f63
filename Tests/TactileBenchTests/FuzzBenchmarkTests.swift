import Foundation
import Testing
import TactileScripting
import TestSupport
@testable import tactile_bench

/// What `tactile-bench fuzz` shrinks is a failure of 500 steps that only two of them make, so its
/// figure is the time to shrink 500 steps to two.
@Suite("Fuzz benchmark")
struct FuzzBenchmarkTests {
    static let scene = LockboxFailure.scene(in: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/tactile-bench").path)

    @Test("the 500 steps open the box, and shrink to the two that do")
    func fiveHundredStepsShrinkToTwo() throws {
        let steps = LockboxFailure.fiveHundredSteps()
        #expect(steps.count == 500)
        let target = try FuzzTargets.resolve(Self.scene, pluginPath: [])[0]
        let fuzzer = Fuzzer(target: target, options: FuzzOptions(seed: 1))
        let failure = try #require(try fuzzer.shrink(steps))
        #expect(failure.violation.invariant == "declared:stays shut")
        #expect(failure.steps == [.set(view: 1, property: "a", value: .integer(7)), .set(view: 1, property: "b", value: .integer(3))])
        #expect(try fuzzer.replay(Array(steps.dropLast(70))) == nil)
    }
}
