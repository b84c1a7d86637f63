-- The REPL's inspecting functions: they read Lua values for the printer and the completer
-- without running any code of the user's (tables walked with `next` and `rawget`, metatables
-- read with `debug.getmetatable`, identities taken with `%p`). Compiled once per state, in the
-- state's own globals; they capture the library functions they use, so user code replacing
-- globals later cannot change them. Returns `describe`, `entries` and `members`.
local next, type, rawget, select, unpack = next, type, rawget, select, table.unpack
local format, stringLibrary = string.format, string
local getmetatable = debug.getmetatable

-- The table's identity, and whether it prints itself (__tostring/__name).
local function describe(t)
  local mt = getmetatable(t)
  local own = mt ~= nil and (rawget(mt, "__tostring") ~= nil or rawget(mt, "__name") ~= nil)
  return format("%p", t), own
end

-- Up to `limit` entries as key, value, key, value…, after a flag that
-- says whether more exist.
local function entries(t, limit)
  local out, n = {}, 0
  local k, v = next(t)
  while k ~= nil do
    if n >= limit then return true, unpack(out, 1, 2 * n) end
    out[2 * n + 1], out[2 * n + 2] = k, v
    n = n + 1
    k, v = next(t, k)
  end
  return false, unpack(out, 1, 2 * n)
end

-- A callable table (a class such as Slider) is completed as a value:
-- it is usually called (`Slider{...}`), so no "." follows it.
local function kind(v)
  local t = type(v)
  if t == "function" then return "function" end
  if t == "table" then
    local mt = getmetatable(v)
    if type(mt) == "table" and rawget(mt, "__call") ~= nil then return "value" end
    return "table"
  end
  return "value"
end

-- The names reachable from `root` through the path given as the
-- further arguments: name, kind, name, kind… after the metatable
-- `__name` of a userdata at the end of the path (or false).
local function members(methodsOnly, root, ...)
  local v = root
  for i = 1, select("#", ...) do
    if type(v) ~= "table" then return false end
    v = rawget(v, (select(i, ...)))
  end
  local out, seen, n = {}, {}, 0
  local function add(name, value)
    if type(name) == "string" and not seen[name]
       and (not methodsOnly or type(value) == "function") then
      seen[name] = true
      out[n + 1], out[n + 2] = name, kind(value)
      n = n + 2
    end
  end
  local typeName, userdataName = type(v), false
  local source = v
  if typeName == "userdata" then
    local mt = getmetatable(v)
    userdataName = mt and rawget(mt, "__name") or false
    source = mt and rawget(mt, "__index")
  elseif typeName == "string" then
    source = stringLibrary
  end
  -- Fields, then __index tables up the chain (bounded).
  for _ = 1, 8 do
    if type(source) ~= "table" then break end
    for key, value in next, source do add(key, value) end
    local mt = getmetatable(source)
    source = mt and rawget(mt, "__index")
  end
  return userdataName, unpack(out, 1, n)
end

return describe, entries, members
