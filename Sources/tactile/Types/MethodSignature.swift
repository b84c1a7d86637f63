import Foundation

/// A method's calling forms, read from the signature its doc string starts with, as `:help`
/// shows it: `viewWithTag(tag) -> View?`, `setNeedsDisplay([rect])`,
/// `addTarget(fn, events) | (target, action, events)`.
struct MethodSignature: Equatable {
    /// One parameter: its name (a Lua identifier), and whether it may be left out.
    struct Parameter: Equatable {
        let name: String
        let isOptional: Bool

        /// The name as LuaLS writes it: `rect?` for an optional one (`...` is optional already).
        var annotatedName: String { isOptional && name != "..." ? name + "?" : name }
    }

    /// The first form's parameters.
    let parameters: [Parameter]
    /// The other forms' parameters.
    let overloads: [[Parameter]]
    /// What the method returns, as the doc writes it (`View?`, `{string}`), or nil.
    let returnType: String?

    /// The signature in `doc` for the method `name`; a method without one takes anything.
    init(doc: String, name: String) {
        let signature = doc.split(separator: " — ", maxSplits: 1).first.map(String.init) ?? ""
        guard signature.hasPrefix(name + "(") else {
            parameters = [Parameter(name: "...", isOptional: true)]
            overloads = []
            returnType = nil
            return
        }
        var rest = Substring(signature.dropFirst(name.count))
        var forms: [[Parameter]] = []
        while rest.first == "(", let close = Self.matchingParenthesis(in: rest) {
            forms.append(Self.parameters(in: rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
            if rest.hasPrefix("|") {
                rest = rest.dropFirst().drop { $0 == " " }
            } else if rest.hasPrefix("or (") {
                rest = rest.dropFirst(2).drop { $0 == " " }
            } else {
                break
            }
        }
        parameters = forms.first ?? []
        overloads = Array(forms.dropFirst())
        if rest.hasPrefix("->") {
            let type = rest.dropFirst(2).trimmingCharacters(in: .whitespaces)
            returnType = type.isEmpty ? nil : type
        } else {
            returnType = nil
        }
    }

    private static func matchingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// `a, b [, c]`, `[rect]`, `{from =, to =}`: names at the top level, optional inside `[…]`;
    /// a parameter that is no Lua name (a table shape) is named `options`.
    private static func parameters(in list: Substring) -> [Parameter] {
        var result: [Parameter] = []
        var current = "", optionalDepth = 0, braceDepth = 0, currentIsOptional = false
        func finish() {
            let name = current.trimmingCharacters(in: .whitespaces)
            if !name.isEmpty {
                let usable = name == "..." || LuaNames.isIdentifier(name) ? name : "options\(result.count + 1)"
                result.append(Parameter(name: usable, isOptional: currentIsOptional))
            }
            current = ""
            currentIsOptional = optionalDepth > 0
        }
        for character in list {
            switch character {
            case "[" where braceDepth == 0:
                optionalDepth += 1
                if current.trimmingCharacters(in: .whitespaces).isEmpty { currentIsOptional = true }
            case "]" where braceDepth == 0:
                finish()
                optionalDepth -= 1
                currentIsOptional = optionalDepth > 0
            case "{":
                braceDepth += 1
                current.append(character)
            case "}":
                braceDepth -= 1
                current.append(character)
            case "," where braceDepth == 0:
                finish()
            default:
                current.append(character)
            }
        }
        finish()
        return result
    }
}

/// What counts as a name in Lua.
enum LuaNames {
    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// A Lua identifier that is not a keyword.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
        return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) } && !keywords.contains(text)
    }
}
