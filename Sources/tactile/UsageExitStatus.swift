import ArgumentParser
import Foundation

extension Tactile {
    /// Parses and runs the command like ArgumentParser does, except that a usage
    /// error exits with status 2 (the convention test runners share) instead of 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            exit(withError: ExitCode(2))
        }
    }
}
