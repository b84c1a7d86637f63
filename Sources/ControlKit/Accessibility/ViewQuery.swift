/// Finds views the way UI tests do — by what they read as and what they are, not by frames:
/// `accessibilityLabel`, `accessibilityIdentifier`, traits, and any further test. Every condition
/// that is set must hold.
public struct ViewQuery {
    /// The label, exactly.
    public var label: String?
    /// The identifier, exactly.
    public var identifier: String?
    /// Traits the view must all have.
    public var traits: AccessibilityTraits = []
    /// Whether hidden views (and views inside hidden ones) count; they do not by default, as a
    /// user cannot see or touch them.
    public var includesHidden = false
    /// A further condition, such as the view's class.
    public var condition: ((View) -> Bool)?

    public init(label: String? = nil, identifier: String? = nil, traits: AccessibilityTraits = [],
                includesHidden: Bool = false, condition: ((View) -> Bool)? = nil) {
        self.label = label
        self.identifier = identifier
        self.traits = traits
        self.includesHidden = includesHidden
        self.condition = condition
    }

    /// Whether one view fits (its ancestors' visibility aside).
    public func matches(_ view: View) -> Bool {
        if let label, view.accessibilityLabel != label { return false }
        if let identifier, view.accessibilityIdentifier != identifier { return false }
        if !traits.isEmpty, !view.accessibilityTraits.isSuperset(of: traits) { return false }
        return condition?(view) ?? true
    }

    /// The views under `root` (itself included) that fit, superviews before their subviews and
    /// subviews back to front, as the hierarchy lists them.
    public func views(in root: View) -> [View] {
        var found: [View] = []
        visit(root, into: &found)
        return found
    }

    /// Every view under `root` a query could reach (visible ones, unless hidden ones count),
    /// in the same order: where near matches are looked for when nothing fits.
    public func candidates(in root: View) -> [View] {
        ViewQuery(includesHidden: includesHidden).views(in: root)
    }

    private func visit(_ view: View, into found: inout [View]) {
        if view.isHidden && !includesHidden { return }
        if matches(view) { found.append(view) }
        for subview in view.subviews { visit(subview, into: &found) }
    }
}
