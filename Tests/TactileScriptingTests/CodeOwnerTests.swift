import Foundation
import LuaKit
import Testing
@testable import TactileScripting
import TestSupport

/// Trust comes from the host (docs/sandbox.md, "Files"): what files code reaches is decided by
/// the chunk the host loaded it from, never by a chunk name a script chose or by which function
/// happens to call the host — so an untrusted plugin cannot write outside its folder through
/// `pcall` or any other C function, through a closure the host or trusted code calls, or
/// through a chunk it loads under a forged name.
@Suite("Files: trust comes from who owns the code")
struct CodeOwnerTests {
    let scratch = ScratchFolder("to")

    /// Where the attacks try to write; nothing may appear there.
    var outside: String { scratch.path + "/outside" }

    /// A session with one untrusted plugin `evil.lua` whose body is `body`, with `img` (a small
    /// picture) and `target` (an absolute path outside its folder) in scope; the plugin defines
    /// `Evil` and the class method `Evil{}:run(name)` calls `attacks[name]` in a protected call,
    /// answering "refused: message" or "written".
    private func session(attacks body: String) throws -> ScriptSession {
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let folder = try scratch.writePlugins(["evil.lua": """
            local img = render(View{frame = {0, 0, 4, 4}})
            local target = "\(outside)/x.png"
            local save = img.save
            local attacks, gifts = {}, {}
            \(body)
            Control.define{ name = "Evil", methods = {
              run = function(_, name)
                local ok, message = pcall(attacks[name])
                return ok and "written" or "refused: " .. tostring(message)
              end,
              give = function(_, name) return gifts[name] end,
            } }
            """], in: "plugins")
        return try makePluginSession([folder])
    }

    private var written: [String] { (try? FileManager.default.contentsOfDirectory(atPath: outside)) ?? [] }

    @Test func aCFunctionBetweenThePluginAndTheHostDoesNotLendItTrust() throws {
        let session = try session(attacks: """
            attacks.pcall = function() assert(pcall(img.save, img, target)) end
            local function raise(ok, message) if not ok then error(message, 0) end end
            attacks.xpcall = function() raise(xpcall(img.save, function(m) return m end, img, target)) end
            attacks.wrap = function() coroutine.wrap(img.save)(img, target) end
            attacks.resume = function() raise(coroutine.resume(coroutine.create(img.save), img, target)) end
            attacks.sort = function() table.sort({1, 2, 3}, function() save(img, target) return false end) end
            attacks.gsub = function() string.gsub(target, ".+", function(path) save(img, path) end) end
            attacks.index = function() return setmetatable({}, {__index = function() save(img, target) end}).x end
            attacks.close = function() do local x <close> = setmetatable({}, {__close = function() save(img, target) end}) end end
            """)
        for name in ["pcall", "xpcall", "wrap", "resume", "sort", "gsub", "index", "close"] {
            let answer = try session.text("return Evil{}:run('\(name)')")
            #expect(answer.contains("absolute paths are outside the sandbox"), "\(name): \(answer)")
        }
        #expect(written == [])
    }

    @Test func aForgedChunkNameClaimsNeitherTheREPLNorAFile() throws {
        let session = try session(attacks: """
            attacks.stdin = function() load("local img, t = ... img:save(t)", "=stdin")(img, target) end
            attacks.file = function() load("local img, t = ... img:save(t)", "@\(outside)/else.lua")(img, target) end
            attacks.internal = function() load("local img, t = ... img:save(t)", "=tactile.x")(img, target) end
            attacks.relative = function() load("local img = ... img:save('r.png')", "@\(outside)/else.lua")(img) end
            """)
        for name in ["stdin", "file", "internal"] {
            let answer = try session.text("return Evil{}:run('\(name)')")
            #expect(answer.contains("absolute paths are outside the sandbox"), "\(name): \(answer)")
        }
        // A relative name from the forged chunk lands in the plugin's own folder.
        #expect(try session.text("return Evil{}:run('relative')") == "written")
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/plugins/r.png"))
        #expect(written == [])
        // The name a forged chunk shows in messages is a string's, not a file's.
        #expect(try session.text("return select(2, load('error(1)', '@/etc/x.lua'))") == "nil")
        #expect(try session.text("return select(2, pcall(load('error(\"e\")', '@/etc/x.lua')))").hasPrefix("/etc/x.lua:1:"))
    }

    @Test func pluginCodeTheHostOrTrustedCodeCallsStaysThePlugins() throws {
        let session = try session(attacks: """
            gifts.target = function() save(img, target) end
            gifts.shown = setmetatable({}, {__tostring = function() save(img, target) return "x" end})
            gifts.litter = function() setmetatable({}, {__gc = function() save(img, target) end}) end
            """)
        let control = "c = Control{} c:addTarget(Evil{}:give('target'), 'valueChanged')"
        #expect(session.failure(control + " c:sendActions('valueChanged')") == nil)  // an action's error is reported
        #expect(session.failure("tostring(Evil{}:give('shown'))")?.message.contains("absolute paths are outside the sandbox") == true)
        try session.eval("Evil{}:give('litter')() collectgarbage() collectgarbage()")
        #expect(written == [])
    }

    @Test func trustedCodeNamesAnyPathThroughPcallAndItsOwnLoad() throws {
        let session = try self.session(attacks: "")
        try session.eval("img = render(View{frame = {0, 0, 4, 4}})")
        try session.eval("assert(pcall(img.save, img, '\(outside)/a.png'))")
        try session.eval("load(\"img:save('\(outside)/b.png')\")()")
        try session.eval("coroutine.wrap(function() img:save('\(outside)/c.png') end)()")
        #expect(written.sorted() == ["a.png", "b.png", "c.png"])
    }

    @Test func aChunkNameTwoOwnersLoadedBelongsToNeither() throws {
        let folder = try scratch.writePlugins([
            "one.lua": "local img = render(View{frame = {0, 0, 4, 4}}) Control.define{ name = 'One', methods = { "
                + "run = function() return pcall(load('local i = ... i:save(\"same.png\")', 'shared'), img) end } }",
            "two.lua": "Control.define{ name = 'Two', methods = { load = function() load('return 1', 'shared') end } }",
        ], in: "plugins")
        let session = try makePluginSession([folder])
        try session.eval("Two{}:load()")
        let answer = try session.text("return select(2, One{}:run())")
        #expect(answer.contains("loaded by two different files under one chunk name"), "\(answer)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/same.png"))
    }
}
