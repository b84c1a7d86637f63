import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// Scenario files driving real controls through a `ControlStage`.
@Suite("Scenarios with real controls")
struct ControlStageTests {
    let files = ScenarioFiles()

    @Test func scenarioDrivesControlsAndMatchesTheirTraffic() {
        let runner = ScenarioRunner(makeStage: { ControlStage() })
        let result = runner.test(file: files.write("controls.lua", """
            describe("controls in a scenario", function()
              local b
              before_each(function()
                b = Button{ frame = {20, 100, 100, 44}, title = "OK" }
                window:addSubview(b)
              end)

              it("starts every test with a fresh window and names", function()
                expect(#window.subviews).to.equal(1)
                expect(b.name).to.equal("Button#1")
              end)

              -- uikit-rules §2.6 (tap inside) and §4.1 (primaryActionTriggered after touchUpInside)
              it("matches what a tap really sent", function()
                local pressed = 0
                b:addTarget(function() pressed = pressed + 1 end, "touchUpInside")
                tap(b)
                expect(pressed).to.equal(1)
                expect(b).to.have_sent_exactly{ "touchDown", "touchUpInside", "primaryActionTriggered" }
                expect(b).to.have_sent("touchUpInside", { target = "function#1", action = "call", times = 1 })
                expect(clock.now).to.equal(0.05)
              end)

              it("fails a wrong expectation about real traffic", function()
                tap(b)
                expect(b).to.have_sent("valueChanged")
              end)

              it("keeps notes after the controls' own records", function()
                tap(b)
                traffic:note("by hand")
                local all = traffic:all()
                expect(all[#all].message).to.equal("by hand")
                expect(all[#all].seq).to.equal(#all)
              end)
            end)
            """))
        #expect(result.tests.map(\.status) == [.passed, .passed, .failed, .passed], "\(result.tests.map { $0.message ?? "" })")
        #expect(result.tests[2].message?.contains("expected Button#1 to send valueChanged") == true)
    }
}
