/// What a session's model did over a stretch of virtual time — one test, a script, a REPL
/// session — as slices and instants on named tracks; `ChromeTrace` writes timelines in the
/// trace-event format. Times are virtual seconds from the start of the application's clock.
public struct Timeline: Codable, Equatable, Sendable {
    /// The virtual seconds the timeline spans, from 0.
    public var duration: Double
    /// Slices and instants, in the order they were recorded (a slice when it ended).
    public var events: [TimelineEvent]

    public init(duration: Double, events: [TimelineEvent]) {
        self.duration = duration
        self.events = events
    }
}

/// One slice (something with a start and an end) or instant on a track of a `Timeline`.
public struct TimelineEvent: Codable, Equatable, Sendable {
    /// What the event is on the time axis.
    public enum Kind: String, Codable, Sendable {
        case slice, instant
    }

    public var kind: Kind
    /// What the viewer writes on it: `Touch#1`, `tracking`, `valueChanged`, `moved`.
    public var name: String
    /// What part of the model it comes from: `touch`, `tracking`, `event`, `action`, `note`,
    /// `gesture`, `timer`, `animation`, `test`.
    public var category: String
    public var track: TimelineTrack
    /// When it happens (a slice: begins), in virtual seconds.
    public var time: Double
    /// How long a slice lasts, in virtual seconds; nil for an instant.
    public var duration: Double?
    /// The details a viewer shows beside it.
    public var arguments: [String: TimelineValue]

    public init(_ kind: Kind, name: String, category: String, track: TimelineTrack, time: Double, duration: Double? = nil,
                arguments: [String: TimelineValue] = [:]) {
        self.kind = kind
        self.name = name
        self.category = category
        self.track = track
        self.time = time
        self.duration = duration
        self.arguments = arguments
    }
}

/// A row of the timeline: a finger, an object of the model (by its traffic name), or one of the
/// shared rows. Viewers show the kinds in this order.
public struct TimelineTrack: Codable, Hashable, Sendable {
    public enum Kind: Int, Codable, Sendable, Comparable {
        case tests, fingers, objects, timers, animations, notes

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var kind: Kind
    /// `finger 1`, `Slider#1`, `timers`.
    public var name: String

    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    /// The row of the tests (and of a script's `it` blocks).
    public static let tests = TimelineTrack(.tests, "tests")
    /// The row of timers and delayed calls.
    public static let timers = TimelineTrack(.timers, "timers")
    /// The row of traffic with no sender (notes of a scenario).
    public static let notes = TimelineTrack(.notes, "notes")
}

/// A value shown beside an event: text, a number or a flag.
public enum TimelineValue: Codable, Equatable, Sendable {
    case text(String)
    case number(Double)
    case flag(Bool)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .flag(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .flag(let flag): try container.encode(flag)
        }
    }
}
