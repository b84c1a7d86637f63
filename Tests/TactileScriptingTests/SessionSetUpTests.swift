import Testing
@testable import TactileScripting

/// What setting up a scenario file's session costs is paid once per process where it can be:
/// the harness's own Lua is compiled from its text once, and every later session loads its
/// bytecode (docs/performance.md, "A session that starts cheaply").
@Suite("Session set-up")
struct SessionSetUpTests {
    let files = ScenarioFiles()

    @Test("the harness's Lua is compiled once per process, however many files run")
    func harnessCompiledOnce() {
        let path = files.write("defines.lua", """
            Control.define{ name = "Tally", base = "Control", draw = function(self, ctx) end }
            describe("a file", function()
              it("uses the API", function()
                local tally = Tally{ frame = {0, 0, 40, 40} }
                window:addSubview(tally)
                animate(tally, { alpha = 0.5 }, 0.1)
                clock.advance(0.2)
                expect(tally.alpha).to.equal(0.5)
              end)
            end)
            """)
        let runner = ScenarioRunner(makeStage: { ControlStage() })
        for _ in 1...30 {
            #expect(runner.test(file: path).tests.map(\.status) == [.passed])
        }
        #expect(ScenarioLuaSource.chunk.compilations == 1)
        let compilations = EmbeddedLua.compilations
        #expect(Set(compilations.keys).isSuperset(of: ["prelude", "plugins", "drawing", "animation", "defined"]))
        #expect(compilations.values.allSatisfy { $0 == 1 }, "\(compilations)")
    }
}
