import ArgumentParser
import ControlKit

/// `tactile-bench gestures`: pan moves through a window whose touches pass three gesture recognizers,
/// then over a table of 1,000 rows whose three recognizers (its scrolling pan, its content-touch
/// delay, its swipe-to-delete) see every move, each beside the same moves without recognizers.
///
///     $ tactile-bench gestures --iterations 100000
///     pan moves through 3 recognizers: … moves/s   (baseline, no recognizer: … moves/s)
///     pan moves over a 1,000-row table, 3 recognizers: … moves/s   (baseline, recognizers disabled: … moves/s)
struct GestureBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gestures",
        abstract: "Synthesized pan moves per second through three gesture recognizers, and over a 1,000-row table, beside the same moves without them."
    )

    @OptionGroup var options: BenchmarkOptions

    private var iterations: Int { options.iterations }
    private var repetitions: Int { options.repetitions }

    func run() {
        var best = Array(repeating: Duration.seconds(Int64.max), count: 4)
        for _ in 0..<repetitions {
            best[0] = min(best[0], panMoves(withRecognizers: false))
            best[1] = min(best[1], panMoves(withRecognizers: true))
            best[2] = min(best[2], tableMoves(withRecognizers: false))
            best[3] = min(best[3], tableMoves(withRecognizers: true))
        }
        print("pan moves through 3 recognizers (pan, swipe, long press): \(rate(best[1])) moves/s"
            + "   (baseline, no recognizer: \(rate(best[0])) moves/s)")
        print("pan moves over a 1,000-row table, 3 recognizers (scroll pan, content-touch delay, swipe-to-delete): \(rate(best[3])) moves/s"
            + "   (baseline, recognizers disabled: \(rate(best[2])) moves/s)")
    }

    /// Drags one finger up and down `iterations` times over a 1,000-row table scrolled to its
    /// middle; with recognizers the table scrolls with the finger (laying out the rows coming into
    /// view), without them the touches go to the cell under the finger. Returns the elapsed time.
    private func tableMoves(withRecognizers: Bool) -> Duration {
        let application = Application(trafficCapacity: 1_000)
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let rows = ClosureTableViewDataSource(numberOfRows: { _ in 1_000 }) { path in
            let cell = TableViewCell()
            cell.textLabel.text = "Row \(path.row)"
            return cell
        }
        table.dataSource = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        table.contentOffset = Point(x: 0, y: 20_000)
        if !withRecognizers {
            for recognizer in table.gestureRecognizers { recognizer.isEnabled = false }
        }
        let driver = TouchDriver(window: window)
        let touch = driver.begin(at: Point(x: 160, y: 400))
        let elapsed = ContinuousClock().measure {
            for index in 0..<iterations {
                driver.move(touch, to: Point(x: 160, y: 400 - Double(index % 300)))
            }
        }
        driver.end(touch)
        precondition(withRecognizers == (table.contentOffset.y != 20_000), "the table scrolls only with its recognizers")
        return elapsed
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
