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
