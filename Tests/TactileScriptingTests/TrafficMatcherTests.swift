import ControlKit
import Testing
@testable import TactileScripting

/// Traffic assertions against records given as data (scenarios §7.6).
@Suite("Traffic matchers")
struct TrafficMatcherTests {
    /// A tap on Button#1 with one target, and a slider that emitted with no target.
    let traffic: TrafficMatchers = {
        var log = RecordFixtures()
        log.add(.emitted, "Button#1", .touchDown)
        log.add(.delivered, "Button#1", .touchDown, target: "Spy#1", action: "down")
        log.add(.emitted, "Button#1", .touchDragInside, time: 0.05)
        log.add(.emitted, "Slider#1", .valueChanged, time: 0.05)
        log.add(.emitted, "Button#1", .touchUpInside, time: 0.1)
        log.add(.delivered, "Button#1", .touchUpInside, time: 0.1, target: "Spy#1", action: "tapped")
        return TrafficMatchers(records: log.records, formatter: TrafficFormatter())
    }()

    @Test func sentCountsEmittedEventsEvenWithoutTargets() {
        #expect(traffic.sent(sender: "Slider#1", event: EventPattern("valueChanged")).passed)
        #expect(traffic.sent(sender: "Button#1", event: EventPattern("touchDown"), times: 1).passed)
    }

    @Test func sentWithTargetOrActionLooksAtDeliveries() {
        #expect(traffic.sent(sender: "Button#1", event: EventPattern("touchUpInside"),
                                     target: "Spy#1", action: "tapped", times: 1).passed)
        #expect(!traffic.sent(sender: "Slider#1", event: EventPattern("valueChanged"),
                                      target: "Spy#1").passed)
        #expect(!traffic.sent(sender: "Button#1", event: EventPattern("touchUpInside"),
                                      action: "down").passed)
    }

    @Test func sentFailureShowsExpectedActualAndTheSendersTraffic() {
        let outcome = traffic.sent(sender: "Button#1", event: EventPattern("touchUpInside"), times: 2)
        #expect(!outcome.passed)
        #expect(outcome.message(negated: false) == """
            expected Button#1 to send touchUpInside 2 times, but it was sent 1 time
            traffic of Button#1:
                t=0.000  emitted    Button#1  touchDown
                t=0.000  delivered  Button#1  touchDown  -> Spy#1 down
                t=0.050  emitted    Button#1  touchDragInside
                t=0.100  emitted    Button#1  touchUpInside
                t=0.100  delivered  Button#1  touchUpInside  -> Spy#1 tapped
            """)
    }

    @Test func sentToAMissingSenderSaysThereIsNoTraffic() {
        let outcome = traffic.sent(sender: "Switch#1", event: EventPattern("valueChanged"))
        #expect(outcome.message(negated: false)
            == "expected Switch#1 to send valueChanged, but it was sent 0 times\ntraffic of Switch#1: none")
    }

    @Test func notSentFailsWithTheOffendingRecords() {
        let outcome = traffic.sent(sender: "Button#1", event: EventPattern("touchDragInside|touchDragOutside"))
        #expect(outcome.message(negated: false) == nil)
        #expect(outcome.message(negated: true) == """
            expected Button#1 not to send {touchDragInside|touchDragOutside}, but it was sent 1 time:
                t=0.050  emitted    Button#1  touchDragInside
            """)
        #expect(traffic.sent(sender: "Button#1", event: EventPattern("touchCancel"))
            .message(negated: true) == nil)
    }

    @Test func exactSequenceMatchesTheWholeStream() {
        let exact = ["touchDown", "touchDragInside", "touchUpInside"].map(EventPattern.init)
        #expect(traffic.sentExactly(sender: "Button#1", events: exact).passed)
        let wildcard = ["touchDown", "*", "touchUpInside"].map(EventPattern.init)
        #expect(traffic.sentExactly(sender: "Button#1", events: wildcard).passed)
    }

    @Test func exactSequenceFailureMarksTheFirstDifference() {
        let outcome = traffic.sentExactly(sender: "Button#1",
                                                  events: ["touchDown", "touchUpInside"].map(EventPattern.init))
        #expect(outcome.message(negated: false) == """
            expected Button#1 to send exactly [touchDown, touchUpInside]
              actual: [touchDown, touchDragInside, touchUpInside]
            first difference at event 2: expected touchUpInside, got touchDragInside
            traffic of Button#1:
                t=0.000  emitted    Button#1  touchDown
              > t=0.050  emitted    Button#1  touchDragInside
                t=0.100  emitted    Button#1  touchUpInside
            """)
    }

    @Test func exactSequenceNoticesMissingAndExtraEvents() {
        let longer = ["touchDown", "touchDragInside", "touchUpInside", "touchCancel"].map(EventPattern.init)
        let outcome = traffic.sentExactly(sender: "Button#1", events: longer)
        #expect(outcome.message(negated: false)?.contains("first difference at event 4: expected touchCancel, got nothing more") == true)
    }

    @Test func inOrderAllowsEventsInBetween() {
        let subsequence = ["touchDown", "touchUpInside"].map(EventPattern.init)
        #expect(traffic.sentInOrder(sender: "Button#1", events: subsequence).passed)
        let negated = traffic.sentInOrder(sender: "Button#1", events: subsequence)
        #expect(negated.message(negated: true) == "expected Button#1 not to send in order [touchDown, touchUpInside], but it did")
    }

    @Test func inOrderFailureSaysWhatWasFoundAndWhereItStopped() {
        let reversed = ["touchUpInside", "touchDown"].map(EventPattern.init)
        let outcome = traffic.sentInOrder(sender: "Button#1", events: reversed)
        #expect(outcome.message(negated: false) == """
            expected Button#1 to send in order [touchUpInside, touchDown]
              actual: [touchDown, touchDragInside, touchUpInside]
            found the first 1, then no touchDown after event 3 (touchUpInside)
            traffic of Button#1:
                t=0.000  emitted    Button#1  touchDown
                t=0.050  emitted    Button#1  touchDragInside
              > t=0.100  emitted    Button#1  touchUpInside
            """)
    }

    @Test func excerptsStayNearTheDivergenceInLongTraffic() {
        var log = RecordFixtures()
        for step in 0..<30 { log.add(.emitted, "Stepper#1", .valueChanged, time: Double(step) * 0.5) }
        let excerpt = TrafficMatchers(records: log.records, formatter: TrafficFormatter())
            .excerpt(of: log.records, around: 15, sender: "Stepper#1")
        let lines = excerpt.split(separator: "\n")
        #expect(lines.count == 1 + 1 + 11 + 1)
        #expect(lines[1] == "    … 10 earlier records")
        #expect(lines[7] == "  > t=7.500  emitted    Stepper#1  valueChanged")
        #expect(lines.last == "    … 9 later records")
    }

    @Test func eventPatternsReadSetsAndWildcards() {
        #expect(EventPattern("*") == .any)
        #expect(EventPattern("a|b") == .oneOf(["a", "b"]))
        #expect(EventPattern("a|b").description == "{a|b}")
        #expect(EventPattern("a|b").matches("b"))
        #expect(!EventPattern("a").matches("b"))
    }
}
