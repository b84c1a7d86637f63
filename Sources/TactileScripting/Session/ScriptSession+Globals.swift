import ControlKit
import LuaKit

extension ScriptSession {
    /// The Swift primitives the prelude needs, before it runs. (The other parts' are made with
    /// them: `classFunctions`, `targetFunctions`, `publishedGlobalOnFirstRead`.)
    func installPrimitives() throws(LuaError) {
        try installTrafficPrimitives()
    }

    /// The functions making class and enumeration tables (classes.lua), made with their
    /// primitives when the first class is registered or enumeration table made.
    var classFunctions: ClassFunctions {
        get throws(LuaError) {
            try host.classFunctions { () throws(LuaError) in
                try installObjectPrimitives()
                try installEnumerationPrimitives()
            }
        }
    }

    /// The Lua side of table targets (targets.lua), made with its primitive when first needed.
    var targetFunctions: TargetFunctions {
        get throws(LuaError) {
            try host.targetFunctions { () throws(LuaError) in try installTargetPrimitives() }
        }
    }

    /// The globals that need the bindings: the touch helpers (`window`, `keyboard`, `clock`
    /// and `touch` are published with `publishGlobalsOnFirstRead`).
    func installGlobals() throws(LuaError) {
        try installTouchFunctions()
        try installFindFunctions()
        try installTwoFingerFunctions()
        installInvariantWatch()
    }
}
