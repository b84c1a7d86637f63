import Foundation
import Testing
@testable import TactileScripting

/// The runner's own behaviour: blocks, hooks, isolation, limits, filter (scenarios §2.1, §2.5).
@Suite("Scenario runner")
struct RunnerTests {
    let files = ScenarioFiles()

    @Test func describeItAndPendingProduceOneResultPerTestInOrder() {
        let result = files.test("""
            describe("outer", function()
              it("passes", function() expect(1).to.equal(1) end)
              describe("inner", function()
                it("fails", function() expect(1).to.equal(2) end)
              end)
              pending("is pending", "waits for controls")
              it("has no body yet")
            end)
            it("top level", function() end)
            """)
        #expect(result.tests.map(\.name) == ["outer › passes", "outer › inner › fails", "outer › is pending",
                                             "outer › has no body yet", "top level"])
        #expect(result.tests.map(\.status) == [.passed, .failed, .skipped, .skipped, .passed])
        #expect(result.named("outer › is pending")?.message == "waits for controls")
        #expect(result.named("outer › has no body yet")?.message == "not implemented yet")
    }

    @Test func hooksRunOutermostFirstBeforeAndInnermostFirstAfter() {
        let result = files.test("""
            describe("a", function()
              before_each(function() print("before a") end)
              after_each(function() print("after a") end)
              describe("b", function()
                before_each(function() print("before b") end)
                after_each(function() print("after b") end)
                it("runs", function() print("body") end)
              end)
            end)
            """)
        #expect(result.named("a › b › runs")?.output == "before a\nbefore b\nbody\nafter b\nafter a\n")
    }

    @Test func beforeEachGivesEveryTestAFreshValue() {
        let result = files.test("""
            describe("counter", function()
              local count
              before_each(function() count = 0 end)
              it("first", function() count = count + 1; expect(count).to.equal(1) end)
              it("second", function() count = count + 1; expect(count).to.equal(1) end)
            end)
            """)
        #expect(result.tests.map(\.status) == [.passed, .passed])
    }

    @Test func anErrorInAHookFailsTheTestAndAfterEachStillRuns() {
        let result = files.test("""
            describe("hooks", function()
              before_each(function() error("setup broke") end)
              after_each(function() print("cleaned up") end)
              it("never runs its body", function() print("body") end)
            end)
            """)
        let test = result.named("hooks › never runs its body")
        #expect(test?.status == .errored)
        #expect(test?.errorKind == .lua)
        #expect(test?.message == "setup broke")
        #expect(test?.line == 2)
        #expect(test?.output == "cleaned up\n")
    }

    @Test func eachFileRunsInAFreshInterpreter() {
        let runner = ScenarioRunner()
        let first = runner.test(file: files.write("a.lua", """
            leaked = "from a"
            string.leaked = true
            it("changes globals", function() expect(leaked).to.equal("from a") end)
            """))
        let second = runner.test(file: files.write("b.lua", """
            it("sees none of them", function()
              expect(leaked).to.be_nil()
              expect(string.leaked).to.be_nil()
            end)
            """))
        #expect(first.tests.map(\.status) == [.passed])
        #expect(second.tests.map(\.status) == [.passed])
    }

    /// Scenarios get the same sandbox as plugins: no `debug`, `io`, `package`, `dofile` or
    /// `loadfile`, a `require` of luassert's modules only, an `os` that only reads clocks and
    /// dates, and text-only `load`.
    @Test func scenariosRunInThePluginSandbox() {
        let result = files.test("""
            it("is sandboxed", function()
              expect(debug).to.be_nil()
              expect(io).to.be_nil()
              expect(function() require("io") end).to.fail_with("can require only luassert")
              expect(package).to.be_nil()
              expect(dofile).to.be_nil()
              expect(loadfile).to.be_nil()
              expect(os.execute).to.be_nil()
              expect(os.getenv).to.be_nil()
              expect(type(os.clock())).to.equal("number")
              expect(load("return 6 * 7")()).to.equal(42)
              expect(load("return io")()).to.be_nil()
              expect(select(2, load(string.char(27) .. "Lua"))).to.match("binary chunk")
            end)
            """)
        #expect(result.tests.map(\.status) == [.passed], "\(result.tests.first?.message ?? "")")
    }

    /// The runner's own Lua has its own libraries: a scenario that takes its `table`, `string`
    /// and base functions apart cannot make later tests misreport.
    @Test func aScenarioThatBreaksItsLibrariesCannotMisreportLaterTests() {
        let result = files.test("""
            it("poisons", function()
              table.concat, table.insert, table.unpack = nil, nil, nil
              string.format, string.rep, string.gsub, string.find = nil, nil, nil, nil
              tostring, type, error, pcall, xpcall, setmetatable, getmetatable, ipairs, pairs, select = nil
            end)
            it("fails later", function() expect(1).to.equal(2) end)
            it("errors later", function() local x = nil; return x.y end)
            it("passes later", function() end)
            """)
        #expect(result.tests.map(\.status) == [.passed, .failed, .errored, .passed])
        #expect(result.tests[1].message == "expected: 2\n  actual: 1")
        #expect(result.tests[2].message?.contains("attempt to index a nil value (local 'x')") == true)
    }

    /// An error raised by a constructor, a defined class's member or a helper is located at the
    /// scenario's own line, never at a line of Tactile's internal Lua.
    @Test func errorsFromTactilesOwnLuaPointAtTheScenarioLine() {
        let result = files.test("""
            it("constructor", function()
              local s = Slider{ valeu = 1 }
            end)
            it("defined", function()
              Control.define{ name = "Dial", properties = { level = { type = "number", default = 0 } } }
              local d = Dial{}
              d.levle = 2
            end)
            it("declared", function()
              local d = Dial{}
              d.level = "high"
            end)
            """, settings: ScenarioSettings(), control: true)
        #expect(result.tests.map(\.line) == [2, 7, 11])
        #expect(result.tests.allSatisfy { $0.location == nil })
        #expect(result.tests[0].message == "unknown key 'valeu' for Slider{} (did you mean 'value'?)")
        #expect(result.tests[1].message == "Dial has no property 'levle' (did you mean 'level'?)")
        #expect(result.tests[2].message == "bad argument #1 to 'Dial.level' (number expected, got string)")
    }

    /// An action or override that raises during a test fails that test, with the error's own
    /// message, at the line whose call led to it — once the model finished that call (the
    /// other targets still ran). A test can still expect the error explicitly.
    @Test func aFailingActionOrOverrideFailsTheTestThatLedToIt() {
        let result = files.test("""
            it("action", function()
              local b = Button{ frame = {0, 0, 50, 50} }
              window:addSubview(b)
              local after = 0
              b:addTarget(function() error("broken action") end, "touchUpInside")
              b:addTarget(function() after = after + 1 end, "touchUpInside")
              tap(b)
              expect(after).to.equal(4)
            end)
            it("override", function()
              Control.define{ name = "Faulty", beginTracking = function() error("broken override") end }
              local f = Faulty{ frame = {0, 0, 50, 50} }
              window:addSubview(f)
              tap(f)
            end)
            it("expected", function()
              local b = Button{ frame = {0, 0, 50, 50} }
              window:addSubview(b)
              b:addTarget(function() error("on purpose") end, "touchUpInside")
              expect(function() tap(b) end).to.fail_with("on purpose")
              expect(b).to.have_sent("touchUpInside")
            end)
            """, control: true)
        #expect(result.tests.map(\.status) == [.errored, .errored, .passed], "\(result.tests.map(\.message))")
        #expect(result.tests[0].line == 7)
        #expect(result.tests[0].message?.hasSuffix(":5: broken action") == true)
        #expect(result.tests[1].line == 14)
        #expect(result.tests[1].message?.hasSuffix(":11: broken override") == true)
    }

    /// In a session outside scenarios (the REPL's), a failing action stays a traffic record.
    @Test func outsideScenariosAFailingActionIsOnlyRecorded() throws {
        let session = try ScriptSession()
        try session.run("""
            b = Button{ frame = {0, 0, 50, 50} }
            window:addSubview(b)
            b:addTarget(function() error("broken action") end, "touchUpInside")
            tap(b)
            """)
        #expect(session.stage.actionFailures.count == 1)
    }

    @Test func anEndlessLoopFailsAloneOnItsBudget() {
        let result = files.test("""
            it("before", function() end)
            it("spins", function() while true do end end)
            it("spins inside pcall", function() while true do pcall(function() while true do end end) end end)
            it("expects a failure from a loop", function() expect(function() while true do end end).to.fail() end)
            it("after", function() expect(1 + 1).to.equal(2) end)
            """, settings: ScenarioSettings(instructionBudget: 200_000))
        #expect(result.tests.map(\.status) == [.passed, .errored, .errored, .errored, .passed])
        #expect(result.tests[1...3].allSatisfy { $0.errorKind == .budget })
        #expect(result.named("spins")?.message == "instruction budget of 200000 exhausted (an endless loop?)")
        #expect(result.named("spins")?.line == 2)
        #expect(result.named("spins")?.traceback == nil)
    }

    @Test func endlessRecursionFailsAloneWithAStackOverflow() {
        let result = files.test("""
            it("recurses", function()
              local function deeper(n) return 1 + deeper(n + 1) end
              deeper(1)
            end)
            it("after", function() end)
            """, settings: ScenarioSettings(instructionBudget: 0))
        #expect(result.tests.map(\.status) == [.errored, .passed])
        #expect(result.tests[0].errorKind == .lua)
        #expect(result.tests[0].message?.contains("stack overflow") == true)
        #expect(result.tests[0].line == 2)
    }

    @Test func exhaustingMemoryFailsAlone() {
        let result = files.test("""
            it("hoards", function()
              local hoard = {}
              for i = 1, 1e8 do hoard[i] = {i} end
            end)
            it("after", function() expect(#string.rep("x", 1000)).to.equal(1000) end)
            it("hoards inside pcall", function()
              pcall(function()
                local hoard = {}
                for i = 1, 1e8 do hoard[i] = {i} end
              end)
            end)
            it("after that", function() end)
            """, settings: ScenarioSettings(instructionBudget: 0, memoryLimit: 32 << 20))
        #expect(result.tests.map(\.status) == [.errored, .passed, .errored, .passed])
        #expect(result.named("hoards")?.errorKind == .memory)
        #expect(result.named("hoards inside pcall")?.errorKind == .memory)
        #expect(result.named("hoards")?.message == "memory cap of 32 MiB reached (not enough memory)")
    }

    @Test func aFileThatDoesNotCompileIsOneErroredResult() {
        let result = files.test("it('x', function()\n  expect(1).to.equal(1)\n", name: "broken.lua")
        #expect(result.tests.count == 1)
        let test = result.tests[0]
        #expect(test.status == .errored)
        #expect(test.errorKind == .load)
        #expect(test.path.isEmpty)
        #expect(test.message?.contains("'end' expected") == true)
    }

    @Test func anErrorAtTheTopLevelOfAFileIsReportedWithItsLine() {
        let result = files.test("it('defined', function() end)\n\nlocal x = nil + 1\n")
        #expect(result.tests.count == 1)
        #expect(result.tests[0].errorKind == .load)
        #expect(result.tests[0].line == 3)
        #expect(result.tests[0].message == "attempt to perform arithmetic on a nil value")
        #expect(result.tests[0].location == nil)
    }

    @Test func filterKeepsTestsWhoseFullNameContainsIt() {
        let source = """
            describe("Slider", function()
              it("clamps", function() end)
              it("tracks", function() end)
            end)
            describe("Stepper", function() it("clamps", function() end) end)
            """
        let result = files.test(source, settings: ScenarioSettings(selection: TestSelection(filter: "Slider › clamps")))
        #expect(result.tests.map(\.name) == ["Slider › clamps"])
        let both = files.test(source, settings: ScenarioSettings(selection: TestSelection(filter: "clamps")))
        #expect(both.tests.map(\.name) == ["Slider › clamps", "Stepper › clamps"])
    }

    @Test func printInATestIsCapturedAsItsOutput() {
        let result = files.test("it('talks', function() print('a', 1, nil) end)")
        #expect(result.tests[0].output == "a\t1\tnil\n")
    }

    @Test func runModeRunsBlocksWhereTheyStandAndReportsTheStoppingError() {
        let path = files.write("script.lua", """
            it("first", function() expect(true).to.be_truthy() end)
            it("second", function() expect(false).to.be_truthy() end)
            error("stop here")
            it("never", function() end)
            """)
        var reported: [String] = []
        let result = ScenarioRunner().run(script: path) { reported.append($0.name) }
        #expect(reported == ["first", "second", ""])
        #expect(result.tests.map(\.name) == ["first", "second", ""])
        #expect(result.tests.map(\.status) == [.passed, .failed, .errored])
        #expect(result.tests[2].line == 3)
        #expect(result.tests[2].message == "stop here")
        #expect(result.tests[2].traceback?.contains("stack traceback:") == true)
    }

    @Test func runModeOfAPlainScriptHasNoResultsWhenItSucceeds() {
        let result = ScenarioRunner().run(script: files.write("plain.lua", "local x = 1 + 1\n"))
        #expect(result.tests.isEmpty)
    }

    /// Lua reports `warn(...)` and errors in finalizers as warnings; a scenario finds them in its
    /// traffic as notes, whether warnings are on or off.
    @Test func warningsAndErrorsInFinalizersAreTrafficNotes() {
        do {
            let result = ScenarioRunner().test(file: files.write("warnings.lua", """
                it("notes warnings", function()
                  warn("plain ", "words")
                  setmetatable({}, {__gc = function() error("in finalizer") end})
                  collectgarbage()
                  warn("@on")
                  warn("loud")
                  local notes = {}
                  for _, record in ipairs(traffic:all()) do
                    if record.kind == "note" then notes[#notes + 1] = record.message end
                  end
                  expect(#notes).to.equal(3)
                  expect(notes[1]).to.equal("Lua warning: plain words")
                  expect(notes[2]).to.match("^Lua warning: error in __gc %(.*warnings%.lua:3: in finalizer%)$")
                  expect(notes[3]).to.equal("Lua warning: loud")
                end)
                """))
            #expect(result.tests.map(\.status) == [.passed], "\(result.tests.map(\.message))")
        }
    }
}
