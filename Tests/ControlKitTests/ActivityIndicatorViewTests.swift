import Testing
@testable import ControlKit

/// ActivityIndicatorView: start/stop, isAnimating, hidesWhenStopped (issue 4; UIActivityIndicatorView).
@Suite("ActivityIndicatorView")
struct ActivityIndicatorViewTests {
    @Test("defaults: stopped, hidesWhenStopped true and therefore hidden, medium style 20 pt")
    func defaults() {
        let spinner = ActivityIndicatorView()
        #expect(!spinner.isAnimating)
        #expect(spinner.hidesWhenStopped)
        #expect(spinner.isHidden)
        #expect(spinner.color == nil)
        #expect(spinner.style == .medium && spinner.bounds.size == Size(width: 20, height: 20))
        #expect(ActivityIndicatorView.Style.medium.rawValue == 100 && ActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test("starting shows it, stopping hides it again while hidesWhenStopped")
    func startStop() {
        let spinner = ActivityIndicatorView(style: .large)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
    }

    @Test("with hidesWhenStopped false a stopped spinner stays visible; turning it back on hides a stopped one")
    func hidesWhenStoppedOff() {
        let spinner = ActivityIndicatorView()
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        spinner.hidesWhenStopped = true
        #expect(spinner.isHidden)
        spinner.startAnimating()
        spinner.hidesWhenStopped = true
        #expect(!spinner.isHidden)
    }

    @Test("a hidden (stopped) spinner is not hit by touches; a spinning one is")
    func hiddenNotHit() {
        let stage = BackdropStage()
        let spinner = stage.add(ActivityIndicatorView(style: .large))
        spinner.center = Point(x: 200, y: 200)
        #expect(stage.tapFallsThrough(at: Point(x: 200, y: 200)))
        spinner.startAnimating()
        #expect(!stage.tapFallsThrough(at: Point(x: 200, y: 200)))
    }

    @Test("changing the style resizes about the centre")
    func styleResizes() {
        let spinner = ActivityIndicatorView()
        spinner.center = Point(x: 50, y: 50)
        spinner.style = .large
        #expect(spinner.frame == Rect(x: 31.5, y: 31.5, width: 37, height: 37))
    }

    @Test("the description lists style, isAnimating and hidesWhenStopped")
    func description() {
        let spinner = ActivityIndicatorView()
        #expect(spinner.description == "ActivityIndicatorView(frame: (0, 0, 20×20), isHidden: true, style: medium, isAnimating: false, hidesWhenStopped: true)")
        spinner.color = .red
        #expect(spinner.description.hasSuffix("hidesWhenStopped: true, color: #FF0000)"))
    }
}
