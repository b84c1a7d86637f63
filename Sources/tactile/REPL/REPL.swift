import LuaKit
import TactileScripting

/// The read–evaluate–print loop: reads lines, assembles them into chunks,
/// runs them in the session and prints what they return. Errors are reported
/// and the loop goes on; only Ctrl-D (or the end of piped input) and `:quit`
/// end it.
final class REPL {
    private let host: any REPLHost
    private let options: SessionOptions
    private let console: Console
    private var session: LuaSession
    private var assembler = ChunkAssembler()
    private var history: HistoryFile?
    private let printer: ValuePrinter
    private var warnedAboutLocals = false
    /// Chunks, commands and files that failed since the REPL started.
    private(set) var failures = 0
    /// Whether Ctrl-C stopped running code since the REPL started.
    private(set) var wasInterrupted = false
    /// Told of each line read at the prompt once it has run: the line, whether it continued a
    /// chunk, and whether it failed (a workbench serving this session records it).
    var lineObserver: ((_ line: String, _ continues: Bool, _ failed: Bool) -> Void)?
    /// Starts a workbench on this session for `:serve`, given the port asked for and the line
    /// reader; answers what to print.
    var serveStarter: ((_ port: Int?, _ reader: any LineReading) throws -> String)?

    /// A REPL on a fresh session prepared by `host`.
    init(host: any REPLHost, options: SessionOptions, console: Console, history: HistoryFile?) throws {
        self.host = host
        self.options = options
        self.console = console
        self.history = history
        self.session = try Self.makeSession(host: host, options: options, console: console)
        var printer = ValuePrinter()
        printer.options.colors = options.colors
        printer.options.width = options.width
        self.printer = printer
    }

    /// A fresh session: Lua warnings go to standard error as Lua's interpreter writes them.
    private static func makeSession(host: any REPLHost, options: SessionOptions, console: Console) throws -> LuaSession {
        try LuaSession(host: host, options: options, output: console.write, warnings: console.errors)
    }

    /// Ends the session: its state closes, running finalizers, as Lua's interpreter does at
    /// its end (their errors are warnings).
    func close() {
        session.close()
    }

    /// The completer on the current session (for the line reader).
    func complete(_ text: String) -> CompletionReply {
        Completer(source: session).complete(text)
    }

    /// Reads and runs lines until the input ends or `:quit` — or, when
    /// `stopWhenInterrupted`, until Ctrl-C stops running code (piped input
    /// read statement by statement stops as a whole).
    func loop(reading reader: any LineReading, stopWhenInterrupted: Bool = false) {
        while true {
            switch reader.read(prompt: session.prompt(continuing: assembler.isContinuing)) {
            case .end:
                return
            case .interrupted:
                assembler.cancel()
            case .line(let line):
                let continues = assembler.isContinuing
                let failuresBefore = failures
                let goesOn = handle(line, reader: reader)
                host.inputHandled()
                lineObserver?(line, continues, failures > failuresBefore)
                if !goesOn { return }
            }
            if stopWhenInterrupted && wasInterrupted { return }
        }
    }

    /// Whether the next line continues a chunk (the `>> ` prompt).
    var isContinuing: Bool { assembler.isContinuing }

    /// The prompt the next line is read at.
    var prompt: String { session.prompt(continuing: assembler.isContinuing) }

    /// Runs one line as if typed at the prompt, from somewhere else than the terminal (a
    /// workbench's console); it goes into no history. False for `:quit`.
    func run(line: String) -> Bool {
        handle(line, reader: nil)
    }

    /// Told just before the session's state closes at a reset (a workbench stops interrupting it).
    var willReset: (() -> Void)?

    /// Starts over with a fresh state, as `:reset` does.
    func reset() throws {
        willReset?()
        session.close()
        assembler.cancel()
        session = try Self.makeSession(host: host, options: options, console: console)
    }

    /// Runs one line; false when the REPL should end. Without a reader the line is remembered
    /// nowhere.
    private func handle(_ line: String, reader: (any LineReading)?) -> Bool {
        if !assembler.isContinuing && MetaCommand.isCommand(line) {
            remember(line.trimmingBlanks(), reader: reader)
            do {
                let command = try MetaCommand.parse(line)
                if case .serve(let port) = command { return serve(port: port, reader: reader) }
                return try perform(command)
            } catch {
                fail(error.description)
                return true
            }
        }
        switch assembler.feed(line, compiler: session) {
        case .nothing, .needsMore:
            break
        case .syntaxError(let message, let entry):
            remember(entry, reader: reader)
            fail(message)
        case .ready(let chunk):
            remember(chunk.entry, reader: reader)
            warnAboutLocalsOnce(chunk)
            show(session.run(chunk.source, chunkName: LuaSession.replChunkName))
        }
        return true
    }

    /// A top-level `local` lives only as long as its chunk, which surprises
    /// at a prompt (Lua 5.5's interpreter warns too). Said once per session.
    private func warnAboutLocalsOnce(_ chunk: Chunk) {
        guard !warnedAboutLocals, !chunk.isExpression,
              chunk.source.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("local ")
        else { return }
        warnedAboutLocals = true
        console.report("note: a local lasts only until the end of its input; leave out 'local' to keep the variable")
    }

    /// Runs `source` as if typed at the prompt (`-e`): an expression prints
    /// its values.
    func evaluate(_ source: String) {
        let asReturn = ExpressionChunk.source(returning: source)
        let chunk = session.check(asReturn) == .compiles ? asReturn : source
        show(session.run(chunk, chunkName: LuaSession.replChunkName))
    }

    /// Runs a Lua file in the session (`-i`, `:load`).
    func load(file path: String) {
        show(session.runFile(path))
    }

