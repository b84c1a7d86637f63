-- Lua-defined classes' own members, run in Lua: declared properties (type check, validate,
-- set, the store, didSet, computed get), methods and private `_fields`, kept in each
-- instance's user value table. The class's C `__index` and `__newindex` call this for them,
-- so a script touching its own control's state never crosses into Swift; the Swift body (the
-- built-in class) answers everything else, as fast as for any bound class.
--
-- Runs once per session in the session's API table. Receives the C function returning a
-- userdata's user value table, the Swift function naming a value's type for messages, the
-- Swift function sending a defined control's events, told whether they are sent during an
-- assignment (`self:sendActions(events)` reaches it with one call), and the one noting that an
-- appearance property was set on an instance directly (appearance proxies then leave it alone).
-- Returns `members`, then `read`, `write` (for Swift's callers: constructors, the REPL),
-- `isAssigning` and the table of redraws due.
local uservalue, typeName, sendActionsAssigning, noteAppearanceSet = ...
local type, error, pairs, tostring, mathtype = type, error, pairs, tostring, math.type
local running, setmetatable = coroutine.running, setmetatable

-- The objects being assigned on each coroutine, innermost last (weak keys: a coroutine that
-- dies of an error in the middle of an assignment takes its list with it). `store` closes its
-- list as it returns or fails, which takes its object off.
local assigning = setmetatable({}, { __mode = "k" })

-- The instances whose drawing is due, as keys: a declared property that changes redraws its
-- control, as UIKit's controls redraw when their value changes. The mark stays here, in Lua,
-- until Swift next reads a drawing (before a render, or when a layer's `needsDisplay` is read),
-- so an assignment does not cross into Swift. Weak keys: a mark keeps no instance alive.
local redrawsDue = setmetatable({}, { __mode = "k" })
local closesLast = { __close = function(list) list[#list] = nil end }

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

-- Runs set, stores the value and, when it changed, asks for a redraw and runs didSet. While it
-- runs, its object is marked as being assigned, and what the object sends then is sent by an
-- assignment (`isAssigning`); the mark goes when it returns or set or didSet fails.
local function store(object, set, didSet, key, value, state)
  local thread = running()
  local marks = assigning[thread]
  if not marks then
    marks = setmetatable({}, closesLast)
    assigning[thread] = marks
  end
  marks[#marks + 1] = object
  local _ <close> = marks
  if set then
    local result = set(object, value)
    if result ~= nil then value = result end
  end
  local old = state[key]
  state[key] = value
  if old ~= value then
    redrawsDue[object] = true
    if didSet then didSet(object, value, old) end
  end
end

-- The writer of one declared property: `write(object, value, state, level)` refuses a read-only
-- property, a value of the wrong type and one its validate refuses, raising at `level` (3, the
-- assigning line, when the class's C `__newindex` calls it; 0 for Swift's callers, which add the
-- position themselves), then stores the value. `state` is the instance's user value table, when
-- the caller has it.
local function writerOf(class, key, spec)
  local readOnly, kind, admitsNil, validate, set, didSet, appearance =
      spec.readOnly, spec.type, spec.admitsNil, spec.validate, spec.set, spec.didSet, spec.appearance
  local admitted = admits[kind]   -- a value of the Lua type `kind` is admitted without asking
  return function(object, value, state, level)
    level = level or 3
    if readOnly then
      error("property '" .. key .. "' of " .. class .. " is read-only", level)
    end
    if type(value) ~= kind and not (value == nil and admitsNil) and not admitted(value) then
      error("bad argument #1 to '" .. class .. "." .. key .. "' (" .. kind .. " expected, got " .. typeName(value) .. ")",
        level)
    end
    if validate then
      local accepted, reason = validate(object, value)
      if not accepted then
        local why = reason ~= nil and tostring(reason) or "refused by its validate function"
        error("bad argument #1 to '" .. class .. "." .. key .. "' (" .. why .. ", got " .. tostring(value) .. ")", level)
      end
    end
    if appearance then noteAppearanceSet(object, key) end
    return store(object, set, didSet, key, value, state or uservalue(object))
  end
end

-- The writers of a class spec's declared properties, by name, made on first need.
local function writersOf(spec)
  local writers = spec.writers
  if writers then return writers end
  writers = {}
  for key, property in pairs(spec.properties) do writers[key] = writerOf(spec.name, key, property) end
  spec.writers = writers
  return writers
end

local function readProperty(object, spec, key)
  if spec.get then return spec.get(object) end
  return uservalue(object)[key]
end

-- A class's members kept in Lua, for `LuaState.setLuaMembers`: the declared properties'
-- names (true for one C reads itself from the user value table: it has no `get`), the readers
-- of those with a `get` and every declared property's writer, by name, and the methods. C
-- itself reads stored properties and reads and writes `_fields`. `spec` has the class name,
-- its declared properties (the whole chain, nearest definition's first) and its methods.
local function members(spec)
  local keys, readers = {}, {}
  for key, property in pairs(spec.properties) do
    keys[key] = property.get == nil
    readers[key] = property.get
  end
  local methods = { sendActions = sendActions }
  for name, method in pairs(spec.methods) do methods[name] = method end
  return keys, readers, writersOf(spec), methods
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
  local writer = writersOf(spec)[key]
  if writer then
    writer(object, value, nil, 0)
    return true
  end
  if private(key) then
    uservalue(object)[key] = value
    return true
  end
  return false
end

local function isAssigning(object)
  local marks = assigning[running()]
  if marks then
    for i = #marks, 1, -1 do
      if marks[i] == object then return true end
    end
  end
  return false
end

-- A defined control's `sendActions`: the events go to Swift with whether the control is being
-- assigned, which a fidelity note needs. A tail call, so an error points at the caller's line.
local function sendActions(object, events, ...)
  return sendActionsAssigning(object, isAssigning(object), events, ...)
end

return members, read, write, isAssigning, redrawsDue
