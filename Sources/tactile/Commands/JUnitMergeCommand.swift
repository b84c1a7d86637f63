import ArgumentParser
import Foundation
import TactileScripting

/// `tactile junit-merge -o all.xml shard-*.xml`: one JUnit report from the reports of a sharded
/// run's machines, every suite kept, the totals summed.
struct JUnitMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "junit-merge",
        abstract: "Merge the JUnit XML reports of a sharded run (tactile test --shard i/n --junit …) into one.",
        discussion: "Exits with status 0 when the merged report was written, 2 when an input is missing or not JUnit XML."
    )

    @Option(name: .shortAndLong, help: "The merged report to write (replaced atomically; through a symbolic link, its target).")
    var output: String

    @Argument(help: "The reports to merge, in order.")
    var reports: [String]

    func validate() throws {
        guard !reports.isEmpty else { throw ValidationError("give the JUnit reports to merge") }
    }

    func run() throws {
        do {
            let files = try reports.map(JUnitFile.init(path:))
            try FileReplacement.write(Array(JUnitFile.merged(files).utf8), to: output)
        } catch {
            ReportOutput.error("tactile junit-merge: error: \(error)")
            throw ExitCode(2)
        }
    }
}
