import Foundation
import LuaKit

/// A per-test time limit enforced from outside the Lua state: a thread that, when the test
/// armed for has run longer than its limit, interrupts its state (the test fails at its next
/// instruction, as with Ctrl-C). Code the interrupt cannot reach — a finalizer, which runs
/// with hooks off, or a long call into C — is left to the process above: a worker's parent
/// kills it, `tactile run` gives up with `onUnresponsive`.
public final class TestWatchdog: @unchecked Sendable {
    /// The process's watchdog for runners that bring none: it interrupts, and does nothing more.
    public static let shared = TestWatchdog()

    private let condition = NSCondition()
    private var armed: (generation: Int, deadline: ContinuousClock.Instant, interrupt: LuaInterruptHandle)?
    private var generation = 0
    private var firedGeneration = -1
    /// When the thread's present wait ends: nil while it waits for a test to be armed. Arming a
    /// limit wakes the thread only when its deadline comes before that, and ending one never
    /// does (the thread finds nothing armed when it wakes), so tests one after the other, each
    /// with the same limit, wake it only once a limit's length has passed, not twice per test.
    private var watchEnds: ContinuousClock.Instant?
    private let grace: Duration
    private let onUnresponsive: (@Sendable () -> Void)?

    /// A watchdog whose thread also calls `onUnresponsive` when a test it interrupted has not
    /// returned `grace` later.
    public init(grace: Duration = .seconds(5), onUnresponsive: (@Sendable () -> Void)? = nil) {
        self.grace = grace
        self.onUnresponsive = onUnresponsive
        // The thread holds the watchdog: its loop never ends, so a watchdog lasts as long as
        // the process (held unowned, one freed before its thread first ran was read freed).
        let thread = Thread { [self] in watch() }
        thread.stackSize = 1 << 16
        thread.start()
    }

    /// Runs `body` with the limit armed: past `seconds`, the state is interrupted. Returns the
    /// body's result and whether the limit stopped it.
    public func limit<T>(_ seconds: Double, interrupting handle: LuaInterruptHandle?, _ body: () -> T) -> (T, timedOut: Bool) {
        guard seconds > 0, let handle else { return (body(), false) }
        condition.lock()
        generation += 1
        let mine = generation
        let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
        armed = (mine, deadline, handle)
        if watchEnds.map({ deadline < $0 }) ?? true { condition.signal() }
        condition.unlock()
        let result = body()
        condition.lock()
        armed = nil
        let timedOut = firedGeneration == mine
        condition.unlock()
        return (result, timedOut)
    }

    private func watch() {
        condition.lock()
        while true {
            guard let current = armed else {
                waitForArming()
                continue
            }
            let now = ContinuousClock.now
            if now < current.deadline {
                wait(until: current.deadline, from: now)
                continue
            }
            if firedGeneration != current.generation {
                firedGeneration = current.generation
                current.interrupt.request()
                wait(until: now + grace, from: now)
                continue
            }
            if armed?.generation == current.generation, let onUnresponsive {
                condition.unlock()
                onUnresponsive()
                condition.lock()
            }
            waitForArming()
        }
    }

    /// Waits, the lock held, until a limit is armed.
    private func waitForArming() {
        watchEnds = nil
        condition.wait()
    }

    /// Waits, the lock held, until `end` (or until woken for an earlier deadline).
    private func wait(until end: ContinuousClock.Instant, from now: ContinuousClock.Instant) {
        watchEnds = end
        _ = condition.wait(until: Date(timeIntervalSinceNow: Self.seconds(end - now)))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
