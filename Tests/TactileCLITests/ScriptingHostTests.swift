import Testing
@testable import tactile

@Suite("REPL on the scripting layer")
struct ScriptingHostTests {
    private func session(_ lines: [String], quiet: Bool = false) throws -> (REPL, Transcript) {
        let transcript = Transcript()
        let repl = try REPL(host: ScriptingHost(), options: SessionOptions(quiet: quiet),
                            console: transcript.console, history: nil)
        repl.loop(reading: ScriptedReader(lines.map { .line($0) }))
        return (repl, transcript)
    }

    private let tappedButton = [
        "b = Button{frame={10,10,100,40}}", "window:addSubview(b)",
        "b:addTarget(function() end, 'touchUpInside')", "tap(b)",
    ]

    @Test("Controls are made, added to the window and tapped at the prompt")
    func controlsAtThePrompt() throws {
        let (repl, transcript) = try session([
            "s = Slider{frame={20,40,200,30}}", "window:addSubview(s)", "tap(s)", "#window.subviews",
        ])
        #expect(transcript.errors == [])
        #expect(transcript.output.last == "1")
        #expect(repl.failures == 0)
    }

    @Test("A tap shows one traffic line per action as it happens (uikit-rules §3)")
    func liveTraffic() throws {
        let (_, transcript) = try session(tappedButton)
        let lines = transcript.output.filter { $0.contains("touchUpInside") }
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.hasPrefix("#"))
        #expect(line.contains("  t=0.050  delivered  Button#1  touchUpInside  -> function#1 call"))  // a tap lifts after 50 ms
        #expect(!transcript.output.contains { $0.contains("touchDown ") })  // no target: no action line
    }

    @Test("--quiet starts with traffic hidden; :trace on shows it")
    func quietThenOn() throws {
        let (_, quiet) = try session(tappedButton, quiet: true)
        #expect(!quiet.output.contains { $0.contains("touchUpInside") })
        let (_, traced) = try session([":trace off"] + tappedButton + [":trace on", "tap(b)"])
        #expect(traced.output.filter { $0.contains("Button#1  touchUpInside") }.count == 1)
    }

    @Test("With the trace off (--quiet, :trace off) the REPL observes no traffic, so a dispatch costs it nothing")
    func quietObservesNothing() throws {
        let host = ScriptingHost()
        let transcript = Transcript()
        let repl = try REPL(host: host, options: SessionOptions(quiet: true), console: transcript.console, history: nil)
        #expect(!host.followsTraffic)
        repl.loop(reading: ScriptedReader([.line(":trace on")]))
        #expect(host.followsTraffic)
        repl.loop(reading: ScriptedReader([.line(":trace off")]))
        #expect(!host.followsTraffic)
        repl.loop(reading: ScriptedReader([.line(":trace Button")]))
        #expect(host.followsTraffic)
    }

    @Test(":trace says what the live output shows; :trace all adds every control event sent, targets or not")
    func traceSwitchesSayWhatTheyShow() throws {
        let (_, transcript) = try session([":trace"] + tappedButton + [":trace all", "tap(b)", ":trace on", "tap(b)", ":trace off"])
        #expect(transcript.output.first?.hasPrefix("live traffic: each action as it is delivered to a target, and notes; "
                                                   + ":trace all adds every control event sent") == true)
        #expect(transcript.output.contains { $0.hasPrefix("live traffic: each control event as it is sent (emitted)") })
        #expect(transcript.output.last == "live traffic hidden (:trace on shows each action as it is delivered)")
        let touchDowns = transcript.output.filter { $0.contains("emitted    Button#1  touchDown  (0 registered)") }
        #expect(touchDowns.count == 1, "\(touchDowns)")  // the second tap only: shown with all, not with on
        #expect(transcript.output.filter { $0.contains("delivered  Button#1  touchUpInside") }.count == 3)
    }

    @Test(":trace <filter> keeps lines whose sender or event is the name")
    func traceFilter() throws {
        let setup = tappedButton.dropLast() + ["b:addTarget(function() end, 'touchDown')"]
        let (_, byEvent) = try session(setup + [":trace touchDown", "tap(b)"])
        #expect(byEvent.output.contains { $0.contains("Button#1  touchDown  -> ") })
        #expect(!byEvent.output.contains { $0.contains("touchUpInside -> ") })
        let (_, bySender) = try session(setup + [":trace Slider#1", "tap(b)"])
        #expect(!bySender.output.contains { $0.contains(" -> ") })
        let (_, byClass) = try session(setup + [":trace Button", "tap(b)"])
        #expect(byClass.output.filter { $0.contains(" -> ") }.count == 2)
    }

    @Test(":tree shows the window and its views with frames, indented")
    func tree() throws {
        let (_, transcript) = try session([
            "v = View{frame={0,0,300,300}}", "window:addSubview(v)",
            "v:addSubview(Switch{frame={5,5,51,31}})", ":tree",
        ])
        let lines = try #require(transcript.output.last).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("Window#1("))
        #expect(lines[1].hasPrefix("  View#1(frame: (0, 0, 300×300)"))
        #expect(lines[2].hasPrefix("    Switch#1(frame: (5, 5, 51×31)"))
    }

    @Test(":clock shows the virtual time and :clock +s advances it")
    func clock() throws {
        let (_, transcript) = try session([":clock", ":clock +0.5", "clock.now"])
        #expect(transcript.output == ["t=0.000", "t=0.500", "0.5"])
    }

    @Test(":reset gives a fresh window and keeps the bindings")
    func reset() throws {
        let (_, transcript) = try session(["window:addSubview(Button{})", ":reset", "#window.subviews", "Button ~= nil"])
        #expect(transcript.output == ["0", "true"])
    }

    @Test("Event names complete in strings and are help topics")
    func eventNames() throws {
        let host = ScriptingHost()
        let (repl, transcript) = try session([":help valueChanged"])
        #expect(transcript.output == ["valueChanged: a control event; register with control:addTarget(fn, \"valueChanged\")"])
        #expect(repl.complete("b:addTarget(f, 'touchUpIn").insertion.hasPrefix("side"))
        #expect(host.eventNames.contains("primaryActionTriggered"))
    }

    @Test(":help on a bare property or method name shows it for each class that declares it")
    func memberHelp() throws {
        let (_, transcript) = try session([":help maximumValue", ":help frame", ":help setOn"])
        let classes = transcript.output[0].split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }
        #expect(classes.prefix(2) == ["Slider.maximumValue", "Stepper.maximumValue"])  // then plugins' classes, such as RangeSlider
        #expect(!classes.contains("Control.maximumValue"))
        let frameOwners = transcript.output[1].split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }
        #expect(frameOwners.first == "View.frame")  // then classes outside the View family, such as TabBarController
        #expect(!frameOwners.contains("Button.frame") && !frameOwners.contains("Slider.frame"))
        #expect(transcript.output[2].hasPrefix("Switch:setOn(on, animated) — "))
    }

    @Test(":help Class.member gives the member's meaning, range, default, whether code sends actions, and its rule (uikit-rules §4.3)")
    func memberDocs() throws {
        let (_, transcript) = try session([":help Slider.value", ":help Slider.isEnabled", ":help Slider:setValue", ":help Control.isEnabled"])
        let value = try #require(transcript.output.first)
        #expect(value.hasPrefix("Slider.value: number — The slider's current value"))
        for part in ["clamped to minimumValue…maximumValue", "default 0", "sends no action", "(uikit-rules §4.3)"] {
            #expect(value.contains(part), "\(part)")
        }
        let inherited = try #require(transcript.output.dropFirst().first)
        let declared = try #require(transcript.output.last)
        #expect(inherited.hasPrefix("Slider.isEnabled: boolean — Whether the control takes touches"))
        #expect(inherited.dropFirst("Slider".count) == declared.dropFirst("Control".count))  // the declaring class's doc
        #expect(transcript.output[2].hasPrefix("Slider:setValue(value, animated) — Sets the value, clamped"))
    }

    @Test(":help on a global of the scripting layer says how it is called, for each global the session defines")
    func globalHelp() throws {
        let (repl, transcript) = try session([":help tap"] + GlobalHelp.names.map { "type(\($0))" })
        #expect(transcript.output.first?.hasPrefix("tap — tap(view [, point | {count =, at =}])") == true)
        #expect(Set(transcript.output.dropFirst()).isSubset(of: ["\"function\"", "\"table\"", "\"userdata\""]))
        #expect(repl.failures == 0)
        #expect(repl.complete(":help longPr").insertion == "ess")
    }

    @Test("A class name completes without the '.' of a plain table: classes are called")
    func classNameCompletion() throws {
        let (repl, _) = try session([])
        #expect(repl.complete("s = Sli").insertion == "der")
        #expect(repl.complete("x = stri").insertion == "ng.")
    }

    @Test("Property names of a bound object complete")
    func memberCompletion() throws {
        let (repl, _) = try session(["b = Button{}"])
        #expect(repl.complete("b.isHighl").insertion.hasPrefix("ighted"))
    }

    @Test("A failing Lua action is reported and the session goes on")
    func failingAction() throws {
        let (_, transcript) = try session([
            "b = Button{frame={0,0,50,50}}", "window:addSubview(b)", "b:addTarget(function() error('boom') end, 'touchUpInside')",
            "tap(b)", "1 + 1",
        ])
        #expect(transcript.output.contains { $0.hasPrefix("error in action of Button#1 for touchUpInside: repl:1: boom") })
        #expect(transcript.output.contains { $0.contains("failed     Button#1  touchUpInside") && $0.hasSuffix("-> function#1 call  event=Event#1  repl:1: boom") })
        #expect(transcript.output.last == "2")
    }

    @Test("Warnings and errors in finalizers: a traffic note always, a 'Lua warning:' line on standard error only while on (off at the start, as in Lua's interpreter)")
    func warnings() throws {
        let (_, transcript) = try session([
            "warn('unheard')",
            "warn('@on')", "warn('heard', ' twice')",
            "setmetatable({}, {__gc = function() error('in gc') end}) collectgarbage()",
            "warn('@off')", "warn('unheard again')",
        ])
        #expect(transcript.errors == ["Lua warning: heard twice", "Lua warning: error in __gc (repl:1: in gc)"])
        let notes = transcript.output.filter { $0.contains("  note  ") }
        #expect(notes.count == 4)
        #expect(notes.map { $0.components(separatedBy: "note       ").last } == [
            "Lua warning: unheard", "Lua warning: heard twice", "Lua warning: error in __gc (repl:1: in gc)",
            "Lua warning: unheard again",
        ])
    }

    @Test(":reset closes the old state first: what its finalizers say is shown, in its own traffic")
    func finalizersAtReset() throws {
        let (_, transcript) = try session([
            "warn('@on')", "keep = setmetatable({}, {__gc = function() warn('closing') end})", ":reset", "warn('after')",
        ])
        #expect(transcript.errors == ["Lua warning: closing"])
        #expect(transcript.output.contains { $0.hasSuffix("note       Lua warning: closing") })
        #expect(transcript.output.contains { $0.hasSuffix("note       Lua warning: after") })  // a fresh state: off, noted
    }

    @Test("A class name no plugin defines says so and names --plugin-path; a name that is only read stays nil")
    func missingClass() throws {
        let (_, transcript) = try session(["Gizmo{}", "Gizmo.size", "print(Gizmo == nil, gizmo)"])
        #expect(transcript.errors.count == 2)
        #expect(transcript.errors.allSatisfy { $0.contains(" a nil value (global 'Gizmo'): no plugin on the plugin path (") })
        #expect(transcript.errors.allSatisfy {
            $0.contains(") defines Gizmo (gizmo.lua or gizmo/init.lua); give the folder that holds it with --plugin-path\n")
        })
    }

    @Test("A class name that is nearly one Tactile knows suggests it: built in, or defined by a plugin on the path")
    func missingClassSuggestion() throws {
        let (_, transcript) = try session(["Knobb{}", "Sldier{}"])
        #expect(transcript.errors.count == 2)
        #expect(transcript.errors.first?.contains("--plugin-path; did you mean 'Knob'?") == true)
        #expect(transcript.errors.last?.contains("--plugin-path; did you mean 'Slider'?") == true)
    }

    @Test("An error a constructor raises for what was typed points at the prompt's line, not at Tactile's own Lua")
    func constructorErrorsPointHome() throws {
        let (_, transcript) = try session(["Slider{valu = 3}", "= Button{tittle = 'x'}", "= 1, nil, 3"])
        #expect(transcript.errors.first?.hasPrefix("repl:1: unknown key 'valu' for Slider{} (did you mean 'value'?)") == true)
        #expect(transcript.errors.dropFirst().first?.hasPrefix("repl:1: unknown key 'tittle' for Button{}") == true)
        #expect(transcript.output.contains("1\tnil\t3"))
    }

    @Test("What Swift keeps for a REPL session's scripts (a label's text) counts against its memory cap; :reset makes its sessions the same way")
    func hostMemoryCounts() throws {
        let session = try LuaSession(host: ScriptingHost(), options: SessionOptions(quiet: true), output: { _ in })
        session.state.memoryLimit = 16 << 20
        // 20 labels of 4 MiB each: Lua's own memory stays small, Swift's grows by 80 MiB.
        let outcome = session.run("""
            local big = string.rep("x", 4 * 1024 * 1024)
            labels = {}
            for i = 1, 20 do local l = Label{}; l.text = big .. i; labels[i] = l end
            """, chunkName: "=hoard")
        guard case .failure(let error) = outcome else { Issue.record("the hoard fit under the cap"); return }
        #expect(error.kind == .memory)
    }
}
