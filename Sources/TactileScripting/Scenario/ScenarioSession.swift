import Foundation
import LuaKit

/// One scenario file's fresh interpreter: a new Lua state with the scenario API
/// loaded, a fresh stage (model and traffic), and the file's own environment.
/// Nothing outlives it, so nothing leaks from one file to the next.
final class ScenarioSession {
    /// Whether `it` blocks are collected to run one by one (`test`) or run where they stand (`run`).
    enum Mode: String {
        case test, run
    }

    /// The file as results name it: `stdin` for standard input.
    let file: String
    /// Where the source comes from: a path, or `-` for standard input.
    private let source: String
    /// The file's text when it was given rather than read from `source` (a fuzz set-up made for
    /// a class, docs/fuzzing.md).
    private let givenContents: [UInt8]?
    let settings: ScenarioSettings
    /// Enforces `settings.timeLimit`.
    let watchdog: TestWatchdog
    let state: LuaState
    let stage: any ScenarioStage
    /// The Swift functions the scenario API calls.
    let host: ScenarioHost
    /// The scenario file's environment: a sandbox, or the global table of a standalone script.
    let environment: LuaRef
    /// How a trusted script runs (`tactile run --trust`); nil for a scenario in the sandbox.
    private let standalone: StandaloneScript?
    private let entryPoints: [LuaRef]

    /// Loads the scenario API for `file` (`-`: standard input, read when the file runs; or
    /// `contents`, when given); in `run` mode `inlineFinished` receives each `it` block's result
    /// as it finishes.
    init(
        file: String, contents: [UInt8]? = nil, mode: Mode, settings: ScenarioSettings, stage: any ScenarioStage,
        watchdog: TestWatchdog = .shared, inlineFinished: @escaping (TestResult) -> Void = { _ in }
    ) throws(LuaError) {
        source = file
        givenContents = contents
        self.file = file == Self.standardInput ? "stdin" : file
        self.settings = settings
        self.watchdog = watchdog
        self.stage = stage
        state = try LuaState(memoryLimit: settings.memoryLimit)
        state.warningHandler = Self.warningHandler(noting: stage)
        if settings.collectsCoverage { state.startLineCoverage() }
        let folder = Self.folder(of: self.file)
        let transcripts = GoldenTranscripts(folder: folder, update: settings.updateTranscripts, isCI: settings.isCI)
        let snapshots = GoldenSnapshots(folder: folder, update: settings.updateTranscripts, isCI: settings.isCI)
        host = ScenarioHost(file: file, stage: stage, transcripts: transcripts, snapshots: snapshots,
                            inlineFinished: inlineFinished)
        let api = try ScenarioLuaSource.chunk.load(in: state, environment: state.makeHostEnvironment())
        let inspection = try state.stackInspection()
        standalone = mode == .run ? settings.standalone : nil
        let trustedGlobals: LuaValue = standalone != nil ? .table(try state.globals) : .nil
        let returned = try api.call([.string(mode.rawValue)] + host.functions(in: state) + [
            .function(try state.sandboxMaker()), .function(inspection.frame), .function(inspection.traceback),
            trustedGlobals,
        ])
        guard returned.count == 5, case .table(let environment) = returned[0] else {
            throw LuaError.runtime("the scenario API returned \(returned.count) values instead of 5")
        }
        self.environment = environment
        try stage.install(in: state, environment: environment)
        entryPoints = try returned.dropFirst().map { value throws(LuaError) in
            guard case .function(let function) = value else { throw LuaError.runtime("scenario API entry point is not a function") }
            return function
        }
    }

    private var testCountFunction: LuaRef { entryPoints[0] }
    private var testPathFunction: LuaRef { entryPoints[1] }
    private var runTestFunction: LuaRef { entryPoints[2] }
    private var planFunction: LuaRef { entryPoints[3] }

    /// The folder part of a path (`a/b.lua` → `a`, `/b.lua` → `/`, `b.lua` → ``).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name that stands for standard input.
    static let standardInput = "-"

