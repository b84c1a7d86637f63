-- A control's dispatch written in Lua, for `tactile-bench scripting`'s second line.
--
-- Returns a function of `newDispatch` (Models/dispatch.lua) answering a function of n: n
-- valueChanged dispatches to one Lua function target; answers how many calls reached it.
return function(newDispatch)
  local VALUE_CHANGED = 1 << 12
  local record, send = newDispatch()
  local c = { name = "Control#1", entries = {}, cache = {} }
  local calls = 0
  c.entries[1] = { fn = function(sender, event) calls = calls + 1 end, events = VALUE_CHANGED }
  return function(n)
    calls = 0
    for _ = 1, n do send(c, VALUE_CHANGED, "valueChanged") end
    return calls
  end
end
