import Testing
@testable import ControlKit

/// A toolbar subclass that adds nothing: it only tags one bar for a proxy of its own (the chapter's trick).
final class BlackToolbar: Toolbar {
    override class var standardAppearanceClass: AppearanceClass { .blackToolbar }
}

extension AppearanceClass {
    static let blackToolbar = AppearanceClass("BlackToolbar", superclass: .toolbar)
}

/// Bars and bar button items in the appearance proxy (uikit-rules §17.1, §17.3, §17.5): the
/// chapter's three-level tint of bar button items, and a subclass tagging one bar.
@Suite("Appearance proxies: bars and bar button items (uikit-rules §17)")
struct AppearanceBarsTests {
    static let golden = Color(red: 0.85, green: 0.65, blue: 0.13)
    static let paler = Color(red: 0.93, green: 0.87, blue: 0.7)

    @Test("§17.3: bar button items golden in general, paler in a toolbar, golden in a toolbar in the drill controller's view")
    func threeLevels() throws {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let registry = application.appearance
        try registry.proxy(for: .barButtonItem).set(Optional(Self.golden), for: "tintColor")
        try registry.proxy(for: .barButtonItem, whenContainedIn: [.toolbar]).set(Optional(Self.paler), for: "tintColor")
        try registry.proxy(for: .barButtonItem, whenContainedIn: [.toolbar, .drillViewController]).set(Optional(Self.golden), for: "tintColor")
        let inNavigationBar = BarButtonItem(barButtonSystemItem: .edit)
        let navigationBar = NavigationBar(frame: Rect(x: 0, y: 44, width: 390, height: 44))
        try navigationBar.setItems([NavigationItem(title: "Cards")], animated: false)
        navigationBar.topItem?.rightBarButtonItem = inNavigationBar
        let inToolbar = BarButtonItem(title: "Shuffle")
        let toolbar = Toolbar(frame: Rect(x: 0, y: 800, width: 390, height: 44))
        toolbar.items = [inToolbar]
        let drill = DrillViewController(title: "Drill")
        let inDrill = BarButtonItem(title: "Next")
        let drillToolbar = Toolbar(frame: Rect(x: 0, y: 0, width: 390, height: 44))
        drillToolbar.items = [inDrill]
        drill.view.addSubview(drillToolbar)
        let direct = BarButtonItem(title: "Own")
        direct.tintColor = .systemRed
        toolbar.items = [inToolbar, direct]
        #expect(inToolbar.tintColor == nil, "nothing applies outside a window")
        window.addSubview(navigationBar)
        window.addSubview(toolbar)
        window.addSubview(drill.view)
        #expect(inNavigationBar.tintColor == Self.golden)
        #expect(inToolbar.tintColor == Self.paler)
        #expect(inDrill.tintColor == Self.golden)
        #expect(direct.tintColor == .systemRed, "§17.4: a value set directly wins")
    }

    @Test("§17.1, §17.3: a subclass made only to tag one toolbar gets its own proxy's value; other toolbars the base's")
    func taggingSubclass() throws {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        try application.appearance.proxy(for: .toolbar).set(Optional(Color.systemIndigo), for: "barTintColor")
        try application.appearance.proxy(for: .blackToolbar).set(Optional<Color>.none, for: "barTintColor")
        try application.appearance.proxy(for: .blackToolbar).set(BarStyle.black, for: "barStyle")
        let plain = Toolbar(), tagged = BlackToolbar()
        window.addSubview(plain)
        window.addSubview(tagged)
        #expect(plain.barTintColor == .systemIndigo && plain.barStyle == .default)
        #expect(tagged.barTintColor == nil && tagged.barStyle == .black)
    }

    @Test("§17.5: navigation bars and search bars take their bar properties; title text attributes reach a navigation bar")
    func barProperties() throws {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let attributes = BarTitleAttributes(font: Font(size: 20, weight: .bold), color: .systemPink)
        try application.appearance.proxy(for: .navigationBar).set(Optional(attributes), for: "titleTextAttributes")
        try application.appearance.proxy(for: .navigationBar).set(false, for: "isTranslucent")
        try application.appearance.proxy(for: .searchBar).set(BarStyle.black, for: "barStyle")
        let navigationBar = NavigationBar(), searchBar = SearchBar()
        navigationBar.isTranslucent = true
        window.addSubview(navigationBar)
        window.addSubview(searchBar)
        #expect(navigationBar.titleTextAttributes == attributes)
        #expect(navigationBar.isTranslucent, "§17.4: set directly before entering the window")
        #expect(searchBar.barStyle == .black)
        #expect(AppearanceClass.barButtonItem.propertyNames.sorted() == ["tintColor", "title"])
    }
}
