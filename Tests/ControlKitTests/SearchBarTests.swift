import Testing
@testable import ControlKit

/// A search bar delegate that journals every call and answers from its settings.
final class SearchBarJournal: SearchBarDelegate {
    var entries: [String] = []
    var allowsBegin = true, allowsEnd = true, allowsChange = true

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { entries.append("shouldBegin"); return allowsBegin }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) throws { entries.append("didBegin") }
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool {
        entries.append("shouldChange \(range.lowerBound)..<\(range.upperBound) \"\(text)\"")
        return allowsChange
    }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) throws { entries.append("textDidChange \"\(searchText)\"") }
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { entries.append("shouldEnd"); return allowsEnd }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) throws { entries.append("didEnd") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) throws { entries.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) throws { entries.append("cancel") }
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) throws { entries.append("bookmark") }
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar) throws { entries.append("resultsList") }
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) throws {
        entries.append("scope \(selectedScope)")
    }
}

/// A window holding a search bar with a journalling delegate, and a touch driver.
private final class SearchBarStage {
    let application = Application()
    let window: Window
    let bar = SearchBar(frame: Rect(x: 0, y: 44, width: 390, height: 56))
    let driver: TouchDriver
    let journal = SearchBarJournal()

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(bar)
        bar.delegate = journal
        driver = TouchDriver(window: window)
    }

    /// The traffic, one line per record, without sequence numbers and times.
    var traffic: [String] {
        application.traffic.records.map { TrafficFormatter().line($0).split(separator: " ").dropFirst().joined(separator: " ") }
    }

    /// A point on the search field away from its buttons, in window coordinates.
    var fieldPoint: Point { bar.searchTextField.convert(Point(x: 60, y: 18), to: window) }

    /// The centre of the field's right-hand button place, in window coordinates.
    var fieldButtonPoint: Point {
        bar.layoutIfNeeded()
        let rect = bar.searchTextField.fieldButtonRect
        return bar.searchTextField.convert(Point(x: rect.midX, y: rect.midY), to: window)
    }
}

@Suite("SearchBar (uikit-rules §18)")
struct SearchBarTests {
    // MARK: §18.1 What the bar holds

    @Test("§18.1: defaults — empty text, the Search placeholder, no buttons, no scope bar, 56 points tall")
    func defaults() {
        let bar = SearchBar()
        #expect(bar.text == "" && bar.placeholder == nil && bar.prompt == nil)
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(!bar.showsCancelButton && !bar.showsBookmarkButton && !bar.showsSearchResultsButton)
        #expect(bar.scopeButtonTitles.isEmpty && bar.selectedScopeButtonIndex == 0 && !bar.showsScopeBar)
        #expect(bar.barStyle == .default && bar.barTintColor == nil && !bar.isTranslucent)
        #expect(bar.preferredHeight == 56)
        #expect(bar.searchTextField.superview === bar)
    }

