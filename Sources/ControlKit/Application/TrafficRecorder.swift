/// Keeps an application's traffic records and tells observers about new ones.
///
/// With a capacity, only the newest records are kept (a ring buffer) and `droppedCount` says how
/// many older ones were discarded; observers still see every record as it happens.
public final class TrafficRecorder {
    /// The most records kept, or nil for no limit.
    public let capacity: Int?

    /// Whether new records are stored (observers are told either way).
    public var isRecording: Bool {
        get { log.isRecording }
        set { log.isRecording = newValue }
    }

    /// How many stored records were discarded to respect the capacity.
    public var droppedCount: Int { log.stored.droppedCount }

    /// The numbering, the stored records and the observers: one value, which a new record
    /// reaches once (one checked access, where three were).
    private var log: RecordLog
    private var nextObserverKey = 0

    public init(capacity: Int? = 10_000) {
        precondition(capacity.map { $0 > 0 } ?? true, "a traffic capacity must be positive")
        self.capacity = capacity
        log = RecordLog(stored: RecordRing(capacity: capacity))
    }

    /// The stored records, oldest first.
    public var records: [TrafficRecord] { log.stored.oldestFirst }

    /// Discards the stored records (sequence numbers continue).
    public func clear() {
        log.stored = RecordRing(capacity: capacity)
    }

    /// Calls the handler with every future record that passes the filter, until the returned
    /// observation is cancelled or released.
    public func observe(_ filter: TrafficFilter = .all, _ handler: @escaping (TrafficRecord) -> Void) -> TrafficObservation {
        let key = nextObserverKey
        nextObserverKey += 1
        log.observers.append(TrafficObserver(key: key, filter: filter, handler: handler))
        return TrafficObservation { [weak self] in self?.log.observers.removeAll { $0.key == key } }
    }

    /// Numbers a record, stores it and tells the observers.
    func append(_ make: (_ sequence: Int) -> TrafficRecord) {
        guard let (record, observers) = log.store(make) else { return }
        for observer in observers where observer.filter.matches(record) {
            observer.handler(record)
        }
    }
}

/// Someone told of new records (`TrafficRecorder.observe`).
private struct TrafficObserver {
    let key: Int
    let filter: TrafficFilter
    let handler: (TrafficRecord) -> Void
}

/// A recorder's sequence numbers, stored records and observers.
private struct RecordLog {
    var stored: RecordRing
    var nextSequence = 1
    var isRecording = true
    var observers: [TrafficObserver] = []

    /// Makes the record numbered `nextSequence` and stores it when recording; returns it with
    /// the observers to tell, or nil when there are none — the record then moves into storage
    /// instead of being copied.
    mutating func store(_ make: (_ sequence: Int) -> TrafficRecord) -> (TrafficRecord, [TrafficObserver])? {
        let record = make(nextSequence)
        nextSequence += 1
        guard !observers.isEmpty else {
            if isRecording { stored.append(consume record) }
            return nil
        }
        if isRecording { stored.append(record) }
        return (record, observers)
    }
}

/// The records a recorder keeps: all of them, or with a capacity the newest ones, overwriting
/// the oldest in place.
private struct RecordRing {
    let capacity: Int?
    private var storage: [TrafficRecord] = []
    private var oldestIndex = 0
    private(set) var droppedCount = 0

    init(capacity: Int?) {
        self.capacity = capacity
    }

    var oldestFirst: [TrafficRecord] {
        Array(storage[oldestIndex...] + storage[..<oldestIndex])
    }

    mutating func append(_ record: consuming TrafficRecord) {
        guard let capacity, storage.count == capacity else {
            storage.append(record)
            return
        }
        storage[oldestIndex] = record
        oldestIndex = (oldestIndex + 1) % capacity
        droppedCount += 1
    }
}

/// A subscription to traffic records; cancelled by `cancel()` or when released.
public final class TrafficObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { cancel() }
}
