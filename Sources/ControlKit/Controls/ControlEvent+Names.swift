extension Control.Event {
    /// Every single event with its name, in raw-value order, followed by the application events
    /// `application0`…`application3`.
    public static let namedEvents: [(name: String, event: Control.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered), ("menuActionTriggered", .menuActionTriggered),
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
        ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
    ] + (0..<4).map { ("application\($0)", .application($0)) }

    /// The masks that group several events, with their names.
    public static let namedMasks: [(name: String, event: Control.Event)] = [
        ("allTouchEvents", .allTouchEvents), ("allEditingEvents", .allEditingEvents),
        ("applicationReserved", .applicationReserved), ("systemReserved", .systemReserved),
        ("allEvents", .allEvents),
    ]

    /// The event or mask with a name such as `"touchUpInside"` or `"allTouchEvents"`; nil for an unknown name.
    public init?(name: String) {
        guard let match = (Self.namedEvents + Self.namedMasks).first(where: { $0.name == name }) else {
            return nil
        }
        self = match.event
    }

    /// The name of a single event or of a named mask, such as `"touchUpInside"`; nil for other sets.
    public var name: String? {
        (Self.namedEvents + Self.namedMasks).first { $0.event == self }?.name
    }

    /// The names of the single events in the set, in raw-value order; unnamed bits appear in hex.
    public var names: [String] {
        var rest = self
        var names: [String] = []
        for (name, event) in Self.namedEvents where rest.contains(event) {
            names.append(name)
            rest.subtract(event)
        }
        if !rest.isEmpty { names.append("0x" + String(rest.rawValue, radix: 16)) }
        return names
    }

    /// The event's name, or its parts joined by `|`; `"none"` for the empty set.
    public var description: String {
        name ?? (isEmpty ? "none" : names.joined(separator: "|"))
    }
}
