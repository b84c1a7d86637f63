import ControlKit
import Testing
@testable import TactileScripting

@Suite("Transcript format (scenarios §3.6)")
struct TranscriptTests {
    @Test func emittedDeliveredAndNoteLinesAreDistinct() {
        var log = RecordFixtures()
        log.add(.emitted, "Button#1", .touchDown, registrations: 1)
        log.add(.delivered, "Button#1", .touchDown, target: "Spy#1", action: "tapped")
        log.add(.note, nil, time: 0.1, message: "tap at {60,20} hit Label#4, which covers Button#2")
        log.add(.note, "TableView#1", time: 0.1, message: "didSelectRowAt [0, 1]")
        log.add(.emitted, "Slider#1", .valueChanged, time: 1.2345, registrations: 0)
        #expect(Transcript.render(log.records, formatter: TrafficFormatter()) == """
            # tactile transcript v2
            t=0.000  emitted    Button#1  touchDown  (1 registered)
            t=0.000  delivered  Button#1  touchDown  -> Spy#1 tapped
            t=0.100  note       tap at {60,20} hit Label#4, which covers Button#2
            t=0.100  note       TableView#1: didSelectRowAt [0, 1]
            t=1.235  emitted    Slider#1  valueChanged  (0 registered)

            """)
    }

    @Test func failedAndUnhandledActionsKeepTheirKindTheRouteAndTheError() {
        var log = RecordFixtures()
        log.add(.failed, "Button#1", .touchUpInside, target: "function#1", action: "call", message: "test:3: nope")
        log.add(.unhandled, "Button#1", .touchUpInside, route: .responderChain, action: "save")
        #expect(Transcript.render(log.records, formatter: TrafficFormatter()) == """
            # tactile transcript v2
            t=0.000  failed     Button#1  touchUpInside  -> function#1 call  test:3: nope
            t=0.000  unhandled  Button#1  touchUpInside  -> save via responder chain

            """)
    }

    /// uikit-rules §3.6: a delivery names the input event its action went with, or says none did.
    @Test func deliveriesNameTheirInputEvent() {
        var log = RecordFixtures()
        log.add(.delivered, "Button#1", .touchUpInside, target: "Spy#1", action: "tapped",
                inputEvent: .event(ObjectName(typeName: "Event", number: 1)))
        log.add(.failed, "Button#1", .valueChanged, target: "function#1", action: "call", inputEvent: .absent, message: "test:3: nope")
        #expect(Transcript.render(log.records, formatter: TrafficFormatter()) == """
            # tactile transcript v2
            t=0.000  delivered  Button#1  touchUpInside  -> Spy#1 tapped  event=Event#1
            t=0.000  failed     Button#1  valueChanged  -> function#1 call  event=nil  test:3: nope

            """)
    }

    @Test func emptyTrafficIsJustTheHeader() {
        #expect(Transcript.render([], formatter: TrafficFormatter()) == Transcript.header + "\n")
    }
}
