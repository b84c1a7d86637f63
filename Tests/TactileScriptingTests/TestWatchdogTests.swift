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

    @Test("a limit shorter than the ones armed before it still stops its test")
    func aShorterLimitAfterLongerOnesStillStopsItsTest() {
        for _ in 0..<50 {
            let (error, timedOut) = run("return 1", limit: 600)
            #expect(error == nil && !timedOut)
        }
        let (error, timedOut) = run(runaway, limit: 0.1)
        #expect(timedOut)
        #expect(error?.kind == .interrupted)
    }

    @Test("after tests that ended within it, a test that overruns the same limit is stopped")
    func anOverrunAfterTestsWithinTheLimitIsStopped() {
        for _ in 0..<50 {
            let (error, timedOut) = run("return 1", limit: 0.5)
            #expect(error == nil && !timedOut)
        }
        let (error, timedOut) = run(runaway, limit: 0.5)
        #expect(timedOut)
        #expect(error?.kind == .interrupted)
        let (after, afterTimedOut) = run("return 1", limit: 0.5)
        #expect(after == nil && !afterTimedOut)
    }
}
