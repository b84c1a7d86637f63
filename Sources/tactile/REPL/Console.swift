import CEditLine

/// Where the REPL writes: results to standard output, errors to standard
/// error (red when colour is on). Standard output is flushed first, so the
/// two stay in order on a terminal. Tests give their own sinks.
struct Console {
    /// Colour error messages.
    var colors = false
    /// Receives each line of results.
    var output: (String) -> Void = Console.standardOutput
    /// Receives each error report.
    var errors: (String) -> Void = Console.standardError

    /// Writes a line of results.
    func write(_ text: String) {
        output(text)
    }

    /// Writes an error report.
    func report(_ text: String) {
        errors(colors ? "\u{1B}[31m" + text + "\u{1B}[0m" : text)
    }

    static func standardOutput(_ text: String) {
        standardOutput(text, newline: true)
    }

    /// Writes text to standard output, with a newline unless told otherwise.
    static func standardOutput(_ text: String, newline: Bool) {
        fputs(newline ? text + "\n" : text, ceditline_stdout())
        fflush(ceditline_stdout())
    }

    static func standardError(_ text: String) {
        fflush(ceditline_stdout())
        fputs(text + "\n", ceditline_stderr())
    }
}
