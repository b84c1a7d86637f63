import Testing
@testable import TactileScripting

/// The fuzzer's own generator: the same numbers from a seed on every machine (docs/fuzzing.md §1).
@Suite("Fuzz: the seeded generator")
struct FuzzRandomTests {
    @Test("it is SplitMix64: seed 0 gives the reference sequence")
    func referenceSequence() {
        var random = FuzzRandom(seed: 0)
        #expect([random.next(), random.next(), random.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test("numbers in a range stay in it and reach both ends; weights are respected")
    func ranges() {
        var random = FuzzRandom(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<1000 {
            let value = random.int(in: -2...3)
            #expect((-2...3).contains(value))
            seen.insert(value)
        }
        #expect(seen == Set(-2...3))
        var counts = [0, 0]
        for _ in 0..<1000 { counts[random.weighted([(0, 9), (1, 1), (2, 0)])] += 1 }
        #expect(counts[0] > 800 && counts[1] > 50)
        for _ in 0..<100 { #expect((0..<1).contains(random.unit())) }
    }

    @Test("each run has a seed of its own, from the seed and the run alone")
    func runSeeds() {
        let seeds = (0..<100).map { FuzzRandom.seed(42, run: $0) }
        #expect(Set(seeds).count == 100)
        #expect(FuzzRandom.seed(42, run: 17) == seeds[17])
        #expect(FuzzRandom.seed(43, run: 17) != seeds[17])
    }
}
