import ControlKit
import LuaKit

/// `watchInvariants(view, … [, options])`: an invariant watch (`InvariantWatch`) on the views, in
/// scripts — how a reproduction written by `tactile fuzz` checks what the fuzzer checked, and how
/// a test or the REPL can. It takes what a fuzz set-up returns: views, then optionally a table of
/// options whose `invariants` are checked on the first view (docs/fuzzing.md §3).
///
///     local watch = watchInvariants(fuzz())
///     local knob = watch.views[1]
///     tap(knob)
///     watch:check()      -- the invariants now (after a change made in code)
///     watch:verify()     -- fails with the first invariant broken, if any
///     watch:failures()   -- every one broken: { invariant =, title =, rule =, control =, message =, time = }
///     watch:stop()
///
/// A watch ends with its test: resetting the model (a scenario's next test) stops it.
extension ScriptSession {
    /// The options a set-up may return after its views.
    static let fuzzSetUpOptions: Set<String> = ["invariants"]

    func installInvariantWatch() {
        global("watchInvariants") { session, call in
            let (views, options) = try session.watchedViews(call.arguments, function: "watchInvariants")
            let given = try options?.rawGet("invariants") ?? .nil
            let invariants: [DeclaredInvariant]
            do throws(DefinitionError) {
                invariants = try DeclaredInvariant.parse(given, context: "watchInvariants", lua: session.lua)
            } catch {
                throw ScriptError.message(error.description)
            }
            let watch = InvariantWatch(session: session, views: views, invariants: invariants)
            session.stage.invariantWatches.append(watch)
            watch.start()
            return [.table(try session.watchTable(for: watch, views: views))]
        }
    }

    /// The views a watch or the fuzzer is given, then the options table that may follow them:
    /// what a fuzz set-up returns.
    func watchedViews(_ values: [LuaValue], function: String) throws -> (views: [View], options: LuaRef?) {
        var views: [View] = []
        var options: LuaRef?
        for (index, value) in values.enumerated() {
            if let view = object(from: value) as? View {
                guard options == nil else {
                    throw ScriptError.badArgument(index + 1, to: function, "the options table comes after the views")
                }
                views.append(view)
            } else if case .table(let table) = value, index == values.count - 1, !views.isEmpty {
                options = table
            } else {
                throw ScriptError.badArgument(position: index + 1, function: function, expected: "View", got: classes.typeName(of: value))
            }
        }
        guard !views.isEmpty else {
            throw ScriptError.message("\(function) expects the views to watch, then optionally a table of options "
                                      + "(what a fuzz set-up returns), got nothing")
        }
        if let options {
            for key in try options.keys() {
                guard case .string(let name) = key, Self.fuzzSetUpOptions.contains(name) else {
                    throw ScriptError.badArgument(values.count, to: function, "unknown option '\(describe(key))'"
                        + NearestName.hint(for: describe(key), among: Self.fuzzSetUpOptions) + "; the options are "
                        + Self.fuzzSetUpOptions.sorted().joined(separator: ", "))
                }
            }
        }
        return (views, options)
    }

    /// The Lua face of a watch: its `views`, and `check`, `verify`, `failures` and `stop`, each
    /// called with `:`.
    private func watchTable(for watch: InvariantWatch, views: [View]) throws(LuaError) -> LuaRef {
        let table = try lua.newTable()
        try table.rawSet("views", try luaList(views))
        let methods: [(String, (ScriptSession) throws -> [LuaValue])] = [
            ("check", { _ in watch.check(); return [] }),
            ("verify", { _ in
                watch.check()
                guard let first = watch.violations.first else { return [] }
                let more = watch.violations.count > 1 ? " (and \(watch.violations.count - 1) more: watch:failures() lists them)" : ""
                throw ScriptError.message("invariant broken: " + first.summary + more)
            }),
            ("failures", { session in [try session.luaList(watch.violations.map { .table(try session.table(of: $0)) })] }),
            ("stop", { _ in watch.stop(); return [] }),
        ]
        for (name, body) in methods {
            try table.rawSet(.string(name), .function(lua.function(named: name) { [weak self] call in
                guard let session = self else { throw LuaError.runtime("the session has ended") }
                return try call.results(body(session))
            }))
        }
        return table
    }

    /// A violation as a Lua table.
    private func table(of violation: FuzzViolation) throws(LuaError) -> LuaRef {
        let row = try lua.newTable()
        try row.rawSet("invariant", .string(violation.invariant))
        try row.rawSet("title", .string(violation.title))
        try row.rawSet("rule", .string(violation.rule))
        try row.rawSet("control", violation.control.map(LuaValue.string) ?? .nil)
        try row.rawSet("message", .string(violation.message))
        try row.rawSet("time", .number(violation.time))
        try row.rawSet("fault", .string(violation.culprit.rawValue))
        return row
    }
}
