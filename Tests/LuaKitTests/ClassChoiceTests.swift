import Testing
@testable import LuaKit

/// A widget whose Lua class the host chooses per object, as objects of one Swift class shown as
/// several Lua classes are.
final class NamedWidget: Widget {
    let luaClassName: String?

    init(luaClassName: String?) {
        self.luaClassName = luaClassName
        super.init()
    }
}

@Suite("Per-object class choice")
struct ClassChoiceTests {
    private func state() throws -> LuaState {
        let lua = try LuaState()
        lua.classChooser = { ($0 as? NamedWidget)?.luaClassName }
        let widget = Bindings.widget
        try lua.register(widget)
        try lua.register(LuaClass<NamedWidget>("Dial", namespace: "test", superclass: widget)
            .method("kind") { _, call in call.results("dial") })
        try lua.register(LuaClass<NamedWidget>("Dial", namespace: "test.2", superclass: widget)
            .method("kind") { _, call in call.results("dial, second load") })
        return lua
    }

    @Test func anObjectIsPushedWithTheClassItNames() throws {
        let lua = try state()
        try lua.setGlobal("first", lua.value(for: NamedWidget(luaClassName: "test.Dial")))
        try lua.setGlobal("second", lua.value(for: NamedWidget(luaClassName: "test.2.Dial")))
        #expect(try lua.run("return first:kind(), second:kind()", chunkName: "=test") == ["dial", "dial, second load"])
    }

    @Test func withoutAUsableNameTheMostDerivedClassIsUsed() throws {
        let lua = try state()
        try lua.setGlobal("plain", lua.value(for: NamedWidget(luaClassName: nil)))
        try lua.setGlobal("wrong", lua.value(for: NamedWidget(luaClassName: "test.Nowhere")))
        let results = try lua.run("return plain:kind(), wrong:kind()", chunkName: "=test")
        #expect(results.count == 2 && results[0] == results[1])
        #expect(try lua.run("return wrong.title", chunkName: "=test") == [""])
    }
}
