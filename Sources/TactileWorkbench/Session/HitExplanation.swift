import ControlKit
import TactileScripting

/// Where a finger that went down landed, and, when a control lies under the finger but did not
/// get the touch, why: hit testing skips hidden, transparent and non-interactive views, points
/// outside a superview's bounds and disabled controls, and the frontmost view under the finger
/// wins (uikit-rules §2.1.1, §2.1.2). The traffic notes a script's misdirected touch the same way.
struct HitExplanation {
    let session: ScriptSession

    func report(at point: Point) -> HitReport {
        let window = session.stage.window
        let hit = window.hitTest(point, with: nil)
        let reader = ViewTreeReader(session: session)
        var report = HitReport(x: point.x, y: point.y, path: hit.flatMap(reader.path(of:)),
                               view: hit.map(name(of:)), explanation: nil)
        guard let control = frontmostControl(under: point, in: window) else {
            if hit == nil || hit === window { report.explanation = "no control under the finger" }
            return report
        }
        if let hit, hit === control || hit.isDescendant(of: control) { return report }
        report.explanation = reason(control, missedFor: hit, at: point)
        return report
    }

    /// Why the hit test passed over `control`.
    private func reason(_ control: Control, missedFor hit: View?, at point: Point) -> String {
        let controlName = name(of: control)
        if !control.isEnabled {
            return "\(controlName) is under the finger, but it is disabled (isEnabled false): a disabled control lets touches through"
        }
        var view: View? = control
        while let current = view, current !== session.stage.window {
            let whose = current === control ? controlName : "its superview \(name(of: current))"
            if current.isHidden { return "\(controlName) is under the finger, but \(whose) is hidden" }
            if current.alpha < 0.01 { return "\(controlName) is under the finger, but \(whose) is transparent (alpha below 0.01)" }
            if !current.isUserInteractionEnabled {
                return "\(controlName) is under the finger, but \(whose) has isUserInteractionEnabled false"
            }
            if let superview = current.superview, !superview.point(inside: superview.convert(point, from: nil), with: nil) {
                return "\(controlName) is under the finger, but outside \(name(of: superview))'s bounds, where hit testing does not look"
            }
            view = current.superview
        }
        guard let hit else { return "\(controlName) is under the finger, but the hit test found no view" }
        return "\(name(of: hit)) covers \(controlName)"
    }

    /// The frontmost control whose frame holds the point, whatever would keep the hit test from it.
    private func frontmostControl(under point: Point, in view: View) -> Control? {
        for subview in view.subviews.reversed() {
            if let found = frontmostControl(under: point, in: subview) { return found }
        }
        guard let control = view as? Control else { return nil }
        return control.convert(control.bounds, to: nil).contains(point) ? control : nil
    }

    private func name(of view: View) -> String {
        session.stage.application.existingName(of: view)?.description ?? ViewTreeReader.className(of: view)
    }
}
