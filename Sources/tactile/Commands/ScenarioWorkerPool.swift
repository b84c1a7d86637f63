import Foundation
import LuaKit
import TactileScripting

/// Runs scenario files in worker processes — this same binary, as `tactile test --worker` —
/// `jobs` at a time, each worker serving file after file (starting a process costs more than
/// a typical file). Results stream back test by test, and are handed on in file order.
///
/// A worker that dies takes only the test it was running with it: that test is reported with
/// how the process ended, and a new worker goes on with the file's remaining tests. A test that
/// runs `killAfter` seconds (the time limit and a grace) without answering the interrupt at
/// its time limit — time spent in a finalizer, or in a long call into C — has its worker killed
/// the same way.
final class ScenarioWorkerPool: @unchecked Sendable {
    /// How many workers run at once.
    let jobs: Int
    /// Options passed on to each worker (limits, filter, update).
    let options: [String]
    /// Seconds a test may go on before its worker is killed; nil for never.
    let killAfter: Double?
    /// The time limit the message for a killed test names.
    let timeLimit: Double
    /// The program each worker runs: this binary.
    let executable: String

    private let board: WorkBoard
    /// The lines every file ran, merged as files finish (when workers collect coverage).
    private var lineCounts: LineCounts = [:]
    private let coverageLock = NSLock()

    /// The lines the files ran, summed over files and workers; a file whose worker died
    /// contributes nothing.
    var coverage: LineCounts { coverageLock.withLock { lineCounts } }

    init(files: [String], jobs: Int, options: [String], timeLimit: Double, executable: String = executablePath()) {
        self.jobs = max(1, jobs)
        self.options = options
        self.timeLimit = timeLimit
        killAfter = timeLimit > 0 ? timeLimit + Seconds.grace(after: timeLimit) : nil
        self.executable = executable
        board = WorkBoard(files: files, slots: max(1, jobs))
    }

    /// Runs every file. `test` hears of each result of the file first in order as soon as it
    /// arrives (results of later files wait their turn), `file` of each whole file, in order.
    func run(test: (Int, TestResult) -> Void, file: (FileResult) -> Void) -> [FileResult] {
        signal(SIGPIPE, SIG_IGN)  // a worker that died makes writing to it fail, not end this process
        for slot in 0..<min(jobs, board.fileCount) {
            let thread = Thread { [self] in serve(slot: slot) }
            thread.stackSize = 1 << 20
            thread.start()
        }
        if killAfter != nil {
            let monitor = Thread { [self] in watchForHangs() }
            monitor.stackSize = 1 << 16
            monitor.start()
        }
        var results: [FileResult] = []
        for index in 0..<board.fileCount {
            var told = 0
            while true {
                let (tests, duration) = board.wait(for: index, beyond: told)
                for result in tests[told...] { test(index, result) }
                told = tests.count
                if let duration {
                    var result = FileResult(file: board.files[index], tests: tests, duration: duration)
                    result.plugins = board.plugins(of: index)
                    file(result)
                    results.append(result)
                    break
                }
            }
        }
        board.finishAll()
        return results
    }

    // MARK: A worker slot

    private func serve(slot: Int) {
        var worker: Worker?
        while let job = board.claim(slot: slot) {
            if worker == nil {
                do {
                    worker = try Worker(executable: executable, options: options)
                } catch {
                    board.fail(job, with: crashResult(file: board.files[job.file], path: [], "could not start \(executable): \(error.localizedDescription)"))
                    continue
                }
            }
            guard let running = worker else { continue }
            board.started(job, slot: slot, pid: running.process.processIdentifier)
            running.send(ScenarioWorkerProtocol.Request(file: board.files[job.file], skip: job.skip))
            if let duration = follow(job, slot: slot, worker: running) {
                board.idle(slot: slot)
                board.done(job, duration: duration)
            } else {
                worker = nil
                recover(job, slot: slot, from: running)
            }
        }
        worker?.finish()
    }

