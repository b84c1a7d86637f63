import Testing
@testable import ControlKit

/// What the dispatch table's work grows with: adding or removing a registration visits a few
/// entries however many others the control has, a pass visits each entry once, and through any
/// mix of changes the table agrees with the rules of §3.1–§3.5 applied to a plain array.
@Suite("Dispatch table: cost and index (§3)")
struct DispatchTableCostTests {
    /// The kinds of registration a control is given many of, one per add.
    enum Kind: CaseIterable, CustomTestStringConvertible {
        case weakTargets, linkedTargets, ownedTargets, closures, identifiedClosures
        case oneTargetManyActions, untargetedActions, oneTargetReAdded

        var testDescription: String { "\(self)" }

        /// Whether `removals` takes the registrations away one by one: removing by target clears
        /// the events from every registration of that target (of all, for a nil target), so
        /// removing one of many that share a target costs what they number, as UIKit's rules say.
        var removesOneByOne: Bool {
            switch self {
            case .oneTargetManyActions, .untargetedActions, .oneTargetReAdded: false
            default: true
            }
        }

        /// `count` registrations of this kind on `control`, and the calls removing each.
        func registrations(_ count: Int, on control: Control) -> (adds: [() -> Void], removals: [() -> Void]) {
            switch self {
            case .weakTargets: return targets((0..<count).map { _ in ActionLog() }, on: control)
            case .linkedTargets: return targets((0..<count).map { _ in View() }, on: control)
            case .ownedTargets: return targets((0..<count).map { OwnedTarget(key: $0) }, on: control)
            case .closures:
                let actions = (0..<count).map { _ in Action { _, _ in } }
                return (actions.map { action in { control.addAction(action, for: .valueChanged) } },
                        actions.map { action in { control.removeAction(action, for: .allEvents) } })
            case .identifiedClosures:
                let actions = (0..<count).map { Action(identifier: "action \($0)") { _, _ in } }
                return (actions.map { action in { control.addAction(action, for: .valueChanged) } },
                        actions.map { action in { control.removeAction(identifiedBy: action.identifier!, for: .allEvents) } })
            case .oneTargetManyActions:
                let log = ActionLog()
                return ((0..<count).map { index in { control.addTarget(log, action: ActionName("a\(index)"), for: .valueChanged) } }, [])
            case .untargetedActions:
                return ((0..<count).map { index in { control.addTarget(nil, action: ActionName("a\(index)"), for: .valueChanged) } }, [])
            case .oneTargetReAdded:
                let log = ActionLog()
                return ((0..<count).map { _ in { control.addTarget(log, action: "a", for: .valueChanged) } }, [])
            }
        }

        private func targets(_ targets: [any ActionTarget], on control: Control) -> (adds: [() -> Void], removals: [() -> Void]) {
            (targets.map { target in { control.addTarget(target, action: "a", for: .valueChanged) } },
             targets.map { target in { control.removeTarget(target, action: nil, for: .allEvents) } })
        }
    }

