import ControlKit
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// A window drawn frame after frame at one scale, for the pages that show it at that scale: each
/// frame is drawn with Tactile's renderer (cached drawings: only views whose look changed are
/// drawn again), compared with the frame before, and sent as the rectangles that changed — or as
/// a whole frame when the changes cover most of it, which is then as cheap.
public final class CanvasStream {
    public let scale: Double
    private let renderer: FrameRenderer
    /// The frame last sent, row for row as cairo keeps it.
    private var previous: [UInt8] = []
    private var sequence: UInt32 = 0
    /// The share of the canvas above which a whole frame is sent instead of rectangles.
    public static let wholeFrameShare = 0.6

    /// Frames drawn and packets made so far (the benchmark and tests count work with them).
    public private(set) var framesDrawn = 0
    public private(set) var packetsMade = 0

    public init(window: View, scale: Double) throws {
        self.scale = scale
        renderer = try FrameRenderer(view: window, scale: scale)
    }

    /// Draws a frame; returns the packet of what changed since the last one, or nil when nothing
    /// did. The first frame is whole. `redrawingEverything` draws every view afresh (after a
    /// plugin changed how views draw).
    public func nextFrame(redrawingEverything: Bool = false) throws -> FramePacket? {
        try renderer.renderFrame(cachingDrawings: !redrawingEverything)
        framesDrawn += 1
        return renderer.withPixels { bytes, width, height, stride in
            let whole = DirtyRegion(rectangles: [.init(x: 0, y: 0, width: width, height: height)])
            var region: DirtyRegion
            if previous.count != bytes.count {
                region = whole
            } else {
                region = previous.withUnsafeBytes { DirtyRegion.between($0, bytes, width: width, height: height, stride: stride) }
                if region.isEmpty { return nil }
                if Double(region.area) > Self.wholeFrameShare * Double(width * height) { region = whole }
            }
            if previous.count != bytes.count { previous = [UInt8](repeating: 0, count: bytes.count) }
            previous.withUnsafeMutableBytes { copy in
                for rectangle in region.rectangles {
                    let start = rectangle.y * stride
                    copy.baseAddress!.advanced(by: start).copyMemory(from: bytes.baseAddress!.advanced(by: start),
                                                                       byteCount: rectangle.height * stride)
                }
            }
            return packet(of: region, from: bytes, width: width, height: height, stride: stride)
        }
    }

    /// The whole of the last frame, for a page that has just joined; nil before the first frame.
    public func wholeFrame() -> FramePacket? {
        renderer.withPixels { _, width, height, stride in
            guard previous.count == stride * height else { return nil }
            return previous.withUnsafeBytes { bytes in
                packet(of: DirtyRegion(rectangles: [.init(x: 0, y: 0, width: width, height: height)]),
                       from: bytes, width: width, height: height, stride: stride)
            }
        }
    }

    private func packet(of region: DirtyRegion, from bytes: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) -> FramePacket {
        sequence &+= 1
        packetsMade += 1
        var packet = FramePacket(sequence: sequence, width: width, height: height, rectangles: region.rectangles.count,
                                 reservingPixels: region.area)
        for rectangle in region.rectangles {
            packet.beginRectangle(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height)
            for y in rectangle.y..<(rectangle.y + rectangle.height) {
                packet.appendRow(UnsafeRawBufferPointer(rebasing: bytes[(y * stride + rectangle.x * 4)..<(y * stride + (rectangle.x + rectangle.width) * 4)]))
            }
        }
        return packet
    }
}
