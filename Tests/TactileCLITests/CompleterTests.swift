import FoundationEssentials
import Testing
@testable import tactile

/// A completion source with fixed names, standing in for a Lua session.
struct FixedSource: CompletionSource {
    var globals: [CompletionCandidate] = [
        .init("string", .table), .init("select", .function), .init("setmetatable", .function),
        .init("print", .function), .init("knob", .value),
    ]
    var members: [[String]: [CompletionCandidate]] = [
        ["string"]: [.init("format", .function), .init("find", .function), .init("rep", .function)],
        ["knob"]: [.init("angle", .value), .init("addTarget", .function), .init("isEnabled", .value)],
    ]
    var methods: [[String]: [CompletionCandidate]] = [
        ["knob"]: [.init("addTarget", .function)],
    ]

    func globalNames() -> [CompletionCandidate] { globals }
    func memberNames(of path: [String], methodsOnly: Bool) -> [CompletionCandidate] {
        (methodsOnly ? methods : members)[path] ?? []
    }
    func eventNames() -> [String] { ["touchDown", "touchUpInside", "touchUpOutside", "valueChanged"] }
    func helpTopics() -> [String] { ["Slider"] }
    func pluginNames() -> [String] { ["knob", "lock"] }
}

@Suite("Completion")
struct CompleterTests {
    let completer = Completer(source: FixedSource())

    @Test("A unique global completes, with '(' after a function and '.' after a table")
    func uniqueGlobal() {
        #expect(completer.complete("pri") == CompletionReply(insertion: "nt(", listing: []))
        #expect(completer.complete("x = str") == CompletionReply(insertion: "ing.", listing: []))
    }

    @Test("Several matches insert their common prefix, then list")
    func severalGlobals() {
        #expect(completer.complete("s") == CompletionReply(insertion: "", listing: ["select", "setmetatable", "string"]))
        #expect(completer.complete("se") == CompletionReply(insertion: "", listing: ["select", "setmetatable"]))
        #expect(completer.complete("sel") == CompletionReply(insertion: "ect(", listing: []))
    }

    @Test("Keywords complete where a global could stand")
    func keywords() {
        #expect(completer.complete("fun") == CompletionReply(insertion: "ction ", listing: []))
    }

    @Test("Table fields complete after a dot")
    func fields() {
        #expect(completer.complete("string.fo") == CompletionReply(insertion: "rmat(", listing: []))
        #expect(completer.complete("print(string.f").listing == ["find", "format"])
    }

    @Test("After ':' only methods are offered")
    func methods() {
        #expect(completer.complete("knob:a") == CompletionReply(insertion: "ddTarget(", listing: []))
        #expect(completer.complete("knob:i") == CompletionReply(insertion: "", listing: []))
        #expect(completer.complete("knob.is") == CompletionReply(insertion: "Enabled", listing: []))
    }

    @Test("Event names complete inside a string literal, closing it")
    func events() {
        #expect(completer.complete("knob:addTarget(print, \"val") == CompletionReply(insertion: "ueChanged\"", listing: []))
        #expect(completer.complete("x = 'touchUp").listing == ["touchUpInside", "touchUpOutside"])
        #expect(completer.complete("knob:addTarget(print, 'val") == CompletionReply(insertion: "ueChanged'", listing: []))
        #expect(completer.complete("x = 'a' .. str") == CompletionReply(insertion: "ing.", listing: []))
    }

    @Test("Meta-commands and their arguments complete")
    func commands() {
        #expect(completer.complete(":he") == CompletionReply(insertion: "lp ", listing: []))
        #expect(completer.complete(":re").listing == ["reload", "reset"])
        #expect(completer.complete(":help Sl") == CompletionReply(insertion: "ider", listing: []))
        #expect(completer.complete(":trace o").listing == ["off", "on"])
        #expect(completer.complete(":reload kn") == CompletionReply(insertion: "ob", listing: []))
    }

    @Test("Nothing is offered after a number")
    func nothing() {
        #expect(completer.complete("x = 1.5").listing.isEmpty)
        #expect(completer.complete("x = 1.5").insertion.isEmpty)
    }

    @Test("Completion never fires inside a comment: Tab indents there")
    func comments() {
        #expect(completer.complete("-- 'touch") == Completer.indentation)
        #expect(completer.complete("x = 1 -- se") == Completer.indentation)
        #expect(completer.complete("x = 1 --[[ str") == Completer.indentation)
        #expect(completer.complete("x = 1 --[==[ a ]] str") == Completer.indentation)
        // A closed long comment, and "--" inside strings, leave code behind them.
        #expect(completer.complete("--[[ note ]] x = str") == CompletionReply(insertion: "ing.", listing: []))
        #expect(completer.complete("x = '--' .. str") == CompletionReply(insertion: "ing.", listing: []))
        #expect(completer.complete("x = [[--]] .. str") == CompletionReply(insertion: "ing.", listing: []))
    }

    @Test("Tab at the start of a line or after whitespace indents instead of listing every global")
    func indentation() {
        #expect(completer.complete("") == Completer.indentation)
        #expect(completer.complete("  ") == Completer.indentation)
        #expect(completer.complete("x = ") == Completer.indentation)
        #expect(completer.complete("f(\t") == Completer.indentation)
        // Commands still complete their arguments after a space.
        #expect(completer.complete(":trace ").listing == ["file", "off", "on"])
    }

    @Test("The end of a line is read as code, string, long string or comment")
    func lineContext() {
        #expect(LineContext(atEndOf: "x = 'a\\'b") == .string(quote: "'", prefix: "a\\'b"))
        #expect(LineContext(atEndOf: "x = \"it's") == .string(quote: "\"", prefix: "it's"))
        #expect(LineContext(atEndOf: "x = [=[ ]] ") == .longString)
        #expect(LineContext(atEndOf: "x = [=[ ]=] y") == .code)
        #expect(LineContext(atEndOf: "x = a[b[1]]") == .code)
    }

    @Test("The trailing path splits at dots and the last separator")
    func trailingPath() {
        #expect(completer.trailingPath("a.b.c:d")?.path == ["a", "b", "c"])
        #expect(completer.trailingPath("a:b.c") == nil)
        #expect(completer.trailingPath("x = a.b.c")?.path == ["a", "b"])
        #expect(completer.trailingPath("x = a.b.c")?.word == "c")
        #expect(completer.trailingPath("a.b:c")?.separator == ":")
        #expect(completer.trailingPath("f(x).y") == nil)
        #expect(completer.trailingPath("s = a..str")?.word == "str")
        #expect(completer.trailingPath("s = a..str")?.path == [])
    }

    @Test("Candidates list in columns within the width")
    func columns() {
        #expect(EditLineReader.columns(["ab", "c", "defg"], width: 12) == "ab    c\ndefg")
    }
}

@Suite("File completion for :load")
struct FileCompletionTests {
    @Test("Folders end in '/', only .lua files are offered, hidden ones only when asked")
    func files() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-load-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["knob.lua", "notes.txt", ".hidden.lua", "kit.lua"] {
            try Data("-- \(name)\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        let completer = Completer(source: FixedSource())
        let base = folder.path + "/"
        #expect(completer.complete(":load " + base + "kn") == CompletionReply(insertion: "ob.lua", listing: []))
        #expect(completer.complete(":load " + base + "sc") == CompletionReply(insertion: "enes/", listing: []))
        #expect(completer.complete(":load " + base).listing == [base + "kit.lua", base + "knob.lua", base + "scenes"])
        #expect(completer.complete(":load " + base + ".h") == CompletionReply(insertion: "idden.lua", listing: []))
    }
}
