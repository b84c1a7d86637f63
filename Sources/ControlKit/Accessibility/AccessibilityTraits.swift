/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits` says it:
/// VoiceOver reads them, and UI tests find elements by them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Every trait with its name, in UIKit's order.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("header", .header), ("searchField", .searchField), ("image", .image),
        ("selected", .selected), ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar),
    ]

    /// The trait called `name`, if there is one.
    public init?(named name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found.trait
    }

    /// The names of the traits in the set, in UIKit's order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }

    /// `[button, selected]`.
    public var description: String { "[" + names.joined(separator: ", ") + "]" }
}
