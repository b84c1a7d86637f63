/// Makes every text line of traffic: transcripts, the REPL's live lines, failure excerpts and a
/// record's `description` are all this one format, with or without the sequence number.
///
/// ```
/// #1  t=0.000  emitted    Button#1  touchDown  (1 registered)
/// #2  t=0.000  delivered  Button#1  touchDown  -> Spy#1 tapped  event=Event#1
/// #3  t=0.100  note       tap at {60,20} hit Label#4, which covers Button#2
/// ```
///
/// Times have exactly three decimals, objects appear by their stable names, never an address.
public struct TrafficFormatter {
    /// Names a control event; a scripting layer names the custom events its scripts registered.
    public var eventName: (Control.Event) -> String

    /// A formatter naming events as `Control.Event` describes them, unless told otherwise.
    public init(eventName: @escaping (Control.Event) -> String = { $0.description }) {
        self.eventName = eventName
    }

    /// What a record calls its event: the control event's name, a gesture recognizer's state,
    /// or the empty string (notes).
    public func event(of record: TrafficRecord) -> String {
        if let controlEvent = record.controlEvent { return eventName(controlEvent) }
        return record.gestureState?.description ?? ""
    }

    /// One record as one line. `numbered` puts the sequence number first (transcripts leave it
    /// out, so one extra record does not change every later line); `colors` paints the line with
    /// ANSI escapes: numbers dim, the event yellow, a delivery green, trouble red.
    public func line(_ record: TrafficRecord, numbered: Bool = false, colors: Bool = false) -> String {
        func paint(_ text: String, _ style: Style) -> String {
            colors ? "\u{1B}[" + style.rawValue + "m" + text + "\u{1B}[0m" : text
        }
        var fields: [String] = []
        if numbered { fields.append(paint("#\(record.sequence)", .dim)) }
        fields.append(paint("t=" + Self.time(record.time), .dim))
        let trouble: Style = record.kind == .note ? .dim : .trouble
        fields.append(paint(Self.padded(record.kind.rawValue), record.kind == .delivered ? .delivery : trouble))
        if record.kind == .note {
            let text = record.message ?? ""
            fields.append(record.sender.map { "\($0): \(text)" } ?? text)
            return fields.joined(separator: "  ")
        }
        if let sender = record.sender { fields.append(sender.description) }
        let event = event(of: record)
        if !event.isEmpty { fields.append(paint(event, .event)) }
        if let registrations = record.registrations { fields.append("(\(registrations) registered)") }
        if let action = record.action {
            let via = record.route == .responderChain ? " via responder chain" : ""
            fields.append(paint("-> " + (record.target.map { "\($0) " } ?? "") + action + via, .delivery))
        }
        if let inputEvent = record.inputEvent { fields.append("event=\(inputEvent)") }
        if let message = record.message { fields.append(paint(message, trouble)) }
        return fields.joined(separator: "  ")
    }

    /// Seconds with exactly three decimals, independent of locale: `0.500`. Times too large for
    /// whole milliseconds (beyond about 285,000 years) print as Swift prints a `Double`.
    public static func time(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 9e15 else { return "\(seconds)" }
        let millis = Int((seconds * 1000).rounded())
        let sign = millis < 0 ? "-" : ""
        let magnitude = abs(millis)
        let fraction = String(magnitude % 1000)
        return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A kind padded to the longest kind's width, so the columns after it line up.
    private static func padded(_ kind: String) -> String {
        kind.count >= 9 ? kind : kind + String(repeating: " ", count: 9 - kind.count)
    }

    /// The SGR codes of a coloured line.
    private enum Style: String {
        case dim = "2"
        case event = "33"
        case delivery = "32"
        case trouble = "31"
    }
}
