import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// uikit-rules §1 and §1.4: every enumeration and option set scripts use is a Lua table of its
/// cases' names and raw values. Each row below writes UIKit's value out as Apple's headers
/// declare it, beside the Swift type's, and the test checks that the Lua table holds exactly
/// those names with UIKit's values.
@Suite("UIKit's raw values as Lua tables (uikit-rules §1, §1.4)")
struct RawValueTableTests {
    /// One case: its name, UIKit's raw value and the Swift type's.
    struct Case: Sendable {
        let name: String
        let uikit: Int
        let swift: Int
        init(_ name: String, _ uikit: Int, _ swift: Int) {
            self.name = name
            self.uikit = uikit
            self.swift = swift
        }
        init(_ name: String, _ uikit: Int, _ swift: UInt) {
            self.init(name, uikit, Int(swift))
        }
    }

    /// One Lua table and every case it must hold.
    struct Table: Sendable, CustomTestStringConvertible {
        let name: String
        let cases: [Case]
        var testDescription: String { name }
    }

    static let tables: [Table] = [
        Table(name: "Control.State", cases: [
            Case("normal", 0, Control.State.normal.rawValue), Case("highlighted", 1 << 0, Control.State.highlighted.rawValue),
            Case("disabled", 1 << 1, Control.State.disabled.rawValue), Case("selected", 1 << 2, Control.State.selected.rawValue),
            Case("focused", 1 << 3, Control.State.focused.rawValue), Case("application", 0x00FF_0000, Control.State.application.rawValue),
            Case("reserved", 0xFF00_0000, Control.State.reserved.rawValue),
        ]),
        Table(name: "Control.Event", cases: [
            Case("touchDown", 1 << 0, Control.Event.touchDown.rawValue),
            Case("touchDownRepeat", 1 << 1, Control.Event.touchDownRepeat.rawValue),
            Case("touchDragInside", 1 << 2, Control.Event.touchDragInside.rawValue),
            Case("touchDragOutside", 1 << 3, Control.Event.touchDragOutside.rawValue),
            Case("touchDragEnter", 1 << 4, Control.Event.touchDragEnter.rawValue),
            Case("touchDragExit", 1 << 5, Control.Event.touchDragExit.rawValue),
            Case("touchUpInside", 1 << 6, Control.Event.touchUpInside.rawValue),
            Case("touchUpOutside", 1 << 7, Control.Event.touchUpOutside.rawValue),
            Case("touchCancel", 1 << 8, Control.Event.touchCancel.rawValue),
            Case("valueChanged", 1 << 12, Control.Event.valueChanged.rawValue),
            Case("primaryActionTriggered", 1 << 13, Control.Event.primaryActionTriggered.rawValue),
            Case("menuActionTriggered", 1 << 14, Control.Event.menuActionTriggered.rawValue),
            Case("editingDidBegin", 1 << 16, Control.Event.editingDidBegin.rawValue),
            Case("editingChanged", 1 << 17, Control.Event.editingChanged.rawValue),
            Case("editingDidEnd", 1 << 18, Control.Event.editingDidEnd.rawValue),
            Case("editingDidEndOnExit", 1 << 19, Control.Event.editingDidEndOnExit.rawValue),
            // Tactile's names for the four bits of UIKit's applicationReserved range (§1.1).
            Case("application0", 1 << 24, Control.Event.application(0).rawValue),
            Case("application1", 1 << 25, Control.Event.application(1).rawValue),
            Case("application2", 1 << 26, Control.Event.application(2).rawValue),
            Case("application3", 1 << 27, Control.Event.application(3).rawValue),
            Case("allTouchEvents", 0x0FFF, Control.Event.allTouchEvents.rawValue),
            Case("allEditingEvents", 0xF_0000, Control.Event.allEditingEvents.rawValue),
            Case("applicationReserved", 0x0F00_0000, Control.Event.applicationReserved.rawValue),
            Case("systemReserved", 0xF000_0000, Control.Event.systemReserved.rawValue),
            Case("allEvents", 0xFFFF_FFFF, Control.Event.allEvents.rawValue),
        ]),
        Table(name: "Control.ContentVerticalAlignment", cases: [
            Case("center", 0, Control.ContentVerticalAlignment.center.rawValue),
            Case("top", 1, Control.ContentVerticalAlignment.top.rawValue),
            Case("bottom", 2, Control.ContentVerticalAlignment.bottom.rawValue),
            Case("fill", 3, Control.ContentVerticalAlignment.fill.rawValue),
        ]),
        Table(name: "Control.ContentHorizontalAlignment", cases: [
            Case("center", 0, Control.ContentHorizontalAlignment.center.rawValue),
            Case("left", 1, Control.ContentHorizontalAlignment.left.rawValue),
            Case("right", 2, Control.ContentHorizontalAlignment.right.rawValue),
            Case("fill", 3, Control.ContentHorizontalAlignment.fill.rawValue),
            Case("leading", 4, Control.ContentHorizontalAlignment.leading.rawValue),
            Case("trailing", 5, Control.ContentHorizontalAlignment.trailing.rawValue),
        ]),
        Table(name: "Button.ButtonType", cases: [
            Case("custom", 0, Button.ButtonType.custom.rawValue), Case("system", 1, Button.ButtonType.system.rawValue),
            Case("detailDisclosure", 2, Button.ButtonType.detailDisclosure.rawValue),
            Case("infoLight", 3, Button.ButtonType.infoLight.rawValue), Case("infoDark", 4, Button.ButtonType.infoDark.rawValue),
            Case("contactAdd", 5, Button.ButtonType.contactAdd.rawValue), Case("close", 7, Button.ButtonType.close.rawValue),
            Case("roundedRect", 1, Button.ButtonType.roundedRect.rawValue),
        ]),
        Table(name: "Touch.Phase", cases: [
            Case("began", 0, Touch.Phase.began.rawValue), Case("moved", 1, Touch.Phase.moved.rawValue),
            Case("stationary", 2, Touch.Phase.stationary.rawValue), Case("ended", 3, Touch.Phase.ended.rawValue),
            Case("cancelled", 4, Touch.Phase.cancelled.rawValue), Case("regionEntered", 5, Touch.Phase.regionEntered.rawValue),
            Case("regionMoved", 6, Touch.Phase.regionMoved.rawValue), Case("regionExited", 7, Touch.Phase.regionExited.rawValue),
        ]),
        Table(name: "Event.EventType", cases: [
            Case("touches", 0, InputEvent.EventType.touches.rawValue), Case("motion", 1, InputEvent.EventType.motion.rawValue),
            Case("remoteControl", 2, InputEvent.EventType.remoteControl.rawValue),
            Case("presses", 3, InputEvent.EventType.presses.rawValue),
        ]),
        Table(name: "SwipeGestureRecognizer.Direction", cases: [
            Case("right", 1 << 0, SwipeGestureRecognizer.Direction.right.rawValue),
            Case("left", 1 << 1, SwipeGestureRecognizer.Direction.left.rawValue),
            Case("up", 1 << 2, SwipeGestureRecognizer.Direction.up.rawValue),
            Case("down", 1 << 3, SwipeGestureRecognizer.Direction.down.rawValue),
        ]),
        Table(name: "GestureRecognizer.State", cases: [
            Case("possible", 0, GestureRecognizer.State.possible.rawValue), Case("began", 1, GestureRecognizer.State.began.rawValue),
            Case("changed", 2, GestureRecognizer.State.changed.rawValue), Case("ended", 3, GestureRecognizer.State.ended.rawValue),
            Case("cancelled", 4, GestureRecognizer.State.cancelled.rawValue), Case("failed", 5, GestureRecognizer.State.failed.rawValue),
            Case("recognized", 3, GestureRecognizer.State.recognized.rawValue),
        ]),
        Table(name: "DatePicker.Mode", cases: [
            Case("time", 0, DatePicker.Mode.time.rawValue), Case("date", 1, DatePicker.Mode.date.rawValue),
            Case("dateAndTime", 2, DatePicker.Mode.dateAndTime.rawValue),
            Case("countDownTimer", 3, DatePicker.Mode.countDownTimer.rawValue),
        ]),
        Table(name: "InterpolatingMotionEffect.EffectType", cases: [
            Case("tiltAlongHorizontalAxis", 0, InterpolatingMotionEffect.EffectType.tiltAlongHorizontalAxis.rawValue),
            Case("tiltAlongVerticalAxis", 1, InterpolatingMotionEffect.EffectType.tiltAlongVerticalAxis.rawValue),
        ]),
        Table(name: "TextField.ViewMode", cases: [
            Case("never", 0, TextField.ViewMode.never.rawValue), Case("whileEditing", 1, TextField.ViewMode.whileEditing.rawValue),
            Case("unlessEditing", 2, TextField.ViewMode.unlessEditing.rawValue), Case("always", 3, TextField.ViewMode.always.rawValue),
        ]),
        Table(name: "TextField.BorderStyle", cases: [
            Case("none", 0, TextField.BorderStyle.none.rawValue), Case("line", 1, TextField.BorderStyle.line.rawValue),
            Case("bezel", 2, TextField.BorderStyle.bezel.rawValue), Case("roundedRect", 3, TextField.BorderStyle.roundedRect.rawValue),
        ]),
        Table(name: "View.ContentMode", cases: [
            Case("scaleToFill", 0, ContentMode.scaleToFill.rawValue), Case("scaleAspectFit", 1, ContentMode.scaleAspectFit.rawValue),
            Case("scaleAspectFill", 2, ContentMode.scaleAspectFill.rawValue), Case("redraw", 3, ContentMode.redraw.rawValue),
            Case("center", 4, ContentMode.center.rawValue), Case("top", 5, ContentMode.top.rawValue),
            Case("bottom", 6, ContentMode.bottom.rawValue), Case("left", 7, ContentMode.left.rawValue),
            Case("right", 8, ContentMode.right.rawValue), Case("topLeft", 9, ContentMode.topLeft.rawValue),
            Case("topRight", 10, ContentMode.topRight.rawValue), Case("bottomLeft", 11, ContentMode.bottomLeft.rawValue),
            Case("bottomRight", 12, ContentMode.bottomRight.rawValue),
        ]),
        Table(name: "TextAlignment", cases: [
            Case("left", 0, TextAlignment.left.rawValue), Case("center", 1, TextAlignment.center.rawValue),
            Case("right", 2, TextAlignment.right.rawValue), Case("justified", 3, TextAlignment.justified.rawValue),
            Case("natural", 4, TextAlignment.natural.rawValue),
        ]),
        Table(name: "TableViewCell.EditingStyle", cases: [
            Case("none", 0, TableViewCellEditingStyle.none.rawValue), Case("delete", 1, TableViewCellEditingStyle.delete.rawValue),
            Case("insert", 2, TableViewCellEditingStyle.insert.rawValue),
        ]),
        // UITableViewCell.AccessoryType (uikit-rules §19.1: the More list's disclosure indicators).
        Table(name: "TableViewCell.AccessoryType", cases: [
            Case("none", 0, TableViewCell.AccessoryType.none.rawValue),
            Case("disclosureIndicator", 1, TableViewCell.AccessoryType.disclosureIndicator.rawValue),
            Case("detailDisclosureButton", 2, TableViewCell.AccessoryType.detailDisclosureButton.rawValue),
            Case("checkmark", 3, TableViewCell.AccessoryType.checkmark.rawValue),
            Case("detailButton", 4, TableViewCell.AccessoryType.detailButton.rawValue),
        ]),
        // The drawing vocabulary: Core Graphics' CGLineCap, CGLineJoin, CGBlendMode (plusDarker, 26,
        // is not modelled) and CGPathFillRule, and NSLineBreakMode.
        Table(name: "LineCap", cases: [
            Case("butt", 0, LineCap.butt.rawValue), Case("round", 1, LineCap.round.rawValue), Case("square", 2, LineCap.square.rawValue),
        ]),
        Table(name: "LineJoin", cases: [
            Case("miter", 0, LineJoin.miter.rawValue), Case("round", 1, LineJoin.round.rawValue), Case("bevel", 2, LineJoin.bevel.rawValue),
        ]),
        Table(name: "BlendMode", cases: [
            Case("normal", 0, BlendMode.normal.rawValue), Case("multiply", 1, BlendMode.multiply.rawValue), Case("screen", 2, BlendMode.screen.rawValue),
            Case("overlay", 3, BlendMode.overlay.rawValue), Case("darken", 4, BlendMode.darken.rawValue), Case("lighten", 5, BlendMode.lighten.rawValue),
            Case("colorDodge", 6, BlendMode.colorDodge.rawValue), Case("colorBurn", 7, BlendMode.colorBurn.rawValue), Case("softLight", 8, BlendMode.softLight.rawValue),
            Case("hardLight", 9, BlendMode.hardLight.rawValue), Case("difference", 10, BlendMode.difference.rawValue), Case("exclusion", 11, BlendMode.exclusion.rawValue),
            Case("hue", 12, BlendMode.hue.rawValue), Case("saturation", 13, BlendMode.saturation.rawValue), Case("color", 14, BlendMode.color.rawValue),
            Case("luminosity", 15, BlendMode.luminosity.rawValue), Case("clear", 16, BlendMode.clear.rawValue), Case("copy", 17, BlendMode.copy.rawValue),
            Case("sourceIn", 18, BlendMode.sourceIn.rawValue), Case("sourceOut", 19, BlendMode.sourceOut.rawValue), Case("sourceAtop", 20, BlendMode.sourceAtop.rawValue),
            Case("destinationOver", 21, BlendMode.destinationOver.rawValue), Case("destinationIn", 22, BlendMode.destinationIn.rawValue), Case("destinationOut", 23, BlendMode.destinationOut.rawValue),
            Case("destinationAtop", 24, BlendMode.destinationAtop.rawValue), Case("xor", 25, BlendMode.xor.rawValue), Case("plusLighter", 27, BlendMode.plusLighter.rawValue),
        ]),
        Table(name: "FillRule", cases: [Case("winding", 0, FillRule.winding.rawValue), Case("evenOdd", 1, FillRule.evenOdd.rawValue)]),
        Table(name: "LineBreakMode", cases: [
            Case("byWordWrapping", 0, LineBreakMode.byWordWrapping.rawValue), Case("byCharWrapping", 1, LineBreakMode.byCharWrapping.rawValue),
            Case("byClipping", 2, LineBreakMode.byClipping.rawValue), Case("byTruncatingHead", 3, LineBreakMode.byTruncatingHead.rawValue),
            Case("byTruncatingTail", 4, LineBreakMode.byTruncatingTail.rawValue),
            Case("byTruncatingMiddle", 5, LineBreakMode.byTruncatingMiddle.rawValue),
        ]),
        // UIBarButtonItem.Style, UIBarButtonItem.SystemItem and UIBarStyle (§13.1, §13.5).
        Table(name: "BarButtonItem.Style", cases: [
            Case("plain", 0, BarButtonItem.Style.plain.rawValue), Case("bordered", 1, BarButtonItem.Style.bordered.rawValue),
            Case("done", 2, BarButtonItem.Style.done.rawValue),
        ]),
        Table(name: "BarButtonItem.SystemItem", cases: [
            Case("done", 0, BarButtonItem.SystemItem.done.rawValue), Case("cancel", 1, BarButtonItem.SystemItem.cancel.rawValue),
            Case("edit", 2, BarButtonItem.SystemItem.edit.rawValue), Case("save", 3, BarButtonItem.SystemItem.save.rawValue),
            Case("add", 4, BarButtonItem.SystemItem.add.rawValue), Case("flexibleSpace", 5, BarButtonItem.SystemItem.flexibleSpace.rawValue),
            Case("fixedSpace", 6, BarButtonItem.SystemItem.fixedSpace.rawValue), Case("compose", 7, BarButtonItem.SystemItem.compose.rawValue),
            Case("reply", 8, BarButtonItem.SystemItem.reply.rawValue), Case("action", 9, BarButtonItem.SystemItem.action.rawValue),
            Case("organize", 10, BarButtonItem.SystemItem.organize.rawValue), Case("bookmarks", 11, BarButtonItem.SystemItem.bookmarks.rawValue),
            Case("search", 12, BarButtonItem.SystemItem.search.rawValue), Case("refresh", 13, BarButtonItem.SystemItem.refresh.rawValue),
            Case("stop", 14, BarButtonItem.SystemItem.stop.rawValue), Case("camera", 15, BarButtonItem.SystemItem.camera.rawValue),
            Case("trash", 16, BarButtonItem.SystemItem.trash.rawValue), Case("play", 17, BarButtonItem.SystemItem.play.rawValue),
            Case("pause", 18, BarButtonItem.SystemItem.pause.rawValue), Case("rewind", 19, BarButtonItem.SystemItem.rewind.rawValue),
            Case("fastForward", 20, BarButtonItem.SystemItem.fastForward.rawValue), Case("undo", 21, BarButtonItem.SystemItem.undo.rawValue),
            Case("redo", 22, BarButtonItem.SystemItem.redo.rawValue), Case("pageCurl", 23, BarButtonItem.SystemItem.pageCurl.rawValue),
            Case("close", 24, BarButtonItem.SystemItem.close.rawValue),
        ]),
        Table(name: "BarStyle", cases: [
            Case("default", 0, BarStyle.default.rawValue), Case("black", 1, BarStyle.black.rawValue),
            Case("blackOpaque", 1, BarStyle.blackOpaque.rawValue),
        ]),
    ]

