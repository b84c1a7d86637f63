import LuaKit

/// The methods a Lua-defined control may override; `name` is the field that holds one in a
/// definition table. Numbered, so a definition finds its override in a `HookTable` slot.
public enum Hook: Int, CaseIterable, Sendable, BitwiseCopyable {
    /// `init(self)`: runs once when an instance is made, before the constructor's properties are set.
    case initialize
    /// `beginTracking(self, touch, event) -> boolean`.
    case beginTracking
    /// `continueTracking(self, touch, event) -> boolean`.
    case continueTracking
    /// `endTracking(self, touch, event)`.
    case endTracking
    /// `cancelTracking(self, event)`; the base class's clears tracking and sends touchCancel.
    case cancelTracking
    /// `pointInside(self, point, event) -> boolean`, in the control's coordinates.
    case pointInside
    /// `hitTest(self, point, event) -> View?`, in the control's coordinates.
    case hitTest
    /// `layout(self)`: lays out subviews (UIKit's `layoutSubviews`).
    case layout
    /// `touchesBegan(self, touches, event)` and the other raw touch methods; `touches` is a list.
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    /// `description(self) -> string`: what follows the name when the control prints.
    case description
    /// `draw(self, ctx, rect)`: draws the view into `ctx`, in its coordinates (UIKit's `draw(_:)`).
    case draw
    /// `canBecomeFirstResponder(self) -> boolean`: whether the instance may become its window's
    /// first responder (UIKit's getter of that name; uikit-rules §12.1).
    case canBecomeFirstResponder

    /// The field of a definition table that holds the override: `init` for `initialize`, else
    /// the case's own name.
    public var name: String {
        self == .initialize ? "init" : String(describing: self)
    }
}

/// A definition's overrides, one slot per hook: read on every touch, so found by the hook's
/// number rather than hashed.
struct HookTable {
    private var slots = [LuaRef?](repeating: nil, count: Hook.allCases.count)

    subscript(hook: Hook) -> LuaRef? {
        get { slots[hook.rawValue] }
        set { slots[hook.rawValue] = newValue }
    }
}
