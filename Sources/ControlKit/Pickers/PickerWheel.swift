import Foundation

/// One drum of a picker view: a scroll view of the component's rows, as UIKit's picker builds
/// each component from a private table view. Its content is the rows stacked top to bottom,
/// inset so that the first and the last can reach the band; it drags, rubber-bands and
/// decelerates as any scroll view does, and comes to rest on a row: at the lift the resting
/// offset is moved to the nearest row (the scroll view's target offset, uikit-rules §10.1).
///
/// Only the rows in view are asked of the delegate, as they come into view, and kept until they
/// leave. The wheel draws the rows showing titles itself, each squeezed and faded by how far it
/// has turned from the band (`WheelLook`); a row showing a view has a cell (`PickerRowCell`)
/// placed, squeezed and faded the same way. The wheel's scrolling messages stay inside the
/// picker: they are not notes in the traffic, as UIKit's table is private to its picker.
final class PickerWheel: ScrollView, ScrollViewDelegate {
    /// The component's index in its picker.
    let component: Int
    private weak var picker: PickerView?

    /// The number of rows, as last read.
    private(set) var rowCount = 0
    /// The height of each row, as last read.
    private(set) var rowHeight = PickerView.defaultRowHeight
    /// The selected row (meaningful while there are rows).
    var selectedRow = 0

    /// What a row in view shows: a title (nil: nothing), or a view in a cell.
    enum RowContent {
        case title(PickerAttributedTitle?)
        case view(PickerRowCell)
    }

    /// The rows in view, with what they show.
    private(set) var rows: [Int: RowContent] = [:]

    /// What the rows in view were laid out for: nothing moves while it stays the same.
    private struct Layout: Equatable {
        let offset: Double, size: Size, rowCount: Int, rowHeight: Double
    }
    private var laidOut: Layout?
    /// Views the delegate gave for rows now out of view, to hand back for rows coming in.
    private var reusableViews: [View] = []
    /// Whether the motion under way is the user's (a drag, or a turn a tap started), whose rest
    /// tells the delegate.
    private var spunByUser = false
    /// Whether the finger now down stopped the drum turning.
    private var touchStoppedMotion = false
    private let liftRecognizer = PickerLiftRecognizer()

    init(picker: PickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        clipsToBounds = true
        alwaysBounceVertical = true
        delegate = self
        liftRecognizer.ownerHandler = { [weak self] in self?.fingerLifted() }
        addGestureRecognizer(liftRecognizer)
    }

    // MARK: Rows

    /// Reads the row count and height again, drops every row (their views become reusable), and
    /// shows the selected row, moved to the last row when there are fewer rows now.
    func reload() {
        stopMotion()
        spunByUser = false
        for row in Array(rows.keys) { drop(row) }
        laidOut = nil
        guard let picker else { return }
        rowCount = min(max(0, picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0), PickerView.mostRows)
        var height = PickerView.defaultRowHeight
        if let delegate = picker.delegate, delegate.providesRowHeights {
            let given = delegate.pickerView(picker, rowHeightForComponent: component)
            if given.isFinite && given > 0 { height = min(given, PickerView.mostRowSize) }
        }
        rowHeight = height
        selectedRow = rowCount == 0 ? 0 : min(selectedRow, rowCount - 1)
        fitContent()
    }

    /// Takes its place in the picker and shows the selected row (unless the drum is turning).
    func place(in frame: Rect) {
        let resized = frame.size != bounds.size
        self.frame = frame
        if resized { fitContent() } else { layoutRows() }
    }

    /// Sizes the content for the rows and insets it so that the first and last rows reach the
    /// band, then shows the selected row.
    private func fitContent() {
        let inset = max(0, (bounds.height - rowHeight) / 2)
        contentInset = EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = Size(width: bounds.width, height: Double(rowCount) * rowHeight)
        if !isDragging && motion == nil { contentOffset = Point(x: 0, y: offset(of: selectedRow)) }
        layoutRows()
    }

