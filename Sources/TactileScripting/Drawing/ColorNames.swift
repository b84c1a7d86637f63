import ControlKit
import LuaKit

/// The colours scripts name: UIKit's class colours (`white`, `darkGray`, `orange`, …), iOS's
/// system colours (`systemBlue`, `label`, `systemFill`, …) and hex strings (`#007AFF`,
/// `#007AFF80`), for `Color.systemBlue`, `Color("#FF9500")` and any argument that takes a colour.
enum ColorNames {
    /// Every name, with its colour.
    static let all: [(name: String, color: Color)] = [
        ("black", .black), ("darkGray", Color(white: 1.0 / 3)), ("lightGray", Color(white: 2.0 / 3)),
        ("white", .white), ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue),
        ("cyan", Color(red: 0, green: 1, blue: 1)), ("yellow", Color(red: 1, green: 1, blue: 0)),
        ("magenta", Color(red: 1, green: 0, blue: 1)), ("orange", Color(red: 1, green: 0.5, blue: 0)),
        ("purple", Color(red: 0.5, green: 0, blue: 0.5)), ("brown", Color(red: 0.6, green: 0.4, blue: 0.2)),
        ("clear", .clear),
        ("systemBlue", .systemBlue), ("systemGreen", .systemGreen), ("systemRed", .systemRed),
        ("systemOrange", .systemOrange), ("systemYellow", .systemYellow), ("systemPurple", .systemPurple),
        ("systemPink", .systemPink), ("systemIndigo", .systemIndigo), ("systemGray", .systemGray),
        ("systemGray2", .systemGray2), ("systemGray3", .systemGray3), ("systemGray4", .systemGray4),
        ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
        ("placeholderText", .placeholderText), ("separator", .separator),
        ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill),
        ("tertiarySystemFill", .tertiarySystemFill), ("quaternarySystemFill", .quaternarySystemFill),
        ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.color) })

    /// The colour a name or hex string stands for, or an error saying why there is none.
    static func color(named name: String) throws(ScriptError) -> Color {
        if let color = byName[name] { return color }
        if name.hasPrefix("#") {
            if let color = hex(name.dropFirst()) { return color }
            throw .message("bad colour '\(name)' (#RRGGBB or #RRGGBBAA expected)")
        }
        throw .message("unknown colour '\(name)'" + NearestName.hint(for: name, among: all.map(\.name)))
    }

    /// `RRGGBB` or `RRGGBBAA` in hexadecimal digits.
    private static func hex(_ digits: Substring) -> Color? {
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 { return Color(hex: value) }
        return Color(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
    }
}
