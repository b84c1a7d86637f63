import ControlKit
import LuaKit

/// A control whose overridable methods may be written in Lua. One small subclass per built-in
/// control class forwards every overridable method to its `script` (which calls the Lua
/// override, or the base behaviour) and exposes the base class's implementation as `base…`,
/// which is what `super` reaches. Swift cannot subclass a generic parameter, so each base
/// needs its own subclass; they hold no logic, only the forwarding, which is why they are
/// all in this one file. ControlKit stays free of any notion of scripting.
protocol ScriptedControl: Control, LuaClassChoosing {
    /// The Lua side of the instance: its definition, state and override calls.
    var script: ScriptedBehavior { get }
    func baseBeginTracking(_ touch: Touch, with event: InputEvent?) -> Bool
    func baseContinueTracking(_ touch: Touch, with event: InputEvent?) -> Bool
    func baseEndTracking(_ touch: Touch?, with event: InputEvent?)
    func baseCancelTracking(with event: InputEvent?)
    func basePoint(inside point: Point, with event: InputEvent?) -> Bool
    func baseHitTest(_ point: Point, with event: InputEvent?) -> View?
    func baseLayoutSubviews()
    func baseTouchesBegan(_ touches: Set<Touch>, with event: InputEvent?)
    func baseTouchesMoved(_ touches: Set<Touch>, with event: InputEvent?)
    func baseTouchesEnded(_ touches: Set<Touch>, with event: InputEvent?)
    func baseTouchesCancelled(_ touches: Set<Touch>, with event: InputEvent?)
    var baseDisplayProperties: [DisplayProperty] { get }
}

extension ScriptedControl {
    /// The LuaKit class of the definition it was made with (many definitions share one Swift class).
    var luaClassName: String? { script.definition.luaClassName }
}

/// The built-in classes a Lua definition may be based on.
enum ScriptedSubclasses {
    static let baseNames = ["Control", "Button", "Slider", "Switch", "Stepper", "SegmentedControl", "PageControl"]

    /// The object as a scripted control, or nil. Tries each scripted class first: a class cast
    /// is a walk up the superclass chain, while a cast to the `ScriptedControl` protocol searches
    /// the conformance tables, which cost more than the rest of a `self.x` access.
    static func scripted(_ object: AnyObject) -> (any ScriptedControl)? {
        if let control = object as? ScriptedPlainControl { return control }
        if let control = object as? ScriptedButton { return control }
        if let control = object as? ScriptedSlider { return control }
        if let control = object as? ScriptedSwitch { return control }
        if let control = object as? ScriptedStepper { return control }
        if let control = object as? ScriptedSegmentedControl { return control }
        if let control = object as? ScriptedPageControl { return control }
        return object as? any ScriptedControl
    }
}

final class ScriptedPlainControl: Control, ScriptedControl {
    let script: ScriptedBehavior
    init(script: ScriptedBehavior) { self.script = script; super.init(frame: .zero) }
    override var typeName: String { script.definition.name }
    override var displayProperties: [DisplayProperty] { script.displayProperties(of: self) }
    override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.beginTracking(self, touch, event) }
    override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.continueTracking(self, touch, event) }
    override func endTracking(_ touch: Touch?, with event: InputEvent?) { script.endTracking(self, touch, event) }
    override func cancelTracking(with event: InputEvent?) { script.cancelTracking(self, event) }
    override func point(inside point: Point, with event: InputEvent?) -> Bool { script.point(self, inside: point, event) }
    override func hitTest(_ point: Point, with event: InputEvent?) -> View? { script.hitTest(self, point, event) }
    override func layoutSubviews() { script.layoutSubviews(self) }
    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesBegan, self, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesMoved, self, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesEnded, self, touches, event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesCancelled, self, touches, event) }
    override func sendActions(for controlEvents: Control.Event, with event: InputEvent?) {
        script.fidelity.controlSent(controlEvents, by: self)
        super.sendActions(for: controlEvents, with: event)
    }
    func baseBeginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.beginTracking(touch, with: event) }
    func baseContinueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.continueTracking(touch, with: event) }
    func baseEndTracking(_ touch: Touch?, with event: InputEvent?) { super.endTracking(touch, with: event) }
    func baseCancelTracking(with event: InputEvent?) { super.cancelTracking(with: event) }
    func basePoint(inside point: Point, with event: InputEvent?) -> Bool { super.point(inside: point, with: event) }
    func baseHitTest(_ point: Point, with event: InputEvent?) -> View? { super.hitTest(point, with: event) }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseTouchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesBegan(touches, with: event) }
    func baseTouchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesMoved(touches, with: event) }
    func baseTouchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesEnded(touches, with: event) }
    func baseTouchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesCancelled(touches, with: event) }
    var baseDisplayProperties: [DisplayProperty] { super.displayProperties }
}

