/// What the server answers to an HTTP request, decided without the network: the page at `/`,
/// its files under `/assets/`, the WebSocket at `/ws` (upgraded by the server), and nothing
/// else. Every answer passes the `RequestGuard` first.
public struct PageRoutes: Sendable {
    public let guardian: RequestGuard

    public init(guardian: RequestGuard) {
        self.guardian = guardian
    }

    /// An HTTP answer.
    public struct Answer: Sendable, Equatable {
        public var status: Int
        public var headers: [(String, String)]
        public var body: [UInt8]

        public static func == (a: Answer, b: Answer) -> Bool {
            a.status == b.status && a.body == b.body && a.headers.map { $0.0 + ":" + $0.1 } == b.headers.map { $0.0 + ":" + $0.1 }
        }

        /// The value of a header, by name.
        public func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
    }

    /// The WebSocket's path.
    public static let socketPath = "/ws"

    /// Headers on every answer: no caching, no referrer (the address holds the token), no
    /// sniffing, no framing, and a content security policy allowing the page's own files only.
    public static let commonHeaders: [(String, String)] = [
        ("Cache-Control", "no-store"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
        ("Content-Security-Policy",
         "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
    ]

    /// The answer to a request for `path` (without its query) with `method`.
    public func answer(method: String, path: String, request: RequestGuard.Request) -> Answer {
        if case .refused(let status, let reason) = guardian.check(request) {
            return Self.text(status, reason)
        }
        guard method == "GET" || method == "HEAD" else {
            var answer = Self.text(405, "only GET is served")
            answer.headers.append(("Allow", "GET, HEAD"))
            return answer
        }
        if path == "/" || path == "/index.html" {
            guard let page = PageAssets.asset(named: "index.html") else { return Self.text(500, "the page is missing from this build") }
            var answer = Self.asset(page)
            // The page's own requests (its scripts, its WebSocket) carry the token as a cookie;
            // only this page's origin gets it back.
            answer.headers.append(("Set-Cookie", "\(RequestGuard.cookieName)=\(guardian.token.text); Path=/; HttpOnly; SameSite=Strict"))
            return answer
        }
        if path.hasPrefix("/assets/") {
            let name = String(path.dropFirst("/assets/".count))
            guard !name.contains("/"), let asset = PageAssets.asset(named: name), name != "index.html" else {
                return Self.text(404, "no such file")
            }
            return Self.asset(asset)
        }
        if path == Self.socketPath { return Self.text(426, "this address takes a WebSocket") }
        return Self.text(404, "no such page")
    }

    static func asset(_ asset: PageAssets.Asset) -> Answer {
        Answer(status: 200, headers: commonHeaders + [("Content-Type", asset.mediaType)], body: asset.bytes)
    }

    static func text(_ status: Int, _ text: String) -> Answer {
        Answer(status: status, headers: commonHeaders + [("Content-Type", "text/plain; charset=utf-8")], body: Array((text + "\n").utf8))
    }

    /// The value of a query parameter in a query string (`token=…&x=1`), percent-decoding nothing
    /// (a token is hexadecimal).
    public static func queryValue(_ name: String, in query: String?) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == name { return String(parts[1]) }
        }
        return nil
    }
}
