import Testing
@testable import TactileWorkbench

@Suite("Who may reach the workbench: the token, Host and Origin checks, loopback only")
struct SecurityTests {
    let token = AccessToken(bytes: Array(repeating: 0xAB, count: 32))
    var guardian: RequestGuard { RequestGuard(token: token, host: "127.0.0.1", port: 8123) }

    func request(host: String? = "127.0.0.1:8123", origin: String? = nil, token: String? = nil, cookie: String? = nil,
                 webSocket: Bool = false) -> RequestGuard.Request {
        RequestGuard.Request(host: host, origin: origin, queryToken: token, cookie: cookie, isWebSocket: webSocket)
    }

    @Test func tokensAreRandomLongAndComparedWhole() {
        let a = AccessToken(), b = AccessToken()
        #expect(a != b)
        #expect(a.text.count == 64 && a.text.allSatisfy(\.isHexDigit))
        #expect(a.matches(a.text))
        #expect(!a.matches(String(a.text.dropLast())))
        #expect(!a.matches(a.text + "0"))
        #expect(!a.matches(""))
        #expect(!a.matches(nil))
        #expect(!a.description.contains(a.text))
    }

    @Test func theTokenIsRequired() {
        #expect(guardian.check(request(token: token.text)) == .allowed)
        #expect(guardian.check(request(cookie: "other=1; tactile_token=\(token.text)")) == .allowed)
        guard case .refused(401, let reason) = guardian.check(request()) else {
            Issue.record("a request without the token is refused with 401")
            return
        }
        #expect(!reason.contains(token.text))
        #expect(guardian.check(request(token: "ab")) == .refused(status: 401, reason: reason))
        #expect(guardian.check(request(cookie: "tactile_token=\(AccessToken().text)")) == .refused(status: 401, reason: reason))
    }

    /// A page of another site whose name resolves to 127.0.0.1 sends its own name as Host.
    @Test func dnsRebindingIsRefusedByTheHostHeader() {
        for host in ["evil.example:8123", "127.0.0.1:9999", "127.0.0.1", "", "localhost.evil.example:8123"] {
            #expect(guardian.check(request(host: host, token: token.text)).isRefused(status: 421), "\(host)")
        }
        #expect(guardian.check(request(host: nil, token: token.text)).isRefused(status: 421))
        for host in ["localhost:8123", "LOCALHOST:8123", "[::1]:8123", "127.0.0.1:8123"] {
            #expect(guardian.check(request(host: host, token: token.text)) == .allowed, "\(host)")
        }
    }

    /// Another site's script in the same browser sends its origin; the page's own origin passes.
    @Test func crossSiteRequestsAndWebSocketsAreRefusedByTheOrigin() {
        #expect(guardian.check(request(origin: "http://127.0.0.1:8123", token: token.text, webSocket: true)) == .allowed)
        #expect(guardian.check(request(origin: "http://localhost:8123", token: token.text, webSocket: true)) == .allowed)
        for origin in ["http://evil.example", "https://127.0.0.1:8123", "http://127.0.0.1:8124", "null", "file://"] {
            #expect(guardian.check(request(origin: origin, token: token.text, webSocket: true)).isRefused(status: 403), "\(origin)")
            #expect(guardian.check(request(origin: origin, token: token.text)).isRefused(status: 403), "\(origin)")
        }
        #expect(guardian.check(request(token: token.text, webSocket: true)).isRefused(status: 403))
    }

    @Test func onlyLoopbackUnlessAskedWithAWarning() {
        #expect(BindPolicy.decide(host: "127.0.0.1", allowRemote: false) == .listen(host: "127.0.0.1", warning: nil))
        #expect(BindPolicy.decide(host: "localhost", allowRemote: false) == .listen(host: "127.0.0.1", warning: nil))
        #expect(BindPolicy.decide(host: "::1", allowRemote: false) == .listen(host: "::1", warning: nil))
        #expect(BindPolicy.decide(host: "127.1.2.3", allowRemote: false) == .listen(host: "127.1.2.3", warning: nil))
        for host in ["0.0.0.0", "192.168.1.4", "example.com", "127.0.0.256", "1270.0.0.1"] {
            guard case .refuse(let reason) = BindPolicy.decide(host: host, allowRemote: false) else {
                Issue.record("\(host) is refused without --allow-remote")
                continue
            }
            #expect(reason.contains("--allow-remote"))
        }
        guard case .listen("0.0.0.0", let warning?) = BindPolicy.decide(host: "0.0.0.0", allowRemote: true) else {
            Issue.record("--allow-remote listens, with a warning")
            return
        }
        #expect(warning.hasPrefix("warning:") && warning.contains("run Lua as you"))
    }
}

extension RequestGuard.Verdict {
    func isRefused(status: Int) -> Bool {
        if case .refused(status, _) = self { return true }
        return false
    }
}
