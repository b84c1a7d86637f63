import ControlKit
import LuaKit

extension ScriptSession {
    /// The Swift primitives the prelude needs, before it runs.
    func installPrimitives() throws(LuaError) {
        try installObjectPrimitives()
        try installTargetPrimitives()
        try installClockPrimitives()
        try installTrafficPrimitives()
        try installTouchChainPrimitives()
        try installEnumerationPrimitives()
    }

    /// The globals that need the bindings: `window` and the touch helpers.
    func installGlobals() throws(LuaError) {
        try publish("window", luaValue(for: window))
        try installGlobalEnumerations()
        try installTouchFunctions()
        try installFindFunctions()
        try installTwoFingerFunctions()
    }
}
