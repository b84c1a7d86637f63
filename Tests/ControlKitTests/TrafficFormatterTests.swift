import Foundation
import Testing
@testable import ControlKit

/// The one text format of traffic (scenarios §3.6): transcripts, REPL lines, printed records and
/// failure excerpts are all made by `TrafficFormatter`.
@Suite("Traffic formatter")
struct TrafficFormatterTests {
    let delivery = TrafficRecord(
        sequence: 4, time: 0.05, kind: .delivered, sender: ObjectName(typeName: "Button", number: 1),
        controlEvent: .touchUpInside, target: ObjectName(typeName: "function", number: 1), route: .target,
        action: "call", inputEvent: .event(ObjectName(typeName: "Event", number: 1)))

    @Test func aLineIsTheSameWithOrWithoutItsNumberButForTheNumber() {
        let formatter = TrafficFormatter()
        #expect(formatter.line(delivery) == "t=0.050  delivered  Button#1  touchUpInside  -> function#1 call  event=Event#1")
        #expect(formatter.line(delivery, numbered: true) == "#4  " + formatter.line(delivery))
        #expect(delivery.description == formatter.line(delivery, numbered: true))
    }

    @Test func coloursWrapTheFieldsAndChangeNothingElse() {
        let painted = TrafficFormatter().line(delivery, numbered: true, colors: true)
        #expect(painted.contains("\u{1B}[33mtouchUpInside\u{1B}[0m"))
        let plain = painted.replacingOccurrences(of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression)
        #expect(plain == delivery.description)
    }

    @Test func eventsAreNamedByTheFormattersNamer() {
        let custom = TrafficFormatter { $0 == .touchUpInside ? "released" : $0.description }
        #expect(custom.line(delivery).contains("Button#1  released  ->"))
        #expect(custom.event(of: delivery) == "released")
    }

    @Test func gestureRecordsNameTheirState() {
        let record = TrafficRecord(sequence: 1, time: 0, kind: .emitted, sender: ObjectName(typeName: "TapGestureRecognizer", number: 1),
                                   controlEvent: nil, gestureState: .ended, registrations: 1)
        #expect(TrafficFormatter().line(record) == "t=0.000  emitted    TapGestureRecognizer#1  ended  (1 registered)")
    }

    @Test func timesHaveFixedPrecisionWhateverTheirMagnitude() {
        #expect(TrafficFormatter.time(0) == "0.000")
        #expect(TrafficFormatter.time(0.0004) == "0.000")
        #expect(TrafficFormatter.time(12.5) == "12.500")
        #expect(TrafficFormatter.time(3.0999999) == "3.100")
        #expect(TrafficFormatter.time(-0.25) == "-0.250")
        #expect(TrafficFormatter.time(1e300) == "1e+300")
    }
}
