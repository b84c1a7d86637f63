import ControlKit
import Rendering

/// Renders a small canvas at a scale and returns its pixels.
func render(width: Double, height: Double, scale: Double = 1, _ drawing: (any GraphicsContext) -> Void) throws -> Image {
    try ImageRenderer(size: Size(width: width, height: height), scale: scale).image { drawing($0) }
}

/// A pixel's straight colour as bytes 0…255, for exact comparisons.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    init(_ color: Color) {
        self.init(Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()), Int((color.alpha * 255).rounded()))
    }

    /// Whether every component is within `tolerance` of the other's.
    func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }
}

extension Image {
    /// The straight colour of a pixel as bytes.
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        RGBA(color(atPixelX: x, y: y))
    }
}
