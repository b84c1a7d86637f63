/// An animated push or pop of a navigation controller, over `NavigationController.transitionDuration`
/// of virtual time (uikit-rules §14.4): a push slides the new view in from the right edge while the
/// old one moves a third of the width to the left; a pop slides the top view out to the right while
/// the one beneath comes back from a third to the left. At the end both views are back in place and
/// the completion runs.
final class NavigationTransition {
    /// Which way the views slide.
    enum Kind {
        case push, pop
    }

    /// When the transition ends, in virtual seconds.
    let endTime: Double

    init(kind: Kind, from leaving: View, to arriving: View, in frame: Rect, clock: VirtualClock, completion: @escaping () -> Void) {
        endTime = clock.now + NavigationController.transitionDuration
        let width = frame.width
        let offsets: (leaving: (Double, Double), arriving: (Double, Double)) = kind == .push
            ? ((0, -width / 3), (width, 0))
            : ((0, width), (-width / 3, 0))
        func place(_ view: View, _ offset: Double) {
            view.frame = Rect(x: frame.minX + offset, y: frame.minY, width: frame.width, height: frame.height)
        }
        place(leaving, offsets.leaving.0)
        place(arriving, offsets.arriving.0)
        clock.animate(duration: NavigationController.transitionDuration, curve: .easeInOut, update: { fraction in
            place(leaving, offsets.leaving.0.interpolated(to: offsets.leaving.1, fraction: fraction))
            place(arriving, offsets.arriving.0.interpolated(to: offsets.arriving.1, fraction: fraction))
        }, completion: { _ in
            place(leaving, 0)
            place(arriving, 0)
            completion()
        })
    }
}
