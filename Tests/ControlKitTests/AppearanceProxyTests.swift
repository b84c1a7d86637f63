import Testing
@testable import ControlKit

/// A plain view class of its own, standing for a toolbar: what containment lists name.
final class ButtonStrip: View {
    override class var standardAppearanceClass: AppearanceClass { .buttonStrip }
}

/// A subclass of the strip, which lists naming `ButtonStrip` still match.
final class WideButtonStrip: View {
    override class var standardAppearanceClass: AppearanceClass { .wideButtonStrip }
}

/// A view controller class of its own (the chapter's drill screen).
final class DrillViewController: ViewController {
    override class var standardAppearanceClass: AppearanceClass { .drillViewController }
}

/// A tab bar subclass that does nothing but tag one bar (the chapter's trick).
final class BlackTabBar: TabBar {
    override class var standardAppearanceClass: AppearanceClass { .blackTabBar }
}

/// A view whose appearance property, set by a proxy, takes it out of its window and back in once.
final class RestlessView: View {
    var mood = "calm" { didSet { appearanceRecord.noteSet("aMood") } }
    var hasMoved = false
    override class var standardAppearanceClass: AppearanceClass { .restless }
}

extension AppearanceClass {
    static let restless = AppearanceClass("RestlessView", superclass: .view, properties: [
        AppearanceProperty("aMood", get: { (view: RestlessView) in view.mood }, set: { view, mood in
            view.mood = mood
            guard !view.hasMoved, let window = view.window else { return }
            view.hasMoved = true
            view.removeFromSuperview()
            window.addSubview(view)
        }),
    ])
    static let buttonStrip = AppearanceClass("ButtonStrip", superclass: .view)
    static let wideButtonStrip = AppearanceClass("WideButtonStrip", superclass: .buttonStrip)
    static let drillViewController = AppearanceClass("DrillViewController", superclass: .viewController)
    static let blackTabBar = AppearanceClass("BlackTabBar", superclass: .tabBar)
}

/// An application with a window, and the three places of the chapter's three-level example: a
/// button on its own, one in a strip, and one in a strip inside a drill view controller's view.
private final class AppearanceStage {
    let application = Application()
    let window: Window
    let drill = DrillViewController(title: "Drill")
    let loose = Button(type: .system)
    let stripped = Button(type: .system)
    let drilled = Button(type: .system)

    static let golden = Color(red: 0.85, green: 0.65, blue: 0.13)
    static let paler = Color(red: 0.93, green: 0.87, blue: 0.7)

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    }

    var registry: AppearanceRegistry { application.appearance }

    /// Puts the three buttons in their places, in the window.
    func placeButtons() {
        window.addSubview(loose)
        let strip = ButtonStrip()
        strip.addSubview(stripped)
        window.addSubview(strip)
        let drillStrip = ButtonStrip()
        drillStrip.addSubview(drilled)
        drill.view.addSubview(drillStrip)
        window.addSubview(drill.view)
    }

    /// The chapter's three proxies: golden in general, paler in a strip, golden again in a strip
    /// in the drill controller's view.
    func makeThreeLevels() throws {
        try registry.proxy(for: .view).set(Optional(AppearanceStage.golden), for: "tintColor")
        try registry.proxy(for: .view, whenContainedIn: [.buttonStrip]).set(Optional(AppearanceStage.paler), for: "tintColor")
        try registry.proxy(for: .view, whenContainedIn: [.buttonStrip, .drillViewController])
            .set(Optional(AppearanceStage.golden), for: "tintColor")
    }
}

@Suite("Appearance proxies: resolution (uikit-rules §17)")
struct AppearanceProxyTests {
    // MARK: §17.2 When values apply

