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

    static var binding: ClassBinding {
        ClassBinding(name: "Image", type: Box.self, base: nil) {
            Member.property("size", type: "Size", get: { (box: Box, session) in try session.luaValue(box.image.size) })
            Member.readOnly("width") { (box: Box) in box.image.width }
            Member.readOnly("height") { (box: Box) in box.image.height }
            Member.readOnly("scale") { (box: Box) in box.image.scale }
            Member.property("name", type: "string?", get: { (box: Box, _) in box.image.name.map(LuaValue.string) ?? .nil })
            Member.method("pixel", "(x, y) -> Color") { (box: Box, call) in
                let x: Int = try call.value(1), y: Int = try call.value(2)
                guard (0..<box.image.width).contains(x), (0..<box.image.height).contains(y) else {
                    throw ScriptError.message("bad argument to 'pixel' (pixel (\(x), \(y)) is outside the image's "
                                              + "\(box.image.width)×\(box.image.height) pixels, counted from 0)")
                }
                return [try call.session.luaValue(box.image.color(atPixelX: x, y: y))]
            }
            Member.method("alphaAt", "(point) -> integer") { (box: Box, call) in
                [.integer(Int(box.image.alpha(at: try call.drawingPoint(1))))]
            }
            Member.method("draw", "(rect or point)") { (box: Box, call) in
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
    }

    /// `image:save(path)`: writes a PNG without losing what was there if writing fails.
    static var save: Member {
        var member = Member.method("save", "(path)") { (_: Box, _: MethodCall) -> [LuaValue] in
            throw ScriptError.message("'save' must be called from Lua")
        }
        member.pusher = { object, call, session in
            guard let box = object as? Box else { throw ScriptError.message("calling 'save' on bad self") }
            let name: String = try call.argument(1)
            let path = try session.fileAccess(for: call).resolve(name, purpose: "cannot save image")
            do {
                try FileReplacement.write(try box.image.pngData(), to: path)
            } catch let error as FileError {
                throw ScriptError.message(error.description)
            }
            return call.results(path)
        }
        return member
    }

    /// `Image.named(name)`, with the caller's file to resolve the name against.
    static func installNamed(in session: ScriptSession) throws(LuaError) {
        guard case .table(let table) = try session.api.rawGet("Image") else { return }
        try table.rawSet("named", .function(session.lua.function(named: "named") { [link = session.link] call in
            guard let session = link.session else { throw ScriptError.message("the session has ended") }
            let name: String = try call.argument(1)
            let path = try session.fileAccess(for: call).resolve(name, purpose: "cannot read image")
            return try call.results(object: Box(try ScriptImage.load(path, named: name)))
        }))
    }
}

extension ScriptSession {
    /// Where the code making a call may read and write: relative to its file, confined to its
    /// folder unless it is trusted (the REPL's own code; plugins only with `--trust-plugins`).
    func fileAccess(for call: LuaCall) -> ScriptFileAccess {
        let chunk = call.callerChunk
        let isPlugin = chunk.map { chunk in customControls.plugins.known.values.contains { "@" + $0.displayPath == chunk } } ?? false
        return ScriptFileAccess(chunk: chunk, isTrusted: isPlugin ? options.trustPlugins : !runsSandboxed)
    }
}
