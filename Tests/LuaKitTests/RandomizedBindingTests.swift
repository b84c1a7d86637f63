import Testing
@testable import LuaKit

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Issue 2: at least 100,000 random calls with random argument types through
/// bound classes; the host never crashes and every failure is a clean error.
@Suite("Randomized calls through bound classes")
struct RandomizedBindingTests {
    /// A state with the test classes, a typed global function, eight bound
    /// objects and the chunk that performs one random operation:
    /// 1 method call, 2 property write, 3 property read, 4 function call.
    final class Fixture {
        let lua: LuaState
        let gauges = (0 ..< 4).map { Gauge(identifier: $0) }
        let widgets = (0 ..< 4).map { Widget(identifier: 10 + $0) }
        let objects: [LuaValue]
        let operate: LuaRef

        init() throws {
            let lua = try Bindings.state()
            self.lua = lua
            try lua.setGlobalFunction("clamp") { call in
                let value = try call.argument(1, as: Double.self)
                let low = try call.argument(2, as: Double?.self) ?? 0
                return call.results(max(low, value))
            }
            let bound: [Widget] = gauges + widgets
            objects = try bound.map { try lua.value(for: $0) }
            operate = try lua.load("""
                local op, object, key, a, b = ...
                if op == 1 then return object[key](object, a, b)
                elseif op == 2 then object[key] = a
                elseif op == 3 then return object[key]
                else return clamp(a, b) end
                """, chunkName: "=random")
        }
    }

    private static var keys: [LuaValue] {
        ["value", "title", "isEnabled", "identifier", "maximum", "setValue",
         "rename", "describe", "vlaue", "setVal", "missing", 1, 2.5, true]
    }

    /// 100,000 operations driven by a seeded Lua loop, each under `pcall`:
    /// every failure must be a string positioned in the calling chunk.
    @Test func hundredThousandRandomCallsFailCleanly() throws {
        let fixture = try Fixture()
        let lua = fixture.lua
        let driver = try lua.load("""
            local operate, objects, seed, calls = ...
            math.randomseed(seed)
            local keys = { 'value', 'title', 'isEnabled', 'identifier', 'maximum', 'setValue', 'rename',
                           'describe', 'vlaue', 'setVal', 'missing', 1, 2.5, true }
            local strings = { '', 'x', 'value', '0.5', 'lorem ipsum' }
            local sharedTable, sharedFunction = {}, function() return 1 end
            local function randomValue()
              local r = math.random(0, 9)
              if r == 0 then return nil
              elseif r == 1 then return math.random(0, 1) == 1
              elseif r == 2 then return math.random(-1000, 1000)
              elseif r == 3 then return math.random() * 4 - 2
              elseif r == 4 then return strings[math.random(#strings)]
              elseif r == 5 then return sharedTable
              elseif r == 6 then return sharedFunction
              elseif r == 7 then return objects[math.random(#objects)]
              elseif r == 8 then return 0 / 0
              else return math.random(math.mininteger, math.maxinteger) end
            end
            local successes, failures, unclean = 0, 0, nil
            for _ = 1, calls do
              local object = math.random(20) == 1 and randomValue() or objects[math.random(#objects)]
              local ok, message = pcall(operate, math.random(4), object, keys[math.random(#keys)],
                                        randomValue(), randomValue())
              if ok then
                successes = successes + 1
              else
                failures = failures + 1
                if type(message) ~= 'string' or not message:find('^random:%d+: ') then
                  unclean = unclean or tostring(message)
                end
              end
            end
            return successes, failures, unclean
            """, chunkName: "=driver")
        let objectList = try lua.newTable()
        for (offset, object) in fixture.objects.enumerated() { try objectList.rawSet(.integer(offset + 1), object) }
        let results = try driver.call(.function(fixture.operate), .table(objectList), 20_261_123, 100_000)
        let successes = try #require(Int(luaValue: results[0]))
        let failures = try #require(Int(luaValue: results[1]))
        #expect(successes + failures == 100_000)
        #expect(successes > 10_000)
        #expect(failures > 10_000)
        #expect(results.count == 2 || results[2] == .nil, "first unclean failure: \(results[2])")
        #expect(try lua.run("return 'alive'", chunkName: "=after") == ["alive"])
    }

    /// Random operations driven from Swift: each failure arrives as a
    /// `LuaError` with a position and a traceback, and no reference leaks.
    @Test func randomCallsFromSwiftSurfaceAsLuaErrors() throws {
        let fixture = try Fixture()
        let lua = fixture.lua
        var random = SeededGenerator(seed: 20_261_123)
        let sharedTable = try lua.newTable()
        func randomValue() -> LuaValue {
            switch Int.random(in: 0 ..< 8, using: &random) {
            case 0: return .nil
            case 1: return .boolean(Bool.random(using: &random))
            case 2: return .integer(Int.random(in: -1000 ... 1000, using: &random))
            case 3: return .number(Double.random(in: -2 ... 2, using: &random))
            case 4: return .string(["", "x", "0.5"].randomElement(using: &random)!)
            case 5: return .table(sharedTable)
            case 6: return fixture.objects.randomElement(using: &random)!
            default: return .number(.nan)
            }
        }
        var successes = 0
        var unclean: [LuaError] = []
        let keys = Self.keys
        for _ in 0 ..< 5_000 {
            let arguments: [LuaValue] = [.integer(Int.random(in: 1 ... 4, using: &random)),
                                         fixture.objects.randomElement(using: &random)!,
                                         keys.randomElement(using: &random)!, randomValue(), randomValue()]
            do throws(LuaError) {
                _ = try fixture.operate.call(arguments)
                successes += 1
            } catch {
                if error.kind != .runtime || error.chunkName != "random" || error.traceback == nil { unclean.append(error) }
            }
        }
        #expect(successes > 500)
        #expect(successes < 4_500)
        #expect(unclean.isEmpty, "\(unclean.prefix(3))")
        for gauge in fixture.gauges { #expect(gauge.value.isNaN || gauge.value.isFinite) }
        #expect(lua.liveReferenceCount == 2 + fixture.objects.count)
    }
}
