import Foundation

/// What the workbench tells a page: JSON text messages, each an object whose `type` says which,
/// and canvas updates as binary messages (`FramePacket`).
public enum ServerMessage: Sendable, Equatable {
    /// The first message a page gets: what it is connected to.
    case welcome(Welcome)
    /// The view tree under the window.
    case tree(TreeNode)
    /// The selected view's properties, or nothing selected.
    case inspector(InspectorContents?)
    /// New traffic records and model activity; `reset` replaces what the page shows.
    case traffic(TrafficBatch)
    /// What a console line printed.
    case console(ConsoleEcho)
    /// The answer to a completion request.
    case completion(insertion: String, listing: [String])
    /// The virtual clock.
    case clock(ClockState)
    /// The recorded inputs and where the session stands among them.
    case timeline(TimelineState)
    /// Where a finger that went down landed, and why when it missed a control.
    case hit(HitReport)
    /// A scenario was saved.
    case saved(scenario: String, transcript: String)
    /// Something the page asked for could not be done; `about` names the request.
    case error(message: String, about: String?)
    /// A line worth showing that answers no request (a plugin reloaded).
    case notice(String)
    /// Changed pixels of the canvas.
    case frame(FramePacket)

    /// The message as it goes over the WebSocket.
    public var encoded: Outbound {
        switch self {
        case .frame(let packet): return .binary(packet.bytes)
        case .welcome(let welcome): return Self.text("welcome", welcome)
        case .tree(let root): return Self.text("tree", ["root": root])
        case .inspector(let contents): return Self.text("inspector", InspectorMessage(contents: contents))
        case .traffic(let batch): return Self.text("traffic", batch)
        case .console(let echo): return Self.text("console", echo)
        case .completion(let insertion, let listing): return Self.text("completion", CompletionMessage(insertion: insertion, listing: listing))
        case .clock(let state): return Self.text("clock", state)
        case .timeline(let state): return Self.text("timeline", state)
        case .hit(let report): return Self.text("hit", report)
        case .saved(let scenario, let transcript): return Self.text("saved", ["scenario": scenario, "transcript": transcript])
        case .error(let message, let about): return Self.text("error", ErrorMessage(message: message, about: about))
        case .notice(let text): return Self.text("notice", ["text": text])
        }
    }

    /// A message's bytes on the wire.
    public enum Outbound: Sendable, Equatable {
        case text(String)
        case binary([UInt8])
    }

    private static func text(_ type: String, _ body: some Encodable) -> Outbound {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(Envelope(type: type, body: body)) else {
            return .text(#"{"type":"error","message":"a message could not be encoded"}"#)
        }
        return .text(String(decoding: data, as: UTF8.self))
    }

    /// `{"type": …, …the body's fields}`.
    private struct Envelope<Body: Encodable>: Encodable {
        let type: String
        let body: Body

        func encode(to encoder: any Encoder) throws {
            try body.encode(to: encoder)
            var container = encoder.container(keyedBy: TypeKey.self)
            try container.encode(type, forKey: .type)
        }

        enum TypeKey: String, CodingKey { case type }
    }

    private struct InspectorMessage: Encodable {
        let contents: InspectorContents?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(contents, forKey: .selection)
        }

        enum Keys: String, CodingKey { case selection }
    }

    private struct CompletionMessage: Encodable {
        let insertion: String
        let listing: [String]
    }

    private struct ErrorMessage: Encodable {
        let message: String
        let about: String?
    }
}

/// What a page is connected to.
public struct Welcome: Encodable, Sendable, Equatable {
    /// The protocol's version.
    public var version = 1
    /// The window's size in points.
    public var width: Double
    public var height: Double
    /// The scale the page's canvas is drawn at.
    public var scale: Double
    /// How the session came about: `serve` (its own) or `repl` (a REPL's, shared with its terminal).
    public var mode: String
    /// The files the session started from.
    public var files: [String]
}

