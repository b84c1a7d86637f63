import ArgumentParser
import LuaKit

/// `tactile-bench lua`: the cost of crossing between Swift and Lua, and of pattern matching
/// that can be stopped, each figure beside its floor measured in the same run.
struct LuaBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lua",
        abstract: "Swift↔Lua calls, bound properties and pattern matching, each beside its floor.",
        discussion: "Build with `swift build -c release` for meaningful figures."
    )

    @Option(help: "Operations per measurement.")
    var iterations = 1_000_000

    @OptionGroup var benchLua: BenchLuaOptions

    @Option(help: "Measurements per figure; the fastest is reported.")
    var repetitions = 5

    /// The bound object the property figures use.
    final class Probe {
        var value = 0.0
    }

    /// One line of the report: a figure, its floor and the target ratio.
    struct Row {
        let name: String
        let measured: Double
        let floorName: String
        let floor: Double
        let target: Double?
    }

    func run() throws {
        let lua = try LuaState()
        try lua.register(LuaClass<Probe>("Probe").property("value", get: \.value, set: { $0.value = $1 }))
        let probe = try lua.value(for: Probe())
        let rows = [try swiftToLua(lua), try luaToSwift(lua), try luaToC(lua)]
            + (try property(lua, probe, name: "bound property read (g.value)", body: "x = o.value"))
            + (try property(lua, probe, name: "bound property write (g.value = i)", body: "o.value = i"))
            + [try patternMatching(lua)]
        report(rows)
    }

    /// Nanoseconds per operation of `body`, which makes `operations` of them (`iterations`
    /// unless given): the fastest of `repetitions` timings.
    private func nanoseconds(operations: Int? = nil, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0 ..< repetitions {
            let elapsed = try ContinuousClock().measure(body)
            let (seconds, attoseconds) = elapsed.components
            best = min(best, (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(operations ?? iterations))
        }
        return best
    }

    private func swiftToLua(_ lua: LuaState) throws -> Row {
        guard let function = try lua.run("return function(x) return x + 1 end", chunkName: "=bench")[0].reference else {
            throw ValidationError("no function")
        }
        var sum = 0
        let measured = try nanoseconds {
            for i in 0 ..< iterations { sum &+= try function.call(i, returning: Int.self) }
        }
        let floor = try nanoseconds { sum &+= try lua.rawCallBaseline(function, iterations: iterations) ?? 0 }
        precondition(sum != 0)
        return Row(name: "Swift→Lua call (LuaRef.call)", measured: measured,
                   floorName: "raw C-API pcall loop", floor: floor, target: 1.3)
    }

    private func luaToSwift(_ lua: LuaState) throws -> Row {
        try lua.setGlobalFunction("swiftAdd") { call in
            call.results(try call.argument(1, as: Int.self) &+ call.argument(2, as: Int.self))
        }
        return try callFromLua(lua, global: "swiftAdd", name: "Lua→Swift call (f(i, 1))", target: 2)
    }

    /// The same loop calling a C function that only adds (no Swift, no checks): what entering
    /// C costs the interpreter before any host code runs, beside the same Lua floor.
    private func luaToC(_ lua: LuaState) throws -> Row {
        try lua.setRawAddBaseline(named: "rawAdd")
        return try callFromLua(lua, global: "rawAdd", name: "… raw C function, no Swift", target: nil)
    }

    /// A loop calling the adding function `global` as `f(i, 1)`, beside the same loop calling
    /// a plain Lua function that adds.
    private func callFromLua(_ lua: LuaState, global: String, name: String, target: Double?) throws -> Row {
        let loop = try lua.load("local n = ... local f = \(global) local x for i = 1, n do x = f(i, 1) end", chunkName: "=bench")
        let luaLoop = try lua.load(
            "local n = ... local function f(a, b) return a + b end local x for i = 1, n do x = f(i, 1) end", chunkName: "=bench")
        let measured = try nanoseconds { try loop.call(.integer(iterations)) }
        let floor = try nanoseconds { try luaLoop.call(.integer(iterations)) }
        return Row(name: name, measured: measured, floorName: "plain Lua function call", floor: floor, target: target)
    }

    /// One operation: a `find`, a `match`, a `gsub` and a `gmatch` loop on a line of 68 bytes,
    /// through Tactile's pattern matching, which budgets and interrupts stop, beside the same
    /// calls of Lua's own functions (embedding §4.6).
    private func patternMatching(_ lua: LuaState) throws -> Row {
        try lua.setLuaPatternFunctionsBaseline(named: "luaPatterns")
        let operations = patternOperations
        let loop = try benchLua.files.load("pattern_calls", in: lua)
        let tactiles = try lua.global("string"), luas = try lua.global("luaPatterns")
        let measured = try nanoseconds(operations: operations) { try loop.call(tactiles, .integer(operations)) }
        let floor = try nanoseconds(operations: operations) { try loop.call(luas, .integer(operations)) }
        return Row(name: "find/match/gsub/gmatch, 68 bytes", measured: measured,
                   floorName: "Lua's own pattern functions", floor: floor, target: 1.3)
    }

    /// Operations of the pattern figure: each is about a hundred times the work of the other
    /// figures' operations, so a hundredth as many run.
    private var patternOperations: Int { max(1, iterations / 100) }

    /// Two rows per property figure: against a raw table field (a floor no metamethod can
    /// reach: the metamethod call alone costs more than two field reads), and against the same
    /// access implemented in plain Lua with `__index`/`__newindex` functions doing the same
    /// lookups (methods table, then property slot) — the like-for-like floor.
    private func property(_ lua: LuaState, _ probe: LuaValue, name: String, body: String) throws -> [Row] {
        let loop = try lua.load("local o, n = ... local x for i = 1, n do \(body) end", chunkName: "=bench")
        let table = try lua.run("return {value = 0.0}", chunkName: "=bench")[0]
        let luaObject = try benchLua.files.load("plain_lua_property", in: lua).call([]).first ?? .nil
        let measured = try nanoseconds { try loop.call(probe, .integer(iterations)) }
        let fieldFloor = try nanoseconds { try loop.call(table, .integer(iterations)) }
        let metamethodFloor = try nanoseconds { try loop.call(luaObject, .integer(iterations)) }
        return [
            Row(name: name, measured: measured, floorName: "plain Lua table field", floor: fieldFloor, target: 2),
            Row(name: name, measured: measured, floorName: "plain Lua __index/__newindex", floor: metamethodFloor, target: 2),
        ]
    }

    private func report(_ rows: [Row]) {
        print("tactile-bench lua — \(iterations) operations (pattern matching: \(patternOperations)), fastest of \(repetitions); "
              + "ns per operation, loop overhead included")
        let header = [pad("figure", 36), pad("ns/op", 8, right: true), "  ", pad("floor", 30),
                      pad("ns/op", 8, right: true), pad("ratio", 8, right: true), pad("target", 8, right: true)]
        print(header.joined())
        for row in rows {
            let ratio = row.measured / row.floor
            let target = row.target.map { "≤\(format($0, digits: 1))×" } ?? "–"
            let verdict = row.target.map { ratio <= $0 ? "  met" : "  missed" } ?? ""
            print([pad(row.name, 36), pad(format(row.measured), 8, right: true), "  ", pad(row.floorName, 30),
                   pad(format(row.floor), 8, right: true), pad(format(ratio, digits: 2) + "×", 8, right: true),
                   pad(target, 8, right: true), verdict].joined())
        }
    }

    private func format(_ value: Double, digits: Int = 1) -> String {
        let scale = Double([1, 10, 100, 1000][min(digits, 3)])
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
