-- Lua-defined classes' own members, run in Lua: declared properties (type check, validate,
-- set, the store, didSet, computed get), methods and private `_fields`, kept in each
-- instance's user value table. The class's C `__index` and `__newindex` call this for them,
-- so a script touching its own control's state never crosses into Swift; the Swift body (the
-- built-in class) answers everything else, as fast as for any bound class.
--
-- Runs once per session in the session's API table. Receives the C function returning a
-- userdata's user value table, the Swift function naming a value's type for messages and the
-- one marking a view's drawing as due: a declared property that changes redraws its control,
-- as UIKit's controls redraw when their value changes.
-- Returns `members`, then `read`, `write` (for Swift's callers: constructors, the REPL) and
-- `isAssigning`.
local uservalue, typeName, setNeedsDisplay = ...
local type, error, pairs, tostring, pcall, mathtype = type, error, pairs, tostring, pcall, math.type
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

-- Assigns a declared property. Errors are raised at `level`: the assigning line for Lua's
-- writer (see `members`), 0 for Swift's callers (which add the position themselves).
local function assign(class, object, spec, key, value, level)
  if spec.readOnly then
    error("property '" .. key .. "' of " .. class .. " is read-only", level)
  end
  if not (value == nil and spec.admitsNil) and not admits[spec.type](value) then
    error("bad argument #1 to '" .. class .. "." .. key .. "' (" .. spec.type .. " expected, got " .. typeName(value) .. ")", level)
  end
  if spec.validate then
    local accepted, reason = spec.validate(object, value)
    if not accepted then
      local why = reason ~= nil and tostring(reason) or "refused by its validate function"
      error("bad argument #1 to '" .. class .. "." .. key .. "' (" .. why .. ", got " .. tostring(value) .. ")", level)
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

-- A class's members kept in Lua, for `LuaState.setLuaMembers`: the declared properties'
-- names, the reader and writer C calls for them (and for `_fields`), and the methods. `spec`
-- has the class name, its declared properties (the whole chain, nearest definition's first)
-- and its methods.
local function members(spec)
  local class, properties = spec.name, spec.properties
  local keys = {}
  for key in pairs(properties) do keys[key] = true end
  local function index(object, key)
    local property = properties[key]
    if property then return readProperty(object, property, key) end
    return uservalue(object)[key]
  end
  local function newindex(object, key, value)
    local property = properties[key]
    -- A tail call: level 3 of the errors it raises is then the assigning line (past C's __newindex).
    if property then return assign(class, object, property, key, value, 3) end
    uservalue(object)[key] = value
  end
  return keys, index, newindex, spec.methods
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

return members, read, write, isAssigning
