import Testing
@testable import ControlKit

/// Removing subviews costs the same however many siblings they have, and `subviews`, the layer
/// tree and hit testing keep UIKit's back-to-front order through any mix of changes.
@Suite("View: subview list")
struct SubviewListTests {
    /// The orders a view is emptied in: frontmost first, backmost first, and from the middle out.
    enum Order: CaseIterable {
        case frontFirst, backFirst, middleOut

        func indices(_ count: Int) -> [Int] {
            switch self {
            case .frontFirst: Array((0..<count).reversed())
            case .backFirst: Array(0..<count)
            case .middleOut: (0..<count).sorted { abs(2 * $0 - count) < abs(2 * $1 - count) }
            }
        }
    }

    /// The slots the parent's subview and sublayer lists visit, per removal, while a view of
    /// `count` subviews (all with layers) is emptied in `order`.
    private func slotVisitsPerRemoval(count: Int, order: Order) -> Double {
        let parent = View()
        let children = (0..<count).map { _ in View() }
        for child in children { parent.addSubview(child) }
        _ = parent.layer
        let before = parent.subviewList.slotVisits + parent.layer.sublayerList.slotVisits
        for index in order.indices(count) { children[index].removeFromSuperview() }
        #expect(parent.subviews.isEmpty && parent.layer.sublayers.isEmpty)
        let visits = parent.subviewList.slotVisits + parent.layer.sublayerList.slotVisits - before
        return Double(visits) / Double(count)
    }

    @Test("a removal visits a few slots, as many among 16,000 siblings as among 1,000, in any order", arguments: Order.allCases)
    func removalCostDoesNotGrowWithSiblings(order: Order) {
        let small = slotVisitsPerRemoval(count: 1_000, order: order)
        let large = slotVisitsPerRemoval(count: 16_000, order: order)
        #expect(small <= 6)
        #expect(large <= small * 1.01)
    }

    @Test("bringing a subview to the front costs the same among 16,000 siblings as among 1,000")
    func bringingToFrontCostDoesNotGrow() {
        func visitsPerMove(_ count: Int) -> Double {
            let parent = View()
            let children = (0..<count).map { _ in View() }
            for child in children { parent.addSubview(child) }
            let before = parent.subviewList.slotVisits
            for child in children { parent.bringSubviewToFront(child) }
            #expect(identities(parent.subviews) == identities(children))
            return Double(parent.subviewList.slotVisits - before) / Double(count)
        }
        let small = visitsPerMove(1_000)
        #expect(small <= 6)
        #expect(visitsPerMove(16_000) <= small * 1.01)
    }

    @Test("exchangeSubview swaps two subviews and their layers; an index outside subviews changes nothing")
    func exchange() {
        let parent = View()
        let views = (0..<4).map { tag -> View in
            let view = View()
            view.tag = tag
            parent.addSubview(view)
            return view
        }
        _ = parent.layer
        #expect(parent.exchangeSubview(at: 0, withSubviewAt: 3))
        #expect(parent.subviews.map(\.tag) == [3, 1, 2, 0])
        #expect(parent.exchangeSubview(at: 2, withSubviewAt: 1))
        #expect(parent.subviews.map(\.tag) == [3, 2, 1, 0])
        #expect(identities(parent.layer.sublayers) == identities(parent.subviews.map(\.layer)))
        #expect(!parent.exchangeSubview(at: 0, withSubviewAt: 4))
        #expect(!parent.exchangeSubview(at: -1, withSubviewAt: 0))
        #expect(parent.subviews.map(\.tag) == [3, 2, 1, 0] && views.allSatisfy { $0.superview === parent })
    }

    /// 3,000 changes chosen by a fixed pseudo-random sequence, each checked against an array of
    /// the expected order: removals leave holes in the list, and every way of reordering must
    /// still give the order an array would.
    @Test("after any mix of inserts, moves, exchanges and removals, subviews, layers and hit testing agree with an array")
    func randomChangesKeepTheOrder() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        _ = parent.layer
        let pool = (0..<40).map { tag -> View in
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            view.tag = tag
            return view
        }
        var expected: [View] = []
        var random = SeededNumbers(seed: 19)
        for _ in 0..<3_000 {
            let view = pool[random.next(below: pool.count)]
            let sibling = pool[random.next(below: pool.count)]
            let index = random.next(below: expected.count + 2) - 1
            switch random.next(below: 7) {
            case 0:
                parent.addSubview(view)
                expected.removeAll { $0 === view }
                expected.append(view)
            case 1:
                parent.insertSubview(view, at: index)
                expected.removeAll { $0 === view }
                expected.insert(view, at: max(0, min(index, expected.count)))
            case 2:
                guard view !== sibling else { continue }
                parent.insertSubview(view, aboveSubview: sibling)
                expected.removeAll { $0 === view }
                expected.insert(view, at: expected.firstIndex { $0 === sibling }.map { $0 + 1 } ?? expected.count)
            case 3:
                guard view !== sibling else { continue }
                parent.insertSubview(view, belowSubview: sibling)
                expected.removeAll { $0 === view }
                expected.insert(view, at: expected.firstIndex { $0 === sibling } ?? 0)
            case 4:
                parent.bringSubviewToFront(view)
                if let at = expected.firstIndex(where: { $0 === view }) { expected.append(expected.remove(at: at)) }
            case 5:
                let other = random.next(below: max(1, expected.count))
                if expected.indices.contains(index), parent.exchangeSubview(at: index, withSubviewAt: other) {
                    expected.swapAt(index, other)
                }
            default:
                view.removeFromSuperview()
                expected.removeAll { $0 === view }
            }
            #expect(identities(parent.subviews) == identities(expected))
            #expect(identities(parent.layer.sublayers) == identities(expected.map(\.layer)))
            #expect(parent.hitTest(Point(x: 5, y: 5), with: nil) === expected.last ?? parent)
        }
    }
}

/// The identities of objects, for comparing lists of them.
private func identities(_ objects: [AnyObject]) -> [ObjectIdentifier] {
    objects.map(ObjectIdentifier.init)
}

/// A fixed sequence of pseudo-random numbers (a linear congruential generator), so a test sees
/// the same changes on every run.
struct SeededNumbers {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next number from 0 to `bound - 1` (`bound` at least 1).
    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
