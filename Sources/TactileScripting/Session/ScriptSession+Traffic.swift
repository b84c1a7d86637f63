import ControlKit
import LuaKit

/// The primitives of the `traffic` table, the same in the REPL and in scenarios (prelude.lua):
/// `traffic()` or `traffic:all(filter)` (the records as Lua tables), `traffic:of(sender)`,
/// `traffic:clear()`, `traffic:note(text)` and `traffic:watch(filter, fn)`. A record table has
/// `seq`, `time`, `kind` (`emitted`, `delivered`, `unhandled`, `failed`, `note`), `sender`,
/// `event`, `state` (a gesture recognizer's), `target`, `action`, `route`, `inputEvent` (for an
/// action: the input event it went with, `"Event#1"`, or false for none), `registrations`,
/// `message` and `line`; absent parts are nil. A filter table may give `sender` (an object or a
/// name such as `"Slider#1"`), `event` (names or list), `target` and `kind` (a kind or a list
/// of kinds).
extension ScriptSession {
    func installTrafficPrimitives() throws(LuaError) {
        try hostAnswer("records") { session, call in
            let filter = try session.trafficFilter(call[1], function: "traffic", argument: 1)
            let records = session.stage.application.traffic.records.filter(filter.matches)
            var tables: [LuaValue] = []
            for record in records { tables.append(try session.luaTable(for: record)) }
            return try session.luaList(tables)
        }
        try hostAnswer("trafficName") { session, call in
            try call.expectCount(1...1)
            let name = try? session.objectName(call[1])
            return name.map { .string($0.description) } ?? .nil
        }
        try hostFunction("clearTraffic") { session, _ in
            session.stage.application.traffic.clear()
            return []
        }
        try hostFunction("note") { session, call in
            try call.expectCount(1...1)
            session.stage.application.note(try call.value(1, as: String.self))
            return []
        }
        try hostAnswer("watch") { session, call in
            try call.expectCount(1...2)
            let (filterValue, handler): (LuaValue, LuaFunction)
            if case .function(let function) = call[1] {
                (filterValue, handler) = (.nil, LuaFunction(luaValue: .function(function))!)
            } else {
                (filterValue, handler) = (call[1], try call.value(2, as: LuaFunction.self))
            }
            let filter = try session.trafficFilter(filterValue, function: "watch", argument: 1)
            let identifier = session.stage.nextWatcher
            session.stage.nextWatcher += 1
            session.stage.watchers[identifier] = session.stage.application.traffic.observe(filter) { [weak session] record in
                guard let session else { return }
                do {
                    try handler.reference.call([session.luaTable(for: record)])
                } catch {
                    _ = session.reportFailure(error, sender: nil, event: "traffic.watch")
                }
            }
            return .integer(identifier)
        }
        try hostFunction("unwatch") { session, call in
            if let identifier = Int(luaValue: call[1]) { session.stage.watchers.removeValue(forKey: identifier)?.cancel() }
            return []
        }
    }

    /// A traffic record as a Lua table, the one form the REPL and scenarios read: the sender
    /// and target are the objects themselves while they live and Lua can hold them (the
    /// function of a function target), their names (`"Slider#1"`) otherwise; `line` is the
    /// record as the traffic's one text format writes it, which is also how it prints.
    public func luaTable(for record: ControlKit.TrafficRecord) throws(LuaError) -> LuaValue {
        let table = try lua.newTable()
        let formatter = trafficFormatter
        let event = formatter.event(of: record)
        let fields: [(String, LuaValue)] = [
            ("seq", .integer(record.sequence)), ("time", .number(record.time)), ("kind", .string(record.kind.rawValue)),
            ("sender", try luaValue(forTrafficName: record.sender)),
            ("event", record.controlEvent == nil ? .nil : .string(event)),
            ("state", record.gestureState.map { .string($0.description) } ?? .nil),
            ("target", try luaValue(forTrafficName: record.target)),
            ("action", record.action.map(LuaValue.string) ?? .nil),
            ("inputEvent", record.inputEvent.map(Self.luaValue(of:)) ?? .nil),
            ("route", record.route.map { .string($0.rawValue) } ?? .nil),
            ("registrations", record.registrations.map(LuaValue.integer) ?? .nil),
            ("message", record.message.map(LuaValue.string) ?? .nil),
            ("line", .string(formatter.line(record, numbered: true))),
        ]
        for (key, value) in fields where value != .nil { try table.rawSet(.string(key), value) }
        return .table(table)
    }

    /// How this session's traffic reads as text: the one format, with the custom event names
    /// its scripts registered.
    public var trafficFormatter: TrafficFormatter {
        TrafficFormatter(eventName: eventNames.description(of:))
    }

    /// The object a record names, as Lua sees it: the object itself while it lives and Lua can
    /// hold it, else its name.
    private func luaValue(forTrafficName name: ObjectName?) throws(LuaError) -> LuaValue {
        guard let name else { return .nil }
        switch stage.application.object(named: name) {
        case let target as any ActionTarget:
            let value = try luaValue(forTarget: target)
            if value != .nil { return value }
        case let object?:
            if classes.installedClass(of: object) != nil { return try luaValue(for: object) }
        case nil:
            break
        }
        return .string(name.description)
    }

    /// The event an action went with, as records give it to Lua: its name (`Event#1`), or false
    /// for none.
    static func luaValue(of inputEvent: TrafficRecord.ActionEvent) -> LuaValue {
        switch inputEvent {
        case .absent: .boolean(false)
        case .event(let name): .string(name.description)
        }
    }

    /// A filter from a Lua table (nil: everything).
    func trafficFilter(_ value: LuaValue, function: String, argument: Int) throws -> TrafficFilter {
        guard case .table(let table) = value else {
            if case .nil = value { return .all }
            throw ScriptError.badArgument(position: argument, function: function, expected: "filter table", got: classes.typeName(of: value))
        }
        let known = ["sender", "event", "target", "kind"]
        for key in try table.keys() {
            guard case .string(let name) = key, known.contains(name) else {
                let name = String(luaValue: key) ?? describe(key)
                throw ScriptError.badArgument(argument, to: function, LuaMessages.unknown("filter key", name, among: known))
            }
        }
        var filter = TrafficFilter()
        filter.sender = try objectName(try table.rawGet("sender"))
        filter.target = try objectName(try table.rawGet("target"))
        let events = try table.rawGet("event")
        if events != .nil { filter.events = try eventNames.events(from: events, argument: argument, function: function) }
        let kinds = try table.rawGet("kind")
        if kinds != .nil {
            let names: [LuaValue] = if case .table(let list) = kinds { try list.entries().map(\.value) } else { [kinds] }
            filter.kinds = Set(try names.map { name throws -> ControlKit.TrafficRecord.Kind in
                guard case .string(let text) = name, let kind = ControlKit.TrafficRecord.Kind(rawValue: text) else {
                    throw ScriptError.badArgument(argument, to: function, "unknown record kind '\(String(luaValue: name) ?? describe(name))'")
                }
                return kind
            })
        }
        return filter
    }

    /// An object's traffic name from a proxy, a table registered as a target, or a name such as
    /// `"Slider#1"`.
    private func objectName(_ value: LuaValue) throws -> ObjectName? {
        if case .nil = value { return nil }
        if let object = object(from: value) { return stage.application.name(of: object) }
        if case .table = value, let target = try actionTarget(for: value, create: false) { return stage.application.name(of: target) }
        guard case .string(let text) = value, let name = ObjectName(text) else {
            throw ScriptError.message("a traffic filter names objects by value or as \"Type#n\", got \(describe(value))")
        }
        return name
    }
}
