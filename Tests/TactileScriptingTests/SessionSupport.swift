import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// A fresh session for one test.
func makeSession() throws -> ScriptSession {
    try ScriptSession()
}

extension ScriptSession {
    /// Runs a chunk named `test`, so errors read `test:LINE: …`.
    @discardableResult
    func eval(_ source: String) throws -> [LuaValue] {
        try run(source, chunkName: "=test")
    }

    /// The error a chunk fails with, or nil when it succeeds.
    func failure(_ source: String) -> LuaError? {
        do {
            try run(source, chunkName: "=test")
            return nil
        } catch {
            return error
        }
    }

    /// The one result of a chunk, rendered by Lua's `tostring`.
    func text(_ source: String) throws -> String {
        describe(try eval(source).first ?? .nil)
    }

    /// The traffic records, one line each, as ControlKit describes them.
    var trafficLines: [String] { stage.application.traffic.records.map(\.description) }
}
