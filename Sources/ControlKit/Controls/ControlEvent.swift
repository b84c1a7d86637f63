extension Control {
    /// The events a control reports to its targets, with UIKit's raw values
    /// (`UIControl.Event`, uikit-rules §1.1).
    public struct Event: OptionSet, Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch-down whose tap count is above 1.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's semantic action (a button press, a slider change).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu gesture fired, before the menu presents.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key ended editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits 24–27, free for the application's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits 28–31, reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event: all 32 bits.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// One of the four application-reserved event bits (index 0…3), for custom events.
        public static func application(_ index: Int) -> Event {
            precondition((0..<4).contains(index), "application events are numbered 0 to 3")
            return Event(rawValue: 1 << UInt(24 + index))
        }
    }
}
