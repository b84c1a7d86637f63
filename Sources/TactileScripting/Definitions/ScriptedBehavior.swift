import ControlKit
import LuaKit

/// The Lua side of one instance of a Lua-defined class: the definition it was made with, its
/// state (declared property values and private `_fields`, kept in its userdata's user value
/// table, where Lua's collector sees it), and the calls into its overrides. It is attached to a plain instance of the built-in class at the root of the
/// definition's chain (`View.attachedBehaviour`), which then asks it for every overridable
/// method; where the definition has no override, the class's own method runs.
///
/// Every override runs in protected mode. When one fails, the error (with its `file:line`)
/// is reported to the session, noted in the traffic, and the base class's behaviour runs
/// instead, so a broken plugin degrades to its base control rather than taking the host down.
final class ScriptedBehavior: AttachedBehaviour {
    /// The definition the instance was made with (kept across plugin reloads).
    let definition: ControlDefinition
    private(set) weak var session: ScriptSession?
    /// Whether the state has been given the declared defaults.
    private var hasState = false
    /// The chain level of each override running on this instance, innermost last;
    /// `ScriptedBehavior.baseLevel` while the built-in class's own implementation runs.
    private var levels = InlineStack<OverrideLevel>()
    /// The levels nested deeper than `levels` keeps inline, innermost last.
    private var deeperLevels: [OverrideLevel] = []
    /// What this instance sends during one touch phase or one programmatic assignment.
    let fidelity = FidelityMonitor()
    /// Whether the send Lua is making now (`self:sendActions`) happens during an assignment, as
    /// the Lua side said; taken by the send's `controlWillSend`.
    private var luaSendIsAssigning: Bool?

    /// The level pushed while the Swift base implementation runs.
    static let baseLevel = Int.max

    /// The defined class, as appearance proxies know it (uikit-rules §17).
    var appearanceClass: AppearanceClass? { definition.appearanceClass }

    init(definition: ControlDefinition, session: ScriptSession) {
        self.definition = definition
        self.session = session
    }

    /// The state table of `view` (the instance this behaviour is attached to): its userdata's
    /// user value, filled with the declared defaults the first time. Not kept in Swift, which
    /// would make it a root of Lua's collector and leak an instance whose state refers to it.
    func state(of view: View) throws(LuaError) -> LuaRef {
        guard let session else { throw LuaError.runtime("the session has ended") }
        let table = try session.lua.userValue(for: view)
        if !hasState {
            hasState = true
            for property in definition.allProperties where property.get == nil {
                try table.rawSet(.string(property.name), property.defaultValue)
            }
        }
        return table
    }

    /// The override running now, if any (nil when none, or while base code runs).
    var runningHook: Hook? {
        guard let top = innermostLevel(where: { _ in true }), top.level != ScriptedBehavior.baseLevel else { return nil }
        return top.hook
    }

    /// The innermost running level that matches.
    private func innermostLevel(where matches: (OverrideLevel) -> Bool) -> OverrideLevel? {
        if levels.count > InlineStack<OverrideLevel>.inlineCapacity, let deeper = deeperLevels.last(where: matches) { return deeper }
        var index = levels.inlineCount
        while index > 0 {
            index -= 1
            let level = levels[index]
            if matches(level) { return level }
        }
        return nil
    }

    /// Marks an override (or the built-in implementation) as running, until `popLevel`.
    private func pushLevel(_ level: Int, _ hook: Hook) {
        let running = OverrideLevel(level: level, hook: hook)
        if !levels.push(running) { deeperLevels.append(running) }
    }

    private func popLevel() {
        if !levels.pop() { deeperLevels.removeLast() }
    }

    // MARK: Calling overrides

