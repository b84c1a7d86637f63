import ControlKit
import LuaKit

/// Loading plugins: `plugin.load(name)`, `plugin.reload(name)`, `plugin.list()`, and loading
/// on first use — reading the global `Knob` loads `knob.lua` from the plugin path. A session
/// compiles no plugin before one is used (or checked, or listed).
///
/// A plugin runs in its own environment: its globals stay its own, and unless the session
/// trusts plugins it is a sandbox (`LuaState.makeSandbox()`) reading through to Tactile's API
/// and nothing else. A plugin that fails to load is reported with its file and line and
/// leaves the session and the other plugins as they were.
extension ScriptSession {
    /// Makes the session's globals read through to the API and load plugins on first use
    /// (plugins.lua). The rest is made when first needed: the `plugin` table when its global
    /// is first read (`installPluginTable`), plugins' environments when the first one loads.
    func installPlugins() throws(LuaError) {
        let autoload = try lua.function(named: "autoload") { [weak self] call in
            guard let self else { throw LuaError.runtime("the session has ended") }
            let name: String = try call.argument(1)
            let (loaded, failure) = self.autoload(name)
            return call.results(loaded, failure)
        }
        let returned = try EmbeddedLua.load("plugins", chunkName: "=tactile.plugins", in: lua, environment: api)
            .call([.function(autoload), .table(globals), .table(api)])
        guard case .function(let lookup)? = returned.first else { throw LuaError.runtime("plugins.lua returned no lookup") }
        customControls.lookup = lookup
    }

    /// `plugin.load(name)`, `plugin.reload(name)` and `plugin.list()`, published as `plugin`.
    func installPluginTable() throws(LuaError) {
        let table = try lua.newTable()
        try table.rawSet("load", .function(lua.function(named: "load") { [weak self] call in
            guard let self else { throw LuaError.runtime("the session has ended") }
            let name: String = try call.argument(1)
            return try call.results([try self.loadPlugin(named: name, again: false)])
        }))
        try table.rawSet("reload", .function(lua.function(named: "reload") { [weak self] call in
            guard let self else { throw LuaError.runtime("the session has ended") }
            let name: String = try call.argument(1)
            return try call.results([try self.loadPlugin(named: name, again: true)])
        }))
        try table.rawSet("list", .function(lua.function(named: "list") { [weak self] call in
            guard let self else { throw LuaError.runtime("the session has ended") }
            return try call.results([try self.pluginList()])
        }))
        try publish("plugin", .table(table))
    }

    /// The function making a plugin's environment (plugin_environments.lua), made when the
    /// first plugin loads.
    func environmentMaker() throws(LuaError) -> LuaRef {
        if let maker = customControls.environmentMaker { return maker }
        guard let lookup = customControls.lookup else { throw LuaError.runtime("plugins are not installed") }
        let loadModule = try lua.function(named: "require") { [weak self] call in
            guard let self else { throw LuaError.runtime("the session has ended") }
            let (pluginName, moduleName): (String, String) = (try call.argument(1), try call.argument(2))
            guard case .table(let environment) = call.value(3) else { throw call.badArgument(3, expected: "table") }
            return try call.results(try self.loadModule(moduleName, of: pluginName, in: environment))
        }
        let trustedGlobals: LuaValue = customControls.plugins.trusted ? .table(try lua.globals) : .nil
        let chunk = try EmbeddedLua.load("plugin_environments", chunkName: "=tactile.plugins.environments", in: lua,
                                         environment: api)
        let returned = try chunk.call([.function(loadModule), .function(lookup), .function(lua.sandboxMaker()), trustedGlobals])
        guard case .function(let maker)? = returned.first else {
            throw LuaError.runtime("plugin_environments.lua returned no environment maker")
        }
        customControls.environmentMaker = maker
        return maker
    }