/// One view in the tree.
public struct TreeNode: Encodable, Sendable, Equatable {
    /// The path of subview indices from the window.
    public var path: [Int]
    /// The class, such as `Slider` or a Lua-defined `Knob`.
    public var className: String
    /// Its name in the traffic (`Slider#1`) once it has one.
    public var name: String?
    /// The frame in window coordinates: x, y, width, height.
    public var frame: [Double]
    public var label: String?
    public var hidden: Bool
    public var children: [TreeNode]
}

/// The selected view's properties.
public struct InspectorContents: Encodable, Sendable, Equatable {
    public var path: [Int]
    public var className: String
    public var name: String?
    public var properties: [InspectedProperty]
}

/// One property of the selected view, with the widget that edits it.
public struct InspectedProperty: Encodable, Sendable, Equatable {
    public enum Widget: String, Encodable, Sendable {
        case number, integer, boolean, color, choice, text, lua, readOnly
    }

    public var name: String
    /// The type as the binding declares it (`number`, `Color?`, `"left"|"center"`).
    public var type: String
    public var widget: Widget
    /// The value for the widget: a number, a boolean, a string (`#RRGGBB` for a colour), or nil.
    public var value: InspectedValue
    /// The value as Lua's `tostring` shows it.
    public var display: String
    /// The choices of an enumeration.
    public var choices: [String]?
    /// The property's line of documentation.
    public var doc: String?
}

/// A property's value as the page's widget takes it.
public enum InspectedValue: Encodable, Sendable, Equatable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    case none

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number.isFinite ? number : 0)
        case .boolean(let flag): try container.encode(flag)
        case .string(let text): try container.encode(text)
        case .none: try container.encodeNil()
        }
    }
}

/// Traffic records and model activity since the last batch.
public struct TrafficBatch: Encodable, Sendable, Equatable {
    /// Whether the page drops what it shows first (after time travel).
    public var reset: Bool
    public var entries: [TrafficEntry]
}

/// One line of the traffic panel.
public struct TrafficEntry: Encodable, Sendable, Equatable {
    /// The record's sequence number; nil for model activity (touches, tracking, timers).
    public var seq: Int?
    public var time: Double
    /// A record's kind (`emitted`, `delivered`, …) or the activity's (`touch`, `tracking`,
    /// `gesture`, `timer`, `animation`).
    public var kind: String
    /// The sender's name (`Slider#1`), or the view the activity is about.
    public var sender: String?
    public var event: String?
    public var target: String?
    /// The line as the traffic's one text format writes it.
    public var line: String
}

/// What a console line printed.
public struct ConsoleEcho: Encodable, Sendable, Equatable {
    /// The line as typed.
    public var input: String
    /// The prompt it was typed at (`> ` or `>> ` while a chunk continues).
    public var prompt: String
    public var output: [String]
    public var errors: [String]
    /// The prompt the next line is typed at.
    public var next: String
}

/// The virtual clock as the page shows it.
public struct ClockState: Encodable, Sendable, Equatable {
    public var now: Double
    public var playing: Bool
    public var speed: Double
    /// Whether timers or animations are waiting.
    public var busy: Bool
}

/// The recorded inputs.
public struct TimelineState: Encodable, Sendable, Equatable {
    /// How many inputs are recorded.
    public var count: Int
    /// How many of them the session has had (less than `count` after travelling back).
    public var position: Int
    /// The index of the first input below: the page keeps the ones before it and drops the rest.
    public var from: Int
    /// The virtual time of each input from `from` on, for the slider's marks.
    public var times: [Double]
    /// A word for each of those inputs (`down`, `move`, `console`, `clock`, …).
    public var kinds: [String]
}

/// Where a finger landed.
public struct HitReport: Encodable, Sendable, Equatable {
    public var x: Double
    public var y: Double
    /// The view the window's hit test found, by path and class.
    public var path: [Int]?
    public var view: String?
    /// Why the touch went there instead of to a control under the finger, when it did.
    public var explanation: String?
}
