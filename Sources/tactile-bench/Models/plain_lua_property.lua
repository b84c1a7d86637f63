-- `tactile-bench lua`'s like-for-like floor for a bound property: an object whose `value` property is
-- implemented in plain Lua — `__index` and `__newindex` functions look the key up in a methods
-- table, then in a table of property slots, and read or write the object's storage. Returns it.
local methods = { describe = function(self) return "Probe" end }
local slots = { value = 1 }
local storage = setmetatable({}, { __mode = "k" })
local Probe = {}
function Probe.__index(object, key)
  local method = methods[key]
  if method ~= nil then return method end
  local slot = slots[key]
  if slot == nil then error("Probe has no member '" .. tostring(key) .. "'", 2) end
  return storage[object][slot]
end
function Probe.__newindex(object, key, value)
  local slot = slots[key]
  if slot == nil then error("Probe has no property '" .. tostring(key) .. "'", 2) end
  storage[object][slot] = value
end
local object = setmetatable({}, Probe)
storage[object] = { 0.0 }
return object
