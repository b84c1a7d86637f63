import Foundation

/// What a pinch or a rotation reads from the first two fingers it follows.
extension GestureRecognizer {
    /// The first two followed touches still down, or nil while fewer than two are.
    var twoFingers: (Touch, Touch)? {
        let down = touches.filter { !$0.phase.isFinal }
        return down.count >= 2 ? (down[0], down[1]) : nil
    }

    /// The distance between two touches, in window points.
    func span(of fingers: (Touch, Touch)) -> Double {
        fingers.0.locationInWindow.distance(to: fingers.1.locationInWindow)
    }

    /// The angle of the line from the first touch to the second, in radians (clockwise on screen).
    func angle(of fingers: (Touch, Touch)) -> Double {
        let a = fingers.0.locationInWindow, b = fingers.1.locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }
}
