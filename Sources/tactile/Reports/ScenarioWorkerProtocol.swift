import Foundation
import TactileScripting

/// How a worker process (`tactile test --worker FILE`) hands results to the parent:
/// one JSON object per scenario file, one per line, on standard output.
enum ScenarioWorkerProtocol {
    /// One file's results as a single line of JSON.
    static func encode(_ result: FileResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(result), as: UTF8.self)
    }

    /// Every file result in a worker's output; lines that are not results are ignored.
    static func decode(_ output: Data) -> [FileResult] {
        let decoder = JSONDecoder()
        return output.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(FileResult.self, from: Data($0)) }
    }
}