    /// The entries visited per add while `count` registrations of `kind` are added to a control,
    /// then per removal while they are removed one by one (0 when the kind is not removed so).
    private func visitsPerOperation(_ kind: Kind, count: Int) -> (add: Double, removal: Double) {
        let control = Control()
        let (adds, removals) = kind.registrations(count, on: control)
        let start = control.dispatchTable.entryVisits
        for add in adds { add() }
        let added = control.dispatchTable.entryVisits
        for remove in removals { remove() }
        if kind.removesOneByOne { #expect(control.dispatchTable.allEntries().isEmpty) }
        let removed = control.dispatchTable.entryVisits
        return (Double(added - start) / Double(count), Double(removed - added) / Double(count))
    }

    @Test("§3.1, §3.4: an add or a removal visits a few entries, as few among 16,000 registrations as among 1,000",
          arguments: Kind.allCases)
    func addAndRemoveCostDoesNotGrow(kind: Kind) {
        let small = visitsPerOperation(kind, count: 1_000)
        let large = visitsPerOperation(kind, count: 16_000)
        #expect(small.add <= 6 && small.removal <= 8)
        #expect(large.add <= small.add * 1.02)
        #expect(large.removal <= small.removal * 1.02)
    }

    @Test("§3.2: a pass visits each registration once; a pass of the same events again visits none")
    func passVisitsEachEntryOnce() {
        let control = Control()
        let logs = (0..<5_000).map { _ in ActionLog() }
        for log in logs { control.addTarget(log, action: "a", for: .valueChanged) }
        let before = control.dispatchTable.entryVisits
        control.sendActions(for: .valueChanged)
        #expect(control.dispatchTable.entryVisits - before == logs.count)
        control.sendActions(for: .valueChanged)
        #expect(control.dispatchTable.entryVisits - before == logs.count)
        #expect(logs.allSatisfy { $0.calls.count == 2 })
    }

    @Test("§3.5: actions(forTarget:) visits the target's own registrations, not the others'")
    func actionsForTargetVisitsItsOwn() {
        let control = Control()
        let logs = (0..<5_000).map { _ in ActionLog() }
        for log in logs { control.addTarget(log, action: "a", for: .valueChanged) }
        control.addTarget(logs[7], action: "b", for: .touchDown)
        let before = control.dispatchTable.entryVisits
        #expect(control.actions(forTarget: logs[7], forControlEvent: []) == ["a", "b"])
        #expect(control.dispatchTable.entryVisits - before <= 3)
    }

    @Test("a registration-owned target is found by its key while a registration has it (an emptied one too, §3.4)")
    func ownedTargetByKey() {
        let control = Control()
        let target = OwnedTarget(key: 1)
        control.addTarget(target, action: "a", for: .touchDown)
        control.addTarget(target, action: "b", for: .touchDown)
        #expect(control.registeredTarget(forKey: 1) === target)
        #expect(control.registeredTarget(forKey: 2) == nil)
        control.removeTarget(target, action: "a", for: .touchDown)
        #expect(control.registeredTarget(forKey: 1) === target, "b stays, with no events")
        control.removeTarget(target, action: "b", for: .allEvents)
        #expect(control.registeredTarget(forKey: 1) == nil)
        control.addTarget(target, action: "a", for: .touchDown)
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.registeredTarget(forKey: 1) == nil)
    }

    @Test("§3.1–§3.5: through 4,000 pseudo-random adds, removals and released targets, the table agrees with a plain array")
    func agreesWithAPlainArray() throws {
        var random = SplitMix(seed: 32)
        let control = Control()
        let model = PlainTable()
        var logs = (0..<4).map { _ in ActionLog() }
        let closures = [Action(identifier: "x") { _, _ in }, Action(identifier: "x") { _, _ in },
                        Action(identifier: "y") { _, _ in }, Action { _, _ in }, Action { _, _ in }]
        let actions: [ActionName] = ["a", "b", "c"]
        let allEvents: [Control.Event] = [.touchDown, .touchUpInside, .valueChanged]
        func events() -> Control.Event {
            allEvents.reduce(into: []) { mask, event in if Bool.random(using: &random) { mask.formUnion(event) } }
        }
        func target() -> ActionLog? { Int.random(in: 0..<5, using: &random) == 0 ? nil : logs.randomElement(using: &random) }
        for step in 0..<4_000 {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<35:
                let (target, action, events) = (target(), actions.randomElement(using: &random)!, events())
                control.addTarget(target, action: action, for: events)
                model.add(target: target, action: action, events: events)
            case 35..<45:
                let (closure, events) = (closures.randomElement(using: &random)!, events())
                control.addAction(closure, for: events)
                model.add(closure: closure, events: events)
            case 45..<70:
                let (target, events) = (target(), events())
                let action = Bool.random(using: &random) ? nil : actions.randomElement(using: &random)
                control.removeTarget(target, action: action, for: events)
                model.remove(target: target, action: action, events: events)
            case 70..<78:
                let (closure, events) = (closures.randomElement(using: &random)!, events())
                control.removeAction(closure, for: events)
                model.removeClosures(matching: { $0.isSameRegistration(as: closure) }, events: events)
            case 78..<85:
                let (identifier, events) = (["x", "y"].randomElement(using: &random)!, events())
                control.removeAction(identifiedBy: identifier, for: events)
                model.removeClosures(matching: { $0.identifier == identifier }, events: events)
            default:
                logs[Int.random(in: 0..<logs.count, using: &random)] = ActionLog()
            }
            let entries = control.dispatchTable.allEntries().map(PlainTable.Row.init)
            try #require(entries == model.rows, "step \(step)")
            #expect(control.allTargets == model.allTargets, "step \(step)")
            #expect(control.allControlEvents == model.rows.reduce(into: []) { $0.formUnion($1.events) }, "step \(step)")
            for log in logs {
                let event = events()
                #expect(control.actions(forTarget: log, forControlEvent: event) == model.actions(of: log, for: event), "step \(step)")
            }
            let sent = events()
            #expect(control.dispatchTable.entries(matching: sent).map(PlainTable.Row.init)
                    == model.rows.filter { !$0.events.isDisjoint(with: sent) }, "step \(step)")
        }
    }
}

