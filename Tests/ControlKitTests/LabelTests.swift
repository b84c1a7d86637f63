import Testing
@testable import ControlKit

/// Label: plain text holder with UILabel's defaults (issue 4: plain views).
@Suite("Label")
struct LabelTests {
    @Test("defaults: no text, one line, natural alignment, enabled, not highlighted")
    func defaults() {
        let label = Label()
        #expect(label.text == nil)
        #expect(label.numberOfLines == 1)
        #expect(label.textAlignment == .natural && label.textAlignment.rawValue == 4)
        #expect(label.isEnabled && !label.isHighlighted)
        #expect(label.textColor == .black && label.highlightedTextColor == nil)
    }

    @Test("NSTextAlignment raw values: left 0, center 1, right 2, justified 3, natural 4")
    func alignmentRawValues() {
        #expect(TextAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("UILabel ignores touches by default, so a tap on it reaches the view beneath; enabling interaction stops that")
    func touchesFallThrough() {
        let stage = BackdropStage()
        let label = stage.add(Label(frame: Rect(x: 10, y: 10, width: 100, height: 20), text: "Volume"))
        #expect(stage.tapFallsThrough(at: Point(x: 50, y: 20)))
        label.isUserInteractionEnabled = true
        #expect(!stage.tapFallsThrough(at: Point(x: 50, y: 20)))
    }

    @Test("the description lists the frame, the text and settings that differ from the defaults")
    func description() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 40), text: "Hello")
        #expect(label.description == "Label(frame: (0, 0, 120×40), text: \"Hello\")")
        label.numberOfLines = 0
        label.textAlignment = .center
        label.text = nil
        #expect(label.description.hasSuffix("text: nil, numberOfLines: 0, textAlignment: center)"))
        label.isUserInteractionEnabled = true
        #expect(label.description.contains("isUserInteractionEnabled: true"))
        label.textColor = .gray
        #expect(label.description.contains("textColor: #808080"))
    }
}
