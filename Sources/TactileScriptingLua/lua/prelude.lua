-- The Lua half of a session's global API, run once when a session starts. It receives the
-- host table of Swift primitives and, in a scenario, the scenario's own `traffic` table. Its
-- environment is the session's API table (whose reads fall back on a private sandbox), so
-- what it defines here becomes the API every script and plugin sees. Errors found by Swift
-- primitives come back as `false, message` and are raised here with level 2, so they carry
-- the position of the script line that caused them.
local H, scenarioTraffic = ...
local setmetatable, getmetatable, rawget, rawset, type, tostring, error, ipairs =
    setmetatable, getmetatable, rawget, rawset, type, tostring, error, ipairs
local mathtype, floor, format, concat = math.type, math.floor, string.format, table.concat

-- Numbers as a person writes them: 20, not 20.0.
local function number(n)
  if mathtype(n) == "float" then
    if n == floor(n) and n > -1e15 and n < 1e15 then return format("%d", n) end
    return format("%.14g", n)
  end
  return tostring(n)
end

-- Small geometry values: tables with named fields, readable positionally, printed as
-- {20, 40, 200, 30} and equal to any table with the same numbers.
local function valueType(name, fields)
  local position = {}
  for i, field in ipairs(fields) do position[i] = field; position[field] = field end
  local function get(v, i, field)
    local x = rawget(v, field)
    if x == nil then x = rawget(v, i) end
    return x
  end
  local mt = { __name = name }
  mt.__index = function(v, k)
    local field = position[k]
    if field ~= nil then return rawget(v, field) end
    error(name .. " has no field '" .. tostring(k) .. "'", 2)
  end
  mt.__newindex = function(v, k, x)
    local field = position[k]
    if field == nil then error(name .. " has no field '" .. tostring(k) .. "'", 2) end
    if type(x) ~= "number" then
      error("bad argument #1 to '" .. name .. "." .. field .. "' (number expected, got " .. type(x) .. ")", 2)
    end
    rawset(v, field, x)
  end
  mt.__eq = function(a, b)
    for i, field in ipairs(fields) do
      if get(a, i, field) ~= get(b, i, field) then return false end
    end
    return true
  end
  mt.__tostring = function(v)
    local parts = {}
    for i, field in ipairs(fields) do parts[i] = number(rawget(v, field)) end
    return "{" .. concat(parts, ", ") .. "}"
  end
  local function make(level, ...)
    local source = ...
    if type(source) ~= "table" then source = { ... } end
    local v = {}
    for i, field in ipairs(fields) do
      local x = get(source, i, field)
      if type(x) ~= "number" then
        error("bad argument #1 to '" .. name .. "' (" .. field .. ": number expected, got " .. type(x) .. ")", level)
      end
      rawset(v, field, x)
    end
    return setmetatable(v, mt)
  end
  -- The common call, every field a number given in order (Point(x, y)), made without an
  -- argument table; anything else goes through `make`.
  local count, f1, f2, f3, f4 = #fields, fields[1], fields[2], fields[3], fields[4]
  local function direct(a, b, c, d)
    if type(a) ~= "number" or type(b) ~= "number" then return nil end
    if count == 2 then return setmetatable({ [f1] = a, [f2] = b }, mt) end
    if count ~= 4 or type(c) ~= "number" or type(d) ~= "number" then return nil end
    return setmetatable({ [f1] = a, [f2] = b, [f3] = c, [f4] = d }, mt)
  end
  H.valueMetatables[name] = mt
  return setmetatable({}, {
    __name = name,
    __call = function(_, a, b, c, d, ...)
      local v = direct(a, b, c, d) or make(3, a, b, c, d, ...)  -- not a tail call: level 3 must be the caller
      return v
    end,
    __tostring = function() return "value type " .. name end,
  })
end
Point = valueType("Point", { "x", "y" })
Size = valueType("Size", { "width", "height" })
Rect = valueType("Rect", { "x", "y", "width", "height" })

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

-- Touches: one finger driven step by step; each step returns the chain.
local touchSteps = {}
touchSteps.__index = touchSteps
touchSteps.__name = "TouchChain"
local function step(primitive)
  return function(chain, ...)
    local ok, message = primitive(chain.id, chain.view, ...)
    if not ok then error(message, 2) end
    return chain
  end
end
touchSteps.down = function(chain, ...)
  local ok, id = H.touchDown(chain.view, ...)
  if not ok then error(id, 2) end
  chain.id = id
  return chain
end
touchSteps.move = step(H.touchMove)
touchSteps.up = step(H.touchUp)
touchSteps.cancel = step(H.touchCancel)
touchSteps.wait = function(chain, seconds) clock.advance(seconds); return chain end
function touch(view)
  return setmetatable({ view = view }, touchSteps)
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
