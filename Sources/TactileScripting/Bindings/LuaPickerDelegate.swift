import ControlKit
import LuaKit

/// The data source and delegate a script's functions make for a picker view. Each answer is
/// checked: a count, a size, a title or a view that is not what UIKit takes is reported — where
/// the function is defined, naming it and the value — and the picker uses the default answer (no
/// rows, the default size, an empty row), as it does for a function that raises (uikit-rules §15).
final class LuaPickerDelegate: PickerViewDataSource, PickerViewDelegate {
    static let dataSourceNames = ["numberOfComponentsInPickerView", "numberOfRowsInComponent"]
    static let delegateNames = ["titleForRow", "attributedTitleForRow", "viewForRow", "rowHeightForComponent", "widthForComponent",
                                "didSelectRow"]
    static var callbackNames: [String] { dataSourceNames + delegateNames }
    static let signatures = [
        "numberOfComponentsInPickerView": "(p) -> integer", "numberOfRowsInComponent": "(p, component) -> integer",
        "titleForRow": "(p, row, component) -> string?", "attributedTitleForRow": "(p, row, component) -> {string, foregroundColor}?",
        "viewForRow": "(p, row, component, reusingView) -> View", "rowHeightForComponent": "(p, component) -> number",
        "widthForComponent": "(p, component) -> number", "didSelectRow": "(p, row, component)",
    ]
    /// The line of help each function's property has.
    static let docs = [
        "numberOfComponentsInPickerView": "Gives the number of components, 0 to \(PickerView.mostComponents); without it, one per list of titles (uikit-rules §15.1).",
        "numberOfRowsInComponent": "Gives the number of rows of a component, 0 to \(PickerView.mostRows); without it, the component's titles (uikit-rules §15.1).",
        "titleForRow": "Gives a row's title (a string or nil) when the row comes into view; only rows in view are asked (uikit-rules §15.1).",
        "attributedTitleForRow": "Gives a row's title with a colour, {string =, foregroundColor =}, before titleForRow; nil falls back to the title (uikit-rules §15.1).",
        "viewForRow": "Gives the View showing a row coming into view; reusingView is a view it gave for a row now out of view, or nil (uikit-rules §15.1).",
        "rowHeightForComponent": "Gives the height of a component's rows in points, above 0 and at most 10000; 32 without it (uikit-rules §15.4).",
        "widthForComponent": "Gives a component's width in points, 0 to 10000; without it the components share the width (uikit-rules §15.4).",
        "didSelectRow": "Called when a spin of the user's comes to rest on another row, never for selectRow from code (uikit-rules §15.2, §8.3).",
    ]

    let callbacks: LuaCallbacks
    /// The titles given as `titles`, one list per component, if any.
    var titles: [[String]]?
    private weak var session: ScriptSession?

    init(callbacks: LuaCallbacks, session: ScriptSession) {
        self.callbacks = callbacks
        self.session = session
    }

    private func isSet(_ name: String) -> Bool { callbacks.function(name) != nil }

    /// A count from Lua: a whole number (integer or float) from 0 to `most`.
    private static func count(_ value: LuaValue, most: Int) -> Int? {
        Int(luaValue: value).flatMap { (0...most).contains($0) ? $0 : nil }
    }

    /// A length from Lua: a finite number in `range`.
    private static func length(_ value: LuaValue, in range: ClosedRange<Double>, above lower: Bool = false) -> Double? {
        Double(luaValue: value).flatMap { range.contains($0) && !(lower && $0 == range.lowerBound) ? $0 : nil }
    }

    // MARK: Data source

    func numberOfComponents(in pickerView: PickerView) -> Int {
        guard isSet("numberOfComponentsInPickerView") else { return titles?.count ?? 0 }
        return callbacks.call("numberOfComponentsInPickerView", expecting: "a whole number from 0 to \(PickerView.mostComponents)") {
            Self.count($0, most: PickerView.mostComponents)
        } ?? 0
    }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        guard isSet("numberOfRowsInComponent") else { return title(list: component)?.count ?? 0 }
        return callbacks.call("numberOfRowsInComponent", [.integer(component)], expecting: "a whole number from 0 to \(PickerView.mostRows)") {
            Self.count($0, most: PickerView.mostRows)
        } ?? 0
    }

    private func title(list component: Int) -> [String]? {
        guard let titles, titles.indices.contains(component) else { return nil }
        return titles[component]
    }

    // MARK: Rows

    var providesRowViews: Bool { isSet("viewForRow") }
    var providesAttributedTitles: Bool { isSet("attributedTitleForRow") }
    var providesRowHeights: Bool { isSet("rowHeightForComponent") }
    var providesComponentWidths: Bool { isSet("widthForComponent") }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard isSet("titleForRow") else {
            guard let list = title(list: component), list.indices.contains(row) else { return nil }
            return list[row]
        }
        return callbacks.call("titleForRow", [.integer(row), .integer(component)], expecting: "a string or nil") { value -> String?? in
            switch value {
            case .nil: .some(nil)
            case .string(let text): text
            default: nil
            }
        } ?? nil
    }

    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> PickerAttributedTitle? {
        let name = "attributedTitleForRow"
        switch callbacks.call(name, [.integer(row), .integer(component)]) {
        case nil, .nil?: return nil
        case .string(let text)?: return PickerAttributedTitle(text)
        case .table(let table)?: return attributedTitle(table)
        case let value?:
            callbacks.reportAnswer(value, of: name, expected: "{string =, foregroundColor =}, a string or nil")
            return nil
        }
    }

    /// `{string = "…", foregroundColor = Color}` (the colour optional: a `Color` or a colour's
    /// name); a field of another kind is reported and the row falls back to its title.
    private func attributedTitle(_ table: LuaRef) -> PickerAttributedTitle? {
        let name = "attributedTitleForRow"
        guard let session, let text = try? table.rawGet("string"), let color = try? table.rawGet("foregroundColor") else { return nil }
        guard case .string(let string) = text else {
            callbacks.reportAnswer(text, of: name, field: "string", expected: "a string")
            return nil
        }
        guard color != .nil else { return PickerAttributedTitle(string) }
        guard let checked = try? MethodCall(function: name, arguments: [color], session: session).color(1) else {
            callbacks.reportAnswer(color, of: name, field: "foregroundColor", expected: "a Color or a colour's name")
            return nil
        }
        return PickerAttributedTitle(string, foregroundColor: checked)
    }

    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View? {
        guard let session else { return nil }
        let reusing = (try? session.luaValue(for: view)) ?? .nil
        return callbacks.call("viewForRow", [.integer(row), .integer(component), reusing], expecting: "a View outside the picker") { value in
            guard let view = session.object(from: value) as? View, !pickerView.isDescendant(of: view) else { return nil }
            return view
        }
    }

    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double {
        callbacks.call("rowHeightForComponent", [.integer(component)], expecting: "a height above 0 and at most 10000 points") {
            Self.length($0, in: 0...PickerView.mostRowSize, above: true)
        } ?? PickerView.defaultRowHeight
    }

    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
        callbacks.call("widthForComponent", [.integer(component)], expecting: "a width from 0 to 10000 points") {
            Self.length($0, in: 0...PickerView.mostRowSize)
        } ?? .nan
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        callbacks.call("didSelectRow", [.integer(row), .integer(component)])
    }
}
