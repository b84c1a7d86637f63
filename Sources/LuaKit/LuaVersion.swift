import CLua
import CLuaShim

/// The version of the Lua interpreter Tactile is linked against, e.g. "Lua 5.4".
public let luaVersionString = "Lua \(LUA_VERSION_MAJOR).\(LUA_VERSION_MINOR)"
