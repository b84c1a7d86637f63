import Foundation

/// The bounds on what a page sends: the size of one message and how many a second.
public enum MessageLimits {
    /// The largest message, in bytes (a console line of 16 KiB with its JSON around it).
    public static let largestMessage = 64 * 1024
    /// Messages a second a viewer may send on average (a mouse sends about 120 moves a second).
    public static let messagesPerSecond = 1_000
    /// Messages a viewer may send at once above the average.
    public static let burst = 2_000
}

/// A token bucket: `burst` messages at once, refilled at `rate` a second. A message that finds
/// the bucket empty is dropped, and the first one dropped after an allowed one is reported.
public struct RateLimiter: Sendable {
    public let rate: Double
    public let burst: Double
    private var tokens: Double
    private var last: Double
    private var reported = false

    public init(rate: Double = Double(MessageLimits.messagesPerSecond), burst: Double = Double(MessageLimits.burst), now: Double) {
        self.rate = rate
        self.burst = burst
        tokens = burst
        last = now
    }

    /// What to do with a message arriving at `now` (seconds on a monotonic clock).
    public enum Verdict: Equatable, Sendable {
        case allow
        /// Dropped; `report` is true for the first of a run of dropped messages.
        case drop(report: Bool)
    }

    public mutating func admit(now: Double) -> Verdict {
        tokens = min(burst, tokens + max(0, now - last) * rate)
        last = max(last, now)
        guard tokens >= 1 else {
            defer { reported = true }
            return .drop(report: !reported)
        }
        tokens -= 1
        reported = false
        return .allow
    }
}

extension MessageLimits {
    /// The largest WebSocket frame read: past `largestMessage` a message is answered with an
    /// error and the connection goes on; past this the connection is closed (WebSocket's 1009).
    public static let largestFrame = 1 << 20
}
