/// How far the viewer has moved off the screen's axis, as a device's tilt reports it (UIKit's
/// `UIOffset` viewer offset): each axis from -1 to 1, 0 when the device is held level.
public struct ViewerOffset: Hashable, Sendable, CustomStringConvertible {
    /// Along the horizontal axis, -1…1.
    public var horizontal: Double
    /// Along the vertical axis, -1…1.
    public var vertical: Double

    /// An offset with each axis clamped to -1…1 (NaN reads as 0).
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = Self.clamped(horizontal)
        self.vertical = Self.clamped(vertical)
    }

    /// The level device: no offset.
    public static let zero = ViewerOffset(horizontal: 0, vertical: 0)

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(-1, value))
    }

    public var description: String { "(\(horizontal.compactDescription), \(vertical.compactDescription))" }
}

extension ViewerOffset: Interpolatable {
    public func interpolated(to end: ViewerOffset, fraction: Double) -> ViewerOffset {
        ViewerOffset(horizontal: horizontal.interpolated(to: end.horizontal, fraction: fraction),
                     vertical: vertical.interpolated(to: end.vertical, fraction: fraction))
    }
}

/// Something that changes a view's presentation as the device tilts (UIKit's `UIMotionEffect`):
/// for a viewer offset it gives values to add to some of the view's key paths. Subclasses
/// override `keyPathsAndRelativeValues(forViewerOffset:)`; this base changes nothing.
///
/// Added to a view (`View.addMotionEffect`), the values are added to the view's presentation as
/// it is drawn, never to its model: `center`, `alpha`, `transform` and hit testing are unchanged
/// (uikit-rules §16).
open class MotionEffect: DisplaysProperties {
    public init() {}

    /// The values to add, by key path, for the viewer's offset; none by default.
    open func keyPathsAndRelativeValues(forViewerOffset offset: ViewerOffset) -> [MotionKeyPath: MotionValue] {
        [:]
    }

    /// What the effect is set to, for the REPL and traces; nothing for this base.
    open var displayProperties: [DisplayProperty] { [] }
}

/// A motion effect that adds to one key path a value interpolated between a minimum and a
/// maximum by the viewer's offset along one axis (UIKit's `UIInterpolatingMotionEffect`): the
/// minimum at -1, the maximum at 1, halfway between at 0. Nothing is added until both values are
/// set, or while either is of a kind the key path does not take.
///
///     > let sway = InterpolatingMotionEffect(keyPath: .centerX, type: .tiltAlongHorizontalAxis)
///     > sway.minimumRelativeValue = .number(-15); sway.maximumRelativeValue = .number(15)
///     > ribbon.addMotionEffect(sway)
open class InterpolatingMotionEffect: MotionEffect {
    /// The axis whose offset chooses the value, with UIKit's raw values.
    public enum EffectType: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The horizontal offset (tilting left and right).
        case tiltAlongHorizontalAxis = 0
        /// The vertical offset (tilting towards and away).
        case tiltAlongVerticalAxis = 1

        public var description: String {
            switch self {
            case .tiltAlongHorizontalAxis: "tiltAlongHorizontalAxis"
            case .tiltAlongVerticalAxis: "tiltAlongVerticalAxis"
            }
        }
    }

    /// The key path changed, fixed at creation.
    public let keyPath: MotionKeyPath
    /// The axis followed, fixed at creation.
    public let type: EffectType
    /// The value added at an offset of -1; nil (nothing added) by default.
    public var minimumRelativeValue: MotionValue?
    /// The value added at an offset of 1; nil (nothing added) by default.
    public var maximumRelativeValue: MotionValue?

    public init(keyPath: MotionKeyPath, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Whether a value is of the kind the key path takes.
    public func accepts(_ value: MotionValue) -> Bool {
        value.kind == keyPath.valueKind
    }

    open override func keyPathsAndRelativeValues(forViewerOffset offset: ViewerOffset) -> [MotionKeyPath: MotionValue] {
        guard let minimum = minimumRelativeValue, let maximum = maximumRelativeValue, accepts(minimum), accepts(maximum) else {
            return [:]
        }
        let along = type == .tiltAlongHorizontalAxis ? offset.horizontal : offset.vertical
        return [keyPath: minimum.interpolated(to: maximum, fraction: (along + 1) / 2)]
    }

    /// The key path, the axis and the two values.
    open override var displayProperties: [DisplayProperty] {
        [DisplayProperty("keyPath", keyPath.rawValue), .value("type", type),
         DisplayProperty("minimumRelativeValue", minimumRelativeValue?.description ?? "nil"),
         DisplayProperty("maximumRelativeValue", maximumRelativeValue?.description ?? "nil")]
    }
}

/// Motion effects applied together (UIKit's `UIMotionEffectGroup`): the values of its effects,
/// combined where two change the same key path (`MotionValue.combined(with:)`).
open class MotionEffectGroup: MotionEffect {
    /// The effects of the group, in order; none by default.
    public var motionEffects: [MotionEffect] = []

    public override init() {
        super.init()
    }

    open override func keyPathsAndRelativeValues(forViewerOffset offset: ViewerOffset) -> [MotionKeyPath: MotionValue] {
        MotionEffectGroup.combined(motionEffects, offset: offset)
    }

    /// How many effects the group holds.
    open override var displayProperties: [DisplayProperty] {
        [.value("motionEffects", motionEffects.count)]
    }

    /// The values of several effects for an offset, combined by key path.
    static func combined(_ effects: [MotionEffect], offset: ViewerOffset) -> [MotionKeyPath: MotionValue] {
        var values: [MotionKeyPath: MotionValue] = [:]
        for effect in effects {
            for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: offset) {
                values[keyPath] = values[keyPath].map { $0.combined(with: value) } ?? value
            }
        }
        return values
    }
}
