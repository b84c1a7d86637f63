import ControlKit
import Foundation
import LuaKit
import TactileScripting

/// Everything a scenario or plugin can name, as a scenario file's environment has it: the bound
/// classes with their schemas (and, when asked, the plugins' classes), the other globals by kind,
/// and the names scripts give events and states. Read from a real session, so it is what
/// `:help` and completion see.
struct BindingCatalog {
    /// A global that is not a class.
    struct Global: Equatable {
        let name: String
        /// The Lua type of its value (`function`, `table`, `userdata`).
        let kind: String
        /// The bound class of its value, for a bound object such as `window`.
        let className: String?
        /// How it is called, when `:help` knows (`tap(view [, point | {count =, at =}]): …`).
        let help: String?
    }

    let classes: [LuaClassSchema]
    let globals: [Global]
    /// The properties each class's appearance proxy takes, by class name, for the classes with
    /// one (uikit-rules §17).
    let appearanceProperties: [String: [String]]
    /// The plugins whose classes are among `classes`, each with the classes it defines.
    let pluginClasses: [(plugin: String, classes: [String])]

    static let eventNames = Control.Event.namedEvents.map(\.name) + Control.Event.namedMasks.map(\.name)
    static let stateNames = Control.State.named.map(\.name)

    /// Reads the catalog from a scenario's environment, with every plugin on `pluginPath` loaded
    /// when `includingPlugins`.
    init(pluginPath: [String], trustPlugins: Bool, includingPlugins: Bool) throws {
        let stages = StageKeeper {
            var options = ScriptSession.Options()
            options.pluginPath = pluginPath
            options.trustPlugins = trustPlugins
            return ControlStage(options: options)
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-types-\(UUID().uuidString).lua")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        var read: Result<Contents, any Error>?
        let runner = ScenarioRunner(settings: ScenarioSettings(), makeStage: stages.make)
        _ = runner.run(script: empty.path, beforeClosing: {
            guard let session = (stages.made as? ControlStage)?.session else { return }
            read = Result { try Self.read(session, includingPlugins: includingPlugins) }
        })
        guard let read else { throw CatalogError("could not start a session to read the bindings from") }
        let contents = try read.get()
        classes = contents.classes
        globals = contents.globals
        pluginClasses = contents.plugins
        appearanceProperties = contents.appearance
    }

    /// What a session shows of its bindings.
    private typealias Contents = (classes: [LuaClassSchema], globals: [Global], plugins: [(String, [String])],
                                  appearance: [String: [String]])

    private static func read(_ session: ScriptSession, includingPlugins: Bool) throws -> Contents {
        try session.registerEveryClass()
        var plugins: [(String, [String])] = []
        if includingPlugins {
            let failed = session.loadAllPlugins()
            if let plugin = failed.first {
                throw CatalogError("plugin \(plugin.name) did not load: \(plugin.loadError?.message ?? "")")
            }
            plugins = session.customControls.plugins.discover().filter { !$0.controls.isEmpty }.map { ($0.name, $0.controls) }
        }
        let plain = try LuaState()
        let standard = Set(try plain.globals.keys().compactMap(Self.name(of:)))
        var classes: [LuaClassSchema] = [], globals: [Global] = []
        for (key, value) in try session.globals.entries() {
            guard let name = Self.name(of: key), !standard.contains(name) else { continue }
            if let schema = session.lua.classSchema(named: name) {
                classes.append(schema)
            } else {
                globals.append(Global(name: name, kind: value.typeName, className: session.lua.classSchema(of: value)?.name,
                                      help: GlobalHelp.text(for: name)))
            }
        }
        let pluginNames = Set(plugins.flatMap(\.1))
        for name in pluginNames where !classes.contains(where: { $0.name == name }) {
            if let schema = session.lua.classSchema(named: name) { classes.append(schema) }
        }
        let appearance = classes.reduce(into: [String: [String]]()) { found, schema in
            found[schema.name] = session.appearancePropertyNames(ofClass: schema.name)
        }
        return (classes.sorted { $0.name < $1.name }, globals.sorted { $0.name < $1.name }, plugins.sorted { $0.0 < $1.0 },
                appearance)
    }
}

extension BindingCatalog {
    /// A string key's text; nil for other keys.
    private static func name(of key: LuaValue) -> String? {
        if case .string(let name) = key { return name }
        return nil
    }
}

/// Why the catalog could not be read.
struct CatalogError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
