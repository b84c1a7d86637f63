import TactileScripting

/// Results covering every status and error kind, with text that needs escaping.
enum ReportFixtures {
    static let files: [FileResult] = [
        FileResult(file: "scripts/scenarios/button.lua", tests: [
            TestResult(file: "scripts/scenarios/button.lua", path: ["Button", "sends touchUpInside"], status: .passed,
                       line: 4, duration: 0.0012),
            TestResult(file: "scripts/scenarios/button.lua", path: ["Button", "counts #taps <fast> & \"slow\""],
                       status: .failed, message: "expected: 2\n  actual: 1", line: 9, output: "tap\n",
                       duration: 0.002),
            TestResult(file: "scripts/scenarios/button.lua", path: ["Button", "later"], status: .skipped,
                       message: "not implemented yet", line: 12),
        ], duration: 0.01),
        FileResult(file: "scripts/scenarios/loop.lua", tests: [
            TestResult(file: "scripts/scenarios/loop.lua", path: ["spins"], status: .errored, errorKind: .budget,
                       message: "instruction budget of 1000 exhausted (an endless loop?)", line: 2,
                       traceback: "stack traceback:\n\tscripts/scenarios/loop.lua:2: in function <scripts/scenarios/loop.lua:2>"),
        ], duration: 0.02),
        FileResult(file: "scripts/scenarios/broken.lua", tests: [
            TestResult(file: "scripts/scenarios/broken.lua", path: [], status: .errored, errorKind: .load,
                       message: "unexpected symbol near '\u{1}'", line: 1),
        ], duration: 0.001),
    ]
}