    @Test("§17.2: a view gets the general proxy's value as it enters a window, not before")
    func appliesOnEnteringAWindow() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .slider).set(Optional(Color.red), for: "minimumTrackTintColor")
        let slider = Slider()
        #expect(slider.minimumTrackTintColor == nil)
        let holder = View()
        holder.addSubview(slider)
        #expect(slider.minimumTrackTintColor == nil, "a view outside any window gets nothing")
        stage.window.addSubview(holder)
        #expect(slider.minimumTrackTintColor == .red)
    }

    @Test("§17.2: a view already in a window keeps its look when a proxy changes, until it leaves and enters again")
    func onScreenViewsKeepTheirLookUntilTheyReenter() throws {
        let stage = AppearanceStage()
        let proxy = try stage.registry.proxy(for: .switchControl)
        try proxy.set(Optional(Color.green), for: "onTintColor")
        let toggle = Switch()
        stage.window.addSubview(toggle)
        #expect(toggle.onTintColor == .green)
        try proxy.set(Optional(Color.systemOrange), for: "onTintColor")
        #expect(toggle.onTintColor == .green, "on screen: unchanged")
        toggle.removeFromSuperview()
        #expect(toggle.onTintColor == .green, "leaving the window changes nothing")
        stage.window.addSubview(toggle)
        #expect(toggle.onTintColor == .systemOrange, "entering again applies the proxy as it is now")
    }

    @Test("§17.2: a window added to the application gives its views their appearance")
    func windowsAddedLaterApply() throws {
        let application = Application()
        try application.appearance.proxy(for: .label).set(Color.blue, for: "textColor")
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let label = Label()
        window.addSubview(label)
        #expect(label.textColor == .black, "a window of no application applies nothing")
        application.addWindow(window)
        #expect(label.textColor == .blue)
    }

    @Test("§17.2: a proxy that no longer matches where a view enters again does not undo its value")
    func valuesAreNotUndone() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .activityIndicatorView, whenContainedIn: [.buttonStrip]).set(Optional(Color.red), for: "color")
        let strip = ButtonStrip()
        let spinner = ActivityIndicatorView()
        strip.addSubview(spinner)
        stage.window.addSubview(strip)
        #expect(spinner.color == .red)
        stage.window.addSubview(spinner)
        #expect(spinner.color == .red, "moved out of the strip, it keeps the value the strip's proxy gave it")
    }

    // MARK: §17.1 Containment

    @Test("§17.1, §17.3: the three-level example — general, in a strip, in a strip in one controller's view")
    func threeLevels() throws {
        let stage = AppearanceStage()
        try stage.makeThreeLevels()
        stage.placeButtons()
        #expect(stage.loose.tintColor == AppearanceStage.golden)
        #expect(stage.stripped.tintColor == AppearanceStage.paler)
        #expect(stage.drilled.tintColor == AppearanceStage.golden)
    }

    @Test("§17.1: containment skips levels — each listed container is anywhere outside the previous one")
    func containmentSkipsLevels() throws {
        let stage = AppearanceStage()
        try stage.makeThreeLevels()
        let strip = ButtonStrip()
        let inner = View()
        let innermost = View()
        innermost.addSubview(stage.drilled)
        inner.addSubview(innermost)
        strip.addSubview(inner)
        let middle = View()
        middle.addSubview(strip)
        stage.drill.view.addSubview(middle)
        stage.window.addSubview(stage.drill.view)
        #expect(stage.drilled.tintColor == AppearanceStage.golden)
    }

    @Test("§17.1: the list is innermost first — a strip around the controller's view does not match [strip, controller]")
    func containmentOrderMatters() throws {
        let stage = AppearanceStage()
        try stage.makeThreeLevels()
        let strip = ButtonStrip()
        stage.drill.view.addSubview(stage.drilled)
        strip.addSubview(stage.drill.view)
        stage.window.addSubview(strip)
        #expect(stage.drilled.tintColor == AppearanceStage.paler, "only [strip] matches: the controller is inside the strip")
    }

    @Test("§17.1: a container of a subclass of a listed class matches")
    func containerSubclassesMatch() throws {
        let stage = AppearanceStage()
        try stage.makeThreeLevels()
        let strip = WideButtonStrip()
        strip.addSubview(stage.stripped)
        stage.window.addSubview(strip)
        #expect(stage.stripped.tintColor == AppearanceStage.paler)
    }

    @Test("§17.1: a view controller's root view is inside the controller, which is inside its view's superview")
    func controllersContainTheirViews() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .label, whenContainedIn: [.drillViewController, .buttonStrip]).set(Color.red, for: "textColor")
        let label = Label()
        stage.drill.view.addSubview(label)
        let strip = ButtonStrip()
        strip.addSubview(stage.drill.view)
        stage.window.addSubview(strip)
        #expect(label.textColor == .red)
    }

    @Test("§17.1: a list naming a class twice needs two such containers")
    func repeatedClassesNeedTwoContainers() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .label, whenContainedIn: [.buttonStrip, .buttonStrip]).set(Color.red, for: "textColor")
        let once = Label()
        let outer = ButtonStrip()
        outer.addSubview(once)
        stage.window.addSubview(outer)
        #expect(once.textColor == .black)
        let twice = Label()
        let inner = ButtonStrip()
        inner.addSubview(twice)
        outer.addSubview(inner)
        #expect(twice.textColor == .red)
    }

    @Test("§17.1: a proxy for a subclass applies to that subclass only (the tagging subclass)")
    func subclassProxiesStayWithTheSubclass() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .tabBar).set(Optional(Color.systemYellow), for: "barTintColor")
        try stage.registry.proxy(for: .blackTabBar).set(Optional<Color>.none, for: "barTintColor")
        let plain = TabBar()
        let tagged = BlackTabBar()
        stage.window.addSubview(plain)
        stage.window.addSubview(tagged)
        #expect(plain.barTintColor == .systemYellow)
        #expect(tagged.barTintColor == nil, "the subclass's proxy (nil) beats its base's")
    }

    // MARK: §17.3 Precedence

    @Test("§17.3: a containment proxy beats the general one; a longer list beats a shorter one")
    func longerListsWin() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .pageControl).set(Optional(Color.red), for: "pageIndicatorTintColor")
        try stage.registry.proxy(for: .pageControl, whenContainedIn: [.drillViewController]).set(Optional(Color.green), for: "pageIndicatorTintColor")
        try stage.registry.proxy(for: .pageControl, whenContainedIn: [.buttonStrip, .drillViewController])
            .set(Optional(Color.blue), for: "pageIndicatorTintColor")
        let general = PageControl(), contained = PageControl(), longer = PageControl()
        stage.window.addSubview(general)
        stage.drill.view.addSubview(contained)
        let strip = ButtonStrip()
        strip.addSubview(longer)
        stage.drill.view.addSubview(strip)
        stage.window.addSubview(stage.drill.view)
        #expect(general.pageIndicatorTintColor == .red)
        #expect(contained.pageIndicatorTintColor == .green)
        #expect(longer.pageIndicatorTintColor == .blue)
    }

    @Test("§17.3: the most derived class's proxy wins, even over a base class's containment proxy")
    func derivedClassesWin() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .view, whenContainedIn: [.buttonStrip]).set(Optional(Color.red), for: "backgroundColor")
        try stage.registry.proxy(for: .label).set(Optional(Color.blue), for: "backgroundColor")
        let strip = ButtonStrip()
        let label = Label()
        let plain = View()
        strip.addSubview(label)
        strip.addSubview(plain)
        stage.window.addSubview(strip)
        #expect(label.backgroundColor == .blue)
        #expect(plain.backgroundColor == .red)
    }

    @Test("§17.3: each property goes its own way: a specific proxy overrides only what it sets")
    func propertiesResolveSeparately() throws {
        let stage = AppearanceStage()
        let general = try stage.registry.proxy(for: .slider)
        try general.set(Optional(Color.red), for: "minimumTrackTintColor")
        try general.set(Optional(Color.gray), for: "thumbTintColor")
        try stage.registry.proxy(for: .slider, whenContainedIn: [.buttonStrip]).set(Optional(Color.blue), for: "thumbTintColor")
        let strip = ButtonStrip()
        let slider = Slider()
        strip.addSubview(slider)
        stage.window.addSubview(strip)
        #expect(slider.minimumTrackTintColor == .red)
        #expect(slider.thumbTintColor == .blue)
    }

    @Test("§17.3: between equally specific proxies the one made later wins")
    func laterProxiesWinTies() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .label, whenContainedIn: [.buttonStrip]).set(Color.red, for: "textColor")
        try stage.registry.proxy(for: .label, whenContainedIn: [.drillViewController]).set(Color.blue, for: "textColor")
        let label = Label()
        let strip = ButtonStrip()
        strip.addSubview(label)
        stage.drill.view.addSubview(strip)
        stage.window.addSubview(stage.drill.view)
        #expect(label.textColor == .blue)
    }

    // MARK: §17.4 Direct sets win

    @Test("§17.4: a value set directly before the view enters a window wins over every proxy")
    func directSetsBeforeWin() throws {
        let stage = AppearanceStage()
        try stage.makeThreeLevels()
        stage.stripped.tintColor = .red
        stage.placeButtons()
        #expect(stage.stripped.tintColor == .red)
        #expect(stage.loose.tintColor == AppearanceStage.golden)
    }

    @Test("§17.4: a value set directly after the view entered a window survives its next entry, even nil")
    func directSetsAfterWin() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .progressView).set(Optional(Color.red), for: "progressTintColor")
        let bar = ProgressView()
        stage.window.addSubview(bar)
        #expect(bar.progressTintColor == .red)
        bar.progressTintColor = nil
        bar.removeFromSuperview()
        stage.window.addSubview(bar)
        #expect(bar.progressTintColor == nil)
        #expect(bar.appearanceRecord.directlySet == ["progressTintColor"])
    }

    @Test("§17.4: values a proxy set are not direct: a changed proxy reaches the view when it enters again")
    func proxyValuesAreNotDirect() throws {
        let stage = AppearanceStage()
        let proxy = try stage.registry.proxy(for: .label)
        try proxy.set(Font(size: 20), for: "font")
        let label = Label()
        stage.window.addSubview(label)
        #expect(label.font == Font(size: 20))
        #expect(label.appearanceRecord.directlySet.isEmpty)
        try proxy.set(Font(size: 30), for: "font")
        label.removeFromSuperview()
        stage.window.addSubview(label)
        #expect(label.font == Font(size: 30))
    }

    @Test("§17.4: a proxy's setter that makes the view enter its window again leaves the later values proxy values")
    func reentryWhileApplying() throws {
        let stage = AppearanceStage()
        let proxy = try stage.registry.proxy(for: .restless)
        try proxy.set("restless", for: "aMood")
        try proxy.set(Optional(Color.systemRed), for: "backgroundColor")
        let view = RestlessView()
        stage.window.addSubview(view)
        #expect(view.hasMoved && view.mood == "restless" && view.backgroundColor == .systemRed)
        #expect(view.appearanceRecord.directlySet.isEmpty)
    }

    @Test("§17.4: a table view's own background, set as it is made, is no direct set")
    func classDefaultsAreNotDirect() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .tableView).set(Optional(Color.systemYellow), for: "backgroundColor")
        let table = TableView()
        #expect(table.backgroundColor == .systemBackground)
        stage.window.addSubview(table)
        #expect(table.backgroundColor == .systemYellow)
    }

    // MARK: Items shown by bars

    @Test("§17.1, §17.2: a tab bar item's container is its bar; it gets its value as the bar enters a window")
    func tabBarItemsResolveThroughTheirBar() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .tabBarItem).set(Optional(Color.red), for: "badgeColor")
        try stage.registry.proxy(for: .tabBarItem, whenContainedIn: [.tabBar, .drillViewController]).set(Optional(Color.systemPurple), for: "badgeColor")
        let general = TabBarItem(title: "General")
        let drilled = TabBarItem(title: "Drilled")
        let direct = TabBarItem(title: "Direct")
        direct.badgeColor = .green
        let bar = TabBar(), drillBar = TabBar()
        bar.items = [general, direct]
        drillBar.items = [drilled]
        #expect(general.badgeColor == nil)
        stage.window.addSubview(bar)
        stage.drill.view.addSubview(drillBar)
        stage.window.addSubview(stage.drill.view)
        #expect(general.badgeColor == .red)
        #expect(drilled.badgeColor == .systemPurple)
        #expect(direct.badgeColor == .green)
    }

    @Test("§17.2: items given to a bar already in a window get their appearance as their buttons enter it")
    func itemsAddedToABarOnScreen() throws {
        let stage = AppearanceStage()
        try stage.registry.proxy(for: .tabBarItem, whenContainedIn: [.blackTabBar]).set(Optional(Color.blue), for: "badgeColor")
        let bar = BlackTabBar()
        stage.window.addSubview(bar)
        let item = TabBarItem(title: "Late")
        bar.items = [item]
        #expect(item.badgeColor == .blue)
    }

    // MARK: §17.6 Bad input

    @Test("§17.6: a property that is no appearance property is refused, naming it and the class")
    func nonAppearancePropertiesAreRefused() throws {
        let proxy = try Application().appearance.proxy(for: .slider)
        #expect(throws: AppearanceError.notAnAppearanceProperty("value", className: "Slider", available: AppearanceClass.slider.propertyNames)) {
            try proxy.set(0.5, for: "value")
        }
        #expect(proxy.namesSet.isEmpty)
        let message = AppearanceError.notAnAppearanceProperty("value", className: "Slider", available: ["thumbTintColor"]).description
        #expect(message == "'value' is not an appearance property of Slider (its appearance properties: thumbTintColor)")
    }

    @Test("§17.6: a value of the wrong type is refused and the proxy keeps its value")
    func wrongTypesAreRefused() throws {
        let proxy = try Application().appearance.proxy(for: .slider)
        try proxy.set(Optional(Color.red), for: "thumbTintColor")
        #expect(throws: AppearanceError.self) { try proxy.set("red", for: "thumbTintColor") }
        #expect(proxy.value(for: "thumbTintColor") as? Color? == .red)
    }

    @Test("§17.6: classes without appearance properties have no proxy; containment lists name containers only")
    func noProxyWithoutProperties() {
        let registry = Application().appearance
        #expect(throws: AppearanceError.noAppearanceProperties(className: "ViewController")) {
            try registry.proxy(for: .viewController)
        }
        #expect(throws: AppearanceError.notAContainer(className: "TabBarItem")) {
            try registry.proxy(for: .label, whenContainedIn: [.tabBarItem])
        }
        #expect(registry.proxies.isEmpty)
    }

    @Test("§17.1: the same class and list give the same proxy")
    func proxiesAreShared() throws {
        let registry = Application().appearance
        let first = try registry.proxy(for: .button, whenContainedIn: [.buttonStrip])
        let second = try registry.proxy(for: .button, whenContainedIn: [.buttonStrip])
        let other = try registry.proxy(for: .button, whenContainedIn: [.tabBar])
        #expect(first === second)
        #expect(first !== other)
        #expect(registry.proxies.map(\.description) == ["Button.appearance(whenContainedIn: [ButtonStrip])",
                                                         "Button.appearance(whenContainedIn: [TabBar])"])
    }
}
