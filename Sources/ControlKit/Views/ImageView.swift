/// A view showing an image (UIKit's `UIImageView`), stretched to fill its bounds.
///
/// Like UIKit's, an image view ignores touches by default (`isUserInteractionEnabled` is false).
/// With `hitTestsOpaquePixelsOnly`, a touch hits it only where the shown image's pixel is more
/// opaque than `opaqueAlphaThreshold` — the test of seed 003's PullRibbon recipe, where a touch
/// on a transparent notch of the art falls through.
///
///     > let ribbon = ImageView(image: try Image(mask: ["##", ".#"]))
///     > ribbon.hitTestsOpaquePixelsOnly = true
///     > ribbon.point(inside: Point(x: 0.5, y: 1.5), with: nil)
///     false
open class ImageView: View {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .imageView }

    /// An image view is an image.
    override open var defaultAccessibilityTraits: AccessibilityTraits { .image }

    /// The image shown when not highlighted; nil by default.
    open var image: Image?

    /// The image shown while highlighted, if any.
    open var highlightedImage: Image?

    /// Whether the highlighted image is shown (when there is one).
    open var isHighlighted = false

    /// The image shown, as the layer's contents, placed by `contentMode`.
    open override var contentsImage: Image? { shownImage }

    /// The tint colour, for a template image.
    open override var contentsTintColor: Color? {
        shownImage?.renderingMode == .alwaysTemplate ? tintColor : nil
    }

    /// Whether only opaque pixels of the shown image count as inside for hit testing; false by default.
    open var hitTestsOpaquePixelsOnly = false

    /// The alpha a pixel must exceed to count as opaque: 85 of 255, as in seed 003's PullRibbon.
    open var opaqueAlphaThreshold: UInt8 = ImageView.defaultOpaqueAlphaThreshold

    /// Seed 003's PullRibbon threshold: pixels with alpha above 85 (about a third opaque) are solid.
    public static let defaultOpaqueAlphaThreshold: UInt8 = 85

    /// False: like UIKit's, an image view ignores touches unless enabled.
    open override class var isUserInteractionEnabledByDefault: Bool { false }

    /// An image view sized to its image (or with the given frame).
    public init(frame: Rect? = nil, image: Image? = nil) {
        self.image = image
        super.init(frame: frame ?? Rect(origin: .zero, size: image?.size ?? .zero))
        isOpaque = false
    }

    /// The image on show: the highlighted one while highlighted, if set, otherwise `image`.
    open var shownImage: Image? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    /// The point of the shown image (in its points) under a point in the view's coordinates, the
    /// image placed in the bounds by `contentMode`, as it is drawn.
    public func imagePoint(for point: Point) -> Point? {
        guard let shown = shownImage else { return nil }
        let placed = contentMode.gravity.rect(for: shown.size, in: bounds)
        guard placed.width > 0, placed.height > 0 else { return nil }
        return Point(x: (point.x - placed.minX) * shown.size.width / placed.width,
                     y: (point.y - placed.minY) * shown.size.height / placed.height)
    }

    /// Inside the bounds and, when `hitTestsOpaquePixelsOnly`, on a pixel more opaque than the threshold.
    open override func point(inside point: Point, with event: InputEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        guard hitTestsOpaquePixelsOnly else { return true }
        guard let shown = shownImage, let pixel = imagePoint(for: point) else { return false }
        return shown.alpha(at: pixel) > opaqueAlphaThreshold
    }

    /// The view's properties, the images, and the hit-testing option when on.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties + [DisplayProperty("image", image?.description ?? "nil")]
        if let highlightedImage { properties.append(.value("highlightedImage", highlightedImage)) }
        if isHighlighted { properties.append(.value("isHighlighted", true)) }
        if hitTestsOpaquePixelsOnly {
            properties.append(DisplayProperty("hitTestsOpaquePixelsOnly", "alpha > \(opaqueAlphaThreshold)"))
        }
        return properties
    }
}
