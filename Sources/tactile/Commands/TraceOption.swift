import ArgumentParser
import Foundation
import TactileScripting

/// `--trace FILE`, which `run` and `test` share: the session's timeline written to FILE in the
/// Chrome trace-event format (see `ChromeTrace`).
struct TraceOption: ParsableArguments {
    @Option(help: ArgumentHelp("Write a timeline of what the model did (touches, tracking, traffic, gestures, timers, animations) "
                               + "to this file as Chrome trace-event JSON, for Perfetto or chrome://tracing.", valueName: "file"))
    var trace: String?

    func validate() throws {
        guard let trace else { return }
        do {
            try FileReplacement.checkReplaceable(trace)
        } catch {
            throw ValidationError("--trace: \(error)")
        }
    }

    /// The same option spelled for a worker process (which records, and leaves the writing to its parent).
    var arguments: [String] { trace.map { ["--trace", $0] } ?? [] }

    /// Writes the processes' timelines to the file, when one was asked for; a failure is an error
    /// of the command (`command: error: …`, exit status 2).
    func write(_ processes: [ChromeTrace.Process], command: String) throws {
        guard let trace else { return }
        do {
            try FileReplacement.write(Array(try ChromeTrace.data(processes)), to: trace)
        } catch {
            ReportOutput.error("tactile \(command): error: \(error)")
            throw ExitCode(2)
        }
    }
}
