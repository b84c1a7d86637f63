/// How `tactile run --trust` runs a script: as Lua's standalone interpreter (`lua5.4`) does.
/// The script runs in the interpreter's own global table, with the whole standard library
/// and Lua's own `assert`, `pcall`, `xpcall` and `print`; Tactile's API and the scenario
/// blocks (`describe`, `it`, `expect`, …) are globals beside them. Before it, the global `arg`
/// is set and the code of `LUA_INIT_5_4` or `LUA_INIT` runs; the script receives its arguments
/// as `...`. The collector is generational, as in every Tactile interpreter and in Lua's own.
public struct StandaloneScript: Sendable, Equatable {
    /// The command line: the program, its options, the script, then the script's arguments.
    public var commandLine: [String]
    /// Where the script's name stands in `commandLine`: `arg[0]`. What comes before it is at
    /// negative indices of `arg`, what follows at 1, 2, …, as Lua's interpreter lays it out.
    public var scriptIndex: Int
    /// The code run before the script, if any.
    public var initialization: LuaInit?

    public init(commandLine: [String], scriptIndex: Int, initialization: LuaInit? = nil) {
        self.commandLine = commandLine
        self.scriptIndex = scriptIndex
        self.initialization = initialization
    }

    /// The script's arguments: what follows it on the command line.
    public var arguments: [String] { Array(commandLine.dropFirst(scriptIndex + 1)) }

    /// `arg` as index and value pairs: `arg[0]` the script, negative indices before it.
    var argumentTable: [(index: Int, value: String)] {
        commandLine.enumerated().map { ($0.offset - scriptIndex, $0.element) }
    }
}
