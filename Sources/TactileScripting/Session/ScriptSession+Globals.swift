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

    /// The globals that need the bindings: the touch helpers (`window` is published with
    /// `publishGlobalsOnFirstRead`).
    func installGlobals() throws(LuaError) {
        try installGlobalEnumerations()
        try installTouchFunctions()
        try installFindFunctions()
        try installTwoFingerFunctions()
    }
}
