-- Collection, finalizers, weak tables and to-be-closed variables.
print("testing finalizers")

local closed = {}
setmetatable({}, { __gc = function() closed[#closed + 1] = "collected" end })
collectgarbage()
assert(closed[1] == "collected")

local weak = setmetatable({}, { __mode = "k" })
weak[{}] = true
collectgarbage()
assert(next(weak) == nil)

-- An error in a finalizer is a warning, never an error of the code that collected.
setmetatable({}, { __gc = function() error("in a finalizer") end })
assert(pcall(collectgarbage))

do
  local resource <close> = setmetatable({}, { __close = function() closed[#closed + 1] = "closed" end })
end
assert(closed[2] == "closed")
assert(collectgarbage("count") > 0 and collectgarbage("isrunning"))
-- Lua's interpreter runs scripts with the generational collector.
assert(collectgarbage("incremental") == "generational")

print("OK")
