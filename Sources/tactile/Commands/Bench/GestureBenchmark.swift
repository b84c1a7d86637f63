import ArgumentParser
import ControlKit

/// `tactile bench gestures`: pan moves through a window whose touches pass three gesture recognizers.
///
///     $ tactile bench gestures --iterations 100000
///     pan moves through 3 recognizers: … moves/s   (baseline, no recognizer: … moves/s)
struct GestureBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gestures",
        abstract: "Synthesized pan moves per second through three gesture recognizers, beside the same moves without them."
    )

    @OptionGroup var options: BenchmarkOptions

    private var iterations: Int { options.iterations }
    private var repetitions: Int { options.repetitions }

    func run() {
        var best = [Duration.seconds(Int64.max), Duration.seconds(Int64.max)]
        for _ in 0..<repetitions {
            best[0] = min(best[0], panMoves(withRecognizers: false))
            best[1] = min(best[1], panMoves(withRecognizers: true))
        }
        print("pan moves through 3 recognizers (pan, swipe, long press): \(rate(best[1])) moves/s"
            + "   (baseline, no recognizer: \(rate(best[0])) moves/s)")
    }

    /// Drags one finger back and forth `iterations` times over a view; with recognizers, a pan on the
    /// view and a swipe and a long press on its superview see every move. Returns the elapsed time.
    private func panMoves(withRecognizers: Bool) -> Duration {
        let application = Application(trafficCapacity: 1_000)
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let card = View(frame: Rect(x: 50, y: 50, width: 300, height: 300))
        window.addSubview(container)
        container.addSubview(card)
        let pan = PanGestureRecognizer()
        if withRecognizers {
            card.addGestureRecognizer(pan)
            container.addGestureRecognizer(SwipeGestureRecognizer())
            container.addGestureRecognizer(LongPressGestureRecognizer())
        }
        let driver = TouchDriver(window: window)
        let touch = driver.begin(at: Point(x: 200, y: 200))
        let elapsed = ContinuousClock().measure {
            for index in 0..<iterations {
                driver.move(touch, to: Point(x: 150 + Double(index % 100), y: 200))
            }
        }
        driver.end(touch)
        precondition(!withRecognizers || pan.numberOfTouches == 0, "the pan follows the finger to its lift")
        return elapsed
    }

    private func rate(_ duration: Duration) -> String {
        String(duration.rate(of: iterations))
    }
}
