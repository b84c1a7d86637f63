import LuaKit
import Testing
@testable import TactileScripting

/// The per-test time limit (`TestWatchdog`): its thread is woken only when a new limit ends
/// before the wait it is in, so these check that every limit still stops its test.
@Suite("Test watchdog")
struct TestWatchdogTests {
    /// Runs `source`, giving the error it stops with (nil when it ends).
    private func stop(of source: String, in lua: LuaState) -> LuaError? {
        do {
            _ = try lua.run(source, chunkName: "=test")
            return nil
        } catch {
            return error
        }
    }

    @Test("a limit shorter than the ones armed before it still stops its test")
    func aShorterLimitAfterLongerOnesStillStopsItsTest() throws {
        let watchdog = TestWatchdog()
        let lua = try LuaState()
        let handle = try #require(lua.interruptHandle)
        for _ in 0..<50 {
            let (error, timedOut) = watchdog.limit(600, interrupting: handle) { stop(of: "return 1", in: lua) }
            #expect(error == nil && !timedOut)
        }
        // Unstopped, this loop runs for many seconds, then ends without an error.
        let (error, timedOut) = watchdog.limit(0.1, interrupting: handle) { stop(of: "for i = 1, 2e9 do end", in: lua) }
        #expect(timedOut)
        #expect(error?.kind == .interrupted)
    }

    @Test("after tests that ended within it, a test that overruns the same limit is stopped")
    func anOverrunAfterTestsWithinTheLimitIsStopped() throws {
        let watchdog = TestWatchdog()
        let lua = try LuaState()
        let handle = try #require(lua.interruptHandle)
        for _ in 0..<50 {
            let (error, timedOut) = watchdog.limit(0.5, interrupting: handle) { stop(of: "return 1", in: lua) }
            #expect(error == nil && !timedOut)
        }
        let (error, timedOut) = watchdog.limit(0.5, interrupting: handle) { stop(of: "for i = 1, 2e9 do end", in: lua) }
        #expect(timedOut)
        #expect(error?.kind == .interrupted)
        let (after, afterTimedOut) = watchdog.limit(0.5, interrupting: handle) { stop(of: "return 1", in: lua) }
        #expect(after == nil && !afterTimedOut)
    }
}
