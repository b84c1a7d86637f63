@testable import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// PickerView from Lua: rows from title lists or functions, spun by synthesized drags and taps,
/// views for rows handed back for reuse, and every wrong answer of a script's data source or
/// delegate reported at the script's line with the picker going on (uikit-rules §15).
@Suite("PickerView from Lua")
struct PickerViewScriptingTests {
    @Test("titles, a spin through the window, didSelectRow once the drum rests, a note in the traffic (uikit-rules §15.2)")
    func titlesAndASpin() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            picked = {}
            p = PickerView{ frame = {0, 0, 320, 216}, titles = { {"Red", "Green", "Blue", "Cyan"}, {"S", "M", "L"} },
                            didSelectRow = function(p, row, component) picked[#picked + 1] = component .. ":" .. row end }
            window:addSubview(p)
            p:spin(0, 2)
            tap(p, {240, 108 + 32})
            local before = #picked
            clock.advance(1)
            return p.numberOfComponents, p:numberOfRows(1), p:selectedRow(0), p:selectedRow(1), before, table.concat(picked, ",")
            """) == [2, 3, 2, 1, 1, "0:2,1:1"])
        #expect(session.trafficLines.contains { $0.contains("note") && $0.contains("pickerViewDidSelectRow 2 inComponent 0") })
        #expect(try session.eval("p:selectRow(0, 1, true); clock.advance(1); return p:selectedRow(1), #picked") == [0, 2])
    }

    @Test("views for rows: the reusing view handed back is one the script gave for a row gone from view (uikit-rules §15.1)")
    func reusedLabels() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local made, reused, foreign = 0, 0, 0
            local mine = setmetatable({}, { __mode = "k" })
            local p = PickerView{ numberOfComponentsInPickerView = function() return 1 end,
                                  numberOfRowsInComponent = function() return 50 end,
                                  viewForRow = function(p, row, component, reusing)
                                    local label = reusing
                                    if label then
                                      reused = reused + 1
                                      if not mine[label] then foreign = foreign + 1 end
                                    else
                                      label = Label{ textAlignment = "center" }
                                      mine[label] = true
                                      made = made + 1
                                    end
                                    label.text = "State " .. row
                                    label:sizeToFit()
                                    return label
                                  end }
            window:addSubview(p)
            p:spin(0, 20)
            return made <= 8, reused > 10, foreign, p:view(20, 0).text, p:view(0, 0)
            """) == [true, true, 0, "State 20", .nil])
    }

    @Test("a million rows ask Lua for as many titles as fifty do (uikit-rules §15.1)")
    func titleCallsDoNotGrowWithTheRows() throws {
        func calls(rows: Int) throws -> LuaValue? {
            let session = try makeSession()
            return try session.eval("""
                local asked = 0
                local p = PickerView{ numberOfRowsInComponent = function() return \(rows) end,
                                      numberOfComponentsInPickerView = function() return 1 end,
                                      titleForRow = function(p, row) asked = asked + 1 return "Row " .. row end }
                window:addSubview(p)
                p:selectRow(\(rows / 2), 0)
                p:layoutIfNeeded()
                drag(p, { from = {160, 108}, to = {160, 20}, steps = 5, duration = 0.1 })
                clock.advance(5)
                p:spin(0, -3)
                return asked
                """).first
        }
        let small = try calls(rows: 50)
        #expect(small == (try calls(rows: 1_000_000)))
        #expect(try #require(small.flatMap { Int(luaValue: $0) }) > 10)
    }

    @Test("selectRow with a row or component that does not exist is a bad argument at the caller's line (uikit-rules §15.2)")
    func selectRowOutOfRange() throws {
        let session = try makeSession()
        try session.eval("p = PickerView{ titles = { {\"a\", \"b\", \"c\"} } }")
        #expect(session.failure("p:selectRow(3, 0)")?.message == "test:1: bad argument #1 to 'selectRow' (row from 0 to 2 of component 0 expected, got 3)")
        #expect(session.failure("p:selectRow(-1, 0)")?.message.contains("row from 0 to 2 of component 0 expected, got -1") == true)
        #expect(session.failure("p:selectRow(0, 1)")?.message == "test:1: bad argument #2 to 'selectRow' (component from 0 to 0 expected, got 1)")
        #expect(session.failure("p:selectRow(1.5, 0)")?.message.contains("number has no integer representation") == true)
        #expect(session.failure("p:selectRow(0/0, 0)")?.message.contains("finite number expected, got") == true)
        #expect(session.failure("p:selectRow(math.mininteger, 0)")?.message.contains("bad argument #1 to 'selectRow'") == true)
        #expect(session.failure("p:spin(4, 1)")?.message.contains("component from 0 to 0 expected, got 4") == true)
        #expect(try session.eval("p:selectRow(2, 0); return p:selectedRow(0)") == [2])
    }

    /// Rule 2 of the house: absurd counts from a script are reported at the script's line,
    /// naming the function and the value, and read as none; the picker and the session go on.
    @Test("absurd counts are reported where the function is defined and read as none (uikit-rules §15.1)")
    func absurdCounts() throws {
        let session = try makeSession()
        let counts = ["0/0", "1/0", "math.mininteger", "-1", "2.5", "1e12", "'many'", "{}"]
        for count in counts {
            try session.eval("""
                local p = PickerView{ numberOfComponentsInPickerView = function() return 1 end,
                                      numberOfRowsInComponent = function() return \(count) end }
                window:addSubview(p)
                assert(p:numberOfRows(0) == 0 and p:selectedRow(0) == -1)
                p:removeFromSuperview()
                """)
        }
        let messages = session.stage.actionFailures.map(\.error.message)
        #expect(messages.count == counts.count)
        #expect(messages.allSatisfy { $0.hasPrefix("test:2: numberOfRowsInComponent returned ") && $0.hasSuffix("(a whole number from 0 to 1000000000 expected)") })
        #expect(messages.contains { $0.contains("returned -9223372036854775808") })
        #expect(messages.contains { $0.contains("returned 1000000000000.0") })
        #expect(messages.contains { $0.contains(#"returned "many""#) })
        try session.eval("q = PickerView{ numberOfComponentsInPickerView = function() return 1e12 end }")
        #expect(try session.eval("return q.numberOfComponents") == [0])
        #expect(session.stage.actionFailures.last?.error.message == "test:1: numberOfComponentsInPickerView returned 1000000000000.0 (a whole number from 0 to 100 expected)")
        #expect(session.stage.application.traffic.records.filter { $0.kind == .failed && $0.action == "numberOfRowsInComponent" }.count == counts.count)
    }

    @Test("a nil or a non-view for a row is reported and the row stays empty; the other rows show (uikit-rules §15.1)")
    func badRowViews() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local p = PickerView{ numberOfComponentsInPickerView = function() return 1 end,
                                  numberOfRowsInComponent = function() return 5 end,
                                  viewForRow = function(p, row)
                                    if row == 1 then return nil elseif row == 2 then return "Alaska" elseif row == 3 then return p end
                                    return Label{ text = "Row " .. row }
                                  end }
            window:addSubview(p)
            p:layoutIfNeeded()
            return p:view(0, 0).text, p:view(1, 0), p:view(2, 0), p:view(3, 0), #p:visibleRows(0)
            """) == ["Row 0", .nil, .nil, .nil, 4])
        let messages = session.stage.actionFailures.map(\.error.message)
        #expect(messages.count == 3)
        #expect(messages.prefix(2) == ["test:3: viewForRow returned nil (a View outside the picker expected)",
                                       #"test:3: viewForRow returned "Alaska" (a View outside the picker expected)"#])
        #expect(messages.last?.hasPrefix("test:3: viewForRow returned PickerView#") == true)
    }

    @Test("an error inside a delegate function is reported at its line; the picker keeps working (uikit-rules §15.2)")
    func raisingDelegate() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            p = PickerView{ titles = { {"a", "b", "c", "d"} },
                            titleForRow = function(p, row) if row == 1 then error("no title for " .. row) end return "T" .. row end,
                            didSelectRow = function(p, row) error("cannot select " .. row) end,
                            rowHeightForComponent = function() return 0/0 end,
                            widthForComponent = function() return -5 end }
            window:addSubview(p)
            p:spin(0, 2)
            return p:selectedRow(0), p:rowSize(0).height, p:rowSize(0).width
            """) == [2, 32.0, 304.0])
        let messages = session.stage.actionFailures.map(\.error.message)
        #expect(messages.contains { $0.hasPrefix("test:2: no title for 1") })
        #expect(messages.contains { $0.hasPrefix("test:3: cannot select 2") })
        #expect(messages.contains("test:4: rowHeightForComponent returned nan (a height above 0 and at most 10000 points expected)")
            || messages.contains("test:4: rowHeightForComponent returned -nan (a height above 0 and at most 10000 points expected)"))
        #expect(messages.contains("test:5: widthForComponent returned -5 (a width from 0 to 10000 points expected)"))
        #expect(session.stage.application.traffic.records.contains { $0.kind == .failed && $0.action == "didSelectRow" })
    }

    @Test("attributed titles take a string and a colour; anything else is reported (uikit-rules §15.1)")
    func attributedTitles() throws {
        let session = try makeSession()
        try session.eval("""
            p = PickerView{ titles = { {"a", "b", "c"} },
                            attributedTitleForRow = function(p, row)
                              if row == 0 then return { string = "Red", foregroundColor = Color.systemRed } end
                              if row == 1 then return { string = "Bad", foregroundColor = 7 } end
                              if row == 2 then return { string = "Blue", foregroundColor = "systemBlue" } end
                            end }
            window:addSubview(p)
            p:layoutIfNeeded()
            """)
        let picker = try #require(session.object(from: try session.eval("return p").first ?? .nil) as? PickerView)
        let wheel = try #require(picker.wheel(0))
        #expect(wheel.title(of: 0) == PickerAttributedTitle("Red", foregroundColor: .systemRed))
        #expect(wheel.title(of: 1) == PickerAttributedTitle("b"))
        #expect(wheel.title(of: 2) == PickerAttributedTitle("Blue", foregroundColor: .systemBlue))
        #expect(session.stage.actionFailures.map(\.error.message)
            == ["test:2: attributedTitleForRow returned foregroundColor = 7 (a Color or a colour's name expected)"])
    }

    @Test("titles must be lists of strings")
    func badTitles() throws {
        let session = try makeSession()
        try session.eval("p = PickerView{}")
        #expect(session.failure("p.titles = {{'a'}, 'b'}")?.message.contains("entry 2 is not a list") == true)
        #expect(session.failure("p.titles = {{'a', 3}}")?.message.contains("entry 2 of list 1 is not a string") == true)
        #expect(session.failure("p.titles = 5")?.message.contains("list of lists of strings") == true)
    }
}
