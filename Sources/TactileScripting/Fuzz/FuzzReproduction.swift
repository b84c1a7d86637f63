import Foundation

/// A failure written as a scenario file and its golden transcript (docs/fuzzing.md §4), which
/// `tactile test` replays: the traffic matches the transcript, then the watch fails with the
/// invariant's message while the bug is there.
public struct FuzzReproduction: Sendable {
    /// The scenario's path.
    public let scenario: String
    /// The golden transcript's path.
    public let transcript: String
    /// The scenario's text.
    public let text: String

    /// The reproduction of a failure of a target, in `folder`; `command` is how the fuzzer was
    /// run, for the file's header.
    public init(failure: FuzzFailure, target: FuzzTarget, folder: String, command: String) {
        let name = "\(target.stem)_fuzz_\(failure.violation.slug)"
        let prefix = folder.isEmpty || folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        scenario = prefix + name + "_test.lua"
        transcript = prefix + name + ".transcript"
        let violation = failure.violation
        let found = failure.fromDatabase ? "found again from the fuzz database" : "run \(failure.run)"
        var header = [
            "Written by `\(command)` (\(found)): the \(failure.foundLength) steps it found, shrunk to \(failure.steps.count).",
            "It breaks \"\(violation.title)\" (\(violation.rule)):",
            "  \(violation.message)",
        ]
        if violation.culprit == .invariant { header.append("The invariant itself raised the error: the fault is the invariant's, not the control's.") }
        header += Self.replayNote(for: violation) + [
            "After a fix the traffic changes: accept it with `tactile test --update` and keep the file as a",
            "regression test. The watch's own actions show in the traffic as `-> watch 1` and `-> watch 2`",
            "(docs/fuzzing.md).",
        ]
        let writer = FuzzScriptWriter(viewNames: FuzzScriptWriter.variableNames(forTypes: failure.viewTypes))
        let title = (target.className ?? target.stem) + " under tactile fuzz"
        text = writer.file(header: header, setUp: target.setUp, title: title,
                           testName: "keeps its invariants (seed \(failure.seed), run \(failure.run))",
                           steps: failure.steps, refused: Set(failure.refused), transcript: name)
        self.transcriptText = failure.transcript
    }

    /// The golden transcript's text.
    public let transcriptText: String

    /// What `tactile test` does with the file while the bug is there.
    private static func replayNote(for violation: FuzzViolation) -> [String] {
        switch violation.invariant {
        case FuzzInvariant.releasedAfterSession.rawValue:
            return ["The leak shows only once the session closes, which a test cannot see from inside: this file",
                    "replays the steps, and `tactile fuzz` checks the leak again (its database runs them first)."]
        case FuzzInvariant.noHang.rawValue, FuzzInvariant.memoryWithinLimit.rawValue:
            return ["`tactile test` replays it under its own limits (--budget, --timeout, --memory): the test",
                    "stops at a limit while the bug is there."]
        case FuzzInvariant.noErrorEscapes.rawValue where escapedError(in: violation.message) != nil:
            return ["`tactile test` replays it: the assignment fails with that error while the bug is there."]
        default:
            return ["`tactile test` replays it: the traffic matches the golden transcript beside this file, then",
                    "watch:verify() fails with that message while the bug is there."]
        }
    }

    /// Writes both files (the folder must exist).
    public func write() throws(FuzzError) {
        do {
            try FileReplacement.write(Array(text.utf8), to: scenario)
            try FileReplacement.write(Array(transcriptText.utf8), to: transcript)
        } catch {
            throw FuzzError("cannot write the reproduction: \(error)")
        }
    }

    /// Runs the written scenario as `tactile test` does and says whether it replays the failure:
    /// nil when its test fails as the failure says it should, else what happened instead. A
    /// leak cannot be seen from inside a test (it shows once the session closes): its
    /// reproduction is not run, and `tactile fuzz` checks it again from the database.
    public func replayProblem(of failure: FuzzFailure, target: FuzzTarget) -> String? {
        let violation = failure.violation
        if violation.invariant == FuzzInvariant.releasedAfterSession.rawValue { return nil }
        let path = target.pluginPath, trusted = target.trustPlugins
        let runner = ScenarioRunner(settings: ScenarioSettings(), makeStage: {
            var options = ScriptSession.Options()
            options.pluginPath = path
            options.trustPlugins = trusted
            return ControlStage(options: options)
        })
        let result = runner.test(file: scenario)
        guard let test = result.tests.first else { return "it ran no test" }
        guard test.status == .failed || test.status == .errored, let message = test.message else {
            return "its test \(test.status.rawValue) instead of failing with \"\(violation.title)\""
        }
        switch violation.invariant {
        case FuzzInvariant.noHang.rawValue, FuzzInvariant.memoryWithinLimit.rawValue:
            guard let kind = test.errorKind, [.budget, .timeout, .memory].contains(kind) else {
                return "its test failed with something else than a limit: \(message)"
            }
            return nil
        default:
            let escaped = violation.invariant == FuzzInvariant.noErrorEscapes.rawValue ? Self.escapedError(in: violation.message) : nil
            let expected = escaped ?? ("invariant broken: " + violation.summary)
            return message.contains(expected) ? nil : "its test failed with something else: \(message)"
        }
    }

    /// The error an assignment raised, without its position, when the failure is one: the
    /// scenario fails with it at the assignment's line.
    static func escapedError(in message: String) -> String? {
        guard let range = message.range(of: "raised an error: ") else { return nil }
        let error = message[range.upperBound...]
        guard let position = error.range(of: #"^[^:\s]+:\d+: "#, options: .regularExpression) else { return String(error) }
        return String(error[position.upperBound...])
    }
}