    @Test("each table holds exactly UIKit's names and raw values, which are the Swift type's", arguments: tables)
    func tableHoldsUIKitsRawValues(_ table: Table) throws {
        for entry in table.cases {
            #expect(entry.swift == entry.uikit, "\(table.name).\(entry.name): Swift has \(entry.swift), UIKit \(entry.uikit)")
        }
        let session = try makeSession()
        let held = try session.eval("""
            local entries = {}
            for name, raw in pairs(\(table.name)) do entries[#entries + 1] = name .. "=" .. raw end
            table.sort(entries)
            return table.concat(entries, " ")
            """)
        #expect(held == [.string(table.cases.map { "\($0.name)=\($0.uikit)" }.sorted().joined(separator: " "))])
    }

    @Test("every table a session publishes has a row here")
    func everyPublishedTableIsChecked() {
        #expect(ScriptEnumerations.names.sorted() == Self.tables.map(\.name).sorted())
        #expect(ScriptEnumerations.names.allSatisfy { ScriptEnumerations.named($0)?.name == $0 })
    }

    /// §1.3: `noSegment` is the constant −1, not a function.
    @Test func noSegmentIsMinusOne() throws {
        let session = try makeSession()
        #expect(try session.eval("return SegmentedControl.noSegment, math.type(SegmentedControl.noSegment)") == [-1, "integer"])
        #expect(try session.eval("return SegmentedControl{ items = {'a'} }.selectedSegmentIndex == SegmentedControl.noSegment") == [true])
    }
}
