import LuaKit
import Testing
@testable import TactileScripting
import TestSupport

/// A class's own invariants (`Control.define{ invariants = … }`) and a fuzz set-up's
/// (docs/fuzzing.md §3): named, checked at every check, an error in one is its own fault.
@Suite("Fuzz: declared invariants")
struct DeclaredInvariantTests {
    @Test("named entries, listed functions and { name, function } pairs; listed first, then by name; a subclass adds its own")
    func forms() throws {
        let session = try watchSession()
        try session.eval("""
            local function yes() return true end
            Control.define{ name = "Gauge", invariants = { ["b rule"] = yes, yes, { "pair rule", yes }, ["a rule"] = yes,
                                                           { name = "named pair", check = yes } } }
            Control.define{ name = "Meter", base = "Gauge", invariants = { ["own rule"] = yes } }
            """)
        let names = try #require(session.customControls.definitions["Meter"]).allInvariants.map(\.name)
        #expect(names == ["invariant 1 (test:1)", "pair rule", "named pair", "a rule", "b rule", "own rule"])
        #expect(try #require(session.customControls.definitions["Gauge"]).invariants.first?.place == "test:1")
    }

    @Test("an invariant that is not a function, or invariants that are not a table, is refused when the class is defined")
    func notFunctions() throws {
        let session = try watchSession()
        #expect(session.failure("Control.define{ name = 'Gauge', invariants = { level = 3 } }")?.message
                == "test:1: Control.define{ name = \"Gauge\" }: invariant 'level' must be a function, got number")
        #expect(session.failure("Control.define{ name = 'Gauge', invariants = 'level' }")?.message.contains("'invariants' must be a table of functions") == true)
        #expect(session.failure("Control.define{ name = 'Gauge', invariants = { 4 } }")?.message
                == "test:1: Control.define{ name = \"Gauge\" }: invariant 1 must be a function, got number")
        #expect(session.failure("Control.define{ name = 'Gauge', invariant = {} }")?.message.contains("(did you mean 'invariants'?)") == true)
    }

    @Test("a broken invariant is reported with its name, its place, the control and its message; the step table says what happened")
    func broken() throws {
        let session = try watchSession()
        try session.eval("""
            Control.define{ name = "Gauge", properties = { level = { type = "number", default = 0 } },
              endTracking = function(self) self.level = self.level + 2; self:sendActions("valueChanged") end,
              invariants = {
                ["level up to 3"] = function(self) return self.level <= 3, "the level is " .. self.level end,
                ["reports a change of 2"] = function(self, step)
                  return not step.sent.valueChanged or self.level - step.before.level == 2
                end,
              } }
            c = Gauge{frame = {100, 100, 100, 100}}
            window:addSubview(c)
            watch = watchInvariants(c)
            tap(c)
            tap(c)
            """)
        let violations = try #require(session.stage.invariantWatches.last).violations
        #expect(violations.map(\.invariant) == ["declared:level up to 3"])
        #expect(violations.first?.summary == "level up to 3 (test:4): Gauge#1: the level is 4")
        #expect(violations.first?.culprit == .control)
        try session.eval("c.level = 1; watch:check(); tap(c)")
        #expect(try #require(session.stage.invariantWatches.last).violations.count == 1)
    }

    @Test("an invariant that raises is its own fault, not the control's")
    func invariantRaises() throws {
        let session = try watchSession()
        try session.eval("""
            Control.define{ name = "Gauge", invariants = { ["careless"] = function(self) return self.missing.level > 0 end } }
            c = Gauge{frame = {100, 100, 100, 100}}
            window:addSubview(c)
            watch = watchInvariants(c)
            """)
        let violation = try #require(session.stage.invariantWatches.last?.violations.first)
        #expect(violation.culprit == .invariant)
        #expect(violation.message.hasPrefix("checking Gauge#1 raised an error: test:1: "))
        #expect(violation.summary.hasSuffix("— the invariant's own error, not the control's fault"))
        #expect(session.brokenInvariants == ["declared:careless"])
    }

    @Test("a set-up's invariants are checked on its first view")
    func setUpInvariants() throws {
        let scratch = ScratchFolder("fuzz")
        let target = try scenarioTarget("""
            function fuzz()
              local slider = Slider{frame = {65, 405, 260, 34}}
              window:addSubview(slider)
              return slider, { invariants = { ["never past the middle"] = function(s) return s.value <= 0.5 end } }
            end
            """, in: scratch)
        let result = try runner(target).run(.replay([.set(view: 1, property: "value", value: .number(0.75))]))
        #expect(result.violation?.invariant == "declared:never past the middle")
        #expect(result.violation?.rule.hasSuffix("set_up_test.lua:4") == true)
    }
}