final class ScriptedButton: Button, ScriptedControl {
    let script: ScriptedBehavior
    init(script: ScriptedBehavior) { self.script = script; super.init(type: .custom, frame: .zero) }
    override var typeName: String { script.definition.name }
    override var displayProperties: [DisplayProperty] { script.displayProperties(of: self) }
    override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.beginTracking(self, touch, event) }
    override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.continueTracking(self, touch, event) }
    override func endTracking(_ touch: Touch?, with event: InputEvent?) { script.endTracking(self, touch, event) }
    override func cancelTracking(with event: InputEvent?) { script.cancelTracking(self, event) }
    override func point(inside point: Point, with event: InputEvent?) -> Bool { script.point(self, inside: point, event) }
    override func hitTest(_ point: Point, with event: InputEvent?) -> View? { script.hitTest(self, point, event) }
    override func layoutSubviews() { script.layoutSubviews(self) }
    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesBegan, self, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesMoved, self, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesEnded, self, touches, event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesCancelled, self, touches, event) }
    override func sendActions(for controlEvents: Control.Event, with event: InputEvent?) {
        script.fidelity.controlSent(controlEvents, by: self)
        super.sendActions(for: controlEvents, with: event)
    }
    func baseBeginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.beginTracking(touch, with: event) }
    func baseContinueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.continueTracking(touch, with: event) }
    func baseEndTracking(_ touch: Touch?, with event: InputEvent?) { super.endTracking(touch, with: event) }
    func baseCancelTracking(with event: InputEvent?) { super.cancelTracking(with: event) }
    func basePoint(inside point: Point, with event: InputEvent?) -> Bool { super.point(inside: point, with: event) }
    func baseHitTest(_ point: Point, with event: InputEvent?) -> View? { super.hitTest(point, with: event) }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseTouchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesBegan(touches, with: event) }
    func baseTouchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesMoved(touches, with: event) }
    func baseTouchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesEnded(touches, with: event) }
    func baseTouchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesCancelled(touches, with: event) }
    var baseDisplayProperties: [DisplayProperty] { super.displayProperties }
}

final class ScriptedSlider: Slider, ScriptedControl {
    let script: ScriptedBehavior
    init(script: ScriptedBehavior) { self.script = script; super.init(frame: .zero) }
    override var typeName: String { script.definition.name }
    override var displayProperties: [DisplayProperty] { script.displayProperties(of: self) }
    override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.beginTracking(self, touch, event) }
    override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.continueTracking(self, touch, event) }
    override func endTracking(_ touch: Touch?, with event: InputEvent?) { script.endTracking(self, touch, event) }
    override func cancelTracking(with event: InputEvent?) { script.cancelTracking(self, event) }
    override func point(inside point: Point, with event: InputEvent?) -> Bool { script.point(self, inside: point, event) }
    override func hitTest(_ point: Point, with event: InputEvent?) -> View? { script.hitTest(self, point, event) }
    override func layoutSubviews() { script.layoutSubviews(self) }
    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesBegan, self, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesMoved, self, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesEnded, self, touches, event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesCancelled, self, touches, event) }
    override func sendActions(for controlEvents: Control.Event, with event: InputEvent?) {
        script.fidelity.controlSent(controlEvents, by: self)
        super.sendActions(for: controlEvents, with: event)
    }
    func baseBeginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.beginTracking(touch, with: event) }
    func baseContinueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.continueTracking(touch, with: event) }
    func baseEndTracking(_ touch: Touch?, with event: InputEvent?) { super.endTracking(touch, with: event) }
    func baseCancelTracking(with event: InputEvent?) { super.cancelTracking(with: event) }
    func basePoint(inside point: Point, with event: InputEvent?) -> Bool { super.point(inside: point, with: event) }
    func baseHitTest(_ point: Point, with event: InputEvent?) -> View? { super.hitTest(point, with: event) }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseTouchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesBegan(touches, with: event) }
    func baseTouchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesMoved(touches, with: event) }
    func baseTouchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesEnded(touches, with: event) }
    func baseTouchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesCancelled(touches, with: event) }
    var baseDisplayProperties: [DisplayProperty] { super.displayProperties }
}

