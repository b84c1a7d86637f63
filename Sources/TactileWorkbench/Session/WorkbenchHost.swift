import LuaKit
import TactileScripting

/// What the workbench runs on: a session it shows and drives, a console on the same state, and
/// a way to start the session over (time travel and hot reload replay the inputs into a fresh
/// one). `tactile serve` and the REPL's `:serve` give the REPL's own machinery, so the page's
/// console is the REPL; `ScriptWorkbenchHost` is a plain one for Swift programs and tests.
public protocol WorkbenchHost: AnyObject {
    /// The session the page shows (a new one after `rebuild()` or a console `:reset`).
    var session: ScriptSession { get }
    /// How the session came about, for the page: `serve` or `repl`.
    var mode: String { get }
    /// The files the session starts from (plugins and scripts).
    var startupFiles: [String] { get }
    /// Starts over: a fresh session with the startup files loaded, as at the start.
    func rebuild() throws
    /// Runs one line as typed at the REPL's prompt and returns what it printed.
    func runConsoleLine(_ line: String) -> ConsoleReply
    /// The prompt the next console line is typed at (`> `, or `>> ` while a chunk continues).
    var consolePrompt: String { get }
    /// Whether the next console line continues a chunk (it is typed at the `>> ` prompt).
    var consoleContinues: Bool { get }
    /// Whether a startup file is a plugin (loaded from the plugin path) rather than a script run
    /// in the session; a saved scenario runs the scripts again and finds the plugins on its path.
    func isPlugin(_ path: String) -> Bool
    /// Whether the session was built from the file at `path` (a startup file, a plugin it
    /// loaded): a change to it rebuilds the session (hot reload).
    func dependsOn(_ path: String) -> Bool
    /// What Tab inserts and lists for the text before the cursor.
    func complete(_ text: String) -> (insertion: String, listing: [String])
    /// Runs `body` with the host's own output (a terminal) silenced: a replay prints nothing.
    func silently(_ body: () -> Void)
    /// Called just before the session's state closes when the host starts over on its own (a
    /// console `:reset`); the workbench sets it, to stop interrupting that state.
    var sessionWillEnd: (() -> Void)? { get set }
}

/// What a console line printed.
public struct ConsoleReply: Sendable, Equatable {
    public var output: [String]
    public var errors: [String]

    public init(output: [String] = [], errors: [String] = []) {
        self.output = output
        self.errors = errors
    }
}

/// A host on a plain `ScriptSession`: console lines run as Lua chunks (an expression prints its
/// values), `startupFiles` run as scripts, completion offers globals. What a Swift program, the
/// tests and the benchmark use.
public final class ScriptWorkbenchHost: WorkbenchHost {
    public private(set) var session: ScriptSession
    public let mode = "serve"
    public let startupFiles: [String]
    private let options: ScriptSession.Options
    /// What a setup closure does to each fresh session (build a gallery, say).
    private let prepare: (ScriptSession) throws -> Void

    public init(options: ScriptSession.Options = ScriptSession.Options(), startupFiles: [String] = [],
                prepare: @escaping (ScriptSession) throws -> Void = { _ in }) throws {
        self.options = options
        self.startupFiles = startupFiles
        self.prepare = prepare
        session = try Self.start(options: options, files: startupFiles, prepare: prepare)
    }

    private static func start(options: ScriptSession.Options, files: [String], prepare: (ScriptSession) throws -> Void) throws -> ScriptSession {
        let session = try ScriptSession(options: options)
        for file in files {
            let source = try FileContents.read(file)
            _ = try session.lua.load(fileContents: source, chunkName: "@" + file, environment: session.globals).call([])
        }
        try prepare(session)
        return session
    }

    public func rebuild() throws {
        session = try Self.start(options: options, files: startupFiles, prepare: prepare)
    }

    public var consolePrompt: String { "> " }

    public var consoleContinues: Bool { false }

    /// Every startup file of this host runs as a script.
    public func isPlugin(_ path: String) -> Bool { false }

    public func dependsOn(_ path: String) -> Bool {
        session.dependsOn(FileWatch.absolute(path), startupFiles: startupFiles)
    }

    public func runConsoleLine(_ line: String) -> ConsoleReply {
        do {
            let results: [LuaValue]
            if let expression = try? session.lua.load("return " + line, chunkName: "=console", environment: session.globals) {
                results = try expression.call([])
            } else {
                results = try session.run(line, chunkName: "=console")
            }
            return ConsoleReply(output: results.isEmpty ? [] : [results.map(session.describe).joined(separator: "\t")])
        } catch {
            return ConsoleReply(errors: ["\(error)"])
        }
    }

    public func complete(_ text: String) -> (insertion: String, listing: [String]) {
        let word = String(text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        guard !word.isEmpty, let keys = try? session.globals.keys() else { return ("", []) }
        let names = Set(keys.compactMap { key -> String? in
            guard case .string(let name) = key, name.hasPrefix(word) else { return nil }
            return name
        }).sorted()
        guard let first = names.first else { return ("", []) }
        let common = names.dropFirst().reduce(first) { String(zip($0, $1).prefix { $0 == $1 }.map(\.0)) }
        return (String(common.dropFirst(word.count)), names.count > 1 ? names : [])
    }

    public func silently(_ body: () -> Void) { body() }

    /// This host starts over only when asked (`rebuild()`).
    public var sessionWillEnd: (() -> Void)?
}

extension ScriptSession {
    /// Whether the session was built from the file at the absolute `path`: one of its startup
    /// files, or a plugin it has loaded (or tried to).
    public func dependsOn(_ path: String, startupFiles: [String]) -> Bool {
        startupFiles.map(FileWatch.absolute).contains(path) || customControls.plugins.known.values.contains { plugin in
            if case .unloaded = plugin.status { return false }
            return FileWatch.absolute(plugin.path) == path
        }
    }
}
