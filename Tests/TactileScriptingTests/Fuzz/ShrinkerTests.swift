import Testing
@testable import TactileScripting
import TestSupport

/// Shrinking (docs/fuzzing.md §4): a failing sequence made as small as it goes while it fails the
/// same way, each step as simple as it goes.
@Suite("Fuzz: shrinking")
struct ShrinkerTests {
    /// A control that opens — breaking its invariant — once `a` is set to 7 and later `b` to 3,
    /// whatever else happens; `c` changes nothing.
    static let lockbox = """
        Control.define{
          name = "Lockbox",
          properties = {
            a = { type = "integer", default = 0, didSet = function(self, v) self._armed = v == 7 end },
            b = { type = "integer", default = 0, didSet = function(self, v) if self._armed and v == 3 then self._open = true end end },
            c = { type = "integer", default = 0 },
          },
          invariants = { ["stays shut"] = function(self) return not self._open end },
        }
        function fuzz()
          local box = Lockbox{frame = {95, 322, 200, 200}}
          window:addSubview(box)
          return box
        end
        """

    /// 498 steps that open nothing — taps, a finger's moves, clock steps, `c` set — with the two
    /// that open the box among them.
    static func fiveHundredSteps() -> [FuzzStep] {
        var steps: [FuzzStep] = []
        var finger = 1
        while steps.count < 498 {
            let i = steps.count
            switch i % 6 {
            case 0: steps.append(.tap(view: 1, at: FuzzPoint(Double(i % 200), 50), count: 1))
            case 1: steps.append(.down(finger: finger, view: 1, at: FuzzPoint(10, 10)))
            case 2: steps.append(.move(finger: finger, to: FuzzPoint(Double(i % 180) + 0.5, 20)))
            case 3: steps.append(.move(finger: finger, to: FuzzPoint(40, Double(i % 150))))
            case 4:
                steps.append(.up(finger: finger))
                finger += 1
            default: steps.append(i % 12 == 5 ? .wait(0.013) : .set(view: 1, property: "c", value: .integer(i)))
            }
        }
        steps.insert(.set(view: 1, property: "a", value: .integer(7)), at: 120)
        steps.insert(.set(view: 1, property: "b", value: .integer(3)), at: 430)
        return steps
    }

    @Test("a 500-step failure shrinks to the two steps that make it, and neither alone fails")
    func fiveHundredToTwo() throws {
        let scratch = ScratchFolder("fuzz")
        let target = try scenarioTarget(Self.lockbox, in: scratch)
        let steps = Self.fiveHundredSteps()
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
