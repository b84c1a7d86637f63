-- Colours and fonts as Lua values, as `Point` and `Rect` are: small tables with named fields
-- and a metatable, made here and read by Swift field by field. Runs once per session in the
-- session's API table, after the prelude. Receives the host table: `colorNamed(name)` answers
-- a system colour's or a hex string's components (or nil and the reason), `fontWeights` lists
-- the weight names. Leaves the metatables in `H.valueMetatables` for values made in Swift.
local H = ...
local setmetatable, getmetatable, rawget, type, error, tostring = setmetatable, getmetatable, rawget, type, error, tostring
local floor, format, huge = math.floor, string.format, math.huge

-- A number as a message shows it: nan and inf by name.
local function show(x)
  if type(x) ~= "number" then return type(x) end
  if x ~= x then return "nan" end
  return tostring(x)
end

local function finite(x)
  return type(x) == "number" and x == x and x ~= huge and x ~= -huge
end

-- Colours --------------------------------------------------------------------------

local colorMethods = {}
local colorMeta = { __name = "Color" }

local function clamp(x)
  if x < 0 then return 0 elseif x > 1 then return 1 end
  return x
end

local function color(r, g, b, a)
  return setmetatable({ red = clamp(r), green = clamp(g), blue = clamp(b), alpha = clamp(a) }, colorMeta)
end

colorMeta.__index = function(c, key)
  local method = colorMethods[key]
  if method then return method end
  error("Color has no field '" .. tostring(key) .. "'", 2)
end
colorMeta.__eq = function(a, b)
  return a.red == b.red and a.green == b.green and a.blue == b.blue and a.alpha == b.alpha
end
colorMeta.__tostring = function(c)
  local function byte(x) return floor(x * 255 + 0.5) end
  if c.alpha == 1 then return format("#%02X%02X%02X", byte(c.red), byte(c.green), byte(c.blue)) end
  return format("#%02X%02X%02X%02X", byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha))
end

-- The same colour with another alpha (UIKit's withAlphaComponent).
function colorMethods.withAlphaComponent(c, alpha)
  if not finite(alpha) then
    error("bad argument #1 to 'withAlphaComponent' (finite number expected, got " .. show(alpha) .. ")", 2)
  end
  return color(c.red, c.green, c.blue, alpha)
end

-- UIKit's colorWithHue:saturation:brightness:alpha:, all four from 0 to 1.
local function fromHSB(h, s, v, a)
  h, s, v = clamp(h), clamp(s), clamp(v)
  local sector = (h * 6) % 6
  local i = floor(sector)
  local f = sector - i
  local p, q, t = v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f))
  local rgb = ({ { v, t, p }, { q, v, p }, { p, v, t }, { p, q, v }, { t, p, v }, { v, p, q } })[i + 1]
  return color(rgb[1], rgb[2], rgb[3], a)
end

-- Reads the named components of a table; nil and the message when one is missing or bad.
local function components(t, names, defaults)
  local values = {}
  for i, name in ipairs(names) do
    local x = rawget(t, name)
    if x == nil then x = defaults[i] end
    if not finite(x) then return nil, name .. ": finite number expected, got " .. show(x) end
    values[i] = x
  end
  return values
end

local function named(name)
  local r, g, b, a = H.colorNamed(name)
  if r == nil then return nil, g end
  return color(r, g, b, a)
end

-- Color(r, g, b [, a]), Color{red =, green =, blue =, alpha =}, Color{white =, alpha =},
-- Color{hue =, saturation =, brightness =, alpha =}, Color("systemBlue"), Color("#007AFF").
local function makeColor(first, g, b, a)
  if type(first) == "number" then
    local values, problem = components({ red = first, green = g, blue = b, alpha = a },
      { "red", "green", "blue", "alpha" }, { nil, nil, nil, 1 })
    if not values then return nil, problem end
    return color(values[1], values[2], values[3], values[4])
  end
  if type(first) == "string" then return named(first) end
  if type(first) ~= "table" then return nil, "number, string or table expected, got " .. type(first) end
  if getmetatable(first) == colorMeta then return color(first.red, first.green, first.blue, first.alpha) end
  local forms = {
    { { "red", "green", "blue", "alpha" }, { nil, nil, nil, 1 }, color },
    { { "white", "alpha" }, { nil, 1 }, function(w, alpha) return color(w, w, w, alpha) end },
    { { "hue", "saturation", "brightness", "alpha" }, { nil, nil, nil, 1 }, fromHSB },
  }
  for _, form in ipairs(forms) do
    if rawget(first, form[1][1]) ~= nil then
      local values, problem = components(first, form[1], form[2])
      if not values then return nil, problem end
      return form[3](table.unpack(values))
    end
  end
  return nil, "a table with red, green and blue; white; or hue, saturation and brightness expected"
end

Color = setmetatable({}, {
  __name = "Color",
  __call = function(_, ...)
    local c, problem = makeColor(...)
    if not c then error("bad argument #1 to 'Color' (" .. problem .. ")", 2) end
    return c
  end,
  -- Color.systemBlue, Color.white, …: a new value each time, so changing one changes no other.
  __index = function(_, key)
    if type(key) ~= "string" then return nil end
    local c, problem = named(key)
    if not c then error(problem, 2) end
    return c
  end,
  __tostring = function() return "value type Color" end,
})
H.valueMetatables.Color = colorMeta

-- Fonts ----------------------------------------------------------------------------

local weights = {}
for _, name in ipairs(H.fontWeights) do weights[name] = true end
local MAXIMUM_FONT_SIZE = 1000

local fontMeta = { __name = "Font" }
fontMeta.__index = function(_, key) error("Font has no field '" .. tostring(key) .. "'", 2) end
fontMeta.__eq = function(a, b) return a.pointSize == b.pointSize and a.weight == b.weight end
fontMeta.__tostring = function(f) return format("%g pt %s", f.pointSize, f.weight) end

local function font(size, weight, fn)
  if not finite(size) or size <= 0 or size > MAXIMUM_FONT_SIZE then
    error("bad argument #1 to '" .. fn .. "' (size from above 0 to " .. MAXIMUM_FONT_SIZE
      .. " expected, got " .. show(size) .. ")", 3)
  end
  weight = weight or "regular"
  if not weights[weight] then
    error("bad argument #2 to '" .. fn .. "' (weight " .. table.concat(H.fontWeights, ", ")
      .. " expected, got " .. (type(weight) == "string" and "'" .. weight .. "'" or type(weight)) .. ")", 3)
  end
  return setmetatable({ pointSize = size, weight = weight }, fontMeta)
end

-- Font(size [, weight]), Font.systemFont(size [, weight]) and Font.boldSystemFont(size), as UIKit's UIFont.
Font = setmetatable({
  systemFont = function(size, weight) return font(size, weight, "systemFont") end,
  boldSystemFont = function(size) return font(size, "bold", "boldSystemFont") end,
}, {
  __name = "Font",
  __call = function(_, size, weight) return font(size, weight, "Font") end,
  __tostring = function() return "value type Font" end,
})
H.valueMetatables.Font = fontMeta
