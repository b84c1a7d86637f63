/// An animated push or pop of a navigation bar: over `NavigationBar.transitionDuration` of virtual
/// time the outgoing item's views fade out and the incoming item's fade in; at the end the outgoing
/// views leave the bar and the completion runs (uikit-rules §14.4). The stack itself changed at
/// the start: `topItem` is the new item throughout.
final class NavigationBarTransition {
    /// When the transition ends, in virtual seconds.
    let endTime: Double

    init(bar: NavigationBar, outgoing: NavigationBarContent, incoming: NavigationBarContent?, clock: VirtualClock,
         completion: @escaping () -> Void) {
        endTime = clock.now + NavigationBar.transitionDuration
        let shared = incoming?.views ?? []
        let fading = outgoing.views.filter { view in !shared.contains(where: { $0 === view }) }
        let appearing = incoming?.views.filter { view in !outgoing.views.contains(where: { $0 === view }) } ?? []
        for view in appearing { view.alpha = 0 }
        clock.animate(duration: NavigationBar.transitionDuration, curve: .easeInOut, update: { fraction in
            for view in fading { view.alpha = 1 - fraction }
            for view in appearing { view.alpha = fraction }
        }, completion: { [weak bar] _ in
            for view in fading { view.alpha = 1 }
            outgoing.remove(keeping: incoming)
            guard bar != nil else { return }
            completion()
        })
    }
}
