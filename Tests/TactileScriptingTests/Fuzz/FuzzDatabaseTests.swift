import Foundation
import Testing
@testable import TactileScripting
import TestSupport

/// The database of failures (docs/fuzzing.md §5): kept per target, run first next time, and
/// forgotten once they pass.
@Suite("Fuzz: the database of failures")
struct FuzzDatabaseTests {
    let knob = try! FuzzTargets.resolve(repositoryPlugins + "/knob.lua", pluginPath: [repositoryPlugins])[0]

    @Test("entries are stored per target, read back as they were, and the file goes when none is left")
    func storeAndRead() throws {
        let scratch = ScratchFolder("fuzz")
        let database = FuzzDatabase(folder: scratch.path + "/db")
        #expect(try database.entries(for: knob).isEmpty)
        let entry = FuzzDatabase.Entry(invariant: "declared:angle within 0…5", seed: 7, run: 3,
                                       steps: [.set(view: 1, property: "angle", value: .number(.nan)), .wait(0.5)])
        try database.store([entry], for: knob)
        #expect(database.file(for: knob).hasSuffix("/db/" + knob.databaseKey + ".json"))
        #expect(try database.entries(for: knob) == [entry])
        try database.store([], for: knob)
        #expect(!FileManager.default.fileExists(atPath: database.file(for: knob)))
    }

    @Test("a file that is not a database is an error naming it, not silently replaced")
    func unreadable() throws {
        let scratch = ScratchFolder("fuzz")
        let database = FuzzDatabase(folder: scratch.path)
        _ = try scratch.write(knob.databaseKey + ".json", "{ not json")
        #expect(throws: FuzzError.self) { try database.entries(for: knob) }
    }

    @Test("a stored failure runs first and is reported as it was stored; one that no longer fails leaves")
    func storedFirst() throws {
        let mutant = try MutantPlugin("unclamped")
        let target = try FuzzTargets.resolve(mutant.path, pluginPath: [])[0]
        let failing = FuzzDatabase.Entry(invariant: "declared:angle within 0…5", seed: 7, run: 3,
                                         steps: [.set(view: 1, property: "angle", value: .number(9))])
        let passing = FuzzDatabase.Entry(invariant: "tracking-ends-once", seed: 7, run: 4, steps: [.tap(view: 1, at: FuzzPoint(5, 5), count: 1)])
        var order: [String] = []
        let summary = try fuzzer(target).fuzz(runs: 0..<3, stored: [passing, failing]) { progress in
            switch progress {
            case .starting(let run): order.append(run.map { "run \($0)" } ?? "stored")
            case .fixed: order.append("fixed")
            default: break
            }
        }
        #expect(order == ["stored", "fixed", "stored", "run 0", "run 1", "run 2"])
        #expect(summary.fixed == [passing])
        let failure = try #require(summary.failures.first)
        #expect(failure.fromDatabase && failure.steps == failing.steps && failure.seed == 7 && failure.run == 3)
        #expect(summary.failures.count == 1)
    }
}
