import Testing
@testable import tactile

@Suite("Meta-commands")
struct MetaCommandTests {
    @Test("Every command parses with its arguments")
    func parsesAll() throws {
        #expect(try MetaCommand.parse(":help") == .help(topic: nil))
        #expect(try MetaCommand.parse("  :help Slider") == .help(topic: "Slider"))
        #expect(try MetaCommand.parse(":load scripts/my demo.lua") == .load(path: "scripts/my demo.lua"))
        #expect(try MetaCommand.parse(":reload") == .reload(plugin: nil))
        #expect(try MetaCommand.parse(":reload knob") == .reload(plugin: "knob"))
        #expect(try MetaCommand.parse(":plugins") == .plugins)
        #expect(try MetaCommand.parse(":trace on") == .trace(.on))
        #expect(try MetaCommand.parse(":trace off") == .trace(.off))
        #expect(try MetaCommand.parse(":trace valueChanged") == .trace(.filter("valueChanged")))
        #expect(try MetaCommand.parse(":trace file out.json") == .trace(.file("out.json")))
        #expect(try MetaCommand.parse(":trace  file  my trace.json ") == .trace(.file("my trace.json")))
        #expect(try MetaCommand.parse(":trace file off") == .trace(.file(nil)))
        #expect(try MetaCommand.parse(":tree") == .tree)
        #expect(try MetaCommand.parse(":clock") == .clock(advance: nil))
        #expect(try MetaCommand.parse(":clock +0.5") == .clock(advance: 0.5))
        #expect(try MetaCommand.parse(":reset") == .reset)
        #expect(try MetaCommand.parse(":quit") == .quit)
    }

    @Test("Bad arguments report the command's usage")
    func usage() {
        #expect(throws: MetaCommandError.usage("load")) { try MetaCommand.parse(":load") }
        #expect(throws: MetaCommandError.usage("clock")) { try MetaCommand.parse(":clock 3") }
        #expect(throws: MetaCommandError.usage("clock")) { try MetaCommand.parse(":clock +x") }
        #expect(throws: MetaCommandError.usage("quit")) { try MetaCommand.parse(":quit now") }
        #expect((try? MetaCommand.parse(":trace")) == .trace(.status))  // alone: what it shows
        #expect(throws: MetaCommandError.usage("trace")) { try MetaCommand.parse(":trace file") }
        #expect(MetaCommandError.usage("clock").description == "usage: :clock [+seconds]")
    }

    @Test("An unknown command suggests the nearest one")
    func unknown() {
        #expect(throws: MetaCommandError.unknown("hlep", suggestion: "help")) { try MetaCommand.parse(":hlep") }
        #expect(throws: MetaCommandError.unknown("q", suggestion: "quit")) { try MetaCommand.parse(":q") }
        #expect(throws: MetaCommandError.unknown("zzzzzz", suggestion: nil)) { try MetaCommand.parse(":zzzzzz") }
        #expect(throws: MetaCommandError.missingName) { try MetaCommand.parse(":") }
    }

    @Test("Only lines whose first non-blank character is ':' are commands")
    func detection() {
        #expect(MetaCommand.isCommand(":help"))
        #expect(MetaCommand.isCommand("  :quit"))
        #expect(!MetaCommand.isCommand("obj:method()"))
        #expect(!MetaCommand.isCommand("x = 1"))
    }

    @Test("A line starting with a label (::name::) is Lua, not a command (Lua 5.4 manual §3.3.4)")
    func labelsAreLua() {
        #expect(!MetaCommand.isCommand("::again::"))
        #expect(!MetaCommand.isCommand("  ::top:: i = i + 1"))
    }
}
