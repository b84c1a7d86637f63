/// A control's ordered list of registrations: who receives which events (uikit-rules §3).
///
/// Each entry pairs a performer — a weakly held target with an action name, or a strongly held
/// closure action — with an event mask. The entries sit in slots in registration order, and an
/// index beside them finds an entry's slot by what makes a registration unique (its target's
/// identity, or registration key, and action name, or its closure action's identity), so adding
/// or removing one costs the same however many others are registered. A removed entry leaves a
/// hole in its slot; the holes are closed in one pass when they outnumber the entries, as a
/// `ChildList` closes its own.
/// Lookups for a mask are cached until the table changes, so sending an event costs the same
/// however many entries are registered for other events.
struct DispatchTable {
    /// A registration's target, remembering whether there was one at all: held weakly, as UIKit
    /// holds targets, unless it is a `RegistrationOwnedTarget`, which the registration keeps
    /// alive as UIKit keeps a closure action.
    struct WeakTarget {
        private weak var weakObject: (any ActionTarget)?
        /// The target when the registration owns it.
        private let owned: (any ActionTarget)?
        /// That target's `registrationKey`.
        let ownedKey: Int?
        /// The identity the target had when it was registered, nil for a nil target. It files the
        /// entry in the index, and may be another object's once the target is released.
        let identity: ObjectIdentifier?
        /// False for registrations made with a nil target (sent up the responder chain).
        var wasGiven: Bool { identity != nil }

        init(_ object: (any ActionTarget)?) {
            ownedKey = (object as? any RegistrationOwnedTarget)?.registrationKey
            owned = ownedKey != nil ? object : nil
            if ownedKey == nil { weakObject = object }
            identity = object.map { ObjectIdentifier($0) }
        }

        /// The target, while it lives.
        var object: (any ActionTarget)? { owned ?? weakObject }

        /// Whether this is the given target: the same live object, or both absent.
        func matches(_ other: (any ActionTarget)?) -> Bool {
            guard let other else { return !wasGiven }
            return object === other
        }
    }

    /// One registration. Immutable, so a snapshot of the list is never changed by later edits:
    /// an edit replaces the entry.
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

    /// The slots of one target's named entries, by action name. A target usually has a single
    /// one, kept inline so that it costs no dictionary of its own.
    enum ActionSlots {
        case one(ActionName, slot: Int)
        case many([ActionName: Int])

        /// The slot of `action`'s entry, if it is filed.
        subscript(action: ActionName) -> Int? {
            switch self {
            case .one(let name, let slot): name == action ? slot : nil
            case .many(let slots): slots[action]
            }
        }

        /// One filed slot, whichever.
        var anySlot: Int? {
            switch self {
            case .one(_, let slot): slot
            case .many(let slots): slots.values.first
            }
        }

        /// Every filed slot, in no particular order.
        var all: [Int] {
            switch self {
            case .one(_, let slot): [slot]
            case .many(let slots): Array(slots.values)
            }
        }

        /// These slots with `action`'s entry filed in `slot`. Consuming, so that the dictionary
        /// of many is changed in place rather than copied.
        consuming func filing(_ action: ActionName, in slot: Int) -> ActionSlots {
            switch consume self {
            case .one(let name, _) where name == action: return .one(action, slot: slot)
            case .one(let name, let other): return .many([name: other, action: slot])
            case .many(var slots):
                slots[action] = slot
                return .many(slots)
            }
        }

        /// These slots without `action`'s entry; nil when none is left.
        consuming func removing(_ action: ActionName) -> ActionSlots? {
            switch consume self {
            case .one: return nil
            case .many(var slots):
                slots[action] = nil
                return slots.isEmpty ? nil : .many(slots)
            }
        }
    }

    /// A closure action's identity (`Action.isSameRegistration(as:)`): its identifier, else the
    /// object itself.
    enum ClosureKey: Hashable {
        case identifier(String)
        case object(ObjectIdentifier)

        init(_ action: Action) {
            self = action.identifier.map(ClosureKey.identifier) ?? .object(ObjectIdentifier(action))
        }
    }

    /// The most event masks whose matches are kept.
    private static let cachedMaskLimit = 16

