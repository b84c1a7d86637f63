@testable import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// The More list from Lua: the original data source read as functions, a script's data source in
/// front of it, and every wrong answer reported at the script's line with the table going on
/// (uikit-rules §19.3).
@Suite("The More list from Lua")
struct MoreListScriptingTests {
    /// A session with a tab bar controller of seven children in its window, as `tabs`, and its
    /// More list's table as `list`.
    private func moreSession() throws -> ScriptSession {
        let session = try makeSession()
        try session.eval("""
            local children = {}
            for i = 1, 7 do children[i] = ViewController{ title = "Child " .. i } end
            tabs = TabBarController{ frame = {0, 0, 390, 844}, viewControllers = children }
            window:addSubview(tabs.view)
            list = tabs.moreNavigationController.viewControllers[1].view
            original = list.dataSource
            """)
        return session
    }

    @Test("the original answers as functions; a script's table forwards what it does not answer (uikit-rules §19.3)")
    func forwarding() throws {
        let session = try moreSession()
        #expect(try session.eval("""
            list.dataSource = setmetatable({
              cellForRow = function(t, path)
                local cell = original.cellForRow(t, path)
                cell.textLabel.text = cell.textLabel.text .. "!"
                return cell
              end }, { __index = original })
            list:reloadData()
            tabs.selectedViewController = tabs.moreNavigationController
            tabs.view:layoutIfNeeded()
            return original.numberOfRows(list, 0), list:numberOfRows(0), list:cellForRow{ section = 0, row = 0 }.textLabel.text,
                   list.dataSource.cellForRow ~= nil, rawequal(list.dataSource, list.dataSource)
            """) == [3, 3, "Child 5!", true, true])
    }

    /// Rule 2 of the house: wrong answers are reported where the function is defined, naming it and
    /// the value; the table shows no rows or an empty cell and the session goes on.
    @Test("wrong answers and errors are reported at the script's line; the table goes on (uikit-rules §19.3)")
    func badAnswers() throws {
        let session = try moreSession()
        #expect(session.failure("list.dataSource = {}")?.message.contains("data source with functions numberOfRows and cellForRow expected") == true)
        #expect(session.failure("list.dataSource = 5")?.message.hasPrefix("test:1:") == true)
        #expect(session.failure("original.numberOfRows(list, 3)")?.message.contains("section from 0 to 0 expected, got 3") == true)
        #expect(session.failure("original.numberOfRows(list, math.mininteger)")?.message == "test:1: bad argument #2 to 'TableViewDataSource.numberOfRows' (integer from -2^53 to 2^53 expected, got -9223372036854775808)")
        #expect(session.failure("original.cellForRow(list, { section = 0, row = 1e12 })")?.message.hasPrefix("test:1:") == true)
        try session.eval("""
            list.dataSource = setmetatable({
              numberOfRows = function() return 0/0 end,
              cellForRow = function() return 42 end }, { __index = original })
            list:reloadData()
            """)
        #expect(try session.eval("return list:numberOfRows(0)") == [0])
        try session.eval("""
            list.dataSource = setmetatable({ cellForRow = function() error("no cells today") end }, { __index = original })
            list:reloadData()
            tabs.selectedViewController = tabs.moreNavigationController
            tabs.view:layoutIfNeeded()
            """)
        let messages = session.stage.actionFailures.map(\.error.message)
        #expect(messages.contains { $0.hasPrefix("test:2: numberOfRows returned") })
        #expect(messages.contains { $0.hasPrefix("test:1:") && $0.contains("no cells today") })
        #expect(try session.eval("return list:numberOfRows(0), tabs.selectedIndex") == [3, .integer(Int.max)])
    }
}
