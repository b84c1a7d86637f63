/// The device's motion as motion effects see it (UIKit reads it from the device's motion
/// sensors): a viewer offset that follows the tilt scripts and tests set, on the virtual clock.
///
/// A new tilt is reached over `responseTime` seconds of virtual time, as the effects of a real
/// device follow its motion smoothly, never in one jump [INF]; `viewerOffset` is where the
/// effects are now.
///
///     > application.device.tilt(to: ViewerOffset(horizontal: 1, vertical: 0))
///     > application.clock.advance(by: VirtualDevice.responseTime)
///     > application.device.viewerOffset
///     (1, 0)
public final class VirtualDevice {
    /// How long the effects take to follow a new tilt, in seconds [INF].
    public static let responseTime = 0.1

    /// The viewer offset the motion effects apply now.
    public private(set) var viewerOffset = ViewerOffset.zero

    /// The tilt last set: where `viewerOffset` is going or has arrived.
    public private(set) var tilt = ViewerOffset.zero

    private let clock: VirtualClock
    private var motion: Animation?

    init(clock: VirtualClock) {
        self.clock = clock
    }

    /// Tilts the device: the viewer offset moves to `offset` (clamped to -1…1 on each axis) over
    /// `responseTime` of virtual time, from wherever it is now.
    public func tilt(to offset: ViewerOffset) {
        motion?.cancel()
        motion = nil
        tilt = offset
        let start = viewerOffset
        guard start != offset else { return }
        motion = clock.animate(duration: Self.responseTime, curve: .linear, update: { [weak self] fraction in
            self?.viewerOffset = start.interpolated(to: offset, fraction: fraction)
        }, completion: { [weak self] finished in
            guard let self, finished else { return }
            viewerOffset = offset
            motion = nil
        })
    }
}
