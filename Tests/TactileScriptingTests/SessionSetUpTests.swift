import Testing
@testable import TactileScripting

/// What setting up a scenario file's session costs is paid once per process where it can be:
/// the harness's own Lua is compiled from its text once, and every later session loads its
/// bytecode; and a file's session registers a built-in class, publishes `window`, `Point`,
/// `touch`, `clock`, `Color` and the other globals published on first read, runs the
/// prelude's other parts (classes.lua, targets.lua), makes plugins' environments and loads
/// `expect`'s matchers, each with the Swift functions only it calls, only when the file uses them
/// (docs/performance.md, "A session that starts cheaply").
@Suite("Session set-up")
struct SessionSetUpTests {
    let files = ScenarioFiles()

    @Test("the harness's Lua is compiled once per process, however many files run")
    func harnessCompiledOnce() {
        let path = files.write("defines.lua", """
            Control.define{ name = "Tally", base = "Control", draw = function(self, ctx) end }
            describe("a file", function()
              it("uses the API", function()
                local tally = Tally{ frame = {0, 0, 40, 40} }
                window:addSubview(tally)
                animate(tally, { alpha = 0.5 }, 0.1)
                clock.advance(0.2)
                expect(tally.alpha).to.equal(0.5)
                tally.backgroundColor = Color.systemBlue
                expect(tally.frame.width).to.equal(40)
                touch(tally):down():up()
                local listener = { heard = 0, changed = function(self) self.heard = self.heard + 1 end }
                local slider = Slider{ frame = {0, 0, 100, 30} }
                slider:addTarget(listener, "changed", "valueChanged")
                slider:sendActions(Control.Event.valueChanged)
                expect(listener.heard).to.equal(1)
                expect(keyboard.pressReturn()).to.equal(false)
                expect(fidelity.count()).to.equal(0)
                expect(type(plugin.list())).to.equal("table")
              end)
            end)
            """)
        let runner = ScenarioRunner(makeStage: { ControlStage() })
        for _ in 1...30 {
            #expect(runner.test(file: path).tests.map(\.status) == [.passed])
        }
        #expect(ScenarioLuaSource.chunk.compilations == 1)
        #expect(ScenarioLuaSource.parts["matchers"]?.compilations == 1)
        #expect(ScenarioLuaSource.parts["tests"]?.compilations == 1)
        let compilations = EmbeddedLua.compilations
        #expect(Set(compilations.keys).isSuperset(of: [
            "prelude", "classes", "targets", "clock", "geometry", "touch", "plugins", "drawing", "animation", "defined",
        ]))
        #expect(compilations.values.allSatisfy { $0 == 1 }, "\(compilations)")
    }

    @Test("defined controls' members are loaded by a file's first definition, never by a file that defines nothing")
    func definedMembersLoadOnFirstDefinition() throws {
        let plain = files.write("plain.lua", """
            describe("a file", function() it("taps nothing", function() expect(1).to.equal(1) end) end)
            """)
        let defining = files.write("defining.lua", """
            Control.define{ name = "Pip", base = "Control", properties = { level = { type = "number", default = 1 } } }
            describe("a file", function() it("reads a declared property", function() expect(Pip{}.level).to.equal(1) end) end)
            """)
        let kept = StageKeeper()
        let runner = ScenarioRunner(makeStage: { kept.make() })
        #expect(runner.test(file: plain).tests.map(\.status) == [.passed])
        #expect(try #require(kept.stage?.session).customControls.members == nil)
        #expect(runner.test(file: defining).tests.map(\.status) == [.passed])
        #expect(try #require(kept.stage?.session).customControls.members != nil)
    }

    @Test("a file's session registers the built-in classes the file uses, and only those")
    func unusedClassesAreNotRegistered() throws {
        let path = files.write("slider.lua", """
            describe("a slider", function()
              it("slides, and an object of a class never named reaches Lua with its class", function()
                local slider = Slider{ frame = {20, 40, 200, 30} }
                window:addSubview(slider)
                drag(slider, { from = {30, 15}, to = {180, 15}, steps = 3 })
                expect(slider.value > 0).to.equal(true)
                local pan = ScrollView{}.panGestureRecognizer
                expect(tostring(pan)).to.equal("PanGestureRecognizer#1(state: possible)")
                expect(pan.minimumNumberOfTouches).to.equal(1)
              end)
            end)
            """)
        let kept = StageKeeper()
        let runner = ScenarioRunner(makeStage: { kept.make() })
        #expect(runner.test(file: path).tests.map(\.status) == [.passed])
        let registered = Set(try #require(kept.stage?.session).classes.bindings.keys)
        #expect(registered.isSuperset(of: ["View", "Window", "Control", "Slider", "ScrollView", "GestureRecognizer", "PanGestureRecognizer"]))
        #expect(registered.isDisjoint(with: ["Button", "TableView", "DatePicker", "TabBarController", "SwipeGestureRecognizer", "BezierPath", "Gradient"]))
        let whole = try ScriptSession()
        try whole.registerEveryClass()
        let everyClass = Set(whole.classes.bindings.keys)
        #expect(registered.isStrictSubset(of: everyClass))
        #expect(everyClass.isSuperset(of: StandardBindings.all.map(\.name)))
    }

    @Test("an empty file's session registers no class, runs none of classes.lua, targets.lua, clock.lua, geometry.lua, touch.lua, drawing.lua, animation.lua and plugin_environments.lua, makes no global Swift function, no super table and no primitive but the traffic table's, and loads no part of the scenario API (the machinery of tests, the matchers) nor makes the host functions only they call")
    func emptyFileSetsUpNothingItDoesNotUse() throws {
        let stage = ControlStage()
        let scenario = try ScenarioSession(file: files.write("empty.lua", ""), mode: .test, settings: ScenarioSettings(), stage: stage)
        defer { scenario.close() }
        try scenario.runFile()
        let session = try #require(stage.session)
        #expect(session.classes.bindings.isEmpty)
        #expect(session.loadedDrawingValues == nil)
        #expect(session.loadedGeometryValues == nil)
        #expect(session.customControls.superTable == nil)
        #expect(session.customControls.environmentMaker == nil)
        #expect(!session.host.hasClassFunctions && !session.host.hasTargets)
        let primitives = try session.host.table.entries().compactMap { String(luaValue: $0.key) }
        #expect(Set(primitives) == ["valueMetatables", "records", "trafficName", "clearTraffic", "note", "watch", "unwatch"])
        #expect(scenario.host.functionsMade == ["traffic_transcript", "load_part"])
        #expect(session.namesOnFirstRead.isSuperset(of: ["tap", "drag", "find", "pinch", "render", "clock", "keyboard", "plugin", "fidelity"]))
        for name in session.namesOnFirstRead {
            #expect(try session.api.rawGet(.string(name)) == .nil, "\(name)")
        }
        #expect(scenario.host.partsLoaded.isEmpty)
    }

    @Test("a file that reads the globals published on first read and uses expect and luassert gets each when it first uses it")
    func globalsArePublishedOnFirstRead() throws {
        let path = files.write("reads.lua", """
            local windows = {}
            describe("a file", function()
              it("reads each", function()
                windows[1] = window
                expect(window.bounds.width).to.equal(390)
                expect(tostring(window.frame)).to.equal("{0, 0, 390, 844}")
                expect(Point(1, 2)).to.equal({ x = 1, y = 2 })
                expect(tostring(Size(3, 4))).to.equal("{3, 4}")
                expect(tostring(Color.white)).to.equal("#FFFFFF")
                expect(Font(12).pointSize).to.equal(12)
                local view = View{}
                window:addSubview(view)
                animate(view, { alpha = 0 }, 0.1)
                clock.advance(0.2)
                expect(view.alpha).to.equal(0)
                view.frame = Rect(0, 0, 100, 100)
                touch(view):down():move({ 20, 20 }):up()
                assert.are.equal(view.alpha, 0)
                view.backgroundColor = Color.systemBlue
                expect(tostring(view.backgroundColor)).to.equal(tostring(Color.systemBlue))
              end)
              it("gets a new window", function()
                expect(rawequal(window, windows[1])).to.equal(false)
                expect(window.subviews).to.equal({})
              end)
            end)
            """)
        let stage = ControlStage()
        let scenario = try ScenarioSession(file: path, mode: .test, settings: ScenarioSettings(), stage: stage)
        defer { scenario.close() }
        try scenario.runFile()
        #expect(try scenario.testCount() == 2)
        for index in 1...2 {
            let result = scenario.runTest(index, path: [], line: nil)
            #expect(result.status == .passed, "\(result.message ?? "")")
        }
        let session = try #require(stage.session)
        #expect(Set(session.classes.bindings.keys).isSuperset(of: ["View", "Window"]))
        #expect(session.loadedDrawingValues != nil)
        #expect(session.loadedGeometryValues != nil)
        #expect(scenario.host.partsLoaded == ["tests", "matchers", "luassert"])
        #expect(scenario.host.functionsMade == ["traffic_transcript", "load_part", "inline_finished", "traffic_sent",
                                                "traffic_sent_exactly", "traffic_sent_in_order", "transcript_check",
                                                "snapshot_check", "library_source"])
    }

    @Test("the machinery of tests is loaded by the first call of any of its functions; through its stand-ins a failure is still located at the file's line, and its traceback shows the file's frames only")
    func testMachineryLoadsOnFirstUse() throws {
        let asserting = files.write("asserting.lua", "expect(1 + 1).to.equal(2)\n")
        let stage = ControlStage()
        let scenario = try ScenarioSession(file: asserting, mode: .test, settings: ScenarioSettings(), stage: stage)
        defer { scenario.close() }
        try scenario.runFile()
        #expect(try scenario.testCount() == 0)
        #expect(scenario.host.partsLoaded == ["tests", "matchers"])

        let failing = files.write("failing.lua", """
            local function explode()
              error("boom")
            end
            describe("a block", function()
              it("fails", function()
                explode()
              end)
              it("is pending")
            end)
            """)
        let result = ScenarioRunner().test(file: failing)
        #expect(result.tests.map(\.status) == [.errored, .skipped])
        let failure = try #require(result.tests.first)
        #expect(failure.line == 2)
        #expect(failure.message == "boom")
        let traceback = try #require(failure.traceback)
        #expect(traceback.contains("failing.lua:2:") && traceback.contains("failing.lua:6:"), "\(traceback)")
        #expect(!traceback.contains("tactile") && !traceback.contains("tail call"), "\(traceback)")
    }

    @Test("the index of built-in classes names each declaration and its Swift type, in the order a session registers them all")
    func standardClassIndex() {
        let declarations = StandardBindings.all + [TouchBindings.touch, TouchBindings.event]
            + [GraphicsContextBinding.declaration, BezierPathBinding.declaration, GradientBinding.declaration,
               ImageBinding.declaration, LayerBinding.declaration, AppearanceProxyBinding.declaration]
        #expect(StandardClass.all.map(\.name) == declarations.map(\.name))
        for (standard, declaration) in zip(StandardClass.all, declarations) {
            #expect(standard.declaration().name == standard.name)
            #expect(ObjectIdentifier(standard.declaration().objectType) == ObjectIdentifier(declaration.objectType), "\(standard.name)")
        }
    }
}

/// Keeps the stage a runner made, to look at its session after the file ran.
private final class StageKeeper: @unchecked Sendable {
    var stage: ControlStage?

    func make() -> ControlStage {
        let stage = ControlStage()
        self.stage = stage
        return stage
    }
}
