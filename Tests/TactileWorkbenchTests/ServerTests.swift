import Foundation
import Synchronization
import TactileScripting
import Testing
@testable import TactileWorkbench

/// The server over real sockets, with a session thread of the test's own running its jobs.
@Suite("The server: the page, the token, Host and Origin checks, and hostile messages", .serialized)
final class ServerTests {
    let inbox = SessionInbox()
    let hub = ViewerHub()
    let server: WorkbenchServer
    let port: Int
    private let stopping = Shared(false)
    private let loop: Thread

    init() throws {
        server = WorkbenchServer(inbox: inbox, hub: hub)
        port = try server.start(host: "127.0.0.1", port: 0)
        let inbox = inbox, hub = hub, stopping = stopping
        // The session lives on this thread, as on the main thread in `tactile serve`.
        loop = Thread {
            guard let host = try? ScriptWorkbenchHost(prepare: { session in
                try session.run("s = Switch{frame = {20, 100, 51, 31}}; window:addSubview(s)")
            }) else { return }
            let workbench = Workbench(host: host, inbox: inbox, hub: hub)
            workbench.serve(until: { stopping.withLock { $0 } })
        }
        loop.start()
    }

    deinit {
        stopping.withLock { $0 = true }
        inbox.post(.tick)
        server.stop()
    }

    var host: String { "127.0.0.1:\(port)" }
    var token: String { server.token.text }

    @Test func thePageAndItsFilesNeedTheToken() throws {
        let page = try RawClient.get(port: port, path: "/?token=\(token)", headers: ["Host": host])
        #expect(page.status == 200)
        #expect(page.body.contains("<canvas"))
        #expect(page.head.contains("tactile_token=\(token)"))
        #expect(try RawClient.get(port: port, path: "/", headers: ["Host": host]).status == 401)
        #expect(try RawClient.get(port: port, path: "/assets/workbench.js", headers: ["Host": host, "Cookie": "tactile_token=\(token)"]).status == 200)
        #expect(try RawClient.get(port: port, path: "/assets/../../../etc/passwd?token=\(token)", headers: ["Host": host]).status == 404)
    }

    @Test func aForgedHostIsRefused() throws {
        let rebound = try RawClient.get(port: port, path: "/?token=\(token)", headers: ["Host": "attacker.example:\(port)"])
        #expect(rebound.status == 421)
        let socket = try RawClient.webSocket(port: port, path: "/ws?token=\(token)",
                                             headers: ["Host": "attacker.example:\(port)", "Origin": "http://attacker.example:\(port)"])
        #expect(socket.client == nil)
    }

    @Test func aWebSocketFromAnotherOriginOrWithoutTheTokenIsRefused() throws {
        #expect(try RawClient.webSocket(port: port, path: "/ws?token=\(token)", headers: ["Host": host, "Origin": "http://evil.example"]).client == nil)
        #expect(try RawClient.webSocket(port: port, path: "/ws?token=\(token)", headers: ["Host": host]).client == nil)
        #expect(try RawClient.webSocket(port: port, path: "/ws", headers: ["Host": host, "Origin": "http://\(host)"]).client == nil)
        #expect(try RawClient.webSocket(port: port, path: "/ws?token=\(token)", headers: ["Host": host, "Origin": "http://\(host)"]).client != nil)
    }

    @Test func thePageGetsTheSessionAndHostileMessagesGetErrors() throws {
        let (client, status) = try RawClient.webSocket(port: port, path: "/ws", headers: [
            "Host": host, "Origin": "http://\(host)", "Cookie": "tactile_token=\(token)"])
        #expect(status == 101)
        guard let client else { return }
        client.sendText(#"{"type":"console","line":"1"}"#)
        #expect(client.waitFor("error")?["message"] as? String == "the first message must be hello")
        client.sendText(#"{"type":"hello","scale":1}"#)
        let welcome = client.waitFor("welcome")
        #expect(welcome?["width"] as? Double == 390)
        // Garbage, a binary frame, an oversized message and a deep one: each answered, none fatal.
        client.sendText("{{{{")
        #expect(client.waitFor("error")?["message"] as? String == "malformed message: not JSON")
        client.sendFrame([0, 1, 2], opcode: 2)
        #expect(client.waitFor("error")?["message"] as? String == "binary messages are not part of the protocol")
        client.sendText(#"{"type":"console","line":""# + String(repeating: "x", count: 70_000) + #""}"#)
        #expect((client.waitFor("error")?["message"] as? String)?.hasPrefix("message of ") == true)
        client.sendText(String(repeating: "[", count: 500) + String(repeating: "]", count: 500))
        #expect(client.waitFor("error")?["message"] as? String == "malformed message: nested deeper than 4 levels")
        // The session is still there and answers.
        client.sendText(#"{"type":"console","line":"s.isOn"}"#)
        #expect(client.waitFor("console")?["output"] as? [String] == ["false"])
        client.sendText(#"{"type":"finger","id":1,"phase":"down","x":45,"y":115}"#)
        client.sendText(#"{"type":"finger","id":1,"phase":"up","x":45,"y":115}"#)
        client.sendText(#"{"type":"console","line":"s.isOn"}"#)
        #expect(client.waitFor("console")?["output"] as? [String] == ["true"])
    }
}
