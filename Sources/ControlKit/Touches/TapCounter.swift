/// Decides each new touch's `tapCount` from the taps that came just before it (uikit-rules §5).
///
/// Apple does not document the thresholds. The model follows UIKit's own tap recognizer defaults:
/// a touch continues a sequence when it begins at most 0.35 s after the previous touch lifted,
/// within 45 pt of where that touch began, and the previous touch was itself a tap (lifted
/// within 0.75 s, having moved at most 45 pt). The rules are configurable per window.
public struct TapCounter {
    /// The thresholds of multi-tap counting.
    public struct Rules: Sendable, Equatable {
        /// The longest pause between lifting one tap and starting the next, in seconds.
        public var maximumIntervalBetweenTaps: Double = 0.35
        /// The farthest a tap may start from the previous one, and the farthest a tap may move, in points.
        public var allowableMovement: Double = 45
        /// The longest a touch may last and still count as a tap, in seconds.
        public var maximumTapDuration: Double = 0.75

        public init() {}
    }

    private struct FinishedTap {
        var location: Point
        var endTime: Double
        var tapCount: Int
    }

    private var previousTap: FinishedTap?

    /// The tap count of a touch beginning at a location and time.
    mutating func tapCount(forTouchBeganAt location: Point, time: Double, rules: Rules) -> Int {
        guard let previous = previousTap,
              time - previous.endTime <= rules.maximumIntervalBetweenTaps,
              location.distance(to: previous.location) <= rules.allowableMovement
        else { return 1 }
        return previous.tapCount + 1
    }

    /// Notes how far a touch has strayed from where it began (kept on the touch, which lasts as
    /// long as the sequence does).
    func touchMoved(_ touch: Touch) {
        let distance = touch.locationInWindow.distance(to: touch.initialLocationInWindow)
        if distance > touch.farthestTravel { touch.farthestTravel = distance }
    }

    /// Remembers a touch that ended as the previous tap, or forgets the sequence when it was no tap.
    mutating func touchFinished(_ touch: Touch) {
        let moved = touch.farthestTravel
        let rules = touch.window?.tapCounting ?? Rules()
        let wasTap = touch.phase == .ended
            && touch.timestamp - touch.initialTimestamp <= rules.maximumTapDuration
            && moved <= rules.allowableMovement
        previousTap = wasTap
            ? FinishedTap(location: touch.initialLocationInWindow, endTime: touch.timestamp, tapCount: touch.tapCount)
            : nil
    }
}
