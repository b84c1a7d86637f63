import ControlKit
import LuaKit

/// `traffic()` (the records as Lua tables), `traffic.clear()`, `traffic.note(text)` and
/// `traffic.watch(filter, fn)`. A record table has `seq`, `time`, `kind` (`emitted`, `delivered`,
/// `unhandled`, `failed`, `note`), `sender`, `event`, `target`, `action`, `route`, `inputEvent`
/// (for an action: the input event it went with, `"Event#1"`, or false for none),
/// `registrations` and `message`; absent parts are nil. A filter table may give `sender` (an
/// object or a name such as `"Slider#1"`), `event` (names or list), `target` and `kind` (a
/// kind or a list of kinds).
extension ScriptSession {
    func installTrafficPrimitives() throws(LuaError) {
        try hostAnswer("records") { session, call in
            let filter = try session.trafficFilter(call[1], function: "traffic", argument: 1)
            let records = session.application.traffic.records.filter(filter.matches)
            var tables: [LuaValue] = []
            for record in records { tables.append(try session.luaTable(for: record)) }
            return try session.luaList(tables)
        }
        try hostFunction("clearTraffic") { session, _ in
            session.application.traffic.clear()
            return []
        }
        try hostFunction("note") { session, call in
            try call.expectCount(1...1)
            session.application.note(try call.value(1, as: String.self))
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
            let identifier = session.nextWatcher
            session.nextWatcher += 1
            session.watchers[identifier] = session.application.traffic.observe(filter) { [link = session.link] record in
                guard let session = link.session else { return }
                do {
                    try handler.reference.call([session.luaTable(for: record)])
                } catch {
                    _ = session.reportFailure(error, sender: nil, event: "traffic.watch")
                }
            }
            return .integer(identifier)
        }
        try hostFunction("unwatch") { session, call in
            if let identifier = Int(luaValue: call[1]) { session.watchers.removeValue(forKey: identifier)?.cancel() }
            return []
        }
    }

    /// A traffic record as a Lua table.
    public func luaTable(for record: ControlKit.TrafficRecord) throws(LuaError) -> LuaValue {
        let table = try lua.newTable()
        let fields: [(String, LuaValue)] = [
            ("seq", .integer(record.sequence)), ("time", .number(record.time)), ("kind", .string(record.kind.rawValue)),
            ("sender", record.sender.map { .string($0.description) } ?? .nil),
            ("event", record.controlEvent.map { .string(eventNames.description(of: $0)) } ?? .nil),
            ("state", record.gestureState.map { .string($0.description) } ?? .nil),
            ("target", record.target.map { .string($0.description) } ?? .nil),
            ("action", record.action.map(LuaValue.string) ?? .nil),
            ("inputEvent", record.inputEvent.map(Self.luaValue(of:)) ?? .nil),
            ("route", record.route.map { .string($0.rawValue) } ?? .nil),
            ("registrations", record.registrations.map(LuaValue.integer) ?? .nil),
            ("message", record.message.map(LuaValue.string) ?? .nil),
        ]
        for (key, value) in fields where value != .nil { try table.rawSet(.string(key), value) }
        return .table(table)
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
            throw ScriptError.badArgument(position: argument, function: function, expected: "filter table", got: typeName(of: value))
        }
        let known = ["sender", "event", "target", "kind"]
        for key in try table.keys() {
            guard case .string(let name) = key, known.contains(name) else {
                let name = String(luaValue: key) ?? describe(key)
                throw ScriptError.message("bad argument #\(argument) to '\(function)' (unknown filter key '\(name)'"
                    + (NearestName.suggestion(for: name, among: known).map { "; did you mean '\($0)'?" } ?? "") + ")")
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
                    throw ScriptError.message("bad argument #\(argument) to '\(function)' (unknown record kind '\(String(luaValue: name) ?? describe(name))')")
                }
                return kind
            })
        }
        return filter
    }

    /// An object's traffic name from a proxy or a name such as `"Slider#1"`.
    private func objectName(_ value: LuaValue) throws -> ObjectName? {
        if case .nil = value { return nil }
        if let object = object(from: value) { return application.name(of: object) }
        guard case .string(let text) = value, let hash = text.lastIndex(of: "#"),
              let number = Int(text[text.index(after: hash)...]) else {
            throw ScriptError.message("a traffic filter names objects by value or as \"Type#n\", got \(describe(value))")
        }
        return ObjectName(typeName: String(text[..<hash]), number: number)
    }
}