    /// Loads a plugin by name (again when `again`), returning the list of classes it defined.
    /// Throws a message naming the file and line when it does not load.
    @discardableResult
    public func loadPlugin(named name: String, again: Bool = false) throws -> LuaValue {
        let registry = customControls.plugins
        guard let plugin = registry.plugin(named: name) else {
            throw ScriptError.message("no plugin named '\(name)' on the plugin path (\(registry.path.joined(separator: ", ")))")
        }
        if case .loaded = plugin.status, !again { return try luaList(plugin.controls.map(LuaValue.string)) }
        do {
            try run(plugin)
        } catch {
            plugin.status = .failed(error)
            throw ScriptError.message("plugin '\(name)' failed to load: \(error.message)")
        }
        return try luaList(plugin.controls.map(LuaValue.string))
    }

    private func run(_ plugin: Plugin) throws(LuaError) {
        let environment = try environmentMaker().call([.string(plugin.name), .boolean(plugin.isFolder)]).first?.reference
        let chunk = try compile(plugin, environment: environment)
        let registry = customControls.plugins
        let outer = registry.loading
        registry.loading = plugin
        plugin.controls = []
        defer { registry.loading = outer }
        _ = try chunk.call([])
        if plugin.controls.isEmpty {
            throw LuaError.runtime("\(plugin.path): defines no control (a plugin calls Control.define{...})")
        }
        plugin.status = .loaded
    }

    /// The plugin's source, read afresh from its file, compiled to run in `environment`.
    private func compile(_ plugin: Plugin, environment: LuaRef?) throws(LuaError) -> LuaRef {
        let source: [UInt8]
        do { source = try customControls.plugins.source(of: plugin) } catch {
            throw LuaError.runtime(error.description)
        }
        plugin.compilations += 1
        return try lua.load(fileContents: source, chunkName: "@" + plugin.displayPath, environment: environment)
    }

    /// `require` in a folder plugin: its module `moduleName`, compiled to run in the plugin's
    /// `environment`, and the file it came from; or nil and a sentence saying why there is none,
    /// for the `require` of the plugin's environment to raise at the plugin's line.
    private func loadModule(_ moduleName: String, of pluginName: String, in environment: LuaRef) throws(LuaError) -> [LuaValue] {
        guard let plugin = customControls.plugins.plugin(named: pluginName) else { return [.nil, .string("no plugin named '\(pluginName)'")] }
        let module: PluginModule
        do { module = try PluginModule.find(moduleName, of: plugin) } catch { return [.nil, .string(error.description)] }
        let displayPath = Plugin.displayPath(of: module.path)
        do {
            let source = try FileContents.read(module.path)
            let chunk = try lua.load(fileContents: source, chunkName: "@" + displayPath, environment: environment)
            return [.function(chunk), .string(displayPath)]
        } catch let error as LuaError {
            return [.nil, .string("error loading module '\(moduleName)' from file '\(displayPath)':\n\t\(error.message)")]
        } catch {
            return [.nil, .string("error loading module '\(moduleName)': \(error)")]
        }
    }

    /// Loads every plugin on the path that has not been tried yet (as `tactile types` does to
    /// describe them all), and returns the plugins that failed; each keeps its error, naming
    /// file and line, in `status`. A failure leaves the session and the other plugins as they were.
    @discardableResult
    public func loadAllPlugins() -> [Plugin] {
        customControls.plugins.discover().filter { plugin in
            if case .unloaded = plugin.status { _ = try? loadPlugin(named: plugin.name) }
            return plugin.loadError != nil
        }
    }

    /// Compiles every plugin on the path not tried yet, without running it, and returns the
    /// plugins on the path; one that does not compile has failed, its error (file and line) in
    /// `status`, and using it says so until `reloadPlugins` tries it again. Plugins that
    /// compile stay unloaded: they run when first used.
    @discardableResult
    public func checkPlugins() -> [Plugin] {
        let found = customControls.plugins.discover()
        for plugin in found {
            guard case .unloaded = plugin.status else { continue }
            do throws(LuaError) {
                _ = try compile(plugin, environment: nil)
            } catch {
                plugin.status = .failed(error)
            }
        }
        return found
    }

