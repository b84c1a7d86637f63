import ControlKit
import LuaKit
import Rendering

/// Text attributes from Lua: a table `{ font = Font.systemFont(15), color = Color.white,
/// alignment = "center", lineBreakMode = "byTruncatingTail", numberOfLines = 1 }`, every field
/// optional (UIKit's attributes dictionary, as `NSString.draw(in:withAttributes:)` takes it).
extension MethodCall {
    /// The most lines a text attribute may ask for.
    static let mostLines = 10_000

    /// Argument `n` as text attributes; absent means the defaults (17 pt regular, black).
    func textAttributes(_ n: Int) throws -> TextAttributes {
        guard !isNil(n) else { return TextAttributes() }
        guard case .table(let table) = self[n] else { throw bad(n, expected: "table of text attributes") }
        let allowed = ["font", "color", "alignment", "lineBreakMode", "numberOfLines"]
        var attributes = TextAttributes()
        for (key, value) in try table.entries() {
            guard case .string(let name) = key, allowed.contains(name) else {
                let name = String(describing: key).trimmingCharacters(in: ["\""])
                throw ScriptError.badArgument(n, to: function, LuaMessages.unknown("text attribute", name, among: allowed))
            }
            let field = MethodCall(function: "\(function)", arguments: [value], session: session)
            do {
                switch name {
                case "font": attributes.font = try field.font(1)
                case "color": attributes.color = try field.color(1)
                case "alignment": attributes.alignment = try field.choice(1, TextAlignment.self)
                case "lineBreakMode": attributes.lineBreakMode = try field.choice(1, LineBreakMode.self)
                default:
                    let lines: Int = try field.value(1)
                    guard (0...Self.mostLines).contains(lines) else {
                        throw ScriptError.badArgument(1, to: function, "number from 0 to \(Self.mostLines) expected, got \(lines)")
                    }
                    attributes.numberOfLines = lines
                }
            } catch {
                // The field's reader numbers it #1; say which attribute of argument n it is.
                let text = "\(error)".replacingOccurrences(of: "bad argument #1 to '\(function)' (",
                                                           with: "bad argument #\(n) to '\(function)' (\(name): ")
                throw ScriptError.message(text)
            }
        }
        return attributes
    }

    /// Argument `n` as a text to lay out: a string of at most `TextLayout.maximumLength` bytes.
    func layoutText(_ n: Int) throws(ScriptError) -> String {
        let text: String = try value(n)
        guard text.utf8.count <= TextLayout.maximumLength else {
            throw .badArgument(n, to: function, "text of at most \(TextLayout.maximumLength) bytes expected, got \(text.utf8.count)")
        }
        return text
    }

    /// Argument `n` as a font: a `Font` value (`pointSize`, `weight`) or a size in points.
    func font(_ n: Int) throws(ScriptError) -> Font {
        if case .integer = self[n] { return Font(size: try number(n, in: 0.1...1000)) }
        if case .number = self[n] { return Font(size: try number(n, in: 0.1...1000)) }
        guard case .table(let table) = self[n], let size = Double(luaValue: (try? table.rawGet("pointSize")) ?? .nil),
              size > 0, size <= 1000 else {
            throw bad(n, expected: "Font")
        }
        let weightName = String(luaValue: (try? table.rawGet("weight")) ?? .nil) ?? "regular"
        guard let weight = DrawingNames.weights.first(where: { $0.0 == weightName })?.1 else { throw bad(n, expected: "Font") }
        return Font(size: size, weight: weight)
    }
}
