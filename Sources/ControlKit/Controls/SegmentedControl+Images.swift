/// Per-state background and divider images of a segmented control (seed 000), with the same
/// fallback as a button's content: a state without its own image shows the normal one.
extension SegmentedControl {
    /// Sets the background of segments in a state: the normal image is stretched behind the whole
    /// control, a selected or highlighted segment's image behind that segment.
    public func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages.set(image, for: state) }

    /// The background image of a state: its own, else the normal state's.
    public func backgroundImage(for state: State) -> Image? { backgroundImages.value(for: state) }

    /// Sets the divider shown between a left and a right segment in these states.
    public func setDividerImage(_ image: Image?, forLeftSegmentState left: State, rightSegmentState right: State) {
        dividerImages[StatePair(left, right)] = image
    }

    /// The divider for a pair of segment states: its own, else the one for two normal segments.
    public func dividerImage(forLeftSegmentState left: State, rightSegmentState right: State) -> Image? {
        dividerImages[StatePair(left, right)] ?? dividerImages[.normal]
    }

    /// The state a segment is drawn in: disabled, selected (unless momentary), highlighted, or normal.
    public func state(ofSegment index: Int) -> State {
        var state: State = []
        if !isEnabled || !isEnabledForSegment(at: index) { state.insert(.disabled) }
        if index == selectedSegmentIndex && !isMomentary { state.insert(.selected) }
        if index == highlightedSegmentIndex { state.insert(.highlighted) }
        return state
    }
}
