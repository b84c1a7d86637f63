/// Whether the page's virtual clock follows the wall clock, and how fast. Playing, virtual time
/// runs at `speed` times wall time from the moment it was last set (an anchor); the workbench
/// moves the session's clock there before each input and at each frame while something is
/// scheduled. Paused, it moves only by steps.
public struct ClockPlayer: Sendable, Equatable {
    public private(set) var isPlaying = true
    public private(set) var speed = 1.0
    private var wallAnchor: Double
    private var virtualAnchor: Double

    public init(wall: Double, virtual: Double) {
        wallAnchor = wall
        virtualAnchor = virtual
    }

    /// Where virtual time should be at wall time `wall`; nil while paused.
    public func target(wall: Double) -> Double? {
        guard isPlaying else { return nil }
        return virtualAnchor + max(0, wall - wallAnchor) * speed
    }

    /// Virtual time jumped (a step, a replay): playing continues from there.
    public mutating func anchor(wall: Double, virtual: Double) {
        wallAnchor = wall
        virtualAnchor = virtual
    }

    public mutating func play(speed: Double, wall: Double, virtual: Double) {
        isPlaying = true
        self.speed = speed
        anchor(wall: wall, virtual: virtual)
    }

    public mutating func pause(wall: Double, virtual: Double) {
        isPlaying = false
        anchor(wall: wall, virtual: virtual)
    }
}
