import ControlKit
import Rendering
import Testing

/// The iOS 13 look of labels, image views, text fields and date pickers, compared with committed snapshots.
@Suite("Appearance: labels, image views, text fields, date pickers")
struct ViewLookTests {
    @Test("labels: aligned, coloured, wrapped, truncated, disabled")
    func labels() throws {
        func make(_ text: String, _ configure: (Label) -> Void = { _ in }) -> Label {
            let label = Label(frame: Rect(x: 0, y: 0, width: 220, height: 44), text: text)
            configure(label)
            return label
        }
        let sheet = try stateSheet(cell: Size(width: 240, height: 52), [
            make("A plain label"),
            make("Centred, bold, red") { $0.textAlignment = .center; $0.font = .boldSystemFont(ofSize: 17); $0.textColor = .systemRed },
            make("Right aligned") { $0.textAlignment = .right },
            make("A much longer text that wraps onto a second line") { $0.numberOfLines = 2; $0.font = Font(size: 15) },
            make("A much longer text that does not fit on one line") { $0.font = Font(size: 15) },
            make("Disabled label") { $0.isEnabled = false },
        ], columns: 2)
        expectSnapshot(sheet, named: "label-states")
    }

    @Test("text fields: rounded rect with placeholder, with text and clear button, editing with a caret, line, bezel, none")
    func textFields() throws {
        func make(_ configure: (TextField) -> Void) -> TextField {
            let field = TextField(frame: Rect(x: 0, y: 0, width: 220, height: 34))
            field.borderStyle = .roundedRect
            configure(field)
            return field
        }
        let editing = make { $0.text = "Editing"; $0.clearButtonMode = .whileEditing }
        let sheet = try stateSheet(cell: Size(width: 240, height: 50), [
            make { $0.placeholder = "Placeholder" },
            make { $0.text = "Some text"; $0.clearButtonMode = .always },
            editing,
            make { $0.borderStyle = .line; $0.text = "Line border" },
            make { $0.borderStyle = .bezel; $0.text = "Bezel border" },
            make { $0.borderStyle = .none; $0.text = "No border"; $0.textAlignment = .center },
        ], columns: 2) { _ in
            #expect(editing.becomeFirstResponder())
        }
        expectSnapshot(sheet, named: "text-field-states")
    }

    @Test("the clear button is drawn in clearButtonRect, where a tap clears the field")
    func clearButtonGeometry() throws {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        field.text = "x"
        field.clearButtonMode = .always
        let image = try stateSheet(cell: Size(width: 200, height: 30), [field])
        let centre = field.clearButtonRect(forBounds: field.bounds).center
        #expect(image.rgba(Int(centre.x * 2) + 8, Int(centre.y * 2)).isClose(to: RGBA(TextField.clearButtonColor), tolerance: 3))
    }

    @Test("image views: scale to fill, aspect fit, aspect fill, centre, and a template tinted by tintColor")
    func imageViews() throws {
        let picture = try Image(width: 40, height: 20) { x, y in
            Color(red: Double(x) / 39, green: Double(y) / 19, blue: 0.6)
        }
        func make(_ mode: ContentMode, _ image: Image = picture, _ configure: (ImageView) -> Void = { _ in }) -> ImageView {
            let view = ImageView(frame: Rect(x: 0, y: 0, width: 60, height: 60), image: image)
            view.contentMode = mode
            view.backgroundColor = .systemGray6
            configure(view)
            return view
        }
        let mark = try Image(mask: [".##.", "####", "####", ".##."]).withRenderingMode(.alwaysTemplate)
        let sheet = try stateSheet(cell: Size(width: 80, height: 80), [
            make(.scaleToFill), make(.scaleAspectFit), make(.scaleAspectFill), make(.center),
            make(.scaleAspectFit, mark) { $0.tintColor = Color(hex: 0xFF2D55) },
        ])
        expectSnapshot(sheet, named: "image-view-states")
    }

    @Test("an image view hit-tests opaque pixels where the image is drawn, honouring its content mode")
    func imageViewHitTest() throws {
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 100, height: 50), image: try Image(mask: ["#", "."]))
        view.hitTestsOpaquePixelsOnly = true
        view.contentMode = .scaleAspectFit
        #expect(view.point(inside: Point(x: 40, y: 10), with: nil))
        #expect(!view.point(inside: Point(x: 40, y: 40), with: nil))
        #expect(!view.point(inside: Point(x: 10, y: 10), with: nil))
    }

    @Test("date pickers: time, date, date and time, countdown")
    func datePickers() throws {
        func make(_ mode: DatePicker.Mode) -> DatePicker {
            let picker = DatePicker(frame: Rect(x: 0, y: 0, width: 300, height: 216))
            picker.datePickerMode = mode
            picker.countDownDuration = 75 * 60
            return picker
        }
        let sheet = try stateSheet(cell: Size(width: 320, height: 230), [make(.time), make(.date), make(.dateAndTime), make(.countDownTimer)], columns: 2)
        expectSnapshot(sheet, named: "date-picker-states")
    }

    @Test("a wheel shows the values a spin would reach")
    func wheelValues() {
        let picker = DatePicker(date: VirtualClock.epoch)
        picker.datePickerMode = .time
        #expect(picker.wheelText(.hour, row: 0) == "09")
        #expect(picker.wheelText(.minute, row: 0) == "41")
        #expect(picker.wheelText(.minute, row: 20) == "01")
        #expect(picker.wheelText(.hour, row: -10) == "23")
        picker.datePickerMode = .dateAndTime
        #expect(picker.wheelText(.date, row: 0) == "\(picker.wheelText(.date, row: 0).prefix(3)) 1 Jan")
    }
}