    /// Reads the worker's messages about `job` until the file is done (its duration), or nil when
    /// the worker died first.
    private func follow(_ job: WorkBoard.Job, slot: Int, worker: Worker) -> Double? {
        while let line = worker.output.next() {
            guard let message = ScenarioWorkerProtocol.decode(ScenarioWorkerProtocol.Message.self, from: line) else { continue }
            if let phase = message.phase { board.enter(phase.testPhase, slot: slot) }
            if let result = message.result { board.append(result, to: job.file) }
            if let done = message.done {
                if let coverage = message.coverage { merge(coverage) }
                if let plugins = message.plugins { board.used(plugins, by: job.file) }
                return done
            }
        }
        return nil
    }

    private func merge(_ counts: LineCounts) {
        coverageLock.withLock {
            for (file, lines) in counts { lineCounts[file, default: [:]].merge(lines, uniquingKeysWith: +) }
        }
    }

    /// After a worker died: reports what it was doing, and queues the file's remaining tests.
    private func recover(_ job: WorkBoard.Job, slot: Int, from worker: Worker) {
        worker.process.waitUntilExit()
        let (phase, killed) = board.leave(slot: slot)
        let file = board.files[job.file]
        let died = "its process " + Self.describe(worker.process)
        switch phase {
        case .test(let index, let path, let line)?:
            let what = killed ? "took " + overTime : died + " during this test"
            var result = crashResult(file: file, path: path, killed: killed, what + "; the file's other tests ran on in a new process")
            result.line = line
            board.append(result, to: job.file)
            board.requeue(WorkBoard.Job(file: job.file, skip: index), slot: slot)
        case .closing?:
            let what = killed ? "closing the file's interpreter (running its __gc finalizers) took " + overTime
                : died + " while closing the file's interpreter (running its __gc finalizers)"
            board.fail(job, with: crashResult(file: file, path: [], killed: killed, what))
        case .loading?, nil:
            let what = killed ? "loading the file took " + overTime : died + " while loading the file"
            board.fail(job, with: crashResult(file: file, path: [], killed: killed, what))
        }
    }

    /// What the message of a test the monitor stopped says after "took".
    private var overTime: String {
        return "longer than the time limit of \(Seconds.plain(timeLimit)) s and did not stop when interrupted (time spent in a "
            + "finalizer, or in a long call into C), so its process was stopped"
    }

    private func crashResult(file: String, path: [String], killed: Bool = false, _ message: String) -> TestResult {
        TestResult(file: file, path: path, status: .errored, errorKind: killed ? .timeout : (path.isEmpty ? .load : .crash),
                   message: message)
    }

    /// `died of signal 11 (Segmentation fault)` or `ended with status 3`.
    static func describe(_ process: Process) -> String {
        if process.terminationReason == .uncaughtSignal {
            let name = strsignal(process.terminationStatus).map { String(cString: $0) } ?? "signal"
            return "died of signal \(process.terminationStatus) (\(name))"
        }
        return "ended with status \(process.terminationStatus)"
    }

    // MARK: Hangs

    private func watchForHangs() {
        guard let killAfter else { return }
        while !board.isFinished {
            for (slot, pid) in board.overdue(after: killAfter) {
                board.markKilled(slot: slot)
                kill(pid, SIGKILL)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// This binary's path, so workers run the same build.
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

/// One worker process and the pipes to it.
private final class Worker {
    let process = Process()
    private let input = Pipe()
    var output: DataLines

    init(executable: String, options: [String]) throws {
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["test", "--worker"] + options
        process.standardInput = input
        process.standardOutput = pipe
        output = DataLines(pipe.fileHandleForReading)
        try process.run()
    }

    func send(_ request: ScenarioWorkerProtocol.Request) {
        guard let data = try? ScenarioWorkerProtocol.encode(request) else { return }
        try? input.fileHandleForWriting.write(contentsOf: data)
    }

    /// Closes the worker's input, so it ends, and waits for it.
    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
