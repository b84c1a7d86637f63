extension TouchDriver {
    /// Spins one wheel of a date picker by `rows` rows (positive: later values), as a finger would:
    /// a vertical drag on the wheel's column of `rows × DatePicker.rowHeight` points, upwards for
    /// positive rows. Returns false, touching nothing, when the mode shows no such wheel.
    @discardableResult
    public func spin(_ picker: DatePicker, _ component: DatePicker.Component, by rows: Int) -> Bool {
        guard rows != 0, let column = picker.rect(for: component) else { return false }
        let start = picker.convert(Point(x: column.midX, y: column.midY), to: window)
        let end = start.offsetBy(dx: 0, dy: -Double(rows) * DatePicker.rowHeight)
        drag(from: start, to: end, steps: max(2, abs(rows) * 2), duration: 0.1 * Double(max(1, abs(rows))))
        return true
    }
}
