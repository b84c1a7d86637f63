/// An object kept in a `ChildList`: a view among its superview's subviews, a layer among its
/// superlayer's sublayers. It sits in one list at a time and carries its slot there.
protocol ListedChild: AnyObject {
    /// The child's slot in the list that holds it; meaningful only while a list holds it.
    var listSlot: Int { get set }
}

/// The children of a view or a layer, back to front, where removing one costs the same however
/// many siblings it has.
///
/// Each child carries its slot, so removing it empties that slot without a search. The empty
/// slots ("holes") at the end are dropped at once; the others are closed in one pass when they
/// outnumber the children, so each removal costs at most a few slot visits on average. Work
/// that needs positions (inserting below the top, finding a child's index, exchanging two
/// children) closes the holes first, then costs what an array's would.
struct ChildList<Child: ListedChild> {
    /// The children back to front, with nil where a removed child was.
    private(set) var slots: [Child?] = []
    /// How many of `slots` are nil.
    private var holeCount = 0
    /// How many slots the list's operations have read or written: the work they did, which tests
    /// compare between lists of different sizes.
    private(set) var slotVisits = 0

    /// How many children the list holds.
    var count: Int { slots.count - holeCount }

    /// The children, back to front.
    var children: [Child] { slots.compactMap { $0 } }

    /// Whether `child` is in this list.
    func contains(_ child: Child) -> Bool {
        slots.indices.contains(child.listSlot) && slots[child.listSlot] === child
    }

    /// The index of `child` among the children (back to front), or nil when it is not in this list.
    mutating func index(of child: Child) -> Int? {
        guard contains(child) else { return nil }
        closeHoles()
        return child.listSlot
    }

    /// Adds a child in front of the others.
    mutating func append(_ child: Child) {
        child.listSlot = slots.count
        slots.append(child)
        slotVisits += 1
    }

    /// Inserts a child at `index` among the children, clamped to `0...count`; at `count` or
    /// beyond, it goes in front.
    mutating func insert(_ child: Child, at index: Int) {
        guard index < count else { return append(child) }
        closeHoles()
        let position = max(0, index)
        slots.insert(child, at: position)
        renumber(from: position)
    }

    /// Removes a child of this list; its slot becomes a hole.
    mutating func remove(_ child: Child) {
        precondition(contains(child), "a child removed from a list that does not hold it")
        slots[child.listSlot] = nil
        holeCount += 1
        slotVisits += 1
        while let last = slots.last, last == nil {
            slots.removeLast()
            holeCount -= 1
            slotVisits += 1
        }
        if holeCount > count { closeHoles() }
    }

    /// Exchanges the children at two indices (both within `0..<count`).
    mutating func swapAt(_ first: Int, _ second: Int) {
        closeHoles()
        slots.swapAt(first, second)
        slots[first]?.listSlot = first
        slots[second]?.listSlot = second
        slotVisits += 2
    }

    /// Moves every child back over the holes, keeping their order.
    private mutating func closeHoles() {
        guard holeCount > 0 else { return }
        var filled = 0
        for slot in slots.indices {
            slotVisits += 1
            guard let child = slots[slot] else { continue }
            child.listSlot = filled
            slots[filled] = child
            filled += 1
        }
        slots.removeLast(slots.count - filled)
        holeCount = 0
    }

    /// Gives the children from `position` on their slot numbers again (after an insertion).
    private mutating func renumber(from position: Int) {
        for slot in position..<slots.count {
            slots[slot]?.listSlot = slot
            slotVisits += 1
        }
    }
}
