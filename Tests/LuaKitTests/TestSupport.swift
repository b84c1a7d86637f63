import Foundation
@testable import LuaKit

/// Runs `body` on a thread with a 16 MiB stack and waits for it: Lua's C
/// recursion needs real stack, which test-runner threads may not have.
func onLargeStack<T>(_ body: @escaping () -> T) -> T {
    let outcome = LargeStackOutcome<T>()
    nonisolated(unsafe) let work = body
    let thread = Thread {
        outcome.value = work()
        outcome.done.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
    outcome.done.wait()
    return outcome.value!
}

private final class LargeStackOutcome<T>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}

/// The error `body` throws, if it throws a `LuaError`.
func luaError(_ body: () throws -> Void) -> LuaError? {
    do {
        try body()
        return nil
    } catch let error as LuaError {
        return error
    } catch {
        return nil
    }
}

/// Counts live `Tracked` objects; one per test, since tests run in parallel.
final class LiveCounter {
    var count = 0
}

/// A Swift object that counts live instances, to prove deinits run.
final class Tracked {
    let counter: LiveCounter
    let name: String
    init(_ counter: LiveCounter, name: String = "tracked") {
        self.counter = counter
        self.name = name
        counter.count += 1
    }
    deinit { counter.count -= 1 }
}
