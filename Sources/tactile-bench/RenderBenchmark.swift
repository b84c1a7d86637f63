import ArgumentParser
import ControlKit
import Foundation
import Rendering
import TactileScripting
import TestSupport

/// `tactile-bench render`: frames of a window holding every standard control, drawn at 2× through
/// Tactile (the view tree composed, every view's `draw(_:)` run, the graphics context on cairo)
/// beside the same drawing operations replayed straight onto cairo — the floor, the cairo work
/// alone — and the ratio; then a frame after a slider move, when only the slider is drawn again.
/// Then drawing from Lua (`LuaDrawingStage`, run from the repository): a window of every seed
/// plugin against its operations replayed onto cairo; a Lua `draw` against the same drawing
/// written in Swift; and one snapshot assertion (render, read the stored PNG, compare) against
/// the render alone.
///
///     $ tactile-bench render --frames 100
///     full frame, every view drawn: … ms/frame   (floor, the same operations replayed straight onto cairo: … ms/frame; Tactile/floor … ×, target ≤ 1.5×)
///     frame after a slider move, drawings cached: … ms/frame   (… views drawn per frame)
///     every seed plugin, every view and layer drawn: … ms/frame   (floor, …; Tactile/floor … ×, target ≤ 1.5×)
///     a dial drawn by a Lua draw: … ms/frame   (floor, the same dial drawn in Swift: … ms/frame; Lua/Swift … ×, target ≤ 2×)
///     one snapshot assertion of the dial, redrawn: … ms   (floor, rendering the dial alone: … ms; ratio … ×, target ≤ 2×)
///       the same with the dial's drawing unchanged and kept: … ms   (rendering it alone: … ms; …)
struct RenderBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Milliseconds per 2× frame of every standard control through Tactile, beside raw cairo replaying the same operations."
    )

    @Option(help: "How many frames each measurement draws.")
    var frames = 60

    @Option(help: "How many times each measurement is repeated; the fastest run is reported.")
    var repetitions = 5

    @Option(help: "The folder holding the seed plugins.")
    var plugins = "plugins"

    @Option(help: "The folder holding the benchmark's Lua scenes.")
    var scenes = BenchLua.repositoryFolder + "/Scenes"

    /// What the ratio of Tactile's frame to the floor's should stay under.
    static let targetRatio = 1.5
    /// What a Lua draw may cost against the same drawing in Swift, and a snapshot assertion against a render.
    static let luaTargetRatio = 2.0

    func validate() throws {
        guard frames > 0, repetitions > 0 else { throw ValidationError("--frames and --repetitions must be positive") }
    }

    func run() throws {
        let gallery = StandardControlsGallery.make(in: Application())
        let renderer = try FrameRenderer(view: gallery.window, scale: 2)
        let recording = RecordingContext(scale: 2, textMeasurer: PangoTextMeasurer.shared, makesBuffers: false)
        gallery.window.layer.render(in: recording, cachingDrawings: false)
        let replayer = try CairoReplayer(size: gallery.window.bounds.size, scale: 2)
        let layers = allLayers(of: gallery.window.layer)
        var sliderDraws = 0, otherDraws = 0

        var best = Array(repeating: Duration.seconds(Int64.max), count: 3)
        for _ in 0..<repetitions {
            best[0] = min(best[0], try measure { _ in try renderer.renderFrame(cachingDrawings: false) })
            best[1] = min(best[1], try measure { _ in replayer.play(recording.operations) })
            try renderer.renderFrame(cachingDrawings: true)
            let before = layers.map(\.drawCount)
            best[2] = min(best[2], try measure { frame in
                gallery.slider.value = Double(frame % 10) / 10 + 0.05
                try renderer.renderFrame(cachingDrawings: true)
            })
            for (layer, count) in zip(layers, before) {
                if layer === gallery.slider.layer { sliderDraws += layer.drawCount - count } else { otherDraws += layer.drawCount - count }
            }
        }
        let drawnPerFrame = Double(sliderDraws) / Double(frames * repetitions)
        let tactile = milliseconds(best[0]), floor = milliseconds(best[1])
        let ratio = floor > 0 ? tactile / floor : 0
        print("full frame, every view drawn: \(format(tactile)) ms/frame"
            + "   (floor, the same \(recording.operations.count) operations replayed straight onto cairo: \(format(floor)) ms/frame;"
            + " Tactile/floor \(format(ratio))×, target ≤ \(format(RenderBenchmark.targetRatio))×)")
        print("frame after a slider move, drawings cached: \(format(milliseconds(best[2]))) ms/frame"
            + "   (the slider drawn \(format(drawnPerFrame)) times per frame, the other \(layers.count - 1) layers \(otherDraws) times in all)")
        try withBenchFolder { try measureLuaDrawing(snapshotsIn: $0) }
    }

    /// The seed plugins' window against its replay, a Lua draw against Swift, a snapshot
    /// assertion against a render; the snapshot is kept in `folder`.
    private func measureLuaDrawing(snapshotsIn folder: String) throws {
        let stage = try LuaDrawingStage(plugins: plugins, scenes: scenes)
        let recording = stage.recordedPluginFrame()
        let replayer = try CairoReplayer(size: stage.session.stage.window.bounds.size, scale: 2)
        let snapshots = GoldenSnapshots(folder: folder, update: false, isCI: false)
        _ = snapshots.check(name: "dial", image: try stage.session.picture(of: stage.dialView, scale: 2, touches: false))
        let picture = { try stage.session.picture(of: stage.dialView, scale: 2, touches: false) }
        let assertion = {
            let outcome = snapshots.check(name: "dial", image: try picture())
            guard outcome.passed else { throw ValidationError("the dial no longer matches its snapshot: \(outcome.failure)") }
        }
        var best = Array(repeating: Duration.seconds(Int64.max), count: 8)
        for _ in 0..<repetitions {
            best[0] = min(best[0], try measure { _ in try stage.pluginWindow.renderFrame(cachingDrawings: false) })
            best[1] = min(best[1], try measure { _ in replayer.play(recording.operations) })
            best[2] = min(best[2], try measure { _ in try stage.luaDial.renderFrame(cachingDrawings: false) })
            best[3] = min(best[3], try measure { _ in try stage.swiftDial.renderFrame(cachingDrawings: false) })
            // As in a test, where the state changed since the last picture: the dial draws again.
            best[4] = min(best[4], try measure { _ in stage.dialView.setNeedsDisplay(); try assertion() })
            best[5] = min(best[5], try measure { _ in stage.dialView.setNeedsDisplay(); _ = try picture() })
            best[6] = min(best[6], try measure { _ in try assertion() })
            best[7] = min(best[7], try measure { _ in _ = try picture() })
        }
        guard stage.session.stage.actionFailures.isEmpty else {
            throw ValidationError("a Lua draw failed: \(stage.session.stage.actionFailures[0].error.description)")
        }
        let (plugins, floor) = (milliseconds(best[0]), milliseconds(best[1]))
        print("every seed plugin, every view and layer drawn: \(format(plugins)) ms/frame"
            + "   (floor, the same \(recording.operations.count) operations replayed straight onto cairo: \(format(floor)) ms/frame;"
            + " Tactile/floor \(format(plugins / floor))×, target ≤ \(format(RenderBenchmark.targetRatio))×)")
        let (lua, swift) = (milliseconds(best[2]), milliseconds(best[3]))
        print("a dial drawn by a Lua draw: \(format(lua)) ms/frame"
            + "   (floor, the same dial drawn in Swift: \(format(swift)) ms/frame; Lua/Swift \(format(lua / swift))×,"
            + " target ≤ \(format(RenderBenchmark.luaTargetRatio))×)")
        let (check, render) = (milliseconds(best[4]), milliseconds(best[5]))
        print("one snapshot assertion of the dial, redrawn (render, read the PNG, compare): \(format(check)) ms"
            + "   (floor, rendering the dial alone: \(format(render)) ms; ratio \(format(check / render))×,"
            + " target ≤ \(format(RenderBenchmark.luaTargetRatio))×)")
        let (cachedCheck, cachedRender) = (milliseconds(best[6]), milliseconds(best[7]))
        print("  the same with the dial's drawing unchanged and kept: \(format(cachedCheck)) ms"
            + "   (rendering it alone: \(format(cachedRender)) ms; reading and comparing the PNG is the rest)")
    }

    private func allLayers(of layer: Layer) -> [Layer] {
        [layer] + layer.sublayers.flatMap(allLayers)
    }

    /// Times `frames` runs of a frame.
    private func measure(_ frame: (Int) throws -> Void) throws -> Duration {
        var failure: (any Error)?
        let elapsed = ContinuousClock().measure {
            do {
                for index in 0..<frames { try frame(index) }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return elapsed
    }

    private func milliseconds(_ duration: Duration) -> Double {
        duration.inSeconds / Double(frames) * 1000
    }

    private func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
