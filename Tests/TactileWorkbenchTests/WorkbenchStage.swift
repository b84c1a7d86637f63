import ControlKit
import Foundation
import LuaKit
import Synchronization
import TactileScripting
@testable import TactileWorkbench

/// A workbench on a plain session with a page joined at scale 1, whose messages a test reads,
/// and a wall clock the test moves.
final class WorkbenchStage {
    let inbox = SessionInbox()
    let hub = ViewerHub()
    let host: ScriptWorkbenchHost
    let workbench: Workbench
    let viewer: ViewerID
    private let mailbox = Shared<[ServerMessage.Outbound]>([])
    let wall = Shared(1000.0)
    /// Every message the page got so far, decoded.
    private(set) var received: [Received] = []

    /// A message as the page reads it.
    enum Received {
        case json([String: Any])
        case frame(FramePacket)
    }

    /// A workbench whose session runs `scene`; from a script file (as `tactile serve scene.lua`
    /// runs it) when `sceneFile` is given, the file being written there.
    init(scene: String, sceneFile: String? = nil, saveFolder: String = ".", playing: Bool = false) throws {
        if let sceneFile {
            try scene.write(toFile: sceneFile, atomically: true, encoding: .utf8)
            host = try ScriptWorkbenchHost(startupFiles: [sceneFile])
        } else {
            host = try ScriptWorkbenchHost { session in try session.run(scene, chunkName: "=scene") }
        }
        let wall = wall, mailbox = mailbox
        workbench = Workbench(host: host, inbox: inbox, hub: hub, saveFolder: saveFolder, wallClock: { wall.withLock { $0 } })
        viewer = hub.join(scale: 1, deliver: { message in mailbox.withLock { $0.append(message) } })
        inbox.post(.joined(viewer))
        if !playing { inbox.post(.message(viewer, .clock(.pause))) }
        run()
    }

    /// Posts messages as the page would, runs the jobs, and returns what the page got.
    @discardableResult
    func send(_ messages: ClientMessage...) -> [Received] {
        for message in messages { inbox.post(.message(viewer, message)) }
        return run()
    }

    /// Sends a page's message as JSON text, decoded as the server decodes it.
    @discardableResult
    func send(json: String) throws -> [Received] {
        send(try ClientMessage(json: json))
    }

    @discardableResult
    func run() -> [Received] {
        workbench.runPendingJobs()
        let fresh: [Received] = mailbox.withLock { messages in
            defer { messages.removeAll() }
            return messages.map { message in
                switch message {
                case .binary(let bytes): .frame(FramePacket(bytes: bytes))
                case .text(let text): .json((try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:])
                }
            }
        }
        received += fresh
        return fresh
    }

    func advanceWall(_ seconds: Double) {
        wall.withLock { $0 += seconds }
    }

    var session: ScriptSession { host.session }

    /// Evaluates Lua in the current session and returns its first result.
    func eval(_ source: String) throws -> LuaValue {
        try session.run("return " + source, chunkName: "=test").first ?? .nil
    }
}

extension [WorkbenchStage.Received] {
    /// The JSON messages of a type.
    func of(_ type: String) -> [[String: Any]] {
        compactMap { if case .json(let object) = $0, object["type"] as? String == type { object } else { nil } }
    }

    var frames: [FramePacket] {
        compactMap { if case .frame(let packet) = $0 { packet } else { nil } }
    }

    /// The lines of every traffic entry.
    var trafficLines: [String] {
        of("traffic").flatMap { ($0["entries"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? String } }
    }

    /// The errors' messages.
    var errors: [String] {
        of("error").compactMap { $0["message"] as? String }
    }
}