    /// Every class, global enumeration and global published on first read (`namesOnFirstRead`)
    /// a script may use now without defining it: the built-in ones (registered or published
    /// yet or not) and the classes of every plugin on the path,
    /// loaded or not (`Plugin.knownControls`; reading the headers, not running the plugins).
    public var usableClassNames: Set<String> {
        classes.classNames.union(ScriptEnumerations.globalNames).union(namesOnFirstRead)
            .union(customControls.plugins.discover().flatMap(\.knownControls))
    }

    /// Gets the class `name` ready as reading its global does: registers the built-in class
    /// not registered yet, or loads the plugin that defines it. True when the class is there;
    /// throws the message of a plugin that failed to load.
    public func prepareClass(named name: String) throws -> Bool {
        if classes.bindings[name] != nil { return true }
        let (loaded, failure) = autoload(name)
        if let failure { throw ScriptError.message(failure) }
        return loaded
    }

    /// Reloads the plugin called `name` from its file, or, when `name` is nil, every plugin that
    /// has loaded or failed before, and returns the plugins reloaded; each one's `status` says how
    /// it went. Throws when `name` is on no folder of the plugin path.
    public func reloadPlugins(named name: String? = nil) throws -> [Plugin] {
        let chosen: [Plugin]
        if let name {
            guard let plugin = customControls.plugins.plugin(named: name) else {
                throw ScriptError.message("no plugin named '\(name)' on the plugin path (\(customControls.plugins.path.joined(separator: ", ")))")
            }
            chosen = [plugin]
        } else {
            chosen = customControls.plugins.discover().filter { plugin in
                if case .unloaded = plugin.status { return false }
                return true
            }
        }
        for plugin in chosen { _ = try? loadPlugin(named: plugin.name, again: true) }
        return chosen
    }

    /// What reading an unknown global does: register the built-in class of that name, or
    /// publish the global enumeration or the global published on first read (`window`,
    /// `Point`, `tap`, … — `namesOnFirstRead`), when it is not yet, or load the plugin that
    /// defines it. Answers
    /// `true` when it loaded, `false` when no plugin defines it, or `false, message` on failure.
    func autoload(_ name: String) -> (Bool, String?) {
        if classes.bindings[name] == nil, (try? classes.installedClass(named: name)) != nil { return (true, nil) }
        if (try? classes.installedGlobalEnumeration(named: name)) == true { return (true, nil) }
        do {
            if try publishedGlobalOnFirstRead(named: name) { return (true, nil) }
        } catch {
            return (false, error.message)
        }
        guard name.first?.isUppercase == true, let plugin = customControls.plugins.plugin(definingClass: name) else { return (false, nil) }
        if case .failed(let error) = plugin.status { return (false, "plugin '\(plugin.name)' failed to load: \(error.message)") }
        do {
            try loadPlugin(named: plugin.name)
        } catch {
            return (false, "\(error)")
        }
        return (plugin.controls.contains(name), nil)
    }

    /// `plugin.list()`: every plugin on the path, loaded if need be, as tables
    /// `{name=, summary=, path=, controls={...}, error=}`.
    private func pluginList() throws -> LuaValue {
        var rows: [LuaValue] = []
        for plugin in customControls.plugins.discover() {
            if case .unloaded = plugin.status { _ = try? loadPlugin(named: plugin.name) }
            let row = try lua.newTable()
            try row.rawSet("name", .string(plugin.name))
            try row.rawSet("summary", .string(plugin.summary))
            try row.rawSet("path", .string(plugin.path))
            try row.rawSet("controls", try luaList(plugin.controls.map(LuaValue.string)))
            if case .failed(let error) = plugin.status { try row.rawSet("error", .string(error.message)) }
            rows.append(.table(row))
        }
        return try luaList(rows)
    }
}
