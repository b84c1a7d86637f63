import Testing
@testable import ControlKit

@Suite("Descriptions from display properties")
struct DisplayPropertyTests {
    @Test("numbers show at most two decimals, without trailing zeros or a decimal point when whole")
    func numberFormatting() {
        #expect(DisplayProperty("v", 3.0).description == "v=3")
        #expect(DisplayProperty("v", 0.5).description == "v=0.5")
        #expect(DisplayProperty("v", 1.0 / 3).description == "v=0.33")
        #expect(DisplayProperty("v", -1.25).description == "v=-1.25")
        #expect(DisplayProperty("v", 0.004).description == "v=0")
        #expect(DisplayProperty("v", 2.999).description == "v=3")
        #expect(DisplayProperty("v", 7).description == "v=7")
    }

    @Test("flags show by name, only when their condition holds; text is quoted")
    func flagsAndText() {
        #expect(DisplayProperty.flags(["a": true, "b": false, "c": true]).map(\.description) == ["a", "c"])
        #expect(DisplayProperty("title", quoting: "Hello there").description == "title=\"Hello there\"")
    }

    @Test("a view outside any application is named by its type and lists frame, alpha and the flags that stop hits")
    func plainView() {
        let view = View(frame: Rect(x: 1.5, y: 2, width: 30, height: 40))
        #expect(view.description == "View frame={1.5,2,30,40}")
        view.alpha = 0.25
        view.isHidden = true
        view.isUserInteractionEnabled = false
        #expect(view.description == "View frame={1.5,2,30,40} alpha=0.25 hidden noninteractive")
    }

    @Test("a control in an application is named as in its traffic and lists its state flags")
    func controlFlags() {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(control)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.description == "Control#1 frame={0,0,10,10} selected disabled")
    }
}
