import Testing
@testable import TactileWorkbench

@Suite("The canvas sends only what changed")
struct DirtyRegionTests {
    let width = 100, height = 80

    func frame(_ paint: [(x: Int, y: Int)] = []) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (x, y) in paint { bytes[(y * width + x) * 4] = 255 }
        return bytes
    }

    func region(_ a: [UInt8], _ b: [UInt8]) -> DirtyRegion {
        a.withUnsafeBytes { old in b.withUnsafeBytes { new in
            DirtyRegion.between(old, new, width: width, height: height, stride: width * 4)
        } }
    }

    @Test func sameFramesDifferNowhere() {
        #expect(region(frame(), frame()).isEmpty)
    }

    @Test func onePixelIsOneRectangleOfOnePixel() {
        #expect(region(frame(), frame([(37, 21)])).rectangles == [.init(x: 37, y: 21, width: 1, height: 1)])
    }

    @Test func nearbyRowsMakeOneBandFarApartTwo() {
        let near = region(frame(), frame([(10, 5), (60, 12)]))
        #expect(near.rectangles == [.init(x: 10, y: 5, width: 51, height: 8)])
        let far = region(frame(), frame([(10, 5), (60, 70)]))
        #expect(far.rectangles == [.init(x: 10, y: 5, width: 1, height: 1), .init(x: 60, y: 70, width: 1, height: 1)])
    }

    @Test func edgesOfTheRowAreFound() {
        #expect(region(frame(), frame([(0, 0), (99, 0)])).rectangles == [.init(x: 0, y: 0, width: 100, height: 1)])
    }
}
