/// One line of a view's description: a property name and its value as shown in the REPL and traces.
///
///     > label.displayProperties.map(\.description)
///     ["frame: (0, 0, 120×20)", "text: \"Hello\""]
public struct DisplayProperty: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A property whose value is text, shown in quotes (`nil` when absent).
    public static func text(_ name: String, _ text: String?) -> DisplayProperty {
        DisplayProperty(name, text.map { "\"\($0)\"" } ?? "nil")
    }

    /// A property shown with its value's own description.
    public static func value(_ name: String, _ value: some CustomStringConvertible) -> DisplayProperty {
        DisplayProperty(name, value.description)
    }

    /// A number without a trailing `.0` when whole.
    public static func number(_ name: String, _ number: Double) -> DisplayProperty {
        DisplayProperty(name, number.compactDescription)
    }

    public var description: String { "\(name): \(value)" }
}

/// An object that describes its meaningful state as display properties, for the REPL and traces.
public protocol DisplaysProperties: AnyObject {
    /// The properties worth showing, most important first.
    var displayProperties: [DisplayProperty] { get }
}

extension View: DisplaysProperties {}
