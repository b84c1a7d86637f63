import FoundationEssentials
import LuaKit
import TactileScripting

/// The Lua side of a REPL session: one state prepared by the host, and what
/// the REPL asks of it (compile checks, runs, values to print, names to
/// complete).
final class LuaSession: ChunkCompiling, CompletionSource {
    /// The chunk name of typed input: errors read `repl:1: …`.
    static let replChunkName = "=repl"

    let state: LuaState
    private let host: any REPLHost
    private let inspector: LuaInspector

    /// A fresh state prepared by `host`, whose memory cap (`LuaState.defaultMemoryLimit`) bounds
    /// what Swift keeps for its scripts as well as Lua's own memory. Each warning (`warn(...)`, an error in a finalizer)
    /// becomes a note in the host's traffic and, while warnings are on (`warn("@on")`), a
    /// `Lua warning: …` line for `warnings`, as Lua's interpreter writes to standard error.
    init(host: any REPLHost, options: SessionOptions, output: @escaping (String) -> Void,
         warnings: @escaping (String) -> Void = { _ in }) throws {
        state = try LuaState()
        self.host = host
        inspector = try LuaInspector(state: state)
        state.warningHandler = { [weak host] warning in
            if warning.isOn { warnings(warning.standardErrorLine) }
            host?.note(warning.standardErrorLine)
        }
        // Plugins load here: Ctrl-C stops one that never finishes, and the others go on.
        try interruptible { Result { try host.prepare(state, options: options, output: output) } }.get()
        // One state at a time per process: what Swift keeps on the scripts' behalf counts too.
        state.countsHostMemory = true
    }

    // MARK: - Compiling and running

    func check(_ source: String) -> ChunkCheck {
        do {
            _ = try state.load(source, chunkName: Self.replChunkName)
            return .compiles
        } catch {
            return error.isIncompleteInput ? .incomplete : .invalid(message: error.message)
        }
    }

    /// Runs `source` and returns its results, ready for the printer. Ctrl-C
    /// while it runs stops it with an "interrupted" error.
    func run(_ source: String, chunkName: String) -> Result<[InspectedValue], LuaError> {
        execute { () throws(LuaError) in try state.load(source, chunkName: chunkName) }
    }

    /// Runs the Lua file at `path` with its bytes as they are; errors name
    /// the file and line. A first line starting with `#` (`#!/usr/bin/env …`)
    /// is skipped, as Lua does.
    func runFile(_ path: String) -> Result<[InspectedValue], LuaError> {
        let contents: [UInt8]
        do {
            contents = try FileContents.read(path)
        } catch {
            return .failure(.runtime(error.description))
        }
        return run(fileContents: contents, chunkName: "@" + path)
    }

    /// Runs the contents of a Lua file (`chunkName` as Lua spells it:
    /// `@path`, `=stdin`), skipping a first `#` line.
    func run(fileContents: [UInt8], chunkName: String) -> Result<[InspectedValue], LuaError> {
        execute { () throws(LuaError) in try state.load(fileContents: fileContents, chunkName: chunkName) }
    }

    /// Runs Lua source given as bytes, exactly as they are.
    func run(bytes source: [UInt8], chunkName: String) -> Result<[InspectedValue], LuaError> {
        execute { () throws(LuaError) in try state.load(bytes: source, chunkName: chunkName) }
    }

