import ArgumentParser
import LuaKit

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration of one of `count` equal operations, in nanoseconds.
    func nanoseconds(per count: Int) -> Double {
        inSeconds / Double(count) * 1e9
    }

    /// How many of `count` operations fit in one second at this duration.
    func rate(of count: Int) -> Int {
        Int((Double(count) / inSeconds).rounded())
    }
}

/// Times one call of a Lua loop — a function of n that performs n operations and answers how
/// many reached their end — and checks it did them all, so a broken model cannot look fast.
func timeLuaLoop(_ loop: LuaRef, count: Int, failure: String) throws -> Duration {
    var result: [LuaValue] = []
    var error: (any Error)?
    let elapsed = ContinuousClock().measure {
        do { result = try loop.call([.integer(count)]) } catch let thrown { error = thrown }
    }
    if let error { throw error }
    guard result.first == .integer(count) else { throw ValidationError(failure) }
    return elapsed
}
