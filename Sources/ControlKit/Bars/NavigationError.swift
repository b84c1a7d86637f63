/// Why a navigation bar or a navigation controller refused a change of its stack, where UIKit
/// raises an exception (uikit-rules §14.6). Nothing changes when one is thrown.
public enum NavigationError: Error, Equatable, CustomStringConvertible {
    /// `pushItem: NavigationItem#2 ("Evers") is already on the bar's stack`.
    case alreadyOnStack(method: String, object: String)
    /// An item on another navigation bar's stack, or a view controller that is another container's child.
    case belongsElsewhere(method: String, object: String, owner: String)
    /// `setItems: NavigationItem#2 ("Evers") appears twice`.
    case appearsTwice(method: String, object: String)
    /// A change asked for while an animated push or pop is still running.
    case transitionInProgress(method: String, endsAt: Double)
    /// A change of a controller's bar asked of the bar itself.
    case managedByController(method: String)
    /// `popToViewController: ViewController#4 ("Detail") is not on the stack`.
    case notOnStack(method: String, object: String)

    public var description: String {
        switch self {
        case let .alreadyOnStack(method, object):
            return "\(method): \(object) is already on the stack"
        case let .belongsElsewhere(method, object, owner):
            return "\(method): \(object) already belongs to \(owner)"
        case let .appearsTwice(method, object):
            return "\(method): \(object) appears twice"
        case let .transitionInProgress(method, endsAt):
            return "\(method): an animated transition is running until t=\(TrafficFormatter.time(endsAt)); advance the clock first"
        case let .managedByController(method):
            return "\(method): the bar belongs to a navigation controller; change its view controllers instead"
        case let .notOnStack(method, object):
            return "\(method): \(object) is not on the stack"
        }
    }
}

extension NavigationError {
    /// The same error naming the method as a caller knows it (a scripting layer's name for it).
    public func naming(_ method: String) -> NavigationError {
        switch self {
        case let .alreadyOnStack(_, object): .alreadyOnStack(method: method, object: object)
        case let .belongsElsewhere(_, object, owner): .belongsElsewhere(method: method, object: object, owner: owner)
        case let .appearsTwice(_, object): .appearsTwice(method: method, object: object)
        case let .transitionInProgress(_, endsAt): .transitionInProgress(method: method, endsAt: endsAt)
        case .managedByController: .managedByController(method: method)
        case let .notOnStack(_, object): .notOnStack(method: method, object: object)
        }
    }

    /// How an error names an object: its traffic name in an application, else its type, then its
    /// title in quotes when it has one — `NavigationItem#2 ("Evers")`.
    static func label(of object: AnyObject, title: String?, in application: Application?) -> String {
        let name = application.map { $0.name(of: object).description } ?? (object as? TypeNamed)?.typeName ?? "\(type(of: object))"
        return name + (title.map { " (\"\($0)\")" } ?? "")
    }
}
