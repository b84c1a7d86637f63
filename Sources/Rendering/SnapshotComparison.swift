import ControlKit

/// How two images differ, pixel by pixel: what snapshot tests compare a rendering with.
///
/// A pixel differs when one of its premultiplied components (alpha, red, green, blue) differs by
/// more than the tolerance, out of 255. The diff image shows the expected image faded to a light
/// grey, with every differing pixel in solid magenta.
public struct SnapshotComparison: Sendable {
    /// How many pixels differ (all of them when the sizes differ).
    public let differingPixels: Int
    /// How many pixels were compared (those of the larger image when the sizes differ).
    public let totalPixels: Int
    /// Whether the images have different pixel sizes.
    public let sizesDiffer: Bool
    /// The expected image with the differing pixels marked; nil when the sizes differ.
    public let diffImage: Image?

    /// The share of differing pixels, 0…1 (0 for two empty images).
    public var differingShare: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// Whether at most `share` of the pixels differ and the sizes agree.
    public func matches(allowingShare share: Double) -> Bool {
        !sizesDiffer && differingShare <= share
    }

    /// Compares an actual image with the expected one, a pixel differing when a component is off by more than `tolerance`.
    public init(expected: Image, actual: Image, tolerance: Int = 2) {
        guard expected.width == actual.width, expected.height == actual.height else {
            sizesDiffer = true
            totalPixels = max(expected.width * expected.height, actual.width * actual.height)
            differingPixels = totalPixels
            diffImage = nil
            return
        }
        let wanted = expected.premultipliedPixels, got = actual.premultipliedPixels
        var marked = [UInt32](repeating: 0, count: wanted.count)
        var count = 0
        for index in wanted.indices {
            if SnapshotComparison.differ(wanted[index], got[index], by: tolerance) {
                count += 1
                marked[index] = 0xFFFF_00FF
            } else {
                marked[index] = SnapshotComparison.faded(wanted[index])
            }
        }
        sizesDiffer = false
        totalPixels = wanted.count
        differingPixels = count
        diffImage = try? Image(width: expected.width, height: expected.height, scale: expected.scale, premultipliedPixels: marked)
    }

    private static func differ(_ a: UInt32, _ b: UInt32, by tolerance: Int) -> Bool {
        guard a != b else { return false }
        for shift in stride(from: 0, through: 24, by: 8) {
            if abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > tolerance { return true }
        }
        return false
    }

    /// A pixel's grey level, lightened and made opaque: 70 % white over its luminance.
    private static func faded(_ word: UInt32) -> UInt32 {
        let alpha = Double(word >> 24) / 255
        let luminance = (0.3 * Double((word >> 16) & 0xFF) + 0.59 * Double((word >> 8) & 0xFF) + 0.11 * Double(word & 0xFF)) / 255
        let grey = UInt32(((luminance + (1 - alpha)) * 0.3 + 0.7) * 255)
        let level = min(255, grey)
        return 0xFF00_0000 | level << 16 | level << 8 | level
    }
}
