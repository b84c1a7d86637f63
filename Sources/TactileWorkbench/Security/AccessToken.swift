/// The secret in the address `tactile serve` prints: 32 random bytes as 64 hexadecimal digits.
/// Every request and WebSocket must carry it; other programs on the machine, and web pages the
/// browser has open, do not know it.
public struct AccessToken: Sendable, Equatable, CustomStringConvertible {
    /// The token as it appears in the address.
    public let text: String

    /// A new token from the system's random source.
    public init() {
        var generator = SystemRandomNumberGenerator()
        self.init(bytes: (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    /// A token of given bytes (tests).
    public init(bytes: [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        text = String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] }, as: UTF8.self)
    }

    /// Whether `candidate` is this token, comparing every byte whatever the first difference, so
    /// the time taken tells nothing of how much of a guess was right.
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let given = Array(candidate.utf8), expected = Array(text.utf8)
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    /// Never the token itself: a log line or an error must not leak it.
    public var description: String { "AccessToken(…)" }
}
