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

-- The key, in an instance's user value table, of how many of its declared properties' `set`
-- or `didSet` are running: what it sends then is sent by an assignment, which the fidelity
-- monitor asks about.
local ASSIGNING = {}

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

-- Assigns a declared property; `state` is the instance's user value table, when the caller
-- has it. Errors are raised at `level`: the assigning line for Lua's writer (see `members`),
-- 0 for Swift's callers (which add the position themselves).
local function assign(class, object, spec, key, value, level, state)
  if spec.readOnly then
    error("property '" .. key .. "' of " .. class .. " is read-only", level)
  end
  local kind = spec.type   -- a value of that Lua type is admitted at once; "integer" and "any" ask `admits`
  if type(value) ~= kind and not (value == nil and spec.admitsNil) and not admits[kind](value) then
    error("bad argument #1 to '" .. class .. "." .. key .. "' (" .. kind .. " expected, got " .. typeName(value) .. ")",
      level)
  end
  if spec.validate then
    local accepted, reason = spec.validate(object, value)
    if not accepted then
      local why = reason ~= nil and tostring(reason) or "refused by its validate function"
      error("bad argument #1 to '" .. class .. "." .. key .. "' (" .. why .. ", got " .. tostring(value) .. ")", level)
    end
  end
  state = state or uservalue(object)
  if not (spec.set or spec.didSet) then
    if state[key] ~= value then
      state[key] = value
      setNeedsDisplay(object)
    end
    return
  end
  local depth = state[ASSIGNING]
  state[ASSIGNING] = (depth or 0) + 1
  local ok, message = pcall(store, object, spec, key, value, state)
  state[ASSIGNING] = depth
  if not ok then error(message, 0) end
end

local function readProperty(object, spec, key)
  if spec.get then return spec.get(object) end
  return uservalue(object)[key]
end

-- A class's members kept in Lua, for `LuaState.setLuaMembers`: the declared properties'
-- names, the reader and writer C calls for them (C itself reads stored properties and reads
-- and writes `_fields`), and the methods. `spec` has the class name, its declared properties
-- (the whole chain, nearest definition's first) and its methods.
local function members(spec)
  local class, properties = spec.name, spec.properties
  -- A property without `get` is read straight from the user value table by C (true).
  local keys = {}
  for key, property in pairs(properties) do keys[key] = property.get == nil end
  local function index(object, key)
    local property = properties[key]
    if property then return readProperty(object, property, key) end
    return uservalue(object)[key]
  end
  local function newindex(object, key, value, state)
    local property = properties[key]
    -- A tail call: level 3 of the errors it raises is then the assigning line (past C's __newindex).
    if property then return assign(class, object, property, key, value, 3, state) end
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
  return uservalue(object)[ASSIGNING] ~= nil
end

return members, read, write, isAssigning
