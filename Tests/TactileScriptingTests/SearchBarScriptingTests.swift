@testable import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// SearchBar from Lua: the delegate's functions, typing through the keyboard, the Cancel button
/// retitled through the BarButtonItem appearance proxy, and every wrong value or answer reported
/// at the script's line with the bar going on (uikit-rules §17, §18).
@Suite("SearchBar from Lua")
struct SearchBarScriptingTests {
    @Test("the delegate's functions in order while typing, searching and ending (uikit-rules §18.2, §18.3)")
    func delegateFunctions() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            heard = {}
            local function note(text) heard[#heard + 1] = text end
            bar = SearchBar{ frame = {0, 44, 390, 56},
                             shouldBeginEditing = function() note("shouldBegin") return true end,
                             textDidBeginEditing = function() note("didBegin") end,
                             shouldChangeTextIn = function(b, range, text) note(range.location .. "+" .. range.length .. " " .. text) return text ~= "!" end,
                             textDidChange = function(b, text) note("changed " .. text) end,
                             searchButtonClicked = function(b) note("search") end,
                             shouldEndEditing = function() note("shouldEnd") return true end,
                             textDidEndEditing = function() note("didEnd") end }
            window:addSubview(bar)
            tap(bar.searchTextField)
            keyboard.type("a!")
            keyboard.pressReturn()
            bar:resignFirstResponder()
            return table.concat(heard, ","), bar.text, bar.isEditing
            """) == [.string("shouldBegin,didBegin,0+0 a,changed a,1+0 !,search,shouldEnd,didEnd"), "a", false])
        #expect(session.trafficLines.contains { $0.contains("searchBar:textDidChange:") })
    }

    @Test("the Cancel button answers to BarButtonItem.appearance{whenContainedIn = {SearchBar}} (uikit-rules §17.1, §18.3)")
    func cancelThroughTheProxy() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            BarButtonItem.appearance{ whenContainedIn = { SearchBar } }.title = "Done"
            BarButtonItem.appearance{ whenContainedIn = { SearchBar } }.tintColor = "systemRed"
            local cancelled = 0
            bar = SearchBar{ frame = {0, 44, 390, 56}, showsCancelButton = true,
                             cancelButtonClicked = function() cancelled = cancelled + 1 end }
            window:addSubview(bar)
            tap(window, {380, 72})
            local item = BarButtonItem{ title = "Elsewhere" }
            local toolbar = Toolbar{ frame = {0, 800, 390, 44}, items = { item } }
            window:addSubview(toolbar)
            return cancelled, item.title, item.tintColor
            """) == [1, "Elsewhere", .nil])
        #expect(try session.eval("return tostring(bar)").first.flatMap { String(luaValue: $0) }?.contains("showsCancelButton") == true)
    }

    @Test("bad scope titles and indices are refused at the script's line, naming the value (uikit-rules §18.4)")
    func badScopeValues() throws {
        let session = try makeSession()
        try session.eval("bar = SearchBar{ scopeButtonTitles = {\"All\", \"Titles\"} }")
        #expect(session.failure("bar.selectedScopeButtonIndex = 2")?.message.contains("scope button index from 0 to 1 expected, got 2") == true)
        #expect(session.failure("bar.selectedScopeButtonIndex = 0/0")?.message.hasPrefix("test:1:") == true)
        #expect(session.failure("bar.selectedScopeButtonIndex = math.mininteger")?.message.contains("got -9223372036854775808") == true)
        #expect(session.failure("bar.scopeButtonTitles = {\"All\", 3}")?.message.contains("list of strings expected, got number at entry 2") == true)
        #expect(session.failure("bar.scopeButtonTitles = \"All\"")?.message.hasPrefix("test:1:") == true)
        #expect(try session.eval("return bar.selectedScopeButtonIndex, #bar.scopeButtonTitles") == [0, 2])
        try session.eval("bar.scopeButtonTitles = {}")
        #expect(session.failure("bar.selectedScopeButtonIndex = 1")?.message.contains("0 (there are no scope buttons) expected, got 1") == true)
    }

    /// Rule 2 of the house: a should-function answering something else, or raising, is reported
    /// where it is defined, and the step goes ahead; a did-function that raises is a failed record.
    @Test("wrong answers and errors of the delegate's functions are reported at their lines; the bar goes on (uikit-rules §18.2)")
    func badDelegateAnswers() throws {
        let session = try makeSession()
        try session.eval("""
            bar = SearchBar{ frame = {0, 44, 390, 56} }
            bar.shouldBeginEditing = function() return "yes" end
            bar.textDidChange = function() error("no index") end
            window:addSubview(bar)
            tap(bar.searchTextField)
            keyboard.type("q")
            """)
        let messages = session.stage.actionFailures.map(\.error.message)
        #expect(messages.first == #"test:2: shouldBeginEditing returned "yes" (true or false expected)"#)
        #expect(messages.contains { $0.hasPrefix("test:3:") && $0.contains("no index") })
        #expect(try session.eval("return bar.text, bar.isEditing") == ["q", true])
        #expect(session.stage.application.traffic.records.contains { $0.kind == .failed && $0.action == "searchBar:textDidChange:" })
    }
}
