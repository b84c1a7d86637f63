-- Plugins' half in Lua that every session needs: the session's globals read through to
-- Tactile's API and load a plugin on first use. Runs once per session in the session's API
-- table. Receives the `autoload` primitive, the session's globals (the REPL's `_G` or a
-- scenario's environment) and the session's API table. Returns `lookup`, which a plugin's
-- environment reads through too (plugin_environments.lua, run when the first plugin loads).
local autoload, G, api = ...
local setmetatable, getmetatable, rawget, type, error = setmetatable, getmetatable, rawget, type, error

-- A global read that the environment does not hold: Tactile's API, then the plugin that
-- defines the name (reading `Knob` loads knob.lua). Returns the value, or nil and the
-- message of a plugin that failed to load.
local function lookup(key)
  local value = rawget(api, key)
  if value ~= nil or type(key) ~= "string" then return value end
  local loaded, message = autoload(key)
  if message then return nil, message end
  if loaded then return rawget(api, key) end
  return nil
end

-- The session's globals read through to the API and load plugins on first use, after
-- whatever they read through to already.
local mt = getmetatable(G) or {}
local previous = mt.__index
mt.__index = function(t, key)
  local value, message = lookup(key)
  if message then error(message, 2) end
  if value ~= nil then return value end
  if type(previous) == "function" then return previous(t, key) end
  if type(previous) == "table" then return previous[key] end
  return nil
end
setmetatable(G, mt)

return lookup
