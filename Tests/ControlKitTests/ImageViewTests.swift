import Testing
@testable import ControlKit

/// ImageView: shows an Image; optional hit testing on opaque pixels as in seed 003's PullRibbon
/// recipe (a touch must start on a pixel with alpha above 85; the notch lets touches through).
@Suite("ImageView")
struct ImageViewTests {
    /// A 20×40 ribbon whose bottom 10 rows have a transparent notch in columns 5..<15, and whose
    /// rows 10..<20 are exactly at the threshold (alpha 85) on the left half.
    private func ribbon() -> Image {
        Image(width: 20, height: 40, name: "ribbon") { x, y in
            if y >= 30 && (5..<15).contains(x) { return 0 }
            if (10..<20).contains(y) && x < 10 { return 85 }
            return 255
        }
    }

    @Test("defaults: sized to its image, user interaction off, whole bounds hit when interaction is on")
    func defaults() {
        let view = ImageView(image: ribbon())
        #expect(view.frame == Rect(x: 0, y: 0, width: 20, height: 40))
        #expect(!view.isUserInteractionEnabled)
        #expect(!view.hitTestsOpaquePixelsOnly)
        #expect(view.opaqueAlphaThreshold == 85)
        #expect(ImageView().frame.size == .zero)
    }

    @Test("UIImageView ignores touches by default: a tap on it falls through to the view beneath")
    func ignoresTouchesByDefault() {
        let stage = BackdropStage()
        let view = stage.add(ImageView(frame: Rect(x: 100, y: 100, width: 20, height: 40), image: ribbon()))
        #expect(stage.tapFallsThrough(at: Point(x: 110, y: 135)))
        view.isUserInteractionEnabled = true
        #expect(!stage.tapFallsThrough(at: Point(x: 110, y: 135)))
    }

    @Test("seed 003 PullRibbon: with opaque-pixel hit testing, a touch on the transparent notch falls through and one on solid art does not")
    func opaquePixels() {
        let stage = BackdropStage()
        let view = stage.add(ImageView(frame: Rect(x: 100, y: 100, width: 20, height: 40), image: ribbon()))
        view.isUserInteractionEnabled = true
        view.hitTestsOpaquePixelsOnly = true
        #expect(stage.tapFallsThrough(at: Point(x: 110, y: 135)))
        #expect(!stage.tapFallsThrough(at: Point(x: 102, y: 135)))
        #expect(!stage.tapFallsThrough(at: Point(x: 110, y: 105)))
    }

    @Test("seed 003 PullRibbon: alpha must exceed 85 — a pixel at exactly 85 is not solid; a lower threshold makes it solid")
    func thresholdIsStrict() {
        let stage = BackdropStage()
        let view = stage.add(ImageView(frame: Rect(x: 100, y: 100, width: 20, height: 40), image: ribbon()))
        view.isUserInteractionEnabled = true
        view.hitTestsOpaquePixelsOnly = true
        #expect(stage.tapFallsThrough(at: Point(x: 103, y: 115)))
        view.opaqueAlphaThreshold = 84
        #expect(!stage.tapFallsThrough(at: Point(x: 103, y: 115)))
    }

    @Test("the image is stretched to the bounds, so pixels are looked up in proportion")
    func stretched() {
        let stage = BackdropStage()
        let view = stage.add(ImageView(frame: Rect(x: 0, y: 0, width: 40, height: 80), image: ribbon()))
        view.isUserInteractionEnabled = true
        view.hitTestsOpaquePixelsOnly = true
        #expect(stage.tapFallsThrough(at: Point(x: 20, y: 70)))
        #expect(!stage.tapFallsThrough(at: Point(x: 4, y: 70)))
    }

    @Test("with opaque-pixel hit testing and no image nothing is hit; the highlighted image is the one tested while highlighted")
    func shownImageDecides() throws {
        let stage = BackdropStage()
        let view = stage.add(ImageView(frame: Rect(x: 0, y: 0, width: 20, height: 40)))
        view.isUserInteractionEnabled = true
        view.hitTestsOpaquePixelsOnly = true
        #expect(stage.tapFallsThrough(at: Point(x: 10, y: 35)))
        view.image = ribbon()
        view.highlightedImage = Image(width: 20, height: 40)
        #expect(stage.tapFallsThrough(at: Point(x: 10, y: 35)))
        view.isHighlighted = true
        #expect(!stage.tapFallsThrough(at: Point(x: 10, y: 35)))
    }

    @Test("the description lists the image and the hit-testing option")
    func description() {
        let view = ImageView(image: ribbon())
        view.hitTestsOpaquePixelsOnly = true
        #expect(view.description == "ImageView(frame: (0, 0, 20×40), image: Image(ribbon 20×40 alpha mask), hitTestsOpaquePixelsOnly: alpha > 85)")
    }
}
