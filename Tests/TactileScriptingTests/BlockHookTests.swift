import Testing
@testable import TactileScripting

/// busted's once-per-block hooks, `finally` and `pending` with a message (scenarios §2.1, §2.3).
@Suite("Block hooks, finally and pending")
struct BlockHookTests {
    let files = ScenarioFiles()

    /// The order the hooks ran in, printed by the last test.
    private let orderProbe = """
        local log = {}
        local function note(text) return function() log[#log + 1] = text end end
        setup(note("setup file"))
        teardown(note("teardown file"))
        describe("a", function()
          setup(note("setup a"))
          teardown(note("teardown a"))
          before_each(note("before a"))
          after_each(note("after a"))
          it("one", note("a one"))
          it("two", note("a two"))
        end)
        describe("b", function()
          lazy_setup(note("setup b"))
          lazy_teardown(note("teardown b"))
          it("three", note("b three"))
        end)
        it("reads the log", function() print(table.concat(log, ", ")) end)
        """

    @Test("setup runs once before a block's first test, teardown once after its last")
    func setupAndTeardownRunOncePerBlock() {
        let result = files.test(orderProbe)
        #expect(result.tests.map(\.status) == [.passed, .passed, .passed, .passed])
        #expect(result.tests.last?.output == "setup file, setup a, before a, a one, after a, before a, a two, after a, "
            + "teardown a, setup b, b three, teardown b\n")
    }

    @Test("A block whose tests are all left out is never set up")
    func aBlockWithNothingToRunIsNotSetUp() {
        let settings = ScenarioSettings(selection: TestSelection(filter: "reads"))
        let result = files.test(orderProbe, settings: settings)
        #expect(result.tests.map(\.name) == ["reads the log"])
        #expect(result.tests[0].output == "setup file\n")
    }

    @Test("strict_setup and strict_teardown are setup and teardown")
    func strictAliases() {
        let result = files.test("""
            local count = 0
            describe("block", function()
              strict_setup(function() count = count + 1 end)
              strict_teardown(function() count = count + 10 end)
              it("one", function() assert.are.equal(1, count) end)
              it("two", function() assert.are.equal(1, count) end)
            end)
            it("after", function() assert.are.equal(11, count) end)
            """)
        #expect(result.tests.map(\.status) == [.passed, .passed, .passed])
    }

    @Test("A failing setup fails each test of its block, without running them, at the setup's line")
    func failingSetup() {
        let result = files.test("""
            local ran = false
            describe("block", function()
              setup(function() error("no database") end)
              it("one", function() ran = true end)
              it("two", function() ran = true end)
            end)
            it("outside", function() assert.is_false(ran) end)
            """)
        #expect(result.tests.map(\.status) == [.errored, .errored, .passed])
        #expect(result.tests[0].message == "in setup: no database")
        #expect(result.tests[0].line == 3)
        #expect(result.tests[1].message == "in setup: no database")
    }

    @Test("A failing teardown fails the block's last test")
    func failingTeardown() {
        let result = files.test("""
            describe("block", function()
              teardown(function() error("left open") end)
              it("one", function() end)
              it("two", function() end)
            end)
            """)
        #expect(result.tests.map(\.status) == [.passed, .errored])
        #expect(result.tests[1].message == "in teardown: left open")
        #expect(result.tests[1].line == 2)
    }

    @Test("finally runs after the body, even when it fails, before after_each; last added first")
    func finallyRunsAfterTheBody() {
        let result = files.test("""
            local log = {}
            describe("block", function()
              after_each(function() log[#log + 1] = "after_each" end)
              it("fails", function()
                finally(function() log[#log + 1] = "first" end)
                finally(function() log[#log + 1] = "second" end)
                error("boom")
              end)
            end)
            it("reads the log", function() assert.are.same({"second", "first", "after_each"}, log) end)
            """)
        #expect(result.tests.map(\.status) == [.errored, .passed])
        #expect(result.tests[0].message == "boom")
    }

    @Test("finally outside a test is an error; inside, a failure of its own fails the test")
    func finallyFailures() {
        let result = files.test("""
            it("fails in finally", function()
              finally(function() error("cleanup broke") end)
            end)
            it("reads", function() end)
            """)
        #expect(result.tests.map(\.status) == [.errored, .passed])
        #expect(result.tests[0].message == "cleanup broke")
        #expect(result.tests[0].line == 2)
        let outside = files.test("finally(function() end)\nit('never', function() end)\n", name: "outside.lua")
        #expect(outside.tests.map(\.path) == [[]])
        #expect(outside.tests[0].message == "finally is called inside a running test (an it block)")
    }

    @Test("pending(message) inside a test stops it and reports it pending with the message")
    func pendingInsideATest() {
        let result = files.test("""
            local reached = false
            it("waits", function()
              pending("the server is not written yet")
              reached = true
            end)
            it("checks", function() assert.is_false(reached) end)
            pending("declared", "later")
            """)
        #expect(result.tests.map(\.status) == [.skipped, .passed, .skipped])
        #expect(result.tests[0].message == "the server is not written yet")
        #expect(result.tests[0].line == 3)
        #expect(result.tests[2].message == "later")
    }
}
