import Foundation
import Testing
@testable import TactileScripting

/// `--trace`: the timeline a scenario's model records, written as Chrome trace-event JSON and
/// read back as a viewer reads it.
@Suite("Timeline traces")
struct TimelineTraceTests {
    let files = ScenarioFiles()

    /// Runs a scenario file recording timelines, and parses the trace `tactile test --trace` writes for it.
    private func trace(_ source: String) throws -> (FileResult, ParsedTrace) {
        var settings = ScenarioSettings()
        settings.recordsTimeline = true
        let result = files.test(source, name: "drag.lua", settings: settings, control: true)
        let data = try ChromeTrace.data([ChromeTrace.Process(testsOf: result)])
        return (result, try ParsedTrace(data))
    }

    @Test func aDragOnASliderIsATouchSliceATrackingSliceAndValueChangedInstants() throws {
        let (result, trace) = try trace("""
            describe("drag", function()
              it("waits first", function() clock.advance(1) end)
              it("moves the thumb", function()
                local s = Slider{ frame = {20, 100, 200, 30} }
                window:addSubview(s)
                s:addTarget(function() end, "valueChanged")
                drag(s, { from = {10, 15}, to = {190, 15}, steps = 4, duration = 0.2 })
                expect(s.value > 0.9).to.equal(true)
              end)
            end)
            """)
        #expect(result.tests.map(\.status) == [.passed, .passed], "\(result.tests.map { $0.message ?? "" })")
        #expect(trace.metadata("process_name", pid: 1) == result.file)

        // The tests are slices laid end to end: the second starts where the first's clock stopped.
        let tests = trace.events(thread: "tests")
        #expect(tests.map(\.name) == ["drag › waits first", "drag › moves the thumb"])
        #expect(tests.map(\.ph) == ["X", "X"])
        #expect(tests.map(\.ts) == [0, 1_000_000])
        #expect(tests[1].dur == 200_000)
        #expect(tests[1].args["status"] as? String == "passed")

        // The finger: one slice for the touch, its phases as instants inside it, in time order.
        let finger = trace.events(thread: "finger 1")
        let touch = try #require(finger.first { $0.ph == "X" })
        #expect(touch.cat == "touch" && touch.ts == 1_000_000 && touch.dur == 200_000)
        #expect(touch.args["view"] as? String == "Slider#1")
        #expect(touch.args["ending"] as? String == "ended")
        let phases = finger.filter { $0.ph == "i" }
        #expect(phases.map(\.name) == ["began", "moved", "moved", "moved", "moved", "ended"])
        #expect(phases.map(\.ts) == [1_000_000, 1_050_000, 1_100_000, 1_150_000, 1_200_000, 1_200_000])
        #expect(phases.allSatisfy { $0.s == "t" && $0.args["touch"] as? String == touch.name })
        #expect(phases.first?.args["x"] as? Double == 30)

        // The slider: its tracking as a slice over the same span, the events and actions as instants.
        let slider = trace.events(thread: "Slider#1")
        let tracking = try #require(slider.first { $0.ph == "X" })
        #expect(tracking.name == "tracking" && tracking.ts == touch.ts && tracking.dur == touch.dur)
        #expect(tracking.args["ending"] as? String == "lifted inside")
        let changes = slider.filter { $0.ph == "i" && $0.name == "valueChanged" }
        // uikit-rules §4.3: a continuous slider sends valueChanged after touchDown, on every move and at touch-up.
        #expect(changes.map(\.ts) == [1_000_000, 1_050_000, 1_100_000, 1_150_000, 1_200_000, 1_200_000])
        #expect(changes.allSatisfy { $0.args["sender"] as? String == "Slider#1" && $0.cat == "event" })
        let delivered = slider.filter { $0.name == "delivered call" }
        #expect(delivered.count == changes.count)
        #expect(delivered.allSatisfy {
            $0.args["target"] as? String == "function#1" && $0.args["action"] as? String == "call"
                && $0.args["event"] as? String == "valueChanged" && $0.args["sender"] as? String == "Slider#1"
        })
        let ordered = slider.filter { $0.ph == "i" }.map(\.ts)
        #expect(ordered == ordered.sorted())
        #expect(ordered.allSatisfy { $0 >= tracking.ts && $0 <= tracking.ts + (tracking.dur ?? 0) })
    }

    /// The timeline only waits for names the traffic gives: a view a touch lands on and the
    /// traffic never names is the timeline's own `View (unnamed 1)`, and the names scripts see
    /// are the same with and without a trace.
    @Test func tracingLeavesTheNamesOfTheTrafficAsTheyAre() throws {
        let source = """
            it("names", function()
              local a = View{ frame = {0, 0, 100, 100} }
              local b = View{ frame = {0, 200, 100, 100} }
              window:addSubview(a)
              window:addSubview(b)
              tap(a)
              print(b.name)
            end)
            """
        let plain = files.test(source, name: "names.lua", control: true)
        let (traced, trace) = try trace(source)
        #expect(plain.tests.first?.output == "View#1\n")
        #expect(traced.tests.first?.output == plain.tests.first?.output)
        let touch = try #require(trace.events(thread: "finger 1").first { $0.ph == "X" })
        #expect(touch.args["view"] as? String == "View (unnamed 1)")
    }

    @Test func timersAnimationsAndGestureStatesHaveTheirTracks() throws {
        let (result, trace) = try trace("""
            it("moves", function()
              local v = View{ frame = {0, 0, 100, 100} }
              window:addSubview(v)
              v:addGestureRecognizer(PanGestureRecognizer{ action = function() end })
              clock.after(0.1, function() end)
              animate(v, { alpha = 0 }, 0.5)
              drag(v, { from = {10, 10}, to = {90, 10}, steps = 5, duration = 0.5 })
              clock.advance(1)
            end)
            """)
        #expect(result.tests.first?.status == .passed, "\(result.tests.first?.message ?? "")")
        let timers = trace.events(thread: "timers")
        #expect(timers.map(\.name) == ["delayed call"] && timers.first?.ts == 100_000)
        let animation = try #require(trace.events(thread: "animation 1").first)
        #expect(animation.ph == "X" && animation.ts == 0 && animation.dur == 500_000)
        #expect(animation.args["finished"] as? Bool == true)
        let pan = trace.events(thread: "PanGestureRecognizer#1")
        #expect(pan.filter { $0.ph == "i" }.map(\.name).first == "began")
        #expect(pan.filter { $0.ph == "i" }.map(\.name).contains("ended"))
        #expect(pan.contains { $0.ph == "X" && $0.name == "gesture" && $0.args["ending"] as? String == "ended" })
    }
}

