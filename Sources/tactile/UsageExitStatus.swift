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
            let code = exitStatus(for: error)
            if code == .usage { FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8)) }
            exit(withError: code == .usage ? code : error)
        }
    }

    /// The exit status for an error that ended the command.
    static func exitStatus(for error: Error) -> ExitCode {
        let code = exitCode(for: error)
        return code == .validationFailure ? .usage : code
    }
}

extension ExitCode {
    /// A command line that could not be understood: status 2.
    static let usage = ExitCode(2)
}
