import Foundation
import TactileScripting

/// `tactile test --output json`: the whole run as one JSON document, in the format
/// docs/scenarios.md §5.4 describes (version 1). Fields are added, never renamed or removed,
/// within a version; a field with no value is left out.
enum JSONReport {
    /// The document.
    struct Document: Encodable {
        var format = "tactile-test-results"
        var version = 1
        /// The shuffle seed, when the tests ran shuffled.
        var seed: UInt64?
        var summary: Summary
        var files: [File]
    }

    /// Counts over the run.
    struct Summary: Encodable {
        var passed = 0, failed = 0, errored = 0, pending = 0
        var files: Int
        var duration: Double
    }

    /// One scenario file.
    struct File: Encodable {
        var file: String
        var duration: Double
        var tests: [Test]
    }

    /// One test, or a file that failed to load (an empty `path`).
    struct Test: Encodable {
        var name: String
        var path: [String]
        var tags: [String]
        /// `passed`, `failed`, `errored` or `pending`.
        var status: String
        var errorKind: String?
        var message: String?
        var file: String
        var line: Int?
        var location: String?
        var traceback: String?
        var output: String
        var duration: Double

        init(_ test: TestResult) {
            name = test.name
            path = test.path
            tags = TestSelection.tags(in: test.path)
            status = test.status == .skipped ? "pending" : test.status.rawValue
            errorKind = test.errorKind?.rawValue
            message = test.message
            file = test.file
            line = test.line
            location = test.location
            traceback = test.traceback
            output = test.output
            duration = test.duration
        }
    }

    static func render(_ files: [FileResult], seconds: Double, seed: UInt64?) -> String {
        var summary = Summary(files: files.count, duration: seconds)
        for test in files.flatMap(\.tests) {
            switch test.status {
            case .passed: summary.passed += 1
            case .failed: summary.failed += 1
            case .errored: summary.errored += 1
            case .skipped: summary.pending += 1
            }
        }
        let document = Document(seed: seed, summary: summary, files: files.map { file in
            File(file: file.file, duration: file.duration, tests: file.tests.map(Test.init))
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
