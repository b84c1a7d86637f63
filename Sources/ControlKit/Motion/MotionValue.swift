/// A value a motion effect adds to a view's key path (UIKit passes `NSNumber` or `NSValue`):
/// a number, a point, a size or a transform, each for the key paths of its kind.
public enum MotionValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case point(Point)
    case size(Size)
    case transform(Transform)

    /// The kinds of value, one per case.
    public enum Kind: String, Sendable {
        case number, point, size, transform
    }

    /// This value's kind.
    public var kind: Kind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .transform: .transform
        }
    }

    /// The value a fraction of the way to `end` (entry by entry; both of one kind, else `self`).
    public func interpolated(to end: MotionValue, fraction: Double) -> MotionValue {
        switch (self, end) {
        case let (.number(a), .number(b)): .number(a.interpolated(to: b, fraction: fraction))
        case let (.point(a), .point(b)): .point(a.interpolated(to: b, fraction: fraction))
        case let (.size(a), .size(b)): .size(a.interpolated(to: b, fraction: fraction))
        case let (.transform(a), .transform(b)): .transform(a.interpolated(to: b, fraction: fraction))
        default: self
        }
    }

    /// Two relative values for one key path combined: numbers, points and sizes add up, transforms
    /// concatenate (`self` first). Values of different kinds keep `self`.
    public func combined(with other: MotionValue) -> MotionValue {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a + b)
        case let (.point(a), .point(b)): .point(Point(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): .size(Size(width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): .transform(a.concatenating(b))
        default: self
        }
    }

    public var description: String {
        switch self {
        case .number(let number): number.compactDescription
        case .point(let point): point.description
        case .size(let size): size.description
        case .transform(let t): "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.compactDescription).joined(separator: ", ") + "]"
        }
    }
}

/// The key paths of a view that motion effects can change, with UIKit's names, each taking
/// values of one kind.
public enum MotionKeyPath: String, CaseIterable, Sendable {
    /// The centre's x, in points (a number).
    case centerX = "center.x"
    /// The centre's y, in points (a number).
    case centerY = "center.y"
    /// The centre (a point).
    case center
    /// The opacity (a number; the sum is kept within 0…1).
    case alpha
    /// The rotation of the layer's transform about the z axis, in radians (a number).
    case rotation = "layer.transform.rotation.z"
    /// The view's transform (a transform), applied before the view's own.
    case transform
    /// The layer's transform (a transform): for a view's layer, the view's transform.
    case layerTransform = "layer.transform"
    /// The layer's shadow offset (a size).
    case shadowOffset = "layer.shadowOffset"

    /// The kind of value the key path takes.
    public var valueKind: MotionValue.Kind {
        switch self {
        case .centerX, .centerY, .alpha, .rotation: .number
        case .center: .point
        case .transform, .layerTransform: .transform
        case .shadowOffset: .size
        }
    }
}
