/// An animated push or pop of a navigation bar, over `NavigationBar.transitionDuration` of virtual
/// time (uikit-rules §14.4): the outgoing item's views fade out and the incoming item's fade in,
/// the titles sliding a quarter of the bar's width the way the stack moves (to the left for a push,
/// to the right for a pop). At the end the outgoing views leave the bar and
/// the completion runs. The stack itself changed at the start: `topItem` is the new item throughout.
final class NavigationBarTransition {
    /// Which way the titles slide.
    enum Direction {
        case push, pop
    }

    /// When the transition ends, in virtual seconds.
    let endTime: Double

    init(bar: NavigationBar, direction: Direction, outgoing: NavigationBarContent, incoming: NavigationBarContent?,
         clock: VirtualClock, completion: @escaping () -> Void) {
        endTime = clock.now + NavigationBar.transitionDuration
        let shared = incoming?.views ?? []
        let fading = outgoing.views.filter { view in !shared.contains(where: { $0 === view }) }
        let appearing = incoming?.views.filter { view in !outgoing.views.contains(where: { $0 === view }) } ?? []
        let distance = (direction == .push ? -1.0 : 1.0) * bar.bounds.width / 4
        let leaving = outgoing.slidingViews, arriving = incoming?.slidingViews ?? []
        func slide(_ views: [View], by offset: Double) {
            for view in views { view.transform = Transform(translationX: offset, y: 0) }
        }
        for view in appearing { view.alpha = 0 }
        slide(arriving, by: -distance)
        clock.animate(duration: NavigationBar.transitionDuration, curve: .easeInOut, update: { fraction in
            for view in fading { view.alpha = 1 - fraction }
            for view in appearing { view.alpha = fraction }
            slide(leaving, by: distance * fraction)
            slide(arriving, by: -distance * (1 - fraction))
        }, completion: { [weak bar] _ in
            for view in fading { view.alpha = 1 }
            slide(leaving + arriving, by: 0)
            outgoing.remove(keeping: incoming)
            guard bar != nil else { return }
            completion()
        })
    }
}
