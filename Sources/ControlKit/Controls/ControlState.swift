extension Control {
    /// The state of a control as bits, with UIKit's raw values (`UIControl.State`, uikit-rules §1.2).
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        /// Applicable only where the screen supports focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits available for the application's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)

        /// The named states, in raw-value order.
        public static let named: [(name: String, state: State)] = [
            ("normal", .normal), ("highlighted", .highlighted), ("disabled", .disabled),
            ("selected", .selected), ("focused", .focused), ("application", .application),
            ("reserved", .reserved),
        ]

        /// The state with a name such as `"highlighted"`, or nil for an unknown name.
        public init?(name: String) {
            guard let match = State.named.first(where: { $0.name == name }) else { return nil }
            self = match.state
        }

        /// The names of the state's parts, `["normal"]` for the normal state.
        public var names: [String] {
            if isEmpty { return ["normal"] }
            var rest = self
            var names: [String] = []
            for (name, state) in State.named where !state.isEmpty && rest.isSuperset(of: state) {
                names.append(name)
                rest.subtract(state)
            }
            if !rest.isEmpty { names.append("0x" + String(rest.rawValue, radix: 16)) }
            return names
        }

        public var description: String { names.joined(separator: "|") }
    }
}
