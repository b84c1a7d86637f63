import ControlKit
import Rendering
import TestSupport
import Testing

/// The window of every standard control (`StandardControlsGallery`, in TestSupport): its snapshot,
/// redrawing only what changed. The raw cairo replay of it that `tactile-bench render` measures
/// against is checked in `ReplayTests`.
@Suite("Gallery of standard controls")
struct GalleryTests {
    @Test("the whole gallery at 2× matches its snapshot")
    func snapshot() throws {
        let gallery = StandardControlsGallery.make(in: Application())
        let image = try gallery.window.renderedImage(scale: 2)
        #expect(image.width == 780 && image.height == 1688)
        expectSnapshot(image, named: "gallery")
    }

    @Test("a drag moving the slider's thumb redraws the slider and nothing else")
    func dragRedrawsOnlyTheSlider() throws {
        let application = Application()
        let gallery = StandardControlsGallery.make(in: application)
        let frames = try FrameRenderer(view: gallery.window, scale: 2)
        try frames.renderFrame()
        let views = allViews(gallery.window)
        let before = views.map(\.layer.drawCount)
        #expect(gallery.slider.layer.drawCount == 1)
        let driver = TouchDriver(window: gallery.window)
        let thumb = gallery.slider.convert(gallery.slider.currentThumbRect.center, to: gallery.window)
        driver.drag(from: thumb, to: thumb.offsetBy(dx: 80, dy: 0), steps: 5)
        try frames.renderFrame()
        let after = views.map(\.layer.drawCount)
        let redrawn = zip(views, zip(before, after)).filter { $0.1.0 != $0.1.1 }.map(\.0)
        #expect(redrawn.count == 1 && redrawn.first === gallery.slider)
        #expect(gallery.slider.value > 0.5)
        try frames.renderFrame()
        #expect(views.map(\.layer.drawCount) == after)
    }

    @Test("rendering without cached drawings gives the same pixels as with them")
    func cachedAndDirectAgree() throws {
        let gallery = StandardControlsGallery.make(in: Application())
        let frames = try FrameRenderer(view: gallery.window, scale: 2)
        try frames.renderFrame(cachingDrawings: true)
        let cached = try frames.image()
        try frames.renderFrame(cachingDrawings: false)
        let direct = try frames.image()
        let comparison = SnapshotComparison(expected: cached, actual: direct, tolerance: 3)
        #expect(comparison.differingShare < 0.001, "\(comparison.differingPixels) pixels differ")
    }

    private func allViews(_ root: View) -> [View] {
        [root] + root.subviews.flatMap(allViews)
    }
}
