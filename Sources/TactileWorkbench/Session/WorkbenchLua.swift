import LuaKit
import TactileScripting
import TactileWorkbenchLua

/// The workbench's Lua functions in one session (workbench.lua): a property read and set as a
/// script does it.
struct WorkbenchLua {
    let get: LuaRef
    let set: LuaRef

    init(session: ScriptSession) throws {
        guard let text = EmbeddedLuaText.named("workbench", in: tactile_workbench_lua) else {
            throw LuaError.runtime("the workbench's workbench.lua is missing from this build")
        }
        // Named as the host's own Lua (`=tactile…`): an error a setter raises is reported at no
        // line of this file, only with the setter's own words.
        let returned = try session.lua.load(text, chunkName: "=tactile.workbench", environment: session.globals).call([])
        guard case .table(let functions)? = returned.first,
              case .function(let get) = try functions.rawGet("get"), case .function(let set) = try functions.rawGet("set") else {
            throw LuaError.runtime("workbench.lua did not return its functions")
        }
        (self.get, self.set) = (get, set)
    }
}
