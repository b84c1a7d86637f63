import ArgumentParser
import LuaKit

/// The `tactile` command: a workbench for UIKit-style controls written in Lua.
@main
struct Tactile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "Build and test UIKit-style controls in Lua, outside Xcode.",
        version: "tactile 0.1.0 (\(luaVersionString))",
        subcommands: [REPLCommand.self, EvalCommand.self, RunCommand.self, TestCommand.self, FuzzCommand.self, JUnitMergeCommand.self, RenderCommand.self,
                      TypesCommand.self, ServeCommand.self],
        defaultSubcommand: REPLCommand.self
    )
}
