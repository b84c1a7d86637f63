-- The debug library: stack inspection, locals, hooks.
print("testing the debug library")
local debug = require "debug"

local function where() return debug.getinfo(2, "Sl") end
local info = where()
assert(info.short_src == "debugging.lua" and info.currentline == 6 and info.what == "main")

local function locals(a, b)
  local c = a + b
  local names = {}
  for i = 1, 3 do names[i] = debug.getlocal(1, i) end
  return table.concat(names, ",")
end
assert(locals(1, 2) == "a,b,c")

local lines = {}
debug.sethook(function(_, line) lines[#lines + 1] = line end, "l")
local x = 1
x = x + 1
debug.sethook()
assert(#lines >= 2 and lines[1] == 19, table.concat(lines, " "))
assert(debug.gethook() == nil)

local count = 0
debug.sethook(function() count = count + 1 end, "", 100)
for _ = 1, 10000 do end
debug.sethook()
assert(count > 50, count)

assert(debug.traceback("here"):find("^here\nstack traceback:\n"))
assert(debug.getregistry()[2] == _G)

print("OK")
