import Foundation

extension VirtualClock {
    /// The calendar moment virtual time 0 stands for: 1 January 2026, 09:41:00 UTC. Fixed, so
    /// dates derived from virtual time are the same on every run.
    public static let epoch = Date(timeIntervalSince1970: 1_767_260_460)

    /// The calendar moment the clock's current time stands for: `epoch` plus `now` seconds.
    public var date: Date {
        VirtualClock.epoch.addingTimeInterval(now)
    }
}
