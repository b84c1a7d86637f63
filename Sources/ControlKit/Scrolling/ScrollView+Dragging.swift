import Foundation

/// The scroll view following its pan recognizer: dragging with rubber-banding, then the motion
/// after the finger lifts (deceleration, bounce back or page snap) on the virtual clock.
extension ScrollView {
    /// A finger resting this long (seconds) before lifting releases the content with no speed [INF].
    public static let restingReleaseInterval = 0.1

    func handlePan() {
        let pan = panGestureRecognizer
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStartOffset = contentOffset
            dragStartTranslation = pan.translation(in: nil)
            lastDragMoveTime = application?.clock.now ?? 0
            recordDelegateNote("scrollViewWillBeginDragging")
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            lastDragMoveTime = application?.clock.now ?? 0
            contentOffset = draggedOffset(for: pan.translation(in: nil))
        case .ended, .cancelled:
            let now = application?.clock.now ?? 0
            let velocity = pan.state == .cancelled || now - lastDragMoveTime > Self.restingReleaseInterval
                ? Point.zero : pan.velocity(in: nil)
            endDrag(releasingAt: Point(x: -velocity.x, y: -velocity.y))
        default:
            break
        }
    }

    /// The offset the content shows for a finger translation since the drag began: the start offset
    /// moved against the finger on each axis that scrolls, rubber-banded past the limits.
    func draggedOffset(for translation: Point) -> Point {
        let raw = Point(x: dragStartOffset.x - (translation.x - dragStartTranslation.x),
                        y: dragStartOffset.y - (translation.y - dragStartTranslation.y))
        return Point(
            x: scrollsHorizontally
                ? ScrollPhysics.draggedOffset(raw.x, limits: horizontalLimits, dimension: bounds.width, bounces: bounces)
                : contentOffset.x,
            y: scrollsVertically
                ? ScrollPhysics.draggedOffset(raw.y, limits: verticalLimits, dimension: bounds.height, bounces: bounces)
                : contentOffset.y)
    }

    /// The finger lifted: tells the refresh control, offers the delegate the target offset
    /// (`scrollViewWillEndDragging`), tells it the drag ended, then runs the release motion —
    /// towards the delegate's target when it changed one — telling it the motion began
    /// (uikit-rules §10.1).
    private func endDrag(releasingAt velocity: Point) {
        isDragging = false
        refreshControl?.scrollViewEndedPull()
        let velocity = Point(x: scrollsHorizontally ? velocity.x : 0, y: scrollsVertically ? velocity.y : 0)
        var horizontal = releaseMotion(offset: contentOffset.x, velocity: velocity.x, limits: horizontalLimits,
                                       page: bounds.width, startOffset: dragStartOffset.x, scrolls: scrollsHorizontally)
        var vertical = releaseMotion(offset: contentOffset.y, velocity: velocity.y, limits: verticalLimits,
                                     page: bounds.height, startOffset: dragStartOffset.y, scrolls: scrollsVertically)
        let proposed = Point(x: horizontal.restingPosition, y: vertical.restingPosition)
        var target = proposed
        let perMillisecond = Point(x: velocity.x / 1000, y: velocity.y / 1000)
        recordDelegateNote("scrollViewWillEndDragging velocity: \(perMillisecond.rounded(toPlaces: 3)) "
                           + "targetContentOffset: \(proposed.rounded(toPlaces: 2))")
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &target)
        if target.x != proposed.x, scrollsHorizontally {
            horizontal = releaseMotion(offset: contentOffset.x, velocity: velocity.x, limits: horizontalLimits,
                                       page: bounds.width, startOffset: dragStartOffset.x, scrolls: true, target: target.x)
        }
        if target.y != proposed.y, scrollsVertically {
            vertical = releaseMotion(offset: contentOffset.y, velocity: velocity.y, limits: verticalLimits,
                                     page: bounds.height, startOffset: dragStartOffset.y, scrolls: true, target: target.y)
        }
        let duration = max(horizontal.duration, vertical.duration)
        let willDecelerate = duration > 0
        let releasedAt = contentOffset
        recordDelegateNote("scrollViewDidEndDragging willDecelerate: \(willDecelerate)")
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        // A delegate that moved the content itself (an animated page change, say) takes over.
        guard motion == nil, contentOffset == releasedAt else { return }
        guard willDecelerate, let clock = application?.clock else {
            contentOffset = Point(x: horizontal.restingPosition, y: vertical.restingPosition)
            return
        }
        isDecelerating = true
        motion = clock.animate(duration: duration, curve: .linear, update: { [weak self] fraction in
            let time = fraction * duration
            self?.contentOffset = Point(x: horizontal.position(at: time), y: vertical.position(at: time))
        }, completion: { [weak self] finished in
            guard let self, finished else { return }
            motion = nil
            isDecelerating = false
            recordDelegateNote("scrollViewDidEndDecelerating")
            delegate?.scrollViewDidEndDecelerating(self)
        })
        recordDelegateNote("scrollViewWillBeginDecelerating")
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    /// The motion of one axis after the lift: none when the axis does not scroll; a spring to the
    /// chosen page when paging; a spring back to the nearest edge when pulled past one; otherwise a
    /// deceleration. A `target` the delegate chose (clamped to the limits) replaces the page, the
    /// edge or the free resting place: springs spring to it, a deceleration slows to rest on it.
    private func releaseMotion(offset: Double, velocity: Double, limits: ClosedRange<Double>,
                               page: Double, startOffset: Double, scrolls: Bool, target: Double? = nil) -> AxisMotion {
        guard scrolls else { return .still(at: offset) }
        let chosen = target.map { min(max($0, limits.lowerBound), limits.upperBound) }
        if isPagingEnabled && page > 0 {
            let page = chosen ?? pageTarget(offset: offset, velocity: velocity, limits: limits, page: page, startOffset: startOffset)
            return .spring(from: offset, velocity: velocity, to: page)
        }
        if !limits.contains(offset) {
            let edge = offset < limits.lowerBound ? limits.lowerBound : limits.upperBound
            return .spring(from: offset, velocity: velocity, to: chosen ?? edge)
        }
        if let chosen { return .deceleration(from: offset, to: chosen, rate: decelerationRate) }
        return .deceleration(from: offset, velocity: velocity, rate: decelerationRate, limits: limits, bounces: bounces)
    }

    /// The page a paging scroll view comes to rest on [INF]: the page nearest to where a free
    /// deceleration would stop, but at most one page from where the drag began, within the limits.
    private func pageTarget(offset: Double, velocity: Double, limits: ClosedRange<Double>, page: Double, startOffset: Double) -> Double {
        let free = AxisMotion.deceleration(from: offset, velocity: velocity, rate: decelerationRate,
                                           limits: -Double.infinity...Double.infinity, bounces: false)
        let startPage = ((startOffset - limits.lowerBound) / page).rounded()
        var target = ((free.restingPosition - limits.lowerBound) / page).rounded()
        target = min(max(target, startPage - 1), startPage + 1)
        let position = limits.lowerBound + target * page
        return min(max(position, limits.lowerBound), limits.upperBound)
    }
}

extension Point {
    /// The point with both coordinates rounded to `places` decimal places, for notes in the traffic.
    func rounded(toPlaces places: Int) -> Point {
        let scale = pow(10, Double(places))
        return Point(x: (x * scale).rounded() / scale, y: (y * scale).rounded() / scale)
    }
}
