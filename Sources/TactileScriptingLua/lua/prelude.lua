-- The Lua half of a session's global API, run once when a session starts. It receives the
-- host table of Swift primitives and, in a scenario, the scenario's own `traffic` table. Its
-- environment is the session's API table (whose reads fall back on the state's host library), so
-- what it defines here becomes the API every script and plugin sees. Errors found by Swift
-- primitives come back as `false, message` and are raised here with level 2, so they carry
-- the position of the script line that caused them. The geometry values (geometry.lua) and
-- `touch` (touch.lua) are run the same way when first needed.
local H, scenarioTraffic = ...
local setmetatable, getmetatable, rawget, type, tostring, error =
    setmetatable, getmetatable, rawget, type, tostring, error

-- Class tables: `Slider{...}` constructs; `Slider.setValue(s, 1)` calls a method of the
-- class on one of its instances; other fields are the class's own functions.
function H.defineClass(name, statics, methods)
  local construct, isInstance, typeName = H.construct, H.isInstance, H.typeName
  return setmetatable(statics, {
    __name = name,
    __call = function(_, options)
      local ok, object, keys = construct(name, options)
      if not ok then error(object, 2) end
      for i = 1, #keys do
        local key = keys[i]
        object[key] = options[key]
      end
      return object
    end,
    __index = function(_, key)
      if not methods[key] then return nil end
      return function(object, ...)
        if not isInstance(name, object) then
          error("calling '" .. key .. "' on bad self (" .. name .. " expected, got " .. typeName(object) .. ")", 2)
        end
        return object[key](object, ...)
      end
    end,
    __tostring = function() return "class " .. name end,
  })
end

-- UIKit's enumerations and option sets (`Control.State`, `Button.ButtonType`): Swift fills
-- `cases` with each case's name and raw value; reading a name it lacks, or writing one, is an
-- error, and calling it turns a name, raw value or list of them into the raw value.
function H.enumeration(typeName, cases)
  local unknownCase, enumerationValue = H.unknownCase, H.enumerationValue
  return setmetatable(cases, {
    __index = function(_, key) error(unknownCase(typeName, key), 2) end,
    __newindex = function() error(typeName .. " is read-only", 2) end,
    __call = function(_, value)
      local ok, raw = enumerationValue(typeName, value)
      if ok then return raw end
      error(raw, 2)
    end,
  })
end

-- Lua targets (tables) are held weakly: when one is collected, a sentinel finalized with
-- it tells Swift to drop its side, so its registrations stop receiving actions.
local targetObjects = setmetatable({}, { __mode = "v" })  -- id -> object
local targetIds = setmetatable({}, { __mode = "k" })      -- object -> id
local sentinels = setmetatable({}, { __mode = "k" })      -- object -> sentinel
H.targetObjects, H.targetIds = targetObjects, targetIds
function H.watchTarget(object, id)
  local releaseTarget = H.releaseTarget
  targetObjects[id] = object
  targetIds[object] = id
  sentinels[object] = setmetatable({}, { __gc = function() releaseTarget(id) end })
end
function H.lookup(object, key) return object[key] end
function H.nameOf(object)
  local mt = getmetatable(object)
  if type(mt) == "table" and type(rawget(mt, "__name")) == "string" then return mt.__name end
  return type(object)
end


-- The virtual clock: `clock.now` reads the time.
clock = setmetatable({ advance = H.advance, runUntilIdle = H.runUntilIdle, after = H.after }, {
  __index = function(_, k) if k == "now" then return H.now() end end,
  __newindex = function(_, k) error("clock." .. tostring(k) .. " is read-only", 2) end,
})

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
