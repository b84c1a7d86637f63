import Foundation
import TactileScripting

/// Runs scenario files in parallel child processes — this same binary, as
/// `tactile test --worker FILE…` — and hands back their results in file order.
///
/// Files go to children in batches: starting a process costs far more than running a
/// typical scenario file. A file whose batch died before reporting it is run again in a
/// child of its own, so a file that crashes its process fails alone.
struct ScenarioWorkerPool {
    /// How many children run at once.
    var jobs: Int
    /// Options passed on to each child (limits, filter, update).
    var options: [String]

    /// Runs `files`, calling `progress` for each result in file order as soon as it and all before it are done.
    func run(_ files: [String], progress: (FileResult) -> Void) -> [FileResult] {
        let batches = Self.batches(of: files.count, jobs: jobs)
        let board = ResultBoard(files: files.count, batches: batches.count)
        let executable = Self.executablePath()
        for _ in 0..<min(jobs, batches.count) {
            let thread = Thread { [options] in
                while let batch = board.claim() {
                    let indices = batches[batch]
                    let reported = Self.runChild(executable: executable, options: options, files: indices.map { files[$0] })
                    for index in indices {
                        let result = reported.first { $0.file == files[index] }
                            ?? Self.runChild(executable: executable, options: options, file: files[index])
                        board.finish(index, with: result)
                    }
                }
            }
            thread.start()
        }
        var results: [FileResult] = []
        for index in files.indices {
            let result = board.wait(for: index)
            progress(result)
            results.append(result)
        }
        return results
    }

    /// The fewest files a batch holds (unless fewer remain): starting a worker costs
    /// about as much as running several typical scenario files.
    static let smallestBatch = 8

    /// File indices split into contiguous batches, about four per job when there are
    /// enough files, so that jobs finishing early pick up more work.
    static func batches(of count: Int, jobs: Int) -> [[Int]] {
        guard count > 0 else { return [] }
        let size = max(smallestBatch, count / max(1, jobs * 4))
        return stride(from: 0, to: count, by: size).map { Array($0..<min(count, $0 + size)) }
    }

    /// Runs one child for `file` and reads its result, or says why there is none.
    static func runChild(executable: String, options: [String], file: String) -> FileResult {
        do {
            let (results, process) = try launch(executable: executable, options: options, files: [file])
            if let result = results.first(where: { $0.file == file }) { return result }
            let how = process.terminationReason == .uncaughtSignal ? "signal" : "status"
            return crashed(file, "worker process ended with \(how) \(process.terminationStatus) without a result")
        } catch {
            return crashed(file, "could not start \(executable): \(error.localizedDescription)")
        }
    }

    /// Runs one child for `files` and reads the results it reported.
    static func runChild(executable: String, options: [String], files: [String]) -> [FileResult] {
        (try? launch(executable: executable, options: options, files: files).results) ?? []
    }

    /// Starts a worker for `files` and waits for it to end.
    private static func launch(
        executable: String, options: [String], files: [String]
    ) throws -> (results: [FileResult], process: Process) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["test", "--worker"] + options + ["--"] + files
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (ScenarioWorkerProtocol.decode(data), process)
    }

    static func crashed(_ file: String, _ message: String) -> FileResult {
        FileResult(file: file, tests: [TestResult(file: file, path: [], status: .errored, errorKind: .load, message: message)],
                   duration: 0)
    }

    /// This binary's path, so children run the same build.
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

/// Shared between the pool's threads: which batch to run next, and the results so far.
private final class ResultBoard: @unchecked Sendable {
    private let condition = NSCondition()
    private var nextBatch = 0
    private let batchCount: Int
    private var results: [FileResult?]

    init(files: Int, batches: Int) {
        results = Array(repeating: nil, count: files)
        batchCount = batches
    }

    /// The next batch to run, or nil when all are taken.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard nextBatch < batchCount else { return nil }
        nextBatch += 1
        return nextBatch - 1
    }

    func finish(_ index: Int, with result: FileResult) {
        condition.lock()
        results[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until file `index` has a result.
    func wait(for index: Int) -> FileResult {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        return results[index]!
    }
}
