import ControlKit

/// Where the touches and gestures scripts make meet the model: aiming a synthesized touch at a
/// view (and what happens when it would land elsewhere, uikit-rules §2.6), the fingers a
/// `touch(view)` chain holds down between its steps, and the Lua functions registered as
/// gesture recognizers' targets.
///
/// It reaches the stage (its window, application and misdirected-touch policy), nothing else.
final class TouchWiring {
    /// The fingers `touch(view):down()` put down and no step has lifted yet, by the identifier
    /// the chain keeps.
    var activeTouches: [Int: Touch] = [:]
    /// The identifier the next finger put down gets.
    var nextTouch = 1
    /// The Lua functions registered as gesture recognizers' targets, and their delegates' links.
    var gestureScripts = GestureScriptTable()

    private let stage: SessionStage

    init(stage: SessionStage) {
        self.stage = stage
    }

    /// Forgets the fingers down (the model they touched is being replaced).
    func reset() {
        activeTouches.removeAll()
    }

    /// A view's centre in its own coordinates, once its window's due layout has run (UIKit lays
    /// out before touches arrive).
    func center(of view: View) -> Point {
        view.window?.layoutIfNeeded()
        return Point(x: view.bounds.midX, y: view.bounds.midY)
    }

    /// The window point for a point in a view, after checking that a touch there lands on the
    /// view (or one of its subviews). A view outside the session's window cannot be touched.
    func aim(_ gesture: String, at point: Point, in view: View) throws -> Point {
        guard view.window === stage.window else {
            throw ScriptError.message("\(gesture): \(stage.application.name(of: view)) is not in the window (add it with window:addSubview)")
        }
        stage.window.layoutIfNeeded()
        let location = view.convert(point, to: stage.window)
        let hit = stage.window.hitTest(location, with: nil)
        guard stage.misdirectedTouches != .ignore, hit.map({ $0 === view || $0.isDescendant(of: view) }) != true else { return location }
        let intended = stage.application.name(of: view)
        let at = "{\(point.x.compactText), \(point.y.compactText)}"
        let message: String
        if let hit, !view.isDescendant(of: hit) {
            message = "\(gesture) at \(at) hit \(stage.application.name(of: hit)), which covers \(intended)"
        } else {
            message = "\(gesture) at \(at) hit \(hit.map { stage.application.name(of: $0).description } ?? "nothing") instead of \(intended)"
        }
        if stage.misdirectedTouches == .error { throw ScriptError.message(message) }
        stage.application.note(message, from: view)
        return location
    }
}