    /// The entries in registration order, nil where a deleted one was.
    private var slots: [Entry?] = []
    /// How many of `slots` are nil.
    private var holeCount = 0
    /// The slot of each named action's entry whose target the registration does not own, by its
    /// target's identity (nil for no target), then its action name. An entry whose target was
    /// released stays filed until a registration of another object with the same identity takes
    /// its place, so a look-up checks the target.
    private var namedSlots: [ObjectIdentifier?: ActionSlots] = [:]
    /// The slot of each named action's entry whose registration owns its target, by the target's
    /// registration key, then its action name: the key finds the target again
    /// (`ownedTarget(forKey:)`), so such a target is filed once, not also by its identity.
    private var ownedSlots: [Int: ActionSlots] = [:]
    /// The slot of each closure action's entry.
    private var closureSlots: [ClosureKey: Int] = [:]
    /// The entries matching each event mask sent since the table last changed: a short list
    /// searched front to back, cheaper than hashing for the few masks a control sends.
    private var matchCache: [(events: Control.Event, entries: [Entry])] = []
    /// How many slots and index entries the table's operations have read or written: the work
    /// they did, which tests compare between tables of different sizes.
    private(set) var entryVisits = 0

    /// How many entries the table holds.
    private var count: Int { slots.count - holeCount }

    /// The entries in registration order.
    mutating func allEntries() -> [Entry] {
        entryVisits += slots.count
        return slots.compactMap { $0 }
    }

    /// The entries whose target is `target`, in registration order.
    mutating func entries(of target: any ActionTarget) -> [Entry] {
        filedSlots(of: target).sorted().compactMap { slots[$0] }
    }

    /// The registration-owned target filed under `key`, while an entry has it.
    mutating func ownedTarget(forKey key: Int) -> (any ActionTarget)? {
        entryVisits += 1
        guard let slot = ownedSlots[key]?.anySlot else { return nil }
        return slots[slot]?.target
    }

    /// Adds a named action; an existing entry for the same target and name is merged into it and moved to the end.
    mutating func add(target: (any ActionTarget)?, action: ActionName, events: Control.Event) {
        guard !events.isEmpty else { return }
        var merged = events
        let registered = WeakTarget(target)
        if let slot = slot(of: target, filedAs: registered.ownedKey, action: action) { merged.formUnion(vacate(slot).events) }
        append(Entry(action: action, target: registered, events: merged))
        didChange()
    }

    /// Adds a closure action; an existing registration of the same action is merged into it and moved to the end.
    mutating func add(action: Action, events: Control.Event) {
        guard !events.isEmpty else { return }
        var merged = events
        entryVisits += 1
        if let slot = closureSlots[ClosureKey(action)] { merged.formUnion(vacate(slot).events) }
        append(Entry(closure: action, events: merged))
        didChange()
    }

    /// UIKit's `removeTarget(_:action:for:)`: clears the events from every entry of the target (of
    /// all entries when the target is nil) whatever its action; an entry left with no events is
    /// deleted only when `action` is nil or its own name (uikit-rules §3.4).
    mutating func remove(target: (any ActionTarget)?, action: ActionName?, events: Control.Event) {
        let affected = target.map { filedSlots(of: $0) } ?? Array(slots.indices)
        for slot in affected { clear(events, at: slot, deletingEmptyFor: action) }
        didChange()
    }

    /// Clears the events from a closure action's registration, deleting it when no events are left.
    mutating func remove(action: Action, events: Control.Event) {
        removeClosure(ClosureKey(action), events: events)
    }

    /// Clears the events from the closure action with an identifier, deleting it when no events are left.
    mutating func remove(actionIdentifiedBy identifier: String, events: Control.Event) {
        removeClosure(.identifier(identifier), events: events)
    }

    private mutating func removeClosure(_ key: ClosureKey, events: Control.Event) {
        entryVisits += 1
        if let slot = closureSlots[key] { clear(events, at: slot, deletingEmptyFor: nil) }
        didChange()
    }

    /// A snapshot of the entries whose masks intersect the events, in table order.
    mutating func entries(matching events: Control.Event) -> [Entry] {
        if let cached = matchCache.first(where: { $0.events == events }) { return cached.entries }
        entryVisits += slots.count
        var matching: [Entry] = []
        for case let entry? in slots where !entry.events.isDisjoint(with: events) { matching.append(entry) }
        if matchCache.count == Self.cachedMaskLimit { matchCache.removeFirst() }
        matchCache.append((events, matching))
        return matching
    }

    // MARK: Slots and index

    /// The slot of the entry for `target` and `action`, if there is one; `ownedKey` is the
    /// target's registration key when its registration owns it (`WeakTarget.ownedKey`).
    private mutating func slot(of target: (any ActionTarget)?, filedAs ownedKey: Int?, action: ActionName) -> Int? {
        entryVisits += 1
        guard let slot = filed(target.map { ObjectIdentifier($0) }, ownedKey: ownedKey)?[action],
              slots[slot]?.registeredTarget.matches(target) == true else { return nil }
        return slot
    }

