import Foundation

/// Writes reports to standard output and diagnostics to standard error, flushing each
/// so that progress shows as it happens and both streams interleave in order.
enum ReportOutput {
    /// Writes `text` and a newline to standard output.
    static func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes `text` as it is to standard output.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
