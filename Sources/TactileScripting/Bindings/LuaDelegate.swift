import ControlKit

/// What a script delegate of a UIKit view is (a search bar's, a navigation bar's, a navigation
/// controller's): the Lua functions a script gave it, named in traffic as `function`. Each
/// subclass adopts its view's delegate protocol and calls the function of each message.
class LuaDelegate: TypeNamed {
    let functions: LuaCallbacks

    init(functions: LuaCallbacks) {
        self.functions = functions
    }

    var typeName: String { "function" }
}
