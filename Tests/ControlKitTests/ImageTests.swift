import Testing
@testable import ControlKit

/// The image type: a size and per-pixel alpha, enough for seed 003's PullRibbon hit test on
/// opaque pixels (alpha above 85 of 255).
@Suite("Image")
struct ImageTests {
    @Test("a size-only image is opaque everywhere inside and transparent outside")
    func sizeOnly() {
        let image = Image(size: Size(width: 29.5, height: 10))
        #expect(image.width == 30 && image.height == 10)
        #expect(image.size == Size(width: 30, height: 10))
        #expect(image.isOpaque)
        #expect(image.alpha(at: Point(x: 0, y: 0)) == 255)
        #expect(image.alpha(at: Point(x: 29.9, y: 9.9)) == 255)
        #expect(image.alpha(at: Point(x: 30, y: 5)) == 0)
        #expect(image.alpha(at: Point(x: -0.1, y: 5)) == 0)
    }

    @Test("a solid image has one alpha everywhere")
    func solid() {
        let image = Image(width: 4, height: 4, alpha: 40)
        #expect(image.alpha(at: Point(x: 2, y: 3)) == 40)
        #expect(!image.isOpaque)
    }

    @Test("a closure gives each pixel's alpha by column and row")
    func closure() {
        let image = Image(width: 3, height: 2) { x, y in UInt8(x * 10 + y) }
        #expect(image.alpha(at: Point(x: 2.7, y: 1.2)) == 21)
        #expect(image.alpha(at: Point(x: 0, y: 1)) == 1)
    }

    @Test("an alpha mask is read row by row, and a mask of the wrong length is a clear error")
    func alphaMask() throws {
        let image = try Image(width: 2, height: 2, alphaMask: [0, 85, 86, 255])
        #expect(image.alpha(at: Point(x: 1, y: 0)) == 85)
        #expect(image.alpha(at: Point(x: 0, y: 1)) == 86)
        #expect(throws: Image.Failure.maskSizeMismatch(expected: 4, got: 3)) {
            try Image(width: 2, height: 2, alphaMask: [0, 1, 2])
        }
        #expect(throws: Image.Failure.negativeSize(width: -1, height: 2)) {
            try Image(width: -1, height: 2, alphaMask: [])
        }
    }

    @Test("a text mask maps # to 255, + to 128 and . to 0; ragged rows and unknown characters are errors")
    func textMask() throws {
        let image = try Image(mask: ["#+.", "..#"], name: "notch")
        #expect(image.width == 3 && image.height == 2)
        #expect([image.alpha(at: Point(x: 0, y: 0)), image.alpha(at: Point(x: 1, y: 0)), image.alpha(at: Point(x: 2, y: 0))] == [255, 128, 0])
        #expect(image.alpha(at: Point(x: 2, y: 1)) == 255)
        #expect(throws: Image.Failure.raggedMask(row: 1, expected: 3, got: 2)) { try Image(mask: ["###", "##"]) }
        #expect(throws: Image.Failure.unknownMaskCharacter("x")) { try Image(mask: ["#x"]) }
        #expect("\(Image.Failure.unknownMaskCharacter("x"))".contains("'x'"))
    }

    @Test("descriptions show the name, size and whether alpha varies")
    func descriptions() throws {
        #expect(Image(width: 30, height: 30, name: "knob").description == "Image(knob 30×30)")
        #expect(try Image(mask: ["#."]).description == "Image(2×1 alpha mask)")
        #expect(Image(width: 1, height: 1, alpha: 0).description == "Image(1×1 alpha 0)")
    }
}
