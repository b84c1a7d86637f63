/// The fuzzer's own seeded generator (SplitMix64), so that one seed gives the same sequences on
/// every machine and with every Swift release: nothing here calls the system's generator or the
/// standard library's `random(in:)`, whose algorithm is not promised to stay the same.
///
///     var random = FuzzRandom(seed: 7)
///     random.int(in: 1...6)          // the same number on every machine
public struct FuzzRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The seed of one run of a fuzz session: runs are independent of each other, so run 12 of
    /// seed 7 is the same sequence whether runs 0…11 ran before it, in this process or another.
    public static func seed(_ seed: UInt64, run: Int) -> UInt64 {
        var mixer = FuzzRandom(seed: seed ^ (UInt64(truncatingIfNeeded: run) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0), by the multiply-and-shift method.
    public mutating func below(_ count: Int) -> Int {
        precondition(count > 0, "below needs a positive count")
        return Int(next().multipliedFullWidth(by: UInt64(count)).high)
    }

    /// An integer in a range.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// A number in `0..<1`, with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A number in a range.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One of the elements (the collection must not be empty).
    public mutating func element<C: Collection>(of items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + below(items.count)]
    }

    /// One of the choices, each as likely as its weight (weights ≥ 0, at least one positive).
    public mutating func weighted<T>(_ choices: [(T, Int)]) -> T {
        let total = choices.reduce(0) { $0 + max(0, $1.1) }
        precondition(total > 0, "weighted needs a positive weight")
        var ticket = below(total)
        for (choice, weight) in choices where weight > 0 {
            if ticket < weight { return choice }
            ticket -= weight
        }
        return choices.last(where: { $0.1 > 0 })!.0
    }
}
