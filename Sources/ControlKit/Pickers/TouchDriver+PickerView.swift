extension TouchDriver {
    /// Spins one component of a picker view by `rows` rows (positive: later rows), as a finger
    /// would: down on the middle of the component's drum, up (for positive rows) far enough to
    /// start the drag, then on by `rows × row height` points, where the finger rests until it has
    /// no speed and lifts — so the drum comes to rest on the row `rows` away, with no flick. The
    /// drum settles on the virtual clock: advance it before reading the selection. Returns false,
    /// touching nothing, for a component that does not exist or a spin of no rows.
    @discardableResult
    public func spin(_ picker: PickerView, component: Int, by rows: Int) -> Bool {
        guard rows != 0, let wheel = picker.wheel(component) else { return false }
        picker.layoutIfNeeded()
        guard wheel.bounds.width > 0 else { return false }
        let start = wheel.convert(Point(x: wheel.bounds.midX, y: wheel.bounds.midY), to: window)
        let direction = rows > 0 ? -1.0 : 1.0
        let dragStart = start.offsetBy(dx: 0, dy: direction * wheel.panGestureRecognizer.minimumMovementToBegin)
        let distance = Double(abs(rows)) * wheel.rowHeight
        let steps = max(2, min(abs(rows) * 2, 200))
        let touch = begin(at: start)
        wait(0.02)
        move(touch, to: dragStart)
        for step in 1...steps {
            guard clock.mayTakeStep() else {
                cancel(touch)
                return true
            }
            wait(0.05)
            move(touch, to: dragStart.offsetBy(dx: 0, dy: direction * distance * Double(step) / Double(steps)))
        }
        wait(ScrollView.restingReleaseInterval * 1.5)
        end(touch)
        return true
    }
}
