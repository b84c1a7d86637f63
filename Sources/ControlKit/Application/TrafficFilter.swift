/// Selects traffic records for an observer: every condition that is set must hold.
public struct TrafficFilter: Sendable {
    /// Only records sent by this object.
    public var sender: ObjectName?
    /// Only records whose control event intersects this mask.
    public var events: Control.Event?
    /// Only records performed by (or aimed at) this object.
    public var target: ObjectName?
    /// Only records of these kinds.
    public var kinds: Set<TrafficRecord.Kind>?

    public init(
        sender: ObjectName? = nil, events: Control.Event? = nil,
        target: ObjectName? = nil, kinds: Set<TrafficRecord.Kind>? = nil
    ) {
        self.sender = sender
        self.events = events
        self.target = target
        self.kinds = kinds
    }

    /// The filter that lets everything through.
    public static let all = TrafficFilter()

    /// Whether a record passes.
    public func matches(_ record: TrafficRecord) -> Bool {
        if let sender, record.sender != sender { return false }
        if let events, record.controlEvent.map({ $0.isDisjoint(with: events) }) ?? true { return false }
        if let target, record.target != target { return false }
        if let kinds, !kinds.contains(record.kind) { return false }
        return true
    }
}
