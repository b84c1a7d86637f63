import CLua
import CLuaShim
import Foundation

/// How often each line of each file ran: the file (a chunk name without its `@`) to its
/// lines' counts. Only lines that ran appear.
public typealias LineCounts = [String: [Int: Int]]

extension LuaState {
    /// Starts counting how often each line of every chunk loaded from a file (a chunk name
    /// starting with `@`) runs, in every coroutine, until the state closes. The count comes
    /// from the same C hook as instruction budgets and interrupts, so scripts need no
    /// `debug` library and cannot turn it off. Every line then costs a hook call.
    /// The corresponding C function is `lua_sethook` with `LUA_MASKLINE`.
    public func startLineCoverage() {
        guard let L = context.mainThread else { return }
        clua_coverage_start(L)
    }

    /// The lines counted since `startLineCoverage()`; empty when it was not called.
    public var lineCoverage: LineCounts {
        guard let L = context.mainThread else { return [:] }
        var files: LineCounts = [:]
        for index in 0..<clua_coverage_file_count(L) {
            var counts: UnsafePointer<UInt64>?
            var lines: Int32 = 0
            guard let name = clua_coverage_file(L, index, &counts, &lines), let counts else { continue }
            var file: [Int: Int] = [:]
            for line in 0..<Int(lines) where counts[line] > 0 { file[line] = Int(clamping: counts[line]) }
            files[String(cString: name), default: [:]].merge(file, uniquingKeysWith: +)
        }
        return files
    }

    /// The lines of Lua source `text` that hold code — every line Lua's line hook can report,
    /// in every function of the chunk, nested ones included — sorted; nil when the text does
    /// not compile. Compiled in a state of its own.
    public static func linesWithCode(in text: [UInt8], chunkName: String) -> [Int]? {
        var lines: UnsafeMutablePointer<Int32>?
        let count = text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { clua_active_lines($0.baseAddress, $0.count, chunkName, &lines) }
        }
        defer { free(lines) }
        guard count >= 0 else { return nil }
        return (0..<Int(count)).map { Int(lines![$0]) }
    }
}
