import Foundation
import TactileScripting

/// What the threads of a `ScenarioWorkerPool` share: the files still to run, each file's results
/// so far, and what each worker slot is doing (for the monitor that stops hung workers).
final class WorkBoard: @unchecked Sendable {
    /// A file to run, leaving out its first `skip` tests.
    struct Job {
        var file: Int
        var skip: Int
    }

    /// What one slot's worker is doing.
    private struct Slot {
        var pid: Int32?
        var phase: TestPhase?
        var since = ContinuousClock.now
        var killed = false
        var retry: Job?
    }

    let files: [String]
    private let condition = NSCondition()
    private var nextFile = 0
    private var results: [[TestResult]]
    private var durations: [Double?]
    private var starts: [ContinuousClock.Instant?]
    private var plugins: [Set<String>?]
    private var slots: [Slot]
    private var finished = false

    init(files: [String], slots: Int) {
        self.files = files
        results = Array(repeating: [], count: files.count)
        durations = Array(repeating: nil, count: files.count)
        starts = Array(repeating: nil, count: files.count)
        plugins = Array(repeating: nil, count: files.count)
        self.slots = Array(repeating: Slot(), count: slots)
    }

    var fileCount: Int { files.count }

    /// The next job for `slot`: its own retry first, then the next file; nil when none is left.
    func claim(slot: Int) -> Job? {
        locked {
            if let retry = slots[slot].retry {
                slots[slot].retry = nil
                return retry
            }
            guard nextFile < files.count else { return nil }
            nextFile += 1
            return Job(file: nextFile - 1, skip: 0)
        }
    }

    /// `slot` runs `job` in process `pid` from now.
    func started(_ job: Job, slot: Int, pid: Int32) {
        locked {
            if starts[job.file] == nil { starts[job.file] = .now }
            slots[slot].pid = pid
            slots[slot].phase = nil
            slots[slot].since = .now
            slots[slot].killed = false
        }
    }

    /// `slot`'s worker waits for its next file.
    func idle(slot: Int) {
        locked { slots[slot].phase = nil }
    }

    /// `slot`'s worker began a phase.
    func enter(_ phase: TestPhase, slot: Int) {
        locked {
            slots[slot].phase = phase
            slots[slot].since = .now
        }
    }

    /// `slot`'s worker died: what it was doing, and whether the monitor killed it.
    func leave(slot: Int) -> (TestPhase?, killed: Bool) {
        locked {
            defer { slots[slot] = Slot() }
            return (slots[slot].phase, slots[slot].killed)
        }
    }

    /// `slot` takes up `job` next (the rest of a file whose worker died).
    func requeue(_ job: Job, slot: Int) {
        locked { slots[slot].retry = job }
    }

    func append(_ result: TestResult, to file: Int) {
        locked {
            results[file].append(result)
            condition.broadcast()
        }
    }

    /// A worker running `file` (or a part of it, when its first worker died) loaded `used` plugins.
    func used(_ used: [String], by file: Int) {
        locked { plugins[file] = (plugins[file] ?? []).union(used) }
    }

    /// The plugins `file`'s workers loaded, sorted; nil when none reported them.
    func plugins(of file: Int) -> [String]? {
        locked { plugins[file]?.sorted() }
    }

    /// The file is done, after `duration` seconds in its worker (the parent's own count when
    /// it took several workers).
    func done(_ job: Job, duration: Double) {
        locked {
            let elapsed = starts[job.file].map { seconds(ContinuousClock.now - $0) } ?? duration
            durations[job.file] = job.skip > 0 ? elapsed : duration
            condition.broadcast()
        }
    }

    /// The file ends with `result`.
    func fail(_ job: Job, with result: TestResult) {
        locked {
            results[job.file].append(result)
            durations[job.file] = starts[job.file].map { seconds(ContinuousClock.now - $0) } ?? 0
            condition.broadcast()
        }
    }

    /// Blocks until file `index` has more than `known` results or is done; returns its results and,
    /// when done, its duration.
    func wait(for index: Int, beyond known: Int) -> ([TestResult], Double?) {
        condition.lock()
        defer { condition.unlock() }
        while results[index].count <= known && durations[index] == nil { condition.wait() }
        return (results[index], durations[index])
    }

    /// The slots whose current phase has run longer than `limit` seconds, with their process.
    func overdue(after limit: Double) -> [(slot: Int, pid: Int32)] {
        locked {
            slots.indices.compactMap { index in
                let slot = slots[index]
                guard let pid = slot.pid, slot.phase != nil, !slot.killed,
                      seconds(ContinuousClock.now - slot.since) > limit else { return nil }
                return (index, pid)
            }
        }
    }

    func markKilled(slot: Int) {
        locked { slots[slot].killed = true }
    }

    var isFinished: Bool { locked { finished } }

    func finishAll() {
        locked { finished = true }
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
