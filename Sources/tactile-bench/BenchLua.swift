import ArgumentParser
import Foundation
import LuaKit
import TactileScripting

/// A benchmark's Lua files, read from a folder of the repository when it runs: floors
/// (`Floors/NAME.lua`), scenes a session runs (`Scenes/NAME.lua`) and pure-Lua models and
/// loops (`Models/NAME.lua`).
struct BenchLua {
    /// Where the files are, relative to the repository's root.
    static let repositoryFolder = "Sources/tactile-bench"

    let folder: String

    /// The floor named `name` (`floor_dispatch`, `floor_knob`).
    func floor(_ name: String) throws -> PerformanceFloor {
        try PerformanceFloor(name, in: folder + "/Floors")
    }

    /// Runs `Scenes/NAME.lua` in the session and returns what it returns.
    func runScene(_ name: String, in session: ScriptSession) throws -> [LuaValue] {
        try run("Scenes/" + name, in: session)
    }

    /// The function `Models/NAME.lua` returns, compiled in the session's state and called with
    /// `arguments`; what that call returns.
    func callModel(_ name: String, in session: ScriptSession, with arguments: [LuaValue]) throws -> [LuaValue] {
        guard let model = try run("Models/" + name, in: session).first?.reference else {
            throw ValidationError("\(folder)/Models/\(name).lua did not return a function")
        }
        return try model.call(arguments)
    }

    /// `Models/NAME.lua` compiled in a plain state, as a function of its chunk arguments.
    func load(_ name: String, in lua: LuaState) throws -> LuaRef {
        let path = folder + "/Models/" + name + ".lua"
        return try lua.load(try Self.source(of: path), chunkName: "@" + path)
    }

    /// The dispatch model's `newDispatch` (`Models/dispatch.lua`), which the other models take.
    func newDispatch(in session: ScriptSession) throws -> LuaValue {
        try run("Models/dispatch", in: session).first ?? .nil
    }

    /// Runs the file at `relativePath` (without `.lua`) in the session.
    private func run(_ relativePath: String, in session: ScriptSession) throws -> [LuaValue] {
        let path = folder + "/" + relativePath + ".lua"
        return try session.run(try Self.source(of: path), chunkName: "@" + path)
    }

    private static func source(of path: String) throws -> String {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ValidationError("cannot read \(path) (run the benchmark from the repository, or give --bench-lua)")
        }
        return source
    }
}
