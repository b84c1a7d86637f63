/// Changed pixels of the canvas as one binary message: a header, then each changed rectangle's
/// header and pixels, row after row, four bytes a pixel in cairo's order (blue, green, red,
/// alpha, premultiplied), which the page turns into its canvas's RGBA.
///
///     u32 magic "TKF1"   u32 sequence   u32 width   u32 height   u32 rectangle count
///     then per rectangle: u32 x  u32 y  u32 width  u32 height  width × height × 4 bytes
///
/// All numbers are little-endian; `width` and `height` are the whole canvas's, in pixels.
public struct FramePacket: Sendable, Equatable {
    /// "TKF1" read as a little-endian number.
    public static let magic: UInt32 = 0x3146_4B54

    public private(set) var bytes: [UInt8]

    /// A packet for a canvas of `width` × `height` pixels with `rectangles` to follow.
    public init(sequence: UInt32, width: Int, height: Int, rectangles: Int, reservingPixels pixels: Int) {
        bytes = []
        bytes.reserveCapacity(20 + rectangles * 16 + pixels * 4)
        for word in [Self.magic, sequence, UInt32(width), UInt32(height), UInt32(rectangles)] { append(word) }
    }

    /// A packet as received (tests, the benchmark).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Adds a rectangle's header; its rows follow with `appendRow`.
    public mutating func beginRectangle(x: Int, y: Int, width: Int, height: Int) {
        for word in [x, y, width, height] { append(UInt32(word)) }
    }

    /// Adds one row of a rectangle's pixels.
    public mutating func appendRow(_ row: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: row)
    }

    private mutating func append(_ word: UInt32) {
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// The packet's header fields, for tests and the benchmark: sequence, width, height and each
    /// rectangle's x, y, width and height.
    public var summary: (sequence: Int, width: Int, height: Int, rectangles: [(x: Int, y: Int, width: Int, height: Int)])? {
        func word(_ offset: Int) -> Int? {
            guard offset + 4 <= bytes.count else { return nil }
            return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        }
        guard word(0) == Int(Self.magic), let sequence = word(4), let width = word(8), let height = word(12),
              let count = word(16) else { return nil }
        var rectangles: [(Int, Int, Int, Int)] = []
        var offset = 20
        for _ in 0..<count {
            guard let x = word(offset), let y = word(offset + 4), let w = word(offset + 8), let h = word(offset + 12) else { return nil }
            rectangles.append((x, y, w, h))
            offset += 16 + w * h * 4
        }
        return (sequence, width, height, rectangles)
    }
}
