import ControlKit

/// Makes a sequence's steps one at a time, looking at the model as it goes (docs/fuzzing.md §1):
/// fingers down, moved, lifted and cancelled, several at once; taps, multi-taps, drags along
/// paths in and out of the bounds, long presses, swipes, pinches and rotations where recognizers
/// are attached; clock steps short and long, around UIKit's thresholds; properties set by code
/// while a finger is down, views taken out of the window and put back, tables reloaded, the
/// plugin reloaded. Points are weighted towards the views' bounds, their edges, the edge of the
/// enlarged touch area and their subviews. Deterministic: the same seed and the same model give
/// the same steps.
struct StepGenerator {
    private var random: FuzzRandom
    /// The plugin a step may reload, if the target is a plugin's class.
    private let pluginName: String?
    /// The fingers down: their number, view and where they are, in the view's coordinates.
    private var fingers: [(id: Int, view: Int, at: FuzzPoint)] = []
    private var nextFinger = 1

    /// The most fingers down at once.
    static let mostFingers = 3

    init(seed: UInt64, pluginName: String?) {
        random = FuzzRandom(seed: seed)
        self.pluginName = pluginName
    }

    /// Takes in steps run before the generator's own (a stored sequence's prefix), so the fingers
    /// they left down are the generator's to move and lift.
    mutating func follow(_ steps: [FuzzStep]) {
        for step in steps { follow(step) }
    }

    private mutating func follow(_ step: FuzzStep) {
        switch step {
        case .down(let id, let view, let point):
            fingers.append((id, view, point))
            nextFinger = max(nextFinger, id + 1)
        case .move(let id, let point):
            if let index = fingers.firstIndex(where: { $0.id == id }) { fingers[index].at = point }
        case .up(let id), .cancel(let id):
            fingers.removeAll { $0.id == id }
        default:
            break
        }
    }

    /// The next step for the views (numbered from 1) in their session.
    mutating func next(views: [View], session: ScriptSession) -> FuzzStep {
        let step = choose(views: views, session: session)
        follow(step)
        return step
    }

    /// The steps that end a sequence: the fingers still down lift, then a second passes so timers
    /// (a stepper's repeat, a delayed unhighlight, an animation) run out under the watch.
    mutating func ending() -> [FuzzStep] {
        var steps = fingers.map { FuzzStep.up(finger: $0.id) }
        steps.append(.wait(1))
        for step in steps { follow(step) }
        return steps
    }

    // MARK: Choosing

    private enum Kind {
        case down, move, up, cancel, tap, drag, longPress, swipe, pinch, rotate, wait, set, reattach, reloadData, reloadPlugin
    }

