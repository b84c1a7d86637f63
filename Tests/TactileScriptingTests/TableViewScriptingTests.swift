import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// TableView from Lua: rows from a list or functions, selection by a synthesized tap, swipe-to-delete,
/// failures in callbacks (Apple's UITableView documentation).
@Suite("TableView from Lua")
struct TableViewScriptingTests {
    @Test func rowsFromAListSelectedByTap() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local picked = {}
            local t = TableView{ frame = {0, 0, 320, 480}, rows = {"Soup", "Salad", "Pie"},
                                 didSelectRow = function(t, path) picked[#picked + 1] = path.section .. ":" .. path.row end }
            window:addSubview(t)
            tap(t, {160, 66})
            local cell = t:cellForRow{section = 0, row = 1}
            return t:numberOfRows(0), cell.text, cell.isSelected, table.concat(picked, ","), t.indexPathForSelectedRow.row
            """) == [3, "Salad", true, "0:1", 1])
    }

    @Test func rowsFromFunctionsWithHeightsAndSections() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local t = TableView{ frame = {0, 0, 320, 480},
                numberOfSections = function() return 2 end,
                numberOfRows = function(t, section) return section == 0 and 2 or 500 end,
                cellForRow = function(t, path)
                    if path.section == 0 then return "Header " .. path.row end
                    local c = TableViewCell{}; c.text = "Item " .. path.row; return c
                end,
                heightForRow = function(t, path) if path.section == 0 then return 100 end end }
            window:addSubview(t)
            t:layoutIfNeeded()
            local r = t:rectForRow{1, 3}
            local path = t:indexPathForRow{10, 210}
            return t.contentSize.height, r.y, path.section, path.row, t.visibleCells[3].text, #t.visibleCells
            """) == [22_200.0, 332.0, 1, 0, "Item 0", 9])
    }

    @Test func willSelectCanRefuseAndCodeSelectionIsSilent() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local n = 0
            local t = TableView{ frame = {0, 0, 320, 480}, rows = {"a", "b", "c"},
                                 willSelectRow = function(t, path) return path.row ~= 0 end,
                                 didSelectRow = function() n = n + 1 end }
            window:addSubview(t)
            tap(t, {100, 20})
            local refused = t.indexPathForSelectedRow == nil
            t:selectRow{section = 0, row = 2}
            return refused, n, t.indexPathForSelectedRow.row
            """) == [true, 0, 2])
    }

    /// uikit-rules §11.1: with allowsMultipleSelection a tap adds a row and a tap on a selected row
    /// deselects it (will/didDeselectRow); indexPathsForSelectedRows lists them in the order selected.
    @Test func multipleSelectionByTaps() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local seen = {}
            local function log(word) return function(t, path) seen[#seen + 1] = word .. path.row end end
            local t = TableView{ frame = {0, 0, 320, 480}, rows = {"a", "b", "c", "d"}, allowsMultipleSelection = true,
                                 didSelectRow = log("+"), willDeselectRow = log("?"), didDeselectRow = log("-") }
            window:addSubview(t)
            tap(t, {100, 110}); clock.advance(1)
            tap(t, {100, 20}); clock.advance(1)
            tap(t, {100, 66}); clock.advance(1)
            tap(t, {100, 20}); clock.advance(1)
            local rows = {}
            for _, path in ipairs(t.indexPathsForSelectedRows) do rows[#rows + 1] = path.row end
            t:selectRow{0, 3}
            local count = #t.indexPathsForSelectedRows
            for _, row in ipairs{2, 1, 3} do t:deselectRow{0, row} end
            return table.concat(seen, ","), table.concat(rows, ","), count, t.indexPathForSelectedRow == nil, t.indexPathsForSelectedRows == nil
            """) == ["+2,+0,+1,?0,-0", "2,1", 3, true, true])
    }

    /// uikit-rules §11.1: while isEditing the …DuringEditing rules decide; bad values are refused by name.
    @Test func editingSelectionRulesAndBadValues() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local t = TableView{ frame = {0, 0, 320, 480}, rows = {"a", "b", "c"}, isEditing = true }
            window:addSubview(t)
            tap(t, {100, 20}); clock.advance(1)
            local none = t.indexPathsForSelectedRows == nil
            t.allowsMultipleSelectionDuringEditing = true
            tap(t, {100, 20}); clock.advance(1)
            tap(t, {100, 66}); clock.advance(1)
            return none, #t.indexPathsForSelectedRows, t.isEditing, t.allowsSelectionDuringEditing
            """) == [true, 2, true, false])
        let message = session.failure("TableView{}.allowsMultipleSelection = 'yes'")?.message ?? ""
        #expect(message.contains("allowsMultipleSelection") && message.contains("boolean"))
    }

    /// A scroll that starts on a row cancels its tap (uikit-rules §2.1.6).
    @Test func dragScrollsWithoutSelecting() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local n = 0
            local t = TableView{ frame = {0, 0, 320, 480}, numberOfRows = function() return 1000 end,
                                 cellForRow = function(t, path) return "Row " .. path.row end,
                                 didSelectRow = function() n = n + 1 end }
            window:addSubview(t)
            drag(t, {from = {160, 400}, to = {160, 100}})
            return n, t.contentOffset.y > 0, t.isDecelerating
            """) == [0, true, true])
    }

    @Test func swipeToDeleteFromLua() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local items = {"a", "b", "c"}
            local seen = {}
            local t = TableView{ frame = {0, 0, 320, 480},
                numberOfRows = function() return #items end,
                cellForRow = function(t, path) return items[path.row + 1] end,
                willBeginEditingRow = function(t, path) seen[#seen + 1] = "begin " .. path.row end,
                commitEditingStyle = function(t, style, path)
                    seen[#seen + 1] = style .. " " .. path.row
                    table.remove(items, path.row + 1)
                    t:reloadData()
                end }
            window:addSubview(t)
            swipe(t, "left", {from = {250, 66}, distance = 150})
            local editing = t.editingIndexPath.row
            tap(t, {300, 66})
            return table.concat(seen, ","), editing, t:numberOfRows(0), t:cellForRow{0, 1}.text
            """) == ["begin 1,delete 1", 1, 2, "c"])
    }

    @Test func aRaisingDataSourceFunctionIsReportedAndTheTableStaysUsable() throws {
        let session = try makeSession()
        try session.eval("""
            t = TableView{ frame = {0, 0, 320, 480}, numberOfRows = function() return 3 end,
                           cellForRow = function(t, path) if path.row == 1 then error("no cell") end return "ok" end }
            window:addSubview(t)
            t:layoutIfNeeded()
            """)
        #expect(session.stage.actionFailures.count == 1)
        #expect(session.stage.application.traffic.records.contains { $0.kind == .failed && $0.action == "cellForRow" })
        #expect(try session.eval("return #t.visibleCells, t:cellForRow{0, 2}.text") == [3, "ok"])
    }

    @Test func badRowsAndIndexPathsAreClearErrors() throws {
        let session = try makeSession()
        try session.eval("t = TableView{}")
        #expect(session.failure("t.rows = {1, {}}")?.message.contains("rows") == true)
        #expect(session.failure("t:cellForRow(3)")?.message.contains("index path") == true)
    }

    /// Rule 4 of the house (bad input is a clear error, never a hang): a count that is not a whole
    /// number from 0 to math.maxinteger is reported and read as no rows; a huge whole number is a
    /// huge table.
    @Test func aCountThatIsNotAWholeNumberIsReportedNotLaidOut() throws {
        let session = try makeSession()
        try session.eval("""
            huge = TableView{ frame = {0, 0, 320, 480}, numberOfRows = function() return 1e12 end }
            word = TableView{ frame = {0, 0, 320, 480}, numberOfRows = function() return "many" end }
            negative = TableView{ frame = {0, 0, 320, 480}, numberOfRows = function() return -3 end }
            window:addSubview(huge)
            window:addSubview(word)
            window:addSubview(negative)
            """)
        #expect(try session.eval("return huge:numberOfRows(0), word:numberOfRows(0), negative:numberOfRows(0)")
            == [.integer(1_000_000_000_000), 0, 0])
        let messages = session.stage.actionFailures.map(\.error.message)
        #expect(messages.contains { $0.contains(#"numberOfRows returned "many""#) && $0.contains("a whole number from 0 to math.maxinteger expected") })
        #expect(messages.contains { $0.contains("numberOfRows returned -3") })
        #expect(session.stage.application.traffic.records.filter { $0.kind == .failed && $0.action == "numberOfRows" }.count == 2)
        try session.eval("""
            tall = TableView{ frame = {0, 0, 320, 480}, numberOfRows = function() return 2 end,
                              heightForRow = function(t, path) return path.row == 0 and "tall" or 50 end }
            window:addSubview(tall)
            """)
        #expect(try session.eval("return tall:rectForRow{0, 1}.y, tall.contentSize.height") == [44.0, 94.0])
        #expect(session.stage.actionFailures.contains { $0.error.message.contains(#"heightForRow returned "tall" (a height of 0 or more points expected)"#) })
    }

    /// Rule 4 of the house, with the absurd numbers a script may return: NaN, infinities,
    /// math.mininteger and counts beyond an integer are reported and read as no rows; any whole
    /// number that fits an integer is taken (math.maxinteger as the 2^53 rows a table holds),
    /// and such a table is tapped like a small one.
    @Test func absurdCountsAreReportedOrTakenNeverACrash() throws {
        let session = try makeSession()
        let counts = ["0/0", "1/0", "-1/0", "math.mininteger", "-1", "2.5", "2^63", "1e300",
                      "math.maxinteger", "2^53 + 1", "1e12", "10000000"]
        var read: [LuaValue] = []
        for count in counts {
            read += try session.eval("""
                local t = TableView{ frame = {0, 0, 320, 480}, numberOfRows = function() return \(count) end,
                                     cellForRow = function(t, path) return "Row " .. path.row end }
                window:addSubview(t)
                tap(t, {100, 66})
                local selected = t.indexPathForSelectedRow
                t:removeFromSuperview()
                return t:numberOfRows(0), selected and selected.row or false
                """)
        }
        let refused = 8
        let taken: [LuaValue] = [.integer(1 << 53), 1, .integer(1 << 53), 1, .integer(1_000_000_000_000), 1, 10_000_000, 1]
        let noRows = Array(repeating: [LuaValue.integer(0), .boolean(false)], count: refused).flatMap { $0 }
        #expect(read == noRows + taken)
        let messages = session.stage.actionFailures.map(\.error.message)
        #expect(messages.count == refused)
        #expect(messages.allSatisfy { $0.contains("numberOfRows returned") && $0.contains("(a whole number from 0 to math.maxinteger expected)") })
        #expect(messages.contains { $0.contains("numberOfRows returned -9223372036854775808") })
        #expect(messages.contains { $0.contains("numberOfRows returned inf") })
    }
}
