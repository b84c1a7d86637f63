/// Decides whether a request may reach the workbench, before anything else looks at it:
///
/// - the token, from the `token` query parameter or the `tactile_token` cookie the page gets;
/// - the `Host` header must name the address the server is bound to (or `localhost` for a
///   loopback address) with its port: a DNS-rebinding page whose name resolves to 127.0.0.1
///   sends its own name there;
/// - a WebSocket's `Origin` must be the workbench's own page (another site's script in the
///   same browser sends its origin), and a request that carries an `Origin` must too.
public struct RequestGuard: Sendable {
    public let token: AccessToken
    /// The host names and addresses (with the port) the page is reached by.
    public let allowedHosts: Set<String>

    /// A guard for a server bound to `host`:`port`.
    public init(token: AccessToken, host: String, port: Int) {
        self.token = token
        var names: Set<String> = [Self.authority(host, port)]
        if BindPolicy.isLoopback(host) {
            for name in ["localhost", "127.0.0.1", "[::1]"] { names.insert("\(name):\(port)") }
        }
        allowedHosts = names
    }

    /// `host:port`, with an IPv6 address in brackets.
    static func authority(_ host: String, _ port: Int) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// What the guard found.
    public enum Verdict: Equatable, Sendable {
        case allowed
        /// Refused with an HTTP status and a reason (which never contains the token).
        case refused(status: Int, reason: String)
    }

    /// The parts of a request the guard reads.
    public struct Request: Sendable {
        public var host: String?
        public var origin: String?
        public var queryToken: String?
        public var cookie: String?
        public var isWebSocket: Bool

        public init(host: String?, origin: String?, queryToken: String?, cookie: String?, isWebSocket: Bool) {
            self.host = host
            self.origin = origin
            self.queryToken = queryToken
            self.cookie = cookie
            self.isWebSocket = isWebSocket
        }
    }

    /// The cookie that carries the token after the first page load.
    public static let cookieName = "tactile_token"

    public func check(_ request: Request) -> Verdict {
        guard let host = request.host?.lowercased(), allowedHosts.contains(host) else {
            return .refused(status: 421, reason: "the Host header must be one of \(allowedHosts.sorted().joined(separator: ", ")) (DNS rebinding is refused)")
        }
        if let origin = request.origin {
            guard isOwnOrigin(origin) else {
                return .refused(status: 403, reason: "requests from another origin are refused (\(origin))")
            }
        } else if request.isWebSocket {
            return .refused(status: 403, reason: "a WebSocket must come from the workbench's page (no Origin header)")
        }
        let given = request.queryToken ?? Self.cookieValue(named: Self.cookieName, in: request.cookie)
        guard token.matches(given) else {
            return .refused(status: 401, reason: "the access token is missing or wrong: open the address tactile serve printed")
        }
        return .allowed
    }

    /// Whether an `Origin` is the workbench's own page: `http://` and an allowed host.
    func isOwnOrigin(_ origin: String) -> Bool {
        let lowered = origin.lowercased()
        guard lowered.hasPrefix("http://") else { return false }
        return allowedHosts.contains(String(lowered.dropFirst("http://".count)))
    }

    /// A cookie's value in a `Cookie` header.
    static func cookieValue(named name: String, in header: String?) -> String? {
        guard let header else { return nil }
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: " ") == name { return String(parts[1].trimmingCharacters(in: " ")) }
        }
        return nil
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> Substring {
        var text = self
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return text
    }
}
