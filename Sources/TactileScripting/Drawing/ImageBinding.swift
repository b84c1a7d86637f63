import ControlKit
import Foundation
import LuaKit
import Rendering

/// `Image` (UIKit's `UIImage`): `Image.named("ribbon.png")` loads a PNG beside the calling
/// file, `render(view)` makes one; `image.size` (points), `image.width` and `image.height`
/// (pixels), `image.scale`, `image:pixel(x, y)` (a `Color`), `image:draw(rect or point)` into the
/// current context and `image:save("name.png")` (see `ScriptFileAccess` for where).
enum ImageBinding {
    typealias Box = ScriptImage

    static let declaration: LuaClassDeclaration = LuaClass<Box>("Image", namespace: StandardBindings.namespace) {
        LuaMember.property("size", type: "Size", doc: "The size in points: the pixel size divided by scale; read-only.", read: { (box: Box, session) in try session.luaValue(box.image.size) })
        LuaMember.property("width", doc: "The width in pixels; read-only.") { (box: Box) in box.image.width }
        LuaMember.property("height", doc: "The height in pixels; read-only.") { (box: Box) in box.image.height }
        LuaMember.property("scale", doc: "Pixels per point: 2 or 3 for a file named …@2x.png or …@3x.png or an image rendered at that scale, else 1; read-only.") { (box: Box) in box.image.scale }
        LuaMember.property("name", type: "string?", doc: "The name descriptions show, such as the file's for Image.named; nil for an anonymous image; read-only.", read: { (box: Box, _) in box.image.name.map(LuaValue.string) ?? .nil })
        LuaMember.method("pixel", "(x, y) -> Color", doc: "The colour of a pixel by column and row, counted from 0, not premultiplied; a pixel outside the image is a bad argument.") { (box: Box, call) in
            let x: Int = try call.value(1), y: Int = try call.value(2)
            guard (0..<box.image.width).contains(x), (0..<box.image.height).contains(y) else {
                throw ScriptError.message("bad argument to 'pixel' (pixel (\(x), \(y)) is outside the image's "
                                          + "\(box.image.width)×\(box.image.height) pixels, counted from 0)")
            }
            return [try call.session.luaValue(box.image.color(atPixelX: x, y: y))]
        }
        LuaMember.method("alphaAt", "(point) -> integer", doc: "The alpha, 0 to 255, of the pixel under a point in the image's coordinates (points); 0 outside the image.") { (box: Box, call) in
            [.integer(Int(box.image.alpha(at: try call.drawingPoint(1))))]
        }
        LuaMember.method("draw", "(rect or point)", doc: "Draws the image into the current context, scaled to a rectangle or at its size from a point; only inside a draw function.") { (box: Box, call) in
            guard let context = Graphics.currentContext else {
                throw ScriptError.message("'draw': there is no current context (call it inside a draw function)")
            }
            if case .table(let table) = call[1], (try? table.rawGet("width")) != .nil || (try? table.rawGet(3)) != .nil {
                context.draw(box.image, in: try call.drawingRect(1))
            } else {
                context.draw(box.image, at: try call.drawingPoint(1))
            }
            return []
        }
        save
    }
    .sessionRoot()
    .declaration

    /// `image:save(path)`: writes a PNG without losing what was there if writing fails.
    static var save: LuaMember {
        LuaMember.method("save", doc: "save(path) — Writes the image as a PNG, keeping the old file if writing fails, and returns the path written; relative to the calling file.") { (box: Box, call) in
            let name: String = try call.argument(1)
            let path = try call.session.fileAccess(for: call).resolve(name, purpose: "cannot save image")
            do {
                try FileReplacement.write(try box.image.pngData(), to: path)
            } catch let error as FileError {
                throw ScriptError.message(error.description)
            }
            return call.results(path)
        }
    }

    /// `Image.named(name)`, with the caller's file to resolve the name against.
    static func installNamed(in session: ScriptSession) throws(LuaError) {
        guard case .table(let table) = try session.api.rawGet("Image") else { return }
        try table.rawSet("named", .function(session.lua.function(named: "named") { call in
            let session = try call.session
            let name: String = try call.argument(1)
            let path = try session.fileAccess(for: call).resolve(name, purpose: "cannot read image")
            return try call.results(object: Box(try ScriptImage.load(path, named: name)))
        }))
    }
}

extension ScriptSession {
    /// Where the code making a call may read and write: relative to the file the host loaded it
    /// from, confined to its folder unless it is trusted (the REPL's own code; plugins only with
    /// `--trust-plugins`).
    func fileAccess(for call: LuaCall) -> ScriptFileAccess {
        let owner = call.codeOwner
        let isTrusted = owner.map { isPluginChunk($0) ? options.trustPlugins : !runsSandboxed } ?? false
        return ScriptFileAccess(owner: owner, isTrusted: isTrusted)
    }

    /// Whether the host loaded `chunk` from a plugin: its file, or a module of a folder plugin.
    private func isPluginChunk(_ chunk: String) -> Bool {
        guard chunk.hasPrefix("@") else { return false }
        let path = chunk.dropFirst()
        return customControls.plugins.known.values.contains { plugin in
            let file = plugin.displayPath
            guard plugin.isFolder else { return path == file }
            return path.hasPrefix((file as NSString).deletingLastPathComponent + "/")
        }
    }
}
