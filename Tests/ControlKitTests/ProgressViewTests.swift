import Testing
@testable import ControlKit

/// ProgressView: progress clamped to 0…1, `setProgress(_:animated:)` on the virtual clock (issue 4).
@Suite("ProgressView")
struct ProgressViewTests {
    /// A bar in a window; the application is returned too, as windows hold theirs weakly.
    private func attachedBar() -> (ProgressView, VirtualClock, Application) {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let bar = ProgressView(frame: Rect(x: 10, y: 10, width: 300, height: 4))
        window.addSubview(bar)
        return (bar, application.clock, application)
    }

    @Test("defaults: progress 0, default style")
    func defaults() {
        let bar = ProgressView()
        #expect(bar.progress == 0)
        #expect(bar.progressViewStyle == .default && ProgressView.Style.bar.rawValue == 1)
        #expect(bar.progressTintColor == nil && bar.trackTintColor == nil)
        #expect(bar.progressImage == nil && bar.trackImage == nil)
    }

    @Test("progress is clamped to 0…1 and NaN counts as 0")
    func clamping() {
        let bar = ProgressView()
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -0.2
        #expect(bar.progress == 0)
        bar.progress = 0.4
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.setProgress(7, animated: false)
        #expect(bar.progress == 1)
    }

    @Test("an animated change moves through in-between values as the clock advances and ends exactly on the target")
    func animated() {
        let (bar, clock, application) = attachedBar()
        defer { withExtendedLifetime(application) {} }
        bar.setProgress(0.8, animated: true)
        #expect(bar.progress == 0)
        #expect(bar.isAnimatingProgress)
        clock.advance(by: ProgressView.animationDuration / 2)
        #expect(bar.progress > 0 && bar.progress < 0.8)
        clock.advance(by: ProgressView.animationDuration)
        #expect(bar.progress == 0.8)
        #expect(!bar.isAnimatingProgress)
    }

    @Test("an animated change is clamped too")
    func animatedClamped() {
        let (bar, clock, application) = attachedBar()
        defer { withExtendedLifetime(application) {} }
        bar.setProgress(3, animated: true)
        clock.advance(by: 1)
        #expect(bar.progress == 1)
    }

    @Test("setting progress during an animation stops it at the new value")
    func interrupt() {
        let (bar, clock, application) = attachedBar()
        defer { withExtendedLifetime(application) {} }
        bar.setProgress(1, animated: true)
        clock.advance(by: 0.1)
        bar.progress = 0.3
        clock.advance(by: 1)
        #expect(bar.progress == 0.3)
    }

    @Test("without an application there is no clock, so an animated change applies at once")
    func detachedAppliesAtOnce() {
        let bar = ProgressView()
        bar.setProgress(0.5, animated: true)
        #expect(bar.progress == 0.5 && !bar.isAnimatingProgress)
    }

    @Test("the description lists the progress and a non-default style")
    func description() {
        let bar = ProgressView(frame: Rect(x: 0, y: 0, width: 100, height: 2), style: .bar)
        bar.progress = 0.25
        #expect(bar.description == "ProgressView(frame: (0, 0, 100×2), progress: 0.25, progressViewStyle: bar)")
        bar.progressTintColor = .systemBlue
        bar.trackImage = Image(width: 4, height: 2, name: "track")
        #expect(bar.description.hasSuffix("progressViewStyle: bar, progressTintColor: #007AFF, trackImage: Image(track 4×2))"))
    }
}
