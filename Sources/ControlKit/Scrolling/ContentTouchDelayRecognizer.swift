/// A scroll view's private recognizer that holds back the began phase of touches in its content
/// while it is unclear whether they start a scroll (UIKit's `delaysContentTouches`, documented as
/// a short delay; UIKit's private recognizer waits 150 ms [EMP]).
///
/// It never recognizes: it fails once the delay has passed or the finger lifts, which lets the held
/// touches through (a quick tap reaches the content at touch-up, began and ended together) after
/// the scroll view's `touchesShouldBegin(_:with:in:)` agreed. When the scroll view's pan recognizes
/// first, the pan fails it and the content never sees the touch. It also tells the scroll view when
/// a finger comes down, which stops a motion under way; a touch that stops a deceleration never
/// reaches the content.
final class ContentTouchDelayRecognizer: GestureRecognizer {
    /// How long touches are held, in seconds.
    static let delay = 0.15

    weak var scrollView: ScrollView?
    private var timer: VirtualTimer?
    private var firstEvent: InputEvent?

    override init() {
        super.init()
        isOwnedByView = true
        cancelsTouchesInView = false
        delaysTouchesBegan = true
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent) {
        if let scrollView, scrollView.isDecelerating, let coordinator = scrollView.window?.gestureCoordinator {
            // The touch that stops a moving scroll view is the scroll view's alone [EMP: a tap that
            // stops a flick selects no table row].
            for touch in touches { coordinator.withholdFromView(touch) }
        }
        scrollView?.fingerCameDown(touches)
        guard state == .possible else {
            scrollView?.admitContentTouches(touches, with: event)
            return
        }
        guard timer == nil else { return }
        firstEvent = event
        guard delaysTouchesBegan, let clock else {
            letTouchesThrough(with: event)
            return
        }
        timer = clock.perform(after: Self.delay) { [weak self] in
            guard let self, let event = self.firstEvent else { return }
            self.letTouchesThrough(with: event)
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) {
        letTouchesThrough(with: event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        firstEvent = nil
    }

    /// Fails, releasing the held touches, once the scroll view had its say about each.
    private func letTouchesThrough(with event: InputEvent) {
        guard state == .possible else { return }
        scrollView?.admitContentTouches(sequenceTouches, with: event)
        state = .failed
    }
}
