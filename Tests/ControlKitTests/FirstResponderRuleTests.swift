import Testing
@testable import ControlKit

/// Who may become first responder: `canBecomeFirstResponder` on every modelled responder, and
/// `becomeFirstResponder()` refusing when it is false (Apple's UIResponder; uikit-rules §12.1).
@Suite("canBecomeFirstResponder")
struct FirstResponderRuleTests {
    private let application = Application()
    private let window: Window

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("§12.1: false for a plain view, label, image view, the controls, scroll and table views, a window; true for an enabled text field")
    func whoCan() {
        let cannot: [View] = [View(), Label(), ImageView(), Control(), Button(), Switch(), Slider(), Stepper(),
                              SegmentedControl(items: []), PageControl(), DatePicker(), RefreshControl(),
                              ScrollView(), TableView(), TableViewCell(), window]
        for view in cannot {
            #expect(!view.canBecomeFirstResponder, "\(view.typeName)")
        }
        let field = TextField()
        #expect(field.canBecomeFirstResponder)
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder)
        #expect(!ViewController().canBecomeFirstResponder)
    }

    @Test("§12.1: becomeFirstResponder refuses a view that cannot: false, and the editing text field stays first responder")
    func refusalChangesNothing() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        let plain = View(frame: Rect(x: 0, y: 40, width: 200, height: 30))
        let button = Button(frame: Rect(x: 0, y: 80, width: 200, height: 30))
        window.addSubview(field)
        window.addSubview(plain)
        window.addSubview(button)
        #expect(field.becomeFirstResponder())
        #expect(!plain.becomeFirstResponder() && !button.becomeFirstResponder())
        #expect(window.firstResponder === field && field.isEditing)
    }
}
