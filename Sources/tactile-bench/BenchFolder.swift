import Dispatch
import Foundation

/// Runs `body` with a folder of the benchmark's own under the temporary directory (its path,
/// named `tactile-bench-` and a unique suffix), and removes the folder afterwards — also when
/// Ctrl-C (SIGINT) ends the benchmark first, which a `defer` alone would not see.
func withBenchFolder<Result>(_ body: (String) throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-bench-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    signal(SIGINT, SIG_IGN)
    let interrupts = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    interrupts.setEventHandler {
        try? FileManager.default.removeItem(atPath: folder)
        _exit(130)
    }
    interrupts.resume()
    defer {
        interrupts.cancel()
        signal(SIGINT, SIG_DFL)
        try? FileManager.default.removeItem(atPath: folder)
    }
    return try body(folder)
}
