import ControlKit
import Rendering
import Testing

/// Motion effects change what is drawn: a view is drawn where its effects put it, with the
/// opacity they give it, while its model stays put (uikit-rules §16.3).
@Suite("Appearance: motion effects")
struct MotionEffectLookTests {
    @Test("a tilted device draws the view moved and faded by its effects (uikit-rules §16.3)")
    func drawnWhereTheEffectsPutIt() throws {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        window.backgroundColor = .white
        let square = View(frame: Rect(x: 20, y: 20, width: 20, height: 20))
        square.backgroundColor = .systemRed
        window.addSubview(square)
        let sway = InterpolatingMotionEffect(keyPath: .centerX, type: .tiltAlongHorizontalAxis)
        sway.minimumRelativeValue = .number(-15)
        sway.maximumRelativeValue = .number(15)
        let fade = InterpolatingMotionEffect(keyPath: .alpha, type: .tiltAlongVerticalAxis)
        fade.minimumRelativeValue = .number(0.5)
        fade.maximumRelativeValue = .number(-0.5)
        let group = MotionEffectGroup()
        group.motionEffects = [sway, fade]
        square.addMotionEffect(group)
        let level = try window.renderedImage(scale: 1)
        #expect(level.rgba(25, 30) == RGBA(.systemRed) && level.rgba(50, 30) == RGBA(255, 255, 255))
        application.device.tilt(to: ViewerOffset(horizontal: 1, vertical: 1))
        application.clock.advance(by: 1)
        let tilted = try window.renderedImage(scale: 1)
        #expect(tilted.rgba(25, 30) == RGBA(255, 255, 255))
        #expect(tilted.rgba(50, 30).isClose(to: RGBA(255, 157, 152), tolerance: 3), "\(tilted.rgba(50, 30))")
        #expect(square.frame == Rect(x: 20, y: 20, width: 20, height: 20))
    }
}
