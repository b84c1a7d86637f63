import TactileScripting

/// What `tactile run` prints for each `it` block: a TAP-like `ok - name` line.
enum RunReport {
    static func line(for test: TestResult) -> String {
        switch test.status {
        case .passed: "ok - \(test.name)"
        case .skipped: "ok - \(test.name) # SKIP \(test.message ?? "pending")"
        case .failed, .errored: "not ok - \(test.name)"
        }
    }
}
