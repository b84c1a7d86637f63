import CCairo
import ControlKit
import Foundation

/// Reading and writing PNG through cairo.
extension Image {
    /// An image decoded from PNG data, at a scale (pixels per point). Data that is not a PNG,
    /// or a PNG whose header declares more pixels than an image may hold, is refused before
    /// anything is decoded (a small file can declare a huge picture).
    public init(pngData data: [UInt8], scale: Double = 1) throws {
        let declared = try Image.pngDimensions(data)
        guard declared.width * declared.height <= Image.maximumPixelCount,
              declared.width <= ImageRenderer.maximumSide, declared.height <= ImageRenderer.maximumSide else {
            throw RenderingError.tooLarge(pixelWidth: Double(declared.width), pixelHeight: Double(declared.height))
        }
        var reader = PNGReader(bytes: data)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, destination, length in
                let reader = closure!.assumingMemoryBound(to: PNGReader.self)
                return reader.pointee.read(into: destination!, count: Int(length))
            }, pointer)!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderingError.png(String(cString: cairo_status_to_string(status))) }
        let format = cairo_image_surface_get_format(surface)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            self = try CairoImage.image(from: surface, scale: scale)
            return
        }
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(converted) }
        let cr = cairo_create(converted)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        self = try CairoImage.image(from: converted, scale: scale)
    }

    /// The width and height a PNG's header declares.
    static func pngDimensions(_ data: [UInt8]) throws(RenderingError) -> (width: Int, height: Int) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data[0..<8]) == signature, data[12..<16].elementsEqual("IHDR".utf8) else {
            throw .png("not a PNG image")
        }
        func word(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// An image read from a PNG file.
    public init(contentsOfPNGFile path: String, scale: Double = 1) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw RenderingError.png("cannot read \(path)") }
        try self.init(pngData: [UInt8](data), scale: scale)
    }

    /// The image encoded as PNG.
    public func pngData() throws -> [UInt8] {
        var writer = PNGWriter()
        let status = CairoImage.withSurface(of: self) { surface in
            withUnsafeMutablePointer(to: &writer) { pointer in
                cairo_surface_write_to_png_stream(surface, { closure, source, length in
                    let writer = closure!.assumingMemoryBound(to: PNGWriter.self)
                    writer.pointee.bytes.append(contentsOf: UnsafeBufferPointer(start: source, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, pointer)
            }
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderingError.png(String(cString: cairo_status_to_string(status))) }
        return writer.bytes
    }

    /// Writes the image to a PNG file, replacing it.
    public func writePNG(toFile path: String) throws {
        let data = Data(try pngData())
        guard FileManager.default.createFile(atPath: path, contents: data) else { throw RenderingError.png("cannot write \(path)") }
    }
}

/// Feeds PNG bytes to cairo's reader callback.
private struct PNGReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard offset + count <= bytes.count else { return CAIRO_STATUS_READ_ERROR }
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

/// Collects the PNG bytes cairo's writer callback hands over.
private struct PNGWriter {
    var bytes: [UInt8] = []
}
