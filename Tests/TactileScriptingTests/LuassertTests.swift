import Testing
@testable import TactileScripting

/// busted's assertion library is luassert itself, loaded as host code into each scenario:
/// its assertions, spies, stubs, mocks, matchers and custom assertions, failing at the
/// author's line, without widening the sandbox (scenarios §2.2).
@Suite("luassert in scenarios")
struct LuassertTests {
    let files = ScenarioFiles()

    /// Runs `body` as the only test of a file and returns its result.
    func check(_ body: String) -> TestResult {
        files.test("it(\"case\", function()\n\(body)\nend)\n").tests[0]
    }

    @Test("luassert's own assertions and messages, expected value first")
    func assertionsAreLuasserts() {
        #expect(check("assert.are.same({1, {2}}, {1, {2}}); assert.are.equal(1, 1); assert.is_true(true)").status == .passed)
        let failed = check("assert.are.equal(2, 1 + 2)")
        #expect(failed.status == .failed)
        #expect(failed.message == "Expected objects to be equal.\nPassed in:\n(number) 3\nExpected:\n(number) 2")
        #expect(failed.line == 2)
        #expect(check("assert.has_error(function() error('boom', 0) end, 'boom')").status == .passed)
        #expect(check("assert.has_no.errors(function() end)").status == .passed)
        #expect(check("assert.is_not_nil(nil)").message?.hasPrefix("Expected objects to not be the same.") == true)
        #expect(check("assert.matches('^%d+$', '42'); assert.near(1, 1.05, 0.1); assert.is.falsy(nil)").status == .passed)
        #expect(check("assert.is_number('x')").status == .failed)
    }

    @Test("A failed assertion inside a helper fails at the helper's line in the scenario")
    func failureLineIsTheAuthors() {
        let result = files.test("""
            local function helper(v)
              assert.are.same({2}, v)
            end
            it("calls a helper", function()
              helper({2})
              helper({3})
            end)
            """)
        #expect(result.tests[0].status == .failed)
        #expect(result.tests[0].line == 2)
        #expect(result.tests[0].location == nil)
    }

    @Test("Spies record calls; assert.spy checks them")
    func spies() {
        #expect(check("""
            local s = spy.new(function(x) return x * 2 end)
            assert.are.equal(6, s(3))
            assert.spy(s).was.called(1)
            assert.spy(s).was.called_with(3)
            """).status == .passed)
        let failed = check("local s = spy.new(function() end); s(1); assert.spy(s).was.called_with(2)")
        #expect(failed.status == .failed)
        #expect(failed.message?.contains("Function was never called with matching arguments") == true)
    }

    @Test("A stub made in a test is reverted when the test ends")
    func stubsAreRevertedAfterEachTest() {
        let result = files.test("""
            local thing = { greet = function() return "hello" end }
            it("stubs", function()
              stub(thing, "greet").returns("stubbed")
              assert.are.equal("stubbed", thing.greet())
              assert.stub(thing.greet).was.called()
            end)
            it("sees the original", function()
              assert.are.equal("hello", thing.greet())
            end)
            """)
        #expect(result.tests.map(\.status) == [.passed, .passed])
    }

    @Test("mock wraps a table's functions in spies; match's matchers work in called_with")
    func mocksAndMatchers() {
        #expect(check("""
            local m = mock({ add = function(a, b) return a + b end })
            assert.are.equal(5, m.add(2, 3))
            assert.spy(m.add).was.called_with(match.is_number(), 3)
            assert.spy(m.add).was_not.called_with(match.is_string(), match._)
            """).status == .passed)
    }

    @Test("A custom assertion registered with assert:register and say:set, as busted's users write it")
    func customAssertions() {
        let body = """
            local say = require("say")
            local function has_property(state, arguments)
              return type(arguments[2]) == "table" and arguments[2][arguments[1]] ~= nil
            end
            say:set("assertion.has_property.positive", "Expected property %s in:\\n%s")
            say:set("assertion.has_property.negative", "Expected property %s not to be in:\\n%s")
            assert:register("assertion", "has_property", has_property,
                            "assertion.has_property.positive", "assertion.has_property.negative")
            """
        #expect(check(body + "\nassert.has_property('name', { name = 'x' })").status == .passed)
        let failed = check(body + "\nassert.has_property('size', { name = 'x' })")
        #expect(failed.status == .failed)
        #expect(failed.message?.hasPrefix("Expected property (string) 'size' in:") == true)
        #expect(failed.line == 10)
    }

    @Test("require gives busted's modules, the same ones as the globals; nothing else")
    func requireReachesOnlyLuassert() {
        #expect(check("""
            assert.are.equal(spy, require("luassert.spy"))
            assert.are.equal(match, require("luassert.match"))
            assert.are.equal(require("luassert"), require("luassert"))
            """).status == .passed)
        let refused = check("require('luassert.util')")
        #expect(refused.status == .errored)
        #expect(refused.message?.contains("scenarios can require only luassert") == true)
        #expect(check("require('io')").status == .errored)
    }

    @Test("Nothing of the host leaks through luassert: no debug, io, os.execute or package")
    func sandboxHolds() {
        #expect(check("""
            local a = require("luassert")
            assert.is_nil(debug); assert.is_nil(io); assert.is_nil(package); assert.is_nil(os.execute)
            assert.is_nil(rawget(a, "debug"))
            local seen = {}
            local function crawl(t, depth)
              if seen[t] or depth > 6 then return end
              seen[t] = true
              for k, v in pairs(t) do
                assert.is_true(v ~= string.dump and k ~= "getupvalue" and k ~= "sethook" and k ~= "execute" and k ~= "popen")
                if type(v) == "table" then crawl(v, depth + 1) end
              end
              local mt = getmetatable(t)
              if type(mt) == "table" then crawl(mt, depth + 1) end
            end
            for _, t in ipairs { a, spy, stub, mock, match, require("say") } do crawl(t, 0) end
            """).status == .passed)
    }

    @Test("has_error does not catch the instruction budget: the test stops as out of budget")
    func limitsPassThroughLuassert() {
        let result = files.test("""
            it("loops", function()
              assert.has_error(function() while true do end end)
            end)
            """, settings: ScenarioSettings(instructionBudget: 1_000_000))
        #expect(result.tests[0].status == .errored)
        #expect(result.tests[0].errorKind == .budget)
    }

    @Test("Tactile's traffic matchers are luassert assertions too")
    func trafficMatchersAreRegistered() {
        let setUp = """
            local b = Button{frame = {0, 0, 100, 44}}
            window:addSubview(b)
            tap(b)
            """
        func run(_ body: String) -> TestResult {
            files.test("it(\"case\", function()\n\(setUp)\n\(body)\nend)\n", control: true).tests[0]
        }
        let passing = run("""
            assert.have_sent(b, "touchUpInside")
            assert.is_not.have_sent(b, "valueChanged")
            expect(b).to.have_sent("touchUpInside")
            """)
        #expect(passing.status == .passed, "\(passing.message ?? "")")
        let failed = run("assert.have_sent(b, 'valueChanged')")
        #expect(failed.status == .failed)
        #expect(failed.line == 5)
        #expect(failed.message == run("expect(b).to.have_sent('valueChanged')").message)
    }
}
