import ControlKit
import Foundation
import Rendering

/// An image a script holds (UIKit's `UIImage`): loaded with `Image.named`, made by `render`, or
/// drawn. Images are values in ControlKit; this is the object Lua's userdata stands for.
final class ScriptImage {
    let image: Image

    init(_ image: Image) {
        self.image = image
    }

    /// The largest PNG file a script may load: 64 MiB, well above any picture of
    /// `Image.maximumPixelCount` pixels, so a device or a huge file is never read whole.
    static let largestFile = 64 << 20

    /// Reads a PNG file at a scale: `name@2x.png` is at 2 (as UIKit's image names), others at 1.
    static func load(_ path: String, named name: String) throws -> Image {
        let bytes = try readPNGFile(path, named: name)
        let scale: Double = name.hasSuffix("@3x.png") ? 3 : name.hasSuffix("@2x.png") ? 2 : 1
        do {
            var image = try Image(pngData: bytes, scale: scale)
            image.name = (name as NSString).lastPathComponent
            return image
        } catch {
            throw ScriptError.message("cannot read image '\(name)': \(error)")
        }
    }

    /// The bytes of a regular file of at most `largestFile` bytes.
    private static func readPNGFile(_ path: String, named name: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw ScriptError.message("cannot read image '\(name)': \(FileError(cannot: "open", path, errno: errno).description)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ScriptError.message("cannot read image '\(name)': \(path) is \(FileError.kind(of: status.st_mode)), not a PNG file")
        }
        guard status.st_size <= largestFile else {
            throw ScriptError.message("cannot read image '\(name)': the file is larger than \(largestFile >> 20) MiB")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            offset += count
        }
        return Array(bytes[..<offset])
    }
}
