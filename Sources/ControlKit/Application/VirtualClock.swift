/// Deterministic time for an application: timers, delayed calls and animations run only when the
/// clock is advanced, in timestamp order, ties in the order they were scheduled.
///
/// Nothing here reads the wall clock. A caller that wants real time (the REPL, say) advances the
/// clock by the wall time that passed.
///
///     > clock.perform(after: 0.5) { print("fired") }
///     > clock.advance(by: 1)
///     fired
public final class VirtualClock {
    /// The current virtual time, in seconds since the clock was created.
    public var now: Double { currentTime }

    /// The storage of `now`, read for every touch and record; private, so statically checked.
    private var currentTime: Double = 0

    private struct Scheduled {
        let time: Double
        let order: Int
        let timer: VirtualTimer
    }

    /// Asked before each step of work whose length a caller chose — a timer firing while the
    /// clock advances, a move of a synthesized drag, a tap of a multi-tap, a key typed, a row
    /// height asked — with the step's weight (`StepWeight`), and that work stops where it is when
    /// it answers false. A host sets it to give scripts a time budget or an interrupt key; nil
    /// lets work always go on.
    public var mayContinue: ((_ weight: Int) -> Bool)? {
        get { stepPermission }
        set { stepPermission = newValue }
    }
    /// Kept private behind `mayContinue`, so the compiler proves its accesses never overlap
    /// and checks none at run time, as it would a public stored property (docs/performance.md).
    private var stepPermission: ((_ weight: Int) -> Bool)?

    /// Told of what happens in the model besides its traffic (`ModelActivity`): timers firing and
    /// animations here, touches, tracking and gesture states by the application's views. Nil
    /// (the default) costs a check at each such moment and nothing more.
    public var activityObserver: ((ModelActivity) -> Void)? {
        get { activityHandler }
        set { activityHandler = newValue }
    }
    /// Kept private behind `activityObserver`, for the same reason as `stepPermission`.
    private var activityHandler: ((ModelActivity) -> Void)?

    /// Whether work may take one more step of `weight` (see `mayContinue`).
    public func mayTakeStep(weight: Int = StepWeight.touch) -> Bool {
        mayContinue?(weight) ?? true
    }

    private var queue: [Scheduled] = []
    private var nextOrder = 0
    private var animations: [Animation] = []

    public init() {}

    // MARK: Scheduling

    /// Runs a closure once, `delay` seconds from now (a negative delay counts as 0).
    @discardableResult
    public func perform(after delay: Double, _ body: @escaping () -> Void) -> VirtualTimer {
        let timer = VirtualTimer(fireDate: now + max(0, delay), interval: 0) { _ in body() }
        enqueue(timer)
        return timer
    }

    /// A delayed call that moves an animation: not told to the activity observer as a timer.
    private func performAnimationStep(after delay: Double, _ body: @escaping () -> Void) {
        let timer = VirtualTimer(fireDate: now + max(0, delay), interval: 0, stepsAnimation: true) { _ in body() }
        enqueue(timer)
    }

