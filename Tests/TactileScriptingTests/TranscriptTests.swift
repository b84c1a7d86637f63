import Testing
@testable import TactileScripting

@Suite("Transcript format (scenarios §3.6)")
struct TranscriptTests {
    @Test func emittedDeliveredAndNoteLinesAreDistinct() {
        let records = [
            TrafficEntry(seq: 1, time: 0, kind: .emitted, sender: "Button#1", event: "touchDown"),
            TrafficEntry(seq: 2, time: 0, kind: .delivered, sender: "Button#1", event: "touchDown",
                          target: "Spy#1", action: "tapped"),
            TrafficEntry(seq: 3, time: 0.1, kind: .note, sender: "", text: "tap at {60,20} hit Label#4, which covers Button#2"),
            TrafficEntry(seq: 4, time: 1.2345, kind: .emitted, sender: "Slider#1", event: "valueChanged", value: "0.5"),
        ]
        #expect(Transcript.render(records) == """
            # tactile transcript v1
            t=0.000  emitted    Button#1  touchDown
            t=0.000  delivered  Button#1  touchDown  -> Spy#1 tapped
            t=0.100  note       tap at {60,20} hit Label#4, which covers Button#2
            t=1.235  emitted    Slider#1  valueChanged  value=0.5

            """)
    }

    @Test func failedAndUnhandledActionsKeepTheirKindAndTheError() {
        let records = [
            TrafficEntry(seq: 1, time: 0, kind: .failed, sender: "Button#1", event: "touchUpInside",
                          target: "function#1", action: "call", text: "test:3: nope"),
            TrafficEntry(seq: 2, time: 0, kind: .unhandled, sender: "Button#1", event: "touchUpInside", action: "save"),
        ]
        #expect(Transcript.render(records) == """
            # tactile transcript v1
            t=0.000  failed     Button#1  touchUpInside  -> function#1 call  test:3: nope
            t=0.000  unhandled  Button#1  touchUpInside  -> save

            """)
    }

    /// uikit-rules §3.6: a delivery names the input event its action went with, or says none did.
    @Test func deliveriesNameTheirInputEvent() {
        let records = [
            TrafficEntry(seq: 1, time: 0, kind: .delivered, sender: "Button#1", event: "touchUpInside",
                          target: "Spy#1", action: "tapped", inputEvent: "Event#1"),
            TrafficEntry(seq: 2, time: 0, kind: .failed, sender: "Button#1", event: "valueChanged",
                          target: "function#1", action: "call", inputEvent: "nil", text: "test:3: nope"),
        ]
        #expect(Transcript.render(records) == """
            # tactile transcript v1
            t=0.000  delivered  Button#1  touchUpInside  -> Spy#1 tapped  event=Event#1
            t=0.000  failed     Button#1  valueChanged  -> function#1 call  event=nil  test:3: nope

            """)
    }

    @Test func timesHaveFixedPrecisionWhateverTheirMagnitude() {
        #expect(Transcript.fixed(0) == "0.000")
        #expect(Transcript.fixed(0.0004) == "0.000")
        #expect(Transcript.fixed(12.5) == "12.500")
        #expect(Transcript.fixed(3.0999999) == "3.100")
    }

    @Test func emptyTrafficIsJustTheHeader() {
        #expect(Transcript.render([]) == Transcript.header + "\n")
    }
}
