import ControlKit
import Rendering
import Testing

/// The iOS 13 look of picker views, compared with committed snapshots: one component, several
/// with the delegate's widths, a selection moved, a drum caught mid-spin, views for rows.
@Suite("Appearance: picker views")
struct PickerLookTests {
    static let states = ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
                         "Florida", "Georgia", "Hawaii", "Idaho"]

    @Test("picker views: one component, widths, a moved selection, mid-spin, views for rows")
    func pickerViews() throws {
        let one = ClosurePickerViewSource(rows: [Self.states])
        let several = ClosurePickerViewSource(rows: [Self.states, ["1", "2", "3", "4", "5", "6", "7", "8"], ["AM", "PM"]])
        several.width = { [160, 50, 60][$0] }
        let coloured = ClosurePickerViewSource(rows: [Self.states])
        coloured.attributedTitleForRow = { row, _ in
            row % 2 == 0 ? PickerAttributedTitle(Self.states[row], foregroundColor: .systemBlue) : nil
        }
        let labels = ClosurePickerViewSource(numberOfComponents: { 1 }, numberOfRows: { _ in Self.states.count })
        labels.viewForRow = { row, _, reusing in
            let label = (reusing as? Label) ?? Label()
            label.text = Self.states[row].uppercased()
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .systemIndigo
            label.textAlignment = .center
            label.frame = Rect(x: 0, y: 0, width: 200, height: 30)
            return label
        }
        func make(_ source: ClosurePickerViewSource) -> PickerView {
            let picker = PickerView()
            picker.dataSource = source
            picker.delegate = source
            return picker
        }
        let pickers = [make(one), make(several), make(coloured), make(one), make(labels)]
        pickers[1].selectRow(4, inComponent: 0, animated: false)
        pickers[1].selectRow(2, inComponent: 1, animated: false)
        pickers[1].selectRow(1, inComponent: 2, animated: false)
        pickers[2].selectRow(5, inComponent: 0, animated: false)
        pickers[4].selectRow(3, inComponent: 0, animated: false)
        let sources = [one, several, coloured, labels]
        let sheet = try withExtendedLifetime(sources) { try stateSheet(cell: Size(width: 340, height: 236), pickers, columns: 2) { window in
            let driver = TouchDriver(window: window)
            let spinning = pickers[3]
            let centre = spinning.convert(spinning.rect(forComponent: 0).center, to: nil)
            let finger = driver.begin(at: centre)
            driver.move(finger, to: centre.offsetBy(dx: 0, dy: -12))
            driver.move(finger, to: centre.offsetBy(dx: 0, dy: -12 - 3.5 * PickerView.defaultRowHeight))
        } }
        expectSnapshot(sheet, named: "picker-view-states")
    }
}
