import Testing
@testable import LuaKit

/// Widgets of distinct bound classes, for recognizing objects of more classes than are remembered.
private final class Tag1: Widget {}
private final class Tag2: Widget {}
private final class Tag3: Widget {}
private final class Tag4: Widget {}
private final class Tag5: Widget {}
private final class Tag6: Widget {}

@Suite("Names and objects read from a call")
struct CallArgumentTests {
    /// A string argument is looked up raw in a table; anything but a string argument, or an
    /// entry that is not an integer, finds nothing.
    @Test func integerForStringArgument() throws {
        let lua = try LuaState()
        let table = try #require(lua.run("return setmetatable({ one = 1, half = 0.5, [2] = 20 }, { __index = function() return 7 end })",
                                         chunkName: "=test")[0].reference)
        try lua.setGlobalFunction("find") { call in
            call.results(call.integer(in: table, forStringArgument: 1).map { LuaValue.integer($0) } ?? .string("none"))
        }
        let found = try lua.run("return find('one'), find('half'), find('two'), find(2), find()", chunkName: "=test")
        #expect(found == [1, "none", "none", "none", "none"])
    }

    /// Objects of more bound classes than are remembered, passed in turn again and again, are
    /// each recognized as their own object; values that are not bound objects never are.
    @Test func objectsOfManyClassesAreRecognized() throws {
        let lua = try Bindings.state()
        let widgets: [Widget] = [Tag1(identifier: 1), Tag2(identifier: 2), Tag3(identifier: 3), Tag4(identifier: 4),
                                 Tag5(identifier: 5), Tag6(identifier: 6)]
        func register<Tag: Widget>(_: Tag.Type, _ name: String) throws {
            try lua.register(LuaClass<Tag>(name, namespace: "test", superclass: Bindings.widget))
        }
        try register(Tag1.self, "Tag1")
        try register(Tag2.self, "Tag2")
        try register(Tag3.self, "Tag3")
        try register(Tag4.self, "Tag4")
        try register(Tag5.self, "Tag5")
        try register(Tag6.self, "Tag6")
        for (i, widget) in widgets.enumerated() { try lua.setGlobal("w\(i + 1)", lua.value(for: widget)) }
        try lua.setGlobalFunction("identify") { call in
            call.results((try? call.object(1, as: Widget.self))?.identifier ?? -1)
        }
        let seen = try lua.run("""
            local seen = {}
            for round = 1, 3 do
              for _, i in ipairs({1, 2, 3, 4, 5, 6, 6, 1, 5, 2}) do seen[#seen + 1] = identify(_ENV["w" .. i]) end
              seen[#seen + 1] = identify({})
              seen[#seen + 1] = identify("w1")
            end
            return table.concat(seen, " ")
            """, chunkName: "=test")
        let round = "1 2 3 4 5 6 6 1 5 2 -1 -1"
        #expect(seen == [.string([round, round, round].joined(separator: " "))])
    }
}