final class ScriptedSwitch: Switch, ScriptedControl {
    let script: ScriptedBehavior
    init(script: ScriptedBehavior) { self.script = script; super.init(frame: .zero) }
    override var typeName: String { script.definition.name }
    override var displayProperties: [DisplayProperty] { script.displayProperties(of: self) }
    override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.beginTracking(self, touch, event) }
    override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.continueTracking(self, touch, event) }
    override func endTracking(_ touch: Touch?, with event: InputEvent?) { script.endTracking(self, touch, event) }
    override func cancelTracking(with event: InputEvent?) { script.cancelTracking(self, event) }
    override func point(inside point: Point, with event: InputEvent?) -> Bool { script.point(self, inside: point, event) }
    override func hitTest(_ point: Point, with event: InputEvent?) -> View? { script.hitTest(self, point, event) }
    override func layoutSubviews() { script.layoutSubviews(self) }
    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesBegan, self, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesMoved, self, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesEnded, self, touches, event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesCancelled, self, touches, event) }
    override func sendActions(for controlEvents: Control.Event, with event: InputEvent?) {
        script.fidelity.controlSent(controlEvents, by: self)
        super.sendActions(for: controlEvents, with: event)
    }
    func baseBeginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.beginTracking(touch, with: event) }
    func baseContinueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.continueTracking(touch, with: event) }
    func baseEndTracking(_ touch: Touch?, with event: InputEvent?) { super.endTracking(touch, with: event) }
    func baseCancelTracking(with event: InputEvent?) { super.cancelTracking(with: event) }
    func basePoint(inside point: Point, with event: InputEvent?) -> Bool { super.point(inside: point, with: event) }
    func baseHitTest(_ point: Point, with event: InputEvent?) -> View? { super.hitTest(point, with: event) }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseTouchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesBegan(touches, with: event) }
    func baseTouchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesMoved(touches, with: event) }
    func baseTouchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesEnded(touches, with: event) }
    func baseTouchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesCancelled(touches, with: event) }
    var baseDisplayProperties: [DisplayProperty] { super.displayProperties }
}

final class ScriptedStepper: Stepper, ScriptedControl {
    let script: ScriptedBehavior
    init(script: ScriptedBehavior) { self.script = script; super.init(frame: .zero) }
    override var typeName: String { script.definition.name }
    override var displayProperties: [DisplayProperty] { script.displayProperties(of: self) }
    override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.beginTracking(self, touch, event) }
    override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.continueTracking(self, touch, event) }
    override func endTracking(_ touch: Touch?, with event: InputEvent?) { script.endTracking(self, touch, event) }
    override func cancelTracking(with event: InputEvent?) { script.cancelTracking(self, event) }
    override func point(inside point: Point, with event: InputEvent?) -> Bool { script.point(self, inside: point, event) }
    override func hitTest(_ point: Point, with event: InputEvent?) -> View? { script.hitTest(self, point, event) }
    override func layoutSubviews() { script.layoutSubviews(self) }
    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesBegan, self, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesMoved, self, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesEnded, self, touches, event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesCancelled, self, touches, event) }
    override func sendActions(for controlEvents: Control.Event, with event: InputEvent?) {
        script.fidelity.controlSent(controlEvents, by: self)
        super.sendActions(for: controlEvents, with: event)
    }
    func baseBeginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.beginTracking(touch, with: event) }
    func baseContinueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.continueTracking(touch, with: event) }
    func baseEndTracking(_ touch: Touch?, with event: InputEvent?) { super.endTracking(touch, with: event) }
    func baseCancelTracking(with event: InputEvent?) { super.cancelTracking(with: event) }
    func basePoint(inside point: Point, with event: InputEvent?) -> Bool { super.point(inside: point, with: event) }
    func baseHitTest(_ point: Point, with event: InputEvent?) -> View? { super.hitTest(point, with: event) }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseTouchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesBegan(touches, with: event) }
    func baseTouchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesMoved(touches, with: event) }
    func baseTouchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesEnded(touches, with: event) }
    func baseTouchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesCancelled(touches, with: event) }
    var baseDisplayProperties: [DisplayProperty] { super.displayProperties }
}

