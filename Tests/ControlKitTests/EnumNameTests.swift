import ControlKit
import Testing

/// Enumerations that scripts name by their cases describe themselves by those names (a
/// description built with `String(describing: self)` would call itself forever).
@Suite("Enumeration names")
struct EnumNameTests {
    @Test("blend modes, line breaks, font weights, content modes and border styles print their case names")
    func caseNames() {
        #expect(BlendMode.allCases.map(\.description).contains("plusLighter"))
        #expect(BlendMode.multiply.description == "multiply")
        #expect(LineBreakMode.byTruncatingTail.description == "byTruncatingTail")
        #expect(Font.Weight.semibold.description == "semibold")
        #expect(Font(size: 13, weight: .bold).description == "13 pt bold")
        #expect(ContentMode.scaleAspectFit.description == "scaleAspectFit")
        #expect(TextField.BorderStyle.roundedRect.description == "roundedRect")
        #expect(Set(BlendMode.allCases.map(\.description)).count == BlendMode.allCases.count)
    }
}
