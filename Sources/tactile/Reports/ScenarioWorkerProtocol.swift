import Foundation
import LuaKit
import TactileScripting

/// How the parent of `tactile test` and its worker processes (`tactile test --worker`) talk:
/// one JSON object per line each way. The parent asks for a file (`Request`); the worker
/// answers with `Message`s: each phase as it begins, each test's result, then the end of the
/// file. A worker serves files until its standard input ends.
enum ScenarioWorkerProtocol {
    /// Run `file`, leaving out its first `skip` tests (a previous worker ran them).
    struct Request: Codable, Equatable {
        var file: String
        var skip: Int
    }

    /// One line from a worker.
    struct Message: Codable, Equatable {
        /// A phase of the file begins.
        var phase: Phase?
        /// A test (or the file, with an empty path) finished.
        var result: TestResult?
        /// The file is done, after this many wall-clock seconds.
        var done: Double?
        /// With `done`: the lines the file ran, when coverage is collected.
        var coverage: LineCounts?
        /// With `done`: the plugins the file loaded (`FileResult.plugins`).
        var plugins: [String]?
    }

    /// A phase as it crosses: its kind, and for a test its number and names.
    struct Phase: Codable, Equatable {
        var kind: String
        var index: Int?
        var path: [String]?
        var line: Int?

        init(_ phase: TestPhase) {
            switch phase {
            case .loading: kind = "loading"
            case .test(let index, let path, let line): (kind, self.index, self.path, self.line) = ("test", index, path, line)
            case .closing: kind = "closing"
            }
        }

        /// The phase this stands for.
        var testPhase: TestPhase {
            switch kind {
            case "test": .test(index: index ?? 0, path: path ?? [], line: line)
            case "closing": .closing
            default: .loading
            }
        }
    }

    /// A value as one line of JSON, newline included.
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data([UInt8(ascii: "\n")])
    }

    /// A line of JSON as `T`, or nil when it is something else.
    static func decode<T: Decodable>(_ type: T.Type, from line: Data) -> T? {
        try? JSONDecoder().decode(type, from: line)
    }
}

/// Splits what a file descriptor delivers into lines, reading as it goes.
struct DataLines {
    let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its newline, or nil at the end of input.
    mutating func next() -> Data? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return Data(line)
            }
            let chunk = handle.availableData
            if chunk.isEmpty {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = Data() }
                return buffer
            }
            buffer.append(chunk)
        }
    }
}
