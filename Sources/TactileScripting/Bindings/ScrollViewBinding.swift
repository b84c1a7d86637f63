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
        LuaMember.property("contentSize", type: "Size", doc: "The size of the content in points, set from {w, h} or {width=, height=}; the content scrolls along an axis where it (with insets) outgrows the bounds; default {0, 0}.", read: { (view: ScrollView, session) in try session.luaValue(view.contentSize) },
                        write: { (view: ScrollView, value, session) in
                            guard let size = Geometry.size(from: value) else {
                                throw LuaValueRefusal(expected: "size", reason: Geometry.expectation(of: value, as: .size))
                            }
                            view.contentSize = size
                        })
        LuaMember.point("contentOffset", doc: "The content point shown at the top-left corner (the bounds origin); setting it moves the content at once, unclamped, and calls didScroll; default {0, 0}.",
                        get: \ScrollView.contentOffset, set: { $0.contentOffset = $1 })
        LuaMember.property("contentInset", type: "{top, left, bottom, right}", doc: "Extra space around the content that the user can scroll to, as {top, left, bottom, right} or named fields; all 0 by default.", read: { (view: ScrollView, session) in
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
        LuaMember.property("isScrollEnabled", doc: "Whether the user can drag the content; it enables panGestureRecognizer; code can still set the offset; default true.", get: \ScrollView.isScrollEnabled, set: { $0.isScrollEnabled = $1 })
        LuaMember.property("bounces", doc: "Whether a drag past an edge rubber-bands and a flick bounces at an edge; default true.", get: \ScrollView.bounces, set: { $0.bounces = $1 })
        LuaMember.property("alwaysBounceVertical", doc: "Whether the content can be dragged vertically, bouncing back, even when it fits the height; default false.",
                           get: \ScrollView.alwaysBounceVertical, set: { $0.alwaysBounceVertical = $1 })
        LuaMember.property("alwaysBounceHorizontal", doc: "Whether the content can be dragged horizontally, bouncing back, even when it fits the width; default false.",
                           get: \ScrollView.alwaysBounceHorizontal, set: { $0.alwaysBounceHorizontal = $1 })
        LuaMember.property("isPagingEnabled", doc: "Whether the content comes to rest on multiples of the bounds size after a drag, at most one page from where it began; default false (uikit-rules §10.1).",
                           get: \ScrollView.isPagingEnabled, set: { $0.isPagingEnabled = $1 })
        LuaMember.property("decelerationRate", doc: "The share of its speed the content keeps each millisecond after a flick; default 0.998 (UIKit's normal rate).",
                           get: \ScrollView.decelerationRate, set: { $0.decelerationRate = $1 })
        LuaMember.property("delaysContentTouches", doc: "Whether a touch reaches the content only after 150 ms of virtual time, unless a scroll starts first; a quick tap arrives at touch-up; default true (uikit-rules §2.1.6).",
                           get: \ScrollView.delaysContentTouches, set: { $0.delaysContentTouches = $1 })
        LuaMember.property("canCancelContentTouches", doc: "Whether a scroll that starts cancels touches the content already has (never a control's, whose drag does not scroll); default true (uikit-rules §2.1.6, §8.12).",
                           get: \ScrollView.canCancelContentTouches, set: { $0.canCancelContentTouches = $1 })
        LuaMember.property("isTracking", doc: "Whether a finger is down on the scroll view or its content, dragging or not yet; read-only.", get: \ScrollView.isTracking)
        LuaMember.property("isDragging", doc: "Whether the user is dragging the content: from willBeginDragging until the finger lifts; read-only (uikit-rules §10.1).", get: \ScrollView.isDragging)
        LuaMember.property("isDecelerating", doc: "Whether the content is still moving after the finger lifted (a flick, a bounce back or a snap); read-only (uikit-rules §10.1).", get: \ScrollView.isDecelerating)
        LuaMember.property("panGestureRecognizer", type: "PanGestureRecognizer", doc: "The scroll view's own recognizer that drags the content; it begins only along an axis that scrolls; read-only (uikit-rules §2.1.6).", read: { (view: ScrollView, session) in
            try session.luaValue(for: view.panGestureRecognizer)
        })
        LuaMember.property("refreshControl", type: "RefreshControl?", doc: "A refresh control above the content, pulled by dragging the content down; one with no size fills the 60 pt band above it; nil by default (uikit-rules §4.9).", read: { (view: ScrollView, session) in
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
        LuaMember.method("setContentOffset", "(offset, animated)",
                         doc: "Stops any motion and sets the offset now, or with animated (default false) over 0.3 s, then calls didEndScrollingAnimation; didScroll follows each change.") { (view: ScrollView, call) in
            try call.expectCount(1...2)
            guard let offset = Geometry.point(from: call[1]) else { throw call.bad(1, expected: .point) }
            view.setContentOffset(offset, animated: try call.value(2, default: false))
            return []
        }
        LuaMember.method("scrollRectToVisible", "(rect, animated)",
                         doc: "Scrolls the least distance, within the limits, that shows a rectangle of the content, as setContentOffset does; nothing when it is in view.") { (view: ScrollView, call) in
            try call.expectCount(1...2)
            guard let rect = Geometry.rect(from: call[1]) else { throw call.bad(1, expected: .rect) }
            view.scrollRectToVisible(rect, animated: try call.value(2, default: false))
            return []
        }
        LuaScrollViewDelegate.callbackNames.map { name in
            LuaMember.callback(name, signature: LuaScrollViewDelegate.scrollSignatures[name] ?? "(sv)",
                               doc: LuaScrollViewDelegate.docs[name] ?? "") { (view: ScrollView, session) in
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
    /// The line of help each delegate function's property has.
    static let docs = [
        "didScroll": "Called after every change of contentOffset, by the user or by code.",
        "willBeginDragging": "Called when the user starts dragging the content.",
        "willEndDragging": "Called at the lift with the velocity (points per ms) and the resting offset; a point returned is where the content rests instead (uikit-rules §10.1).",
        "didEndDragging": "Called after the lift, willDecelerate saying whether the content keeps moving (uikit-rules §10.1).",
        "willBeginDecelerating": "Called after didEndDragging when the content keeps moving: a flick, a bounce back or a snap (uikit-rules §10.1).",
        "didEndDecelerating": "Called when the motion after the lift comes to rest (uikit-rules §10.1).",
        "didEndScrollingAnimation": "Called when an animated setContentOffset or scrollRectToVisible reaches its offset.",
    ]

    let callbacks: LuaCallbacks

    init(callbacks: LuaCallbacks) {
        self.callbacks = callbacks
    }

    /// The scroll view's script delegate, made and installed as its delegate when first needed (for
    /// a table view, a `LuaTableViewDelegate`, which is also its data source).
    static func installed(on view: ScrollView, session: ScriptSession) -> LuaScrollViewDelegate {
        let delegate = session.customControls.scriptDelegates.delegate(for: view) { () -> LuaScrollViewDelegate in
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
