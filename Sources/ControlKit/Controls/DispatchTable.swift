/// A control's ordered list of registrations: who receives which events (uikit-rules §3).
///
/// Each entry pairs a performer — a weakly held target with an action name, or a strongly held
/// closure action — with an event mask. Lookups for a mask are cached until the table changes,
/// so sending an event costs the same however many entries are registered for other events.
struct DispatchTable {
    /// A weakly held target, remembering whether there was one at all; a
    /// `RegistrationOwnedTarget` is held strongly instead (never also weakly, which would put
    /// its reference counting on Swift's slow path).
    struct WeakTarget {
        private weak var weakObject: (any ActionTarget)?
        /// The target when the registration owns it.
        private let owned: (any ActionTarget)?
        /// False for registrations made with a nil target (sent up the responder chain).
        let wasGiven: Bool

        init(_ object: (any ActionTarget)?) {
            if let owned = object as? any RegistrationOwnedTarget {
                self.owned = owned
            } else {
                owned = nil
                weakObject = object
            }
            wasGiven = object != nil
        }

        /// The target, while it lives.
        var object: (any ActionTarget)? { owned ?? weakObject }

        /// Whether this is the given target: the same live object, or both absent.
        func matches(_ other: (any ActionTarget)?) -> Bool {
            guard let other else { return !wasGiven }
            return object === other
        }
    }

    enum Performer {
        case named(ActionName, target: WeakTarget)
        case closure(Action)
    }

    /// One registration. Immutable, so a snapshot of the list is never changed by later edits:
    /// an edit replaces the entry.
    final class Entry {
        let performer: Performer
        let events: Control.Event

        init(performer: Performer, events: Control.Event) {
            self.performer = performer
            self.events = events
        }

        /// The same registration with other events.
        func with(events: Control.Event) -> Entry {
            Entry(performer: performer, events: events)
        }

        /// The target as `allTargets` and `removeTarget` see it; nil for closures and absent or released targets.
        var target: (any ActionTarget)? {
            if case .named(_, let target) = performer { return target.object }
            return nil
        }

        var actionName: ActionName? {
            if case .named(let name, _) = performer { return name }
            return nil
        }
    }

    private(set) var entries: [Entry] = []
    private var matchCache: [Control.Event: [Entry]] = [:]

    /// Adds a named action; an existing entry for the same target and name is merged into it and moved to the end.
    mutating func add(target: (any ActionTarget)?, action: ActionName, events: Control.Event) {
        guard !events.isEmpty else { return }
        var merged = events
        if let index = entries.firstIndex(where: { entry in
            if case .named(let name, let existing) = entry.performer { return name == action && existing.matches(target) }
            return false
        }) {
            merged.formUnion(entries.remove(at: index).events)
        }
        entries.append(Entry(performer: .named(action, target: WeakTarget(target)), events: merged))
        matchCache.removeAll(keepingCapacity: true)
    }

    /// Adds a closure action; an existing registration of the same action is merged into it and moved to the end.
    mutating func add(action: Action, events: Control.Event) {
        guard !events.isEmpty else { return }
        var merged = events
        if let index = entries.firstIndex(where: { entry in
            if case .closure(let existing) = entry.performer { return existing.isSameRegistration(as: action) }
            return false
        }) {
            merged.formUnion(entries.remove(at: index).events)
        }
        entries.append(Entry(performer: .closure(action), events: merged))
        matchCache.removeAll(keepingCapacity: true)
    }

    /// UIKit's `removeTarget(_:action:for:)`: clears the events from every entry of the target (of
    /// all entries when the target is nil) whatever its action; an entry left with no events is
    /// deleted only when `action` is nil or its own name (uikit-rules §3.4).
    mutating func remove(target: (any ActionTarget)?, action: ActionName?, events: Control.Event) {
        var kept: [Entry] = []
        for entry in entries {
            guard target == nil || entry.target === target else {
                kept.append(entry)
                continue
            }
            let remaining = entry.events.subtracting(events)
            if remaining.isEmpty && (action == nil || action == entry.actionName) { continue }
            kept.append(entry.with(events: remaining))
        }
        entries = kept
        matchCache.removeAll(keepingCapacity: true)
    }

    /// Clears the events from a closure action's registration, deleting it when no events are left.
    mutating func remove(action: Action, events: Control.Event) {
        removeClosures(where: { $0.isSameRegistration(as: action) }, events: events)
    }

    /// Clears the events from the closure action with an identifier, deleting it when no events are left.
    mutating func remove(actionIdentifiedBy identifier: String, events: Control.Event) {
        removeClosures(where: { $0.identifier == identifier }, events: events)
    }

    private mutating func removeClosures(where matches: (Action) -> Bool, events: Control.Event) {
        var kept: [Entry] = []
        for entry in entries {
            guard case .closure(let existing) = entry.performer, matches(existing) else {
                kept.append(entry)
                continue
            }
            let remaining = entry.events.subtracting(events)
            if !remaining.isEmpty { kept.append(entry.with(events: remaining)) }
        }
        entries = kept
        matchCache.removeAll(keepingCapacity: true)
    }

    /// A snapshot of the entries whose masks intersect the events, in table order.
    mutating func entries(matching events: Control.Event) -> [Entry] {
        if let cached = matchCache[events] { return cached }
        let matching = entries.filter { !$0.events.isDisjoint(with: events) }
        matchCache[events] = matching
        return matching
    }
}
