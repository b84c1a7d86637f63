import ControlKit
import Foundation
import LuaKit
import Testing
@testable import TactileScripting

/// A scenario file's session, its interpreter and the model it drove go when the file is done,
/// so a process running file after file (a `tactile test` worker, `tactile run`) stays the
/// same size.
@Suite("Session lifetime")
struct SessionLifetimeTests {
    let files = ScenarioFiles()

    /// A file that leaves behind what a scenario usually does: controls on screen with Lua
    /// targets, a defined control holding Lua state and drawing, a table with a Lua data source,
    /// a timer still scheduled, a traffic watcher and a layer with a draw function.
    static let busyScenario = """
        Control.define{
          name = "Counter", base = "Control",
          properties = { count = { type = "integer", default = 0 } },
          init = function(self) self._label = Label{ text = "0" }; self:addSubview(self._label) end,
          draw = function(self, ctx) ctx:fill(self.bounds) end,
        }
        describe("a busy file", function()
          it("builds, taps and leaves everything in place", function()
            local slider = Slider{ frame = {20, 80, 200, 30} }
            slider:addTarget(function(sender) window.tag = window.tag + 1 end, "valueChanged")
            window:addSubview(slider)
            local counter = Counter{ frame = {20, 140, 60, 60} }
            counter:addTarget(function(sender) sender.count = sender.count + 1 end, "touchUpInside")
            window:addSubview(counter)
            local table = TableView{ frame = {0, 300, 320, 200}, numberOfRows = function() return 1000 end,
                                     cellForRow = function(t, path) return "Row " .. path.row end }
            window:addSubview(table)
            local layer = Layer{}
            layer.draw = function(self, ctx) ctx:fill(self.bounds) end
            window.layer:addSublayer(layer)
            traffic.watch(function(record) end)
            clock.after(60, function() window.tag = -1 end)
            tap(counter)
            drag(slider, { from = {30, 15}, to = {180, 15}, steps = 3 })
            tap(table, {100, 66})
            render(window)
            expect(counter.count).to.equal(1)
          end)
        end)
        """

    /// 200 files run one after the other as a worker runs them: once each file is done, no
    /// session, interpreter, application or window of any file is left.
    @Test func nothingOfAFileOutlivesIt() {
        let path = files.write("busy.lua", Self.busyScenario)
        let live = LiveObjects()
        let runner = ScenarioRunner(makeStage: { WatchedStage(live: live) })
        for run in 1...200 {
            let result = runner.test(file: path)
            #expect(result.tests.map(\.status) == [.passed], "\(result.tests.map(\.message))")
            #expect(live.remaining == [], "after file \(run)")
            if !live.remaining.isEmpty { break }
        }
        #expect(live.watched == 200 * 6)
    }

    /// The same in `run` mode, which `tactile run` uses for each script it is given.
    @Test func nothingOfAScriptOutlivesItsRun() {
        let path = files.write("busy.lua", Self.busyScenario)
        let live = LiveObjects()
        let runner = ScenarioRunner(makeStage: { WatchedStage(live: live) })
        for _ in 1...20 {
            let result = runner.run(script: path)
            #expect(result.tests.map(\.status) == [.passed], "\(result.tests.map(\.message))")
        }
        #expect(live.remaining == [])
        #expect(live.watched == 20 * 4)
    }
}

/// Weak references to the objects of every file run so far, by kind.
final class LiveObjects: @unchecked Sendable {
    private var objects: [(kind: String, reference: WeakReference)] = []

    /// How many objects were watched.
    var watched: Int { objects.count }

    /// The kinds of the watched objects still alive, in the order they were watched.
    var remaining: [String] { objects.filter { $0.reference.object != nil }.map(\.kind) }

    func watch(_ kind: String, _ object: AnyObject) {
        objects.append((kind, WeakReference(object: object)))
    }
}

/// A weak reference to any object.
struct WeakReference {
    weak var object: AnyObject?
}

/// The control stage, watching the session it installs, the session's interpreter, and each
/// application and window the session drives.
final class WatchedStage: ScenarioStage {
    private let stage = ControlStage()
    private let live: LiveObjects

    init(live: LiveObjects) {
        self.live = live
    }

    var trafficRecords: [TrafficRecord] { stage.trafficRecords }
    var trafficFormatter: TrafficFormatter { stage.trafficFormatter }
    func clearTraffic() { stage.clearTraffic() }

    func install(in state: LuaState, environment: LuaRef) throws(LuaError) {
        try stage.install(in: state, environment: environment)
        guard let session = stage.session else { return }
        live.watch("session", session)
        live.watch("interpreter", session.lua)
        watchModel(of: session)
    }

    func reset() {
        stage.reset()
        if let session = stage.session { watchModel(of: session) }
    }

    private func watchModel(of session: ScriptSession) {
        live.watch("application", session.stage.application)
        live.watch("window", session.stage.window)
    }

    func note(_ message: String) { stage.note(message) }

    func explain(_ message: String) -> String { stage.explain(message) }

    func picture(of value: LuaValue, scale: Double) throws -> Image { try stage.picture(of: value, scale: scale) }
}