    /// Compiles and runs the scenario file in its environment, within one test's budget. A
    /// standalone script first gets `arg` and `LUA_INIT`, and receives its arguments as `...`.
    func runFile() throws(LuaError) {
        let contents: [UInt8]
        do throws(FileError) {
            if let givenContents {
                contents = givenContents
            } else {
                contents = try source == Self.standardInput ? FileContents.readStandardInput() : FileContents.read(source)
            }
        } catch {
            throw LuaError.runtime(error.description)
        }
        state.countsHostMemory = settings.countsHostMemory
        let (outcome, timedOut) = limited {
            budgeted { () throws(LuaError) in
                if let standalone { try prepare(standalone) }
                let chunkName = source == Self.standardInput ? "=stdin" : "@" + file
                let chunk = try state.load(fileContents: contents, chunkName: chunkName, environment: environment)
                _ = try chunk.call((standalone?.arguments ?? []).map(LuaValue.string))
                // A budget spent in a finalizer is Lua's warning there, but the file's error still.
                if (state.remainingInstructions ?? 1) <= 0 {
                    throw LuaError(kind: .budgetExhausted, message: "instruction budget exhausted")
                }
            }
        }
        if timedOut { throw LuaError(kind: .interrupted, message: timeLimitMessage) }
        try outcome.get()
    }

    /// What Lua's interpreter does before a script: the global `arg`, then `LUA_INIT` (every
    /// Tactile interpreter already uses the generational collector, as Lua's does).
    private func prepare(_ standalone: StandaloneScript) throws(LuaError) {
        let arg = try state.newTable()
        for (index, value) in standalone.argumentTable { try arg.rawSet(.integer(index), .string(value)) }
        try state.setGlobal("arg", .table(arg))
        guard let initialization = standalone.initialization else { return }
        switch initialization.code {
        case .file(let path):
            let contents: [UInt8]
            do { contents = try FileContents.read(path) } catch { throw LuaError.runtime(error.description) }
            _ = try state.load(fileContents: contents, chunkName: "@" + path).call([])
        case .chunk(let bytes):
            _ = try state.load(bytes: bytes, chunkName: "=" + initialization.variable).call([])
        }
    }

    /// Closes the interpreter now, running pending finalizers under the time limit (a sandbox's
    /// finalizers can be interrupted: docs/sandbox.md, "Limits"); nil, or the file's result when
    /// the limit stopped a finalizer.
    func close() -> TestResult? {
        let ((), timedOut) = limited { state.close() }
        guard timedOut else { return nil }
        return TestResult(file: file, path: [], status: .errored, errorKind: .timeout,
                          message: "closing took longer than the time limit of \(settings.timeLimit.compactText) s "
                              + "(a finalizer that never ends?); see --timeout")
    }

    /// What becomes of a warning (`warn(...)`, an error in a finalizer): a note in the stage's
    /// traffic, and, while warnings are on (`warn("@on")`), a line on standard error as Lua's
    /// own interpreter writes it. The stage is held weakly: the state outlives it while closing.
    private static func warningHandler(noting stage: any ScenarioStage) -> (LuaWarning) -> Void {
        { [weak stage] warning in
            if warning.isOn { FileHandle.standardError.write(Data((warning.standardErrorLine + "\n").utf8)) }
            stage?.note(warning.standardErrorLine)
        }
    }

    /// The number of tests the file defined.
    func testCount() throws(LuaError) -> Int {
        try testCountFunction.call(returning: Int.self)
    }

    /// Where test `index` (1-based) is defined, and its describe blocks and name.
    func testPath(_ index: Int) throws(LuaError) -> (line: Int?, path: [String]) {
        let values = try testPathFunction.call([.integer(index)])
        let line: Int? = if case .integer(let number) = values.first { number } else { nil }
        return (line, values.dropFirst().compactMap { if case .string(let s) = $0 { s } else { nil } })
    }

