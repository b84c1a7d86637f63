/// The object that tells a picker view how many drums it has and how many rows each holds
/// (UIKit's `UIPickerViewDataSource`).
public protocol PickerViewDataSource: AnyObject {
    /// The number of components (drums), read at each reload; clamped to 0…`PickerView.mostComponents`.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows of a component, read at each reload of it; clamped to 0…`PickerView.mostRows`.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// A row's title with a colour: what a picker shows of UIKit's attributed title for a row.
/// The picker draws the string in its foreground colour (the label colour when nil).
public struct PickerAttributedTitle: Hashable, Sendable, CustomStringConvertible {
    /// The characters shown.
    public var string: String
    /// The colour of the characters; nil for the picker's own.
    public var foregroundColor: Color?

    public init(_ string: String, foregroundColor: Color? = nil) {
        self.string = string
        self.foregroundColor = foregroundColor
    }

    /// The text, quoted.
    public var description: String { "\"\(string)\"" }
}

/// An object giving a picker view's rows their content and sizes and told of the user's
/// selections (UIKit's `UIPickerViewDelegate`). Every method is optional.
///
/// A row shows a view when `providesRowViews`, else an attributed title when
/// `providesAttributedTitles` and one is given, else a title (none: an empty row). UIKit chooses by
/// which methods the delegate implements, which a Swift protocol's defaults cannot see: the
/// `provides…` flags say it instead.
public protocol PickerViewDelegate: AnyObject {
    /// Whether rows show views from `pickerView(_:viewForRow:forComponent:reusing:)`; default false.
    var providesRowViews: Bool { get }
    /// Whether rows show attributed titles, when given, before plain titles; default false.
    var providesAttributedTitles: Bool { get }
    /// Whether the picker asks `pickerView(_:rowHeightForComponent:)`; default false (rows are `PickerView.defaultRowHeight` tall).
    var providesRowHeights: Bool { get }
    /// Whether the picker asks `pickerView(_:widthForComponent:)`; default false (components share the width).
    var providesComponentWidths: Bool { get }
    /// A row's title, asked when the row comes into view; nil shows nothing.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's attributed title, asked when the row comes into view; nil falls back to the plain title.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> PickerAttributedTitle?
    /// The view showing a row, asked when the row comes into view. `view` is a view this
    /// delegate gave for a row now out of view, handed back to be reused (nil when there is none);
    /// returning nil leaves the row empty.
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View?
    /// The height of a component's rows, in points; asked at each reload of the component.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double
    /// The width of a component, in points; asked at each layout of the components.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double
    /// The user spun a component and it came to rest on another row (never for `selectRow` from code).
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    public var providesRowViews: Bool { false }
    public var providesAttributedTitles: Bool { false }
    public var providesRowHeights: Bool { false }
    public var providesComponentWidths: Bool { false }
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> PickerAttributedTitle? { nil }
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View? { nil }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double { PickerView.defaultRowHeight }
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double { 0 }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A picker data source and delegate made of closures, for callers that supply rows as
/// functions (a scripting layer, a test). Rows show views when `viewForRow` is set, else
/// attributed titles when `attributedTitleForRow` is, else titles.
///
/// A picker view holds its data source and delegate weakly: keep this object alive as long as the picker uses it.
///
///     > let states = ClosurePickerViewSource(rows: [["Alabama", "Alaska", "Arizona"]])
///     > picker.dataSource = states
///     > picker.delegate = states
public final class ClosurePickerViewSource: PickerViewDataSource, PickerViewDelegate {
    public var numberOfComponents: () -> Int
    public var numberOfRows: (_ component: Int) -> Int
    public var titleForRow: ((_ row: Int, _ component: Int) -> String?)?
    public var attributedTitleForRow: ((_ row: Int, _ component: Int) -> PickerAttributedTitle?)?
    public var viewForRow: ((_ row: Int, _ component: Int, _ reusing: View?) -> View?)?
    public var rowHeight: ((_ component: Int) -> Double)?
    public var width: ((_ component: Int) -> Double)?
    public var didSelectRow: ((_ row: Int, _ component: Int) -> Void)?

    /// A source of `numberOfComponents` components of `numberOfRows(component)` rows each.
    public init(numberOfComponents: @escaping () -> Int, numberOfRows: @escaping (_ component: Int) -> Int) {
        self.numberOfComponents = numberOfComponents
        self.numberOfRows = numberOfRows
    }

    /// A source showing fixed titles: one list of row titles per component.
    public convenience init(rows: [[String]]) {
        self.init(numberOfComponents: { rows.count }, numberOfRows: { rows.indices.contains($0) ? rows[$0].count : 0 })
        titleForRow = { row, component in
            rows.indices.contains(component) && rows[component].indices.contains(row) ? rows[component][row] : nil
        }
    }

    public func numberOfComponents(in pickerView: PickerView) -> Int { numberOfComponents() }
    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { numberOfRows(component) }
    public var providesRowViews: Bool { viewForRow != nil }
    public var providesAttributedTitles: Bool { attributedTitleForRow != nil }
    public var providesRowHeights: Bool { rowHeight != nil }
    public var providesComponentWidths: Bool { width != nil }
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titleForRow?(row, component)
    }
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> PickerAttributedTitle? {
        attributedTitleForRow?(row, component)
    }
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View? {
        viewForRow?(row, component, view)
    }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double {
        rowHeight?(component) ?? PickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double { width?(component) ?? 0 }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        didSelectRow?(row, component)
    }
}
