/// Per-state artwork of a stepper, kept as state (seed 000): a background drawn behind each half,
/// the minus and plus images on top, and a divider per pair of half states. Each half has its own
/// state: disabled at its limit (or when the stepper is), highlighted while pressed, else normal;
/// a state without its own image shows the normal one.
extension Stepper {
    /// The state a half is drawn in.
    public func state(of half: Half) -> State {
        if !isEnabled || !isEnabled(half) { return .disabled }
        return highlightedHalf == half ? .highlighted : .normal
    }

    /// Sets the background image of a state.
    public func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages.set(image, for: state) }
    /// The background image of a state: its own, else the normal state's.
    public func backgroundImage(for state: State) -> Image? { backgroundImages.value(for: state) }

    /// Sets the image of the plus half for a state.
    public func setIncrementImage(_ image: Image?, for state: State) { incrementImages.set(image, for: state) }
    /// The plus image of a state: its own, else the normal state's.
    public func incrementImage(for state: State) -> Image? { incrementImages.value(for: state) }

    /// Sets the image of the minus half for a state.
    public func setDecrementImage(_ image: Image?, for state: State) { decrementImages.set(image, for: state) }
    /// The minus image of a state: its own, else the normal state's.
    public func decrementImage(for state: State) -> Image? { decrementImages.value(for: state) }

    /// Sets the divider shown when the left (minus) and right (plus) halves are in these states.
    public func setDividerImage(_ image: Image?, forLeftSegmentState left: State, rightSegmentState right: State) {
        dividerImages[StatePair(left, right)] = image
    }

    /// The divider for a pair of half states: its own, else the one for two normal halves.
    public func dividerImage(forLeftSegmentState left: State, rightSegmentState right: State) -> Image? {
        dividerImages[StatePair(left, right)] ?? dividerImages[.normal]
    }

    /// The background image a half shows now.
    public func currentBackgroundImage(for half: Half) -> Image? { backgroundImage(for: state(of: half)) }

    /// The minus or plus image a half shows now.
    public func currentImage(for half: Half) -> Image? {
        half == .increment ? incrementImage(for: state(of: half)) : decrementImage(for: state(of: half))
    }

    /// The divider shown now.
    public var currentDividerImage: Image? {
        dividerImage(forLeftSegmentState: state(of: .decrement), rightSegmentState: state(of: .increment))
    }
}
