import Foundation

/// Writes timelines in the Chrome trace-event format (the JSON object form, `{"traceEvents": …}`)
/// that Perfetto and `chrome://tracing` open: one process per scenario file (or REPL), numbered
/// from 1 and named after it; one thread per track (the tests, each finger, each object of the
/// model by its traffic name, timers, each animation lane), named by metadata events; slices as
/// complete events (`X`), instants as `i` events on their thread; times in microseconds of
/// virtual time.
///
/// A process's segments — the tests of a file, or the sessions of a REPL — each start from 0 on
/// their own clock; they are laid end to end, and each named segment is a slice on the tests'
/// track.
public enum ChromeTrace {
    /// One process of the trace.
    public struct Process: Sendable {
        /// The scenario file, or what else the process stands for.
        public var name: String
        public var segments: [Segment]

        public init(name: String, segments: [Segment]) {
            self.name = name
            self.segments = segments
        }
    }

    /// A timeline of a process and, when named, the slice that spans it on the tests' track (a test).
    public struct Segment: Sendable {
        public var name: String?
        public var arguments: [String: TimelineValue]
        public var timeline: Timeline

        public init(name: String?, arguments: [String: TimelineValue] = [:], timeline: Timeline) {
            self.name = name
            self.arguments = arguments
            self.timeline = timeline
        }
    }

    /// The trace of the processes as JSON.
    public static func data(_ processes: [Process]) throws -> Data {
        let events = processes.enumerated().flatMap { index, process in traceEvents(of: process, pid: index + 1) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(File(traceEvents: events, displayTimeUnit: "ms"))
    }

    private static func traceEvents(of process: Process, pid: Int) -> [Event] {
        var placed: [TimelineEvent] = []
        var offset = 0.0
        for segment in process.segments {
            if let name = segment.name {
                placed.append(TimelineEvent(.slice, name: name, category: "test", track: .tests, time: offset,
                                            duration: segment.timeline.duration, arguments: segment.arguments))
            }
            placed += segment.timeline.events.map { event in
                var shifted = event
                shifted.time += offset
                return shifted
            }
            offset += segment.timeline.duration
        }
        var tracks: [TimelineTrack] = []
        for event in placed where !tracks.contains(event.track) { tracks.append(event.track) }
        tracks = tracks.enumerated().sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }.map(\.element)
        let tids = Dictionary(uniqueKeysWithValues: tracks.enumerated().map { ($0.element, $0.offset + 1) })
        var events = [Event(metadata: "process_name", pid: pid, tid: 0, value: .text(process.name))]
        for (track, tid) in tracks.map({ ($0, tids[$0]!) }) {
            events.append(Event(metadata: "thread_name", pid: pid, tid: tid, value: .text(track.name)))
            events.append(Event(metadata: "thread_sort_index", pid: pid, tid: tid, value: .number(Double(tid))))
        }
        // In time order; at one time a slice comes before the instants it holds.
        let ordered = placed.enumerated().sorted {
            ($0.element.time, $0.element.kind == .slice ? 0 : 1, $0.offset) < ($1.element.time, $1.element.kind == .slice ? 0 : 1, $1.offset)
        }.map(\.element)
        return events + ordered.map { Event($0, pid: pid, tid: tids[$0.track]!) }
    }

    /// The top-level object.
    private struct File: Encodable {
        let traceEvents: [Event]
        let displayTimeUnit: String
    }

    /// One trace event, with the format's field names.
    private struct Event: Encodable {
        let name: String
        let cat: String?
        let ph: String
        let ts: Double?
        let dur: Double?
        let pid: Int
        let tid: Int
        let s: String?
        let args: [String: TimelineValue]

        init(_ event: TimelineEvent, pid: Int, tid: Int) {
            name = event.name
            cat = event.category
            ph = event.kind == .slice ? "X" : "i"
            ts = microseconds(event.time)
            dur = event.duration.map(microseconds)
            self.pid = pid
            self.tid = tid
            s = event.kind == .instant ? "t" : nil
            args = event.arguments
        }

        /// A metadata event (`M`) naming or ordering a process or thread.
        init(metadata name: String, pid: Int, tid: Int, value: TimelineValue) {
            self.name = name
            cat = nil
            ph = "M"
            ts = nil
            dur = nil
            self.pid = pid
            self.tid = tid
            s = nil
            args = name.hasSuffix("sort_index") ? ["sort_index": value] : ["name": value]
        }
    }

    /// Virtual seconds as microseconds, to the nanosecond (so 0.05 s is 50000, not 50000.000000000007).
    private static func microseconds(_ seconds: Double) -> Double {
        (seconds * 1e9).rounded() / 1e3
    }
}

extension ChromeTrace.Process {
    /// A scenario file run by `tactile test`: each test a segment, named with its full name.
    public init(testsOf file: FileResult) {
        self.init(name: file.file, segments: file.tests.map { test in
            var arguments: [String: TimelineValue] = ["status": .text(test.status.rawValue)]
            if let message = test.message { arguments["message"] = .text(message) }
            return ChromeTrace.Segment(name: test.path.isEmpty ? "(file)" : test.name, arguments: arguments,
                                       timeline: test.timeline ?? Timeline(duration: 0, events: []))
        })
    }
}
