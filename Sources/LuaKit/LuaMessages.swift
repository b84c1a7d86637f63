/// The texts of errors that bindings of every layer raise, each written once, in Lua's grammar
/// (as `luaL_argerror` words a bad argument).
public enum LuaMessages {
    /// `bad argument #1 to 'tap' (point expected, got table)`: argument `position` of
    /// `function` refused for `reason`.
    public static func badArgument(_ position: Int, to function: String, _ reason: String) -> String {
        "bad argument #\(position) to '\(function)' (\(reason))"
    }

    /// `bad argument #1 to 'tap' (point expected, got table)`: what was expected and what came.
    public static func badArgument(_ position: Int, to function: String, expected: String, got: String) -> String {
        badArgument(position, to: function, "\(expected) expected, got \(got)")
    }

    /// `unknown option 'durution'; did you mean 'duration'?`: a name that is none of
    /// `candidates`, with the nearest one when it is a plausible typo (the reason of a bad argument).
    public static func unknown(_ what: String, _ name: String, among candidates: some Sequence<String>) -> String {
        "unknown \(what) '\(name)'" + (NearestName.suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? "")
    }

    /// `property 'isTracking' of Slider is read-only`.
    public static func readOnly(property: String, className: String) -> String {
        "property '\(property)' of \(className) is read-only"
    }
}
