/// The metafield names LuaKit sets; no other code spells them.
enum MetafieldName {
    static let index = "__index"
    static let newindex = "__newindex"
    static let tostring = "__tostring"
    static let eq = "__eq"
    static let gc = "__gc"
    static let name = "__name"
    static let metatable = "__metatable"
    static let mode = "__mode"
}
