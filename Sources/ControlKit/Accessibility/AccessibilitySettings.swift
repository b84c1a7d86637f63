/// What code set about a view's accessibility; what it did not set comes from the view's class.
struct AccessibilitySettings {
    var label: String?
    var identifier: String?
    var traits: AccessibilityTraits?
}
