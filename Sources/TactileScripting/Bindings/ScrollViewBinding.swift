import ControlKit
import LuaKit

/// `ScrollView` (UIKit's `UIScrollView`). The delegate's messages are properties holding Lua
/// functions, set in the constructor or later; each gets the scroll view first:
///
///     local sv = ScrollView{ frame = {0, 0, 320, 480}, contentSize = {320, 2000},
///                            didScroll = function(sv) print(sv.contentOffset.y) end,
///                            didEndDragging = function(sv, willDecelerate) end }
///
/// `didScroll`, `willBeginDragging`, `willEndDragging(sv, velocity, target)`,
/// `didEndDragging(sv, willDecelerate)`, `willBeginDecelerating`, `didEndDecelerating`,
/// `didEndScrollingAnimation`. `willEndDragging` gets the lift velocity (points per millisecond,
/// as in UIKit) and the offset the motion would rest at, and may return another offset for the
/// content to come to rest at instead (UIKit's `targetContentOffset`; nil keeps it). A function
/// that raises, or returns what is not a point, is reported as a failed action and changes nothing.
enum ScrollViewBinding {
    static let declaration: LuaClassDeclaration = LuaClass<ScrollView>("ScrollView", namespace: StandardBindings.namespace, superclass: ViewBinding.declaration) {
        members
    }
    .constructor { ScrollView() }
    .declaration

