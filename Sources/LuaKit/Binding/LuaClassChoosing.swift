/// An object that names its own Lua class instead of taking the most derived
/// registered class of its Swift type, so that several registered classes can
/// share one Swift class. Return the `qualifiedName` of a registered class
/// the object is an instance of, or nil to fall back to the usual choice.
public protocol LuaClassChoosing: AnyObject {
    /// The `qualifiedName` of the registered class this object is pushed with.
    var luaClassName: String? { get }
}