    /// Calls the nearest override of a hook at or above a level of the definition chain through
    /// `call`, which passes `self` and the arguments. Returns what `call` returns, or nil when
    /// there is no override or it failed (then the failure has been reported).
    func callOverride<R>(_ hook: Hook, on control: View, from level: Int = 0,
                         calling call: (LuaRef) throws -> R) -> R? {
        guard let (function, found) = definition.hook(hook, from: level), let session else { return nil }
        pushLevel(found, hook)
        defer { popLevel() }
        do {
            return try call(function)
        } catch {
            session.customControls.reportOverrideFailure(error, hook: hook, definition: definition, control: control)
            return nil
        }
    }

    /// `callOverride(_:on:from:calling:)` for hooks whose arguments are not all objects: calls
    /// the override with `self` and the arguments made by `arguments`, and returns its first result.
    func callOverride(_ hook: Hook, on control: View, from level: Int = 0,
                      arguments: () throws -> [LuaValue]) -> LuaValue? {
        callOverride(hook, on: control, from: level) { function in
            guard let session else { throw LuaError.runtime("the session has ended") }
            return try function.call([try session.luaValue(for: control)] + arguments()).first ?? .nil
        }
    }

    /// Runs the built-in class's implementation, marked so that what it sends counts as the base class's.
    func base<T>(_ hook: Hook, _ body: () -> T) -> T {
        pushLevel(ScriptedBehavior.baseLevel, hook)
        defer { popLevel() }
        return body()
    }

    /// The level `super` continues from: just above the innermost running override.
    var superLevel: Int {
        guard let top = innermostLevel(where: { $0.level != ScriptedBehavior.baseLevel }) else { return 1 }
        return top.level + 1
    }

    // MARK: Overridable methods

    func beginTracking(_ control: Control, _ touch: Touch, with event: InputEvent?) -> Bool {
        beginTracking(control, touch, event, from: 0)
    }

    func beginTracking(_ control: Control, _ touch: Touch, _ event: InputEvent?, from level: Int) -> Bool {
        if let result = callOverride(.beginTracking, on: control, from: level, calling: {
            try $0.call(objects: control, touch, event, returning: LuaValue.self)
        }) {
            return result.isTruthy
        }
        return base(.beginTracking) { control.beginTracking(touch, with: event) }
    }

    func continueTracking(_ control: Control, _ touch: Touch, with event: InputEvent?) -> Bool {
        continueTracking(control, touch, event, from: 0)
    }

    func continueTracking(_ control: Control, _ touch: Touch, _ event: InputEvent?, from level: Int) -> Bool {
        if let result = callOverride(.continueTracking, on: control, from: level, calling: {
            try $0.call(objects: control, touch, event, returning: LuaValue.self)
        }) {
            let keepTracking = result.isTruthy
            if !keepTracking { fidelity.continueTrackingReturnedFalse = true }
            return keepTracking
        }
        return base(.continueTracking) { control.continueTracking(touch, with: event) }
    }

    func endTracking(_ control: Control, _ touch: Touch?, with event: InputEvent?) {
        endTracking(control, touch, event, from: 0)
    }

    func endTracking(_ control: Control, _ touch: Touch?, _ event: InputEvent?, from level: Int) {
        if callOverride(.endTracking, on: control, from: level, calling: {
            try $0.call(objects: control, touch, event, returning: LuaValue.self)
        }) != nil { return }
        base(.endTracking) { control.endTracking(touch, with: event) }
    }

    func cancelTracking(_ control: Control, with event: InputEvent?) {
        cancelTracking(control, event, from: 0)
    }

    func cancelTracking(_ control: Control, _ event: InputEvent?, from level: Int) {
        let calledBefore = fidelity.baseCancelCount
        if callOverride(.cancelTracking, on: control, from: level, calling: {
            try $0.call(objects: control, event, returning: LuaValue.self)
        }) != nil {
            if fidelity.baseCancelCount == calledBefore && control.isTracking { fidelity.cancelWithoutSuper = true }
            return
        }
        fidelity.baseCancelCount += 1
        base(.cancelTracking) { control.cancelTracking(with: event) }
    }