    private mutating func choose(views: [View], session: ScriptSession) -> FuzzStep {
        let touchable = views.indices.filter { views[$0].window === session.stage.window && views[$0].superview != nil }
        let settable = views.indices.filter { !FuzzProperty.of(views[$0]).isEmpty }
        let pinchable = touchable.filter { Self.hasTwoFingerRecognizer(views[$0]) }
        let tables = views.indices.filter { views[$0] is TableView }
        let anyTouch = !touchable.isEmpty
        let down = !fingers.isEmpty
        let kind: Kind = random.weighted([
            (.down, anyTouch && fingers.count < Self.mostFingers ? (down ? 6 : 24) : 0),
            (.move, down ? 40 : 0),
            (.up, down ? 14 : 0),
            (.cancel, down ? 4 : 0),
            (.tap, anyTouch && !down ? 16 : 0),
            (.drag, anyTouch && !down ? 10 : 0),
            (.longPress, anyTouch && !down ? 4 : 0),
            (.swipe, anyTouch && !down ? 4 : 0),
            (.pinch, !pinchable.isEmpty && !down ? 3 : 0),
            (.rotate, !pinchable.isEmpty && !down ? 3 : 0),
            (.wait, 11),
            (.set, settable.isEmpty ? 0 : (down ? 6 : 9)),
            (.reattach, anyTouch ? 2 : 0),
            (.reloadData, tables.isEmpty ? 0 : 2),
            (.reloadPlugin, pluginName == nil ? 0 : 1),
        ])
        switch kind {
        case .down:
            let view = random.element(of: touchable) + 1
            let id = nextFinger
            nextFinger += 1
            return .down(finger: id, view: view, at: point(in: views[view - 1]))
        case .move:
            let finger = random.element(of: fingers)
            return .move(finger: finger.id, to: move(from: finger.at, in: views[finger.view - 1]))
        case .up:
            return .up(finger: random.element(of: fingers).id)
        case .cancel:
            return .cancel(finger: random.element(of: fingers).id)
        case .tap:
            let view = random.element(of: touchable)
            return .tap(view: view + 1, at: point(in: views[view]), count: random.chance(0.8) ? 1 : random.int(in: 2...3))
        case .drag:
            let view = random.element(of: touchable)
            let from = point(in: views[view])
            let to = random.chance(0.5) ? point(in: views[view]) : move(from: from, in: views[view])
            return .drag(view: view + 1, from: from, to: to, steps: random.int(in: 1...12), duration: milliseconds(in: 0.02...1.2))
        case .longPress:
            let view = random.element(of: touchable)
            return .longPress(view: view + 1, at: point(in: views[view]),
                              duration: random.element(of: [0.3, 0.5, 0.6, 0.75, 1, 1.5, 2]))
        case .swipe:
            let view = random.element(of: touchable)
            return .swipe(view: view + 1, from: point(in: views[view]), direction: random.element(of: ["left", "right", "up", "down"]),
                          distance: Double(random.int(in: 30...250)))
        case .pinch:
            return .pinch(view: random.element(of: pinchable) + 1, from: scale(), to: scale())
        case .rotate:
            let angle = Double(random.int(in: 1...200)) / 100
            return .rotate(view: random.element(of: pinchable) + 1, by: random.chance(0.5) ? angle : -angle)
        case .wait:
            return .wait(pause())
        case .set:
            let view = random.element(of: settable)
            let property = random.element(of: FuzzProperty.of(views[view]))
            return .set(view: view + 1, property: property.name, value: value(for: property, of: views[view], session: session))
        case .reattach:
            return .reattach(view: random.element(of: touchable) + 1)
        case .reloadData:
            return .reloadData(view: random.element(of: tables) + 1)
        case .reloadPlugin:
            return .reloadPlugin(pluginName ?? "")
        }
    }

    // MARK: Where

    /// A point for a finger in a view's coordinates, on a half-point grid.
    private mutating func point(in view: View) -> FuzzPoint {
        let bounds = view.bounds
        let slop = (view as? Control)?.touchSlop ?? 0
        let subviews = view.subviews.filter { !$0.isHidden && $0.frame.width > 0 && $0.frame.height > 0 }
        enum Where { case inside, edge, slop, subview, centre, outside, thumb }
        let place: Where = random.weighted([
            (.inside, 30), (.edge, 20), (.slop, slop > 0 ? 12 : 0), (.subview, subviews.isEmpty ? 0 : 15),
            (.centre, 5), (.outside, 10), (.thumb, view is Slider ? 10 : 0),
        ])
        switch place {
        case .inside:
            return grid(random.double(in: bounds.minX...bounds.maxX), random.double(in: bounds.minY...bounds.maxY))
        case .edge, .slop:
            let margin = place == .slop ? slop : 0
            return near(bounds.insetBy(dx: -margin, dy: -margin))
        case .subview:
            let frame = random.element(of: subviews).frame
            return grid(random.double(in: frame.minX...frame.maxX), random.double(in: frame.minY...frame.maxY))
        case .centre:
            return grid(bounds.midX, bounds.midY)
        case .outside:
            let reach = Double(random.int(in: 1...150))
            let outer = bounds.insetBy(dx: -reach, dy: -reach)
            return grid(random.double(in: outer.minX...outer.maxX), random.double(in: outer.minY...outer.maxY))
        case .thumb:
            let thumb = (view as! Slider).currentThumbRect
            return grid(random.double(in: thumb.minX...thumb.maxX), random.double(in: thumb.minY...thumb.maxY))
        }
    }

    /// A point on or just beside one of a rectangle's edges.
    private mutating func near(_ rect: Rect) -> FuzzPoint {
        let offset = Double(random.int(in: -6...6)) / 2
        let along = random.unit()
        switch random.below(4) {
        case 0: return grid(rect.minX + offset, rect.minY + along * rect.height)
        case 1: return grid(rect.maxX + offset, rect.minY + along * rect.height)
        case 2: return grid(rect.minX + along * rect.width, rect.minY + offset)
        default: return grid(rect.minX + along * rect.width, rect.maxY + offset)
        }
    }

