import Foundation

/// Posts a tick to the inbox every frame while active, and nothing at all while not: a page
/// whose clock has nothing scheduled costs no CPU.
final class Ticker {
    /// A frame: 1/60 s.
    static let interval = 1.0 / 60
    private let inbox: SessionInbox
    private var timer: (any DispatchSourceTimer)?

    init(inbox: SessionInbox) {
        self.inbox = inbox
    }

    deinit {
        timer?.cancel()
    }

    var isActive: Bool { timer != nil }

    func setActive(_ active: Bool) {
        guard active != isActive else { return }
        if active {
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
            timer.schedule(deadline: .now() + Self.interval, repeating: Self.interval, leeway: .milliseconds(2))
            timer.setEventHandler { [inbox] in inbox.postTick() }
            timer.resume()
            self.timer = timer
        } else {
            timer?.cancel()
            timer = nil
        }
    }
}