    /// Compiles with `compile`, then runs the chunk, interruptibly.
    private func execute(_ compile: () throws(LuaError) -> LuaRef) -> Result<[InspectedValue], LuaError> {
        interruptible { () -> Result<[InspectedValue], LuaError> in
            do throws(LuaError) {
                let results = try compile().callPacked([])
                return .success(inspector.inspect(packed: results))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Closes the state, running its finalizers. They run with hooks off, out of an
    /// interrupt's reach: the third Ctrl-C ends a finalizer that never returns, and the program.
    func close() {
        interruptible { state.close() }
    }

    /// Runs `body` (which may run Lua code: printing calls `__tostring`) so
    /// that Ctrl-C interrupts the Lua code it runs.
    func interruptible<T>(_ body: () -> T) -> T {
        state.becomeSignalTarget()
        defer { LuaState.clearSignalTarget() }
        return SignalTrap.whileRunning(interrupt: { _ in LuaState.interruptSignalTarget() }, context: nil, body)
    }

    /// The prompt to show: the global `_PROMPT` (`_PROMPT2` while a chunk
    /// continues) when it is a string or number, as in Lua's interpreter;
    /// otherwise `> ` and `>> `.
    func prompt(continuing: Bool) -> String {
        switch try? state.global(continuing ? "_PROMPT2" : "_PROMPT") {
        case .string(let text)?: return text
        case .integer(let number)?: return String(number)
        case .number(let number)?: return luaNumberText(number)
        default: return continuing ? ">> " : "> "
        }
    }

    /// The type of the global `name`, or nil when it is unset.
    func globalTypeName(_ name: String) -> String? {
        guard let value = try? state.global(name), value != .nil else { return nil }
        return value.typeName
    }

    // MARK: - Completion

    /// The globals, and the classes not used yet (a class is a global once first used).
    func globalNames() -> [CompletionCandidate] {
        inspector.members(of: [], methodsOnly: false).names + host.classNames.map { CompletionCandidate($0, .value) }
    }

    /// Completing a member of a class not used yet (`Knob.`) is its first use: it is
    /// registered, or its plugin loaded, first (interruptibly; a failure offers nothing).
    func memberNames(of path: [String], methodsOnly: Bool) -> [CompletionCandidate] {
        if path.count == 1, (try? state.global(path[0])) == LuaValue.nil, host.classNames.contains(path[0]) {
            _ = interruptible { try? host.prepareClass(named: path[0]) }
        }
        let (names, className) = inspector.members(of: path, methodsOnly: methodsOnly)
        guard let className else { return names }
        // A bound object's properties sit behind an `__index` function: only
        // its binding's schema knows them.
        var members = names + host.memberNames(ofClassNamed: className, methodsOnly: methodsOnly)
        if let schema = state.classSchema(named: className) {
            members += schema.methods.map { CompletionCandidate($0.name, .function) }
            if !methodsOnly { members += schema.properties.map { CompletionCandidate($0.name, .value) } }
        }
        return members
    }

    func eventNames() -> [String] { host.eventNames }

    func pluginNames() -> [String] { host.pluginNames }

    func helpTopics() -> [String] { host.helpTopics + host.classNames + state.registeredClasses.map(\.name) }

    // MARK: - Help

    /// Help on a bound class (`Slider`), one of its members (`Slider.value`,
    /// `Slider:setValue`, `Slider.appearance`), or the class of a global holding a bound object.
    /// Asking about a class not used yet is its first use (a plugin that fails to load says why).
    func classHelp(_ topic: String) throws -> String? {
        let parts = topic.split(whereSeparator: { $0 == "." || $0 == ":" }).map(String.init)
        guard let name = parts.first, parts.count <= 2 else { return nil }
        if state.classSchema(named: name) == nil, host.classNames.contains(name) {
            try interruptible { Result { try host.prepareClass(named: name) } }.get()
        }
        let global = try? state.global(name)
        guard let schema = state.classSchema(named: name) ?? global.flatMap(state.classSchema(of:)) else {
            return nil
        }
        let appearance = host.appearancePropertyNames(ofClass: schema.name)
        guard parts.count == 2 else { return ClassHelp.text(for: schema, appearanceProperties: appearance) }
        if parts[1] == "appearance", let appearance { return ClassHelp.appearanceLine(of: schema.name, properties: appearance) }
        return ClassHelp.text(for: schema, member: parts[1])
    }

    /// Help on a bare member name (`:help value`): each class that declares
    /// it (not those inheriting it), with the member's line of help; every
    /// built-in class is registered first, the plugins' classes count once loaded.
    func memberHelp(_ name: String) -> String? {
        host.prepareEveryClass()
        let classes = state.registeredClasses
        let schemas = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let declaring = classes.filter { schema in
            guard ClassHelp.text(for: schema, member: name) != nil else { return false }
            guard let superclass = schema.superclassName.flatMap({ schemas[$0] }) else { return true }
            return ClassHelp.text(for: superclass, member: name) == nil
        }
        guard !declaring.isEmpty else { return nil }
        return declaring.compactMap { ClassHelp.text(for: $0, member: name) }.joined(separator: "\n")
    }
}
