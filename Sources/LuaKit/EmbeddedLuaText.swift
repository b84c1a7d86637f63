import CEmbeddedLua

/// Reads the `.lua` files a target embeds in the binary at build time (the CEmbeddedLua table
/// each such target exports), so that a copied binary needs no files beside it.
public enum EmbeddedLuaText {
    /// The text of the file `name` among `files`; nil when there is no such file.
    public static func named(_ name: String, in files: tactile_embedded_lua) -> String? {
        var length = 0
        guard let bytes = tactile_embedded_lua_source(files, name, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
}
