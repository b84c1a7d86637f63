import Foundation
import LuaKit

extension ScriptSession {
    /// `message` with a hint after Lua's words for a class name no plugin defines: calling or
    /// indexing `Knob` when no `knob.lua` is on the plugin path fails with
    /// `attempt to call a nil value (global 'Knob')`, which then goes on
    /// `: no plugin on the plugin path (plugins) defines Knob (knob.lua or knob/init.lua); give
    /// the folder that holds it with --plugin-path`, and when a class of that name's spelling is
    /// known (built in, defined, or declared by a plugin on the path), `; did you mean 'Knob'?`.
    /// Other messages are returned as they are.
    public func explainingMissingClass(in message: String) -> String {
        guard let match = message.firstMatch(of: Self.nilGlobal) else { return message }
        let name = String(match.output.1)
        guard classes.bindings[name] == nil, !classes.isBuiltInClass(name), customControls.plugins.plugin(definingClass: name) == nil else { return message }
        let file = PluginRegistry.fileName(forClass: name)
        let known = Set(StandardClass.byName.keys).union(classes.bindings.keys).union(customControls.plugins.discover().flatMap(\.knownControls))
        let suggestion = NearestName.suggestion(for: name, among: known.sorted()).map { "; did you mean '\($0)'?" } ?? ""
        let hint = ": no plugin on the plugin path (\(customControls.plugins.path.joined(separator: ", "))) defines \(name) "
            + "(\(file).lua or \(file)/init.lua); give the folder that holds it with --plugin-path" + suggestion
        return String(message[..<match.range.upperBound]) + hint + String(message[match.range.upperBound...])
    }

    /// Lua's message for calling or indexing a global that is nil, when its name reads as a class's.
    private static var nilGlobal: Regex<(Substring, Substring)> {
        /attempt to (?:call|index) a nil value \(global '([A-Z][A-Za-z0-9_]*)'\)/
    }
}
