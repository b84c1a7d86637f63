import CProcessShim
import Foundation
import TactileScripting

/// The child side of `tactile test`: serves the files its parent asks for on standard input,
/// one request per line, and reports each phase and result on standard output as it happens,
/// so the parent knows which test was running if this process dies or hangs. It dies with its
/// parent.
enum ScenarioWorker {
    static func serve(with runner: ScenarioRunner) {
        if cprocess_die_with_parent() != 0 && getppid() == 1 { exit(0) }
        var requests = DataLines(FileHandle.standardInput)
        while let line = requests.next() {
            guard let request = ScenarioWorkerProtocol.decode(ScenarioWorkerProtocol.Request.self, from: line) else { continue }
            let result = runner.test(file: request.file, skipping: request.skip, progress: { phase in
                send(.init(phase: .init(phase)))
            }, finished: { result in
                send(.init(result: result))
            })
            send(.init(done: result.duration, coverage: result.coverage, plugins: result.plugins))
        }
    }

    private static func send(_ message: ScenarioWorkerProtocol.Message) {
        guard let data = try? ScenarioWorkerProtocol.encode(message) else { return }
        FileHandle.standardOutput.write(data)
    }
}
