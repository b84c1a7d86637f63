/// What an expected event may be: one name, any of several names, or anything (`"*"`).
public enum EventPattern: Equatable, Sendable, CustomStringConvertible {
    case any
    case oneOf(Set<String>)

    /// One event name, several joined by `|` (`"touchDragInside|touchDragOutside"`),
    /// or `"*"` for any event.
    public init(_ text: String) {
        self = text == "*" ? .any : .oneOf(Set(text.split(separator: "|").map(String.init)))
    }

    /// Whether a record's event fits the pattern. A record of events sent in one call
    /// (`valueChanged|primaryActionTriggered`) fits a pattern naming any one of them, as each
    /// event of the list was sent (scenarios §7.6).
    public func matches(_ event: String) -> Bool {
        switch self {
        case .any: true
        case .oneOf(let names):
            names.contains(event) || (event.contains("|") && event.split(separator: "|").contains { names.contains(String($0)) })
        }
    }

    public var description: String {
        switch self {
        case .any: "*"
        case .oneOf(let names) where names.count == 1: names.first!
        case .oneOf(let names): "{" + names.sorted().joined(separator: "|") + "}"
        }
    }
}
