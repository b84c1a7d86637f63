import Foundation
import LuaKit
import Testing
@testable import TactileScripting

/// `tactile test --coverage`: the host counts each line that runs through its own hook, the
/// same one as the instruction budget, without `debug` in reach of scenarios (scenarios §5.5).
@Suite("Line coverage")
struct CoverageTests {
    let files = ScenarioFiles()

    /// A test that runs `double` 3 times and never calls `never` (also read by the e2e tests).
    private let fixture = try! String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/coverage.lua"), encoding: .utf8)

    private var covering: ScenarioSettings {
        var settings = ScenarioSettings()
        settings.collectsCoverage = true
        return settings
    }

    @Test("The lines that ran, counted as often as they ran; a line that never ran is absent")
    func countsTheLinesThatRan() throws {
        let result = files.test(fixture, name: "fixture.lua", settings: covering)
        #expect(result.tests.map(\.status) == [.passed])
        let coverage = try #require(result.coverage)
        let lines = try #require(coverage.first { $0.key.hasSuffix("fixture.lua") }?.value)
        #expect(lines[2] == 3)
        #expect(lines[10] == 4)
        #expect(lines[11] == 3)
        #expect(lines[3] == 1)
        #expect(lines[6] == nil)
        #expect(lines[4] == nil)
        #expect(coverage.keys.allSatisfy { !$0.hasPrefix("tactile") })
    }

    @Test("Lines with code include those of functions that never ran, and no blank or comment line")
    func linesWithCodeReachNestedFunctions() {
        let lines = LuaState.linesWithCode(in: Array(fixture.utf8), chunkName: "@fixture.lua")
        #expect(lines == [2, 3, 6, 7, 9, 10, 11, 13])
        #expect(LuaState.linesWithCode(in: Array("local = 1".utf8), chunkName: "@bad.lua") == nil)
    }

    @Test("Without --coverage nothing is counted")
    func offByDefault() {
        #expect(files.test(fixture).coverage == nil)
    }

    @Test("Coverage and the instruction budget share the hook: an endless loop still stops, and scenarios still have no debug")
    func budgetStillHolds() {
        var settings = covering
        settings.instructionBudget = 1_000_000
        let result = files.test("""
            it("has no debug", function() expect(debug).to.be_nil() end)
            it("loops", function() while true do end end)
            it("runs after", function() expect(1).to.equal(1) end)
            """, settings: settings)
        #expect(result.tests.map(\.status) == [.passed, .errored, .passed])
        #expect(result.tests[1].errorKind == .budget)
        #expect(result.coverage?.values.first?[2] ?? 0 > 1000)
    }

    @Test("Lines run inside coroutines count too")
    func coroutinesAreCounted() throws {
        let result = files.test("""
            local co = coroutine.wrap(function()
              coroutine.yield(1)
              return 2
            end)
            it("resumes", function()
              expect(co()).to.equal(1)
              expect(co()).to.equal(2)
            end)
            """, name: "coroutine.lua", settings: covering)
        #expect(result.tests.map(\.status) == [.passed])
        let lines = try #require(result.coverage?.first { $0.key.hasSuffix("coroutine.lua") }?.value)
        #expect(lines[2] == 1)
        #expect(lines[3] == 1)
    }
}
