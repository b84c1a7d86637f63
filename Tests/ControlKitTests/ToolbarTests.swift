import Testing
@testable import ControlKit

/// A 390×44 toolbar at the bottom of a 390×844 window, a driver, and a target that logs actions.
/// Titles are measured by the fixed-pitch measurer: 10.2 pt a character at 17 pt.
private final class ToolbarStage {
    let application = Application()
    let window: Window
    let bar = Toolbar(frame: Rect(x: 0, y: 800, width: 390, height: 44))
    let driver: TouchDriver
    let log = ActionLog()

    init(items: [BarButtonItem] = []) {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(bar)
        bar.items = items
        driver = TouchDriver(window: window)
    }

    /// The centre of the item at an index, in window coordinates.
    func centre(of index: Int) -> Point {
        bar.convert(bar.frameForItem(at: index).center, to: window)
    }

    /// The traffic, one line per record, without times.
    var traffic: [String] {
        application.traffic.records.map { TrafficFormatter().line($0).split(separator: " ").dropFirst().joined(separator: " ") }
    }
}

@Suite("Toolbar and BarButtonItem (UIToolbar, UIBarButtonItem)")
struct ToolbarTests {
    @Test("uikit-rules §13.3: a tap lifting inside an item sends its action once, from the item, with the tap's event")
    func tapSendsTheItemsAction() throws {
        let stage = ToolbarStage()
        let save = BarButtonItem(title: "Save", target: stage.log, action: "save:")
        stage.bar.items = [save]
        stage.driver.tap(at: stage.centre(of: 0))
        let call = try #require(stage.log.calls.first)
        #expect(stage.log.calls.count == 1)
        #expect(call.action == "save:")
        #expect(call.sender === save)
        #expect(call.event != nil)
        #expect(stage.traffic.contains("delivered BarButtonItem#1 -> ActionLog#1 save: event=Event#1"))
        #expect(stage.traffic.first == "emitted BarButton#1 touchDown (0 registered)")
    }

    @Test("uikit-rules §13.3: a finger that slides far away before lifting sends nothing")
    func dragAwaySendsNothing() {
        let stage = ToolbarStage()
        stage.bar.items = [BarButtonItem(title: "Save", target: stage.log, action: "save:")]
        let start = stage.centre(of: 0)
        stage.driver.drag(from: start, to: Point(x: start.x + 200, y: 500), steps: 4)
        #expect(stage.log.calls.isEmpty)
    }

    @Test("uikit-rules §13.3, §2.1.2: a disabled item takes no touch, which reaches the bar beneath")
    func disabledItemTakesNoTouch() {
        let stage = ToolbarStage()
        let item = BarButtonItem(title: "Save", target: stage.log, action: "save:")
        item.isEnabled = false
        stage.bar.items = [item]
        #expect(stage.window.hitTest(stage.centre(of: 0), with: nil) === stage.bar)
        stage.driver.tap(at: stage.centre(of: 0))
        #expect(stage.log.calls.isEmpty)
        item.isEnabled = true
        stage.driver.tap(at: stage.centre(of: 0))
        #expect(stage.log.calls.count == 1)
    }

    @Test("uikit-rules §13.3: an item without a target sends its action up the responder chain from its button")
    func nilTargetUsesTheResponderChain() {
        let stage = ToolbarStage()
        let host = RespondingView(frame: Rect(x: 0, y: 0, width: 390, height: 844), understood: ["compose:"])
        stage.window.addSubview(host)
        stage.bar.removeFromSuperview()
        host.addSubview(stage.bar)
        stage.bar.items = [BarButtonItem(barButtonSystemItem: .compose, target: nil, action: "compose:")]
        stage.driver.tap(at: stage.centre(of: 0))
        #expect(host.log.calls.count == 1)
        #expect(host.log.calls.first?.sender is BarButtonItem)
    }

    @Test("uikit-rules §13.4: items sit 8 pt apart from a 16 pt margin; without a flexible space they start at the left")
    func itemsStartAtTheLeftMargin() {
        let stage = ToolbarStage(items: [BarButtonItem(barButtonSystemItem: .compose), BarButtonItem(barButtonSystemItem: .add)])
        #expect(stage.bar.frameForItem(at: 0) == Rect(x: 16, y: 0, width: 28, height: 44))
        #expect(stage.bar.frameForItem(at: 1) == Rect(x: 52, y: 0, width: 28, height: 44))
        #expect(stage.bar.frameForItem(at: 2) == .zero)
    }

    @Test("uikit-rules §13.4: frames lie on whole points: a 40.8 pt title at 16 takes 16…57")
    func framesAreIntegral() {
        let stage = ToolbarStage(items: [BarButtonItem(title: "Edit"), BarButtonItem(barButtonSystemItem: .add)])
        #expect(stage.bar.frameForItem(at: 0) == Rect(x: 16, y: 0, width: 41, height: 44))
        #expect(stage.bar.frameForItem(at: 1) == Rect(x: 64, y: 0, width: 29, height: 44))
    }

