import Foundation
import TactileScripting
import TactileWorkbench

/// The workbench's host on a REPL: the page's console is the REPL itself (completion, help,
/// `:commands`, printed values, errors at file:line), its session is the REPL's, and starting
/// over is the REPL's `:reset` followed by the startup files. `tactile serve` makes a REPL with
/// no terminal for it; `:serve` shares the terminal's.
final class REPLWorkbenchHost: WorkbenchHost {
    let repl: REPL
    let scripting: ScriptingHost
    let tap: ConsoleTap
    let mode: String
    let files: [StartupFile]

    init(repl: REPL, scripting: ScriptingHost, tap: ConsoleTap, mode: String, files: [StartupFile]) {
        self.repl = repl
        self.scripting = scripting
        self.tap = tap
        self.mode = mode
        self.files = files
        repl.willReset = { [weak self] in self?.sessionWillEnd?() }
    }

    var sessionWillEnd: (() -> Void)?

    var session: ScriptSession {
        guard let session = scripting.session else { preconditionFailure("the REPL has no session") }
        return session
    }

    var startupFiles: [String] { files.map(\.path) }

    /// Loads the plugins and runs the scripts given at the start; returns what failed, a line each.
    @discardableResult
    func loadStartupFiles() -> [String] {
        var failures: [String] = []
        for file in files {
            switch file.kind {
            case .plugin(let name):
                do {
                    try session.loadPlugin(named: name)
                } catch {
                    failures.append("\(error)")
                }
            case .script:
                let reply = tap.capture { repl.load(file: file.path) }
                failures += reply.errors
            }
        }
        return failures
    }

    func rebuild() throws {
        try repl.reset()
        let failures = loadStartupFiles()
        if !failures.isEmpty { throw RebuildFailure(description: failures.joined(separator: "\n")) }
    }

    func runConsoleLine(_ line: String) -> ConsoleReply {
        let trimmed = line.trimmingBlanks()
        if !repl.isContinuing, trimmed == ":quit" || trimmed.hasPrefix(":serve") {
            return ConsoleReply(errors: ["\(trimmed.split(separator: " ").first ?? "") is for the terminal: close the page, or stop tactile there"])
        }
        if mode == "repl" { tap.terminalLine("(page) " + repl.prompt + line) }
        return tap.capture { _ = repl.run(line: line) }
    }

    var consolePrompt: String { repl.prompt }

    var consoleContinues: Bool { repl.isContinuing }

    func complete(_ text: String) -> (insertion: String, listing: [String]) {
        let reply = repl.complete(text)
        return (reply.insertion, reply.listing)
    }

    func silently(_ body: () -> Void) {
        tap.silently(body)
    }

    func isPlugin(_ path: String) -> Bool {
        files.first { $0.path == path }?.isPlugin ?? false
    }

    func dependsOn(_ path: String) -> Bool {
        session.dependsOn(path, startupFiles: startupFiles)
    }
}

/// Startup files that failed when the session was built again.
struct RebuildFailure: Error, CustomStringConvertible {
    let description: String
}
