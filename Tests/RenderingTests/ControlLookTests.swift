import ControlKit
import Rendering
import Testing

/// The iOS 13 look of buttons, steppers, segmented controls and page controls, compared with committed snapshots.
@Suite("Appearance: buttons, steppers, segmented controls, page controls")
struct ControlLookTests {
    /// A 20 pt star-ish template mark, for images in controls.
    static let mark = try! Image(width: 40, height: 40, scale: 2) { x, y in
        let dx = Double(x) - 19.5, dy = Double(y) - 19.5
        let inside = abs(dx) + abs(dy) < 17 || dx * dx + dy * dy < 90
        return inside ? Color(hex: 0x5856D6) : .clear
    }

    @Test("system buttons: normal, highlighted, disabled, tinted; the glyph types; custom buttons with images")
    func buttons() throws {
        func system(_ title: String, _ configure: (Button) -> Void = { _ in }) -> Button {
            let button = Button(type: .system, frame: Rect(x: 0, y: 0, width: 110, height: 44))
            button.setTitle(title, for: .normal)
            configure(button)
            return button
        }
        let pill = try Image(width: 60, height: 60, scale: 2) { x, y in
            let dx = Double(x) - 29.5, dy = Double(y) - 29.5
            let coverage = min(1, max(0, 28.5 - (dx * dx + dy * dy).squareRoot()))
            return Color.systemBlue.withAlphaComponent(coverage)
        }.resizableImage(withCapInsets: EdgeInsets(all: 14))
        let custom = Button(type: .custom, frame: Rect(x: 0, y: 0, width: 110, height: 44))
        custom.setBackgroundImage(pill, for: .normal)
        custom.setTitle("Custom", for: .normal)
        let pressedCustom = Button(type: .custom, frame: Rect(x: 0, y: 0, width: 110, height: 44))
        pressedCustom.setBackgroundImage(pill, for: .normal)
        pressedCustom.setTitle("Pressed", for: .normal)
        pressedCustom.isHighlighted = true
        let imageAndTitle = system("Favourite") { $0.setImage(ControlLookTests.mark, for: .normal) }
        let sheet = try stateSheet(cell: Size(width: 130, height: 56), [
            system("Button"),
            system("Highlighted") { $0.isHighlighted = true },
            system("Disabled") { $0.isEnabled = false },
            system("Tinted") { $0.tintColor = .systemRed },
            imageAndTitle,
            custom,
            pressedCustom,
            Button(type: .infoLight, frame: Rect(x: 0, y: 0, width: 44, height: 44)),
            Button(type: .detailDisclosure, frame: Rect(x: 0, y: 0, width: 44, height: 44)),
            Button(type: .contactAdd, frame: Rect(x: 0, y: 0, width: 44, height: 44)),
            Button(type: .close, frame: Rect(x: 0, y: 0, width: 44, height: 44)),
            system("Selected") { $0.setTitleColor(.systemGreen, for: .selected); $0.isSelected = true },
        ], columns: 4)
        expectSnapshot(sheet, named: "button-states")
    }

    @Test("steppers: at the minimum, in the middle with the plus pressed, at the maximum, disabled")
    func steppers() throws {
        func make(_ value: Double, _ configure: (Stepper) -> Void = { _ in }) -> Stepper {
            let stepper = Stepper()
            stepper.value = value
            configure(stepper)
            return stepper
        }
        let pressed = make(50)
        let sheet = try stateSheet(cell: Size(width: 120, height: 52), [
            make(0), pressed, make(100), make(50) { $0.isEnabled = false },
        ]) { window in
            _ = TouchDriver(window: window).begin(at: pressed.convert(Point(x: 70, y: 16), to: window))
        }
        #expect(pressed.highlightedHalf == .increment)
        expectSnapshot(sheet, named: "stepper-states")
    }

    @Test("segmented controls: a selection, none, a disabled segment, an image segment, a tinted plate")
    func segmentedControls() throws {
        func make(_ titles: [String], selected: Int, _ configure: (SegmentedControl) -> Void = { _ in }) -> SegmentedControl {
            let control = SegmentedControl(items: titles.map { .title($0) }, frame: Rect(x: 0, y: 0, width: 240, height: 32))
            control.selectedSegmentIndex = selected
            configure(control)
            return control
        }
        let sheet = try stateSheet(cell: Size(width: 260, height: 48), [
            make(["Day", "Week", "Month", "Year"], selected: 1),
            make(["First", "Second", "Third"], selected: SegmentedControl.noSegment),
            make(["On", "Off", "Auto"], selected: 0) { $0.setEnabled(false, forSegmentAt: 2) },
            make(["Map", "", "List"], selected: 2) { $0.setImage(ControlLookTests.mark, forSegmentAt: 1) },
            make(["Red", "Plate"], selected: 1) { $0.selectedSegmentTintColor = .systemRed },
            make(["Dimmed", "Control"], selected: 0) { $0.isEnabled = false },
        ], columns: 2)
        expectSnapshot(sheet, named: "segmented-control-states")
    }

    @Test("page controls on a dark card: the current dot solid, the others faint; custom colours")
    func pageControls() throws {
        func make(_ pages: Int, current: Int, _ configure: (PageControl) -> Void = { _ in }) -> PageControl {
            let control = PageControl(frame: Rect(x: 0, y: 0, width: 160, height: 37))
            control.numberOfPages = pages
            control.currentPage = current
            configure(control)
            return control
        }
        let sheet = try stateSheet(cell: Size(width: 180, height: 44), [
            make(5, current: 0),
            make(3, current: 2),
            make(6, current: 3) { $0.pageIndicatorTintColor = Color(white: 1, alpha: 0.5); $0.currentPageIndicatorTintColor = .systemOrange },
        ], background: Color(hex: 0x1C1C1E))
        expectSnapshot(sheet, named: "page-control-states")
    }

    @Test("the current page's dot is drawn at dotCenter(forPage:), where a tap is measured from")
    func pageDots() throws {
        let control = PageControl(frame: Rect(x: 0, y: 0, width: 100, height: 37))
        control.numberOfPages = 3
        control.currentPage = 1
        control.currentPageIndicatorTintColor = .red
        let image = try stateSheet(cell: Size(width: 100, height: 37), [control])
        let dot = control.dotCenter(forPage: 1)
        #expect(image.rgba(Int(dot.x * 2), Int(dot.y * 2)) == RGBA(255, 0, 0))
    }
}
