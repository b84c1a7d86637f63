/// One of the four appearance callbacks of a view controller, by its method's name.
public enum AppearanceCallback: String, Sendable, CaseIterable, CustomStringConvertible {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear

    /// Whether the callback is one of appearing (rather than disappearing).
    public var isAppearing: Bool { self == .viewWillAppear || self == .viewDidAppear }

    /// Whether the callback begins a change (will) rather than ends it (did).
    public var begins: Bool { self == .viewWillAppear || self == .viewWillDisappear }

    public var description: String { rawValue }
}

/// An object told of a view controller's appearance callbacks (`ViewController.appearanceObserver`).
public protocol AppearanceObserver: AnyObject {
    /// A callback ran on a controller, with its `animated` flag. An error thrown is recorded in
    /// the traffic as a failed callback and the transition goes on.
    func viewController(_ viewController: ViewController, ran callback: AppearanceCallback, animated: Bool) throws
}

/// Running the appearance callbacks in UIKit's order and only where they belong (uikit-rules §14.5).
extension ViewController {
    /// Runs an appearance callback if it follows from the controller's state — will-appear from
    /// disappeared or disappearing, did-appear from appearing, will-disappear from appeared or
    /// appearing, did-disappear from disappearing — then forwards it to the children that receive
    /// appearance. An error thrown by the observer is a failed record in the traffic, naming the
    /// callback; the change goes on.
    func runAppearance(_ callback: AppearanceCallback, animated: Bool, recordingIn application: Application?) {
        let next: AppearanceState
        switch (callback, appearanceState) {
        case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): next = .appearing
        case (.viewDidAppear, .appearing): next = .appeared
        case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): next = .disappearing
        case (.viewDidDisappear, .disappearing): next = .disappeared
        default: return
        }
        appearanceState = next
        switch callback {
        case .viewWillAppear: viewWillAppear(animated)
        case .viewDidAppear: viewDidAppear(animated)
        case .viewWillDisappear: viewWillDisappear(animated)
        case .viewDidDisappear: viewDidDisappear(animated)
        }
        if let appearanceObserver {
            do {
                try appearanceObserver.viewController(self, ran: callback, animated: animated)
            } catch {
                application?.recordFailure(of: callback.rawValue, from: self, message: "\(error)")
            }
        }
        for child in childrenReceivingAppearance {
            child.runAppearance(callback, animated: animated, recordingIn: application)
        }
    }

    /// The controller's root view is about to enter or leave a window: a controller without a
    /// container of its own appears or disappears (its will-callback).
    func rootViewWillMove(toWindow window: Window?) {
        guard parent == nil else { return }
        if window != nil {
            runAppearance(.viewWillAppear, animated: false, recordingIn: window?.owningApplication)
        } else {
            runAppearance(.viewWillDisappear, animated: false, recordingIn: view.application)
        }
    }

    /// The controller's root view entered or left a window (its did-callback).
    func rootViewDidMoveToWindow() {
        guard parent == nil else { return }
        runAppearance(view.window != nil ? .viewDidAppear : .viewDidDisappear, animated: false, recordingIn: view.application)
    }
}

/// The root view of a container controller (a navigation or tab bar controller): it lays the
/// controller's views out when its size changes, and tells the controller when it enters or leaves
/// a window, which starts the appearance callbacks of a controller without a container.
final class ControllerRootView: View {
    weak var controller: ViewController?
    /// What lays the controller's views out.
    var layout: (() -> Void)?

    override func layoutSubviews() {
        layout?()
    }

    override func hitTest(_ point: Point, with event: InputEvent?) -> View? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        return controller?.absorbsTouches == true ? self : hit
    }

    override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        controller?.rootViewWillMove(toWindow: newWindow)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        controller?.rootViewDidMoveToWindow()
    }
}