    @Test("uikit-rules §13.4: flexible spaces share the room left equally; a fixed space keeps its width, at two bar widths")
    func flexibleAndFixedSpaces() {
        let items = [BarButtonItem(barButtonSystemItem: .compose), .flexibleSpace(), BarButtonItem(barButtonSystemItem: .add),
                     .fixedSpace(20), BarButtonItem(barButtonSystemItem: .trash), .flexibleSpace()]
        let stage = ToolbarStage(items: items)
        // 390 - 2×16 margins = 358; fixed: 3×28 + 20 + 5×8 gaps = 144; two shares of 107.
        #expect((0..<6).map { stage.bar.frameForItem(at: $0).minX } == [16, 52, 167, 203, 231, 267])
        #expect(stage.bar.frameForItem(at: 1).width == 107)
        #expect(stage.bar.frameForItem(at: 3).width == 20)
        #expect(stage.bar.frameForItem(at: 5).maxX == 374)
        // 320 - 32 = 288; two shares of 72.
        stage.bar.frame = Rect(x: 0, y: 800, width: 320, height: 44)
        #expect((0..<6).map { stage.bar.frameForItem(at: $0).minX } == [16, 52, 132, 168, 196, 232])
        #expect(stage.bar.frameForItem(at: 5).maxX == 304)
        #expect(stage.bar.frameForItem(at: 3).width == 20)
    }

    @Test("uikit-rules §13.4: a single flexible space first puts the items at the right margin")
    func flexibleSpaceFirstAlignsRight() {
        let stage = ToolbarStage(items: [.flexibleSpace(), BarButtonItem(barButtonSystemItem: .done)])
        #expect(stage.bar.frameForItem(at: 1).maxX == 374)
    }

    @Test("uikit-rules §13.4: when the items do not fit, flexible spaces shrink to nothing and the items keep their widths")
    func overfullBarGivesSpacesNothing() {
        let long = BarButtonItem(title: String(repeating: "W", count: 40))
        let stage = ToolbarStage(items: [long, .flexibleSpace(), BarButtonItem(title: "OK")])
        #expect(stage.bar.frameForItem(at: 1).width == 0)
        #expect(stage.bar.frameForItem(at: 0).width == 408)
    }

    @Test("uikit-rules §13.4: width is kept between 0 and 10000, a NaN taken as 0; possibleTitles widen an item")
    func widthsAreClamped() {
        let space = BarButtonItem.fixedSpace(-5)
        #expect(space.width == 0)
        space.width = .infinity
        #expect(space.width == BarButtonItem.maximumWidth)
        space.width = 1e12
        #expect(space.width == 10_000)
        space.width = .nan
        #expect(space.width == 0)
        let item = BarButtonItem(title: "On")
        item.possibleTitles = ["On", "Off", "Maybe"]
        let stage = ToolbarStage(items: [item])
        #expect(stage.bar.frameForItem(at: 0).width == 51)
    }

    @Test("uikit-rules §13.4: a change of an item's title lays the bar out again at once")
    func itemChangeRelayouts() {
        let first = BarButtonItem(title: "A"), second = BarButtonItem(title: "B")
        let stage = ToolbarStage(items: [first, second])
        #expect(stage.bar.frameForItem(at: 1).minX == 34)  // 16 + 10.2 + 8, on whole points
        first.title = "ABCD"
        #expect(stage.bar.frameForItem(at: 1).minX == 64)  // 16 + 40.8 + 8
        #expect(stage.bar.button(for: second)?.frame.minX == 64)
    }

    @Test("uikit-rules §13.1: a custom view sits in the bar at its own size, centred, and handles its own touches")
    func customViewTakesItsOwnTouches() {
        let toggle = Switch(frame: .zero)
        let stage = ToolbarStage(items: [.flexibleSpace(), BarButtonItem(customView: toggle)])
        #expect(toggle.superview === stage.bar)
        #expect(toggle.frame == Rect(x: 374 - 51, y: 6, width: 51, height: 31))
        stage.driver.tap(at: stage.centre(of: 1))
        #expect(toggle.isOn)
        stage.bar.items = []
        #expect(toggle.superview == nil)
    }

    @Test("uikit-rules §13.1: spaces make no view; every system item keeps its raw value and standard title or glyph")
    func systemItems() {
        let stage = ToolbarStage(items: BarButtonItem.SystemItem.allCases.map { BarButtonItem(barButtonSystemItem: $0) })
        #expect(stage.bar.subviews.count == BarButtonItem.SystemItem.allCases.count - 2)
        #expect(BarButtonItem.SystemItem.close.rawValue == 24 && BarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(BarButtonItem(barButtonSystemItem: .done).displayedTitle == "Done")
        #expect(BarButtonItem(barButtonSystemItem: .trash).displayedTitle == nil)
        #expect(BarButtonItem.SystemItem.allCases.filter(\.isBold) == [.done, .save])
    }

    @Test("uikit-rules §13.3: an error thrown by the action is recorded as a failed delivery and the bar goes on")
    func failingActionIsRecorded() {
        let stage = ToolbarStage()
        struct Broken: Error {}
        stage.log.failure = Broken()
        stage.bar.items = [BarButtonItem(title: "Go", target: stage.log, action: "go:")]
        stage.driver.tap(at: stage.centre(of: 0))
        stage.driver.tap(at: stage.centre(of: 0))
        #expect(stage.traffic.filter { $0.hasPrefix("failed BarButtonItem#1") }.count == 2)
    }

    @Test("Items print their kind and what differs from the defaults; a toolbar lists them")
    func descriptions() {
        let item = BarButtonItem(title: "Evers", style: .done, target: nil, action: "pushNext:")
        item.isEnabled = false
        #expect(item.description == #"BarButtonItem(title: "Evers", style: done, isEnabled: false, action: pushNext:)"#)
        let stage = ToolbarStage(items: [item, .flexibleSpace(), BarButtonItem(barButtonSystemItem: .add)])
        #expect(stage.bar.description == #"Toolbar(frame: (0, 800, 390×44), items: [-"Evers", flexibleSpace, add])"#)
    }
}
