import ArgumentParser
import Foundation
import TactileScripting

/// `tactile test --watch`: runs the files once, then watches the scenario files and the plugin
/// path and, after each change, runs the files it affects (`AffectedScenarios`) with the same
/// options. Between runs it writes plain lines, never clearing the screen:
///
///     ── change: plugins/knob.lua → 2 files ──
///     plugins/knob_test.lua ...
///     scripts/dial.lua ..
///     5 passed, 0 failed
///     (2 files in 0.041 s)
///     watching 31 files… (Ctrl-C to stop)
extension TestCommand {
    func runWatching(_ files: [String], plugins: PluginPathOptions, selection: TestSelection) -> Never {
        let runs = WatchRuns()
        runs.stopOnInterrupt()
        let roots = ScenarioDiscovery.roots(paths, pluginFolders: plugins.path) + plugins.path
        let watcher = FileWatcher(roots: Array(Set(roots)).sorted()) { $0.hasSuffix(".lua") }
        var pluginsUsed: [String: [String]] = [:]
        var scenarios = files
        func runAgain(_ chosen: [String]) {
            runs.started()
            var status: Int32 = 0
            do {
                let results = try runFiles(chosen, plugins: plugins, selection: selection)
                for result in results { pluginsUsed[result.file] = result.plugins ?? pluginsUsed[result.file] }
                if let unmatched = unmatched(results, selection: selection) { ReportOutput.line(unmatched) }
                status = RunSummary(results).failed > 0 ? 1 : 0
            } catch {
                status = (error as? ExitCode)?.rawValue ?? 2
            }
            runs.finished(status: status)
            ReportOutput.line(Self.waiting(watcher.count))
        }
        runAgain(scenarios)
        while true {
            let changes = watcher.waitForChanges()
            do {
                scenarios = try ScenarioDiscovery.discover(paths, pluginFolders: plugins.path)
            } catch {
                scenarios = []
                ReportOutput.error("tactile test: \(error)")
            }
            pluginsUsed = pluginsUsed.filter { scenarios.contains($0.key) }
            let affected = AffectedScenarios.files(changed: changes.map(\.path), scenarios: scenarios,
                                                   pluginFolders: plugins.path, pluginsUsed: pluginsUsed)
            ReportOutput.line("\n" + Self.separator(changes, affected: affected.count))
            if affected.isEmpty {
                ReportOutput.line(Self.waiting(watcher.count))
            } else {
                runAgain(affected)
            }
        }
    }

    /// The line the watch waits with.
    static func waiting(_ count: Int) -> String {
        "watching \(count) file\(count == 1 ? "" : "s")… (Ctrl-C to stop)"
    }

    /// `── change: plugins/knob.lua → 3 files ──`, naming at most three changed files.
    static func separator(_ changes: [FileWatcher.Change], affected: Int) -> String {
        let named = changes.prefix(3).map { change in
            let path = change.path.hasPrefix("./") ? String(change.path.dropFirst(2)) : change.path
            return switch change.kind {
            case .added: path + " (new)"
            case .modified: path
            case .removed: path + " (removed)"
            }
        }
        let more = changes.count > 3 ? " and \(changes.count - 3) more" : ""
        let files = affected == 0 ? "no scenario file" : affected == 1 ? "1 file" : "\(affected) files"
        return "── change: \(named.joined(separator: ", "))\(more) → \(files) ──"
    }
}

/// Whether a watch is running files, and how its last complete run ended: what Ctrl-C exits with.
private final class WatchRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var running = false
    private var lastStatus: Int32 = 0
    private var interrupts: DispatchSourceSignal?

    func started() { lock.withLock { running = true } }

    func finished(status: Int32) {
        lock.withLock {
            running = false
            lastStatus = status
        }
    }

    /// Makes Ctrl-C (SIGINT) end the process with the last complete run's status, or 130 (as a
    /// shell reports an interrupted program) in the middle of a run. The worker processes die
    /// with it.
    func stopOnInterrupt() {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [self] in
            let status = lock.withLock { running ? 130 : lastStatus }
            ReportOutput.line("")
            _exit(status)
        }
        source.resume()
        interrupts = source
    }
}
