@testable import ControlKit

/// A 320×216 picker at the top of a 320×480 window, fed by a closure source of `components`
/// components of `rows` rows each, titled "c.r", counting what the picker asked of it and logging
/// the selections the delegate heard of.
final class PickerStage {
    let application = Application()
    let window: Window
    let picker = PickerView()
    let driver: TouchDriver
    let source: ClosurePickerViewSource
    /// The selections the delegate heard of, as "row in component".
    private(set) var selections: [String] = []
    /// How many titles (or views) the picker asked for so far.
    private(set) var rowsAsked = 0

    init(rows: Int = 50, components: Int = 1) {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        driver = TouchDriver(window: window)
        source = ClosurePickerViewSource(numberOfComponents: { components }, numberOfRows: { _ in rows })
        source.titleForRow = { [unowned self] row, component in
            rowsAsked += 1
            return "\(component).\(row)"
        }
        source.didSelectRow = { [unowned self] row, component in selections.append("\(row) in \(component)") }
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        window.layoutIfNeeded()
    }

    /// The band's centre in window coordinates, in a component.
    func bandCentre(ofComponent component: Int = 0) -> Point {
        picker.convert(picker.rect(forComponent: component).center, to: nil)
    }

    /// A flick up (positive `by`) or down along a component's drum: a quick drag that lifts moving.
    func flick(by distance: Double, component: Int = 0) {
        let start = bandCentre(ofComponent: component)
        driver.drag(from: start, to: start.offsetBy(dx: 0, dy: -distance), steps: 5, duration: 0.1)
    }

    /// The picker's notes in the traffic.
    var notes: [String] {
        application.traffic.records.filter { $0.kind == .note }.compactMap(\.message)
    }
}
