import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// Appearance proxies from Lua (uikit-rules §17): `Class.appearance()`,
/// `Class.appearance{whenContainedIn = {...}}`, Lua-defined classes' `appearance = true`
/// properties, and the errors bad input gets.
@Suite("Appearance proxies from Lua (uikit-rules §17)")
struct AppearanceScriptingTests {
    /// The message of a chunk's error without its `test:LINE: ` position.
    private func message(_ session: ScriptSession, _ source: String) -> String? {
        guard let error = session.failure(source) else { return nil }
        guard error.message.hasPrefix("test:"), let colon = error.message.dropFirst(5).firstIndex(of: ":") else { return error.message }
        return String(error.message[error.message.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
    }

    /// The line a chunk's error names.
    private func line(_ session: ScriptSession, _ source: String) -> Int? {
        session.failure(source)?.line
    }

    @Test("§17.2: a general proxy's value reaches a view as it enters the window; reading the proxy gives it back")
    func generalProxy() throws {
        let session = try makeSession()
        try session.eval("""
            Slider.appearance().minimumTrackTintColor = "systemOrange"
            s = Slider{ frame = {20, 40, 200, 31} }
            before = s.minimumTrackTintColor
            window:addSubview(s)
            """)
        #expect(try session.text("return before") == "nil")
        #expect(try session.text("return s.minimumTrackTintColor == Color.systemOrange") == "true")
        #expect(try session.text("return Slider.appearance().minimumTrackTintColor == Color.systemOrange") == "true")
        #expect(try session.text("return Slider.appearance().thumbTintColor") == "nil")
    }

    @Test("§17.1: the same class and options give the same proxy; it prints as its call; `:` works too")
    func proxyIdentity() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "ButtonStrip", base = "View" }
            a = Button.appearance{ whenContainedIn = {ButtonStrip, ViewController} }
            b = Button:appearance{ whenContainedIn = {ButtonStrip, ViewController} }
            """)
        #expect(try session.text("return a == b") == "true")
        #expect(try session.text("return Button.appearance() == Button:appearance()") == "true")
        #expect(try session.text("return a == Button.appearance()") == "false")
        #expect(try session.text("return tostring(a)") == "Button.appearance{whenContainedIn = {ButtonStrip, ViewController}}")
        #expect(try session.text("return tostring(Slider.appearance())") == "Slider.appearance()")
    }

    @Test("§17.1, §17.3: the three-level tint example with a Lua-defined strip and a view controller")
    func threeLevels() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "ButtonStrip", base = "View" }
            Button.appearance().tintColor = "systemYellow"
            Button.appearance{ whenContainedIn = {ButtonStrip} }.tintColor = "systemGray"
            Button.appearance{ whenContainedIn = {ButtonStrip, ViewController} }.tintColor = "systemYellow"
            loose = Button{ type = "system" }
            window:addSubview(loose)
            strip = ButtonStrip{}
            stripped = Button{ type = "system" }
            strip:addSubview(stripped)
            window:addSubview(strip)
            drill = ViewController{ title = "Drill" }
            drillStrip = ButtonStrip{}
            drilled = Button{ type = "system" }
            drillStrip:addSubview(drilled)
            drill.view:addSubview(drillStrip)
            window:addSubview(drill.view)
            """)
        #expect(try session.text("return loose.tintColor == Color.systemYellow") == "true")
        #expect(try session.text("return stripped.tintColor == Color.systemGray") == "true")
        #expect(try session.text("return drilled.tintColor == Color.systemYellow") == "true")
    }

    @Test("§17.2: a view on screen keeps its look when the proxy changes; it takes the new value when it enters again")
    func onScreenViewsWaitForReentry() throws {
        let session = try makeSession()
        try session.eval("""
            Switch.appearance().onTintColor = "systemGreen"
            sw = Switch{}
            window:addSubview(sw)
            Switch.appearance().onTintColor = "systemOrange"
            onScreen = sw.onTintColor == Color.systemGreen
            sw:removeFromSuperview()
            window:addSubview(sw)
            """)
        #expect(try session.text("return onScreen") == "true")
        #expect(try session.text("return sw.onTintColor == Color.systemOrange") == "true")
    }

    @Test("§17.4: a value set on an instance directly wins: in its constructor, before or after it enters a window, even nil")
    func directValuesWin() throws {
        let session = try makeSession()
        try session.eval("""
            Label.appearance().textColor = "systemBlue"
            made = Label{ textColor = "systemRed" }
            window:addSubview(made)
            later = Label{}
            window:addSubview(later)
            later.textColor = "systemGreen"
            later:removeFromSuperview()
            window:addSubview(later)
            ProgressView.appearance().progressTintColor = "systemPink"
            bar = ProgressView{}
            bar.progressTintColor = nil
            window:addSubview(bar)
            """)
        #expect(try session.text("return made.textColor == Color.systemRed") == "true")
        #expect(try session.text("return later.textColor == Color.systemGreen") == "true")
        #expect(try session.text("return bar.progressTintColor") == "nil")
    }

    @Test("§17.1, §17.5: a tab bar item's badge colour through its bar, in a view controller's view")
    func tabBarItems() throws {
        let session = try makeSession()
        try session.eval("""
            TabBarItem.appearance().badgeColor = "systemRed"
            TabBarItem.appearance{ whenContainedIn = {TabBar, ViewController} }.badgeColor = "systemPurple"
            plain = TabBar{ frame = {0, 700, 390, 49}, items = {{title = "A", badgeValue = "1"}} }
            window:addSubview(plain)
            inner = ViewController{}
            drilled = TabBar{ frame = {0, 795, 390, 49}, items = {{title = "B", badgeValue = "2"}} }
            inner.view:addSubview(drilled)
            window:addSubview(inner.view)
            """)
        #expect(try session.text("return plain.items[1].badgeColor == Color.systemRed") == "true")
        #expect(try session.text("return drilled.items[1].badgeColor == Color.systemPurple") == "true")
    }

    // MARK: Lua-defined classes

    private let dot = """
        Control.define{
          name = "Dot",
          properties = {
            glow = { type = "string", default = "none", appearance = true },
            taps = { type = "number", default = 0 },
          },
        }
        Control.define{ name = "BigDot", base = "Dot" }
        """

    @Test("§17.5: a Lua-defined class's `appearance = true` properties take proxies; its subclass inherits them")
    func definedProperties() throws {
        let session = try makeSession()
        try session.eval(dot + """
            Dot.appearance().glow = "warm"
            Dot.appearance().tintColor = "systemRed"
            d = Dot{}
            window:addSubview(d)
            big = BigDot{}
            window:addSubview(big)
            """)
        #expect(try session.text("return d.glow") == "warm")
        #expect(try session.text("return big.glow") == "warm")
        #expect(try session.text("return d.tintColor == Color.systemRed") == "true")
        #expect(try session.text("return Dot.appearance().glow") == "warm")
    }

    @Test("§17.1: a proxy of a Lua subclass applies to that subclass only; a direct value wins there too")
    func definedSubclassProxy() throws {
        let session = try makeSession()
        try session.eval(dot + """
            Dot.appearance().glow = "warm"
            BigDot.appearance().glow = "hot"
            d, big, own = Dot{}, BigDot{}, BigDot{ glow = "cold" }
            window:addSubview(d)
            window:addSubview(big)
            window:addSubview(own)
            """)
        #expect(try session.text("return d.glow") == "warm")
        #expect(try session.text("return big.glow") == "hot")
        #expect(try session.text("return own.glow") == "cold")
    }

    @Test("§17.5: a class defined again keeps its proxies, which take its new appearance properties")
    func redefinedClasses() throws {
        let session = try makeSession()
        try session.eval(dot + """
            Dot.appearance().glow = "warm"
            Control.define{ name = "Dot", properties = {
              glow = { type = "string", default = "none", appearance = true },
              size = { type = "number", default = 1, appearance = true },
            } }
            Dot.appearance().size = 3
            d = Dot{}
            window:addSubview(d)
            """)
        #expect(try session.text("return d.glow") == "warm")
        #expect(try session.text("return d.size") == "3")
    }

    @Test("§17.6: a proxy value a defined property's validate refuses is reported when applied, and the view goes on")
    func refusedDefinedValues() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Gauge", properties = {
              level = { type = "number", default = 0, appearance = true,
                        validate = function(self, v) return v <= 10, "at most 10" end },
            } }
            Gauge.appearance().level = 42
            g = Gauge{}
            window:addSubview(g)
            """)
        #expect(try session.text("return g.level") == "0")
        #expect(session.stage.actionFailures.count == 1)
        #expect(session.stage.actionFailures.first?.error.message.contains("at most 10") == true)
        #expect(session.trafficLines.contains { $0.contains("appearance value for 'level' of Gauge#1 refused") })
        #expect(try session.text("g.level = 3; return g.level") == "3")
    }

    @Test("§17.6: an error raised by a defined property's didSet as a proxy value is applied names the plugin's line")
    func failingDidSet() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Fragile", properties = {
              mood = { type = "string", default = "calm", appearance = true,
                       didSet = function(self, v) error("cannot be " .. v) end },
            } }
            Fragile.appearance().mood = "grumpy"
            f = Fragile{}
            window:addSubview(f)
            after = Label{ text = "still here" }
            window:addSubview(after)
            """)
        #expect(session.stage.actionFailures.first?.error.message.hasPrefix("test:3: cannot be grumpy") == true)
        #expect(try session.text("return after.window == window") == "true")
    }

    @Test("§17.5: `appearance` must be a boolean and a read-only property cannot be one")
    func definitionErrors() throws {
        let session = try makeSession()
        #expect(message(session, """
            Control.define{ name = "Bad", properties = { x = { type = "number", get = function() return 1 end, appearance = true } } }
            """) == "property 'x' of Bad is read-only, so it cannot be an appearance property")
        #expect(message(session, """
            Control.define{ name = "Bad", properties = { x = { type = "number", default = 0, appearance = "yes" } } }
            """)?.contains("appearance") == true)
    }

    // MARK: §17.6 Bad input

    @Test("§17.6: a property that is no appearance property is an error naming it and the class, at the caller's line")
    func nonAppearanceProperties() throws {
        let session = try makeSession()
        #expect(message(session, "Slider.appearance().value = 1") ==
                "'value' is not an appearance property of Slider (its appearance properties: backgroundColor, maximumTrackTintColor, minimumTrackTintColor, thumbTintColor, tintColor)")
        #expect(message(session, "return Slider.appearance().thumbTintColr")?.hasPrefix(
            "'thumbTintColr' is not an appearance property of Slider (did you mean 'thumbTintColor'?)") == true)
        #expect(line(session, "local p = Slider.appearance()\np.isContinuous = false") == 2)
    }

    @Test("§17.6: a value of the wrong type fails with the error the property's own setter gives")
    func wrongTypes() throws {
        let session = try makeSession()
        for (property, value) in [("thumbTintColor", "3"), ("thumbTintColor", "'noSuchColour'"), ("backgroundColor", "{}")] {
            let direct = message(session, "Slider{}.\(property) = \(value)")
            #expect(direct != nil)
            #expect(message(session, "Slider.appearance().\(property) = \(value)") == direct)
        }
        #expect(message(session, "Label.appearance().shadowOffset = {0/0, 1}") == message(session, "Label{}.shadowOffset = {0/0, 1}"))
        #expect(message(session, "Button.appearance().contentEdgeInsets = {1e12, 0, 0, 0}") ==
                message(session, "Button{}.contentEdgeInsets = {1e12, 0, 0, 0}"))
        try session.eval(dot)
        #expect(message(session, "Dot.appearance().glow = 3") == message(session, "Dot{}.glow = 3"))
        #expect(message(session, "BigDot.appearance().minimumTrackTintColor = 1")?.contains("not an appearance property of BigDot") == true)
        #expect(try session.text("return Slider.appearance().thumbTintColor") == "nil", "a refused value leaves the proxy as it was")
    }

    @Test("§17.6: a class with no appearance properties has no proxy")
    func classesWithoutProxies() throws {
        let session = try makeSession()
        #expect(message(session, "ViewController.appearance()") == "ViewController has no appearance properties, so it has no appearance proxy")
        #expect(message(session, "TapGestureRecognizer.appearance()") == "TapGestureRecognizer has no appearance properties, so it has no appearance proxy")
    }

    @Test("§17.6: containment given something that is not a container class is an error saying what it got")
    func badContainment() throws {
        let session = try makeSession()
        #expect(message(session, "Button.appearance{ whenContainedIn = {'TabBar'} }") ==
                "bad argument #1 to 'Button.appearance' (option 'whenContainedIn': entry 1 is the string \"TabBar\", not a class (write TabBar, not \"TabBar\"))")
        #expect(message(session, "Button.appearance{ whenContainedIn = {TabBar, Slider{}} }") ==
                "bad argument #1 to 'Button.appearance' (option 'whenContainedIn': entry 2 is a Slider, not a class)")
        #expect(message(session, "Button.appearance{ whenContainedIn = TabBar }") ==
                "bad argument #1 to 'Button.appearance' (option 'whenContainedIn': list of classes such as {TabBar, ViewController} expected, got the class TabBar (write {TabBar}))")
        #expect(message(session, "Button.appearance{ whenContainedIn = {} }") ==
                "bad argument #1 to 'Button.appearance' (option 'whenContainedIn': list of classes such as {TabBar, ViewController} expected, got an empty table)")
        #expect(message(session, "Button.appearance{ whenContainedIn = {TabBarItem} }") ==
                "TabBarItem contains no views, so a containment list cannot name it (a container is a view or a view controller class)")
        #expect(message(session, "Button.appearance{ whenContainedIn = {Touch} }") ==
                "Touch contains no views, so a containment list cannot name it (a container is a view or a view controller class)")
        #expect(message(session, "Button.appearance{ whenContaindIn = {TabBar} }")?.contains("did you mean 'whenContainedIn'?") == true)
        #expect(message(session, "Button.appearance(3)") ==
                "bad argument #1 to 'Button.appearance' (options table such as {whenContainedIn = {TabBar}} expected, got number)")
        #expect(session.stage.application.appearance.proxies.isEmpty)
    }

    @Test("Proxies belong to the application: the next scenario test's model starts with none")
    func proxiesArePerApplication() throws {
        let session = try makeSession()
        try session.eval("Slider.appearance().thumbTintColor = 'systemRed'")
        try session.resetModel()
        try session.eval("s = Slider{}; window:addSubview(s)")
        #expect(try session.text("return s.thumbTintColor") == "nil")
        #expect(session.stage.application.appearance.proxies.isEmpty)
    }

    @Test("Every appearance property of a built-in class can be set from Lua")
    func everyPropertyIsBound() throws {
        let session = try makeSession()
        try session.registerEveryClass()
        for (name, installed) in session.classes.bindings {
            guard let names = session.appearancePropertyNames(ofClass: name) else { continue }
            let writable = Set(installed.writableNames)
            #expect(names.allSatisfy(writable.contains), "\(name): \(names.filter { !writable.contains($0) })")
        }
        for name in ["View", "Button", "Slider", "Label", "TabBar", "TabBarItem", "ProgressView", "RefreshControl"] {
            #expect(session.appearancePropertyNames(ofClass: name) != nil, "\(name) has appearance properties")
        }
    }
}
