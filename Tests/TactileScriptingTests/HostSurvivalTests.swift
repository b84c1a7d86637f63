import Foundation
import LuaKit
import Testing
@testable import TactileScripting

/// Rule 4 of the house: the host never crashes or hangs because of Lua code. Every number from
/// Lua passes one checked conversion (finite, integers within ±2^53, sizes bounded), every
/// script-sized loop is bounded by the budget or a checked maximum, and each example below —
/// which crashed or hung the host before — now gives a clear error or simply works.
@Suite("Host survival: absurd numbers and runaway loops")
struct HostSurvivalTests {
    private static let fuzzer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz.lua")

    private func budgeted() throws -> ScriptSession {
        var options = ScriptSession.Options()
        options.instructionBudget = 2_000_000
        options.pluginPath = [repositoryPlugins]
        return try ScriptSession(options: options)
    }

    @Test func integerIndicesOutOfRangeAreRefused() throws {
        let session = try budgeted()
        try session.eval("v, r = View{}, TapGestureRecognizer{}; window:addSubview(View{}); v:addGestureRecognizer(r)")
        #expect(session.failure("window:insertSubview(v, math.mininteger)")?.message
            == "test:1: bad argument #2 to 'insertSubview' (integer from -2^53 to 2^53 expected, got -9223372036854775808)")
        #expect(session.failure("r:locationOfTouch(math.mininteger, v)")?.message.contains("integer from -2^53 to 2^53 expected") == true)
        #expect(session.failure("v.tag = 0/0")?.message == "test:1: bad argument #1 to 'View.tag' (finite number expected, got -nan)")
        #expect(session.failure("v.alpha = 1/0")?.message.contains("finite number expected, got inf") == true)
        #expect(session.failure("v.frame = {0/0, 0, 10, 10}")?.message.contains("rect expected") == true)
    }

    @Test func theClockRefusesAbsurdStepsAndFormatsAnyTime() throws {
        let session = try budgeted()
        #expect(session.failure("clock.advance(1e300)")?.message
            == "test:1: bad argument #1 to 'advance' (seconds up to 1e9 expected, got 1e+300)")
        #expect(session.failure("clock.after(1/0, function() end)")?.message.contains("finite number expected, got inf") == true)
        #expect(session.failure("longPress(window, {duration = 1/0})")?.message.contains("option 'duration'") == true)
        for _ in 0..<20 { try session.eval("clock.advance(1e9)") }
        try session.eval("b = Button{frame = {0, 0, 50, 50}}; window:addSubview(b); tap(b)")
        #expect(session.stage.application.traffic.records.last?.time == 2e10 + 0.05)
        #expect(Transcript.render(session.stage.application.traffic.records, formatter: session.trafficFormatter)
            .contains("t=20000000000.050"))
    }

    @Test func scriptSizedCountsHaveAClearLimit() throws {
        let session = try budgeted()
        try session.eval("s = Slider{frame = {20, 40, 200, 30}}; window:addSubview(s); f = TextField{frame = {0, 100, 100, 30}}; window:addSubview(f)")
        #expect(session.failure("drag(s, {to = {100, 0}, steps = 1e9})")?.message
            == "test:1: bad argument #2 to 'drag' (option 'steps': integer from 1 to 100000 expected, got 1000000000)")
        #expect(session.failure("tap(s, {count = 1e12})")?.message.contains("option 'count': integer from 1 to 100000 expected") == true)
        #expect(session.failure("swipe(s, 'left', {steps = 1e9})")?.message.contains("option 'steps'") == true)
        try session.eval("tap(f)")
        #expect(session.failure("keyboard.deleteBackward(1e12)")?.message.contains("count from 0 to 100000 expected") == true)
    }

    /// A stepper held down repeats on the clock; advancing the clock a billion seconds would
    /// fire its timer ten billion times. The budget stops it, as it stops Lua loops.
    @Test func clockWorkCountsAgainstTheBudget() throws {
        let session = try budgeted()
        try session.eval("st = Stepper{frame = {20, 40, 94, 32}}; window:addSubview(st); finger = touch(st):down({70, 16})")
        #expect(session.failure("clock.advance(1e9)")?.kind == .budgetExhausted)
        #expect(session.failure("clock.advance(1e9)")?.kind == .budgetExhausted)  // and again: nothing is stuck
        #expect(try session.eval("return 1 + 1") == [2])
    }

    @Test func aLongDragStopsAtTheBudgetAndLiftsItsFinger() throws {
        let session = try budgeted()
        try session.eval("s = Slider{frame = {20, 40, 200, 30}}; window:addSubview(s)")
        #expect(session.failure("drag(s, {to = {100, 0}, steps = 100000})")?.kind == .budgetExhausted)
        #expect(session.stage.touches.activeTouches.isEmpty)
    }

    /// Long text layout counts against the budget and stops when it is spent (docs/drawing.md,
    /// "Text"): 150,000 characters one per line would take Pango seconds.
    @Test func aLongTextLayoutStopsAtTheBudget() throws {
        let session = try budgeted()
        try session.eval("label = Label{frame = {0, 0, 1, 30000}} label.numberOfLines = 0 "
                         + "label.text = string.rep('a', 150000) window:addSubview(label)")
        #expect(session.failure("render(label, {scale = 1})")?.kind == .budgetExhausted)
        #expect(try session.eval("return 1 + 1") == [2])
    }

    /// A huge table is laid out by arithmetic: 1e5 sections of 1e5 rows cost no memory per row,
    /// and a tap reads only the rows it shows.
    @Test func hugeTablesNeedNoPerRowWork() throws {
        let session = try budgeted()
        let calls = { (sections: Int, rows: Int) throws -> Int in
            try session.eval("""
                calls = 0
                t = TableView{ frame = {0, 0, 320, 480},
                  numberOfSections = function() return \(sections) end,
                  numberOfRows = function() calls = calls + 1; return \(rows) end,
                  cellForRow = function(t, path) calls = calls + 1; return "row " .. path.row end }
                window:addSubview(t)
                tap(t, {at = {100, 70}})
                """)
            guard case .integer(let count)? = try session.eval("return calls").first else { return -1 }
            return count
        }
        let small = try calls(1, 100)
        let large = try calls(1, 10_000_000)
        #expect(small == large)
        _ = try calls(100_000, 100_000)
        #expect(try session.eval("return t:numberOfSections(), t:numberOfRows(99999)") == [100_000, 100_000])
        #expect(try session.eval("return t:indexPathForRow({10, 44 * 1e10 - 1}).section") == [99_999])
    }

    /// Every writable property and method of every bound class and seed plugin, called with
    /// absurd values: the host survives, and every failure is a message.
    @Test func aFuzzerOverEveryBoundClassFindsNoCrash() throws {
        let session = try budgeted()
        session.loadAllPlugins()
        let catalog = try session.lua.newTable()
        for (index, installed) in session.classes.bindings.values.sorted(by: { $0.name < $1.name }).enumerated() {
            let entry = try session.lua.newTable()
            try entry.rawSet("class", .string(installed.name))
            try entry.rawSet("properties", try session.luaList(installed.writableNames.map(LuaValue.string)))
            try entry.rawSet("methods", try session.luaList(installed.schema.methods.map { .string($0.name) }))
            try catalog.rawSet(.integer(index + 1), .table(entry))
        }
        let source = try String(contentsOf: Self.fuzzer, encoding: .utf8)
        var results: [LuaValue] = []
        // A budget per batch of calls, not for all of them: the fuzzer runs unbudgeted here.
        results = try session.lua.load(source, chunkName: "@fuzz.lua", environment: session.globals).call([.table(catalog)])
        guard case .integer(let calls) = results[0], case .integer(let unexplained) = results[1],
              case .integer(let objects) = results[2] else { Issue.record("fuzzer returned \(results)"); return }
        #expect(calls > 50_000)
        #expect(objects >= 40)
        #expect(unexplained == 0)
        #expect(try session.eval("return 1 + 1") == [2])
    }
}
