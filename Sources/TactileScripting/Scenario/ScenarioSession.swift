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

    let file: String
    let settings: ScenarioSettings
    /// Enforces `settings.timeLimit`.
    let watchdog: TestWatchdog
    let state: LuaState
    let stage: any ScenarioStage
    /// The scenario file's environment.
    let environment: LuaRef
    private let entryPoints: [LuaRef]

    /// Loads the scenario API for `file`; in `run` mode `inlineFinished` receives each
    /// `it` block's result as it finishes.
    init(
        file: String, mode: Mode, settings: ScenarioSettings, stage: any ScenarioStage,
        watchdog: TestWatchdog = .shared, inlineFinished: @escaping (TestResult) -> Void = { _ in }
    ) throws(LuaError) {
        self.file = file
        self.settings = settings
        self.watchdog = watchdog
        self.stage = stage
        state = try LuaState(memoryLimit: settings.memoryLimit)
        state.warningHandler = Self.warningHandler(noting: stage)
        let folder = (file as NSString).deletingLastPathComponent
        let transcripts = GoldenTranscripts(folder: folder, update: settings.updateTranscripts, isCI: settings.isCI)
        let host = ScenarioHost(file: file, traffic: stage.traffic, transcripts: transcripts,
                                inlineFinished: inlineFinished)
        let api = try state.load(ScenarioLuaSource.text, chunkName: ScenarioLuaSource.chunkName,
                                 environment: state.makeSandbox())
        let inspection = try state.stackInspection()
        let returned = try api.call([.string(mode.rawValue)] + host.functions(in: state) + [
            .function(try state.sandboxMaker()), .function(inspection.frame), .function(inspection.traceback),
        ])
        guard returned.count == 4, case .table(let environment) = returned[0] else {
            throw LuaError.runtime("the scenario API returned \(returned.count) values instead of 4")
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

    /// Compiles and runs the scenario file in its environment, within one test's budget.
    func runFile() throws(LuaError) {
        let source: [UInt8]
        do {
            source = try FileContents.read(file)
        } catch {
            throw LuaError.runtime(error.description)
        }
        let chunk = try state.load(fileContents: source, chunkName: "@" + file, environment: environment)
        state.countsHostMemory = settings.countsHostMemory
        let (outcome, timedOut) = limited { budgeted { () throws(LuaError) in _ = try chunk.call([]) } }
        if timedOut { throw LuaError(kind: .interrupted, message: timeLimitMessage) }
        try outcome.get()
    }

    /// Closes the interpreter now, running pending finalizers.
    func close() {
        state.close()
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

    /// Runs test `index` (1-based) on a fresh stage and with its own instruction budget.
    /// `line` is where the test is defined: the place to report a limit that stopped it
    /// where no line is known.
    func runTest(_ index: Int, path: [String], line: Int?) -> TestResult {
        stage.reset()
        state.recoverHostMemory()
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
            message: limitMessage(kind, TestResult.withoutPosition(error.message, chunk: error.chunkName, line: error.line)),
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
