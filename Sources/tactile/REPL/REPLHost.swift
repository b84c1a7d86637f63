import ControlKit
import LuaKit

/// What the command line asks of every session.
struct SessionOptions {
    /// Folders to look for plugins in.
    var pluginPaths: [String] = []
    /// Whether plugins run with the whole standard library.
    var trustPlugins = false
    /// No banner, and no live traffic lines until `:trace on`.
    var quiet = false
    /// Colour results, errors and traffic.
    var colors = false
    /// The width results are laid out for.
    var width = 80
}

/// What the scripting layer contributes to a REPL session: the bindings and
/// plugins in every fresh state, the names completion and `:help` know, and
/// the meta-commands about controls (`:reload`, `:plugins`, `:trace`, `:tree`,
/// `:clock`).
///
/// `ScriptingHost` is the one the REPL runs on; `PlainLuaHost` has plain Lua only.
protocol REPLHost: AnyObject {
    /// Prepares a fresh state (at start and on `:reset`): installs bindings,
    /// loads plugins from `options.pluginPaths`, and starts live traffic
    /// lines unless `options.quiet`. `output` shows a line to the user (a
    /// traffic line as it happens).
    func prepare(_ state: LuaState, options: SessionOptions, output: @escaping (String) -> Void) throws
    /// Control event names, completed inside string literals.
    var eventNames: [String] { get }
    /// Names `:help` can explain besides the meta-commands and bound classes.
    var helpTopics: [String] { get }
    /// The plugins found on the plugin path, for completing `:reload`.
    var pluginNames: [String] { get }
    /// The classes scripts may use without defining them, loaded yet or not (a built-in class
    /// is registered and a plugin's loaded when first used), for completing names.
    var classNames: [String] { get }
    /// Gets the class `name` ready, as its first use does (`:help Knob`, completing `Knob.`):
    /// registers a built-in class or loads the plugin that defines it. Throws a plugin's failure.
    func prepareClass(named name: String) throws
    /// Gets every built-in class ready, for help that looks through them all (`:help value`).
    func prepareEveryClass()
    /// The properties and methods of the bound class whose metatable is
    /// named `className` (`__name`), for completing `object.` and `object:`;
    /// only methods when `methodsOnly`.
    func memberNames(ofClassNamed className: String, methodsOnly: Bool) -> [CompletionCandidate]
    /// A short explanation of `topic`, if this host knows it.
    func help(for topic: String) -> String?
    /// Carries out a meta-command about controls and returns what to show.
    /// Nil when this host cannot carry it out.
    func perform(_ command: MetaCommand, in state: LuaState) throws -> String?
    /// Adds a note to the session's traffic (a Lua warning), when it has traffic.
    func note(_ text: String)
    /// An error's text with what the host can add (a class no plugin defines says so).
    func explain(_ message: String) -> String
    /// The REPL has handled a line of input (`:trace file` rewrites its timeline then).
    func inputHandled()
    /// The properties a class's appearance proxy takes (uikit-rules §17), or nil when it has none.
    func appearancePropertyNames(ofClass name: String) -> [String]?
}

extension REPLHost {
    /// A host without plugins has nothing to add.
    func explain(_ message: String) -> String { message }

    /// A host without the control model has no appearance proxies.
    func appearancePropertyNames(ofClass name: String) -> [String]? { nil }

    /// A host without bindings has no classes.
    var classNames: [String] { [] }

    /// A host without bindings has no classes to get ready.
    func prepareClass(named name: String) throws {}

    /// A host without bindings has no classes to get ready.
    func prepareEveryClass() {}

    /// A host without a model records no timeline.
    func inputHandled() {}
}

/// The host for plain Lua: no bindings, no plugins, no traffic, UIKit's
/// control event names for completion.
final class PlainLuaHost: REPLHost {
    func prepare(_ state: LuaState, options: SessionOptions, output: @escaping (String) -> Void) throws {}

    /// UIKit's control event names (uikit-rules §1.1), from the model's table of them: the
    /// single events and the masks, without the application-reserved bits.
    let eventNames = Control.Event.namedEvents.map(\.name).filter { !$0.hasPrefix("application") }
        + Control.Event.namedMasks.map(\.name)

    var helpTopics: [String] { [] }

    var pluginNames: [String] { [] }

    func memberNames(ofClassNamed className: String, methodsOnly: Bool) -> [CompletionCandidate] { [] }

    func help(for topic: String) -> String? { nil }

    func perform(_ command: MetaCommand, in state: LuaState) throws -> String? { nil }

    func note(_ text: String) {}
}