    /// The content offset that puts a row on the band.
    func offset(of row: Int) -> Double {
        Double(row) * rowHeight - contentInset.top
    }

    /// The row nearest the band at a content offset, within the rows.
    func nearestRow(to offset: Double) -> Int {
        let position = ((offset + contentInset.top) / rowHeight).rounded()
        return Int(min(max(position, 0), Double(max(0, rowCount - 1))))
    }

    /// The radius of the drum the rows turn on.
    var radius: Double { WheelLook.radius(height: bounds.height, rowHeight: rowHeight) }

    /// The content y of the band's centre.
    var bandCentre: Double { contentOffset.y + bounds.height / 2 }

    /// The rows in view, top to bottom.
    var visibleRows: [Int] { rows.keys.sorted() }

    /// The title a row in view shows, if it shows one.
    func title(of row: Int) -> PickerAttributedTitle? {
        guard case .title(let title)? = rows[row] else { return nil }
        return title
    }

    /// The delegate's view for a row in view, if it shows one.
    func rowView(_ row: Int) -> View? {
        guard case .view(let cell)? = rows[row] else { return nil }
        return cell.rowView
    }

    /// Where a row sits on the drum: its centre's distance from the band's (in content points)
    /// and the angle it has turned; nil for a row turned too far to be seen.
    func placement(of row: Int) -> (distance: Double, angle: Double)? {
        let distance = (Double(row) + 0.5) * rowHeight - bandCentre
        let angle = distance / radius
        return abs(angle) < WheelLook.steepestRowAngle ? (distance, angle) : nil
    }

    /// Takes the rows in view, asking the delegate for those coming into view and dropping
    /// those gone, and places the cells of rows showing views on the drum. The work depends on
    /// the rows in view, never on the number of rows.
    private func layoutRows() {
        let layout = Layout(offset: contentOffset.y, size: bounds.size, rowCount: rowCount, rowHeight: rowHeight)
        guard layout != laidOut else { return }
        laidOut = layout
        setNeedsDisplay()
        guard rowCount > 0, bounds.height > 0, rowHeight > 0 else {
            for row in Array(rows.keys) { drop(row) }
            return
        }
        let reach = radius * WheelLook.steepestRowAngle + rowHeight
        let first = Int(min(max(((bandCentre - reach) / rowHeight).rounded(.down), 0), Double(rowCount - 1)))
        let last = Int(min(max(((bandCentre + reach) / rowHeight).rounded(.down), 0), Double(rowCount - 1)))
        var shown: Set<Int> = []
        for row in first...last {
            guard let (distance, angle) = placement(of: row) else { continue }
            shown.insert(row)
            let content = rows[row] ?? take(row)
            guard case .view(let cell) = content else { continue }
            cell.place(on: Rect(x: 0, y: 0, width: bounds.width, height: rowHeight),
                       at: Point(x: bounds.width / 2, y: bandCentre + radius * sin(angle)), squeeze: cos(angle))
            cell.alpha = WheelLook.rowAlpha(distance: distance, rowHeight: rowHeight, angle: angle)
        }
        for row in rows.keys where !shown.contains(row) { drop(row) }
    }

