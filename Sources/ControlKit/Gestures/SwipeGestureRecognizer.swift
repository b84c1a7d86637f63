/// Recognizes a quick, straight stroke in one of the allowed directions (UIKit's
/// `UISwipeGestureRecognizer`, uikit-rules §6). Discrete: recognized during the move, as
/// soon as the stroke is long and straight enough — not at lift.
///
/// Apple documents no thresholds. The model keeps the known values of UIKit's recognizer:
/// the stroke must cover `minimumPrimaryMovement` (50 pt, the value of the Books app's swipe
/// recognizer) along an allowed direction within `maximumDuration` (0.5 s, same
/// source), while straying at most `maximumSecondaryMovement` across it. UIKit's secondary limit
/// starts at 200 pt and decays quickly at an undisclosed rate; the model uses a fixed 50 pt
/// instead, so a diagonal stroke is no swipe. It fails when more fingers than required come
/// down, when the time runs out, or when the fingers lift first.
///
///     > let left = SwipeGestureRecognizer(target: table, action: "swipeLeft:")
///     > left.direction = .left                -- one recognizer per direction (§6)
///     > table.addGestureRecognizer(left)
///     > driver.swipe(from: row.center, direction: .left)
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take, with UIKit's raw values (`UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        /// The unit vectors of the directions in the mask, in window coordinates (y grows downwards).
        var unitVectors: [Point] {
            [(Direction.right, Point(x: 1, y: 0)), (.left, Point(x: -1, y: 0)), (.up, Point(x: 0, y: -1)), (.down, Point(x: 0, y: 1))]
                .filter { contains($0.0) }.map(\.1)
        }
    }

    /// The allowed directions (default `.right`, §6).
    public var direction: Direction = .right

    /// How many fingers the swipe takes (default 1, §6).
    public var numberOfTouchesRequired = 1

    /// How far the stroke must go along an allowed direction, in points (50 pt, §6).
    public var minimumPrimaryMovement = 50.0

    /// How far the stroke may stray across the direction, in points (50 pt, a fixed value; see above).
    public var maximumSecondaryMovement = 50.0

    /// How long after the first finger came down the swipe may still be recognized, in seconds (0.5 s, §6).
    public var maximumDuration = 0.5

    private var startCentroid: Point?
    private var startTime = 0.0
    private var deadline: VirtualTimer?

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        if startCentroid == nil {
            startTime = event.timestamp
            deadline = clock?.perform(after: maximumDuration) { [weak self] in self?.state = .failed }
        }
        if numberOfTouches == numberOfTouchesRequired { startCentroid = centroidInWindow }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent) {
        guard let start = startCentroid, numberOfTouches == numberOfTouchesRequired else { return }
        guard event.timestamp - startTime <= maximumDuration else {
            state = .failed
            return
        }
        let current = centroidInWindow
        let movement = Point(x: current.x - start.x, y: current.y - start.y)
        let straight = direction.unitVectors.contains { unit in
            abs(movement.x * unit.y - movement.y * unit.x) <= maximumSecondaryMovement
        }
        guard straight else {
            state = .failed
            return
        }
        let longEnough = direction.unitVectors.contains { unit in
            movement.x * unit.x + movement.y * unit.y >= minimumPrimaryMovement
                && abs(movement.x * unit.y - movement.y * unit.x) <= maximumSecondaryMovement
        }
        if longEnough { state = .recognized }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) {
        state = .failed
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        deadline?.invalidate()
        deadline = nil
        startCentroid = nil
    }
}
