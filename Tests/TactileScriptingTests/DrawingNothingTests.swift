import ControlKit
import Testing
@testable import TactileScripting

/// A plugin written without `draw` renders as nothing (docs/plugins.md, "Drawing"): the picture
/// commands name each Lua-defined view that shows nothing at all, and only those.
@Suite("Defined views that draw nothing")
struct DrawingNothingTests {
    @Test func onlyDefinedViewsWithNothingToShowAreNamed() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Blank" }
            Control.define{ name = "Drawn", draw = function(self, ctx) ctx:fillRect(self.bounds) end }
            Control.define{ name = "Plain", base = "View" }
            Control.define{ name = "Knobby", base = "Slider" }
            Control.define{ name = "Heir", base = "Drawn" }
            for _, view in ipairs{ Blank{}, Drawn{}, Plain{}, Knobby{}, Heir{} } do window:addSubview(view) end
            local painted = Blank{} painted.backgroundColor = Color.systemRed window:addSubview(painted)
            local holder = Plain{} holder:addSubview(Label{text = "in it"}) window:addSubview(holder)
            """)
        #expect(session.namesOfDefinedViewsDrawingNothing(in: session.stage.window) == ["Blank#1", "Plain#1"])
        #expect(ScriptSession.drawingNothingNote(for: ["Blank#1"])?.hasPrefix(
            "note: Blank#1 is a Lua-defined view that draws nothing (no draw function, no background colour, no subviews)") == true)
        #expect(ScriptSession.drawingNothingNote(for: []) == nil)
    }
}
