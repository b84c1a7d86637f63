import Foundation
import LuaKit
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Where the server's threads leave work for the session's thread: jobs in order, and a pipe
/// whose read end becomes readable while jobs wait, so the session's thread can sleep in
/// `poll` (beside a terminal's input, in a REPL) and cost nothing while no job comes.
public final class SessionInbox: Sendable {
    /// One piece of work for the session's thread.
    public enum Job: Sendable, Equatable {
        /// A page connected, drawing its canvas at a scale.
        case joined(ViewerID)
        /// A page went away.
        case left(ViewerID)
        /// A page's message.
        case message(ViewerID, ClientMessage)
        /// Time to move the playing clock and draw a frame.
        case tick
        /// Files the session was built from changed on disk.
        case filesChanged([String])
    }

    private struct State {
        var jobs: [Job] = []
        var interrupt: LuaInterruptHandle?
        var consoleGeneration = 0
    }

    private let state = Mutex(State())
    private let readEnd: Int32
    private let writeEnd: Int32

    public init() {
        var ends: [Int32] = [0, 0]
        let made = ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
        precondition(made == 0, "cannot make the workbench's wake-up pipe")
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Readable while jobs wait: poll it, then call `takeJobs()`.
    public var wakeDescriptor: Int32 { readEnd }

    /// Adds a job, from any thread.
    public func post(_ job: Job) {
        let wasEmpty = state.withLock { state in
            defer { state.jobs.append(job) }
            return state.jobs.isEmpty
        }
        if wasEmpty {
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// Adds a tick unless one is waiting already: a busy session skips frames rather than
    /// falling behind.
    public func postTick() {
        let waiting = state.withLock { $0.jobs.contains(.tick) }
        if !waiting { post(.tick) }
    }

    /// The jobs waiting, oldest first; empties the queue and the pipe.
    public func takeJobs() -> [Job] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        return state.withLock { state in
            defer { state.jobs.removeAll(keepingCapacity: true) }
            return state.jobs
        }
    }

    /// Waits up to `seconds` (forever when nil) for a job; true when one waits.
    @discardableResult
    public func wait(seconds: Double?) -> Bool {
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        let timeout = seconds.map { Int32(max(0, min(Double(Int32.max), $0 * 1000)).rounded(.up)) } ?? -1
        return poll(&descriptor, 1, timeout) > 0
    }

    // MARK: Interrupting Lua

    /// Makes Lua running from now on (a console line, or a plugin's code a touch runs)
    /// interruptible from the server's threads, until `luaWorkEnded()`; after `seconds`, it is
    /// interrupted anyway.
    func luaWorkStarted(_ handle: LuaInterruptHandle?, timeLimit seconds: Double?) {
        let generation = state.withLock { state in
            state.interrupt = handle
            state.consoleGeneration += 1
            return state.consoleGeneration
        }
        guard let seconds else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            state.withLock { state in
                if state.consoleGeneration == generation { state.interrupt?.request() }
            }
        }
    }

    /// The work finished: interrupts no longer reach the state (which may close).
    func luaWorkEnded() {
        state.withLock { state in
            state.interrupt = nil
            state.consoleGeneration += 1
        }
    }

    /// Stops the Lua running now for a job, if any; from any thread. True when some was.
    @discardableResult
    public func interruptConsole() -> Bool {
        state.withLock { state in
            state.interrupt?.request()
            return state.interrupt != nil
        }
    }
}

/// A page connected to the workbench.
public struct ViewerID: Hashable, Sendable, CustomStringConvertible {
    public let number: Int
    /// The scale its canvas is drawn at.
    public let scale: Double

    public init(number: Int, scale: Double) {
        self.number = number
        self.scale = scale
    }

    public var description: String { "viewer \(number)" }
}