/// A registration-owned target with a key of its own.
private final class OwnedTarget: RegistrationOwnedTarget {
    let key: Int
    init(key: Int) { self.key = key }
    var registrationKey: Int { key }
    func responds(to action: ActionName) -> Bool { true }
    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {}
}

/// The rules of §3.1, §3.4 and §3.5 on a plain array searched from end to end, each edit making
/// a new array: what the dispatch table must agree with.
private final class PlainTable {
    struct Entry {
        weak var target: ActionLog?
        let wasGiven: Bool
        let action: ActionName?
        let closure: Action?
        var events: Control.Event
    }

    /// What is compared of an entry: its live target, whether one was given, its performer and events.
    struct Row: Equatable {
        let target: ObjectIdentifier?
        let wasGiven: Bool
        let action: ActionName?
        let closure: ObjectIdentifier?
        let events: Control.Event

        init(_ entry: DispatchTable.Entry) {
            target = entry.target.map { ObjectIdentifier($0) }
            wasGiven = entry.registeredTarget.wasGiven
            action = entry.actionName
            closure = entry.closure.map { ObjectIdentifier($0) }
            events = entry.events
        }

        init(_ entry: Entry) {
            target = entry.target.map { ObjectIdentifier($0) }
            wasGiven = entry.wasGiven
            action = entry.action
            closure = entry.closure.map { ObjectIdentifier($0) }
            events = entry.events
        }
    }

    private var entries: [Entry] = []

    var rows: [Row] { entries.map(Row.init) }

    var allTargets: [TargetReference] {
        var result: [TargetReference] = []
        for entry in entries {
            let reference: TargetReference
            if let target = entry.target { reference = .target(target) } else if entry.action != nil { reference = .null } else { continue }
            if !result.contains(reference) { result.append(reference) }
        }
        return result
    }

    func actions(of target: ActionLog, for event: Control.Event) -> [ActionName]? {
        let names = entries.compactMap { $0.target === target && $0.events.isSuperset(of: event) ? $0.action : nil }
        return names.isEmpty ? nil : names
    }

    func add(target: ActionLog?, action: ActionName, events: Control.Event) {
        guard !events.isEmpty else { return }
        var merged = events
        let matches = { (entry: Entry) in entry.action == action && (target == nil ? !entry.wasGiven : entry.target === target) }
        if let index = entries.firstIndex(where: matches) { merged.formUnion(entries.remove(at: index).events) }
        entries.append(Entry(target: target, wasGiven: target != nil, action: action, closure: nil, events: merged))
    }

    func add(closure: Action, events: Control.Event) {
        guard !events.isEmpty else { return }
        var merged = events
        if let index = entries.firstIndex(where: { $0.closure?.isSameRegistration(as: closure) ?? false }) {
            merged.formUnion(entries.remove(at: index).events)
        }
        entries.append(Entry(target: nil, wasGiven: false, action: nil, closure: closure, events: merged))
    }

    func remove(target: ActionLog?, action: ActionName?, events: Control.Event) {
        entries = entries.compactMap { entry in
            guard target == nil || entry.target === target else { return entry }
            var kept = entry
            kept.events.subtract(events)
            return kept.events.isEmpty && (action == nil || action == entry.action) ? nil : kept
        }
    }

    func removeClosures(matching matches: (Action) -> Bool, events: Control.Event) {
        entries = entries.compactMap { entry in
            guard let closure = entry.closure, matches(closure) else { return entry }
            var kept = entry
            kept.events.subtract(events)
            return kept.events.isEmpty ? nil : kept
        }
    }
}

/// A small seeded generator (SplitMix64), so the pseudo-random run is the same every time.
private struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