    /// Runs piped input as one chunk named `stdin`, as `lua5.4 < script.lua`
    /// does: locals last to its end, a first `#!` line is skipped, and what
    /// it returns is not printed. False when it failed.
    func run(standardInput contents: [UInt8]) -> Bool {
        report(session.run(fileContents: contents, chunkName: "=stdin"))
    }

    /// Runs what `LUA_INIT_5_4` or `LUA_INIT` holds, before anything else,
    /// as Lua's interpreter does; nothing it returns is printed. False when
    /// it failed (Lua's interpreter then stops).
    func run(_ initialization: LuaInit) -> Bool {
        switch initialization.code {
        case .file(let path):
            return report(session.runFile(path))
        case .chunk(let source):
            return report(session.run(bytes: source, chunkName: "=" + initialization.variable))
        }
    }

    /// Reports a failure; true when there was none.
    private func report(_ outcome: Result<[InspectedValue], LuaError>) -> Bool {
        guard case .failure(let error) = outcome else { return true }
        fail(error)
        return false
    }

    private func show(_ outcome: Result<[InspectedValue], LuaError>) {
        switch outcome {
        case .success(let values):
            if !values.isEmpty { console.write(session.interruptible { printer.render(results: values) }) }
        case .failure(let error):
            fail(error)
        }
    }

    private func fail(_ error: LuaError) {
        if error.kind == .interrupted { wasInterrupted = true }
        fail(host.explain(error.description))
    }

    private func fail(_ message: String) {
        failures += 1
        console.report(message)
    }

    private func remember(_ entry: String, reader: (any LineReading)?) {
        guard let reader else { return }
        reader.remember(entry)
        guard let history else { return }
        do {
            try history.append(entry)
        } catch {
            stopHistory(error)
        }
    }

    /// The history file's newest entries, for the line editor. A file that
    /// cannot be read gets one warning, and the session goes on without it.
    func loadHistory() -> [[UInt8]] {
        guard let history else { return [] }
        do {
            let loaded = try history.load()
            if loaded.holdsFarMoreThanLimit {
                console.report("note: the history file \(history.location.path) holds more than \(2 * history.limit) entries; "
                    + "the newest \(history.limit) are kept when this session ends (--history-size N keeps more)")
            }
            return loaded.entries
        } catch {
            stopHistory(error)
            return []
        }
    }

    /// Trims the history file to its size limit, as the session ends.
    func closeHistory() {
        do {
            try history?.close()
        } catch {
            stopHistory(error)
        }
    }

    /// Says once why the history file is no longer used, and stops using it.
    private func stopHistory(_ error: FileError) {
        console.report("note: history is kept in memory only from now on (\(error))")
        history = nil
    }

    // MARK: - Meta-commands

    /// Carries out a command; false for `:quit`.
    private func perform(_ command: MetaCommand) -> Bool {
        switch command {
        case .quit:
            return false
        case .help(let topic):
            do {
                console.write(try help(topic))
            } catch {
                fail("\(error)")
            }
        case .load(let path):
            load(file: path)
        case .reset:
            // The old state closes first, so what its finalizers say shows in its own traffic.
            do {
                try reset()
            } catch {
                fail("reset failed: \(error)")
            }
        case .serve:
            break
        case .reload, .plugins, .trace, .tree, .clock, .show:
            // Lua may run (plugins reload, views describe themselves): Ctrl-C reaches it.
            let session = session
            let outcome = session.interruptible { Result { try host.perform(command, in: session.state) } }
            do {
                if let text = try outcome.get() {
                    if !text.isEmpty { console.write(text) }
                } else {
                    fail("\(command.spelling) needs the control bindings, which this build does not have yet")
                }
            } catch {
                fail("\(error)")
            }
        }
        return true
    }

    /// `:serve [port]`: a workbench page on this session, served while the REPL reads lines.
    private func serve(port: Int?, reader: (any LineReading)?) -> Bool {
        guard let reader, let serveStarter else {
            fail(":serve works at the REPL's prompt in a terminal")
            return true
        }
        do {
            console.write(try serveStarter(port, reader))
        } catch {
            fail("\(error)")
        }
        return true
    }

    /// The help on `topic`; throws when it names a plugin's class and the plugin fails to load.
    private func help(_ topic: String?) throws -> String {
        guard let topic else {
            let width = MetaCommand.all.map { $0.name.count + $0.arguments.count }.max() ?? 0
            let lines = MetaCommand.all.map { command in
                let synopsis = ":" + command.name + (command.arguments.isEmpty ? "" : " " + command.arguments)
                return "  " + synopsis.padding(to: width + 3) + command.summary
            }
            return (["Type Lua to run it; expressions print their values. Commands:"] + lines
                + ["Tab completes names; Ctrl-R searches history; Ctrl-C cancels; Ctrl-D quits."])
                .joined(separator: "\n")
        }
        let name = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
        if let command = MetaCommand.describe(name) {
            return ":" + command.name + (command.arguments.isEmpty ? "" : " " + command.arguments)
                + "\n  " + command.summary
        }
        if let text = try host.help(for: topic) ?? session.classHelp(topic) ?? session.memberHelp(topic) { return text }
        if let kind = session.globalTypeName(topic) { return "\(topic): a global \(kind)" }
        return "no help for '\(topic)'"
    }
}

extension MetaCommand {
    /// The command as typed, e.g. `:tree`.
    var spelling: String {
        switch self {
        case .help: return ":help"
        case .load: return ":load"
        case .reload: return ":reload"
        case .plugins: return ":plugins"
        case .trace: return ":trace"
        case .tree: return ":tree"
        case .clock: return ":clock"
        case .show: return ":show"
        case .serve: return ":serve"
        case .reset: return ":reset"
        case .quit: return ":quit"
        }
    }
}

extension String {
    /// The text padded with spaces to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
