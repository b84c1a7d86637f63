-- What `tactile-bench targets` measures: one control given n distinct Lua closures as targets.
-- Returns the control, a function making the n closures (not timed) and the loop adding them.
local c = Control{}
local closures = {}
local function make(n)
  for i = 1, n do closures[i] = function() end end
end
local function addAll(n)
  for i = 1, n do c:addTarget(closures[i], "valueChanged") end
end
return c, make, addAll
