import Foundation

/// The arithmetic of a scroll view's motion along one axis, free of views and clocks.
///
/// Three rules, each named where UIKit publishes nothing:
/// - Rubber-banding: a drag `x` points past an edge shows `(1 − 1 / (x·c/d + 1))·d` points of
///   overshoot, `d` the visible dimension and `c` = 0.55 — the formula measured from UIKit's
///   scroll views and published by Grant Paul (2014) [EMP]. It grows like `c·x` at first and never
///   exceeds `d`.
/// - Deceleration: after a flick the speed decays exponentially by `decelerationRate` per
///   millisecond (UIKit's `UIScrollView.DecelerationRate.normal` is 0.998 [DOC]); so
///   `v(t) = v₀·r^(1000t)` and `x(t) = x₀ + v₀·(r^(1000t) − 1)/(1000·ln r)`, which comes to rest
///   `v₀/(−1000·ln r)` ≈ `v₀ × 0.4995 s` away. Motion stops once the speed falls under
///   `restingSpeed`.
/// - A deceleration to a target a delegate chose (`scrollViewWillEndDragging`) decays the same
///   way, starting at the speed that comes to rest exactly there.
/// - Bounce-back, paging snaps and decelerations that reach an edge: a critically damped spring
///   towards the target, `x(t) = target + (A + (v₀ + ωA)·t)·e^(−ωt)` with `A` the starting
///   distance from the target; ω = `springFrequency` (12 rad/s) [INF: UIKit's bounce settles in about
///   half a second]. The spring ends once within `restingDistance` of the target and slow.
public enum ScrollPhysics {
    /// The rubber-band coefficient `c` (0.55).
    public static let rubberBandCoefficient = 0.55
    /// UIKit's normal deceleration rate, per millisecond (0.998).
    public static let normalDecelerationRate = 0.998
    /// UIKit's fast deceleration rate, per millisecond (0.99).
    public static let fastDecelerationRate = 0.99
    /// The speed under which a deceleration stops, in points per second [INF].
    public static let restingSpeed = 1.0
    /// The natural angular frequency ω of the bounce spring, in radians per second [INF].
    public static let springFrequency = 12.0
    /// A spring ends once it stays within this many points of its target, moving slower than
    /// `restingDistance × ω` points per second.
    public static let restingDistance = 0.5

