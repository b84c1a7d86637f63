import ControlKit
import LuaKit

/// `find{...}` and `findAll{...}`: views found the way UI tests find them (XCUITest, KIF) — by
/// accessibility label, identifier, traits and class — under the window or a given view.
///
///     > play = find{ label = "Play" }
///     > volume = find{ identifier = "volume" }
///     > #findAll{ class = "Slider" }
///
/// `find` wants exactly one match: none, or several, is an error that lists what there is.
extension ScriptSession {
    /// The keys a query table may have.
    static let queryKeys = ["label", "identifier", "class", "traits", "within", "hidden"]

    func installFindFunctions() throws(LuaError) {
        global("find") { session, call in
            try call.expectCount(1...1)
            let (query, root, wording) = try session.viewQuery(call, function: "find")
            let found = query.views(in: root)
            guard found.count == 1 else {
                throw ScriptError.message(found.isEmpty
                    ? session.nothingFound(query, under: root, wording: wording)
                    : "find: \(found.count) views match \(wording): " + found.prefix(5).map(session.describeFound).joined(separator: ", ")
                        + (found.count > 5 ? ", …" : "") + " (findAll lists them all; another key tells them apart)")
            }
            return [try session.luaValue(for: found[0])]
        }
        global("findAll") { session, call in
            try call.expectCount(1...1)
            let (query, root, _) = try session.viewQuery(call, function: "findAll")
            return [try session.luaList(query.views(in: root))]
        }
    }

    /// The query of argument 1, the view it searches under, and the query as a message shows it.
    private func viewQuery(_ call: MethodCall, function: String) throws -> (ViewQuery, View, String) {
        guard let table = try call.options(1) else {
            throw ScriptError.badArgument(position: 1, function: function, expected: "query table", got: classes.typeName(of: call[1]))
        }
        let options = try OptionTable(table, allowed: Self.queryKeys, function: function, argument: 1)
        var query = ViewQuery(label: try options.string("label"), identifier: try options.string("identifier"),
                              includesHidden: try options.boolean("hidden") ?? false)
        if let traits = options.value("traits") {
            do {
                query.traits = try accessibilityTraits(traits)
            } catch let refusal as LuaValueRefusal {
                throw ScriptError.badArgument(1, to: function, "option 'traits': "
                    + (refusal.reason ?? "\(refusal.expected) expected, got \(classes.typeName(of: traits))")
                    + (refusal.suggestion.map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
        if let className = try options.string("class") {
            // A built-in class not used yet, or a plugin's class not loaded yet, is installed as
            // reading its global would install it.
            let (_, failure) = classes.bindings[className] == nil ? autoload(className) : (true, nil)
            if let failure { throw ScriptError.badArgument(1, to: function, "class '\(className)': \(failure)") }
            guard classes.bindings[className] != nil else {
                throw ScriptError.badArgument(1, to: function, LuaMessages.unknown("class", className, among: classes.classNames))
            }
            query.condition = { [unowned self] view in isKind(view, of: className) }
        }
        var root: View = stage.window
        if let within = options.value("within") {
            guard let view = object(from: within) as? View else {
                throw ScriptError.badArgument(1, to: function, "option 'within': View expected, got \(classes.typeName(of: within))")
            }
            root = view
        }
        let keys = Self.queryKeys.filter { $0 != "within" && options.has($0) }
        guard !keys.isEmpty else {
            throw ScriptError.badArgument(1, to: function, "a query needs label, identifier, class or traits")
        }
        let wording = "{" + keys.map { key in
            let value = options.value(key) ?? .nil
            if case .string(let text) = value { return "\(key) = \"\(text)\"" }
            return "\(key) = \(describe(value))"
        }.joined(separator: ", ") + "}"
        return (query, root, wording)
    }

    /// Traits from a name or a list of names; refuses anything else as a property refuses a
    /// value (`find` words the refusal as its own bad argument).
    func accessibilityTraits(_ value: LuaValue) throws -> AccessibilityTraits {
        let names: [LuaValue]
        switch value {
        case .string: names = [value]
        case .table(let list): names = try list.entries().map(\.value)
        default: throw LuaValueRefusal(expected: "trait name or list of trait names")
        }
        var traits: AccessibilityTraits = []
        for name in names {
            guard case .string(let text) = name, let trait = AccessibilityTraits(named: text) else {
                let given = String(luaValue: name) ?? describe(name)
                throw LuaValueRefusal(expected: "trait name", reason: "unknown trait '\(given)'",
                                      suggestion: NearestName.suggestion(for: given, among: AccessibilityTraits.named.map(\.name)))
            }
            traits.insert(trait)
        }
        return traits
    }

    /// Whether a view's class is `className` or derives from it, Lua-defined classes included.
    private func isKind(_ view: View, of className: String) -> Bool {
        var name: String? = classes.className(of: view)
        while let current = name {
            if current == className { return true }
            name = classes.bindings[current]?.schema.superclassName
        }
        return false
    }

    /// Why nothing matched: what the searched views read as, nearest first.
    private func nothingFound(_ query: ViewQuery, under root: View, wording: String) -> String {
        let candidates = query.candidates(in: root)
        var message = "find: no view matches \(wording)"
        if let label = query.label,
           let near = NearestName.suggestion(for: label, among: candidates.compactMap(\.accessibilityLabel)),
           let view = candidates.first(where: { $0.accessibilityLabel == near }) {
            return message + "; did you mean \(describeFound(view))?"
        }
        if let identifier = query.identifier,
           let near = NearestName.suggestion(for: identifier, among: candidates.compactMap(\.accessibilityIdentifier)),
           let view = candidates.first(where: { $0.accessibilityIdentifier == near }) {
            return message + "; did you mean \(describeFound(view))?"
        }
        let labelled = candidates.filter { $0.accessibilityLabel != nil || $0.accessibilityIdentifier != nil }
        if !labelled.isEmpty {
            message += "; there are " + labelled.prefix(8).map(describeFound).joined(separator: ", ") + (labelled.count > 8 ? ", …" : "")
        }
        return message
    }

    /// `Button#1 "Play"` or `Slider#2 (volume)`: a found view as messages name it.
    private func describeFound(_ view: View) -> String {
        var text = stage.application.name(of: view).description
        if let label = view.accessibilityLabel { text += " \"\(label)\"" }
        if let identifier = view.accessibilityIdentifier { text += " (\(identifier))" }
        return text
    }
}
