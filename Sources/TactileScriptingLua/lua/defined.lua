-- Lua-defined classes' own members, run in Lua: declared properties (type check, validate,
-- set, the store, didSet, computed get) and private `_fields`, kept in each instance's user
-- value table. A script touching its own control's state never crosses into Swift; the
-- Swift body (the built-in class) answers everything else, through the class's own
-- `__index` and `__newindex`.
--
-- Runs once per session in the session's API table. Receives the C function returning a
-- userdata's user value table, the Swift function naming a value's type for messages and the
-- one marking a view's drawing as due: a declared property that changes redraws its control,
-- as UIKit's controls redraw when their value changes.
-- Returns `install`, `read` and `write` (for Swift's callers: constructors, the REPL).
local uservalue, typeName, setNeedsDisplay = ...
local type, error, rawget, tostring, pcall, mathtype = type, error, rawget, tostring, pcall, math.type
local setmetatable = setmetatable

-- Instances running a declared property's `set` or `didSet`: what they send then is sent
-- by an assignment, which the fidelity monitor asks about.
local assigning = setmetatable({}, { __mode = "k" })

local admits = {
  any = function() return true end,
  number = function(v) return type(v) == "number" end,
  integer = function(v) return mathtype(v) == "integer" or (type(v) == "number" and v == v // 1 and v - v == 0) end,
  boolean = function(v) return type(v) == "boolean" end,
  string = function(v) return type(v) == "string" end,
  table = function(v) return type(v) == "table" end,
  ["function"] = function(v) return type(v) == "function" end,
}

-- Whether a key names a private field: a string starting with "_".
local function private(key)
  return type(key) == "string" and key:byte(1) == 95
end

-- Runs set, store and didSet, with the instance marked as assigning.
local function store(object, spec, key, value, state)
  local stored = value
  if spec.set then
    local result = spec.set(object, value)
    if result ~= nil then stored = result end
  end
  local old = state[key]
  state[key] = stored
  if old ~= stored then
    setNeedsDisplay(object)
    if spec.didSet then spec.didSet(object, stored, old) end
  end
end

local function finish(object, ok, ...)
  local depth = assigning[object]
  assigning[object] = depth > 1 and depth - 1 or nil
  if not ok then error((...), 0) end
end

-- Assigns a declared property. Errors are raised at `level`: 2 when `__newindex` tail-calls
-- this (the assigning line), 0 for Swift's callers (which add the position themselves).
local function assign(class, object, spec, key, value, level)
  if spec.readOnly then
    error("property '" .. key .. "' of " .. class .. " is read-only", level)
  end
  if not (value == nil and spec.admitsNil) and not admits[spec.type](value) then
    error("bad value for " .. class .. "." .. key .. " (" .. spec.type .. " expected, got " .. typeName(value) .. ")", level)
  end
  if spec.validate then
    local accepted, reason = spec.validate(object, value)
    if not accepted then
      local why = reason ~= nil and tostring(reason) or "refused by its validate function"
      error("bad value for " .. class .. "." .. key .. ": " .. tostring(value) .. " (" .. why .. ")", level)
    end
  end
  local state = uservalue(object)
  if not (spec.set or spec.didSet) then
    if state[key] ~= value then
      state[key] = value
      setNeedsDisplay(object)
    end
    return
  end
  assigning[object] = (assigning[object] or 0) + 1
  finish(object, pcall(store, object, spec, key, value, state))
end

local function readProperty(object, spec, key)
  if spec.get then return spec.get(object) end
  return uservalue(object)[key]
end

-- Gives a class's metatable its Lua members: `spec` has the class name, its declared
-- properties (the whole chain, nearest definition's first) and its methods.
local function install(metatable, spec)
  local class, properties, methods = spec.name, spec.properties, spec.methods
  local baseIndex, baseNewindex = rawget(metatable, "__index"), rawget(metatable, "__newindex")
  metatable.__index = function(object, key)
    local property = properties[key]
    if property then return readProperty(object, property, key) end
    local method = methods[key]
    if method ~= nil then return method end
    if private(key) then return uservalue(object)[key] end
    return baseIndex(object, key)
  end
  metatable.__newindex = function(object, key, value)
    local property = properties[key]
    -- Tail calls, here and below: the errors they raise then name the assigning line.
    if property then return assign(class, object, property, key, value, 2) end
    if private(key) then
      uservalue(object)[key] = value
      return
    end
    return baseNewindex(object, key, value)
  end
end

-- Swift's way in: the same reads and writes, for a class spec. A read answers whether the
-- key is a member, then its value.
local function read(spec, object, key)
  local property = spec.properties[key]
  if property then return true, readProperty(object, property, key) end
  if private(key) then return true, uservalue(object)[key] end
  return false
end

local function write(spec, object, key, value)
  local property = spec.properties[key]
  if property then
    assign(spec.name, object, property, key, value, 0)
    return true
  end
  if private(key) then
    uservalue(object)[key] = value
    return true
  end
  return false
end

local function isAssigning(object)
  return assigning[object] ~= nil
end

return install, read, write, isAssigning
