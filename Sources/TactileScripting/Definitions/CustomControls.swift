import ControlKit
import LuaKit

/// The Lua-written side of a session's controls: the Lua-defined classes, the plugins that
/// define them, the fidelity notes they earned, and the Lua delegates and data sources given to
/// built-in controls.
///
/// It reaches the stage, to note in its traffic and report failures; nothing else of the session.
public final class CustomControls {
    /// The current definition of every Lua-defined class, by name.
    public internal(set) var definitions: [String: ControlDefinition] = [:]
    /// Every fidelity note so far, oldest first (each is also a `note` in the traffic).
    public internal(set) var fidelityNotes: [FidelityNote] = []
    /// The plugins found on the plugin path, loaded or not.
    public let plugins: PluginRegistry
    /// The table `self.super` returns: functions that run the next implementation up the chain;
    /// made by the first definition (`ScriptSession.superTable()`).
    var superTable: LuaRef?
    /// The Lua function reading a global the session's globals lack: the API, or a plugin's
    /// class (plugins.lua's `lookup`).
    var lookup: LuaRef?
    /// The Lua function that makes a plugin's environment, once the first plugin has loaded.
    var environmentMaker: LuaRef?
    /// Defined classes' own members, run in Lua; loaded by the first definition
    /// (`ScriptSession.definedMembers()`), so a session that defines nothing never compiles them.
    var members: DefinedMembers?
    /// The delegates and data sources made of Lua functions and tables, one per object given them.
    let scriptDelegates = ScriptDelegates()

    private let stage: SessionStage

    init(plugins: PluginRegistry, stage: SessionStage) {
        self.plugins = plugins
        self.stage = stage
    }

    /// Records a fidelity note: in the traffic, as a note from the control, and in `fidelityNotes`.
    func addFidelityNote(_ kind: FidelityNote.Kind, event: String?, control: View, message: String) {
        let application = control.application ?? stage.application
        let name = application.name(of: control).description
        fidelityNotes.append(FidelityNote(kind: kind, control: name, event: event, message: message,
                                                         application: application))
        application.note("fidelity: " + message, from: control)
    }

    /// Reports an override that failed: to the session's failures, and as a traffic note naming
    /// the hook and the error's position. The caller then runs the base behaviour.
    func reportOverrideFailure(_ error: any Error, hook: Hook, definition: ControlDefinition, control: View) {
        let reported = stage.reportFailure(error, sender: control, event: "\(definition.name).\(hook.name)")
        let application = control.application ?? stage.application
        let name = application.name(of: control)
        let outcome = hook == .draw ? "nothing was drawn this time" : "the base class's ran instead"
        application.note("\(hook.name) override of \(name) failed: \(reported); \(outcome)", from: control)
    }
}

/// Something a scripted control did that UIKit would do too, but its author may not expect.
public struct FidelityNote: CustomStringConvertible {
    public enum Kind: String, CaseIterable, Sendable {
        /// A touch event sent by an override that the base class also sent for the same touch.
        case duplicateEvent
        /// continueTracking returned false and left the control highlighted.
        case stuckHighlight
        /// A cancelTracking override did not call super; the control still thinks it is tracking.
        case cancelWithoutSuper
        /// valueChanged sent from a programmatic assignment rather than user interaction.
        case programmaticValueChanged
    }

    public let kind: Kind
    /// The control's traffic name, such as `Knob#1`.
    public let control: String
    /// The event concerned, if any.
    public let event: String?
    public let message: String
    /// The application whose traffic holds the note (a scenario makes one per test), nil once it
    /// is released; not an identifier, which a later application at the same address could reuse.
    var application: Application? { applicationLink.object }
    private let applicationLink: LinkedReference<Application>

    init(kind: Kind, control: String, event: String?, message: String, application: Application) {
        self.kind = kind
        self.control = control
        self.event = event
        self.message = message
        applicationLink = LinkedReference(application)
    }

    public var description: String { message }
}
