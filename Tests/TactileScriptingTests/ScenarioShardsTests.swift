import Testing
@testable import TactileScripting

/// `tactile test --shard i/n`: every file runs on exactly one shard, the same split on every
/// machine, even by count without timings and by time with them.
@Suite("Scenario shards")
struct ScenarioShardsTests {
    let files = (1...10).map { "scripts/scenarios/f\($0).lua" }

    @Test func everyFileRunsOnExactlyOneShardWhateverTheOrderGiven() {
        for count in 1...12 {
            let shards = ScenarioShards(count: count)
            let split = (1...count).map { shards.files(files, shard: $0) }
            #expect(split.flatMap { $0 }.sorted() == files.sorted())
            #expect(split.map(\.count).max()! - split.map(\.count).min()! <= 1)
            let shuffled = (1...count).map { shards.files(files.reversed(), shard: $0) }
            #expect(shuffled.map { Set($0) } == split.map { Set($0) })
        }
    }

    @Test func durationsBalanceTheTimeNotTheCount() {
        var durations = Dictionary(uniqueKeysWithValues: files.map { ($0, 1.0) })
        durations[files[0]] = 9
        let shards = ScenarioShards(count: 2, durations: durations)
        #expect(shards.files(files, shard: 1) == [files[0]])
        #expect(shards.files(files, shard: 2).count == 9)
    }

    @Test func aFileWithoutATimeCountsAsTheMean() {
        let shards = ScenarioShards(count: 2, durations: [files[0]: 4, files[1]: 2])
        let owners = shards.owners(of: Array(files.prefix(3)))
        // f1 (4 s) alone; f2 (2 s) and the unknown f3 (3 s, the mean) together.
        #expect(owners[files[0]] == 1 && owners[files[1]] == 2 && owners[files[2]] == 2)
    }

    @Test func shardsAreWrittenIOverN() {
        #expect(ScenarioShards.parse("2/4")! == (2, 4))
        for bad in ["0/4", "5/4", "2", "a/b", "1/0", "/4", "2/4/1", "-1/4"] {
            #expect(ScenarioShards.parse(bad) == nil, "\(bad)")
        }
    }
}
