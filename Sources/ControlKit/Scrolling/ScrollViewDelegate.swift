/// An object told about a scroll view's scrolling (UIKit's `UIScrollViewDelegate`). Every method is optional.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed, by a drag, a deceleration, an animation or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger is lifting after a drag (before `scrollViewDidEndDragging`): `velocity` is the
    /// content's at the lift, in points per millisecond as in UIKit (positive: the offset growing;
    /// zero along an axis that does not scroll), and `targetContentOffset` where the motion that
    /// follows would come to rest. Changing the target makes the content come to rest there
    /// instead, within the scroll limits (uikit-rules §10.1).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The finger lifted after a drag; `willDecelerate` says whether the content keeps moving
    /// (a flick, a bounce back or a page snap).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
    /// The content keeps moving after the lift (told after `scrollViewDidEndDragging` with
    /// `willDecelerate` true, and only then).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The motion that followed a drag came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

/// A scroll-view delegate made of optional closures, for callers that supply behaviour as
/// functions (a scripting layer, say).
///
/// A scroll view holds its delegate weakly: keep this object alive as long as the view uses it.
///
///     > let watcher = ClosureScrollViewDelegate()
///     > watcher.didScroll = { print($0.contentOffset) }
///     > scrollView.delegate = watcher
public class ClosureScrollViewDelegate: ScrollViewDelegate {
    public var didScroll: ((ScrollView) -> Void)?
    public var willBeginDragging: ((ScrollView) -> Void)?
    /// Gets the lift velocity (points per millisecond) and may change the target offset.
    public var willEndDragging: ((ScrollView, _ velocity: Point, _ targetContentOffset: inout Point) -> Void)?
    public var didEndDragging: ((ScrollView, _ willDecelerate: Bool) -> Void)?
    public var willBeginDecelerating: ((ScrollView) -> Void)?
    public var didEndDecelerating: ((ScrollView) -> Void)?
    public var didEndScrollingAnimation: ((ScrollView) -> Void)?

    public init() {}

    public func scrollViewDidScroll(_ scrollView: ScrollView) { didScroll?(scrollView) }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) { willBeginDragging?(scrollView) }
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        willEndDragging?(scrollView, velocity, &targetContentOffset)
    }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) { didEndDragging?(scrollView, willDecelerate) }
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { willBeginDecelerating?(scrollView) }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { didEndDecelerating?(scrollView) }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { didEndScrollingAnimation?(scrollView) }
}
