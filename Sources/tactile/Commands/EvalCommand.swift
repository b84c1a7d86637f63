import ArgumentParser
import Foundation
import LuaKit

/// `tactile eval 'code'`: runs one Lua chunk, with the REPL's bindings and
/// plugins, and prints its results the way Lua's own interpreter does
/// (tab-separated, through the global `print`).
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Run a Lua chunk and print its results.",
        discussion: """
            An expression is printed as its value, as in Lua's interactive mode:
              $ tactile eval '1 + 1'
              2
              $ tactile eval 'return 1 + 1, "x"'
              2\tx
            Errors go to standard error with a traceback; the exit status is then 1.
            """
    )

    @Argument(help: "Lua code: an expression list or a chunk of statements.")
    var code: String

    @OptionGroup var plugins: PluginPathOptions

    func run() throws {
        do {
            let lua = try LuaState()
            lua.warningHandler = { warning in
                if warning.isOn { FileHandle.standardError.write(Data((warning.standardErrorLine + "\n").utf8)) }
            }
            // The same bindings and plugins as the REPL (the host keeps its
            // session alive); traffic is read with traffic().
            let host = ScriptingHost()
            try host.prepare(lua, options: SessionOptions(pluginPaths: plugins.folders, trustPlugins: plugins.trusted, quiet: true)) { note in
                FileHandle.standardError.write(Data((note + "\n").utf8))
            }
            lua.countsHostMemory = true  // what Swift keeps for the chunk counts against the cap too
            try withExtendedLifetime(host) { () throws(LuaError) in
                let results = try Self.compile(code, in: lua).call([])
                if !results.isEmpty { try Self.print(results, in: lua) }
            }
        } catch {
            FileHandle.standardError.write(Data("tactile: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// The chunk as an expression list (`return <code>`) when that compiles,
    /// else as statements, like the standalone interpreter's first line.
    static func compile(_ code: String, in lua: LuaState) throws(LuaError) -> LuaRef {
        if let expression = try? lua.load(ExpressionChunk.source(returning: code), chunkName: "=eval") { return expression }
        return try lua.load(code, chunkName: "=eval")
    }

    /// Prints through Lua's global `print`, which users may replace.
    static func print(_ results: [LuaValue], in lua: LuaState) throws(LuaError) {
        do {
            try lua.callGlobal("print", results)
        } catch {
            throw LuaError(kind: error.kind, message: "error calling 'print' (\(error.message))", traceback: error.traceback)
        }
    }
}