final class ScriptedSegmentedControl: SegmentedControl, ScriptedControl {
    let script: ScriptedBehavior
    init(script: ScriptedBehavior) { self.script = script; super.init(frame: .zero) }
    override var typeName: String { script.definition.name }
    override var displayProperties: [DisplayProperty] { script.displayProperties(of: self) }
    override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.beginTracking(self, touch, event) }
    override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.continueTracking(self, touch, event) }
    override func endTracking(_ touch: Touch?, with event: InputEvent?) { script.endTracking(self, touch, event) }
    override func cancelTracking(with event: InputEvent?) { script.cancelTracking(self, event) }
    override func point(inside point: Point, with event: InputEvent?) -> Bool { script.point(self, inside: point, event) }
    override func hitTest(_ point: Point, with event: InputEvent?) -> View? { script.hitTest(self, point, event) }
    override func layoutSubviews() { script.layoutSubviews(self) }
    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesBegan, self, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesMoved, self, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesEnded, self, touches, event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesCancelled, self, touches, event) }
    override func sendActions(for controlEvents: Control.Event, with event: InputEvent?) {
        script.fidelity.controlSent(controlEvents, by: self)
        super.sendActions(for: controlEvents, with: event)
    }
    func baseBeginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.beginTracking(touch, with: event) }
    func baseContinueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.continueTracking(touch, with: event) }
    func baseEndTracking(_ touch: Touch?, with event: InputEvent?) { super.endTracking(touch, with: event) }
    func baseCancelTracking(with event: InputEvent?) { super.cancelTracking(with: event) }
    func basePoint(inside point: Point, with event: InputEvent?) -> Bool { super.point(inside: point, with: event) }
    func baseHitTest(_ point: Point, with event: InputEvent?) -> View? { super.hitTest(point, with: event) }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseTouchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesBegan(touches, with: event) }
    func baseTouchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesMoved(touches, with: event) }
    func baseTouchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesEnded(touches, with: event) }
    func baseTouchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesCancelled(touches, with: event) }
    var baseDisplayProperties: [DisplayProperty] { super.displayProperties }
}

final class ScriptedPageControl: PageControl, ScriptedControl {
    let script: ScriptedBehavior
    init(script: ScriptedBehavior) { self.script = script; super.init(frame: .zero) }
    override var typeName: String { script.definition.name }
    override var displayProperties: [DisplayProperty] { script.displayProperties(of: self) }
    override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.beginTracking(self, touch, event) }
    override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { script.continueTracking(self, touch, event) }
    override func endTracking(_ touch: Touch?, with event: InputEvent?) { script.endTracking(self, touch, event) }
    override func cancelTracking(with event: InputEvent?) { script.cancelTracking(self, event) }
    override func point(inside point: Point, with event: InputEvent?) -> Bool { script.point(self, inside: point, event) }
    override func hitTest(_ point: Point, with event: InputEvent?) -> View? { script.hitTest(self, point, event) }
    override func layoutSubviews() { script.layoutSubviews(self) }
    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesBegan, self, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesMoved, self, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesEnded, self, touches, event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { script.touches(.touchesCancelled, self, touches, event) }
    override func sendActions(for controlEvents: Control.Event, with event: InputEvent?) {
        script.fidelity.controlSent(controlEvents, by: self)
        super.sendActions(for: controlEvents, with: event)
    }
    func baseBeginTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.beginTracking(touch, with: event) }
    func baseContinueTracking(_ touch: Touch, with event: InputEvent?) -> Bool { super.continueTracking(touch, with: event) }
    func baseEndTracking(_ touch: Touch?, with event: InputEvent?) { super.endTracking(touch, with: event) }
    func baseCancelTracking(with event: InputEvent?) { super.cancelTracking(with: event) }
    func basePoint(inside point: Point, with event: InputEvent?) -> Bool { super.point(inside: point, with: event) }
    func baseHitTest(_ point: Point, with event: InputEvent?) -> View? { super.hitTest(point, with: event) }
    func baseLayoutSubviews() { super.layoutSubviews() }
    func baseTouchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesBegan(touches, with: event) }
    func baseTouchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesMoved(touches, with: event) }
    func baseTouchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesEnded(touches, with: event) }
    func baseTouchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { super.touchesCancelled(touches, with: event) }
    var baseDisplayProperties: [DisplayProperty] { super.displayProperties }
}