    /// The overshoot shown for a drag `distance` points past an edge, in a view `dimension` points long.
    public static func rubberBand(_ distance: Double, dimension: Double) -> Double {
        guard distance > 0, dimension > 0 else { return max(0, distance) }
        return (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The on-screen offset along one axis for an unconstrained (finger-following) offset: inside
    /// the limits it is the same; past them it is rubber-banded when `bounces`, else clamped.
    public static func draggedOffset(_ raw: Double, limits: ClosedRange<Double>, dimension: Double, bounces: Bool) -> Double {
        if limits.contains(raw) { return raw }
        let edge = raw < limits.lowerBound ? limits.lowerBound : limits.upperBound
        guard bounces else { return edge }
        let overshoot = rubberBand(abs(raw - edge), dimension: dimension)
        return raw < edge ? edge - overshoot : edge + overshoot
    }
}

/// A motion of one axis over time, starting at time 0: a piecewise function of position, and when it ends.
public struct AxisMotion {
    private struct Piece {
        let start: Double
        let position: (Double) -> Double
    }

    private var pieces: [Piece]
    /// When the motion comes to rest, in seconds after it started (0: nothing moves).
    public private(set) var duration: Double
    /// Where the motion comes to rest.
    public let restingPosition: Double

    /// The position `time` seconds after the start (the resting position after the end).
    public func position(at time: Double) -> Double {
        guard time < duration else { return restingPosition }
        let piece = pieces.last { $0.start <= time } ?? pieces[0]
        return piece.position(time - piece.start)
    }

    /// No motion: the axis stays where it is.
    public static func still(at position: Double) -> AxisMotion {
        AxisMotion(pieces: [Piece(start: 0, position: { _ in position })], duration: 0, restingPosition: position)
    }

    /// A critically damped spring from `start` moving at `velocity` towards `target` (ScrollPhysics).
    public static func spring(from start: Double, velocity: Double, to target: Double) -> AxisMotion {
        let omega = ScrollPhysics.springFrequency
        let a = start - target
        let b = velocity + omega * a
        let position: (Double) -> Double = { t in target + (a + b * t) * exp(-omega * t) }
        // The spring is at rest once it stays within the resting distance; search 1 ms steps.
        var end = 0.0
        var t = 0.0
        while t < 10 {
            let offset = abs(position(t) - target)
            let speed = abs((b - omega * (a + b * t)) * exp(-omega * t))
            if offset > ScrollPhysics.restingDistance || speed > ScrollPhysics.restingDistance * omega { end = t + 0.001 }
            t += 0.001
        }
        guard end > 0.001 || abs(a) > ScrollPhysics.restingDistance else { return .still(at: target) }
        return AxisMotion(pieces: [Piece(start: 0, position: position)], duration: end, restingPosition: target)
    }

    /// A deceleration from `start` that comes to rest on `target` (one a scroll view's delegate
    /// chose): the exponential decay of `rate` per millisecond, starting at the speed that carries
    /// it there, `(target − start)·k` with `k = −1000·ln rate`, so `x(t) = start + (target − start)·(1 − e^(−kt))`;
    /// it ends on the target once the speed falls under `ScrollPhysics.restingSpeed` [INF].
    public static func deceleration(from start: Double, to target: Double, rate: Double) -> AxisMotion {
        let k = -1000 * log(rate)  // decay constant, per second
        let distance = target - start
        guard k > 0, k.isFinite, abs(distance) * k > ScrollPhysics.restingSpeed else { return .still(at: target) }
        let position: (Double) -> Double = { t in start + distance * (1 - exp(-k * t)) }
        let stopTime = log(abs(distance) * k / ScrollPhysics.restingSpeed) / k
        return AxisMotion(pieces: [Piece(start: 0, position: position)], duration: stopTime, restingPosition: target)
    }

    /// A flick released at `start` with `velocity` (points per second): it decelerates by `rate`
    /// per millisecond; reaching an edge of `limits`, it bounces back to the edge when `bounces`
    /// (the spring starting at the edge with the speed it had there) or stops there.
    public static func deceleration(from start: Double, velocity: Double, rate: Double,
                                    limits: ClosedRange<Double>, bounces: Bool) -> AxisMotion {
        let k = -1000 * log(rate)  // decay constant, per second
        guard abs(velocity) > ScrollPhysics.restingSpeed, k > 0 else { return .still(at: start) }
        let position: (Double) -> Double = { t in start + velocity * (1 - exp(-k * t)) / k }
        let stopTime = log(abs(velocity) / ScrollPhysics.restingSpeed) / k
        let rest = position(stopTime)
        let edge = velocity < 0 ? limits.lowerBound : limits.upperBound
        guard limits.contains(rest) == false, (velocity < 0 ? rest < edge : rest > edge) else {
            return AxisMotion(pieces: [Piece(start: 0, position: position)], duration: stopTime, restingPosition: rest)
        }
        // Solve x(t) = edge: e^(−kt) = 1 − (edge − start)·k/v.
        let remaining = 1 - (edge - start) * k / velocity
        let hitTime = remaining > 0 ? -log(remaining) / k : 0
        guard bounces else {
            return AxisMotion(pieces: [Piece(start: 0, position: position)], duration: hitTime, restingPosition: edge)
        }
        let edgeVelocity = velocity * exp(-k * hitTime)
        let bounce = spring(from: edge, velocity: edgeVelocity, to: edge)
        return AxisMotion(pieces: [Piece(start: 0, position: position), Piece(start: hitTime, position: bounce.position(at:))],
                          duration: hitTime + bounce.duration, restingPosition: edge)
    }
}