/// A trace-event file as a viewer reads it: the events, and the threads named by metadata.
struct ParsedTrace {
    struct Event {
        let name: String
        let cat: String?
        let ph: String
        /// The time; 0 for metadata, which has none.
        let ts: Double
        let dur: Double?
        let pid: Int
        let tid: Int
        let s: String?
        let args: [String: Any]
    }

    let events: [Event]

    init(_ data: Data) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["displayTimeUnit"] as? String == "ms")
        let list = try #require(object["traceEvents"] as? [[String: Any]])
        events = try list.map { event in
            Event(name: try #require(event["name"] as? String), cat: event["cat"] as? String, ph: try #require(event["ph"] as? String),
                  ts: (event["ts"] as? NSNumber)?.doubleValue ?? 0, dur: (event["dur"] as? NSNumber)?.doubleValue,
                  pid: try #require(event["pid"] as? Int), tid: try #require(event["tid"] as? Int), s: event["s"] as? String,
                  args: event["args"] as? [String: Any] ?? [:])
        }
    }

    /// The `name` argument of a metadata event.
    func metadata(_ name: String, pid: Int, tid: Int? = nil) -> String? {
        events.first { $0.ph == "M" && $0.name == name && $0.pid == pid && (tid == nil || $0.tid == tid) }?.args["name"] as? String
    }

    /// The events of the thread named `thread` in process 1, in file order.
    func events(thread: String) -> [Event] {
        guard let tid = events.first(where: { $0.ph == "M" && $0.name == "thread_name" && $0.args["name"] as? String == thread })?.tid
        else { return [] }
        return events.filter { $0.ph != "M" && $0.pid == 1 && $0.tid == tid }
    }
}
