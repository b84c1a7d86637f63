-- The Lua half of `animate`, run in the session's API table like the prelude. It receives
-- the Swift primitive that runs an update function on the virtual clock.
local clockAnimate = ...
local pairs, type, error = pairs, type, error

-- A number, or a geometry value (a point, rect, transform: any table of numbers) field by field.
local function between(from, to, f)
  if type(to) == "number" then return from + (to - from) * f end
  local value = {}
  for field, target in pairs(to) do
    if type(target) == "number" then value[field] = from[field] + (target - from[field]) * f end
  end
  return value
end

function animate(object, targets, duration, completion)
  if type(targets) ~= "table" then
    error("bad argument #2 to 'animate' (table of property targets expected, got " .. type(targets) .. ")", 2)
  end
  local from
  clockAnimate(duration, function(f)
    if not from then
      from = {}
      for key in pairs(targets) do from[key] = object[key] end
    end
    for key, to in pairs(targets) do object[key] = between(from[key], to, f) end
  end, completion)
end