    /// The scroll view's members (a table view inherits them through its base).
    @LuaMemberList static var members: [LuaMember] {
        LuaMember.property("contentSize", type: "Size", read: { (view: ScrollView, session) in try session.luaValue(view.contentSize) },
                        write: { (view: ScrollView, value, session) in
                            guard let size = Geometry.size(from: value) else {
                                throw LuaValueRefusal(expected: "size", reason: Geometry.expectation(of: value, as: .size))
                            }
                            view.contentSize = size
                        })
        LuaMember.point("contentOffset", get: \ScrollView.contentOffset, set: { $0.contentOffset = $1 })
        LuaMember.property("contentInset", type: "{top, left, bottom, right}", read: { (view: ScrollView, session) in
            let inset = view.contentInset
            let table = try session.lua.newTable()
            for (key, number) in [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)] {
                try table.rawSet(.string(key), .number(number))
            }
            return .table(table)
        }, write: { (view: ScrollView, value, session) in
            guard let inset = insets(from: value) else {
                throw LuaValueRefusal(expected: "{top, left, bottom, right}")
            }
            view.contentInset = inset
        })
        LuaMember.property("isScrollEnabled", get: \ScrollView.isScrollEnabled, set: { $0.isScrollEnabled = $1 })
        LuaMember.property("bounces", get: \ScrollView.bounces, set: { $0.bounces = $1 })
        LuaMember.property("alwaysBounceVertical", get: \ScrollView.alwaysBounceVertical, set: { $0.alwaysBounceVertical = $1 })
        LuaMember.property("alwaysBounceHorizontal", get: \ScrollView.alwaysBounceHorizontal, set: { $0.alwaysBounceHorizontal = $1 })
        LuaMember.property("isPagingEnabled", get: \ScrollView.isPagingEnabled, set: { $0.isPagingEnabled = $1 })
        LuaMember.property("decelerationRate", get: \ScrollView.decelerationRate, set: { $0.decelerationRate = $1 })
        LuaMember.property("delaysContentTouches", get: \ScrollView.delaysContentTouches, set: { $0.delaysContentTouches = $1 })
        LuaMember.property("canCancelContentTouches", get: \ScrollView.canCancelContentTouches, set: { $0.canCancelContentTouches = $1 })
        LuaMember.property("isTracking", get: \ScrollView.isTracking)
        LuaMember.property("isDragging", get: \ScrollView.isDragging)
        LuaMember.property("isDecelerating", get: \ScrollView.isDecelerating)
        LuaMember.property("panGestureRecognizer", type: "PanGestureRecognizer", read: { (view: ScrollView, session) in
            try session.luaValue(for: view.panGestureRecognizer)
        })
        LuaMember.property("refreshControl", type: "RefreshControl?", read: { (view: ScrollView, session) in
            try session.luaValue(for: view.refreshControl)
        }, write: { (view: ScrollView, value, session) in
            if case .nil = value {
                view.refreshControl = nil
                return
            }
            guard case .userdata = value, let control = session.object(from: value) as? RefreshControl else {
                throw LuaValueRefusal(expected: "RefreshControl")
            }
            view.refreshControl = control
        })
        LuaMember.method("setContentOffset", "(offset, animated)") { (view: ScrollView, call) in
            try call.expectCount(1...2)
            guard let offset = Geometry.point(from: call[1]) else { throw call.bad(1, expected: .point) }
            view.setContentOffset(offset, animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("scrollRectToVisible", "(rect, animated)") { (view: ScrollView, call) in
            try call.expectCount(1...2)
            guard let rect = Geometry.rect(from: call[1]) else { throw call.bad(1, expected: .rect) }
            view.scrollRectToVisible(rect, animated: try call.value(2, default: false))
            return []
        }
        LuaScrollViewDelegate.callbackNames.map { name in
            LuaMember.callback(name, signature: LuaScrollViewDelegate.scrollSignatures[name] ?? "(sv)") { (view: ScrollView, session) in
                LuaScrollViewDelegate.installed(on: view, session: session).callbacks
            }
        }
    }

    /// Insets from `{top, left, bottom, right}` or `{top=, left=, bottom=, right=}`.
    static func insets(from value: LuaValue) -> EdgeInsets? {
        guard case .table(let table) = value else { return nil }
        let names = ["top", "left", "bottom", "right"]
        let positional = (1...4).map { try? table.rawGet(.integer($0)) }.map { $0.flatMap(Double.init(luaValue:)) }
        let named = names.map { try? table.rawGet(.string($0)) }.map { $0.flatMap(Double.init(luaValue:)) }
        let numbers = positional.allSatisfy { $0 != nil } ? positional : named
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return EdgeInsets(top: numbers[0]!, left: numbers[1]!, bottom: numbers[2]!, right: numbers[3]!)
    }
}

/// The scroll-view delegate a script's functions make: it becomes the scroll view's delegate the
/// first time a callback is set, and forwards each message to its function.
class LuaScrollViewDelegate: ScrollViewDelegate {
    static let callbackNames = ["didScroll", "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                                "didEndDecelerating", "didEndScrollingAnimation"]
    static let scrollSignatures = ["willEndDragging": "(sv, velocity, target) -> Point?", "didEndDragging": "(sv, willDecelerate)"]

    let callbacks: LuaCallbacks

    init(callbacks: LuaCallbacks) {
        self.callbacks = callbacks
    }

    /// The scroll view's script delegate, made and installed as its delegate when first needed (for
    /// a table view, a `LuaTableViewDelegate`, which is also its data source).
    static func installed(on view: ScrollView, session: ScriptSession) -> LuaScrollViewDelegate {
        let delegate = session.scriptDelegates.delegate(for: view) { () -> LuaScrollViewDelegate in
            let callbacks = LuaCallbacks(session: session, owner: view)
            return view is TableView ? LuaTableViewDelegate(callbacks: callbacks, session: session) : LuaScrollViewDelegate(callbacks: callbacks)
        }
        if view.delegate == nil { view.delegate = delegate }
        return delegate
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { callbacks.call("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { callbacks.call("willBeginDragging") }
    /// Calls `willEndDragging(sv, velocity, target)`; a point it returns is the new target.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        guard callbacks.function("willEndDragging") != nil, let session = callbacks.session,
              let velocityValue = try? session.luaValue(velocity), let targetValue = try? session.luaValue(targetContentOffset) else { return }
        let answer = callbacks.call("willEndDragging", [velocityValue, targetValue],
                                    expecting: "a point {x, y} within ±1e12, or nil") { value -> Point?? in
            value == .nil ? .some(nil) : Geometry.point(from: value).map { .some($0) }
        }
        if let answer, let chosen = answer { targetContentOffset = chosen }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        callbacks.call("didEndDragging", [.boolean(willDecelerate)])
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { callbacks.call("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { callbacks.call("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { callbacks.call("didEndScrollingAnimation") }
}
