/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers each, in quick
/// succession and in one place (UIKit's `UITapGestureRecognizer`). Discrete: possible → recognized
/// when the last tap lifts, or failed.
///
/// The thresholds are the tap rules of uikit-rules §5, the ones the window also
/// counts `Touch.tapCount` with: at most 0.35 s between lifting one tap and starting the next
/// (UIKit's tap recognizer default), a finger that strays more than 45 pt from where the first tap
/// began fails the gesture, and a tap held longer than 0.75 s is no tap.
///
///     > let double = TapGestureRecognizer(target: log, action: "zoom:")
///     > double.numberOfTapsRequired = 2
///     > photo.addGestureRecognizer(double)
///     > driver.tap(photo, count: 2)          -- recognized at the second lift
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (default 1).
    public var numberOfTapsRequired = 1

    /// How many fingers each tap takes (default 1).
    public var numberOfTouchesRequired = 1

    /// The longest pause between lifting a tap and starting the next, in seconds (§5: 0.35 s).
    public var maximumIntervalBetweenTaps = TapCounter.Rules().maximumIntervalBetweenTaps

    /// The farthest a finger may be from where the first tap began, in points (§5: 45 pt).
    public var allowableMovement = TapCounter.Rules().allowableMovement

    /// The longest a tap may stay down, in seconds (§5: 0.75 s).
    public var maximumTapDuration = TapCounter.Rules().maximumTapDuration

    private var tapsCompleted = 0
    private var fingersDown = 0
    private var mostFingersInTap = 0
    private var firstTapLocation: Point?
    private var deadline: VirtualTimer?

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent) {
        deadline?.invalidate()
        fingersDown += touches.count
        mostFingersInTap = max(mostFingersInTap, fingersDown)
        if firstTapLocation == nil { firstTapLocation = centroid(of: touches) }
        guard fingersDown <= numberOfTouchesRequired, touches.allSatisfy(isNearFirstTap) else {
            state = .failed
            return
        }
        if fingersDown == touches.count { failAfter(maximumTapDuration) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent) {
        if !touches.allSatisfy(isNearFirstTap) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) {
        fingersDown -= touches.count
        guard touches.allSatisfy(isNearFirstTap) else {
            state = .failed
            return
        }
        guard fingersDown == 0 else { return }
        deadline?.invalidate()
        guard mostFingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        mostFingersInTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            failAfter(maximumIntervalBetweenTaps)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        deadline?.invalidate()
        deadline = nil
        tapsCompleted = 0
        fingersDown = 0
        mostFingersInTap = 0
        firstTapLocation = nil
    }

    /// Fails the gesture unless something happens within `seconds` of virtual time.
    private func failAfter(_ seconds: Double) {
        deadline?.invalidate()
        deadline = clock?.perform(after: seconds) { [weak self] in
            self?.state = .failed
        }
    }

    private func isNearFirstTap(_ touch: Touch) -> Bool {
        guard let firstTapLocation else { return true }
        return touch.locationInWindow.distance(to: firstTapLocation) <= allowableMovement
    }

    private func centroid(of touches: Set<Touch>) -> Point {
        let sum = touches.reduce(Point.zero) { Point(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return Point(x: sum.x / Double(touches.count), y: sum.y / Double(touches.count))
    }
}

extension GestureRecognizer {
    /// Whether this is a one-finger, one-tap recognizer: the gesture the standard controls keep for
    /// themselves (Apple's "Attaching gesture recognizers to UIKit controls", uikit-rules §2.1.5).
    var isSingleFingerSingleTap: Bool {
        guard let tap = self as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
