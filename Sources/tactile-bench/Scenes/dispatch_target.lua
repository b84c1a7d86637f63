-- What `tactile-bench scripting` measures: a control with one Lua function target counting
-- valueChanged, and a Lua loop sending it. Returns the control and the loop.
count = 0
local c = Control{}
c:addTarget(function(sender, event) count = count + 1 end, "valueChanged")
local function luaLoop(n) for _ = 1, n do c:sendActions("valueChanged") end end
return c, luaLoop