    func point(_ view: View, inside point: Point, with event: InputEvent?) -> Bool {
        self.point(view, inside: point, event, from: 0)
    }

    func point(_ control: View, inside point: Point, _ event: InputEvent?, from level: Int) -> Bool {
        if let result = callOverride(.pointInside, on: control, from: level, arguments: { try self.pointArguments(point, event) }) {
            return result.isTruthy
        }
        return base(.pointInside) { control.point(inside: point, with: event) }
    }

    func hitTest(_ view: View, _ point: Point, with event: InputEvent?) -> View? {
        hitTest(view, point, event, from: 0)
    }

    func hitTest(_ control: View, _ point: Point, _ event: InputEvent?, from level: Int) -> View? {
        if let result = callOverride(.hitTest, on: control, from: level, arguments: { try self.pointArguments(point, event) }) {
            return session?.object(from: result) as? View
        }
        return base(.hitTest) { control.hitTest(point, with: event) }
    }

    func layoutSubviews(_ view: View) {
        layoutSubviews(view, from: 0)
    }

    func canBecomeFirstResponder(_ view: View) -> Bool {
        canBecomeFirstResponder(view, from: 0)
    }

    /// The override's answer, taken as Lua truth; the base class's when there is none or it fails.
    func canBecomeFirstResponder(_ view: View, from level: Int) -> Bool {
        if let result = callOverride(.canBecomeFirstResponder, on: view, from: level, calling: {
            try $0.call(objects: view, returning: LuaValue.self)
        }) {
            return result.isTruthy
        }
        return base(.canBecomeFirstResponder) { view.canBecomeFirstResponder }
    }

    func layoutSubviews(_ control: View, from level: Int) {
        if callOverride(.layout, on: control, from: level, calling: { try $0.call(objects: control, returning: LuaValue.self) }) != nil {
            return
        }
        base(.layout) { control.layoutSubviews() }
    }

    /// A raw touch method: the override or the base class's, watched for fidelity notes.
    func touches(_ phase: Touch.Phase, _ view: View, _ touches: Set<Touch>, with event: InputEvent?) {
        let hook: Hook = switch phase {
        case .began: .touchesBegan
        case .moved: .touchesMoved
        case .ended: .touchesEnded
        default: .touchesCancelled
        }
        self.touches(hook, view, touches, event, from: 0)
    }

    func touches(_ hook: Hook, _ control: View, _ touches: Set<Touch>, _ event: InputEvent?, from level: Int) {
        let outermost = level == 0 && !fidelity.isWatching
        if outermost {
            if hook == .touchesBegan { control.layoutIfNeeded() }
            fidelity.begin()
        }
        defer { if outermost { fidelity.end(control: control, session: session) } }
        if callOverride(hook, on: control, from: level, arguments: {
            [try self.list(touches.sorted { $0.identifier < $1.identifier }), try self.value(for: event)]
        }) != nil { return }
        base(hook) {
            let phase: Touch.Phase = switch hook {
            case .touchesBegan: .began
            case .touchesMoved: .moved
            case .touchesEnded: .ended
            default: .cancelled
            }
            control.callTouches(phase, touches, with: event)
        }
    }

    /// How the instance prints after its name: the `description` override's words (`key=value`
    /// words as properties, a bare word as the `state`), or the declared properties holding
    /// plain values, then the base class's own. An override that prints its own control
    /// (`tostring(self)`) gets the plain form there instead of recursing.
    func displayProperties(of control: View, own base: [DisplayProperty]) -> [DisplayProperty] {
        let describing = innermostLevel(where: { $0.hook == .description }) != nil
        if !describing, case .string(let text)? = callOverride(.description, on: control, calling: {
            try $0.call(objects: control, returning: LuaValue.self)
        }) {
            return text.split(separator: " ").map { word in
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                return parts.count == 2 ? DisplayProperty(parts[0], parts[1]) : DisplayProperty("state", String(word))
            } + base
        }
        guard let state = try? state(of: control) else { return base }
        var shown: [DisplayProperty] = []
        for property in definition.allProperties where property.get == nil {
            switch try? state.rawGet(.string(property.name)) {
            case .number(let x)?: shown.append(.number(property.name, x))
            case .integer(let n)?: shown.append(.value(property.name, n))
            case .boolean(let flag)?: shown.append(DisplayProperty(property.name, flag ? "true" : "false"))
            case .string(let text)?: shown.append(.text(property.name, text))
            default: break
            }
        }
        return shown + base
    }

