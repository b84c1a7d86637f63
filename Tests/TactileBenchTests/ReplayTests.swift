import ControlKit
import Rendering
import TestSupport
import Testing
@testable import tactile_bench

/// The floor of `tactile-bench render`, drawing operations replayed straight onto cairo
/// (`CairoReplayer`), paints what Tactile's graphics context paints, so the figure beside it
/// compares like with like.
@Suite("Cairo replay of the gallery")
struct ReplayTests {
    @Test("a recording of the gallery replayed straight into cairo gives the same pixels as Tactile's context")
    func replayMatches() throws {
        let gallery = StandardControlsGallery.make(in: Application())
        let frames = try FrameRenderer(view: gallery.window, scale: 2)
        try frames.renderFrame(cachingDrawings: false)
        let recording = RecordingContext(scale: 2, textMeasurer: PangoTextMeasurer.shared, makesBuffers: false)
        gallery.window.layer.render(in: recording, cachingDrawings: false)
        #expect(recording.operations.count > 100)
        let replayer = try CairoReplayer(size: StandardControlsGallery.size, scale: 2)
        replayer.play(recording.operations)
        let comparison = SnapshotComparison(expected: try frames.image(), actual: try replayer.image(), tolerance: 3)
        #expect(comparison.differingShare < 0.001, "\(comparison.differingPixels) pixels differ")
    }
}
