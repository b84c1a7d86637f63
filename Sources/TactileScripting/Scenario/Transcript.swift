/// The readable, stable text form of traffic: one record per line, times with fixed
/// precision, objects by their stable names, never an address.
///
/// ```
/// # tactile transcript v1
/// t=0.000  emitted    Button#1  touchDown
/// t=0.000  delivered  Button#1  touchDown  -> Spy#1 tapped  event=Event#1
/// t=0.100  note       tap at {60,20} hit Label#4, which covers Button#2
/// ```
///
/// Sequence numbers are left out on purpose: one extra record early on would
/// otherwise change every later line, and a reviewed diff should show only what
/// changed.
public enum Transcript {
    /// The first line of every transcript file.
    public static let header = "# tactile transcript v1"

    /// The whole transcript: the header, then one line per record, ending with a newline.
    public static func render(_ records: [TrafficEntry]) -> String {
        ([header] + records.map(line)).joined(separator: "\n") + "\n"
    }

    /// One record as a transcript line.
    public static func line(_ record: TrafficEntry) -> String {
        var fields = ["t=" + fixed(record.time), pad(record.kind.rawValue, to: 9)]
        switch record.kind {
        case .note:
            let text = record.text ?? record.event
            fields.append(record.sender.isEmpty ? text : "\(record.sender): \(text)")
        case .emitted, .delivered, .unhandled, .failed:
            fields.append(record.sender)
            fields.append(record.event)
            if record.target != nil || record.action != nil {
                fields.append("-> " + [record.target, record.action].compactMap { $0 }.joined(separator: " "))
            }
            if let inputEvent = record.inputEvent { fields.append("event=" + inputEvent) }
            if let value = record.value { fields.append("value=" + value) }
            if record.kind == .failed, let error = record.text { fields.append(error) }
        }
        return fields.joined(separator: "  ")
    }

    /// Seconds with exactly three decimals, independent of locale: `0.500`. Times too large
    /// for whole milliseconds (beyond about 285,000 years) print as Swift prints a `Double`.
    public static func fixed(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 9e15 else { return "\(seconds)" }
        let millis = Int((seconds * 1000).rounded())
        let sign = millis < 0 ? "-" : ""
        let magnitude = abs(millis)
        let fraction = String(magnitude % 1000)
        return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
