import ControlKit
import LuaKit
import Rendering

/// One scripting session: a Lua interpreter wired to a fresh application with a default window,
/// a touch driver, every class binding and the global API (`tap`, `drag`, `clock`, `traffic`, …).
/// Sessions share nothing, so a scenario runner makes one per file and a REPL keeps one.
///
///     let session = try ScriptSession()
///     try session.run("local s = Slider{ frame = {20, 40, 200, 30} }; window:addSubview(s); tap(s)")
///     session.stage.application.traffic.records   // what the tap sent
public final class ScriptSession {
    /// How a session is set up.
    public struct Options {
        /// The Lua memory cap in bytes.
        public var memoryLimit = LuaState.defaultMemoryLimit
        /// The most VM instructions one `run` may execute, or nil for no limit.
        public var instructionBudget: Int?
        /// Whether scripts run in a sandbox (`LuaState.makeSandbox()`) instead of the
        /// interpreter's global table, as plugins and scenarios do.
        public var sandboxed = false
        /// The frame of the default window, exposed to Lua as `window`.
        public var windowFrame = Rect(x: 0, y: 0, width: 390, height: 844)
        /// The most traffic records kept (nil: all).
        public var trafficCapacity: Int? = 10_000
        /// The folders searched for plugins, in order (see `PluginRegistry.defaultPath`).
        public var pluginPath = PluginRegistry.defaultPath()
        /// Whether plugins run with the full standard library instead of a restricted one.
        public var trustPlugins = false
        public init() {}
    }

    /// The interpreter.
    public let lua: LuaState
    /// The table the session's globals live in: `_G`, a sandbox, or a scenario's environment.
    public let globals: LuaRef
    /// Tactile's API: every class table, function and value the session gives scripts
    /// (`Slider`, `tap`, `window`, …). Published into `globals` too; plugin environments and
    /// scenario environments read through to it, and nothing in it reaches the host's globals.
    public let api: LuaRef
    /// The model the scripts drive: the application, its window, the touch driver, failures.
    public let stage: SessionStage
    /// Aims synthesized touches, keeps the fingers of touch chains and the Lua gesture targets.
    let touchWiring: TouchWiring
    /// The control-event names, custom events included.
    public let eventNames = EventNames()
    /// The options the session was made with.
    public let options: Options

    /// Lua-defined controls, plugins, fidelity notes and Lua delegates of built-in controls.
    public let customControls: CustomControls
    /// The classes scripts see, built-in and Lua-defined, and UIKit's enumerations.
    public private(set) lazy var classes = ClassRegistry(lua: lua, customControls: customControls, hooks: classHooks)

    /// Whether the session's own scripts run in a sandbox (a scenario's environment, or the
    /// `sandboxed` option), which limits the files they reach (`ScriptFileAccess`).
    public let runsSandboxed: Bool
    /// The Lua side of appearance proxies, once a proxy has been given a value (see `appearanceSupport()`).
    var appearanceSupportStorage: AppearanceSupport?
    /// The function reading a field as a script does, once a data source needed it (see `field(_:of:)`).
    var fieldReaderStorage: LuaRef?
    /// The Lua values drawing needs, once drawing.lua has run (see `drawingValues()`).
    var loadedDrawingValues: DrawingValues?
    /// The metatables of geometry values, once geometry.lua has run (see `geometryValues()`).
    var loadedGeometryValues: GeometryValues?
    /// A global Swift function's body: it gets the session and the checked call.
    typealias GlobalFunction = (ScriptSession, MethodCall) throws -> [LuaValue]
    /// The global Swift functions not published yet, by name (published on first read).
    var globalFunctionsOnFirstRead: [String: GlobalFunction] = [:]

    let host: HostTable
    var targets = TargetTable()

    /// Starts a session in a new interpreter: the application and its window, the bindings and
    /// the API as globals.
    public convenience init(options: Options = Options()) throws(LuaError) {
        try self.init(lua: LuaState(memoryLimit: options.memoryLimit), environment: nil, options: options)
    }

    /// Long text layout charges the budget of the script that asked for it, 100 instructions a
    /// byte (Pango's cost a byte is far above a Lua instruction's), and stops when the budget,
    /// the time limit or Ctrl-C says so (docs/drawing.md, "Text"). Asked once per process.
    private static let layoutWorkCharged: Void = LayoutWork.ask { bytes in LuaState.hostWorkMayGoOn(charging: bytes * 100) }

