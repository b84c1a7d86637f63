import Testing
@testable import LuaKit

/// A host object standing in for a session: what members reach through the state.
private final class Meter {
    var readings: [Double] = []
}

@Suite("Members as data: one list per class, one refusal grammar, the host through the state")
struct MemberTests {
    /// A class declared as a list: a base member (`title`, of `Widget`) listed in a subclass's
    /// declaration, a replaced one (`describe`), and a setter that refuses in its own words.
    static var dial: LuaClass<Gauge> {
        LuaClass<Gauge>("Dial", namespace: "test", superclass: Bindings.widget.declaration) {
            LuaMember.property("value", get: \Gauge.value, set: { $0.value = $1 })
            LuaMember.property("label", get: \Widget.title, set: { $0.title = $1 })
            LuaMember.property("even", type: "integer", get: { (gauge: Gauge, call) in call.results(Int(gauge.value)) },
                               set: { (gauge: Gauge, call) in
                                   let number = try call.assigned(Int.self)
                                   guard number % 2 == 0 else { throw LuaValueRefusal(expected: "even integer", reason: "\(number) is odd") }
                                   gauge.value = Double(number)
                               })
            LuaMember.method("describe") { (gauge: Gauge, call) in call.results("Dial at \(gauge.value)") }
            LuaMember.method("record") { (gauge: Gauge, call) in
                (call.host as? Meter)?.readings.append(gauge.value)
                return .none
            }
        }
    }

    private func state(host: Meter?) throws -> LuaState {
        let lua = try LuaState()
        try lua.register(Bindings.widget)
        try lua.register(Self.dial)
        lua.host = host
        try lua.setGlobal("d", lua.value(for: Gauge()))
        return lua
    }

    @Test func listedMembersAndInheritedOnesWork() throws {
        let lua = try state(host: nil)
        #expect(try lua.run("d.value = 0.5 d.label = 'x' d:rename('y') return d.value, d.label, d.title, d:describe()", chunkName: "=test")
            == [0.5, "y", "y", "Dial at 0.5"])
        let schema = try #require(lua.classSchema(named: "test.Dial"))
        #expect(schema.properties.map(\.name) == ["title", "isEnabled", "identifier", "value", "label", "even"])
        #expect(schema.methods.map(\.name) == ["describe", "rename", "record"])
    }

    /// Rule: a wrong value for a property reads as Lua's bad argument, the value being the
    /// setter's argument 1, naming the receiver's class; a setter's own reason replaces
    /// "expected, got".
    @Test func refusedValuesReadAsBadArguments() throws {
        let lua = try state(host: nil)
        #expect(luaError { try lua.run("d.label = {}", chunkName: "=test") }?.message
            == "test:1: bad argument #1 to 'Dial.label' (string expected, got table)")
        #expect(luaError { try lua.run("d.even = 3", chunkName: "=test") }?.message
            == "test:1: bad argument #1 to 'Dial.even' (3 is odd)")
        #expect(luaError { try lua.run("d.even = 2.5", chunkName: "=test") }?.message
            == "test:1: bad argument #1 to 'Dial.even' (number has no integer representation)")
        #expect(luaError { try lua.run("d.value = 1/0", chunkName: "=test") }?.message
            == "test:1: bad argument #1 to 'Dial.value' (finite number expected, got inf)")
        #expect(luaError { try lua.run("d.valeu = 1", chunkName: "=test") }?.message
            == "test:1: Dial has no property 'valeu' (did you mean 'value'?)")
    }

    /// Rule: a member reaches the host through the call (the state's host, not retained),
    /// never a capture.
    @Test func membersReachTheHostThroughTheState() throws {
        let meter = Meter()
        let lua = try state(host: meter)
        try lua.run("d.value = 0.25 d:record() d.value = 0.75 d:record()", chunkName: "=test")
        #expect(meter.readings == [0.25, 0.75])
        lua.host = nil
        try lua.run("d.value = 1 d:record()", chunkName: "=test")
        #expect(meter.readings == [0.25, 0.75])
    }
}
