extension LuaState {
    /// A fresh environment table for code that is not trusted; load such code
    /// with `load(_:chunkName:environment:)`. Each call returns an independent
    /// table: its globals do not reach the host's or other sandboxes'.
    ///
    /// It offers the base functions that cannot escape (`assert`, `error`,
    /// `ipairs`, `pairs`, `pcall`, `print`, `select`, `tostring`, `type`, …),
    /// private copies of `string`, `table`, `math`, `utf8` and `coroutine`, and
    /// `os.clock`/`time`/`date`/`difftime`. It withholds `io`, `debug`,
    /// `package`, `require`, `dofile`, `loadfile`, `os.execute`/`exit`/`getenv`/
    /// `remove`/`rename`, and `string.dump`. `load` accepts only text chunks and
    /// defaults to the sandbox; `getmetatable` hides the shared string
    /// metatable; `collectgarbage` allows only "collect", "count" and "step".
    public func makeSandbox() throws(LuaError) -> LuaRef {
        let results = try run(LuaState.sandboxSource, chunkName: "=sandbox")
        guard case .table(let environment)? = results.first else {
            throw LuaError.runtime("sandbox setup returned no table")
        }
        return environment
    }

    private static let sandboxSource = """
    local function copy(library, names)
      local result = {}
      if names then
        for _, name in ipairs(names) do result[name] = library[name] end
      else
        for name, value in pairs(library) do result[name] = value end
      end
      return result
    end
    local env = copy(_G, {
      'assert', 'error', 'ipairs', 'next', 'pairs', 'pcall', 'print', 'rawequal', 'rawget',
      'rawlen', 'rawset', 'select', 'setmetatable', 'tonumber', 'tostring', 'type', 'warn',
      'xpcall', '_VERSION',
    })
    env.string = copy(string)
    env.string.dump = nil
    env.table = copy(table)
    env.math = copy(math)
    env.utf8 = copy(utf8)
    env.coroutine = copy(coroutine)
    env.os = copy(os, { 'clock', 'time', 'date', 'difftime' })
    local getmetatable, load, collectgarbage, select = getmetatable, load, collectgarbage, select
    env.getmetatable = function(value)
      if type(value) == 'string' then return nil end
      return getmetatable(value)
    end
    env.load = function(chunk, name, mode, ...)
      if mode ~= nil and mode ~= 't' then error("only text chunks can be loaded", 2) end
      if select('#', ...) > 0 then return load(chunk, name, 't', ...) end
      return load(chunk, name, 't', env)
    end
    local allowed = { collect = true, count = true, step = true }
    env.collectgarbage = function(option, ...)
      option = option or 'collect'
      if not allowed[option] then
        error("collectgarbage option '" .. tostring(option) .. "' is not allowed here", 2)
      end
      return collectgarbage(option, ...)
    end
    env._G = env
    return env
    """
}
