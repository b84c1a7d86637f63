/// Where one finger of a synthesized gesture went, in window coordinates: what a picture of the
/// gesture shows (finger circles and the drag path), so a touch that missed its view is seen.
public struct TouchTrail: Hashable, Sendable {
    /// The most points a trail keeps; past it, the last point moves with the finger.
    public static let maximumPoints = 2_000

    /// The places the finger was, from where it came down.
    public var points: [Point]
    /// Whether the finger is still down.
    public var isDown: Bool

    public init(points: [Point], isDown: Bool) {
        self.points = points
        self.isDown = isDown
    }
}

/// The trails of the latest gesture's fingers (`TouchDriver.trails`), with the touch drawing each
/// (a gesture has a few fingers: found by a scan, the latest trail of a touch last).
struct GestureTrails {
    private(set) var trails: [TouchTrail] = []
    private var touchOfTrail: [ObjectIdentifier] = []

    /// Adds the touches' current places to their trails. A finger coming down while none is
    /// down starts a new gesture, forgetting the trails of the last one.
    mutating func record(_ touches: [Touch]) {
        for touch in touches {
            let key = ObjectIdentifier(touch)
            if touch.phase == .began {
                if !trails.contains(where: { $0.isDown }) {
                    trails.removeAll()
                    touchOfTrail.removeAll()
                }
                touchOfTrail.append(key)
                trails.append(TouchTrail(points: [touch.locationInWindow], isDown: true))
                continue
            }
            guard let index = touchOfTrail.lastIndex(of: key) else { continue }
            if trails[index].points.count < TouchTrail.maximumPoints {
                trails[index].points.append(touch.locationInWindow)
            } else {
                trails[index].points[trails[index].points.count - 1] = touch.locationInWindow
            }
            if touch.phase.isFinal { trails[index].isDown = false }
        }
    }
}
