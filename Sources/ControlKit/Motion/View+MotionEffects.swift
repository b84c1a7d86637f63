/// Motion effects on views (UIKit's `UIView.addMotionEffect(_:)`, `removeMotionEffect(_:)`,
/// `motionEffects`). While the view is in a window of an application, its effects' values for the
/// application's `device` are added to what is drawn — the presentation — and never to the model:
/// `center`, `alpha`, `transform` and the layer's shadow offset read as set, and touches hit
/// the view where the model places it (uikit-rules §16).
extension View {
    /// The motion effects added to the view, in the order added.
    public var motionEffects: [MotionEffect] { motionEffectList }

    /// Adds a motion effect; adding one already added changes nothing.
    public func addMotionEffect(_ effect: MotionEffect) {
        guard !motionEffectList.contains(where: { $0 === effect }) else { return }
        motionEffectList.append(effect)
    }

    /// Removes a motion effect; one not added changes nothing.
    public func removeMotionEffect(_ effect: MotionEffect) {
        motionEffectList.removeAll { $0 === effect }
    }

    /// The values the motion effects add now, by key path, combined where several change one
    /// key path; none when the view has no effects or is in no application's window.
    public var motionEffectValues: [MotionKeyPath: MotionValue] {
        guard !motionEffectList.isEmpty, let device = application?.device else { return [:] }
        return MotionEffectGroup.combined(motionEffectList, offset: device.viewerOffset)
    }

    /// The presentation, when motion effects change it now; nil otherwise (what rendering asks
    /// of every layer, so a view without effects costs one check).
    var motionPresentation: ViewPresentation? {
        motionEffectList.isEmpty || motionEffectValues.isEmpty ? nil : presentation
    }

    /// What is drawn of the view now: its model values with the motion effects' values added.
    /// Relative transforms apply before the view's own, a point meeting `layer.transform`'s
    /// first, then `transform`'s, then the rotation's.
    public var presentation: ViewPresentation {
        let values = motionEffectValues
        var shown = ViewPresentation(center: center, alpha: alpha, transform: transform, shadowOffset: layer.shadowOffset)
        guard !values.isEmpty else { return shown }
        for keyPath in MotionKeyPath.allCases {
            guard let value = values[keyPath] else { continue }
            switch (keyPath, value) {
            case (.centerX, .number(let dx)): shown.center.x += dx
            case (.centerY, .number(let dy)): shown.center.y += dy
            case (.center, .point(let offset)): shown.center = Point(x: shown.center.x + offset.x, y: shown.center.y + offset.y)
            case (.alpha, .number(let change)): shown.alpha = min(1, max(0, shown.alpha + change))
            case (.rotation, .number(let angle)): shown.transform = Transform(rotationAngle: angle).concatenating(shown.transform)
            case (.transform, .transform(let relative)), (.layerTransform, .transform(let relative)):
                shown.transform = relative.concatenating(shown.transform)
            case (.shadowOffset, .size(let offset)):
                shown.shadowOffset = Size(width: shown.shadowOffset.width + offset.width, height: shown.shadowOffset.height + offset.height)
            default: break
            }
        }
        return shown
    }
}

/// What is drawn of a view: its model geometry, opacity and shadow offset with the motion
/// effects' relative values added (Core Animation's presentation layer of the view's layer).
public struct ViewPresentation: Hashable, Sendable {
    /// The centre drawn, in the superview's coordinates.
    public var center: Point
    /// The opacity drawn, 0…1.
    public var alpha: Double
    /// The transform drawn about the centre.
    public var transform: Transform
    /// The shadow offset drawn.
    public var shadowOffset: Size
}
