/// iOS's system colours in their light appearance (iOS 13 and later), which the standard controls draw with.
extension Color {
    /// A colour from a 0xRRGGBB number and an alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The colour drawn over another: this one composited onto `background` by its alpha, opaque
    /// when the background is.
    public func composited(over background: Color) -> Color {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double { (top * alpha + bottom * background.alpha * (1 - alpha)) / a }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue), alpha: a)
    }

    /// The switch's on colour (#34C759).
    public static let systemGreen = Color(hex: 0x34C759)
    /// Badges and destructive actions (#FF3B30).
    public static let systemRed = Color(hex: 0xFF3B30)
    /// #FF9500.
    public static let systemOrange = Color(hex: 0xFF9500)
    /// #FFCC00.
    public static let systemYellow = Color(hex: 0xFFCC00)
    /// #AF52DE.
    public static let systemPurple = Color(hex: 0xAF52DE)
    /// #FF2D55.
    public static let systemPink = Color(hex: 0xFF2D55)
    /// #5856D6.
    public static let systemIndigo = Color(hex: 0x5856D6)
    /// #8E8E93: disabled titles, unselected tab bar items, spinners.
    public static let systemGray = Color(hex: 0x8E8E93)
    /// #AEAEB2.
    public static let systemGray2 = Color(hex: 0xAEAEB2)
    /// #C7C7CC.
    public static let systemGray3 = Color(hex: 0xC7C7CC)
    /// #D1D1D6: a selected table cell.
    public static let systemGray4 = Color(hex: 0xD1D1D6)
    /// #E5E5EA.
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    /// #F2F2F7.
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    /// Primary text: black.
    public static let label = Color.black
    /// Secondary text: #3C3C43 at 60 %.
    public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    /// Tertiary text: #3C3C43 at 30 %.
    public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)
    /// Placeholder text: #3C3C43 at 30 %.
    public static let placeholderText = Color(hex: 0x3C3C43, alpha: 0.3)
    /// Thin lines between content: #3C3C43 at 29 %.
    public static let separator = Color(hex: 0x3C3C43, alpha: 0.29)
    /// Fill of thin and small shapes, such as a slider's or a progress view's track: #787880 at 20 %.
    public static let systemFill = Color(hex: 0x787880, alpha: 0.2)
    /// Fill of medium shapes, such as a switch's off track: #787880 at 16 %.
    public static let secondarySystemFill = Color(hex: 0x787880, alpha: 0.16)
    /// Fill of large shapes, such as a segmented control or a stepper: #767680 at 12 %.
    public static let tertiarySystemFill = Color(hex: 0x767680, alpha: 0.12)
    /// Fill of large complex areas: #747480 at 8 %.
    public static let quaternarySystemFill = Color(hex: 0x747480, alpha: 0.08)
    /// The background of content: white.
    public static let systemBackground = Color.white
    /// Grouped backgrounds: #F2F2F7.
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
}
