/// The slices of one kind a `TimelineRecorder` has opened and not yet closed, by the object they
/// follow, and the lanes (numbered tracks, from 1) they take: a finger's or an animation's.
struct OpenSlices {
    private var open: [ObjectIdentifier: (entry: TimelineRecorder.Entry, lane: Int?, order: Int)] = [:]
    private var busyLanes: Set<Int> = []
    private var opened = 0

    /// The lowest lane no open slice takes.
    func freeLane() -> Int {
        var lane = 1
        while busyLanes.contains(lane) { lane += 1 }
        return lane
    }

    func isOpen(_ object: AnyObject) -> Bool {
        open[ObjectIdentifier(object)] != nil
    }

    /// The track of the slice open for an object.
    func track(of object: AnyObject) -> TimelineTrack? {
        open[ObjectIdentifier(object)]?.entry.event.track
    }

    /// Opens a slice for an object, taking a lane if given.
    mutating func open(_ object: AnyObject, _ entry: TimelineRecorder.Entry, lane: Int? = nil) {
        open[ObjectIdentifier(object)] = (entry, lane, opened)
        opened += 1
        if let lane { busyLanes.insert(lane) }
    }

    /// Closes the object's slice at `time`, lets `finish` complete its arguments, and appends it.
    mutating func close(_ object: AnyObject, at time: Double, into finished: inout [TimelineRecorder.Entry],
                        _ finish: (inout [String: TimelineValue]) -> Void) {
        guard let (entry, lane, _) = open.removeValue(forKey: ObjectIdentifier(object)) else { return }
        if let lane { busyLanes.remove(lane) }
        var closed = entry
        closed.event.duration = max(0, time - entry.event.time)
        closed.event.time = min(entry.event.time, time)
        finish(&closed.event.arguments)
        finished.append(closed)
    }

    /// The open slices as if they ended at `time`, marked unfinished, in the order they were opened.
    func closedUnfinished(at time: Double) -> [TimelineRecorder.Entry] {
        open.values.sorted { $0.order < $1.order }.map(\.entry).map { entry in
            var closed = entry
            closed.event.duration = max(0, time - entry.event.time)
            closed.event.arguments["unfinished"] = .flag(true)
            return closed
        }
    }
}
