import Testing
@testable import ControlKit

@Suite("Button (§4.1)")
struct ButtonTests {
    private func bench(_ button: Button = Button(type: .system, frame: Rect(x: 100, y: 100, width: 120, height: 44))) -> ControlBench<Button> {
        ControlBench(button)
    }

    @Test("§1.3: button types carry UIKit's raw values; roundedRect is system")
    func typeRawValues() {
        #expect(Button.ButtonType.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 7])
        #expect(Button.ButtonType.roundedRect == .system)
        #expect(Button(frame: .zero).buttonType == .custom)
    }

    @Test("§2.3, §4.1: a tap sends touchDown, touchUpInside, then primaryActionTriggered as a second pass")
    func tapSendsPrimaryAction() {
        let bench = bench()
        bench.driver.tap(bench.control)
        #expect(bench.log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(bench.emitted == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("§2.3: release outside the slop sends touchUpOutside and no primaryActionTriggered")
    func releaseOutsideNoPrimary() {
        let bench = bench()
        bench.driver.drag(from: bench.center, to: Point(x: 600, y: 122), steps: 4)
        #expect(bench.log.events.last == "touchUpOutside")
        #expect(!bench.log.events.contains("primaryActionTriggered"))
        #expect(!bench.log.events.contains("valueChanged"))
    }

    @Test("§3.2: primaryActionTriggered also follows a programmatic touchUpInside")
    func programmaticPrimary() {
        let bench = bench()
        bench.control.sendActions(for: .touchUpInside)
        #expect(bench.log.events == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test("§4.1: highlighted while the touch is inside the slop, not after leaving it, cleared on release")
    func highlightFollowsTouch() {
        let bench = bench()
        let touch = bench.driver.begin(at: bench.center)
        #expect(bench.control.isHighlighted)
        #expect(bench.control.currentTitleColor == Color.systemBlue.withAlphaComponent(0.2))
        bench.driver.move(touch, to: Point(x: 500, y: 122))
        #expect(!bench.control.isHighlighted)
        bench.driver.move(touch, to: bench.center)
        #expect(bench.control.isHighlighted)
        bench.driver.end(touch)
        #expect(!bench.control.isHighlighted)
    }

    @Test("§2.1.2: a disabled button is not hit and sends nothing")
    func disabledSendsNothing() {
        let bench = bench()
        bench.control.isEnabled = false
        bench.driver.tap(bench.control)
        #expect(bench.log.calls.isEmpty)
        #expect(bench.emitted.isEmpty)
    }

    @Test("§4.1: changesSelectionAsPrimaryAction toggles isSelected on a tap, before the actions, and not on a release outside")
    func changesSelection() {
        let bench = bench()
        var selectedInAction: [Bool] = []
        bench.control.addAction(Action { sender, _ in selectedInAction.append((sender as! Button).isSelected) }, for: .touchUpInside)
        bench.control.changesSelectionAsPrimaryAction = true
        bench.driver.tap(bench.control)
        #expect(bench.control.isSelected && selectedInAction == [true])
        bench.driver.tap(bench.control)
        #expect(!bench.control.isSelected)
        bench.driver.drag(from: bench.center, to: Point(x: 600, y: 122), steps: 2)
        #expect(!bench.control.isSelected)
    }

    @Test("§4.1: a state without a title falls back to the normal title; nil when neither is set")
    func titleFallsBackToNormal() {
        let button = Button(type: .custom)
        #expect(button.title(for: .highlighted) == nil)
        button.setTitle("Play", for: .normal)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .disabled) == "Play")
        button.setTitle("Playing", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Playing")
    }

    @Test("§4.1, §8.7: selected+highlighted with values only for selected and normal shows the normal value")
    func noPartialMatch() {
        let button = Button(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        #expect(button.title(for: [.selected, .highlighted]) == "Off")
        button.setTitle("On…", for: [.selected, .highlighted])
        #expect(button.title(for: [.selected, .highlighted]) == "On…")
    }

    @Test("§4.1, §9.6: highlighted|disabled is looked up as highlighted")
    func highlightedDisabledNormalization() {
        let button = Button(type: .custom)
        button.setTitle("N", for: .normal)
        button.setTitle("H", for: .highlighted)
        button.setTitle("D", for: .disabled)
        #expect(button.title(for: [.highlighted, .disabled]) == "H")
        button.setImage(Image(width: 4, height: 4, name: "hd"), for: [.highlighted, .disabled])
        #expect(button.image(for: .highlighted)?.name == "hd")
    }

    @Test("§4.1: current… accessors follow the state; disabled|selected with a value only for disabled shows the normal one")
    func currentAccessorsFollowState() {
        let bench = bench(Button(type: .custom, frame: Rect(x: 100, y: 100, width: 120, height: 44)))
        let button = bench.control
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        button.setTitleColor(.red, for: .disabled)
        button.isSelected = true
        #expect(button.currentTitle == "On")
        let touch = bench.driver.begin(at: bench.center)
        #expect(button.currentTitle == "Off")
        bench.driver.end(touch)
        button.isEnabled = false
        #expect(button.currentTitleColor == .white)
        button.isSelected = false
        #expect(button.currentTitleColor == .red)
        #expect(button.currentTitle == "Off")
    }

    @Test("§4.1: attributed titles, colours, shadow colours and background images are kept per state")
    func otherPerStateContent() {
        let button = Button(type: .custom)
        button.setAttributedTitle(AttributedTitle("Bold", attributes: ["font": "bold"]), for: .normal)
        button.setTitleShadowColor(.blue, for: .highlighted)
        button.setBackgroundImage(Image(width: 10, height: 10, name: "bg"), for: .selected)
        #expect(button.attributedTitle(for: .disabled)?.attributes == ["font": "bold"])
        #expect(button.titleShadowColor(for: .highlighted) == .blue)
        #expect(button.backgroundImage(for: .selected)?.name == "bg")
        #expect(button.backgroundImage(for: .normal) == nil)
        #expect(button.currentAttributedTitle?.string == "Bold")
    }

    @Test("§4.1: defaults — custom title colour white, shadow 50 % black, system buttons tinted, info buttons have an image")
    func contentDefaults() {
        #expect(Button(type: .custom).titleColor(for: .normal) == .white)
        #expect(Button(type: .custom).titleShadowColor(for: .normal) == Color(white: 0, alpha: 0.5))
        #expect(Button(type: .system).titleColor(for: .normal) == .systemBlue)
        #expect(Button(type: .system).currentImage == nil)
        #expect(Button(type: .infoLight).currentImage?.size == Button.systemImageSize)
        #expect(Button(type: .contactAdd).currentImage?.name == "contactAdd")
        let button = Button(type: .custom)
        #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled && !button.showsTouchWhenHighlighted)
    }

    @Test("§4.1: images are dimmed when highlighted only if adjustsImageWhenHighlighted and no highlighted image is set")
    func imageAdjustment() {
        let bench = bench(Button(type: .custom, frame: Rect(x: 100, y: 100, width: 120, height: 44)))
        let button = bench.control
        button.setImage(Image(width: 20, height: 20), for: .normal)
        let touch = bench.driver.begin(at: bench.center)
        #expect(button.isImageAdjusted)
        button.adjustsImageWhenHighlighted = false
        #expect(!button.isImageAdjusted)
        button.adjustsImageWhenHighlighted = true
        button.setImage(Image(width: 20, height: 20, name: "pressed"), for: .highlighted)
        #expect(!button.isImageAdjusted)
        bench.driver.end(touch)
        button.isEnabled = false
        #expect(button.isImageAdjusted)
    }

    @Test("§4.1: content rect is bounds less contentEdgeInsets; image then title are centred side by side")
    func defaultLayout() {
        let button = Button(type: .custom, frame: Rect(x: 0, y: 0, width: 200, height: 50))
        button.contentEdgeInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        button.setImage(Image(width: 20, height: 20), for: .normal)
        button.setTitle("Go", for: .normal)
        let content = button.contentRect(forBounds: button.bounds)
        #expect(content == Rect(x: 10, y: 5, width: 180, height: 40))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
        let image = button.imageRect(forContentRect: content)
        let title = button.titleRect(forContentRect: content)
        #expect(button.titleSize == Size(width: 18, height: 18))
        #expect(image == Rect(x: 81, y: 15, width: 20, height: 20))
        #expect(title == Rect(x: 101, y: 16, width: 18, height: 18))
        button.contentHorizontalAlignment = .left
        #expect(button.imageRect(forContentRect: content).minX == 10)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        #expect(button.titleRect(forContentRect: content).minX == 34)
    }

    private final class WideTitleButton: Button {
        override func titleRect(forContentRect contentRect: Rect) -> Rect { contentRect }
        override func contentRect(forBounds bounds: Rect) -> Rect { bounds.insetBy(dx: 2, dy: 2) }
    }

    @Test("§4.1: subclasses override the rect methods")
    func rectMethodsOverridable() {
        let button: Button = WideTitleButton(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let content = button.contentRect(forBounds: button.bounds)
        #expect(content == Rect(x: 2, y: 2, width: 96, height: 36))
        #expect(button.titleRect(forContentRect: content) == content)
    }

    @Test("description lists type, title and state flags")
    func description() {
        let bench = bench()
        bench.control.setTitle("OK", for: .normal)
        let touch = bench.driver.begin(at: bench.center)
        #expect(bench.control.description == "Button#1 type=system title=\"OK\" frame={100,100,120,44} highlighted tracking")
        bench.driver.end(touch)
        #expect(bench.control.description == "Button#1 type=system title=\"OK\" frame={100,100,120,44}")
    }
}
