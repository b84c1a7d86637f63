/// Values kept per control state, looked up with UIKit's fallback rule (uikit-rules §4.1):
/// highlighted|disabled counts as highlighted; the exact state's value is used if set, otherwise
/// the normal state's — never a partial match, so a selected, highlighted button with values only
/// for `.selected` and `.normal` shows the normal one.
public struct StateTable<Value> {
    private var values: [UInt: Value] = [:]

    /// An empty table.
    public init() {}

    /// The value stored for exactly this state (after the highlighted|disabled normalization), if any.
    public func storedValue(for state: Control.State) -> Value? {
        values[StateTable.normalized(state).rawValue]
    }

    /// Stores a value for a state (or removes it with nil).
    public mutating func set(_ value: Value?, for state: Control.State) {
        values[StateTable.normalized(state).rawValue] = value
    }

    /// The value shown in a state: the state's own, else the normal state's.
    public func value(for state: Control.State) -> Value? {
        storedValue(for: state) ?? values[Control.State.normal.rawValue]
    }

    /// Highlighted and disabled together look up the highlighted value.
    static func normalized(_ state: Control.State) -> Control.State {
        state.isSuperset(of: [.highlighted, .disabled]) ? state.subtracting(.disabled) : state
    }
}
