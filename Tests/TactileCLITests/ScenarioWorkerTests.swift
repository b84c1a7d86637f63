import Foundation
import Testing
@testable import tactile
@testable import TactileScripting

/// How `tactile test` hands work to worker processes and results back.
@Suite("Scenario workers")
struct ScenarioWorkerTests {
    @Test func messagesRoundTripAsOneJSONLineEach() throws {
        let result = ReportFixtures.files[0].tests[0]
        let messages = [
            ScenarioWorkerProtocol.Message(phase: .init(.test(index: 3, path: ["a", "b"], line: 7))),
            ScenarioWorkerProtocol.Message(result: result),
            ScenarioWorkerProtocol.Message(done: 0.25),
            ScenarioWorkerProtocol.Message(done: 0.5, plugins: ["plugins/knob.lua", "plugins/gauge"]),
        ]
        for message in messages {
            let line = try ScenarioWorkerProtocol.encode(message)
            #expect(line.last == UInt8(ascii: "\n") && line.dropLast().allSatisfy { $0 != UInt8(ascii: "\n") })
            #expect(ScenarioWorkerProtocol.decode(ScenarioWorkerProtocol.Message.self, from: line.dropLast()) == message)
        }
        #expect(ScenarioWorkerProtocol.Phase(.test(index: 3, path: ["a"], line: nil)).testPhase == .test(index: 3, path: ["a"], line: nil))
        #expect(ScenarioWorkerProtocol.decode(ScenarioWorkerProtocol.Message.self, from: Data("not json".utf8)) == nil)
    }

    @Test func linesAreSplitAsTheyArrive() {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("one\ntwo\nthree".utf8))
        try? pipe.fileHandleForWriting.close()
        var lines = DataLines(pipe.fileHandleForReading)
        var read: [String] = []
        while let line = lines.next() { read.append(String(decoding: line, as: UTF8.self)) }
        #expect(read == ["one", "two", "three"])
    }

    @Test func aWorkerThatCannotStartFailsEachFileWithTheReason() {
        let pool = ScenarioWorkerPool(files: ["a.lua", "b.lua"], jobs: 1, options: [], timeLimit: 0,
                                      executable: "/nonexistent/tactile")
        let results = pool.run(test: { _, _ in }, file: { _ in })
        #expect(results.map(\.file) == ["a.lua", "b.lua"])
        #expect(results.allSatisfy { $0.tests.first?.message?.hasPrefix("could not start /nonexistent/tactile") == true })
    }

    /// A worker that ends at once fails each file it was given, with how it ended, and the run
    /// goes on to the end, every file reported in order.
    @Test func workersThatDieFailTheirFilesAloneAndInOrder() {
        let files = (1...12).map { "f\($0).lua" }
        var order: [String] = []
        let pool = ScenarioWorkerPool(files: files, jobs: 2, options: [], timeLimit: 0, executable: "/bin/false")
        let results = pool.run(test: { _, _ in }, file: { order.append($0.file) })
        #expect(order == files)
        #expect(results.map(\.file) == files)
        #expect(results.allSatisfy { $0.tests.first?.message == "its process ended with status 1 while loading the file" })
    }
}