    func applyPendingInvalidations(_ view: View) {
        session?.applyRedrawsDue()
    }

    /// The definition's name, which instances go by in traffic and descriptions.
    var typeName: String { definition.name }

    /// Runs a send Lua makes, telling its `controlWillSend` whether it happens during an assignment.
    func sendFromLua(assigning: Bool, _ send: () -> Void) {
        let outer = luaSendIsAssigning
        luaSendIsAssigning = assigning
        defer { luaSendIsAssigning = outer }
        send()
    }

    func controlWillSend(_ control: Control, _ events: Control.Event) {
        let toldAssigning = luaSendIsAssigning
        luaSendIsAssigning = nil
        if !fidelity.isWatching, events.contains(.valueChanged), let session,
           toldAssigning ?? isAssigning(control, in: session) {
            let name = (control.application ?? session.stage.application).name(of: control)
            session.customControls.addFidelityNote(.programmaticValueChanged, event: "valueChanged", control: control, message:
                "\(name) sent valueChanged from a programmatic change (UIKit's controls send it only for user interaction)")
        }
        fidelity.controlSent(events, by: control, runningHook: runningHook)
    }

    /// Whether one of the control's declared properties is being assigned (its `set` or `didSet`
    /// runs). The control is passed as its userdata, without a reference made to it.
    private func isAssigning(_ control: Control, in session: ScriptSession) -> Bool {
        (try? session.definedMembers().isAssigning.call(objects: control, returning: Bool.self)) == true
    }

    /// The behaviour attached to an object, when it is an instance of a Lua-defined class.
    static func of(_ object: AnyObject) -> ScriptedBehavior? {
        (object as? View)?.attachedBehaviour as? ScriptedBehavior
    }

    // MARK: Arguments

    private func pointArguments(_ point: Point, _ event: InputEvent?) throws -> [LuaValue] {
        guard let session else { throw LuaError.runtime("the session has ended") }
        return [try session.luaValue(point), try value(for: event)]
    }

    private func value(for object: AnyObject?) throws -> LuaValue {
        guard let session else { throw LuaError.runtime("the session has ended") }
        return try session.luaValue(for: object)
    }

    private func list(_ touches: [Touch]) throws -> LuaValue {
        guard let session else { throw LuaError.runtime("the session has ended") }
        return try session.luaList(touches)
    }
}

// MARK: Actions up the responder chain

extension ScriptedBehavior {
    /// Whether the class (or an ancestor) has a method named by the action: an action sent with
    /// no target reaches it as it would an Objective-C responder's method (uikit-rules §3.3).
    func responds(_ view: View, to action: ActionName) -> Bool {
        definition.method(named: String(action.baseName)) != nil
    }

    /// Calls the method as an action, `self:save(sender, event, name)`; a failure is reported and
    /// recorded as a failed delivery.
    func perform(_ view: View, _ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard let session, let method = definition.method(named: String(action.baseName)) else { return }
        let arguments = try session.actionArguments(sender: sender, event: event)
        do {
            try method.call([try session.luaValue(for: view)] + arguments.values)
        } catch {
            throw session.reportFailure(error, sender: sender, event: arguments.name)
        }
    }
}

/// One override running on an instance (or the built-in implementation, at
/// `ScriptedBehavior.baseLevel`): its level in the definition chain and its hook.
struct OverrideLevel: BitwiseCopyable {
    let level: Int
    let hook: Hook
}
