/// The cell showing one row of a picker's drum: a title it draws, or the delegate's view, centred.
/// The wheel places, squeezes and fades the cell on the drum; touches pass through it to the wheel.
final class PickerRowCell: View {
    /// The title drawn, when the row shows one.
    var title: PickerAttributedTitle? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// The delegate's view for the row, when it shows one.
    private(set) var rowView: View?

    init() {
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
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

    /// Draws the title (`Appearance/PickerViewAppearance.swift`).
    override func draw(_ rect: Rect) {
        drawTitle()
    }
}
