-- The Lua half of a session's global API, run once when a session starts. It receives the
-- host table of Swift primitives and, in a scenario, the scenario's own `traffic` table. Its
-- environment is the session's API table (whose reads fall back on the state's host library), so
-- what it defines here becomes the API every script and plugin sees. Errors found by Swift
-- primitives come back as `false, message` and are raised here with level 2, so they carry
-- the position of the script line that caused them. The rest is run the same way when first
-- needed: class and enumeration tables (classes.lua), Lua targets (targets.lua), the geometry
-- values (geometry.lua), `touch` (touch.lua) and `clock` (clock.lua).
local H, scenarioTraffic = ...
local setmetatable, type, error = setmetatable, type, error

-- Traffic, the same table in the REPL and in scenarios: `traffic()` or `traffic:all(filter)`
-- lists the records, `traffic:of(sender)` a sender's, `traffic:watch(filter, fn)` follows new
-- ones, `traffic:clear()`, `traffic:note(text)` and `traffic:nameOf(value)`. Each function may be called with `.` or
-- `:`. A record prints as its one line (`record.line`).
local record = { __name = "TrafficRecord", __tostring = function(r) return r.line end }
local watchHandle = { __name = "TrafficWatch" }
watchHandle.__index = { stop = function(handle) H.unwatch(handle.id) end }

traffic = scenarioTraffic or {}
-- Drops the traffic table itself when a function is called with `:`.
local function method(fn)
  return function(first, ...)
    if rawequal(first, traffic) then return fn(...) end
    return fn(first, ...)
  end
end
local function records(filter)
  local ok, list = H.records(filter)
  if not ok then error(list, 2) end
  for i = 1, #list do setmetatable(list[i], record) end
  return list
end
traffic.all = method(records)
traffic.of = method(function(sender) return records({ sender = sender }) end)
traffic.clear = method(H.clearTraffic)
traffic.note = method(H.note)
-- The name a value has in the traffic (`"Slider#1"`, a registered table target's), or the
-- name itself.
traffic.nameOf = method(function(value)
  local ok, name = H.trafficName(value)
  if not ok then error(name, 2) end
  return name
end)
traffic.watch = method(function(filter, fn)
  if fn == nil then filter, fn = nil, filter end
  if type(fn) ~= "function" then error("bad argument to 'watch' (function expected, got " .. type(fn) .. ")", 2) end
  local ok, id = H.watch(filter, function(r) return fn(setmetatable(r, record)) end)
  if not ok then error(id, 2) end
  return setmetatable({ id = id }, watchHandle)
end)
setmetatable(traffic, { __call = function(_, filter) return records(filter) end })
