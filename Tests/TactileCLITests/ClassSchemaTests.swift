import LuaKit
import Testing
@testable import tactile

/// A small bound class standing in for a control.
final class Gauge {
    var level = 0.5
    let maximum = 1.0
}

/// A host that registers `Gauge` in every fresh state.
final class GaugeHost: REPLHost {
    var binding: LuaClass<Gauge> {
        LuaClass<Gauge>("Gauge", namespace: "test", doc: "A level between 0 and its maximum.")
            .property("level", doc: "The current level.", get: \.level, set: { $0.level = $1 })
            .property("maximum", get: \.maximum)
            .method("reset", doc: "Sets the level to 0.") { gauge, _ in
                gauge.level = 0
                return .none
            }
            .description { "<Gauge level=\($0.level)>" }
    }

    func prepare(_ state: LuaState, options: SessionOptions, output: @escaping (String) -> Void) throws {
        try state.register(binding)
        try state.setGlobal("gauge", state.value(for: Gauge()))
    }
    var eventNames: [String] { [] }
    var helpTopics: [String] { [] }
    var pluginNames: [String] { [] }
    func memberNames(ofClassNamed className: String, methodsOnly: Bool) -> [CompletionCandidate] { [] }
    func help(for topic: String) -> String? { nil }
    func perform(_ command: MetaCommand, in state: LuaState) throws -> String? { nil }
    func note(_ text: String) {}
}

/// Completion and help for bound objects, whose `__index` is a function:
/// names come from the binding's schema (embedding §0.5, §8.1).
@Suite("Bound classes in the REPL")
struct ClassSchemaTests {
    let session: LuaSession

    init() throws {
        session = try LuaSession(host: GaugeHost(), options: SessionOptions(), output: { _ in })
    }

    @Test("Properties and methods of a bound object complete from its schema")
    func completion() {
        let completer = Completer(source: session)
        #expect(completer.complete("gauge.le") == CompletionReply(insertion: "vel", listing: []))
        #expect(completer.complete("gauge.") .listing == ["level", "maximum", "reset"])
        #expect(completer.complete("gauge:") == CompletionReply(insertion: "reset(", listing: []))
    }

    @Test("A bound object prints through its description")
    func printing() throws {
        let values = try session.run("return gauge", chunkName: "=test").get()
        #expect(ValuePrinter().render(results: values) == "<Gauge level=0.5>")
    }

    @Test(":help shows a class, a member, and the class of a global")
    func help() throws {
        let classText = """
            Gauge — A level between 0 and its maximum.
              properties:
                level: number — The current level.
                maximum: number, read-only
              methods:
                reset() — Sets the level to 0.
            """
        #expect(try session.classHelp("Gauge") == classText)
        #expect(try session.classHelp("gauge") == classText)
        #expect(try session.classHelp("Gauge.level") == "Gauge.level: number — The current level.")
        #expect(try session.classHelp("gauge:reset") == "Gauge:reset() — Sets the level to 0.")
        #expect(try session.classHelp("Gauge.nothing") == nil)
        #expect(try session.classHelp("print") == nil)
        #expect(session.helpTopics().contains("Gauge"))
    }
}
