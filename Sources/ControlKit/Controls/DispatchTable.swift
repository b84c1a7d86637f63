/// A control's ordered list of registrations: who receives which events (uikit-rules §3).
///
/// Each entry pairs a performer — a weakly held target with an action name, or a strongly held
/// closure action — with an event mask. Lookups for a mask are cached until the table changes,
/// so sending an event costs the same however many entries are registered for other events.
struct DispatchTable {
    /// A weakly held target, remembering whether there was one at all. A `LinkedObject` (a
    /// responder, say) is held through its link and a `RegistrationOwnedTarget` strongly instead:
    /// never weakly, which would put their reference counting on Swift's slow path.
    struct WeakTarget {
        private weak var weakObject: (any ActionTarget)?
        /// The link of a target that is a `LinkedObject` (a responder, say).
        private let link: LifetimeLink<LinkedObject>?
        /// That target, valid while `link` reads it alive.
        private unowned(unsafe) let linkedObject: (any ActionTarget)?
        /// The target when the registration owns it.
        private let owned: (any ActionTarget)?
        /// False for registrations made with a nil target (sent up the responder chain).
        let wasGiven: Bool

        init(_ object: (any ActionTarget)?) {
            if let owned = object as? any RegistrationOwnedTarget {
                self.owned = owned
                link = nil
                linkedObject = nil
            } else if let linked = object as? LinkedObject {
                owned = nil
                link = linked.objectLink
                linkedObject = object
            } else {
                owned = nil
                link = nil
                linkedObject = nil
                weakObject = object
            }
            wasGiven = object != nil
        }

        /// The target, while it lives.
        var object: (any ActionTarget)? {
            if let link { return link.isLive ? linkedObject : nil }
            return owned ?? weakObject
        }

        /// Whether this is the given target: the same live object, or both absent.
        func matches(_ other: (any ActionTarget)?) -> Bool {
            guard let other else { return !wasGiven }
            return object === other
        }
    }

    /// One registration. Immutable, so a snapshot of the list is never changed by later edits:
    /// an edit replaces the entry. The performer's parts are stored side by side rather than in
    /// an enum, so a dispatch reads them in place instead of copying the weak reference out.
    final class Entry {
        /// The closure action, or nil for a named action.
        let closure: Action?
        /// The action name, or nil for a closure action.
        let actionName: ActionName?
        /// The target of a named action (none for a closure action).
        let registeredTarget: WeakTarget
        let events: Control.Event

        init(action: ActionName, target: WeakTarget, events: Control.Event) {
            closure = nil
            actionName = action
            registeredTarget = target
            self.events = events
        }

        init(closure: Action, events: Control.Event) {
            self.closure = closure
            actionName = nil
            registeredTarget = WeakTarget(nil)
            self.events = events
        }

        private init(closure: Action?, actionName: ActionName?, target: WeakTarget, events: Control.Event) {
            self.closure = closure
            self.actionName = actionName
            registeredTarget = target
            self.events = events
        }

        /// The same registration with other events.
        func with(events: Control.Event) -> Entry {
            Entry(closure: closure, actionName: actionName, target: registeredTarget, events: events)
        }

        /// The target as `allTargets` and `removeTarget` see it; nil for closures and absent or released targets.
        var target: (any ActionTarget)? { registeredTarget.object }
    }

    /// The most event masks whose matches are kept.
    private static let cachedMaskLimit = 16

    private(set) var entries: [Entry] = []
    /// The entries matching each event mask sent since the table last changed: a short list
    /// searched front to back, cheaper than hashing for the few masks a control sends.
    private var matchCache: [(events: Control.Event, entries: [Entry])] = []

    /// Adds a named action; an existing entry for the same target and name is merged into it and moved to the end.
    mutating func add(target: (any ActionTarget)?, action: ActionName, events: Control.Event) {
        guard !events.isEmpty else { return }
        var merged = events
        if let index = entries.firstIndex(where: { $0.actionName == action && $0.registeredTarget.matches(target) }) {
            merged.formUnion(entries.remove(at: index).events)
        }
        entries.append(Entry(action: action, target: WeakTarget(target), events: merged))
        matchCache.removeAll(keepingCapacity: true)
    }

    /// Adds a closure action; an existing registration of the same action is merged into it and moved to the end.
    mutating func add(action: Action, events: Control.Event) {
        guard !events.isEmpty else { return }
        var merged = events
        if let index = entries.firstIndex(where: { $0.closure?.isSameRegistration(as: action) ?? false }) {
            merged.formUnion(entries.remove(at: index).events)
        }
        entries.append(Entry(closure: action, events: merged))
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
            guard let existing = entry.closure, matches(existing) else {
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
        if let cached = matchCache.first(where: { $0.events == events }) { return cached.entries }
        let matching = entries.filter { !$0.events.isDisjoint(with: events) }
        if matchCache.count == Self.cachedMaskLimit { matchCache.removeFirst() }
        matchCache.append((events, matching))
        return matching
    }
}
