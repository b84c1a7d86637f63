import Foundation
import Testing
@testable import tactile

/// A line reader that replays a script, for driving the REPL loop.
final class ScriptedReader: LineReading {
    private var lines: [LineInput]
    private(set) var prompts: [String] = []
    private(set) var remembered: [String] = []

    init(_ lines: [LineInput]) { self.lines = lines }

    func read(prompt: String) -> LineInput {
        prompts.append(prompt)
        return lines.isEmpty ? .end : lines.removeFirst()
    }

    func remember(_ entry: String) { remembered.append(entry) }
}

/// Collects what the REPL writes.
final class Transcript {
    var output: [String] = []
    var errors: [String] = []

    var console: Console {
        Console(colors: false, output: { self.output.append($0) }, errors: { self.errors.append($0) })
    }
}

@Suite("REPL loop")
struct REPLTests {
    private func session(_ lines: [LineInput]) throws -> (REPL, ScriptedReader, Transcript) {
        let transcript = Transcript()
        let repl = try REPL(host: PlainLuaHost(), options: SessionOptions(), console: transcript.console, history: nil)
        let reader = ScriptedReader(lines)
        repl.loop(reading: reader)
        return (repl, reader, transcript)
    }

    @Test("Prompts switch to '>> ' while a chunk continues (embedding §1.2)")
    func prompts() throws {
        let (_, reader, transcript) = try session([.line("if true then"), .line("x = 1"), .line("end"), .line("x")])
        #expect(reader.prompts == ["> ", ">> ", ">> ", "> ", "> "])
        #expect(transcript.output == ["1"])
        #expect(reader.remembered == ["if true then\nx = 1\nend", "x"])
    }

    @Test("Ctrl-C drops the pending continuation")
    func interruptAtPrompt() throws {
        let (_, reader, transcript) = try session([.line("for i = 1, 2 do"), .interrupted, .line("'after'")])
        #expect(reader.prompts == ["> ", ">> ", "> ", "> "])
        #expect(transcript.output == ["\"after\""])
        #expect(transcript.errors.isEmpty)
    }

    @Test("A history file that cannot be read or written gets one warning each, naming it, and the REPL goes on")
    func unusableHistory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-repl-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The history path is a folder.
        var transcript = Transcript()
        var repl = try REPL(host: PlainLuaHost(), options: SessionOptions(), console: transcript.console,
                            history: HistoryFile(location: folder))
        #expect(repl.loadHistory().isEmpty)
        repl.loop(reading: ScriptedReader([.line("1 + 1"), .line("2 + 2")]))
        #expect(transcript.errors == ["note: history is kept in memory only from now on (cannot read \(folder.path): it is a folder)"])
        #expect(transcript.output == ["2", "4"])
        // After loading, a file comes to stand where the history's folder should be.
        transcript = Transcript()
        repl = try REPL(host: PlainLuaHost(), options: SessionOptions(), console: transcript.console,
                        history: HistoryFile(location: folder.appendingPathComponent("state/history")))
        #expect(repl.loadHistory().isEmpty)
        #expect(FileManager.default.createFile(atPath: folder.path + "/state", contents: Data()))
        repl.loop(reading: ScriptedReader([.line("1 + 1"), .line("2 + 2")]))
        #expect(transcript.errors == ["note: history is kept in memory only from now on (cannot append to \(folder.path)/state/history: Not a directory)"])
        #expect(transcript.output == ["2", "4"])
    }

    @Test("A line starting with a label runs as Lua (Lua 5.4 manual §3.3.4)")
    func labelLine() throws {
        let (repl, _, transcript) = try session([.line("::top:: i = (i or 0) + 1 if i < 3 then goto top end"), .line("i")])
        #expect(transcript.errors == [])
        #expect(transcript.output == ["3"])
        #expect(repl.failures == 0)
    }

    @Test("Errors are reported and the loop goes on")
    func errorsDoNotEnd() throws {
        let (repl, _, transcript) = try session([.line("error('one')"), .line("x = = 2"), .line("3")])
        #expect(transcript.errors.count == 2)
        #expect(transcript.errors[0].hasPrefix("repl:1: one\nstack traceback:"))
        #expect(transcript.errors[1] == "repl:1: unexpected symbol near '='")
        #expect(transcript.output == ["3"])
        #expect(repl.failures == 2)
    }

    @Test(":quit ends the loop; later lines are not read")
    func quit() throws {
        let (_, reader, transcript) = try session([.line(":quit"), .line("1")])
        #expect(reader.prompts == ["> "])
        #expect(transcript.output.isEmpty)
    }

    @Test(":reset gives a fresh state")
    func reset() throws {
        let (_, _, transcript) = try session([.line("kept = 1"), .line(":reset"), .line("kept")])
        #expect(transcript.output == ["nil"])
    }

    @Test("Commands about controls say what they need")
    func scriptingCommands() throws {
        let (_, _, transcript) = try session([.line(":tree"), .line(":clock +1")])
        #expect(transcript.errors == [
            ":tree needs the control bindings, which this build does not have yet",
            ":clock needs the control bindings, which this build does not have yet",
        ])
    }

    @Test(":help lists every command and explains one")
    func help() throws {
        let (_, _, transcript) = try session([.line(":help"), .line(":help load"), .line(":help print"), .line(":help nothing")])
        for command in MetaCommand.all { #expect(transcript.output[0].contains(":" + command.name)) }
        #expect(transcript.output[1] == ":load file.lua\n  run a Lua file in this session")
        #expect(transcript.output[2] == "print: a global function")
        #expect(transcript.output[3] == "no help for 'nothing'")
    }

    @Test("-e chunks print expressions and run statements")
    func evaluate() throws {
        let transcript = Transcript()
        let repl = try REPL(host: PlainLuaHost(), options: SessionOptions(), console: transcript.console, history: nil)
        repl.evaluate("y = 2")
        repl.evaluate("y * 21")
        repl.evaluate("-- just a comment\ny + 1")
        #expect(transcript.output == ["42", "3"])
        #expect(repl.failures == 0)
    }
}

@Suite("REPL notes")
struct REPLNoteTests {
    @Test("A top-level local gets one note per session (embedding §1.2, Lua 5.5's checklocal)")
    func localNote() throws {
        let transcript = Transcript()
        let repl = try REPL(host: PlainLuaHost(), options: SessionOptions(), console: transcript.console, history: nil)
        repl.loop(reading: ScriptedReader([.line("local a = 1"), .line("local b = 2"), .line("a")]))
        #expect(transcript.errors.count == 1)
        #expect(transcript.errors.first?.hasPrefix("note: a local lasts only") == true)
        #expect(transcript.output == ["nil"])
    }
}

@Suite("Prompts")
struct PromptTests {
    @Test("_PROMPT and _PROMPT2 replace the prompts, as in Lua's interpreter (embedding §1.7)")
    func customPrompts() throws {
        let transcript = Transcript()
        let repl = try REPL(host: PlainLuaHost(), options: SessionOptions(), console: transcript.console, history: nil)
        let reader = ScriptedReader([
            .line("_PROMPT = 'lua$ '"), .line("_PROMPT2 = 2"), .line("do"), .line("end"), .line("_PROMPT = {}"),
        ])
        repl.loop(reading: reader)
        #expect(reader.prompts == ["> ", "lua$ ", "lua$ ", "2", "lua$ ", "> "])
    }
}
