/// Makes a failing sequence as small as it will go while it still breaks the same invariant
/// (docs/fuzzing.md §4): it cuts the steps after the failure, drops runs of steps (halves,
/// quarters, … single steps), merges a finger's moves into one, shortens drags, presses and
/// swipes, halves clock steps, and rounds points and values — each change kept only when a
/// fresh run of the smaller sequence still fails the same way, until no change helps or the
/// allowance of runs is spent. Deterministic: it tries the same candidates in the same order.
struct Shrinker {
    let runner: FuzzRunner
    /// The invariant the sequence must keep breaking.
    let invariant: String
    /// The most runs shrinking may make.
    let allowance: Int
    /// How many runs it made.
    private(set) var runs = 0

    init(runner: FuzzRunner, invariant: String, allowance: Int) {
        self.runner = runner
        self.invariant = invariant
        self.allowance = allowance
    }

    /// The smallest sequence found that still fails, and its run.
    mutating func shrink(_ steps: [FuzzStep], failedAt: Int) -> (steps: [FuzzStep], result: FuzzRunResult?) {
        var best = Array(steps.prefix(min(steps.count, failedAt + 1)))
        var bestResult: FuzzRunResult?
        if let result = attempt(best) {
            bestResult = result
            best = result.steps
        } else {
            best = steps
        }
        var improved = true
        while improved && runs < allowance {
            improved = false
            if let (steps, result) = dropChunks(best) { (best, bestResult, improved) = (steps, result, true) }
            for candidate in Self.simplifications(of: best) where runs < allowance {
                guard candidate.count <= best.count, candidate != best, let result = attempt(candidate) else { continue }
                (best, bestResult, improved) = (result.steps, result, true)
                break
            }
        }
        return (best, bestResult)
    }

    /// The run of a candidate when it still breaks the invariant, cut after the failing step.
    private mutating func attempt(_ candidate: [FuzzStep]) -> FuzzRunResult? {
        guard runs < allowance else { return nil }
        runs += 1
        guard let result = try? runner.run(.replay(candidate.wellFormed())), result.violation?.invariant == invariant,
              let failedAt = result.failedAt else { return nil }
        var kept = result
        kept.steps = Array(result.steps.prefix(failedAt + 1))
        return kept
    }

    /// Drops runs of steps, longest first: the first smaller sequence that still fails.
    private mutating func dropChunks(_ steps: [FuzzStep]) -> ([FuzzStep], FuzzRunResult)? {
        var size = max(1, steps.count / 2)
        while size >= 1 && runs < allowance {
            var start = steps.count - size
            while start >= 0 && runs < allowance {
                var candidate = steps
                candidate.removeSubrange(start..<(start + size))
                let formed = candidate.wellFormed()
                if formed.count < steps.count, let result = attempt(formed) { return (result.steps, result) }
                start -= size
            }
            size /= 2
        }
        return nil
    }

    /// Smaller or simpler sequences, one change each, in the order they are tried.
    static func simplifications(of steps: [FuzzStep]) -> [[FuzzStep]] {
        var candidates: [[FuzzStep]] = []
        // A finger's consecutive moves merged into its last.
        for index in steps.indices.dropLast() {
            if case .move(let finger, _) = steps[index], case .move(finger, _) = steps[index + 1] {
                var candidate = steps
                candidate.remove(at: index)
                candidates.append(candidate)
            }
        }
        // Consecutive clock steps merged.
        for index in steps.indices.dropLast() {
            if case .wait(let first) = steps[index], case .wait(let second) = steps[index + 1] {
                var candidate = steps
                candidate.replaceSubrange(index...index + 1, with: [.wait(rounded(first + second))])
                candidates.append(candidate)
            }
        }
        // Each step made simpler on its own.
        for (index, step) in steps.enumerated() {
            for simpler in simplifications(of: step) where simpler != step {
                var candidate = steps
                candidate[index] = simpler
                candidates.append(candidate)
            }
        }
        return candidates
    }

    /// Simpler forms of one step: shorter, fewer moves, rounder numbers.
    static func simplifications(of step: FuzzStep) -> [FuzzStep] {
        switch step {
        case .down(let finger, let view, let point):
            return rounder(point).map { .down(finger: finger, view: view, at: $0) }
        case .move(let finger, let point):
            return rounder(point).map { .move(finger: finger, to: $0) }
        case .wait(let seconds):
            return [0.001, rounded(seconds / 2), (seconds * 10).rounded(.down) / 10].filter { $0 > 0 && $0 < seconds }.map(FuzzStep.wait)
        case .tap(let view, let point, let count):
            return (count > 1 ? [.tap(view: view, at: point, count: 1)] : []) + rounder(point).map { .tap(view: view, at: $0, count: count) }
        case .longPress(let view, let point, let duration):
            return [.longPress(view: view, at: point, duration: rounded(duration / 2))] + rounder(point).map { .longPress(view: view, at: $0, duration: duration) }
        case .drag(let view, let from, let to, let moves, let duration):
            var simpler: [FuzzStep] = []
            if moves > 1 { simpler += [.drag(view: view, from: from, to: to, steps: 1, duration: duration), .drag(view: view, from: from, to: to, steps: moves / 2, duration: duration)] }
            if duration > 0.01 { simpler.append(.drag(view: view, from: from, to: to, steps: moves, duration: rounded(duration / 2))) }
            simpler += rounder(from).map { .drag(view: view, from: $0, to: to, steps: moves, duration: duration) }
            simpler += rounder(to).map { .drag(view: view, from: from, to: $0, steps: moves, duration: duration) }
            return simpler
        case .swipe(let view, let from, let direction, let distance):
            return [.swipe(view: view, from: from, direction: direction, distance: (distance / 2).rounded())]
                + rounder(from).map { .swipe(view: view, from: $0, direction: direction, distance: distance) }
        case .set(let view, let property, .number(let value)) where value.isFinite:
            // Shorter to write, so shrinking ends: 0, the whole number, one decimal, two, three.
            let written = FuzzValue.luaNumber(value).count
            var seen = Set<String>()
            return [0, value.rounded(), (value * 10).rounded() / 10, (value * 100).rounded() / 100, (value * 1000).rounded() / 1000]
                .filter { FuzzValue.luaNumber($0).count < written && seen.insert(FuzzValue.luaNumber($0)).inserted }
                .map { .set(view: view, property: property, value: .number($0)) }
        default:
            return []
        }
    }

    /// The point with whole coordinates, then on a 10-point grid.
    private static func rounder(_ point: FuzzPoint) -> [FuzzPoint] {
        [FuzzPoint(point.x.rounded(), point.y.rounded()), FuzzPoint((point.x / 10).rounded() * 10, (point.y / 10).rounded() * 10)]
            .filter { $0 != point }
    }

    /// A time to the millisecond, at least one.
    private static func rounded(_ seconds: Double) -> Double {
        max(0.001, (seconds * 1000).rounded() / 1000)
    }
}
