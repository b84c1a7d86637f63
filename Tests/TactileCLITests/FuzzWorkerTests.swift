import Foundation
import Testing
@testable import tactile
import TactileScripting
import TestSupport

/// How `tactile fuzz` shares runs among worker processes and survives one that dies (docs/fuzzing.md §1.3).
@Suite("Fuzz workers")
struct FuzzWorkerTests {
    @Test("runs are cut into contiguous slices of nearly equal size, never more slices than runs")
    func slices() {
        #expect(FuzzWorkers.slices(of: 0..<10, into: 3) == [0..<4, 4..<7, 7..<10])
        #expect(FuzzWorkers.slices(of: 5..<7, into: 4) == [5..<6, 6..<7])
        #expect(FuzzWorkers.slices(of: 0..<1, into: 1) == [0..<1])
    }

    @Test("a worker that dies during a run is reported with that run, and a new worker goes on after it")
    func aDyingWorker() throws {
        let scratch = ScratchFolder("fuzz")
        var summary = FuzzSummary(target: "Stand-in")
        summary.runs = 1
        let line = String(decoding: FuzzWorkerMessage(summary: summary).encoded(), as: UTF8.self)
        // A stand-in worker: it starts its first run; run 2 kills it, any other ends with a summary.
        let script = try scratch.write("worker.sh", """
            #!/bin/sh
            while [ "$1" != "--first-run" ]; do shift; done
            echo "{\\"started\\":$2}"
            if [ "$2" = "2" ]; then kill -KILL $$; fi
            echo "{\\"finished\\":$2,\\"failed\\":false}"
            printf '%s' '\(line)'
            """)
        chmod(script, 0o755)
        let finished = Finished()
        var workers = FuzzWorkers(arguments: [], jobs: 3, onRun: { run, failed in finished.add(run, failed) })
        workers.executable = script
        // Slices 0..<2, 2..<4 and 4..<5: the second worker dies in run 2, a new one starts at 3.
        let (merged, crashes) = workers.run(0..<5, target: "Stand-in", storedFile: nil)
        #expect(crashes.map(\.run) == [2])
        #expect(crashes.first?.how == "its process died of signal 9 (Killed)")
        #expect(merged.runs == 3)
        let told = finished.all.sorted { ($0.0 ?? -1) < ($1.0 ?? -1) }
        #expect(told.map(\.0) == [0, 2, 3, 4])
        #expect(told.map(\.1) == [false, true, false, false])
    }

    /// The runs told as they ended, from the workers' threads.
    private final class Finished: @unchecked Sendable {
        private let lock = NSLock()
        private var runs: [(Int?, Bool)] = []
        func add(_ run: Int?, _ failed: Bool) { lock.withLock { runs.append((run, failed)) } }
        var all: [(Int?, Bool)] { lock.withLock { runs } }
    }
}
