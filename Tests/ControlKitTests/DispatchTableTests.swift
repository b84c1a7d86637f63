import Testing
@testable import ControlKit

/// The dispatch table, uikit-rules §3.1, §3.2, §3.4, §3.5 (checklist §9.4).
@Suite("Dispatch table (§3)")
struct DispatchTableTests {
    private let application = Application()
    private let control = Control()

    init() {
        control.application = application
    }

    @Test("§3.1: adding the same target and action twice merges the events and moves the entry to the end")
    func duplicateMergesAndMoves() {
        let a = ActionLog(), b = ActionLog()
        control.addTarget(a, action: "first", for: .touchDown)
        control.addTarget(b, action: "second", for: .touchDown)
        control.addTarget(a, action: "first", for: .touchUpInside)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(a.calls.count == 1 && b.calls.count == 1)
        #expect(control.actions(forTarget: a, forControlEvent: [.touchDown, .touchUpInside]) == ["first"])
        var order: [String] = []
        control.addAction(Action { _, _ in order.append("closure") }, for: .valueChanged)
        let c = ActionLog()
        control.addTarget(c, action: "c", for: .valueChanged)
        control.addTarget(a, action: "first", for: .valueChanged)
        control.addTarget(b, action: "second", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        let delivered = application.traffic.records.filter { $0.kind == .delivered && $0.controlEvent == .valueChanged }.map { $0.action ?? "" }
        #expect(delivered == ["closure", "c", "first", "second"])
    }

    @Test("§3.1: re-adding an identical pair does not deliver twice")
    func idempotentAdd() {
        let log = ActionLog()
        control.addTarget(log, action: "tap", for: .touchUpInside)
        control.addTarget(log, action: "tap", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.calls.count == 1)
    }

    @Test("§3.1: different action names on the same target are separate entries, each called")
    func differentActions() {
        let log = ActionLog()
        control.addTarget(log, action: "tap", for: .touchUpInside)
        control.addTarget(log, action: "tap:", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.actions == ["tap", "tap:"])
    }

    @Test("§3.1, §9.4: an empty event mask is ignored")
    func zeroMaskIgnored() {
        let log = ActionLog()
        control.addTarget(log, action: "tap", for: [])
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("§3.2, §9.4: an entry whose mask matches several sent bits is called once per pass")
    func oncePerPass() {
        let log = ActionLog()
        control.addTarget(log, action: "any", for: .allTouchEvents)
        control.sendActions(for: [.touchDown, .touchDragInside, .touchUpInside])
        #expect(log.calls.count == 1)
    }

    @Test("§3.2, §9.4: a pass iterates a snapshot; targets added or removed by an action take effect on the next pass")
    func snapshotIteration() {
        let late = ActionLog(), removed = ActionLog()
        control.addAction(Action { [control] _, _ in
            control.addTarget(late, action: "late", for: .valueChanged)
            control.removeTarget(removed, action: nil, for: .allEvents)
        }, for: .valueChanged)
        control.addTarget(removed, action: "removed", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(late.calls.isEmpty)
        #expect(removed.calls.count == 1)
        control.sendActions(for: .valueChanged)
        #expect(late.calls.count == 1)
        #expect(removed.calls.count == 1)
    }

    @Test("§3.4, §8.6: removeTarget clears the events from all of the target's actions, whatever action is named")
    func removeIgnoresAction() {
        let log = ActionLog()
        control.addTarget(log, action: "a", for: .touchUpInside)
        control.addTarget(log, action: "b", for: [.touchUpInside, .touchDown])
        control.removeTarget(log, action: "a", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.calls.isEmpty)
        control.sendActions(for: .touchDown)
        #expect(log.actions == ["b"])
    }

    @Test("§3.4, §9.4: an emptied entry stays (keeping its target in allTargets) unless the action is nil or its own")
    func emptiedEntryRetention() {
        let log = ActionLog()
        control.addTarget(log, action: "a", for: .touchUpInside)
        control.removeTarget(log, action: "other", for: .touchUpInside)
        #expect(control.allTargets == [.target(log)])
        #expect(control.allControlEvents.isEmpty)
        control.removeTarget(log, action: "a", for: .touchUpInside)
        #expect(control.allTargets.isEmpty)
        control.addTarget(log, action: "a", for: .touchUpInside)
        control.removeTarget(log, action: nil, for: .touchUpInside)
        #expect(control.allTargets.isEmpty)
    }

    @Test("§3.4: removeTarget with a nil target and nil action for all events empties the table, closures included")
    func removeAll() {
        control.addTarget(ActionLog(), action: "a", for: .touchDown)
        control.addTarget(nil, action: "b", for: .touchDown)
        control.addAction(Action { _, _ in }, for: .touchDown)
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
        control.sendActions(for: .touchDown)
        #expect(application.traffic.records.filter { $0.kind != .emitted }.isEmpty)
    }

    @Test("§3.4: a nil-target entry is removed only by removeTarget with a nil target")
    func nilTargetRemoval() {
        let log = ActionLog()
        control.addTarget(nil, action: "b", for: .touchDown)
        control.removeTarget(log, action: nil, for: .touchDown)
        #expect(control.allControlEvents == .touchDown)
        control.removeTarget(nil, action: "b", for: .touchDown)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("§3.5, §9.4: allTargets lists live targets and null for nil-target entries; closures add nothing")
    func allTargets() {
        let log = ActionLog()
        control.addTarget(log, action: "a", for: .touchDown)
        control.addTarget(log, action: "b", for: .touchDown)
        control.addTarget(nil, action: "c", for: .touchDown)
        control.addAction(Action { _, _ in }, for: .touchDown)
        #expect(control.allTargets == [.target(log), .null])
    }

    @Test("§3.5: allControlEvents is the union of every entry's events")
    func allControlEvents() {
        control.addTarget(ActionLog(), action: "a", for: .touchDown)
        control.addAction(Action { _, _ in }, for: .valueChanged)
        #expect(control.allControlEvents == [.touchDown, .valueChanged])
    }

    @Test("§3.5, §9.4: actions(forTarget:) needs all bits of the event, and is nil (not empty) when none; nil target gives nil")
    func actionsForTarget() {
        let log = ActionLog()
        control.addTarget(log, action: "a", for: [.touchDown, .touchUpInside])
        control.addTarget(log, action: "b", for: .touchDown)
        control.addTarget(nil, action: "c", for: .touchDown)
        #expect(control.actions(forTarget: log, forControlEvent: .touchDown) == ["a", "b"])
        #expect(control.actions(forTarget: log, forControlEvent: [.touchDown, .touchUpInside]) == ["a"])
        #expect(control.actions(forTarget: log, forControlEvent: .valueChanged) == nil)
        #expect(control.actions(forTarget: ActionLog(), forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchDown) == nil)
    }

    @Test("§3.1: targets are held weakly — a released target is no longer in allTargets and receives nothing")
    func weakTargets() {
        var log: ActionLog? = ActionLog()
        weak let weakLog = log
        control.addTarget(log, action: "a", for: .touchDown)
        log = nil
        #expect(weakLog == nil)
        #expect(control.allTargets == [.null])
        control.sendActions(for: .touchDown)
        #expect(application.traffic.records.contains { $0.kind == .unhandled && $0.route == .responderChain })
        #expect(application.traffic.records.contains {
            $0.kind == .note && $0.message == "target of a was released; the action goes up the responder chain"
        })
    }

    @Test("§3.1, §8.13: a released target's action goes up the responder chain by default, or is dropped when configured")
    func releasedTargetPolicy() {
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let container = RespondingView(understood: ["a"])
        window.addSubview(container)
        container.addSubview(control)
        var log: ActionLog? = ActionLog()
        control.addTarget(log, action: "a", for: .touchDown)
        log = nil
        control.sendActions(for: .touchDown)
        #expect(container.log.calls.count == 1)
        application.releasedTargets = .dropAction
        control.sendActions(for: .touchDown)
        #expect(container.log.calls.count == 1)
        #expect(application.traffic.records.last?.kind == .note)
    }

    @Test("§3.1: closure actions are held strongly and uniqued by identifier")
    func closureActions() {
        var calls: [String] = []
        do {
            let action = Action(identifier: "greet") { _, _ in calls.append("first") }
            control.addAction(action, for: .touchDown)
        }
        control.sendActions(for: .touchDown)
        #expect(calls == ["first"])
        control.addAction(Action(identifier: "greet") { _, _ in calls.append("second") }, for: .touchUpInside)
        control.sendActions(for: .touchDown)
        #expect(calls == ["first", "second"], "the replacement inherits the merged events")
        control.removeAction(identifiedBy: "greet", for: .allEvents)
        control.sendActions(for: .touchDown)
        #expect(calls.count == 2)
    }

    @Test("§3.1: an action without identifier is its own identity; removeAction clears its events")
    func removeClosure() {
        var count = 0
        let action = Action { _, _ in count += 1 }
        control.addAction(action, for: [.touchDown, .touchUpInside])
        control.addAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(count == 1)
        control.removeAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        #expect(count == 2)
    }
}
