-- What `tactile-bench scripting` measures: a control with one Lua function target counting
-- valueChanged, and a Lua loop sending it; and a Lua-defined control whose own method sends
-- valueChanged to a Lua function target, as every plugin sends. Returns the control and the
-- two loops.
count = 0
local c = Control{}
c:addTarget(function(sender, event) count = count + 1 end, "valueChanged")
local function luaLoop(n) for _ = 1, n do c:sendActions("valueChanged") end end

Control.define{
  name = "BenchSender",
  base = "Control",
  methods = {
    fire = function(self, n)
      for _ = 1, n do self:sendActions("valueChanged") end
    end,
  },
}
local sender = BenchSender{}
sender:addTarget(function(sender, event) count = count + 1 end, "valueChanged")
local function definedLoop(n) sender:fire(n) end
return c, luaLoop, definedLoop
