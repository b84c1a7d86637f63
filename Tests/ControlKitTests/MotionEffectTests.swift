import Testing
@testable import ControlKit

/// Motion effects: interpolating effects and groups added to views, following the virtual
/// device's tilt on the clock, changing what is drawn and never the model (Apple's UIMotionEffect,
/// UIInterpolatingMotionEffect and UIMotionEffectGroup documentation; uikit-rules §16).
@Suite("Motion effects")
struct MotionEffectTests {
    private func sway(_ keyPath: MotionKeyPath, _ type: InterpolatingMotionEffect.EffectType,
                      _ minimum: MotionValue, _ maximum: MotionValue) -> InterpolatingMotionEffect {
        let effect = InterpolatingMotionEffect(keyPath: keyPath, type: type)
        effect.minimumRelativeValue = minimum
        effect.maximumRelativeValue = maximum
        return effect
    }

    @Test("an interpolating effect gives the minimum at -1, the maximum at 1, halfway at 0, along its axis (uikit-rules §16.1)")
    func interpolation() {
        let effect = sway(.centerX, .tiltAlongHorizontalAxis, .number(-15), .number(15))
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: -1, vertical: 1)) == [.centerX: .number(-15)])
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: 0.5, vertical: 0)) == [.centerX: .number(7.5)])
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: .zero) == [.centerX: .number(0)])
        let vertical = sway(.shadowOffset, .tiltAlongVerticalAxis, .size(Size(width: 0, height: -4)), .size(Size(width: 0, height: 4)))
        #expect(vertical.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: 1, vertical: -1))
            == [.shadowOffset: .size(Size(width: 0, height: -4))])
    }

    @Test("an effect missing a value, or with a value of the wrong kind, adds nothing (uikit-rules §16.1)")
    func incompleteEffectsAddNothing() {
        let half = InterpolatingMotionEffect(keyPath: .alpha, type: .tiltAlongHorizontalAxis)
        half.minimumRelativeValue = .number(-0.5)
        #expect(half.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: 1, vertical: 0)).isEmpty)
        let wrong = sway(.center, .tiltAlongHorizontalAxis, .number(-1), .number(1))
        #expect(!wrong.accepts(.number(1)) && wrong.accepts(.point(.zero)))
        #expect(wrong.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: 1, vertical: 0)).isEmpty)
    }

    @Test("offsets are clamped to -1…1 and NaN reads as level")
    func offsetsAreClamped() {
        #expect(ViewerOffset(horizontal: 3, vertical: -7) == ViewerOffset(horizontal: 1, vertical: -1))
        #expect(ViewerOffset(horizontal: .nan, vertical: .infinity) == ViewerOffset(horizontal: 0, vertical: 1))
    }

    @Test("a group gives its effects' values, adding up those of one key path (uikit-rules §16.2)")
    func groups() {
        let group = MotionEffectGroup()
        group.motionEffects = [sway(.centerX, .tiltAlongHorizontalAxis, .number(-15), .number(15)),
                               sway(.centerY, .tiltAlongVerticalAxis, .number(-15), .number(15)),
                               sway(.centerX, .tiltAlongVerticalAxis, .number(0), .number(10))]
        #expect(group.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: 1, vertical: 1))
            == [.centerX: .number(25), .centerY: .number(15)])
    }

    @Test("the device's tilt reaches the effects over the response time, on the clock (uikit-rules §16.3)")
    func tiltFollowsTheClock() {
        let application = Application()
        let device = application.device
        device.tilt(to: ViewerOffset(horizontal: 1, vertical: -0.5))
        #expect(device.viewerOffset == .zero)
        #expect(device.tilt == ViewerOffset(horizontal: 1, vertical: -0.5))
        application.clock.advance(by: VirtualDevice.responseTime / 2)
        #expect(device.viewerOffset == ViewerOffset(horizontal: 0.5, vertical: -0.25))
        application.clock.advance(by: VirtualDevice.responseTime)
        #expect(device.viewerOffset == ViewerOffset(horizontal: 1, vertical: -0.5))
    }

    @Test("effects change the presentation, never the model, and touches hit the model (uikit-rules §16.3)")
    func presentationOnly() {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let view = View(frame: Rect(x: 100, y: 100, width: 40, height: 40))
        window.addSubview(view)
        let group = MotionEffectGroup()
        group.motionEffects = [sway(.centerX, .tiltAlongHorizontalAxis, .number(-15), .number(15)),
                               sway(.centerY, .tiltAlongVerticalAxis, .number(-15), .number(15)),
                               sway(.alpha, .tiltAlongHorizontalAxis, .number(0), .number(-0.4)),
                               sway(.rotation, .tiltAlongVerticalAxis, .number(-0.1), .number(0.1))]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        application.device.tilt(to: ViewerOffset(horizontal: 1, vertical: -1))
        application.clock.advance(by: 1)
        #expect(view.center == Point(x: 120, y: 120) && view.alpha == 1 && view.transform == .identity)
        #expect(view.presentation.center == Point(x: 135, y: 105))
        #expect(abs(view.presentation.alpha - 0.6) < 1e-12)
        #expect(view.presentation.transform == Transform(rotationAngle: -0.1))
        #expect(window.hitTest(Point(x: 105, y: 125), with: nil) === view)
        #expect(window.hitTest(Point(x: 150, y: 110), with: nil) === window)
        view.removeMotionEffect(group)
        #expect(view.presentation.center == view.center && view.motionEffectValues.isEmpty)
    }

    @Test("a view in no window has no effects applied (uikit-rules §16.3)")
    func outsideAWindow() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.addMotionEffect(sway(.centerX, .tiltAlongHorizontalAxis, .number(-15), .number(15)))
        #expect(view.motionEffectValues.isEmpty)
        #expect(view.presentation.center == Point(x: 5, y: 5))
    }

    @Test("transforms and shadow offsets add to the model's (uikit-rules §16.3)")
    func transformsAndShadows() {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        view.transform = Transform(scaleX: 2, y: 2)
        view.layer.shadowOffset = Size(width: 1, height: 1)
        view.addMotionEffect(sway(.transform, .tiltAlongHorizontalAxis, .transform(.identity), .transform(Transform(translationX: 4, y: 0))))
        view.addMotionEffect(sway(.shadowOffset, .tiltAlongHorizontalAxis, .size(Size(width: -2, height: 0)), .size(Size(width: 2, height: 0))))
        application.device.tilt(to: ViewerOffset(horizontal: 1, vertical: 0))
        application.clock.advance(by: 1)
        #expect(view.presentation.transform == Transform(translationX: 4, y: 0).concatenating(Transform(scaleX: 2, y: 2)))
        #expect(view.presentation.shadowOffset == Size(width: 3, height: 1))
        #expect(view.layer.shadowOffset == Size(width: 1, height: 1))
    }
}
