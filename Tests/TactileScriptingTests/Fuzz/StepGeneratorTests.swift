import ControlKit
import Testing
@testable import TactileScripting
import TestSupport

/// The steps the fuzzer makes (docs/fuzzing.md §1): every kind, several fingers, points weighted
/// towards the view, the same steps for the same seed.
@Suite("Fuzz: generating steps")
struct StepGeneratorTests {
    /// `count` steps generated for the target's views, without running them.
    private func generate(_ target: FuzzTarget, seed: UInt64, count: Int = 2000) throws -> (steps: [FuzzStep], bounds: Rect) {
        let world = try FuzzWorld(target: target, limits: fuzzTestLimits, coverage: false, watchdog: .shared)
        defer { world.close() }
        var generator = StepGenerator(seed: seed, pluginName: target.pluginName)
        let steps = (0..<count).map { _ in generator.next(views: world.views, session: world.session) }
        return (steps, world.views[0].bounds)
    }

    private func kind(_ step: FuzzStep) -> String {
        String(String(describing: step).prefix { $0 != "(" })
    }

    @Test("steps are well formed, of every kind a plugin's control allows, with up to three fingers down")
    func everyKind() throws {
        let target = try FuzzTargets.resolve(repositoryPlugins + "/knob.lua", pluginPath: [repositoryPlugins])[0]
        let (steps, _) = try generate(target, seed: 3)
        #expect(steps.wellFormed() == steps)
        #expect(Set(steps.map(kind)) == ["down", "move", "up", "cancel", "wait", "tap", "longPress", "drag", "swipe", "set",
                                         "reattach", "reloadPlugin"])
        var down = 0, most = 0
        for step in steps {
            if case .down = step { down += 1 }
            if case .up = step { down -= 1 }
            if case .cancel = step { down -= 1 }
            most = max(most, down)
        }
        #expect(most == StepGenerator.mostFingers)
        let waits = steps.compactMap { if case .wait(let seconds) = $0 { seconds } else { nil } }
        #expect(waits.contains { $0 < 0.05 } && waits.contains { $0 > 1 } && waits.contains(0.5))
    }

    @Test("pinches and rotations only where a pinch or rotation recognizer sees the touches")
    func twoFingerGestures() throws {
        let scratch = ScratchFolder("fuzz")
        let plain = try scenarioTarget("function fuzz() local v = View{frame = {50, 50, 200, 200}}; window:addSubview(v); return v end",
                                       in: scratch)
        #expect(try !generate(plain, seed: 1).steps.contains { ["pinch", "rotate"].contains(kind($0)) })
        let pinchable = try scenarioTarget("""
            function fuzz()
              local v = View{frame = {50, 50, 200, 200}}
              v:addGestureRecognizer(PinchGestureRecognizer{})
              window:addSubview(v)
              return v
            end
            """, in: scratch, name: "pinch_test.lua")
        let kinds = try generate(pinchable, seed: 1).steps.map(kind)
        #expect(kinds.contains("pinch") && kinds.contains("rotate"))
    }

    @Test("points fall mostly on the view or within its touch area, some farther out, many on its edges")
    func weightedTowardsTheBounds() throws {
        let (steps, bounds) = try generate(try FuzzTargets.resolve("Slider", pluginPath: [])[0], seed: 5)
        let points = steps.compactMap { step -> FuzzPoint? in
            switch step {
            case .down(_, _, let at), .tap(_, let at, _), .longPress(_, let at, _): at
            default: nil
            }
        }
        let area = bounds.insetBy(dx: -Control.defaultTouchSlop, dy: -Control.defaultTouchSlop)
        let near = points.filter { area.insetBy(dx: -1, dy: -1).contains(Point(x: $0.x, y: $0.y)) }
        let onEdges = points.filter { abs($0.x - bounds.minX) <= 3 || abs($0.x - bounds.maxX) <= 3
            || abs($0.y - bounds.minY) <= 3 || abs($0.y - bounds.maxY) <= 3 }
        #expect(points.count > 300)
        #expect(Double(near.count) / Double(points.count) > 0.8)
        #expect(near.count < points.count)
        #expect(Double(onEdges.count) / Double(points.count) > 0.1)
    }

    @Test("the same seed gives the same steps; another seed, others")
    func deterministic() throws {
        let target = try FuzzTargets.resolve("Stepper", pluginPath: [])[0]
        let first = try generate(target, seed: 11, count: 300).steps
        #expect(try generate(target, seed: 11, count: 300).steps == first)
        #expect(try generate(target, seed: 12, count: 300).steps != first)
    }
}
