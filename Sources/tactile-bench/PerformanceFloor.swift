import ArgumentParser
import Foundation
import LuaKit

/// A performance floor: a plain Lua 5.4 program (in `Floors/`) doing the smallest honest version
/// of work Tactile does, run unchanged by the interpreter Tactile embeds, in the same process and
/// run as the figure it is printed beside. It reads the iteration count from `arg[1]` and prints
/// one line ending in nanoseconds per operation ("… = 123.4 ns/dispatch", "123.4 ns/move").
struct PerformanceFloor {
    /// The floor's file.
    let path: String

    /// The floor named `name` (`floor_dispatch`, `floor_knob`) in `folder`.
    init(_ name: String, in folder: String) throws {
        path = folder + "/" + name + ".lua"
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ValidationError("cannot read \(path) (run the benchmark from the repository, or give --bench-lua)")
        }
    }

    /// Runs the floor for `iterations` operations in a fresh state with the standard library, as
    /// Lua's interpreter would (`arg`, `print`), and returns the nanoseconds per operation it printed.
    func nanosecondsPerOperation(iterations: Int) throws -> Double {
        let lua = try LuaState()
        let arguments = try lua.newTable()
        try arguments.rawSet(.integer(0), .string(path))
        try arguments.rawSet(.integer(1), .string(String(iterations)))
        try lua.setGlobal("arg", .table(arguments))
        var printed: [String] = []
        try lua.setGlobalFunction("print") { call in
            printed.append(call.values.map(\.description).joined(separator: "\t"))
            return .none
        }
        let source = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        _ = try lua.load(fileContents: source, chunkName: "@" + path).call([])
        guard let line = printed.last, let figure = Self.nanoseconds(in: line) else {
            throw ValidationError("\(path) printed no 'N ns/…' figure (it printed \(printed))")
        }
        return figure
    }

    /// The number before the last " ns/" of a line.
    static func nanoseconds(in line: String) -> Double? {
        guard let unit = line.range(of: " ns/", options: .backwards) else { return nil }
        let number = line[..<unit.lowerBound].reversed().prefix { $0.isNumber || $0 == "." }
        return Double(String(number.reversed()))
    }
}
