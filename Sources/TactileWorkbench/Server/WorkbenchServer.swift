import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import Synchronization

/// The workbench's web server (Hummingbird, with its WebSocket module): the page and its files
/// over HTTP, and one WebSocket per page carrying the protocol. It runs on threads of its own;
/// what a page asks goes to the session's thread through the `SessionInbox`, and what the
/// session says comes back through the `ViewerHub`.
public final class WorkbenchServer: Sendable {
    public let inbox: SessionInbox
    public let hub: ViewerHub
    public let token: AccessToken
    private let started = Mutex<(host: String, port: Int)?>(nil)
    private let task = Mutex<Task<Void, Never>?>(nil)

    public init(inbox: SessionInbox, hub: ViewerHub, token: AccessToken = AccessToken()) {
        self.inbox = inbox
        self.hub = hub
        self.token = token
    }

    /// Why the server did not start.
    public struct StartFailure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts listening on `host`:`port` (0 picks a free port) and returns the port, once the
    /// server listens. Throws when it cannot (the port is taken).
    public func start(host: String, port: Int) throws -> Int {
        let ready = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<Int, StartFailure>?>(nil)
        let application = makeApplication(host: host, port: port) { [self] boundPort in
            started.withLock { $0 = (host, boundPort) }
            outcome.withLock { $0 = .success(boundPort) }
            ready.signal()
        }
        let running = Task.detached {
            do {
                try await application.run()
            } catch {
                outcome.withLock { $0 = $0 ?? .failure(StartFailure(description: "cannot listen on \(host):\(port): \(error)")) }
                ready.signal()
            }
        }
        task.withLock { $0 = running }
        ready.wait()
        return try outcome.withLock { $0! }.get()
    }

    /// Stops the server and closes every page's connection.
    public func stop() {
        hub.closeAll()
        task.withLock { $0?.cancel() }
    }

    /// The guard every request passes, once started.
    public var guardian: RequestGuard? {
        started.withLock { bound in bound.map { RequestGuard(token: token, host: $0.host, port: $0.port) } }
    }

    private func makeApplication(host: String, port: Int, running: @escaping @Sendable (Int) -> Void)
        -> some ApplicationProtocol {
        var logger = Logger(label: "tactile.serve")
        logger.logLevel = .critical
        let responder = CallbackResponder<BasicRequestContext> { [self] request, _ in
            answer(request)
        }
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            ws: WebSocketServerConfiguration(maxFrameSize: MessageLimits.largestFrame, autoPing: .disabled, validateUTF8: true))
        return Application(
            responder: responder,
            server: .http1WebSocketUpgrade(configuration: configuration) { [self] request, _, _ in
                upgrade(request)
            },
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "tactile"),
            onServerRunning: { channel in running(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    // MARK: HTTP

    private func answer(_ request: Request) -> Response {
        guard let guardian else { return Response(status: .serviceUnavailable) }
        let routes = PageRoutes(guardian: guardian)
        let answer = routes.answer(method: request.method.rawValue, path: request.uri.path,
                                   request: Self.summary(of: request.head, isWebSocket: false))
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
        }
        let body = request.method == .head ? [] : answer.body
        return Response(status: HTTPResponse.Status(code: answer.status), headers: fields,
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The parts of a request the guard reads.
    static func summary(of head: HTTPRequest, isWebSocket: Bool) -> RequestGuard.Request {
        let query = head.path.flatMap { path in path.firstIndex(of: "?").map { String(path[path.index(after: $0)...]) } }
        return RequestGuard.Request(
            host: head.authority, origin: head.headerFields[.origin],
            queryToken: PageRoutes.queryValue("token", in: query), cookie: head.headerFields[.cookie],
            isWebSocket: isWebSocket)
    }

    // MARK: WebSocket

    private func upgrade(_ request: HTTPRequest) -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        let path = request.path.map { $0.split(separator: "?", maxSplits: 1).first.map(String.init) ?? $0 }
        guard path == PageRoutes.socketPath, let guardian,
              guardian.check(Self.summary(of: request, isWebSocket: true)) == .allowed else { return .dontUpgrade }
        return .upgrade([:]) { [self] inbound, outbound, _ in
            try await converse(inbound: inbound, outbound: outbound)
        }
    }

    /// One page's conversation: its first message must be `hello`; then its messages go to the
    /// session's thread (an interrupt at once), each refused one answered with an error, while
    /// what the session sends it is written out.
    private func converse(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        var messages = inbound.messages(maxSize: MessageLimits.largestFrame).makeAsyncIterator()
        var viewer: ViewerID?
        while viewer == nil {
            guard let first = try await messages.next() else { return }
            switch Self.decode(first) {
            case .success(.hello(let scale)):
                let (id, stream) = hub.join(scale: scale)
                viewer = id
                Task { [outbound] in
                    for await message in stream {
                        switch message {
                        case .text(let text): try? await outbound.write(.text(text))
                        case .binary(let bytes): try? await outbound.write(.binary(ByteBuffer(bytes: bytes)))
                        }
                    }
                }
                inbox.post(.joined(id))
            case .success:
                try await outbound.write(.text(Self.errorText("the first message must be hello")))
            case .failure(let error):
                try await outbound.write(.text(Self.errorText(error.description)))
            }
        }
        guard let viewer else { return }
        defer {
            hub.leave(viewer)
            inbox.post(.left(viewer))
        }
        var limiter = RateLimiter(now: Self.now())
        while let message = try await messages.next() {
            switch limiter.admit(now: Self.now()) {
            case .drop(let report):
                if report { hub.send(.text(Self.errorText(ProtocolError.tooFast.description)), to: viewer) }
                continue
            case .allow:
                break
            }
            switch Self.decode(message) {
            case .success(.interrupt):
                if !inbox.interruptConsole() { hub.send(ServerMessage.notice("nothing is running").encoded, to: viewer) }
            case .success(.hello):
                hub.send(.text(Self.errorText("hello comes once")), to: viewer)
            case .success(let decoded):
                inbox.post(.message(viewer, decoded))
            case .failure(let error):
                hub.send(.text(Self.errorText(error.description)), to: viewer)
            }
        }
    }

    private static func decode(_ message: WebSocketMessage) -> Result<ClientMessage, ProtocolError> {
        guard case .text(let text) = message else { return .failure(.binaryMessage) }
        return Result { () throws(ProtocolError) in try ClientMessage(json: text) }
    }

    private static func errorText(_ message: String) -> String {
        guard case .text(let text) = ServerMessage.error(message: message, about: nil).encoded else { return "" }
        return text
    }

    private static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
