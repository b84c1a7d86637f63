import Synchronization

/// The pages connected, each with the stream its WebSocket writes from. The session's thread
/// sends; each viewer's task writes what it receives, in order.
public final class ViewerHub: Sendable {
    private struct Viewer {
        let id: ViewerID
        let deliver: @Sendable (ServerMessage.Outbound) -> Void
        let finish: @Sendable () -> Void
    }

    private let viewers = Mutex<[Int: Viewer]>([:])
    private let counter = Mutex(0)

    public init() {}

    /// Registers a page drawing at `scale`; returns its identity and the messages to write to it.
    public func join(scale: Double) -> (ViewerID, AsyncStream<ServerMessage.Outbound>) {
        let (stream, continuation) = AsyncStream<ServerMessage.Outbound>.makeStream()
        let id = join(scale: scale, deliver: { continuation.yield($0) }, finish: { continuation.finish() })
        return (id, stream)
    }

    /// Registers a page drawing at `scale` whose messages go to `deliver` (called on the
    /// session's thread); `finish` is called when it leaves.
    public func join(scale: Double, deliver: @escaping @Sendable (ServerMessage.Outbound) -> Void,
                     finish: @escaping @Sendable () -> Void = {}) -> ViewerID {
        let number = counter.withLock { value in
            value += 1
            return value
        }
        let id = ViewerID(number: number, scale: scale)
        viewers.withLock { $0[number] = Viewer(id: id, deliver: deliver, finish: finish) }
        return id
    }

    /// Forgets a page; its stream ends.
    public func leave(_ id: ViewerID) {
        let viewer = viewers.withLock { $0.removeValue(forKey: id.number) }
        viewer?.finish()
    }

    /// The pages connected now.
    public var connected: [ViewerID] {
        viewers.withLock { $0.values.map(\.id) }.sorted { $0.number < $1.number }
    }

    /// Sends a message to one page.
    public func send(_ message: ServerMessage.Outbound, to id: ViewerID) {
        let viewer = viewers.withLock { $0[id.number] }
        viewer?.deliver(message)
    }

    /// Sends a message to every page.
    public func broadcast(_ message: ServerMessage.Outbound) {
        for viewer in viewers.withLock({ Array($0.values) }) { viewer.deliver(message) }
    }

    /// Ends every page's stream (the server stops).
    public func closeAll() {
        for viewer in viewers.withLock({ Array($0.values) }) { viewer.finish() }
    }
}
