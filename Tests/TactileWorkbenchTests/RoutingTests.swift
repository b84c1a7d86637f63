import Testing
@testable import TactileWorkbench

@Suite("What the server answers: the page, its own files, nothing else")
struct RoutingTests {
    let token = AccessToken(bytes: Array(repeating: 0x11, count: 32))
    var routes: PageRoutes { PageRoutes(guardian: RequestGuard(token: token, host: "127.0.0.1", port: 8123)) }

    func get(_ path: String, token given: String? = nil, method: String = "GET") -> PageRoutes.Answer {
        routes.answer(method: method, path: path, request: RequestGuard.Request(
            host: "127.0.0.1:8123", origin: nil, queryToken: given ?? token.text, cookie: nil, isWebSocket: false))
    }

    @Test func thePageComesWithItsTokenCookieAndStrictHeaders() {
        let page = get("/")
        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(String(decoding: page.body, as: UTF8.self).contains("<canvas id=\"canvas\""))
        #expect(page.header("Set-Cookie") == "tactile_token=\(token.text); Path=/; HttpOnly; SameSite=Strict")
        #expect(page.header("Referrer-Policy") == "no-referrer")
        #expect(page.header("Content-Security-Policy")?.contains("script-src 'self'") == true)
        #expect(page.header("X-Frame-Options") == "DENY")
    }

    @Test func itsOwnFilesAreServedWithTheirTypes() {
        for (name, type) in [("workbench.js", "text/javascript; charset=utf-8"), ("canvas.js", "text/javascript; charset=utf-8"),
                             ("panels.js", "text/javascript; charset=utf-8"), ("workbench.css", "text/css; charset=utf-8")] {
            let answer = get("/assets/" + name)
            #expect(answer.status == 200, "\(name)")
            #expect(answer.header("Content-Type") == type)
            #expect(answer.body == PageAssets.asset(named: name)?.bytes)
            #expect(!answer.body.isEmpty)
        }
    }

    /// No request reaches the file system: only the embedded files have names.
    @Test(arguments: ["/assets/../../etc/passwd", "/assets/%2e%2e/Package.swift", "/assets/", "/assets/nope.js",
                      "/assets/sub/workbench.js", "/etc/passwd", "/Package.swift", "/index.htm", "/assets/index.html"])
    func nothingElseIsServed(_ path: String) {
        #expect(get(path).status == 404)
    }

    @Test func refusalsComeFirstAndSayWhy() {
        let refused = get("/assets/workbench.js", token: "wrong")
        #expect(refused.status == 401)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("access token"))
        #expect(get("/", method: "POST").status == 405)
        #expect(get("/ws").status == 426)
    }

    @Test func queryValuesAreRead() {
        #expect(PageRoutes.queryValue("token", in: "a=1&token=abc") == "abc")
        #expect(PageRoutes.queryValue("token", in: "tokenx=1") == nil)
        #expect(PageRoutes.queryValue("token", in: nil) == nil)
    }
}
