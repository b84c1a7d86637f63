/// The cell holding the delegate's view for one row of a picker's drum, centred. The wheel
/// places, squeezes (by the cell's transform) and fades the cell on the drum; touches pass
/// through it to the wheel.
final class PickerRowCell: View {
    /// The delegate's view for the row, while it shows one.
    private(set) var rowView: View?

    init() {
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Places the cell on the drum: a row of `row` size centred at `centre`, squeezed vertically.
    func place(on row: Rect, at centre: Point, squeeze: Double) {
        bounds = row
        transform = Transform(scaleX: 1, y: squeeze)
        center = centre
    }

    /// Shows the delegate's view, centred in the row; a view with no size fills the row.
    func show(_ view: View?) {
        guard let view, view !== self, addSubview(view) else { return }
        rowView = view
        layoutRowView()
    }

    /// Takes the row view out of the cell, for reuse.
    func takeRowView() -> View? {
        defer { rowView = nil }
        guard let view = rowView, view.superview === self else { return nil }
        view.removeFromSuperview()
        return view
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRowView()
    }

    private func layoutRowView() {
        guard let view = rowView, view.superview === self else { return }
        if view.bounds.size == .zero { view.bounds.size = bounds.size }
        view.center = Point(x: bounds.midX, y: bounds.midY)
    }
}
