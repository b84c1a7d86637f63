import Testing
@testable import TactileScripting

/// Traffic assertions as scenarios write them, on what real controls sent (scenarios §7.6).
@Suite("Traffic assertions in scenarios")
struct TrafficAssertionTests {
    let files = ScenarioFiles()

    /// A button tapped once, with one target, and a slider emitting without targets.
    static let tap = """
        local button, slider, spy
        local function tap_button()
          button = Button{ frame = Rect(0, 0, 80, 40) }
          window:addSubview(button)
          spy = { down = function() end, tapped = function() end }
          button:addTarget(spy, "down", "touchDown")
          button:addTarget(spy, "tapped", "touchUpInside")
          slider = Slider{}
          local finger = touch(button):down():wait(0.05)
          slider:sendActions("valueChanged")
          finger:wait(0.05):up()
        end

        """

    func check(_ body: String) -> TestResult {
        files.test(Self.tap + "it(\"case\", function()\ntap_button()\n\(body)\nend)\n").tests[0]
    }

    @Test func sentPassesForEmittedAndDeliveredEvents() {
        #expect(check("expect(button).to.have_sent('touchUpInside')").status == .passed)
        #expect(check("expect('Slider#1').to.have_sent('valueChanged', {times = 1})").status == .passed)
        #expect(check("expect(button).to.have_sent('touchUpInside', {target = spy, action = 'tapped', times = 1})").status == .passed)
        #expect(check("expect(button).to.have_sent({'touchDown', 'touchUpInside'}, {times = 2})").status == .passed)
    }

    @Test func sentFailureShowsCountsAndTheSendersTraffic() {
        let failed = check("expect(button).to.have_sent('touchUpInside', {target = 'Spy#2'})")
        #expect(failed.status == .failed)
        #expect(failed.line == 15)
        #expect(failed.message == """
            expected Button#1 to send touchUpInside to Spy#2, but it was sent 0 times
            traffic of Button#1:
                t=0.000  emitted    Button#1  touchDown  (1 registered)
                t=0.000  delivered  Button#1  touchDown  -> table#1 down  event=Event#1
                t=0.100  emitted    Button#1  touchUpInside  (1 registered)
                t=0.100  delivered  Button#1  touchUpInside  -> table#1 tapped  event=Event#1
                t=0.100  emitted    Button#1  primaryActionTriggered  (0 registered)
            """)
    }

    @Test func notSentFailsWithTheOffendingRecord() {
        #expect(check("expect(button).to_not.have_sent('touchCancel')").status == .passed)
        #expect(check("expect(button).never.to.have_sent('touchDown')").message == """
            expected Button#1 not to send touchDown, but it was sent 1 time:
                t=0.000  emitted    Button#1  touchDown  (1 registered)
            """)
    }

    @Test func sequencesExactlyAndInOrder() {
        #expect(check("expect(button).to.have_sent_exactly{'touchDown', 'touchUpInside', 'primaryActionTriggered'}").status == .passed)
        #expect(check("expect(button).to.have_sent_in_order{'touchUpInside'}").status == .passed)
        #expect(check("expect(button).to.have_sent_exactly{'touchDown', '*', '*'}").status == .passed)
        let exact = check("expect(button).to.have_sent_exactly{'touchDown'}")
        #expect(exact.message?.hasPrefix("""
            expected Button#1 to send exactly [touchDown]
              actual: [touchDown, touchUpInside, primaryActionTriggered]
            first difference at event 2: expected nothing more, got touchUpInside
            """) == true)
        let order = check("expect(button).to.have_sent_in_order{'touchUpInside', 'touchDown'}")
        #expect(order.message?.contains("found the first 1, then no touchDown after event 2 (touchUpInside)") == true)
    }

    @Test func badArgumentsAreClearFailures() {
        #expect(check("expect(button).to.have_sent(42)").message == "expected an event name, a list of names or \"*\", got 42")
        #expect(check("expect(button).to.have_sent('x', {times = 1.5})").message == "have_sent times must be an integer, got 1.5")
        #expect(check("traffic:all{ kind = 'bogus' }").message?.hasSuffix(
            "bad argument #1 to 'traffic' (unknown record kind 'bogus')") == true)
    }

    @Test func trafficIsReadableFromLuaAndFreshForEveryTest() {
        let result = files.test(Self.tap + """
            it("records", function()
              tap_button()
              local all = traffic:all()
              expect(#all).to.equal(7)
              expect(all[2].target).to.equal(spy)
              expect(all[2].sender).to.equal(button)
              expect(tostring(all[2])).to.equal("#2  t=0.000  delivered  Button#1  touchDown  -> table#1 down  event=Event#1")
              expect(all[3].sender).to.equal(slider)
              expect(#traffic:of(button)).to.equal(5)
              expect(#traffic()).to.equal(#all)
              expect(traffic:transcript()).to.match("^# tactile transcript v2\\n")
            end)
            it("starts empty", function() expect(#traffic:all()).to.equal(0) end)
            """)
        #expect(result.tests.map(\.status) == [.passed, .passed], "\(result.tests.map { $0.message ?? "" })")
    }

    @Test func goldenTranscriptIsComparedBesideTheScenario() {
        let scenario = Self.tap + """
            it("taps", function()
              tap_button()
              traffic:note("tap at {60,20} hit Button#1")
              expect(traffic).to.match_transcript("tap")
            end)
            """
        let missing = files.test(scenario, name: "golden.lua")
        #expect(missing.tests[0].status == .failed)
        #expect(missing.tests[0].message?.contains("no stored transcript") == true)
        #expect(files.read("tap.transcript.received") != nil)

        let updated = files.test(scenario, name: "golden.lua", settings: ScenarioSettings(updateTranscripts: true))
        #expect(updated.tests[0].status == .passed)
        #expect(files.read("tap.transcript") == """
            # tactile transcript v2
            t=0.000  emitted    Button#1  touchDown  (1 registered)
            t=0.000  delivered  Button#1  touchDown  -> table#1 down  event=Event#1
            t=0.050  emitted    Slider#1  valueChanged  (0 registered)
            t=0.050  emitted    Slider#1  primaryActionTriggered  (0 registered)
            t=0.100  emitted    Button#1  touchUpInside  (1 registered)
            t=0.100  delivered  Button#1  touchUpInside  -> table#1 tapped  event=Event#1
            t=0.100  emitted    Button#1  primaryActionTriggered  (0 registered)
            t=0.100  note       tap at {60,20} hit Button#1

            """)
        #expect(files.read("tap.transcript.received") == nil)

        let changed = files.test(scenario.replacingOccurrences(of: "hit Button#1\")", with: "hit Label#4\")"),
                                 name: "golden.lua", settings: ScenarioSettings(updateTranscripts: true, isCI: true))
        #expect(changed.tests[0].status == .failed)
        #expect(changed.tests[0].message?.contains("-t=0.100  note       tap at {60,20} hit Button#1\n+t=0.100  note       tap at {60,20} hit Label#4") == true)
        #expect(files.read("tap.transcript")?.contains("hit Button#1") == true)
    }
}
