import LuaKit

/// Reading a field of a script's table as a script reads it, metamethods included (uikit-rules
/// §19.3: a table data source's `__index` forwards to the data source it replaced).
extension ScriptSession {
    /// `value[name]`, read in a protected call: an error of an `__index` function is thrown.
    func field(_ name: String, of value: LuaValue) throws(LuaError) -> LuaValue {
        try fieldReader().call(value, .string(name)).first ?? .nil
    }

    /// data_sources.lua's `field`, loaded on first use.
    private func fieldReader() throws(LuaError) -> LuaRef {
        if let fieldReaderStorage { return fieldReaderStorage }
        let results = try EmbeddedLua.load("data_sources", chunkName: "=tactile.data_sources", in: lua, environment: api).call([])
        guard let reader = results.first?.reference else {
            throw LuaError.runtime("data_sources.lua returned no function")
        }
        fieldReaderStorage = reader
        return reader
    }
}