    /// Tells the file which tests will run (1-based indices) and in what order, so that each
    /// block's teardown runs after its last one.
    func plan(_ indices: [Int]) throws(LuaError) {
        _ = try planFunction.call(indices.map(LuaValue.integer))
    }

    /// Runs test `index` (1-based) on a fresh stage and with its own instruction budget.
    /// `line` is where the test is defined: the place to report a limit that stopped it
    /// where no line is known.
    func runTest(_ index: Int, path: [String], line: Int?) -> TestResult {
        stage.reset()
        state.recoverHostMemory()
        state.clearDeferredError()
        let start = ContinuousClock.now
        var result: TestResult
        let (outcome, timedOut) = limited {
            budgeted { () throws(LuaError) in
                (try runTestFunction.call([.integer(index)]), (state.remainingInstructions ?? 1) <= 0)
            }
        }
        do {
            let (values, exhausted) = try outcome.get()
            result = TestResult(luaValues: values, file: file)
            result.message = result.message.map(stage.explain)
            if exhausted {
                result.status = .errored
                result.errorKind = .budget
            }
            result.message = limitMessage(result.errorKind, result.message)
        } catch {
            result = failure(from: error, path: path)
            result.line = result.line ?? line
        }
        if timedOut {
            result.status = .errored
            result.errorKind = .timeout
            result.message = timeLimitMessage
            result.traceback = nil
            result.line = result.line ?? line
        }
        result.duration = seconds(since: start)
        return result
    }

    /// A test (or the file, with an empty path) that failed with a Lua error.
    func failure(from error: LuaError, path: [String]) -> TestResult {
        let kind: TestResult.ErrorKind = switch error.kind {
        case .budgetExhausted: .budget
        case .memory: .memory
        default: path.isEmpty ? .load : .lua
        }
        let chunk = error.chunkName.flatMap { isThisFile($0) ? nil : $0 }
        return TestResult(
            file: file, path: path, status: .errored, errorKind: kind,
            message: limitMessage(kind, TestResult.withoutPosition(stage.explain(error.message), chunk: error.chunkName, line: error.line)),
            line: error.line, location: chunk, traceback: error.traceback.flatMap(Self.scenarioFrames))
    }

    /// A traceback without the scenario API's own frames, or nil when nothing else is left.
    static func scenarioFrames(_ traceback: String) -> String? {
        let api = ScenarioLuaSource.chunkName.dropFirst()
        let frames = traceback.split(separator: "\n").filter { !$0.contains(api) }
        return frames.count > 1 ? frames.joined(separator: "\n") : nil
    }

    // MARK: - Helpers

    private func budgeted<T>(_ body: () throws(LuaError) -> T) -> Result<T, LuaError> {
        Result { () throws(LuaError) -> T in
            guard settings.instructionBudget > 0 else { return try body() }
            return try state.withInstructionBudget(settings.instructionBudget, body)
        }
    }

    /// Runs `body` under the time limit, saying whether the limit stopped it.
    private func limited<T>(_ body: () -> T) -> (T, timedOut: Bool) {
        watchdog.limit(settings.timeLimit, interrupting: state.interruptHandle, body)
    }

    /// What a test stopped by the time limit reports.
    private var timeLimitMessage: String {
        "took longer than the time limit of \(settings.timeLimit.compactText) s (an endless loop?); see --timeout"
    }

    /// The message for a test stopped by a limit, saying which limit and how large it was.
    private func limitMessage(_ kind: TestResult.ErrorKind?, _ message: String?) -> String? {
        switch kind {
        case .budget: "instruction budget of \(settings.instructionBudget) exhausted (an endless loop?)"
        case .memory: "memory cap of \(settings.memoryLimit >> 20) MiB reached (\(message ?? "not enough memory"))"
        default: message
        }
    }

    /// Whether a chunk name from a Lua message denotes this file; Lua shortens long
    /// names to `...` and their end.
    private func isThisFile(_ chunk: String) -> Bool {
        chunk == file || (chunk.hasPrefix("...") && file.hasSuffix(chunk.dropFirst(3)))
    }
}
