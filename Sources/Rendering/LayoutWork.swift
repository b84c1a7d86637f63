import Foundation

/// Whether long text layout may go on: asked before each piece of a long text is laid out, with
/// the bytes it is about to lay out. The host that runs scripts answers it (charging their
/// instruction budget, and saying no once the budget is spent, the time limit has passed or
/// Ctrl-C was pressed), so that those stop a layout in progress; it then ends with the lines found
/// so far. By default the answer is always yes.
public enum LayoutWork {
    /// Makes `check` the question asked from now on, in every thread.
    public static func ask(_ check: @escaping @Sendable (_ bytes: Int) -> Bool) {
        meter.ask(check)
    }

    /// Whether laying out `bytes` more may go on.
    static func mayGoOn(laying bytes: Int) -> Bool {
        meter.mayGoOn(laying: bytes)
    }

    private static let meter = Meter()

    /// The question, behind a lock: set once by the host, asked from any thread.
    private final class Meter: @unchecked Sendable {
        private let lock = NSLock()
        private var check: @Sendable (Int) -> Bool = { _ in true }

        func ask(_ check: @escaping @Sendable (Int) -> Bool) {
            lock.withLock { self.check = check }
        }

        func mayGoOn(laying bytes: Int) -> Bool {
            lock.withLock { check }(bytes)
        }
    }
}
