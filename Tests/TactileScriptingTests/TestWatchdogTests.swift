import LuaKit
import Testing
@testable import TactileScripting

/// The per-test time limit (`TestWatchdog`): its thread is woken only when a new limit ends
/// before the wait it is in, so these check that every limit still stops its test.
@Suite("Test watchdog")
struct TestWatchdogTests {
    private let watchdog = TestWatchdog()
    private let lua: LuaState
    private let handle: LuaInterruptHandle

    init() throws {
        lua = try LuaState()
        handle = try #require(lua.interruptHandle)
    }

    /// Runs `source` under a limit of `seconds`: the error it stops with (nil when it ends),
    /// and whether the limit stopped it.
    private func run(_ source: String, limit seconds: Double) -> (error: LuaError?, timedOut: Bool) {
        watchdog.limit(seconds, interrupting: handle) { () -> LuaError? in
            do throws(LuaError) {
                _ = try lua.run(source, chunkName: "=test")
                return nil
            } catch {
                return error
            }
        }
    }

    /// A loop that, unstopped, runs for many seconds, then ends without an error.
    private let runaway = "for i = 1, 2e9 do end"

    /// Runs fifty quick tests under a limit of `seconds`, each of which must end unstopped.
    private func expectQuickTestsEnd(limit seconds: Double) {
        for _ in 0..<50 {
            let (error, timedOut) = run("return 1", limit: seconds)
            #expect(error == nil && !timedOut)
        }
    }

    /// Runs the runaway loop under a limit of `seconds`, which must stop it.
    private func expectRunawayStopped(limit seconds: Double) {
        let (error, timedOut) = run(runaway, limit: seconds)
        #expect(timedOut)
        #expect(error?.kind == .interrupted)
    }

    @Test("a limit shorter than the ones armed before it still stops its test")
    func aShorterLimitAfterLongerOnesStillStopsItsTest() {
        expectQuickTestsEnd(limit: 600)
        expectRunawayStopped(limit: 0.1)
    }

    @Test("after tests that ended within it, a test that overruns the same limit is stopped")
    func anOverrunAfterTestsWithinTheLimitIsStopped() {
        expectQuickTestsEnd(limit: 0.5)
        expectRunawayStopped(limit: 0.5)
        let (after, afterTimedOut) = run("return 1", limit: 0.5)
        #expect(after == nil && !afterTimedOut)
    }
}
