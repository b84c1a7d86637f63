import Testing
@testable import TactileScripting

/// Every value and error matcher, passing and failing, with the message and the line
/// of the failing `expect` (scenarios §7.5).
@Suite("Value and error assertions")
struct AssertionTests {
    let files = ScenarioFiles()

    /// Runs `body` as the only test of a file and returns its result.
    func check(_ body: String) -> TestResult {
        files.test("it(\"case\", function()\n\(body)\nend)\n").tests[0]
    }

    @Test func equalComparesTablesDeeply() {
        #expect(check(#"expect({1, {a = 2}, b = "x"}).to.equal({1, {a = 2}, b = "x"})"#).status == .passed)
        let failed = check(#"expect({1, {a = 2}}).to.equal({1, {a = 3}})"#)
        #expect(failed.status == .failed)
        #expect(failed.message == "expected: {1, {a = 3}}\n  actual: {1, {a = 2}}\n  first difference at [2].a")
        #expect(failed.line == 2)
    }

    @Test func equalOnPlainValuesShowsBothSides() {
        #expect(check(#"expect("abc").to.equal("abc")"#).status == .passed)
        #expect(check(#"expect("abc").to.equal("abd")"#).message == "expected: \"abd\"\n  actual: \"abc\"")
        #expect(check("expect(1).to_equal(1.0)").status == .passed)
    }

    @Test func negatedEqualFailsOnEqualValues() {
        #expect(check("expect(1).never.to.equal(2)").status == .passed)
        #expect(check("expect({1}).to_not.equal({2})").status == .passed)
        #expect(check("expect({1}).never.to.equal({1})").message == "expected a value different from {1}, got an equal one")
    }

    @Test func nearAcceptsWithinTolerance() {
        #expect(check("expect(0.1 + 0.2).to_be_near(0.3, 1e-12)").status == .passed)
        #expect(check("expect(0.5).to.be_near(0.45, 0.1)").status == .passed)
        #expect(check("expect(1.5).to.be_near(1, 0.1)").message == "expected: 1 ± 0.1\n  actual: 1.5 (off by 0.5)")
        #expect(check("expect(1.05).to_not.be_near(1, 0.1)").message == "expected a value outside 1 ± 0.1, got 1.05")
        #expect(check("expect('x').to.be_near(1, 0.1)").message == "expected a number near 1, got \"x\"")
    }

    @Test func truthyFalsyAndNil() {
        #expect(check("expect(0).to.be_truthy()").status == .passed)
        #expect(check("expect(false).to.be_truthy()").message == "expected a truthy value, got false")
        #expect(check("expect(nil).to.be_falsy()").status == .passed)
        #expect(check("expect('') .to.be_falsy()").message == "expected a falsy value, got \"\"")
        #expect(check("expect(nil).to.be_nil()").status == .passed)
        #expect(check("expect(3).to.be_nil()").message == "expected nil, got 3")
        #expect(check("expect(nil).to_not.be_nil()").message == "expected a value, got nil")
    }

    @Test func matchChecksAStringAgainstAPattern() {
        #expect(check("expect('Slider#12').to.match('^Slider#%d+$')").status == .passed)
        #expect(check("expect('Slider').to.match('%d')").message == "expected a string matching \"%d\", got \"Slider\"")
        #expect(check("expect(12).to.match('%d')").message == "expected a string matching \"%d\", got 12")
        #expect(check("expect('a1').to_not.match('%d')").message == "expected a string not matching \"%d\", got \"a1\"")
    }

    @Test func failAndFailWithCheckThatAFunctionRaises() {
        #expect(check("expect(function() error('boom') end).to.fail()").status == .passed)
        #expect(check("expect(function() end).to.fail()").message == "expected the function to fail, but it returned normally")
        #expect(check("expect(function() error('boom', 0) end).never.to.fail()").message
            == "expected the function not to fail, but it failed with: boom")
        #expect(check("expect(function() error('bad value 42') end).to.fail_with('value %d+')").status == .passed)
        #expect(check("expect(function() error('a.b(c)') end).to.fail_with('a.b(c)')").status == .passed)
        #expect(check("expect(function() error('boom', 0) end).to.fail_with('bang')").message
            == "expected the function to fail with \"bang\"\n  actual error: boom")
        #expect(check("expect(function() end).to.fail_with('bang')").message
            == "expected the function to fail with \"bang\", but it returned normally")
    }

    @Test func failWithSeesTheMessageOfAFailedExpect() {
        #expect(check("expect(function() expect(1).to.equal(2) end).to.fail_with('expected: 2')").status == .passed)
    }

    @Test func matchersCanBeCalledWithAColon() {
        #expect(check("expect(3).to:equal(3)").status == .passed)
    }

    @Test func anExpectedValueWithItsOwnEqualityIsCompared() {
        #expect(check("expect(Color.red).to.equal(Color.red)").status == .passed)
        #expect(check("expect(Point(1, 2)).to.equal(Point(1, 2))").status == .passed)
        #expect(check("expect(Color.red).to:equal(Color.red)").status == .passed)
    }

    @Test func anUnknownMatcherIsAFailureNamingIt() {
        #expect(check("expect(1).to.frobnicate(2)").message == "expect(...) has no matcher named \"frobnicate\"")
    }

    @Test func plainAssertIsLuassertsAndFailsAtTheAuthorsLine() {
        #expect(check("local a, b = assert(1, 'fine'); expect(b).to.equal('fine')").status == .passed)
        let failed = check("assert(false, 'plain message')")
        #expect(failed.status == .failed)
        #expect(failed.message == "plain message")
        #expect(failed.line == 2)
        #expect(check("assert(nil)").message == "assertion failed!")
    }

    @Test func theFailureLineIsTheFailingExpectNotTheAPI() {
        let result = files.test("""
            local function helper(v)
              expect(v).to.equal(2)
            end
            it("calls a helper", function()
              helper(2)
              helper(3)
            end)
            """)
        #expect(result.tests[0].line == 2)
        #expect(result.tests[0].location == nil)
    }

    @Test func runtimeErrorsKeepTheirLineAndATraceback() {
        let failed = check("local t = nil\nreturn t.x")
        #expect(failed.status == .errored)
        #expect(failed.errorKind == .lua)
        #expect(failed.line == 3)
        #expect(failed.message == "attempt to index a nil value (local 't')")
        #expect(failed.traceback?.hasPrefix("stack traceback:") == true)
        #expect(failed.traceback?.contains("tactile.scenario") == false)
    }
}