    @Test("§18.1: a prompt adds 30 points above the field, the scope bar 44 below it")
    func heights() {
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 390, height: 130))
        bar.prompt = "Find a song"
        #expect(bar.preferredHeight == 86)
        bar.scopeButtonTitles = ["All", "Titles"]
        #expect(bar.preferredHeight == 86, "titles alone show no scope bar")
        bar.showsScopeBar = true
        #expect(bar.preferredHeight == 130)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == Rect(x: 8, y: 40, width: 374, height: 36))
        #expect(bar.scopeBar.superview === bar && bar.scopeBar.frame.minY == 86)
    }

    @Test("§18.1, §18.3: the Cancel button narrows the field from the right")
    func cancelNarrowsTheField() {
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 390, height: 56))
        bar.layoutIfNeeded()
        let wide = bar.searchTextField.frame.width
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        #expect(bar.cancelButton.superview === bar)
        #expect(bar.searchTextField.frame.width < wide)
        #expect(bar.searchTextField.frame.maxX == bar.cancelButton.frame.minX)
        #expect(bar.cancelButton.frame.maxX == 390)
    }

    // MARK: §18.2 Editing

    @Test("§18.2: a tap begins editing; typed characters ask should-change and tell text-did-change; code tells nothing")
    func typing() {
        let stage = SearchBarStage()
        stage.driver.tap(at: stage.fieldPoint)
        #expect(stage.bar.isEditing && stage.bar.searchTextField.isFirstResponder)
        #expect(stage.driver.keyboard.type("ab"))
        #expect(stage.bar.text == "ab")
        #expect(stage.journal.entries == ["shouldBegin", "didBegin", "shouldChange 0..<0 \"a\"", "textDidChange \"a\"",
                                          "shouldChange 1..<1 \"b\"", "textDidChange \"ab\""])
        stage.journal.entries.removeAll()
        stage.bar.text = "set in code"
        #expect(stage.journal.entries.isEmpty, "§8.3: a change made in code is not told")
    }

    @Test("§18.2: should-begin refused leaves the bar as it was; should-change refused drops the keys")
    func refusals() {
        let stage = SearchBarStage()
        stage.journal.allowsBegin = false
        stage.driver.tap(at: stage.fieldPoint)
        #expect(!stage.bar.isEditing)
        #expect(stage.traffic.contains { $0.contains("searchBarShouldBeginEditing: refused") })
        stage.journal.allowsBegin = true
        stage.journal.allowsChange = false
        stage.driver.tap(at: stage.fieldPoint)
        _ = stage.driver.keyboard.type("x")
        #expect(stage.bar.text == "")
        #expect(!stage.journal.entries.contains { $0.hasPrefix("textDidChange") })
    }

    @Test("§18.2, §18.3: return is the Search key — told, and editing goes on; resigning asks should-end and tells did-end")
    func searchKeyAndEnd() {
        let stage = SearchBarStage()
        stage.driver.tap(at: stage.fieldPoint)
        _ = stage.driver.keyboard.type("tea")
        stage.journal.entries.removeAll()
        _ = stage.driver.keyboard.pressReturn()
        #expect(stage.journal.entries == ["search"])
        #expect(stage.bar.isEditing)
        stage.journal.allowsEnd = false
        #expect(!stage.bar.resignFirstResponder())
        #expect(stage.bar.isEditing)
        stage.journal.allowsEnd = true
        #expect(stage.bar.resignFirstResponder())
        #expect(stage.journal.entries == ["search", "shouldEnd", "shouldEnd", "didEnd"])
        #expect(stage.traffic.contains("delivered SearchBar#1 -> SearchBarJournal#1 searchBarSearchButtonClicked:"))
    }

    @Test("§18.2: the clear button empties the field and tells text-did-change with \"\"")
    func clearButton() {
        let stage = SearchBarStage()
        stage.driver.tap(at: stage.fieldPoint)
        _ = stage.driver.keyboard.type("tea")
        stage.journal.entries.removeAll()
        stage.driver.tap(at: stage.fieldButtonPoint)
        #expect(stage.bar.text == "")
        #expect(stage.journal.entries.contains("textDidChange \"\""))
    }

    // MARK: §18.3 Buttons

    @Test("§18.3: a tap on Cancel is told; the bar changes nothing itself")
    func cancel() {
        let stage = SearchBarStage()
        stage.bar.showsCancelButton = true
        stage.bar.text = "tea"
        stage.driver.tap(stage.bar.cancelButton)
        #expect(stage.journal.entries == ["cancel"])
        #expect(stage.bar.text == "tea" && stage.bar.showsCancelButton)
    }

    @Test("§18.3: the results button shows in place of the bookmark button, only while the field is empty")
    func fieldButtons() {
        let stage = SearchBarStage()
        #expect(stage.bar.shownFieldButton == nil)
        stage.bar.showsBookmarkButton = true
        #expect(stage.bar.shownFieldButton == .bookmark)
        stage.driver.tap(at: stage.fieldButtonPoint)
        stage.bar.showsSearchResultsButton = true
        #expect(stage.bar.shownFieldButton == .resultsList)
        stage.driver.tap(at: stage.fieldButtonPoint)
        #expect(stage.journal.entries == ["bookmark", "resultsList"])
        #expect(!stage.bar.isEditing, "a tap on a field button does not begin editing")
        stage.bar.text = "tea"
        #expect(stage.bar.shownFieldButton == nil)
    }

    // MARK: §18.4 Scope bar

    @Test("§18.4: a tap on another scope button selects it and is told; an index set in code is not; a bad one is ignored")
    func scope() {
        let stage = SearchBarStage()
        stage.bar.frame = Rect(x: 0, y: 44, width: 390, height: 100)
        stage.bar.scopeButtonTitles = ["All", "Titles", "Artists"]
        stage.bar.showsScopeBar = true
        stage.bar.layoutIfNeeded()
        let scope = stage.bar.scopeBar
        stage.driver.tap(at: scope.convert(Point(x: scope.bounds.width * 5 / 6, y: 16), to: stage.window))
        #expect(stage.bar.selectedScopeButtonIndex == 2)
        #expect(stage.journal.entries == ["scope 2"])
        stage.bar.selectedScopeButtonIndex = 1
        #expect(scope.selectedSegmentIndex == 1)
        stage.bar.selectedScopeButtonIndex = 7
        #expect(stage.bar.selectedScopeButtonIndex == 1)
        #expect(stage.journal.entries == ["scope 2"])
        stage.bar.scopeButtonTitles = ["Only"]
        #expect(stage.bar.selectedScopeButtonIndex == 0, "an index past the new titles goes back to 0")
    }

    // MARK: §17 The Cancel button through the appearance proxy

    @Test("§17.1, §18.3: the Cancel button is a bar button item whose container is the search bar; proxies retitle and tint it")
    func cancelThroughTheProxy() throws {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        try application.appearance.proxy(for: .barButtonItem, whenContainedIn: [.searchBar]).set(Optional("Done"), for: "title")
        try application.appearance.proxy(for: .barButtonItem, whenContainedIn: [.searchBar]).set(Optional(Color.systemRed), for: "tintColor")
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 390, height: 56))
        bar.showsCancelButton = true
        #expect(bar.cancelItem.title == "Cancel")
        window.addSubview(bar)
        #expect(bar.cancelItem.title == "Done")
        #expect(bar.cancelItem.tintColor == .systemRed)
        let toolbar = Toolbar()
        let other = BarButtonItem(title: "Other")
        toolbar.items = [other]
        window.addSubview(toolbar)
        #expect(other.title == "Other" && other.tintColor == nil, "an item in a toolbar is not contained in a search bar")
    }
}
