/// The texts of binding errors, in one place, following Lua's grammar.
enum BindingMessages {
    static func unknownMember(_ key: String, className: String, candidates: [String]) -> String {
        "\(className) has no property or method '\(key)'" + suggestion(for: key, among: candidates)
    }

    static func unknownProperty(_ key: String, className: String, candidates: [String]) -> String {
        "\(className) has no property '\(key)'" + suggestion(for: key, among: candidates)
    }

    static func nonStringKey(_ typeName: String, className: String) -> String {
        "\(className) cannot be indexed with a \(typeName) key"
    }

    static func readOnly(property: String, className: String) -> String {
        LuaMessages.readOnly(property: property, className: className)
    }

    /// A value a property's setter refused, in Lua's grammar for a bad argument: the value
    /// assigned is the setter's argument 1.
    static func refused(property: String, className: String, expected: String, got: String, reason: String?,
                        suggestion: String?) -> String {
        LuaMessages.badArgument(1, to: "\(className).\(property)", reason ?? "\(expected) expected, got \(got)")
            + (suggestion.map(NearestName.hint(suggesting:)) ?? "")
    }

    static func badSelf(_ name: String) -> String { "calling '\(name)' on bad self" }

    static func badSelf(_ name: String, expected: String, got: String) -> String {
        "calling '\(name)' on bad self (\(expected) expected, got \(got))"
    }

    static func released(_ className: String) -> String { "\(className) object was already released" }

    private static func suggestion(for key: String, among candidates: [String]) -> String {
        NearestName.hint(for: key, among: candidates)
    }
}

