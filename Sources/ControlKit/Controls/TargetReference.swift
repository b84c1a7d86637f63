/// An element of `Control.allTargets`: a live target, or `null` standing for actions that have
/// no target (UIKit puts `NSNull` in the set for those).
public enum TargetReference: Equatable, CustomStringConvertible {
    case target(any ActionTarget)
    case null

    /// The target object, or nil for `null`.
    public var object: (any ActionTarget)? {
        if case .target(let object) = self { return object }
        return nil
    }

    public static func == (lhs: TargetReference, rhs: TargetReference) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.target(let a), .target(let b)): return a === b
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .null: return "null"
        case .target(let object): return String(describing: type(of: object))
        }
    }
}
