import LuaKit

/// The errors the Lua face of the control model raises, with their text built in one place.
/// Each reads like Lua's own messages; the caller's `chunk:line:` is added when it is raised.
public enum ScriptError: Error, Equatable, CustomStringConvertible {
    /// `property 'isTracking' of Slider is read-only`.
    case readOnly(className: String, name: String)
    /// `bad argument #1 to 'Slider.value' (number expected, got string)`: a property's
    /// assignment in Lua's grammar for a bad argument, as LuaKit's setters report it.
    case badPropertyValue(className: String, name: String, expected: String, got: String)
    /// `unknown key 'maximumVale' for Slider{} (did you mean 'maximumValue'?)`.
    case unknownConstructorKey(className: String, key: String, suggestion: String?)
    /// `unknown control event 'valueChange' (did you mean 'valueChanged'?)`.
    case unknownEvent(name: String, suggestion: String?)
    /// A fifth custom event: only bits 24…27 are the application's.
    case customEventsExhausted(name: String, taken: [String])
    /// A custom event name that is already a UIKit event or mask.
    case reservedEventName(String)
    /// `table does not respond to 'didSlide' (its 'didSlide' is nil, not a function)`.
    case doesNotRespond(target: String, action: String, reason: String)
    /// A value of the wrong shape for a geometry type: `bad argument #1 to 'tap' (point expected, got table)`.
    case badArgument(position: Int, function: String, expected: String, got: String)
    /// A misuse the other cases do not cover, with its message.
    case message(String)

    public var description: String {
        switch self {
        case let .readOnly(className, name):
            return LuaMessages.readOnly(property: name, className: className)
        case let .badPropertyValue(className, name, expected, got):
            return LuaMessages.badArgument(1, to: "\(className).\(name)", expected: expected, got: got)
        case let .unknownConstructorKey(className, key, suggestion):
            return "unknown key '\(key)' for \(className){}" + hint(suggestion)
        case let .unknownEvent(name, suggestion):
            return "unknown control event '\(name)'" + hint(suggestion)
        case let .customEventsExhausted(name, taken):
            return "cannot register event '\(name)': the 4 application-reserved events (bits 24…27) are taken by "
                + taken.map { "'\($0)'" }.joined(separator: ", ")
        case let .reservedEventName(name):
            return "cannot register event '\(name)': it is already a UIKit event name"
        case let .doesNotRespond(target, action, reason):
            return "\(target) does not respond to '\(action)' (\(reason))"
        case let .badArgument(position, function, expected, got):
            return LuaMessages.badArgument(position, to: function, expected: expected, got: got)
        case let .message(text):
            return text
        }
    }

    /// Argument `position` of `function` refused for `reason`, in Lua's grammar (`LuaMessages`).
    static func badArgument(_ position: Int, to function: String, _ reason: String) -> ScriptError {
        .message(LuaMessages.badArgument(position, to: function, reason))
    }

    private func hint(_ suggestion: String?) -> String {
        suggestion.map(NearestName.hint(suggesting:)) ?? ""
    }
}
