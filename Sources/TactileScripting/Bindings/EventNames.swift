import ControlKit
import LuaKit

/// The control-event names a session understands: UIKit's events and masks, plus custom events
/// registered by name in the application-reserved range.
///
/// Custom events take bits 24, 25, 26 and 27 in the order they are registered, so a script that
/// registers the same names in the same order always gets the same bits. There are only four:
/// registering a fifth distinct name is an error naming the four taken (names already registered
/// are returned again, which is how classes sharing an event name share its bit).
///
///     > Control.registerEvent("unlocked")
///     16777216
///     > c:addTarget(fn, {"valueChanged", "unlocked"})
public final class EventNames {
    /// The custom events in the order they were registered (bit 24 first).
    public private(set) var custom: [(name: String, event: Control.Event)] = []

    /// Descriptions already worked out, by raw value; dispatch asks for the same few sets again and again.
    private var descriptions: [UInt: String] = [:]

    /// Events already looked up by name (names, once known, never change meaning); scripts send
    /// the same few events by name again and again.
    private var eventsByName: [String: Control.Event] = [:]

    public init() {}

    /// The event for a custom name, allocating the next free application-reserved bit.
    @discardableResult
    public func register(_ name: String) throws(ScriptError) -> Control.Event {
        if let known = custom.first(where: { $0.name == name }) { return known.event }
        if Control.Event(name: name) != nil { throw .reservedEventName(name) }
        guard custom.count < 4 else { throw .customEventsExhausted(name: name, taken: custom.map(\.name)) }
        let event = Control.Event.application(custom.count)
        custom.append((name, event))
        descriptions.removeAll()
        return event
    }

    /// The event or mask with a name: UIKit's, `applicationN`, or a registered custom one.
    public func event(named name: String) throws(ScriptError) -> Control.Event {
        if let known = eventsByName[name] { return known }
        if let event = Control.Event(name: name) ?? custom.first(where: { $0.name == name })?.event {
            eventsByName[name] = event
            return event
        }
        throw .unknownEvent(name: name, suggestion: NearestName.suggestion(for: name, among: allNames))
    }

    /// Events given as a name (`"valueChanged"`), a mask name (`"allTouchEvents"`), a raw mask
    /// (`4096`) or a list of names and raw values (`{"touchDown", 4}`), uikit-rules §1.4.
    public func events(from value: LuaValue, argument: Int, function: String) throws(ScriptError) -> Control.Event {
        if case .string(let name) = value { return try event(named: name) }
        return try Control.Event.members(from: value, in: .argument(argument, function: function)) { name throws(ScriptError) in
            Int(try event(named: name).rawValue)
        }
    }

    /// The names of the single events in a set, custom events by their registered names.
    public func names(of events: Control.Event) -> [String] {
        var rest = events
        var names: [String] = []
        for (name, event) in custom where rest.contains(event) {
            rest.subtract(event)
            names.append(name)
        }
        let builtIn = rest.isEmpty ? [] : rest.names
        return (builtIn + names).sorted { rank(of: $0) < rank(of: $1) }
    }

    /// A set's name as traffic shows it: one name, or names joined by `|`; `none` when empty.
    public func description(of events: Control.Event) -> String {
        if let known = descriptions[events.rawValue] { return known }
        let description: String
        if let mask = Control.Event.namedMasks.first(where: { $0.event == events }) {
            description = mask.name
        } else {
            let names = names(of: events)
            description = names.isEmpty ? "none" : names.joined(separator: "|")
        }
        descriptions[events.rawValue] = description
        return description
    }

    /// Every name a script may use, for suggestions and completion.
    public var allNames: [String] {
        Control.Event.namedEvents.map(\.name) + Control.Event.namedMasks.map(\.name) + custom.map(\.name)
    }

    /// Orders names by their bit, so custom events sort among the application events.
    private func rank(of name: String) -> UInt {
        (try? event(named: name))?.rawValue ?? .max
    }
}
