import Foundation
import Testing
@testable import TactileScripting
import TestSupport

/// Shrinking (docs/fuzzing.md §4): a failing sequence made as small as it goes while it fails the
/// same way, each step as simple as it goes.
@Suite("Fuzz: shrinking")
struct ShrinkerTests {
    @Test("a 500-step failure shrinks to the two steps that make it, and neither alone fails")
    func fiveHundredToTwo() throws {
        let benchLua = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources/tactile-bench").standardized.path
        let target = try FuzzTargets.resolve(LockboxFailure.scene(in: benchLua), pluginPath: [])[0]
        let steps = LockboxFailure.fiveHundredSteps()
        #expect(steps.count == 500)
        let found = try runner(target).run(.replay(steps))
        #expect(found.violation?.invariant == "declared:stays shut")
        #expect(found.failedAt == 430)
        var shrinker = Shrinker(runner: runner(target), invariant: "declared:stays shut", allowance: 2000)
        let shrunk = shrinker.shrink(found.steps, failedAt: found.failedAt!).steps
        let a = FuzzStep.set(view: 1, property: "a", value: .integer(7)), b = FuzzStep.set(view: 1, property: "b", value: .integer(3))
        #expect(shrunk == [a, b])
        #expect(try runner(target).run(.replay([a])).violation == nil)
        #expect(try runner(target).run(.replay([b])).violation == nil)
        #expect(shrinker.runs < 200)
    }

    @Test("simpler forms of a step: moves merged, clock steps merged and halved, points rounded, drags shortened")
    func simplifications() {
        let moves: [FuzzStep] = [.down(finger: 1, view: 1, at: FuzzPoint(1.5, 2)), .move(finger: 1, to: FuzzPoint(3, 4)),
                                 .move(finger: 1, to: FuzzPoint(5, 6)), .wait(0.3), .wait(0.2)]
        let candidates = Shrinker.simplifications(of: moves)
        #expect(candidates.contains([moves[0], moves[2], moves[3], moves[4]]))
        #expect(candidates.contains(Array(moves.prefix(3)) + [.wait(0.5)]))
        #expect(candidates.contains([.down(finger: 1, view: 1, at: FuzzPoint(2, 2))] + moves.dropFirst()))
        #expect(Shrinker.simplifications(of: .wait(0.3)) == [.wait(0.001), .wait(0.15)])
        let drag = FuzzStep.drag(view: 1, from: FuzzPoint(0, 0), to: FuzzPoint(14, 6), steps: 8, duration: 0.4)
        #expect(Shrinker.simplifications(of: drag).prefix(3) == [
            .drag(view: 1, from: FuzzPoint(0, 0), to: FuzzPoint(14, 6), steps: 1, duration: 0.4),
            .drag(view: 1, from: FuzzPoint(0, 0), to: FuzzPoint(14, 6), steps: 4, duration: 0.4),
            .drag(view: 1, from: FuzzPoint(0, 0), to: FuzzPoint(14, 6), steps: 8, duration: 0.2),
        ])
        #expect(Shrinker.simplifications(of: .set(view: 1, property: "v", value: .number(-0.4597)))
                == [.set(view: 1, property: "v", value: .number(0)), .set(view: 1, property: "v", value: .number(-0.5)),
                    .set(view: 1, property: "v", value: .number(-0.46))])
    }
}
