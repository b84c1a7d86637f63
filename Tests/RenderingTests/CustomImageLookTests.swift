import ControlKit
import Rendering
import Testing

/// Controls dressed in images, as seed 000 dresses them: slider thumbs and tracks, stepper
/// backgrounds, dividers and glyphs, segmented backgrounds and dividers, button backgrounds per state.
@Suite("Appearance: custom images")
struct CustomImageLookTests {
    /// A 15 pt coin at 2×, resizable with 7 pt caps (seed 000's track image).
    static let coin = try! Image(width: 30, height: 30, scale: 2) { x, y in
        let dx = Double(x) - 14.5, dy = Double(y) - 14.5, r = (dx * dx + dy * dy).squareRoot()
        let coverage = min(1, max(0, 14 - r))
        return Color(hex: r < 10 ? 0xE0B040 : 0xC08A20).withAlphaComponent(coverage)
    }.resizableImage(withCapInsets: EdgeInsets(all: 7))

    /// A square of a colour at 2×.
    static func square(_ color: Color, side: Double = 10) -> Image {
        try! Image(width: Int(side * 2), height: Int(side * 2), scale: 2) { _, _ in color }
    }

    @Test("a slider with thumb and track images, and one whose highlighted thumb differs")
    func slider() throws {
        let plain = Slider(frame: Rect(x: 0, y: 0, width: 220, height: 31))
        plain.value = 0.35
        plain.setMinimumTrackImage(CustomImageLookTests.coin, for: .normal)
        plain.setMaximumTrackImage(CustomImageLookTests.coin.withRenderingMode(.alwaysOriginal), for: .normal)
        plain.setThumbImage(CustomImageLookTests.square(.systemRed, side: 20), for: .normal)
        let pressed = Slider(frame: Rect(x: 0, y: 0, width: 220, height: 31))
        pressed.value = 0.7
        pressed.setThumbImage(CustomImageLookTests.square(.systemRed, side: 20), for: .normal)
        pressed.setThumbImage(CustomImageLookTests.square(.systemGreen, side: 24), for: .highlighted)
        pressed.isHighlighted = true
        expectSnapshot(try stateSheet(cell: Size(width: 240, height: 44), [plain, pressed], columns: 1), named: "slider-images")
    }

    @Test("a stepper with background, divider and glyph images per state")
    func stepper() throws {
        let stepper = Stepper()
        stepper.value = 0
        stepper.setBackgroundImage(CustomImageLookTests.coin, for: .normal)
        stepper.setBackgroundImage(CustomImageLookTests.square(Color(white: 0.85)).resizableImage(withCapInsets: .zero), for: .disabled)
        stepper.setDividerImage(CustomImageLookTests.square(.black, side: 2), forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setIncrementImage(CustomImageLookTests.square(.systemBlue), for: .normal)
        stepper.setDecrementImage(CustomImageLookTests.square(.systemBlue), for: .normal)
        expectSnapshot(try stateSheet(cell: Size(width: 120, height: 44), [stepper]), named: "stepper-images")
    }

    @Test("a segmented control with background images per state and a divider image")
    func segmentedControl() throws {
        let control = SegmentedControl(items: [.title("One"), .title("Two"), .title("Three")], frame: Rect(x: 0, y: 0, width: 240, height: 32))
        control.selectedSegmentIndex = 1
        control.setBackgroundImage(CustomImageLookTests.square(Color(hex: 0xDDE8FF)).resizableImage(withCapInsets: .zero), for: .normal)
        control.setBackgroundImage(CustomImageLookTests.coin, for: .selected)
        control.setDividerImage(CustomImageLookTests.square(.systemBlue, side: 1), forLeftSegmentState: .normal, rightSegmentState: .normal)
        expectSnapshot(try stateSheet(cell: Size(width: 260, height: 44), [control]), named: "segmented-control-images")
    }

    @Test("buttons with background images per state, a custom title colour, a touch glow, an engraved title shadow")
    func buttons() throws {
        func make(_ configure: (Button) -> Void) -> Button {
            let button = Button(type: .custom, frame: Rect(x: 0, y: 0, width: 120, height: 40))
            button.setTitle("Coin", for: .normal)
            button.setTitleColor(.black, for: .normal)
            button.setBackgroundImage(CustomImageLookTests.coin, for: .normal)
            button.setBackgroundImage(CustomImageLookTests.coin.withRenderingMode(.alwaysTemplate), for: .selected)
            configure(button)
            return button
        }
        let sheet = try stateSheet(cell: Size(width: 140, height: 52), [
            make { _ in },
            make { $0.isSelected = true; $0.tintColor = .systemPurple },
            make { $0.isHighlighted = true; $0.showsTouchWhenHighlighted = true; $0.backgroundColor = Color(white: 0.3) },
            make { $0.isEnabled = false },
            make { $0.titleShadowOffset = Size(width: 0, height: -1); $0.setTitleShadowColor(.white, for: .normal); $0.setTitleColor(Color(white: 0.25), for: .normal) },
        ])
        expectSnapshot(sheet, named: "button-images")
    }
}
