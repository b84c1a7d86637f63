/// An object told about a scroll view's scrolling (UIKit's `UIScrollViewDelegate`). Every method is optional.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed, by a drag, a deceleration, an animation or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted after a drag; `willDecelerate` says whether the content keeps moving
    /// (a flick, a bounce back or a page snap).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
    /// The motion that followed a drag came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
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
    public var didEndDragging: ((ScrollView, _ willDecelerate: Bool) -> Void)?
    public var didEndDecelerating: ((ScrollView) -> Void)?
    public var didEndScrollingAnimation: ((ScrollView) -> Void)?

    public init() {}

    public func scrollViewDidScroll(_ scrollView: ScrollView) { didScroll?(scrollView) }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) { willBeginDragging?(scrollView) }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) { didEndDragging?(scrollView, willDecelerate) }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { didEndDecelerating?(scrollView) }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { didEndScrollingAnimation?(scrollView) }
}
