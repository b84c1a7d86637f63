#if canImport(Glibc)
import Glibc
#endif

/// Where two frames of the same size differ: bands of changed rows, each with the columns that
/// changed in it. Rows are compared with `memcmp`; within a band, columns are narrowed from both
/// sides in blocks, then by pixel. Changed rows closer than `mergeGap` join one band, so a
/// control's rows make one rectangle while two controls far apart make two.
public struct DirtyRegion: Equatable, Sendable {
    /// A changed rectangle, in pixels.
    public struct Rectangle: Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        public var area: Int { width * height }
    }

    public var rectangles: [Rectangle]

    /// Unchanged rows that still join two changed ones into one band.
    public static let mergeGap = 16

    public var isEmpty: Bool { rectangles.isEmpty }
    public var area: Int { rectangles.reduce(0) { $0 + $1.area } }

    public init(rectangles: [Rectangle]) {
        self.rectangles = rectangles
    }

    /// The rectangles where `current` differs from `previous`, both `height` rows of `stride`
    /// bytes holding `width` four-byte pixels.
    public static func between(_ previous: UnsafeRawBufferPointer, _ current: UnsafeRawBufferPointer,
                               width: Int, height: Int, stride: Int) -> DirtyRegion {
        guard let old = previous.baseAddress, let new = current.baseAddress, width > 0,
              previous.count >= stride * height, current.count >= stride * height else { return DirtyRegion(rectangles: []) }
        let rowBytes = width * 4
        var bands: [ClosedRange<Int>] = []
        var start: Int?, last = 0
        for y in 0..<height where memcmp(old + y * stride, new + y * stride, rowBytes) != 0 {
            if let first = start, y - last > mergeGap {
                bands.append(first...last)
                start = y
            } else if start == nil {
                start = y
            }
            last = y
        }
        if let first = start { bands.append(first...last) }
        return DirtyRegion(rectangles: bands.map { band in
            var low = width, high = -1
            for y in band {
                let a = old + y * stride, b = new + y * stride
                guard memcmp(a, b, rowBytes) != 0 else { continue }
                low = min(low, firstDifference(a, b, pixels: width))
                high = max(high, lastDifference(a, b, pixels: width))
            }
            return Rectangle(x: low, y: band.lowerBound, width: high - low + 1, height: band.count)
        })
    }

    /// Pixels compared at once before narrowing to one.
    private static let block = 16

    /// The first pixel that differs in two rows that differ somewhere.
    private static func firstDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, pixels: Int) -> Int {
        var x = 0
        while x + block <= pixels, memcmp(a + x * 4, b + x * 4, block * 4) == 0 { x += block }
        while x < pixels, memcmp(a + x * 4, b + x * 4, 4) == 0 { x += 1 }
        return x
    }

    /// The last pixel that differs in two rows that differ somewhere.
    private static func lastDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, pixels: Int) -> Int {
        var end = pixels
        while end - block >= 0, memcmp(a + (end - block) * 4, b + (end - block) * 4, block * 4) == 0 { end -= block }
        while end > 0, memcmp(a + (end - 1) * 4, b + (end - 1) * 4, 4) == 0 { end -= 1 }
        return end - 1
    }
}
