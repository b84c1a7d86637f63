import Foundation
import TactileScripting

/// The timeline `:trace file out.json` writes: every session of the REPL since (a `:reset`
/// starts the next on a fresh clock), rewritten after each input so the file is always current.
final class REPLTimeline {
    /// Where the timeline goes.
    let path: String
    private let recorder: TimelineRecorder
    /// The sessions that ended (by `:reset`) since recording started.
    private var earlierSessions: [Timeline] = []

    /// Starts recording `session`'s model into the file at `path`.
    init(path: String, session: ScriptSession) {
        self.path = path
        recorder = TimelineRecorder(formatter: session.trafficFormatter)
        recorder.follow(session.stage.application)
    }

    /// Carries on in the fresh session after a `:reset`.
    func follow(_ session: ScriptSession) {
        earlierSessions.append(recorder.take())
        recorder.follow(session.stage.application)
    }

    /// Writes what was recorded so far.
    func write() throws {
        let sessions = earlierSessions + [recorder.snapshot()]
        let segments = sessions.enumerated().map { index, timeline in
            ChromeTrace.Segment(name: "session \(index + 1)", timeline: timeline)
        }
        try FileReplacement.write(Array(try ChromeTrace.data([ChromeTrace.Process(name: "REPL", segments: segments)])), to: path)
    }
}
