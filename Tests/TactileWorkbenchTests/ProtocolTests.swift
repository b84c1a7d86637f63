import ControlKit
import Testing
@testable import TactileWorkbench

@Suite("The page's messages: decoded with every field checked, anything else refused")
struct ProtocolTests {
    @Test func decodesEachMessage() throws {
        #expect(try ClientMessage(json: #"{"type":"hello","scale":2}"#) == .hello(scale: 2))
        #expect(try ClientMessage(json: #"{"type":"finger","id":1,"phase":"down","x":20.5,"y":40}"#)
            == .finger(id: 1, phase: .down, at: Point(x: 20.5, y: 40)))
        #expect(try ClientMessage(json: #"{"type":"select","view":[0,2]}"#) == .select(.path([0, 2])))
        #expect(try ClientMessage(json: #"{"type":"select","view":"Slider#1"}"#)
            == .select(.name(ObjectName(typeName: "Slider", number: 1))))
        #expect(try ClientMessage(json: #"{"type":"select","view":null}"#) == .select(nil))
        #expect(try ClientMessage(json: #"{"type":"edit","view":[1],"property":"value","value":0.5}"#)
            == .edit(view: .path([1]), property: "value", value: .number(0.5)))
        #expect(try ClientMessage(json: #"{"type":"edit","view":[1],"property":"isOn","value":true}"#)
            == .edit(view: .path([1]), property: "isOn", value: .boolean(true)))
        #expect(try ClientMessage(json: #"{"type":"edit","view":[1],"property":"frame","lua":"{0,0,10,10}"}"#)
            == .edit(view: .path([1]), property: "frame", value: .lua("{0,0,10,10}")))
        #expect(try ClientMessage(json: #"{"type":"console","line":"1 + 1"}"#) == .console(line: "1 + 1"))
        #expect(try ClientMessage(json: #"{"type":"complete","text":"s.va"}"#) == .complete(text: "s.va"))
        #expect(try ClientMessage(json: #"{"type":"clock","action":"play","speed":0.25}"#) == .clock(.play(speed: 0.25)))
        #expect(try ClientMessage(json: #"{"type":"clock","action":"idle"}"#) == .clock(.runUntilIdle))
        #expect(try ClientMessage(json: #"{"type":"travel","position":3}"#) == .travel(position: 3))
        #expect(try ClientMessage(json: #"{"type":"save","name":"slider_drag"}"#) == .save(name: "slider_drag", replace: false))
        #expect(try ClientMessage(json: #"{"type":"interrupt"}"#) == .interrupt)
    }

    /// Each hostile or malformed message gets the error the page is answered with.
    @Test(arguments: [
        ("not json", "malformed message: not JSON"),
        ("[1, 2]", "malformed message: a message is a JSON object"),
        (#"{"type":"launch"}"#, "unknown message type 'launch'"),
        (#"{"scale":2}"#, "message lacks 'type'"),
        (#"{"type":"hello"}"#, "message lacks 'scale'"),
        (#"{"type":"hello","scale":"2"}"#, "'scale' must be a number"),
        (#"{"type":"hello","scale":1e12}"#, "'scale' must be a number from 0.5 to 4"),
        (#"{"type":"hello","scale":2,"admin":true}"#, "unknown field 'admin'"),
        (#"{"type":"finger","id":0,"phase":"down","x":1,"y":1}"#, "'id' must be a number from 1 to 10"),
        (#"{"type":"finger","id":1.5,"phase":"down","x":1,"y":1}"#, "'id' must be a whole number"),
        (#"{"type":"finger","id":1,"phase":"hover","x":1,"y":1}"#, "'phase' must be one of down, move, up, cancel"),
        (#"{"type":"finger","id":1,"phase":"down","x":1e300,"y":1}"#, "'x' must be a number from -100000 to 100000"),
        (#"{"type":"finger","id":1,"phase":"down","x":true,"y":1}"#, "'x' must be a number"),
        (#"{"type":"select","view":[-1]}"#, "'view' must be subview indices from 0 to 1000000"),
        (#"{"type":"select","view":"Slider"}"#, "'view' must be a name such as Slider#1 or a path"),
        (#"{"type":"edit","view":[0],"property":"os.exit","value":1}"#, "'property' must be a name such as value or isEnabled"),
        (#"{"type":"edit","view":[0],"property":"value","value":{"a":1}}"#,
         "'value' must be a number, a string, true, false or null (a table goes in 'lua')"),
        (#"{"type":"edit","view":[0],"property":"value","value":1,"lua":"2"}"#, "'lua' must be either value or lua, not both"),
        (#"{"type":"save","name":"../../etc/passwd"}"#, "'name' must be 1 to 64 letters, digits, '_' or '-'"),
        (#"{"type":"travel","position":-1}"#, "'position' must be a number from 0 to 2147483647"),
        (#"{"type":"clock","action":"rewind"}"#, "'action' must be one of play, pause, step, idle"),
        (#"{"type":"console","line":5}"#, "'line' must be a string"),
    ])
    func refuses(_ text: String, _ message: String) {
        #expect(throws: ProtocolError.self) { try ClientMessage(json: text) }
        do {
            _ = try ClientMessage(json: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func refusesDeepNestingBeforeDecoding() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(JSONValue.nestingDepth(of: deep) == 10_000)
        #expect(throws: ProtocolError.malformed("nested deeper than 4 levels")) { try ClientMessage(json: deep) }
        // Brackets inside strings do not count.
        #expect(JSONValue.nestingDepth(of: #"{"line":"[[[[[[[[["}"#) == 1)
    }

    @Test func refusesAMessageAboveTheLimit() {
        let json = #"{"type":"console","line":""# + String(repeating: "x", count: MessageLimits.largestMessage) + #""}"#
        #expect(throws: ProtocolError.tooLarge(json.utf8.count)) { try ClientMessage(json: json) }
    }

    @Test func aLongLineWithinTheLimitIsRefusedAboveTheLongestText() {
        let line = String(repeating: "x", count: ClientMessage.longestText + 1)
        #expect(throws: ProtocolError.badField("line", "at most 16384 bytes")) {
            try ClientMessage(json: #"{"type":"console","line":""# + line + #""}"#)
        }
    }

    @Test func rateLimiterDropsBeyondTheBurstAndReportsOnce() {
        var limiter = RateLimiter(rate: 10, burst: 3, now: 0)
        #expect((0..<3).map { _ in limiter.admit(now: 0) } == [.allow, .allow, .allow])
        #expect(limiter.admit(now: 0) == .drop(report: true))
        #expect(limiter.admit(now: 0) == .drop(report: false))
        // A tenth of a second refills one.
        #expect(limiter.admit(now: 0.1) == .allow)
        #expect(limiter.admit(now: 0.1) == .drop(report: true))
    }

    @Test func scenarioNamesStayInTheSaveFolder() {
        #expect(ScenarioName.isValid("slider_drag-2"))
        for bad in ["", "a/b", "..", "a b", "é", String(repeating: "a", count: 65)] { #expect(!ScenarioName.isValid(bad)) }
    }

    @Test func serverMessagesAreJSONObjectsWithTheirType() {
        guard case .text(let text) = ServerMessage.error(message: "bad \"x\"", about: "edit").encoded else {
            Issue.record("an error is a text message")
            return
        }
        #expect(text == #"{"about":"edit","message":"bad \"x\"","type":"error"}"#)
        guard case .text(let clock) = ServerMessage.clock(ClockState(now: 1.5, playing: true, speed: 1, busy: false)).encoded else {
            Issue.record("the clock is a text message")
            return
        }
        #expect(clock == #"{"busy":false,"now":1.5,"playing":true,"speed":1,"type":"clock"}"#)
    }

    @Test func framePacketsCarryTheirRectangles() {
        var packet = FramePacket(sequence: 7, width: 4, height: 3, rectangles: 1, reservingPixels: 2)
        packet.beginRectangle(x: 1, y: 2, width: 2, height: 1)
        let row: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8]
        row.withUnsafeBytes { packet.appendRow($0) }
        #expect(packet.bytes.count == 20 + 16 + 8)
        let summary = packet.summary
        #expect(summary?.sequence == 7 && summary?.width == 4 && summary?.height == 3)
        #expect(summary?.rectangles.count == 1 && summary?.rectangles[0].x == 1 && summary?.rectangles[0].y == 2)
        #expect(Array(packet.bytes.suffix(8)) == row)
    }
}
