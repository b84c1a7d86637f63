import Foundation
import LuaKit
import TactileScripting

/// Line coverage in LCOV's tracefile format (`lcov.info`), which genhtml, Codecov and editors'
/// gutters read: per file `SF:path`, `DA:line,count` for every line holding code (0 for those
/// that never ran), `LF` lines found, `LH` lines hit, `end_of_record`.
enum LCOVReport {
    /// `counts` as a tracefile; each file is read again to find its lines that never ran.
    static func render(_ counts: LineCounts, readFile: (String) -> [UInt8]? = { try? FileContents.read($0) }) -> String {
        var out = ["TN:tactile"]
        for file in counts.keys.sorted() {
            let hits = counts[file] ?? [:]
            let code = readFile(file).flatMap { LuaState.linesWithCode(in: $0, chunkName: "@" + file) } ?? []
            let lines = Set(code).union(hits.keys).sorted()
            out.append("SF:" + file)
            out += lines.map { "DA:\($0),\(hits[$0] ?? 0)" }
            out.append("LF:\(lines.count)")
            out.append("LH:\(lines.filter { (hits[$0] ?? 0) > 0 }.count)")
            out.append("end_of_record")
        }
        return out.joined(separator: "\n") + "\n"
    }
}
