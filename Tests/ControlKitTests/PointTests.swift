import Testing
@testable import ControlKit

@Test func zeroPointIsOrigin() {
    #expect(Point.zero == Point(x: 0, y: 0))
}
