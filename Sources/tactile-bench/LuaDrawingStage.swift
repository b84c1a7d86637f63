import ArgumentParser
import ControlKit
import Foundation
import LuaKit
import Rendering
import TactileScripting

/// What `tactile-bench render` measures of drawing from Lua: a session whose window holds every
/// seed plugin (`Scenes/seed_plugins.lua`), and a dial drawn by a Lua `draw`
/// (`Scenes/dial.lua`) beside the same dial drawn in Swift (`BenchDial`).
final class LuaDrawingStage {
    let session: ScriptSession
    /// The window with every seed plugin, and a frame renderer for it at 2×.
    let pluginWindow: FrameRenderer
    /// The Lua dial and the Swift one, each alone in a frame renderer at 2×.
    let luaDial: FrameRenderer
    let swiftDial: FrameRenderer
    /// The Lua dial, for pictures of it.
    let dialView: View
    /// The dial's Lua value, held so that its Lua side (its declared `level`) lives while Swift
    /// draws it outside any window.
    private let dialValue: LuaValue

    init(plugins: String, scenes: String) throws {
        var options = ScriptSession.Options()
        options.pluginPath = [plugins]
        session = try ScriptSession(options: options)
        _ = try Self.run(scenes + "/seed_plugins.lua", in: session)
        pluginWindow = try FrameRenderer(view: session.stage.window, scale: 2)
        dialValue = try Self.run(scenes + "/dial.lua", in: session).first ?? .nil
        guard let dial = session.object(from: dialValue) as? View else {
            throw ValidationError("\(scenes)/dial.lua did not return a view")
        }
        dialView = dial
        luaDial = try FrameRenderer(view: dial, scale: 2)
        let swift = BenchDial(frame: dial.frame)
        swift.isOpaque = false
        swiftDial = try FrameRenderer(view: swift, scale: 2)
    }

    /// The frame drawn once into a recording: every operation Tactile sends cairo, for the floor.
    func recordedPluginFrame() -> RecordingContext {
        let recording = RecordingContext(scale: 2, textMeasurer: PangoTextMeasurer.shared, makesBuffers: false)
        session.stage.window.layoutIfNeeded()
        session.stage.window.layer.render(in: recording, cachingDrawings: false)
        return recording
    }

    private static func run(_ file: String, in session: ScriptSession) throws -> [LuaValue] {
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw ValidationError("cannot read \(file) (run the benchmark from the repository, or give --scenes)")
        }
        return try session.run(source, chunkName: "@" + file)
    }
}

/// `Scenes/dial.lua`'s dial drawn in Swift, call for call: the floor a Lua `draw` is compared with.
final class BenchDial: View {
    var level = 0.6

    override func draw(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        let b = bounds
        let c = Point(x: b.width / 2, y: b.height / 2)
        let r = min(b.width, b.height) * 0.4
        let disc = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        context.saveGState()
        context.setShadow(offset: Size(width: 0, height: 2), blur: 4, color: Color(white: 0, alpha: 0.4))
        context.setFillColor(Color(white: 0.8))
        context.fillEllipse(in: disc)
        context.restoreGState()
        context.saveGState()
        context.clip(to: Path(ovalIn: disc))
        context.drawLinearGradient(Gradient(colors: [.white, Color(white: 0.6)]), start: Point(x: disc.minX, y: disc.minY),
                                   end: Point(x: disc.maxX, y: disc.maxY), options: [])
        context.restoreGState()
        context.setStrokeColor(.systemGray)
        context.setLineWidth(1.5)
        var ticks = Path()
        for tick in 0...11 {
            let a = Double(tick) * Double.pi / 6
            ticks.move(to: Point(x: c.x + r * 1.05 * cos(a), y: c.y + r * 1.05 * sin(a)))
            ticks.addLine(to: Point(x: c.x + r * 1.2 * cos(a), y: c.y + r * 1.2 * sin(a)))
        }
        context.stroke(ticks)
        let a = -Double.pi / 2 + level * 2 * Double.pi
        context.setStrokeColor(.systemRed)
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.strokeLine(from: c, to: Point(x: c.x + r * 0.8 * cos(a), y: c.y + r * 0.8 * sin(a)))
        context.draw("60%", in: Rect(x: c.x - 30, y: c.y + r * 0.3, width: 60, height: 18),
                     attributes: TextAttributes(font: Font(size: 13), color: .secondaryLabel, alignment: .center))
    }
}
