/// How the scroll view shares touches with its content (uikit-rules §2.1.6, §8.12; Apple's
/// `UIScrollView` documentation for `delaysContentTouches`, `canCancelContentTouches`,
/// `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)`).
extension ScrollView {
    /// Whether the scroll view's own pan may begin: only along an axis that scrolls [INF: UIKit's
    /// scroll views let perpendicular swipes through to other recognizers], and, when a content view
    /// already has the touch, only if it may be cancelled (`canCancelContentTouches`, then
    /// `touchesShouldCancel(in:)`).
    func panMayBegin() -> Bool {
        let translation = panGestureRecognizer.translation(in: nil)
        let alongX = abs(translation.x) > abs(translation.y)
        guard alongX ? scrollsHorizontally : scrollsVertically else { return false }
        guard let coordinator = window?.gestureCoordinator else { return true }
        for touch in panGestureRecognizer.touches {
            guard let view = touch.view, view !== self, coordinator.hasReachedView(touch) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// Called when held content touches are about to be delivered: withholds those the scroll view
    /// says should not begin (`touchesShouldBegin(_:with:in:)`).
    func admitContentTouches(_ touches: Set<Touch>, with event: InputEvent) {
        guard let coordinator = window?.gestureCoordinator else { return }
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !touchesShouldBegin([touch], with: event, in: view) { coordinator.withholdFromView(touch) }
        }
    }
}
