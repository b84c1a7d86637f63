import ControlKit
import LuaKit

/// The invariants a plugin's classes declare and the fuzz set-up returns (`DeclaredInvariant`),
/// run at every check on every view of theirs.
extension InvariantWatch {
    /// The values a standard control's `step.before` holds.
    private static func standardProperties(of view: View) -> [(String, LuaValue)] {
        switch view {
        case let slider as Slider:
            [("value", .number(slider.value)), ("minimumValue", .number(slider.minimumValue)),
             ("maximumValue", .number(slider.maximumValue))]
        case let stepper as Stepper:
            [("value", .number(stepper.value)), ("minimumValue", .number(stepper.minimumValue)),
             ("maximumValue", .number(stepper.maximumValue))]
        case let toggle as Switch: [("isOn", .boolean(toggle.isOn))]
        case let segmented as SegmentedControl: [("selectedSegmentIndex", .integer(segmented.selectedSegmentIndex))]
        case let pages as PageControl: [("currentPage", .integer(pages.currentPage)), ("numberOfPages", .integer(pages.numberOfPages))]
        default: []
        }
    }

    /// Runs every declared invariant on its view, then remembers what the next run compares with.
    func runDeclaredInvariants() {
        guard let session else { return }
        var checks: [(View, DeclaredInvariant)] = []
        var subjects: [View] = []
        for view in viewsInViews() {
            guard let behavior = ScriptedBehavior.of(view) else { continue }
            let invariants = behavior.definition.allInvariants
            guard !invariants.isEmpty else { continue }
            subjects.append(view)
            checks += invariants.map { (view, $0) }
        }
        if let first = views.first, !setUpInvariants.isEmpty {
            if !subjects.contains(where: { $0 === first }) { subjects.append(first) }
            checks += setUpInvariants.map { (first, $0) }
        }
        guard !checks.isEmpty else { return }
        for (view, invariant) in checks {
            guard limitInInvariant == nil else { return }
            run(invariant, on: view, in: session)
        }
        for view in subjects {
            let watched = (view as? Control).map(record(of:))
            watched?.sentSinceCheck = [:]
            watched?.before = try? snapshot(of: view, in: session)
        }
    }

    /// Every view in the views' subtrees, each depth first.
    private func viewsInViews() -> [View] {
        var found: [View] = []
        func visit(_ view: View) {
            found.append(view)
            for subview in view.subviews { visit(subview) }
        }
        for view in views { visit(view) }
        return found
    }

    /// Calls one invariant with its view and `step`, and reports what it answers.
    private func run(_ invariant: DeclaredInvariant, on view: View, in session: ScriptSession) {
        let name = self.name(of: view)
        isRunningInvariant = true
        defer { isRunningInvariant = false }
        do {
            let step = try stepTable(for: view, in: session)
            let results = try invariant.function.call([try session.luaValue(for: view), .table(step)])
            guard !(results.first?.isTruthy ?? false) else { return }
            var message = "\(name): it answered \(results.first.map { session.describe($0) } ?? "nothing")"
            if results.count > 1, case .string(let text) = results[1] { message = "\(name): \(text)" }
            report(FuzzViolation(declared: invariant.name, at: invariant.place, culprit: .control, control: name,
                                 message: message, time: now), from: view)
        } catch {
            switch error.kind {
            case .budgetExhausted, .interrupted, .memory: limitInInvariant = error
            default: break
            }
            report(FuzzViolation(declared: invariant.name, at: invariant.place, culprit: .invariant, control: name,
                                 message: "checking \(name) raised an error: \(error.message)", time: now), from: view)
        }
    }

    /// `step`: `sent`, the events the view sent since the last check by name with their counts,
    /// and `before`, its properties' values then.
    private func stepTable(for view: View, in session: ScriptSession) throws(LuaError) -> LuaRef {
        let step = try session.lua.newTable()
        let sent = try session.lua.newTable()
        let watched = (view as? Control).map(record(of:))
        for (event, count) in watched?.sentSinceCheck ?? [:] { try sent.rawSet(.string(event), .integer(count)) }
        try step.rawSet("sent", .table(sent))
        if let before = watched?.before {
            try step.rawSet("before", .table(before))
        } else {
            try step.rawSet("before", .table(try snapshot(of: view, in: session)))
        }
        return step
    }

    /// The view's declared properties (a Lua-defined class's stored ones) or a standard
    /// control's values, as a table.
    private func snapshot(of view: View, in session: ScriptSession) throws(LuaError) -> LuaRef {
        let table = try session.lua.newTable()
        if let behavior = ScriptedBehavior.of(view) {
            let state = try behavior.state(of: view)
            for property in behavior.definition.allProperties where property.get == nil {
                try table.rawSet(.string(property.name), try state.rawGet(.string(property.name)))
            }
            return table
        }
        for (name, value) in Self.standardProperties(of: view) { try table.rawSet(.string(name), value) }
        return table
    }
}
