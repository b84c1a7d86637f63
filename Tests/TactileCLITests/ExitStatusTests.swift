import ArgumentParser
import Testing
@testable import tactile

/// Exit statuses of `tactile test` and `tactile run` (scenarios §5.3): 0 all
/// passed, 1 failures, 2 usage errors.
@Suite("Exit statuses")
struct ExitStatusTests {
    func status(_ arguments: [String]) -> Int32 {
        do {
            _ = try Tactile.parseAsRoot(arguments)
            return 0
        } catch {
            return Tactile.exitStatus(for: error).rawValue
        }
    }

    @Test func usageErrorsExitWithTwo() {
        #expect(status(["test", "--no-such-option"]) == 2)
        #expect(status(["test", "--jobs", "0"]) == 2)
        #expect(status(["test", "--budget", "-1"]) == 2)
        #expect(status(["test", "--memory", "0"]) == 2)
        #expect(status(["run"]) == 2)
        #expect(status(["run", "/nonexistent/script.lua"]) == 2)
    }

    /// The message a command line's error prints.
    func message(_ arguments: [String]) -> String {
        do {
            _ = try Tactile.parseAsRoot(arguments)
            return ""
        } catch {
            return Tactile.fullMessage(for: error)
        }
    }

    @Test("A number out of range, negative ones included, is told the range allowed (not 'Missing value')")
    func rangesAreNamed() {
        let cases: [([String], String)] = [
            (["test", "--jobs", "-1"], "--jobs must be between 1 and 256 processes, got -1"),
            (["test", "--budget", "-1"], "--budget must be 0 (no limit) or a positive number of instructions, got -1"),
            (["test", "--memory", "-5"], "--memory must be between 1 and 1048576 MiB (1 TiB), got -5"),
            // 2^44 MiB would wrap to a cap of 0 bytes; Int.max would become no cap at all.
            (["run", "--memory", "17592186044416", "x.lua"], "--memory must be between 1 and 1048576 MiB (1 TiB), got 17592186044416"),
            (["test", "--memory", "9223372036854775807"], "--memory must be between 1 and 1048576 MiB (1 TiB), got 9223372036854775807"),
            (["repl", "--history-size", "-1"], "--history-size must be between 1 and 10000000 entries, got -1"),
        ]
        for (arguments, expected) in cases {
            #expect(status(arguments) == 2, "\(arguments)")
            #expect(message(arguments).contains(expected), "\(arguments): \(message(arguments))")
        }
        #expect(status(["test", "--memory", "1048576", "--budget", "0", "--jobs", "256"]) == 0)
    }

    @Test func wellFormedCommandLinesParse() {
        #expect(status(["test", "scripts", "--jobs", "2", "--tap", "--filter", "Slider"]) == 0)
    }

    @Test func helpIsNotAnError() {
        #expect(status(["test", "--help"]) == 0)
    }

    @Test func failuresKeepTheirOwnStatus() {
        #expect(Tactile.exitStatus(for: ExitCode(1)) == ExitCode(1))
    }
}
