import Foundation
import Testing
@testable import LuaKit

/// Pattern matching (`string.find`, `match`, `gmatch`, `gsub`) is Lua 5.4.4's own string library,
/// patched so that budgets and interrupts stop it (embedding §4.6).
/// The expected values and messages below are what the system's `lua5.4` (5.4.4) gives.
@Suite("Pattern matching: Lua's behaviour, stoppable")
struct PatternTests {
    /// A subject and a pattern that backtrack through 2^25 ways of matching: seconds for Lua's own
    /// matcher (so a test whose stop failed ends, and fails).
    static let backtracking = #"("a"):rep(25), ("a?"):rep(25) .. ("a"):rep(25)"#

    /// Each pattern function, and the method form, running the backtracking match.
    static let runaways = [
        "local s, p = \(backtracking) return string.find(s, p)",
        "local s, p = \(backtracking) return s:match(p)",
        "local s, p = \(backtracking) for m in s:gmatch(p) do end",
        "local s, p = \(backtracking) return string.gsub(s, p, '')",
    ]

    @Test("a budget stops a backtracking match in C (embedding §4.6)", arguments: runaways)
    func budgetStopsABacktrackingMatch(_ source: String) throws {
        let lua = try LuaState()
        let error = try #require(luaError {
            _ = try lua.withInstructionBudget(1_000_000) { try lua.run(source, chunkName: "=runaway") }
        })
        #expect(error.kind == .budgetExhausted)
        #expect(error.message == "instruction budget exhausted")
        #expect(try lua.run("return ('abc'):find('b')", chunkName: "=after") == [.integer(2), .integer(2)])
    }

    @Test("a pcall around the match does not swallow the budget's error (embedding §4.2)")
    func budgetStopSurvivesPcall() throws {
        let lua = try LuaState()
        let error = luaError {
            _ = try lua.withInstructionBudget(1_000_000) {
                try lua.run("local s, p = \(Self.backtracking) pcall(string.match, s, p) return 'went on'",
                            chunkName: "=sly")
            }
        }
        #expect(error?.kind == .budgetExhausted)
    }

    @Test("a sandbox's string library and string methods stop under a budget too (sandbox.md)")
    func sandboxedMatchesStop() throws {
        let lua = try LuaState()
        let sandbox = try lua.makeSandbox()
        for source in ["local s, p = \(Self.backtracking) return s:gsub(p, '')",
                       "local s, p = \(Self.backtracking) return string.match(s, p)"] {
            let error = luaError {
                _ = try lua.withInstructionBudget(1_000_000) {
                    try lua.run(source, chunkName: "=plugin", environment: sandbox)
                }
            }
            #expect(error?.kind == .budgetExhausted)
        }
    }

    @Test("a match's steps are charged: a failing search through n characters costs at least n instructions")
    func stepsAreCharged() throws {
        let lua = try LuaState()
        try lua.run("subject = ('a'):rep(1000000)", chunkName: "=setup")
        let spent = try lua.withInstructionBudget(100_000_000) { () throws(LuaError) -> Int in
            let before = lua.remainingInstructions ?? 0
            #expect(try lua.run("return subject:find('b+')", chunkName: "=search") == [.nil])
            return before - (lua.remainingInstructions ?? 0)
        }
        #expect(spent >= 1_000_000)
        #expect(spent < 10_000_000)
    }

    @Test("requestInterrupt from another thread stops a match in progress (embedding §1.6)")
    func interruptFromAnotherThreadStopsAMatch() throws {
        let lua = try LuaState()
        let handle = try #require(lua.interruptHandle)
        let started = DispatchSemaphore(value: 0)
        try lua.setGlobalFunction("started") { _ in
            started.signal()
            return .none
        }
        let watchdog = Thread {
            started.wait()
            Thread.sleep(forTimeInterval: 0.05)  // the match is under way by then
            handle.request()
        }
        watchdog.start()
        let error = try #require(luaError {
            try lua.run("local s, p = \(Self.backtracking) started() return s:match(p)", chunkName: "=match")
        })
        #expect(error.kind == .interrupted)
        #expect(error.message == "interrupted")
        #expect(error.traceback?.contains("in function 'string.match'") == true)
        #expect(try lua.run("return ('abc'):match('b')", chunkName: "=after") == ["b"])
    }

    @Test("the match itself notices an interrupt: in a finalizer, where no hook runs, it stops too")
    func matchStopsWhereNoHookRuns() throws {
        let lua = try LuaState()
        var warnings: [String] = []
        lua.warningHandler = { warnings.append($0.message) }
        try lua.setGlobalFunction("stop") { _ in
            lua.requestInterrupt()
            return .none
        }
        // 2^22 ways to backtrack: seconds if the matcher did not stop itself.
        let error = luaError {
            try lua.run("""
                setmetatable({}, { __gc = function()
                  stop()
                  return ("a"):rep(22):match(("a?"):rep(22) .. ("a"):rep(22))
                end })
                collectgarbage()
                """, chunkName: "=finalizer")
        }
        #expect(warnings == ["error in __gc (interrupted)"])
        #expect(error?.kind == .interrupted)
    }

    @Test("outside budgets and interrupts, matching arms no hook (embedding §4.1)")
    func noHookOutsideLimits() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local s = ("x"):rep(100000)
            s:gsub(".", "y")
            return debug.gethook()
            """, chunkName: "=plain") == [.nil])
    }

    @Test("a gmatch iterator called again after an error keeps its nesting limit (Lua 5.4.4 loses it)")
    func gmatchKeepsItsLimitAfterAnError() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local it = string.gmatch(("a"):rep(300), ("a?"):rep(300))
            local _, first = pcall(it)
            local _, again = pcall(it)
            return first, again
            """, chunkName: "=again") == ["pattern too complex", "pattern too complex"])
    }

    @Test("strings' methods and the string library are the same functions")
    func methodsAreTheLibrarysFunctions() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            return ("").find == string.find, ("").match == string.match,
                   ("").gmatch == string.gmatch, ("").gsub == string.gsub
            """, chunkName: "=methods") == [true, true, true, true])
    }

    /// Bad patterns and replacements, each with lua5.4's message.
    static let badPatterns: [(String, String)] = [
        (#"string.find("a", "(.")"#, "unfinished capture"),
        (#"string.find("a", ".)")"#, "invalid pattern capture"),
        (#"string.find("a", "[a")"#, "malformed pattern (missing ']')"),
        (#"string.find("a", "[]")"#, "malformed pattern (missing ']')"),
        (#"string.find("a", "[^]")"#, "malformed pattern (missing ']')"),
        (#"string.find("a", "[a%")"#, "malformed pattern (missing ']')"),
        (#"string.find("a", "%")"#, "malformed pattern (ends with '%')"),
        (#"string.find("a", "%b")"#, "malformed pattern (missing arguments to '%b')"),
        (#"string.find("a", "%ba")"#, "malformed pattern (missing arguments to '%b')"),
        (#"string.find("a", "%f")"#, "missing '[' after '%f' in pattern"),
        (#"string.find("a", "%fx")"#, "missing '[' after '%f' in pattern"),
        (#"string.find("a", "(%1)")"#, "invalid capture index %1"),
        (#"string.find("a", "%0")"#, "invalid capture index %0"),
        (#"string.find("a", "%1")"#, "invalid capture index %1"),
        (#"string.find("a", ("()"):rep(33))"#, "too many captures"),
        (#"string.match(("a"):rep(300), (".?"):rep(300))"#, "pattern too complex"),
        (#"string.gmatch("x", "(")()"#, "unfinished capture"),
        (#"string.gsub("alo", ".", "%2")"#, "invalid capture index %2"),
        (#"string.gsub("alo", "(%0)", "a")"#, "invalid capture index %0"),
        (#"string.gsub("alo", ".", "%x")"#, "invalid use of '%' in replacement string"),
        (#"string.gsub("alo", ".", "%")"#, "invalid use of '%' in replacement string"),
        (#"string.gsub("alo", ".", {a = {}})"#, "invalid replacement value (a table)"),
        (#"string.gsub("alo", ".", function() return true end)"#, "invalid replacement value (a boolean)"),
        (#"string.gsub("alo", ".")"#, "bad argument #3 to 'gsub' (string/function/table expected, got no value)"),
        (#"string.gsub("alo", ".", "x", 1.5)"#, "bad argument #4 to 'gsub' (number has no integer representation)"),
        (#"string.find("alo", ".", "x")"#, "bad argument #3 to 'find' (number expected, got string)"),
        (#"string.find({}, ".")"#, "bad argument #1 to 'find' (string expected, got table)"),
        (#"("x"):match()"#, "bad argument #1 to 'match' (string expected, got no value)"),
        (#"string.gmatch("x")"#, "bad argument #2 to 'gmatch' (string expected, got no value)"),
    ]

    @Test("bad patterns fail with Lua 5.4's messages, at the caller's line (manual §6.4.1)", arguments: badPatterns)
    func badPatternMessages(_ source: String, _ message: String) throws {
        let lua = try LuaState()
        let error = try #require(luaError { _ = try lua.run("return " + source, chunkName: "=check") })
        #expect(error.kind == .runtime)
        #expect(error.message == "check:1: " + message)
    }

    @Test("a malformed part of a pattern is reported only once matching reaches it (as Lua 5.4)")
    func malformedPartsAreFoundLazily() throws {
        let lua = try LuaState()
        #expect(try lua.run(#"return string.find("abc", "x["), string.match("b", "a%")"#, chunkName: "=lazy")
            == [.nil, .nil])
        #expect(try lua.run(#"return string.gsub("abc", "x", "%")"#, chunkName: "=lazy") == ["abc", .integer(0)])
        #expect(luaError { _ = try lua.run(#"return string.find("xbc", "x[")"#, chunkName: "=lazy") }?.message
            == "lazy:1: malformed pattern (missing ']')")
    }

    /// Calls and what lua5.4 returns for them.
    static let edgeCases: [(String, String)] = [
        // find: init positions, negative and past the end; plain searches; captures
        (#"string.find("hello world", "o w")"#, #"5, 7"#),
        (#"string.find("hello world", "o", 6)"#, #"8, 8"#),
        (#"string.find("hello world", "l", -3)"#, #"10, 10"#),
        (#"string.find("hello", "l", -100)"#, #"3, 3"#),
        (#"string.find("hello", "", 6)"#, #"6, 5"#),
        (#"string.find("hello", "", 7)"#, #"nil"#),
        (#"string.find("a.b", ".", 1, true)"#, #"2, 2"#),
        (#"string.find("a+b", "+", 1, true)"#, #"2, 2"#),
        (#"string.find("key=val", "(%w+)=(%w+)")"#, #"1, 7, "key", "val""#),
        (#"string.find("abc", "()b()")"#, #"2, 2, 2, 3"#),
        (#"string.find("abc\0def", "%z")"#, #"4, 4"#),
        (#"string.find("THE (quick) fox", "%((%a+)%)")"#, #"5, 11, "quick""#),
        (#"string.find("x", "^$")"#, #"nil"#),
        (#"string.find("", "^$")"#, #"1, 0"#),
        (#"string.find("a$b", "$b")"#, #"2, 3"#),
        (#"string.find("aaa", "^a", 2)"#, #"2, 2"#),
        // match: classes, sets, %b, %f, back-references, position captures
        (#"string.match("  trim me  ", "^%s*(.-)%s*$")"#, #""trim me""#),
        (#"string.match("2024-01-15", "(%d+)-(%d+)-(%d+)")"#, #""2024", "01", "15""#),
        (#"string.match("f(a(b)c)d", "%b()")"#, #""(a(b)c)""#),
        (#"string.match("THE (quick) fox", "%f[%a]%a+", 5)"#, #""quick""#),
        (#"string.match("hello", ".-")"#, #""""#),
        (#"string.match("hello", "l+")"#, #""ll""#),
        (#"string.match("abcabc", "(a)(b)c%1%2")"#, #""a", "b""#),
        (#"string.match("xyz", "()y()")"#, #"2, 3"#),
        (#"string.match("[]]", "[]]+")"#, #""]]""#),
        (#"string.match("a-b", "[a-]+")"#, #""a-""#),
        (#"string.match("ab^", "[%^b]+")"#, #""b^""#),
        (#"string.match("12ab", "%x+")"#, #""12ab""#),
        (#"string.match("x", "()", 5)"#, #"nil"#),
        // gmatch: captures, empty matches, init (5.4), '^' not an anchor
        (#"(function() local t = {} for k, v in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do t[#t+1] = k .. v end return table.concat(t, ",") end)()"#, #""a1,b2""#),
        (#"(function() local t = {} for w in string.gmatch("one two  three", "%a+") do t[#t+1] = w end return #t, t[3] end)()"#, #"3, "three""#),
        (#"(function() local t = {} for w in string.gmatch("abc", "") do t[#t+1] = w end return #t end)()"#, #"4"#),
        (#"(function() local t = {} for p in string.gmatch("abc", "()") do t[#t+1] = p end return table.concat(t, ",") end)()"#, #""1,2,3,4""#),
        (#"(function() local t = {} for w in string.gmatch("11 22 33", "%d+", 4) do t[#t+1] = w end return table.concat(t, ",") end)()"#, #""22,33""#),
        (#"(function() local t = {} for w in string.gmatch("11 22 33", "%d+", -2) do t[#t+1] = w end return table.concat(t, ",") end)()"#, #""33""#),
        (#"(function() local t = {} for w in string.gmatch("11 22 33", "%d+", 100) do t[#t+1] = w end return #t end)()"#, #"0"#),
        (#"(function() local t = {} for w in string.gmatch("^a^a", "^a") do t[#t+1] = w end return #t end)()"#, #"2"#),
        (#"(function() local t = {} for a in string.gmatch("aaa", "a*") do t[#t+1] = "<" .. a .. ">" end return table.concat(t) end)()"#, #""<aaa>""#),
        // gsub: the limit, %0–%9 and %%, numbers, tables, functions, false and nil, anchors
        (#"string.gsub("hello world", "o", "0")"#, #""hell0 w0rld", 2"#),
        (#"string.gsub("hello world", "o", "0", 1)"#, #""hell0 world", 1"#),
        (#"string.gsub("hello world", "o", "0", 0)"#, #""hello world", 0"#),
        (#"string.gsub("hello world", "o", "0", -1)"#, #""hello world", 0"#),
        (#"string.gsub("hello", "", "-")"#, #""-h-e-l-l-o-", 6"#),
        (#"string.gsub("abc", "%w", "%0%0")"#, #""aabbcc", 3"#),
        (#"string.gsub("abc", "(%w)", "[%1]")"#, #""[a][b][c]", 3"#),
        (#"string.gsub("hello world", "(%w+) (%w+)", "%2 %1")"#, #""world hello", 1"#),
        (#"string.gsub("50%", "%%", "%%%%")"#, #""50%%", 1"#),
        (#"string.gsub("abc", "b", 42)"#, #""a42c", 1"#),
        (#"string.gsub("abc", "()", "%1")"#, #""1a2b3c4", 4"#),
        (#"string.gsub("$name is $age", "%$(%w+)", {name = "Ann", age = 7})"#, #""Ann is 7", 2"#),
        (#"string.gsub("$x $y", "%$(%w+)", {x = false})"#, #""$x $y", 2"#),
        (#"string.gsub("abc", "%w", function(c) return c:upper() .. "." end)"#, #""A.B.C.", 3"#),
        (#"string.gsub("abc", "%w", function(c) if c == "b" then return nil end return 1.5 end)"#, #""1.5b1.5", 3"#),
        (#"string.gsub("abc", "^a", "A")"#, #""Abc", 1"#),
        (#"string.gsub("aaa", "^a", "A")"#, #""Aaa", 1"#),
        (#"string.gsub("abc", "x*", "-")"#, #""-a-b-c-", 4"#),
        (#"string.gsub("hello world", "%s*$", "!")"#, #""hello world!", 1"#),
    ]

    @Test("find, match, gmatch and gsub give what Lua 5.4 gives (manual §6.4, §6.4.1)", arguments: edgeCases)
    func edgeCasesMatchLua(_ source: String, _ expected: String) throws {
        let lua = try LuaState()
        #expect(try lua.run("return " + source, chunkName: "=edge") == lua.run("return " + expected, chunkName: "=expected"))
    }

    @Test("gsub returns its subject itself when nothing changed, as Lua 5.4 does")
    func unchangedSubjectIsReturnedItself() throws {
        let lua = try LuaState()
        #expect(try lua.run("""
            local s = ("a"):rep(100)
            local same = string.gsub(s, "b", "c")
            local copy = string.gsub(s, ".", function(c) return c end)
            return string.format("%p", s) == string.format("%p", same),
                   string.format("%p", s) == string.format("%p", copy)
            """, chunkName: "=reuse") == [true, false])
    }
}
