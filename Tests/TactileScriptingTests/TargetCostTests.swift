@testable import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// Adding and removing a Lua target costs the same however many targets its control already
/// has, and a pass costs one visit per registration (issue 32: 4,000 distinct closures took
/// 21 s to add). The work is counted where every search of a control's registrations happens:
/// its dispatch table (`entryVisits`).
@Suite("Targets from Lua: the cost of many on one control (uikit-rules §3)")
struct TargetCostTests {
    /// The kinds of target a script gives one control many of; `targets[i]` is the i-th one.
    enum Kind: CaseIterable, CustomTestStringConvertible {
        case distinctClosures, sameFunction, tables, oneTableManyMethods, boundObjects

        var testDescription: String { "\(self)" }

        /// Lua filling `targets` with `n` targets.
        var setUp: String {
            switch self {
            case .distinctClosures: "for i = 1, n do targets[i] = function() calls = calls + 1 end end"
            case .sameFunction: "local f = function() calls = calls + 1 end for i = 1, n do targets[i] = f end"
            case .tables: "for i = 1, n do targets[i] = { hit = function() calls = calls + 1 end } end"
            case .oneTableManyMethods: """
                local o = {} for i = 1, n do o["m" .. i] = function() calls = calls + 1 end; targets[i] = o end
                """
            case .boundObjects: """
                Control.define{ name = "Sink", methods = { hit = function() calls = calls + 1 end } }
                for i = 1, n do targets[i] = Sink{} end
                """
            }
        }

        /// Lua adding `targets[i]` to `c`.
        var add: String {
            switch self {
            case .distinctClosures, .sameFunction: "c:addTarget(targets[i], 'valueChanged')"
            case .tables, .boundObjects: "c:addTarget(targets[i], 'hit', 'valueChanged')"
            case .oneTableManyMethods: "c:addTarget(targets[i], 'm' .. i, 'valueChanged')"
            }
        }

        /// Lua removing `targets[i]` from `c`; none for one table with many methods, whose every
        /// removal clears the events from all of the table's registrations (uikit-rules §3.4).
        var remove: String? {
            switch self {
            case .distinctClosures, .sameFunction: "c:removeTarget(targets[i])"
            case .tables, .boundObjects: "c:removeTarget(targets[i], 'hit')"
            case .oneTableManyMethods: nil
            }
        }

        /// How many registrations `n` adds make.
        func registrations(_ n: Int) -> Int { self == .sameFunction ? 1 : n }
    }

    /// The dispatch-table visits per add while `count` targets of `kind` are added to a control,
    /// per removal while they are removed again, and of one valueChanged pass between the two.
    private func visits(_ kind: Kind, count: Int) throws -> (add: Double, removal: Double, pass: Int) {
        let session = try makeSession()
        let values = try session.eval("""
            n, calls, targets, c = \(count), 0, {}, Control{}
            \(kind.setUp)
            function addAll() for i = 1, n do \(kind.add) end end
            function removeAll() for i = 1, n do \(kind.remove ?? "") end end
            return c
            """)
        let control = try #require(session.object(from: values[0]) as? Control)
        let start = control.dispatchTable.entryVisits
        try session.eval("addAll()")
        let added = control.dispatchTable.entryVisits
        try session.eval("c:sendActions('valueChanged')")
        let passed = control.dispatchTable.entryVisits
        try session.eval("removeAll()")
        let removed = control.dispatchTable.entryVisits
        #expect(try session.eval("return calls") == [.integer(kind.registrations(count))])
        if kind.remove != nil { #expect(try session.eval("return #c.allTargets") == [0]) }
        return (Double(added - start) / Double(count), Double(removed - passed) / Double(count), passed - added)
    }

    /// uikit-rules §3.1, §3.4: finding whether a target is registered (to merge a duplicate) and
    /// removing it are one look-up each, so n adds and n removals cost O(n) in all.
    @Test("§3.1, §3.4: adding or removing a Lua target visits a few entries, as few among 4,000 as among 500",
          arguments: Kind.allCases)
    func addAndRemoveCostDoesNotGrow(kind: Kind) throws {
        let small = try visits(kind, count: 500)
        let large = try visits(kind, count: 4_000)
        #expect(small.add <= 8 && small.removal <= 10)
        #expect(large.add <= small.add * 1.02)
        #expect(large.removal <= small.removal * 1.02)
    }

    /// uikit-rules §3.2: a pass visits each registration once, and the holes removals left,
    /// which never outnumber the registrations.
    @Test("§3.2: a pass over n Lua targets visits n registrations, and at most as many holes", arguments: Kind.allCases)
    func passVisitsEachRegistrationOnce(kind: Kind) throws {
        let registrations = kind.registrations(1_000)
        #expect((registrations...2 * registrations).contains(try visits(kind, count: 1_000).pass))
    }

    /// uikit-rules §3.1, §3.6: a function added again is found, not registered twice, and a
    /// removed one registers afresh.
    @Test("§3.1: a function added twice is one registration; removed and added again, it is called once")
    func sameFunctionIsOneRegistration() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local c, calls = Control{}, 0
            local f = function() calls = calls + 1 end
            for i = 1, 100 do c:addTarget(function() end, "touchDown") end
            c:addTarget(f, "valueChanged"); c:addTarget(f, "valueChanged")
            local before = #c.allTargets
            c:sendActions("valueChanged")
            c:removeTarget(f)
            local removed = #c.allTargets
            c:addTarget(f, "valueChanged")
            c:sendActions("valueChanged")
            return before, removed, calls, table.concat(c:actionsForTarget(f, "valueChanged"), ",")
            """) == [101, 100, 2, "call"])
    }
}
