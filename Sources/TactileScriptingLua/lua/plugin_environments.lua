-- Plugins' environments, run in the session's API table when the first plugin loads.
-- Receives the Swift primitive loading a folder plugin's module, `lookup` (see plugins.lua),
-- the function making sandboxes and, when the session trusts plugins, the interpreter's own
-- global table. Returns the function making a plugin's environment.
local loadModule, lookup, newSandbox, trustedGlobals = ...
local setmetatable, type, error = setmetatable, type, error

-- `__index` of an environment: a failed plugin raises at the line that read the name.
local function read(_, key)
  local value, message = lookup(key)
  if message then error(message, 2) end
  return value
end

-- `require` for a folder plugin `name/init.lua`: its own modules, `require("name.part")`
-- running `name/part.lua` (or `name/part/init.lua`) from the plugin's folder in the plugin's
-- environment, once per load of the plugin, and returning what it returns (true for
-- nothing) and its file, as Lua's `require` does. Any other name is refused, or, for a
-- trusted plugin, goes to Lua's own `require`.
local function requirer(name, env, fallback)
  local prefix, loaded = name .. ".", {}
  return function(module)
    if type(module) ~= "string" then
      error("bad argument #1 to 'require' (string expected, got " .. type(module) .. ")", 2)
    end
    if module:sub(1, #prefix) ~= prefix then
      if fallback then return fallback(module) end
      error("plugin '" .. name .. "' can require only its own modules, named '" .. prefix .. "…' (not '"
        .. module .. "')", 2)
    end
    if loaded[module] == nil then
      local chunk, path = loadModule(name, module, env)
      if not chunk then error(path, 2) end
      local value = chunk(module, path)
      if value == nil then value = true end
      loaded[module] = { value, path }
    end
    return loaded[module][1], loaded[module][2]
  end
end

-- A plugin's environment: its globals stay its own. An untrusted plugin gets a sandbox (a
-- complete table of its own, reaching nothing of the host's); a trusted one reads through
-- to the whole standard library. A folder plugin also gets a `require` of its own modules.
return function(name, isFolder)
  local env
  if trustedGlobals then
    env = setmetatable({}, { __index = function(_, key)
      local value, message = lookup(key)
      if message then error(message, 2) end
      if value ~= nil then return value end
      return trustedGlobals[key]
    end })
  else
    env = setmetatable(newSandbox(), { __index = read, __metatable = false })
  end
  if isFolder then env.require = requirer(name, env, trustedGlobals and trustedGlobals.require) end
  return env
end
