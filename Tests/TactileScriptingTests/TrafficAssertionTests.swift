import Testing
@testable import TactileScripting

/// Traffic assertions as scenarios write them, with records made by hand through
/// `traffic:record{...}` until the control bindings fill the recorder (scenarios §7.6).
@Suite("Traffic assertions in scenarios")
struct TrafficAssertionTests {
    let files = ScenarioFiles()

    /// A button tapped once, with one target, and a slider emitting without targets.
    static let tap = """
        local button = { name = "Button#1" }
        local function tap()
          traffic:record{ kind = "emitted", sender = button, event = "touchDown", time = 0 }
          traffic:record{ kind = "delivered", sender = button, event = "touchDown", target = "Spy#1", action = "down" }
          traffic:record{ kind = "emitted", sender = "Slider#1", event = "valueChanged", value = 0.5, time = 0.05 }
          traffic:record{ kind = "emitted", sender = button, event = "touchUpInside", time = 0.1 }
          traffic:record{ kind = "delivered", sender = button, event = "touchUpInside", target = "Spy#1", action = "tapped" }
        end

        """

    func check(_ body: String) -> TestResult {
        files.test(Self.tap + "it(\"case\", function()\ntap()\n\(body)\nend)\n").tests[0]
    }

    @Test func sentPassesForEmittedAndDeliveredEvents() {
        #expect(check("expect(button).to.have_sent('touchUpInside')").status == .passed)
        #expect(check("expect('Slider#1').to.have_sent('valueChanged', {times = 1})").status == .passed)
        #expect(check("expect(button).to.have_sent('touchUpInside', {target = 'Spy#1', action = 'tapped', times = 1})").status == .passed)
        #expect(check("expect(button).to.have_sent({'touchDown', 'touchUpInside'}, {times = 2})").status == .passed)
    }

    @Test func sentFailureShowsCountsAndTheSendersTraffic() {
        let failed = check("expect(button).to.have_sent('touchUpInside', {target = 'Spy#2'})")
        #expect(failed.status == .failed)
        #expect(failed.line == 11)
        #expect(failed.message == """
            expected Button#1 to send touchUpInside to Spy#2, but it was sent 0 times
            traffic of Button#1:
                t=0.000  emitted    Button#1  touchDown
                t=0.000  delivered  Button#1  touchDown  -> Spy#1 down
                t=0.100  emitted    Button#1  touchUpInside
                t=0.100  delivered  Button#1  touchUpInside  -> Spy#1 tapped
            """)
    }

    @Test func notSentFailsWithTheOffendingRecord() {
        #expect(check("expect(button).to_not.have_sent('touchCancel')").status == .passed)
        #expect(check("expect(button).never.to.have_sent('touchDown')").message == """
            expected Button#1 not to send touchDown, but it was sent 1 time:
                t=0.000  emitted    Button#1  touchDown
            """)
    }

    @Test func sequencesExactlyAndInOrder() {
        #expect(check("expect(button).to.have_sent_exactly{'touchDown', 'touchUpInside'}").status == .passed)
        #expect(check("expect(button).to.have_sent_in_order{'touchUpInside'}").status == .passed)
        #expect(check("expect(button).to.have_sent_exactly{'touchDown', '*'}").status == .passed)
        let exact = check("expect(button).to.have_sent_exactly{'touchDown'}")
        #expect(exact.message?.hasPrefix("""
            expected Button#1 to send exactly [touchDown]
              actual: [touchDown, touchUpInside]
            first difference at event 2: expected nothing more, got touchUpInside
            """) == true)
        let order = check("expect(button).to.have_sent_in_order{'touchUpInside', 'touchDown'}")
        #expect(order.message?.contains("found the first 1, then no touchDown after event 2 (touchUpInside)") == true)
    }

    @Test func badArgumentsAreClearFailures() {
        #expect(check("expect(button).to.have_sent(42)").message == "expected an event name, a list of names or \"*\", got 42")
        #expect(check("expect(button).to.have_sent('x', {times = 1.5})").message == "have_sent times must be an integer, got 1.5")
        #expect(check("traffic:record{ kind = 'bogus', sender = 'x' }").message
            == "traffic:record kind must be one of emitted, delivered, unhandled, failed, note, got 'bogus'")
    }

    @Test func trafficIsReadableFromLuaAndFreshForEveryTest() {
        let result = files.test(Self.tap + """
            it("records", function()
              tap()
              local all = traffic:all()
              expect(#all).to.equal(5)
              expect(all[2].target).to.equal("Spy#1")
              expect(all[3].value).to.equal("0.5")
              expect(#traffic:of(button)).to.equal(4)
              expect(traffic()).to.equal(all)
              expect(traffic:transcript()).to.match("^# tactile transcript v1\\n")
            end)
            it("starts empty", function() expect(#traffic:all()).to.equal(0) end)
            """)
        #expect(result.tests.map(\.status) == [.passed, .passed], "\(result.tests.map { $0.message ?? "" })")
    }

    @Test func goldenTranscriptIsComparedBesideTheScenario() {
        let scenario = Self.tap + """
            it("taps", function()
              tap()
              traffic:record{ kind = "note", text = "tap at {60,20} hit Button#1" }
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
            # tactile transcript v1
            t=0.000  emitted    Button#1  touchDown
            t=0.000  delivered  Button#1  touchDown  -> Spy#1 down
            t=0.050  emitted    Slider#1  valueChanged  value=0.5
            t=0.100  emitted    Button#1  touchUpInside
            t=0.100  delivered  Button#1  touchUpInside  -> Spy#1 tapped
            t=0.100  note       tap at {60,20} hit Button#1

            """)
        #expect(files.read("tap.transcript.received") == nil)

        let changed = files.test(scenario.replacingOccurrences(of: "hit Button#1\" }", with: "hit Label#4\" }"),
                                 name: "golden.lua", settings: ScenarioSettings(updateTranscripts: true, isCI: true))
        #expect(changed.tests[0].status == .failed)
        #expect(changed.tests[0].message?.contains("-t=0.100  note       tap at {60,20} hit Button#1\n+t=0.100  note       tap at {60,20} hit Label#4") == true)
        #expect(files.read("tap.transcript")?.contains("hit Button#1") == true)
    }
}
