-- Calls every writable property and method of every class in `catalog` with absurd values —
-- NaN, infinities, math.mininteger, huge and negative numbers, wrong types, odd tables — and
-- other objects, each call protected. Returns how many calls it made and how many failed
-- with a message that is not a string (every failure must explain itself).
local catalog = ...
local absurd = {
  0 / 0, 1 / 0, -1 / 0, math.mininteger, math.maxinteger, 1e12, -1e12, 1e300, -1, 0, 2.5, "", "x",
  string.rep("long", 1000), {}, { 1 / 0, 0 / 0 }, { x = 0 / 0, y = 1 / 0 }, { 1e12, 1e12, 1e12, 1e12 },
  { -5, -5, -5, -5 }, { math.mininteger, math.maxinteger }, true, false, print,
}

local objects = {}
for _, entry in ipairs(catalog) do
  local ok, object = pcall(_ENV[entry.class], {})
  if not ok then ok, object = pcall(_ENV[entry.class]) end
  if ok and object ~= nil then
    objects[#objects + 1] = { entry = entry, object = object }
    pcall(window.addSubview, window, object)
  end
end

local calls, unexplained = 0, 0
local function try(fn, ...)
  calls = calls + 1
  local ok, message = pcall(fn, ...)
  if not ok and type(message) ~= "string" then unexplained = unexplained + 1 end
end

for _, item in ipairs(objects) do
  local entry, object = item.entry, item.object
  for _, name in ipairs(entry.properties) do
    for _, value in ipairs(absurd) do
      try(function() object[name] = value end)
      try(tostring, object)
    end
  end
  for _, name in ipairs(entry.methods) do
    for _, value in ipairs(absurd) do
      for _, other in ipairs { value, objects[1].object, object } do
        try(function() return object[name](object, value, other) end)
        try(function() return object[name](object, other, value) end)
        try(function() return object[name](object, other, value, value) end)
      end
    end
  end
end
return calls, unexplained, #objects
