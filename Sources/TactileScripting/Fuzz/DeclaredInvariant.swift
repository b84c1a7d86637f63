import LuaKit

/// An invariant a plugin's class declares (`Control.define{ invariants = {...} }`) or a fuzz
/// set-up returns with its views: a Lua function of the control, true when the invariant holds.
///
///     invariants = {
///       ["angle within 0…5"] = function(self) return self.angle >= 0 and self.angle <= 5 end,
///       function(self, step) return not step.sent.valueChanged or self.value ~= step.before.value end,
///     }
///
/// The function gets the control and a table of what happened since the last check (`sent`:
/// the events the control sent, by name, with their counts; `before`: its declared properties'
/// values then). It answers true when the invariant holds, or false (or nil) and optionally a
/// message saying what is wrong. An error it raises is its own fault, not the control's.
struct DeclaredInvariant {
    /// The name failures show: the key of a named entry, or `invariant N (file:line)`.
    let name: String
    let function: LuaRef
    /// Where the function is written, `plugins/knob.lua:14`.
    let place: String

    /// Reads an `invariants` field: a table mapping names to functions, a list of functions, or
    /// a list of `{ name, function }` pairs (`{ name = …, check = … }` too). Listed entries come
    /// first in their order, then the named ones by name. `context` starts the messages.
    static func parse(_ value: LuaValue, context: String, lua: LuaState) throws(DefinitionError) -> [DeclaredInvariant] {
        guard case .table(let table) = value else {
            if case .nil = value { return [] }
            throw .bad("\(context): 'invariants' must be a table of functions, such as "
                       + "{ [\"value in range\"] = function(self) return self.value >= 0 end }, got \(value.typeName)")
        }
        let entries: [(key: LuaValue, value: LuaValue)]
        do { entries = try table.entries() } catch { throw .bad("\(context): \(error.message)") }
        var listed: [(Int, DeclaredInvariant)] = []
        var named: [DeclaredInvariant] = []
        for (key, entry) in entries {
            switch key {
            case .string(let name):
                guard case .function(let function) = entry else {
                    throw .bad("\(context): invariant '\(name)' must be a function, got \(entry.typeName)")
                }
                named.append(DeclaredInvariant(name: name, function: function, place: place(of: function, lua: lua)))
            case .integer(let index):
                listed.append((index, try listedEntry(entry, index: index, context: context, lua: lua)))
            default:
                throw .bad("\(context): invariants are named by strings or listed, got a \(key.typeName) key")
            }
        }
        return listed.sorted { $0.0 < $1.0 }.map(\.1) + named.sorted { $0.name < $1.name }
    }

    /// A listed entry: a function, `{ "name", function }` or `{ name = "…", check = function }`.
    private static func listedEntry(_ entry: LuaValue, index: Int, context: String, lua: LuaState) throws(DefinitionError) -> DeclaredInvariant {
        switch entry {
        case .function(let function):
            let place = place(of: function, lua: lua)
            return DeclaredInvariant(name: "invariant \(index) (\(place))", function: function, place: place)
        case .table(let pair):
            let name = (try? pair.rawGet(.integer(1))) ?? .nil
            let check = (try? pair.rawGet(.integer(2))) ?? .nil
            let givenName = name == .nil ? ((try? pair.rawGet("name")) ?? .nil) : name
            let givenCheck = check == .nil ? ((try? pair.rawGet("check")) ?? .nil) : check
            guard case .string(let text) = givenName, case .function(let function) = givenCheck else {
                throw .bad("\(context): invariant \(index) must be a function or { \"name\", function }")
            }
            return DeclaredInvariant(name: text, function: function, place: place(of: function, lua: lua))
        default:
            throw .bad("\(context): invariant \(index) must be a function, got \(entry.typeName)")
        }
    }

    /// `file:line` of a Lua function's definition, or `?` when it is not known.
    static func place(of function: LuaRef, lua: LuaState) -> String {
        guard let frame = try? lua.stackInspection().frame,
              let values = try? frame.call([.function(function)]), values.count >= 4,
              case .integer(let line) = values[2], case .string(let source) = values[3] else { return "?" }
        return "\(source):\(line)"
    }
}
