import Foundation

/// The failures found so far, kept per project as Hypothesis keeps its examples (docs/fuzzing.md
/// §5): one JSON file per target in a folder (`.tactile/fuzz` by default), holding each failing
/// sequence already shrunk. `tactile fuzz` runs them first next time: one that still fails is
/// reported at once, one that passes (the bug is fixed) leaves the database.
public struct FuzzDatabase: Sendable {
    /// One stored failure.
    public struct Entry: Codable, Sendable, Equatable {
        /// The invariant it broke.
        public var invariant: String
        /// Where it was found: the seed and the run.
        public var seed: UInt64
        public var run: Int
        /// The steps, shrunk.
        public var steps: [FuzzStep]

        public init(invariant: String, seed: UInt64, run: Int, steps: [FuzzStep]) {
            self.invariant = invariant
            self.seed = seed
            self.run = run
            self.steps = steps
        }
    }

    private struct Contents: Codable {
        var format = "tactile-fuzz-database"
        var version = 1
        var target: String
        var entries: [Entry]
    }

    /// The folder, such as `.tactile/fuzz`.
    public let folder: String

    /// The default folder, under the working directory.
    public static let defaultFolder = ".tactile/fuzz"

    public init(folder: String = FuzzDatabase.defaultFolder) {
        self.folder = folder
    }

    /// The file of a target's entries.
    public func file(for target: FuzzTarget) -> String {
        folder + "/" + target.databaseKey + ".json"
    }

    /// The entries stored for a target; none when there is no file. A file that does not read
    /// as a database is an error, so nothing is silently thrown away.
    public func entries(for target: FuzzTarget) throws(FuzzError) -> [Entry] {
        let path = file(for: target)
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try Self.decoder.decode(Contents.self, from: data).entries
        } catch {
            throw FuzzError("the fuzz database file \(path) cannot be read (\(error.localizedDescription)); remove it to start afresh")
        }
    }

    /// Replaces a target's entries (removing the file when there are none).
    public func store(_ entries: [Entry], for target: FuzzTarget) throws(FuzzError) {
        let path = file(for: target)
        do {
            if entries.isEmpty {
                if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
                return
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let data = try Self.encoder.encode(Contents(target: target.displayName, entries: entries))
            try FileReplacement.write(Array(data) + [UInt8(ascii: "\n")], to: path)
        } catch {
            throw FuzzError("the fuzz database file \(path) cannot be written: \(error)")
        }
    }

    /// Pretty, with keys sorted, so a database file diffs well.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }

    static var decoder: JSONDecoder { JSONDecoder() }
}
