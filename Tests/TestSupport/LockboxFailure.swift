import Foundation
import TactileScripting

/// A failure to shrink, shared by the shrinker's tests and `tactile-bench fuzz`: the Lockbox of
/// `Sources/tactile-bench/Scenes/lockbox.lua` opens — breaking its invariant — once code sets `a`
/// to 7 and later `b` to 3, and 500 steps hide those two among others.
public enum LockboxFailure {
    /// The scene file defining the Lockbox and its fuzz set-up, in the folder `benchLua` (the
    /// benchmarks' Lua folder, `Sources/tactile-bench`).
    public static func scene(in benchLua: String) -> String {
        benchLua + "/Scenes/lockbox.lua"
    }

    /// 498 steps that open nothing — taps, a finger's moves, clock steps, `c` set — with the two
    /// that open the box among them, at 120 and 430.
    public static func fiveHundredSteps() -> [FuzzStep] {
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
}