    /// Schedules a timer that fires `interval` seconds from now and, when it repeats, every
    /// `interval` seconds after that until invalidated. A repeating interval must be positive.
    @discardableResult
    public func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, _ body: @escaping (VirtualTimer) -> Void) -> VirtualTimer {
        precondition(!repeats || interval > 0, "a repeating timer needs a positive interval")
        let timer = VirtualTimer(fireDate: now + max(0, interval), interval: repeats ? interval : 0, body: body)
        enqueue(timer)
        return timer
    }

    /// How many valid timers (one-shot or repeating) are waiting.
    public var pendingTimerCount: Int {
        queue.count { $0.timer.isValid }
    }

    // MARK: Animations

    /// Animates an object's property to a value: after `delay`, for `duration` seconds, following
    /// the curve; the start value is read when the animation starts. The completion receives true
    /// when the animation ran to its end, false when it was cancelled.
    @discardableResult
    public func animate<Root: AnyObject, Value: Interpolatable>(
        _ property: ReferenceWritableKeyPath<Root, Value>, of object: Root, to end: Value,
        duration: Double, delay: Double = 0, curve: Animation.Curve = .easeInOut,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) -> Animation {
        var start: Value?
        return animate(duration: duration, delay: delay, curve: curve, update: { [weak object] fraction in
            guard let object else { return }
            let from = start ?? object[keyPath: property]
            start = from
            object[keyPath: property] = from.interpolated(to: end, fraction: fraction)
        }, completion: completion)
    }

    /// Runs an animation that reports its eased fraction (0…1) to `update` whenever the clock moves
    /// while it runs, and exactly 1 at its end.
    @discardableResult
    public func animate(
        duration: Double, delay: Double = 0, curve: Animation.Curve = .easeInOut,
        update: @escaping (_ fraction: Double) -> Void, completion: ((_ finished: Bool) -> Void)? = nil
    ) -> Animation {
        let animation = Animation(startTime: now + max(0, delay), duration: max(0, duration), curve: curve,
                                  apply: update, completion: completion)
        animations.append(animation)
        if let activityObserver {
            animation.activityObserver = activityObserver
            activityObserver(.animationAdded(animation))
        }
        performAnimationStep(after: max(0, delay)) { [weak animation] in animation?.update(to: self.now) }
        performAnimationStep(after: max(0, delay) + max(0, duration)) { [weak animation] in animation?.update(to: self.now) }
        return animation
    }

    /// The animations that have not finished or been cancelled.
    public var runningAnimations: [Animation] {
        animations.filter { $0.isRunning }
    }

    // MARK: Advancing

    /// Moves time forward, running everything due on the way in order, and leaves the clock at `now + seconds`.
    public func advance(by seconds: Double) {
        advance(to: now + max(0, seconds))
    }

    /// Moves time forward to a moment (never backward), running everything due up to it. When
    /// `mayContinue` stops it, time stays at the last thing that ran.
    public func advance(to time: Double) {
        while let next = queue.first, next.time <= time {
            guard mayTakeStep(weight: StepWeight.timer) else { return }
            fireFirst()
        }
        currentTime = max(currentTime, time)
        updateAnimations()
    }

    /// Runs delayed calls and animations until none is left, moving time to each in turn; repeating
    /// timers fire as time passes but do not keep the clock busy. Returns false if it stopped after
    /// `maximumFirings` firings with one-shot work still pending (work that keeps rescheduling itself),
    /// or because `mayContinue` stopped it.
    @discardableResult
    public func runUntilIdle(maximumFirings: Int = 100_000) -> Bool {
        var firings = 0
        while queue.contains(where: { $0.timer.isValid && !$0.timer.repeats }) {
            guard firings < maximumFirings, mayTakeStep(weight: StepWeight.timer) else { return false }
            fireFirst()
            firings += 1
        }
        return true
    }

    // MARK: Internals

    private func enqueue(_ timer: VirtualTimer) {
        let entry = Scheduled(time: timer.fireDate, order: nextOrder, timer: timer)
        nextOrder += 1
        var low = 0, high = queue.count
        while low < high {
            let middle = (low + high) / 2
            if queue[middle].time <= entry.time { low = middle + 1 } else { high = middle }
        }
        queue.insert(entry, at: low)
    }

    private func fireFirst() {
        let entry = queue.removeFirst()
        guard entry.timer.isValid else { return }
        currentTime = max(currentTime, entry.time)
        updateAnimations()
        let timer = entry.timer
        if timer.repeats {
            timer.fireDate = entry.time + timer.interval
            enqueue(timer)
        } else {
            timer.isValid = false
        }
        if let activityObserver, !timer.stepsAnimation { activityObserver(.timerFired(timer)) }
        timer.body(timer)
    }

    /// Moves running animations to the current time; each one finishes only through its own end
    /// firing, so completions keep their place in the timestamp order.
    private func updateAnimations() {
        guard !animations.isEmpty else { return }
        for animation in animations where animation.endTime > now { animation.update(to: now) }
        animations.removeAll { !$0.isRunning }
    }
}
