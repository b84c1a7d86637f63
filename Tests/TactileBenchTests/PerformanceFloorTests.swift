import Foundation
import Testing
@testable import tactile_bench

/// The floors the benchmarks print their figures beside are plain Lua programs run as Lua's
/// interpreter runs them; what they print is the figure. (No timing is checked here.)
@Suite("Plain-Lua performance floors")
struct PerformanceFloorTests {
    @Test("Each shipped floor runs unchanged for the count it is given and prints a figure")
    func shippedFloorsRun() throws {
        for name in ["floor_dispatch", "floor_knob"] {
            let floor = try BenchLua(folder: BenchLua.repositoryFolder).floor(name)
            let figure = try floor.nanosecondsPerOperation(iterations: 1000)
            #expect(figure > 0 && figure.isFinite, "\(name): \(figure)")
        }
    }

    @Test("The figure is the number before the last ' ns/' of the floor's line")
    func readsTheFigure() {
        #expect(PerformanceFloor.nanoseconds(in: "pure-lua dispatch: 2000000 in 0.123s = 61.5 ns/dispatch") == 61.5)
        #expect(PerformanceFloor.nanoseconds(in: "pure-lua knob drag step: 412.0 ns/move (33 value events)") == 412.0)
        #expect(PerformanceFloor.nanoseconds(in: "done") == nil)
    }

    @Test("A floor that prints no figure, or raises, is a clear error")
    func aBrokenFloorIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-floor-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "print('n = ' .. arg[1])".write(to: folder.appendingPathComponent("silent.lua"), atomically: true, encoding: .utf8)
        try "error('no floor here')".write(to: folder.appendingPathComponent("broken.lua"), atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try PerformanceFloor("silent", in: folder.path).nanosecondsPerOperation(iterations: 5) }
        #expect(throws: (any Error).self) { try PerformanceFloor("broken", in: folder.path).nanosecondsPerOperation(iterations: 5) }
        #expect(throws: (any Error).self) { try PerformanceFloor("missing", in: folder.path) }
    }
}
