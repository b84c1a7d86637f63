import Testing
import FoundationEssentials
import LuaKit
@testable import tactile

@Suite("Lua session")
struct LuaSessionTests {
    let session: LuaSession
    let printer = ValuePrinter()

    init() throws {
        session = try LuaSession(host: PlainLuaHost(), options: SessionOptions(), output: { _ in })
    }

    private func printed(_ source: String) throws -> String {
        let values = try session.run(source, chunkName: "=test").get()
        return printer.render(results: values)
    }

    @Test("Real tables print sorted, nested and with cycles marked")
    func tables() throws {
        #expect(try printed("return {3, 2, 1, b = true, a = {x = 1.5}}") == "{ 3, 2, 1, a = { x = 1.5 }, b = true }")
        #expect(try printed("local t = {name = 'loop'}; t.me = t; return t") == "{ me = <cycle>, name = \"loop\" }")
        #expect(try printed("return 1, 'two', nil") == "1\t\"two\"\tnil")
    }

    @Test("Strings reach the printer with their bytes, at the top and inside tables")
    func stringBytes() throws {
        #expect(try printed("return 'caf\\xE9', {['k\\xFF'] = '\\0' .. '1'}") == "\"caf\\xE9\"\t{ [\"k\\xFF\"] = \"\\0001\" }")
    }

    @Test("A table with __tostring prints through it; a failing one shows its error")
    func selfDescribing() throws {
        #expect(try printed("return setmetatable({}, {__tostring = function() return '<Knob#1>' end})") == "<Knob#1>")
        #expect(try printed("return setmetatable({}, {__tostring = function() error('bad') end})")
            .hasPrefix("<tostring failed: "))
    }

    @Test("Walking a table never runs its __index or __pairs")
    func rawWalk() throws {
        let text = try printed("""
            calls = 0
            local t = setmetatable({a = 1}, {
              __index = function() calls = calls + 1 end,
              __pairs = function() calls = calls + 1 return next, {}, nil end })
            return t
            """)
        #expect(text == "{ a = 1 }")
        #expect(try printed("return calls") == "0")
    }

    @Test("Errors carry the chunk name and line, and a traceback")
    func errors() {
        let outcome = session.run("local x = 1\nerror('boom')", chunkName: "=test")
        guard case .failure(let error) = outcome else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message == "test:2: boom")
        #expect(error.traceback?.contains("stack traceback:") == true)
    }

    @Test("Globals, table fields and string methods complete from the live state")
    func completion() throws {
        _ = try session.run("knob = {angle = 1, rotate = function() end, parts = {}}", chunkName: "=test").get()
        let completer = Completer(source: session)
        #expect(completer.complete("kno") == CompletionReply(insertion: "b.", listing: []))
        #expect(completer.complete("string.fo") == CompletionReply(insertion: "rmat(", listing: []))
        #expect(completer.complete("knob.") .listing == ["angle", "parts", "rotate"])
        #expect(completer.complete("knob:") == CompletionReply(insertion: "rotate(", listing: []))
        #expect(completer.complete("knob.parts.x") == CompletionReply(insertion: "", listing: []))
    }

    @Test("Members come from __index tables up the chain, without running __index functions")
    func indexChain() throws {
        _ = try session.run("""
            Base = {describe = function() end}
            Derived = setmetatable({spin = function() end}, {__index = Base})
            obj = setmetatable({}, {__index = Derived})
            trap = setmetatable({}, {__index = function() error('ran') end})
            """, chunkName: "=test").get()
        let completer = Completer(source: session)
        #expect(completer.complete("obj:").listing == ["describe", "spin"])
        #expect(completer.complete("trap.x") == CompletionReply(insertion: "", listing: []))
    }

    @Test("A file's #! line is skipped and line numbers stay right")
    func shebang() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-shebang-\(UInt64.random(in: 0...UInt64.max)).lua").path
        try Data("#!/usr/bin/env tactile\nlocal x = 1\nerror('line three')\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard case .failure(let error) = session.runFile(path) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message.hasSuffix(".lua:3: line three"))
    }

    @Test("Running a folder says so, instead of a Foundation error number")
    func folderAsFile() {
        guard case .failure(let error) = session.runFile("/tmp") else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message == "cannot read /tmp: it is a folder")
    }

    @Test("Running a missing file says why it could not be opened")
    func missingFile() {
        guard case .failure(let error) = session.runFile("/nonexistent/file.lua") else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message == "cannot open /nonexistent/file.lua: No such file or directory")
    }
}

/// A host whose bindings know one class, for the userdata completion seam.
final class SchemaHost: REPLHost {
    func prepare(_ state: LuaState, options: SessionOptions, output: @escaping (String) -> Void) throws {}
    var eventNames: [String] { [] }
    var helpTopics: [String] { [] }
    var pluginNames: [String] { [] }
    func memberNames(ofClassNamed className: String, methodsOnly: Bool) -> [CompletionCandidate] {
        guard className == "FILE*" else { return [] }
        return methodsOnly ? [] : [CompletionCandidate("isTerminal", .value)]
    }
    func help(for topic: String) -> String? { nil }
    func perform(_ command: MetaCommand, in state: LuaState) throws -> String? { nil }
    func note(_ text: String) {}
}

@Suite("Userdata completion")
struct UserdataCompletionTests {
    @Test("A userdata's members come from its __index table and from its class's binding")
    func userdata() throws {
        let session = try LuaSession(host: SchemaHost(), options: SessionOptions(), output: { _ in })
        let completer = Completer(source: session)
        // io.stdout is a userdata whose metatable is named "FILE*".
        #expect(completer.complete("io.stdout:wr") == CompletionReply(insertion: "ite(", listing: []))
        #expect(completer.complete("io.stdout.isT") == CompletionReply(insertion: "erminal", listing: []))
        #expect(completer.complete("io.stdout:isT") == CompletionReply(insertion: "", listing: []))
    }

    @Test("Strings complete the string library's methods")
    func strings() throws {
        let session = try LuaSession(host: PlainLuaHost(), options: SessionOptions(), output: { _ in })
        _ = try session.run("s = 'text'", chunkName: "=test").get()
        #expect(Completer(source: session).complete("s:upp") == CompletionReply(insertion: "er(", listing: []))
    }
}