    /// A row coming into view, filled from the delegate: a view (handed a reusable one) in a
    /// cell, an attributed title or a title.
    private func take(_ row: Int) -> RowContent {
        guard let picker, let delegate = picker.delegate else { return record(.title(nil), for: row) }
        if delegate.providesRowViews {
            let cell = PickerRowCell()
            cell.bounds = Rect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            addSubview(cell)
            _ = record(.view(cell), for: row)
            let reusing = reusableViews.popLast()
            cell.show(delegate.pickerView(picker, viewForRow: row, forComponent: component, reusing: reusing))
            return .view(cell)
        }
        if delegate.providesAttributedTitles, let title = delegate.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
            return record(.title(title), for: row)
        }
        return record(.title(delegate.pickerView(picker, titleForRow: row, forComponent: component).map { PickerAttributedTitle($0) }), for: row)
    }

    private func record(_ content: RowContent, for row: Int) -> RowContent {
        rows[row] = content
        return content
    }

    /// Drops a row gone from view; its view, if any, waits to be handed back for another row.
    private func drop(_ row: Int) {
        guard case .view(let cell)? = rows.removeValue(forKey: row) else { return }
        if let view = cell.takeRowView(), reusableViews.count < Self.mostReusableViews { reusableViews.append(view) }
        cell.removeFromSuperview()
    }

    /// The most row views kept for reuse: more than a drum ever shows.
    private static let mostReusableViews = 16

    /// Draws the rows showing titles (`Appearance/PickerViewAppearance.swift`).
    override func draw(_ rect: Rect) {
        drawTitles()
    }

    /// Follows the offset: rows move on the drum, rows coming into view are asked for.
    override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        layoutRows()
    }

    /// The wheel's scrolling is the picker's own business: no notes in the traffic.
    override func recordDelegateNote(_ message: String) {}

    // MARK: Turning

    /// Turns to a row from code: at once, or animated; the row is the selection at once and the
    /// delegate is told nothing.
    func select(_ row: Int, animated: Bool) {
        spunByUser = false
        selectedRow = row
        setContentOffset(Point(x: 0, y: offset(of: row)), animated: animated)
    }

    /// The row under a point in the wheel's coordinates, read through the drum's curve; nil off the drum.
    func row(at point: Point) -> Int? {
        let height = (point.y - bandCentre) / radius
        guard abs(height) < sin(WheelLook.steepestRowAngle) else { return nil }
        let position = (bandCentre + asin(height) * radius) / rowHeight
        guard position >= 0, position < Double(rowCount) else { return nil }
        return Int(position)
    }

    /// A finger lifted without dragging: a drum it stopped turning settles on the nearest row; a
    /// tap on another row turns the drum to it.
    private func fingerLifted() {
        guard liftRecognizer.state == .ended, rowCount > 0 else { return }
        let stopped = touchStoppedMotion
        touchStoppedMotion = false
        let nearest = nearestRow(to: contentOffset.y)
        var target = nearest
        if !stopped, let tapped = row(at: liftRecognizer.location(in: self)) { target = tapped }
        guard target != nearest || contentOffset.y != offset(of: nearest) else { return }
        spunByUser = true
        setContentOffset(Point(x: 0, y: offset(of: target)), animated: true)
    }

    /// A finger on a turning drum stops it where it is.
    override func fingerCameDown(_ touches: Set<Touch>) {
        touchStoppedMotion = motion != nil
        super.fingerCameDown(touches)
    }

    /// The drum came to rest: exactly on the nearest row, and when the user turned it, that row
    /// is selected (the picker tells the delegate).
    private func cameToRest() {
        guard rowCount > 0 else { return }
        let row = nearestRow(to: contentOffset.y)
        contentOffset = Point(x: 0, y: offset(of: row))
        guard spunByUser else { return }
        spunByUser = false
        picker?.wheel(self, cameToRestOn: row)
    }

    // MARK: Scrolling (the wheel is its own scroll-view delegate)

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        spunByUser = true
        touchStoppedMotion = false
    }

    /// The drum comes to rest on a row: the row nearest where it would stop.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        targetContentOffset = Point(x: 0, y: offset(of: nearestRow(to: targetContentOffset.y)))
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        if !willDecelerate { cameToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { cameToRest() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { cameToRest() }
}

/// A wheel's own recognizer for a finger that lifts without dragging the drum: it recognizes at
/// the lift (the drum's pan, when it begins first, fails it), cancelling nothing.
final class PickerLiftRecognizer: GestureRecognizer {
    override init() {
        super.init()
        isOwnedByView = true
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) {
        state = .ended
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent) {
        state = .failed
    }
}