    /// The slots of the entries whose target is `target`, in no particular order.
    private mutating func filedSlots(of target: any ActionTarget) -> [Int] {
        let ownedKey = (target as? any RegistrationOwnedTarget)?.registrationKey
        let filed = filed(ObjectIdentifier(target), ownedKey: ownedKey)?.all ?? []
        entryVisits += 1 + filed.count
        return filed.filter { slots[$0]?.target === target }
    }

    /// The index entry of a target: under its registration key when its registration owns it,
    /// else under its identity.
    private func filed(_ identity: ObjectIdentifier?, ownedKey: Int?) -> ActionSlots? {
        if let ownedKey { return ownedSlots[ownedKey] }
        return namedSlots[identity]
    }

    /// Clears the events from the entry in `slot`, if it holds one; an entry left with no events
    /// is deleted when `action` is nil or its own name (uikit-rules §3.4).
    private mutating func clear(_ events: Control.Event, at slot: Int, deletingEmptyFor action: ActionName?) {
        entryVisits += 1
        guard let entry = slots[slot] else { return }
        let remaining = entry.events.subtracting(events)
        if remaining.isEmpty && (action == nil || action == entry.actionName) {
            vacate(slot)
        } else if remaining != entry.events {
            slots[slot] = entry.with(events: remaining)
        }
    }

    /// Puts an entry last and files it.
    private mutating func append(_ entry: Entry) {
        file(entry, at: slots.count)
        slots.append(entry)
        entryVisits += 1
    }

    /// Deletes the entry in `slot`, leaving a hole, and takes it out of the index.
    @discardableResult
    private mutating func vacate(_ slot: Int) -> Entry {
        guard let entry = slots[slot] else { preconditionFailure("a registration deleted from an empty slot") }
        slots[slot] = nil
        holeCount += 1
        entryVisits += 1
        unfile(entry, at: slot)
        return entry
    }

    /// Files the entry, which is in `slot`: by its registration key when the registration owns
    /// its target.
    private mutating func file(_ entry: Entry, at slot: Int) {
        if let closure = entry.closure {
            closureSlots[ClosureKey(closure)] = slot
        } else if let action = entry.actionName {
            if let key = entry.registeredTarget.ownedKey {
                ownedSlots[key].file(action, in: slot)
            } else {
                namedSlots[entry.registeredTarget.identity].file(action, in: slot)
            }
        }
    }

    /// Takes the entry that was in `slot` out of the index, unless another has taken its place
    /// there; its registration-owned target goes with its last entry.
    private mutating func unfile(_ entry: Entry, at slot: Int) {
        if let closure = entry.closure {
            closureSlots[ClosureKey(closure)] = nil
        } else if let action = entry.actionName {
            if let key = entry.registeredTarget.ownedKey {
                guard ownedSlots[key]?[action] == slot else { return }
                ownedSlots[key].unfile(action)
            } else {
                let identity = entry.registeredTarget.identity
                guard namedSlots[identity]?[action] == slot else { return }
                namedSlots[identity].unfile(action)
            }
        }
    }

    /// Ends an edit: closes the holes if they outnumber the entries, and forgets the cached matches.
    private mutating func didChange() {
        if holeCount > count { closeHoles() }
        matchCache.removeAll(keepingCapacity: true)
    }

    /// Moves every entry back over the holes, keeping their order, and files them again.
    private mutating func closeHoles() {
        entryVisits += slots.count
        slots = slots.filter { $0 != nil }
        holeCount = 0
        namedSlots.removeAll(keepingCapacity: true)
        ownedSlots.removeAll(keepingCapacity: true)
        closureSlots.removeAll(keepingCapacity: true)
        for (slot, entry) in slots.enumerated() {
            if let entry { file(entry, at: slot) }
        }
    }
}

/// A target's entry in the index, changed where it lies: one look-up in the index, and a target's
/// dictionary of many is taken out while it changes, so it is never copied.
private extension Optional where Wrapped == DispatchTable.ActionSlots {
    /// Files `action`'s entry, in `slot`.
    mutating func file(_ action: ActionName, in slot: Int) {
        self = take()?.filing(action, in: slot) ?? .one(action, slot: slot)
    }

    /// Takes `action`'s entry out; nothing is left once it was the last.
    mutating func unfile(_ action: ActionName) {
        self = take()?.removing(action)
    }
}
