/// The methods a Lua-defined control may override, by their name in the definition table.
public enum Hook: String, CaseIterable, Sendable {
    /// `init(self)`: runs once when an instance is made, before the constructor's properties are set.
    case initialize = "init"
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
}
