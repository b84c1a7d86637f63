-- The small geometry values `Point`, `Size`, `Rect` and `Transform`, run in the session's API
-- table like the prelude, when one of them is first needed: its global read, or a value of one
-- made in Swift. Receives the host table, and leaves each value type's metatable in
-- `H.valueMetatables` for the values Swift makes, and its table of methods (which Swift fills:
-- `point:applying(t)`, `t:concatenating(u)`, …) in `H.valueMethods`.
local H = ...
local setmetatable, rawget, rawset, type, tostring, error, ipairs =
    setmetatable, rawget, rawset, type, tostring, error, ipairs
local mathtype, floor, format, concat = math.type, math.floor, string.format, table.concat
H.valueMethods = {}


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
  local methods = {}
  H.valueMethods[name] = methods
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
    local method = methods[k]
    if method ~= nil then return method end
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
Transform = valueType("Transform", { "a", "b", "c", "d", "tx", "ty" })
