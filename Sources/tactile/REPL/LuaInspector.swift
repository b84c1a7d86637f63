import LuaKit

/// Reads Lua values for the printer and the completer without running any
/// code of the user's: tables are walked with `next` and `rawget`, metatables
/// read with `debug.getmetatable`, identities taken with `%p`. Only turning a
/// function, userdata or self-describing table into text runs Lua's
/// `tostring`, as Lua's own interpreter does when it prints.
final class LuaInspector {
    private let state: LuaState
    private let describe: LuaRef
    private let entries: LuaRef
    private let members: LuaRef

    init(state: LuaState) throws(LuaError) {
        self.state = state
        let functions = try state.run(REPLLua.source("inspector"), chunkName: "=inspector")
        guard functions.count == 3, let describe = functions[0].reference,
              let entries = functions[1].reference, let members = functions[2].reference
        else { throw LuaError.runtime("the inspector did not load") }
        self.describe = describe
        self.entries = entries
        self.members = members
    }

    /// The results a chunk returned, packed by `LuaRef.callPacked`, as the
    /// printer sees them; strings keep every byte.
    func inspect(packed results: LuaRef) -> [InspectedValue] {
        guard case .integer(let count)? = try? results.rawGet("n") else { return [] }
        return (0..<max(0, count)).map { inspect(at: .integer($0 + 1), in: results) }
    }

    /// The value at `key` of `table`, read raw, as the printer sees it.
    private func inspect(at key: LuaValue, in table: LuaRef) -> InspectedValue {
        let value = (try? table.rawGet(key)) ?? .nil
        if case .string = value, let bytes = try? table.rawGetBytes(key) { return .string(StringBytes(bytes)) }
        return inspect(value)
    }

    /// `value` as the printer sees it. A string here has passed through
    /// `String`; read strings with `inspect(packed:)` to keep their bytes.
    func inspect(_ value: LuaValue) -> InspectedValue {
        switch value {
        case .nil: return .nil
        case .boolean(let flag): return .boolean(flag)
        case .integer(let number): return .integer(Int64(number))
        case .number(let number): return .number(number)
        case .string(let text): return .string(StringBytes(Array(text.utf8)))
        case .table(let reference):
            guard let (identity, describesItself) = try? identity(of: reference), !describesItself else {
                return .opaque(kind: .table, text: text(of: value))
            }
            return .table(LuaInspectedTable(reference: reference, identity: identity, inspector: self))
        case .function: return .opaque(kind: .function, text: text(of: value))
        case .userdata, .lightUserdata: return .opaque(kind: .userdata, text: text(of: value))
        case .thread: return .opaque(kind: .thread, text: text(of: value))
        }
    }

    /// Lua's `tostring(value)`; a failing `__tostring` shows its error.
    private func text(of value: LuaValue) -> String {
        do {
            return try state.tostring(value)
        } catch {
            return "<tostring failed: \(error.message)>"
        }
    }

    private func identity(of table: LuaRef) throws(LuaError) -> (UInt, Bool) {
        let results = try describe.call([.table(table)])
        guard case .string(let pointer)? = results.first else { return (0, false) }
        let hex = pointer.hasPrefix("0x") ? pointer.dropFirst(2) : Substring(pointer)
        return (UInt(hex, radix: 16) ?? 0, results.count > 1 && results[1].isTruthy)
    }

    /// Up to `limit` raw entries of `table`.
    fileprivate func entries(of table: LuaRef, limit: Int) -> (entries: [(key: InspectedValue, value: InspectedValue)], truncated: Bool) {
        guard let results = try? entries.callPacked([.table(table), .integer(limit)]),
              case .integer(let count)? = try? results.rawGet("n"), count >= 1
        else { return ([], false) }
        var pairs: [(key: InspectedValue, value: InspectedValue)] = []
        var index = 2
        while index + 1 <= count {
            pairs.append((key: inspect(at: .integer(index), in: results), value: inspect(at: .integer(index + 1), in: results)))
            index += 2
        }
        return (pairs, (try? results.rawGet(1))?.isTruthy ?? false)
    }

    /// The member names reachable through `path` from the globals, and the
    /// `__name` of the userdata the path ends at, if it does.
    func members(of path: [String], methodsOnly: Bool) -> (names: [CompletionCandidate], userdataName: String?) {
        guard let globals = try? state.globals,
              let results = try? members.call([.boolean(methodsOnly), .table(globals)] + path.map { .string($0) }),
              let first = results.first
        else { return ([], nil) }
        var names: [CompletionCandidate] = []
        var index = 1
        while index + 1 < results.count {
            if case .string(let name) = results[index], case .string(let kind) = results[index + 1] {
                names.append(CompletionCandidate(name, kind == "function" ? .function : kind == "table" ? .table : .value))
            }
            index += 2
        }
        if case .string(let userdataName) = first { return (names, userdataName) }
        return (names, nil)
    }
}

/// A Lua table the printer walks through the inspector.
private struct LuaInspectedTable: InspectedTable {
    let reference: LuaRef
    let identity: UInt
    let inspector: LuaInspector

    func entries(limit: Int) -> (entries: [(key: InspectedValue, value: InspectedValue)], truncated: Bool) {
        inspector.entries(of: reference, limit: limit)
    }
}