    /// Starts a session in an existing interpreter, with its globals in `environment` (a
    /// scenario's) or, when nil, in `_G`. The memory limit and sandbox options apply only to
    /// interpreters the session makes itself.
    public init(lua: LuaState, environment: LuaRef?, options: Options = Options()) throws(LuaError) {
        Self.layoutWorkCharged
        self.options = options
        self.lua = lua
        // A scenario's environment is a sandbox, unless it is the interpreter's own globals (a
        // script run trusted, as `tactile run --trust` does).
        if let environment {
            runsSandboxed = lua.address(of: .table(environment)) != lua.address(of: .table(try lua.globals))
        } else {
            runsSandboxed = options.sandboxed
        }
        if let environment {
            globals = environment
        } else {
            globals = options.sandboxed ? try lua.makeSandbox() : try lua.globals
        }
        // The session's own Lua code runs with the API table as its environment, and sees the
        // standard library through it.
        api = try lua.makeHostEnvironment()
        stage = SessionStage(lua: lua, windowFrame: options.windowFrame, trafficCapacity: options.trafficCapacity)
        touchWiring = TouchWiring(stage: stage)
        customControls = CustomControls(plugins: PluginRegistry(path: options.pluginPath, trusted: options.trustPlugins), stage: stage)
        host = try HostTable(lua: lua, api: api)
        lua.host = self
        lua.classChooser = { ScriptedBehavior.of($0)?.definition.luaClassName }
        lua.internalChunkPrefix = "=tactile"
        // A view in a view hierarchy, or a layer in a layer tree, keeps its Lua side (a defined
        // control's state, functions registered as its targets, a layer's draw function)
        // however few references Lua holds to it.
        lua.keepsLuaSideWhile = { ($0 as? View)?.superview != nil || ($0 as? Layer)?.superlayer != nil }
        try installPrimitives()
        let scenarioTraffic = environment == nil ? LuaValue.nil : try environment!.rawGet("traffic")
        try host.runPrelude(scenarioTraffic: scenarioTraffic)
        classes.registerStandardClassesOnFirstUse()
        try installGlobals()
        try installPlugins()
        try installRender()
        for (name, value) in try api.entries() { try globals.rawSet(name, value) }
    }

    /// What the session adds around a class's registration (see `ClassRegistry.Hooks`).
    private var classHooks: ClassRegistry.Hooks {
        ClassRegistry.Hooks(
            classFunctions: { [unowned self] () throws(LuaError) in try classFunctions },
            publish: { [unowned self] (name, value) throws(LuaError) in try publish(name, value) },
            addStatics: { [unowned self] (name, statics) throws(LuaError) in try installAppearanceFunction(in: statics, className: name) },
            didPublish: { [unowned self] name throws(LuaError) in
                // `Image.named` resolves names against the calling file, which a class function cannot see.
                if name == "Image" { try ImageBinding.installNamed(in: self) }
                if name == "Control" { try installDefine() }
            })
    }

    /// Registers every built-in class not registered yet, and publishes every global
    /// enumeration and every global published on first read, so a session that registers them
    /// can be read whole (as `tactile types` reads one).
    public func registerEveryClass() throws(LuaError) {
        try classes.registerEveryStandardClass()
        for name in ScriptEnumerations.globalNames { _ = try classes.installedGlobalEnumeration(named: name) }
        try publishGlobalsOnFirstRead()
    }

    /// Makes `value` the API's `name`, and the session's global of that name.
    func publish(_ name: String, _ value: LuaValue) throws(LuaError) {
        try api.rawSet(.string(name), value)
        try globals.rawSet(.string(name), value)
    }

    deinit {
        lua.host = nil
    }

    /// Starts over with a new application and an empty default window (a scenario's next test).
    /// Objects made before keep working but belong to no window; custom events stay registered.
    public func resetModel() throws(LuaError) {
        stage.reset()
        touchWiring.reset()
        // The next read of `window` publishes the new one (see `publishedGlobalOnFirstRead`).
        try publish("window", .nil)
    }

    // MARK: Running scripts

    /// Runs a chunk in protected mode, within the instruction budget, and returns its results.
    /// `chunkName` follows Lua: `@path/file.lua` for files, `=name` for anything else.
    @discardableResult
    public func run(_ source: String, chunkName: String = "=script") throws(LuaError) -> [LuaValue] {
        let chunk = try lua.load(source, chunkName: chunkName, environment: globals)
        guard let budget = options.instructionBudget else { return try chunk.call([]) }
        return try lua.withInstructionBudget(budget) { () throws(LuaError) -> [LuaValue] in try chunk.call([]) }
    }

    /// Lua's `tostring` of a value, as the REPL prints it.
    public func describe(_ value: LuaValue) -> String {
        (try? lua.tostring(value)) ?? value.description
    }

    // MARK: Failures

    /// Reports a failed Lua action (see `SessionStage.reportFailure`) and returns the error
    /// ControlKit records.
    func reportFailure(_ error: any Error, sender: AnyObject?, event: String) -> Error {
        stage.reportFailure(error, sender: sender, event: event)
    }
}