    /// Where a finger goes next: a small step, a longer one, a jump elsewhere, or across the
    /// nearest edge of the view.
    private mutating func move(from start: FuzzPoint, in view: View) -> FuzzPoint {
        switch random.weighted([(0, 40), (1, 30), (2, 20), (3, 10)]) {
        case 0: return grid(start.x + Double(random.int(in: -16...16)) / 2, start.y + Double(random.int(in: -16...16)) / 2)
        case 1: return grid(start.x + Double(random.int(in: -60...60)), start.y + Double(random.int(in: -60...60)))
        case 2: return point(in: view)
        default:
            let bounds = view.bounds
            let across = random.chance(0.5) ? (start.x < bounds.midX ? bounds.maxX + 5 : bounds.minX - 5) : start.x
            let down = across == start.x ? (start.y < bounds.midY ? bounds.maxY + 5 : bounds.minY - 5) : start.y
            return grid(across, down)
        }
    }

    private func grid(_ x: Double, _ y: Double) -> FuzzPoint {
        FuzzPoint((x * 2).rounded() / 2, (y * 2).rounded() / 2)
    }

    // MARK: When and what

    /// A clock step: mostly short, sometimes just past one of UIKit's thresholds (a tap's
    /// 0.35 s, the highlight's 0.12 s, a stepper's 0.5 s, a long press's 0.5 s), sometimes long.
    private mutating func pause() -> Double {
        switch random.weighted([(0, 40), (1, 30), (2, 15), (3, 15)]) {
        case 0: return milliseconds(in: 0.001...0.05)
        case 1: return milliseconds(in: 0.05...0.3)
        case 2: return random.element(of: [0.12, 0.121, 0.35, 0.351, 0.5, 0.501, 0.75, 1, 4])
        default: return milliseconds(in: 0.3...3)
        }
    }

    private mutating func milliseconds(in range: ClosedRange<Double>) -> Double {
        Double(random.int(in: Int(range.lowerBound * 1000)...Int(range.upperBound * 1000))) / 1000
    }

    private mutating func scale() -> Double {
        Double(random.int(in: 5...25)) / 10
    }

    /// A value for a property: near the view's current numbers, at simple numbers, far out, and
    /// now and then NaN or an infinity.
    private mutating func value(for property: FuzzProperty, of view: View, session: ScriptSession) -> FuzzValue {
        switch property.kind {
        case .boolean:
            return .boolean(random.chance(0.5))
        case .integer(let range):
            return .integer(random.int(in: range))
        case .number:
            let current = FuzzProperty.currentNumbers(of: view, session: session)
            switch random.weighted([(0, current.isEmpty ? 0 : 40), (1, 25), (2, 20), (3, 10), (4, 5)]) {
            case 0:
                let near = random.element(of: current) + random.element(of: [0, 0.5, -0.5, 1, -1, 0.01, -0.01])
                return .number(abs(near) < 1e9 ? (near * 1000).rounded() / 1000 : near)
            case 1:
                return .number(random.element(of: [0, 1, -1, 0.5, 2, 5, 10, 100]))
            case 2:
                return .number(Double(random.int(in: -200...200)) / 4)
            case 3:
                return .number(random.element(of: [1e6, -1e6, 1e12, -1e12]))
            default:
                return .number(random.element(of: [Double.nan, .infinity, -.infinity]))
            }
        }
    }

    /// Whether a pinch or rotation recognizer sees touches on the view: its own, a subview's
    /// or an ancestor's.
    private static func hasTwoFingerRecognizer(_ view: View) -> Bool {
        func twoFinger(_ candidate: View) -> Bool {
            candidate.gestureRecognizers.contains { $0 is PinchGestureRecognizer || $0 is RotationGestureRecognizer }
        }
        var ancestor: View? = view
        while let current = ancestor {
            if twoFinger(current) { return true }
            ancestor = current.superview
        }
        func below(_ candidate: View) -> Bool { candidate.subviews.contains { twoFinger($0) || below($0) } }
        return below(view)
    }
}
