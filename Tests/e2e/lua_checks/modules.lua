-- require and package, the arguments of a script, and LUA_INIT's globals.
print("testing modules and arguments")

assert(arg[0] == "modules.lua" and #arg == 0 and select("#", ...) == 0)
assert(_port == true)  -- set by LUA_INIT_5_4, as all.lua sets it

local folder = os.tmpname()
os.remove(folder)
assert(os.execute("mkdir " .. folder))
local module = assert(io.open(folder .. "/counter_module.lua", "w"))
module:write("local name, path = ...\nreturn { name = name, path = path, count = 0 }\n")
module:close()

package.path = folder .. "/?.lua;" .. package.path
local counter = require "counter_module"
assert(counter.name == "counter_module" and counter.path == folder .. "/counter_module.lua")
assert(require "counter_module" == counter and package.loaded.counter_module == counter)
assert(select(2, pcall(require, "no_such_module_anywhere")):find("module 'no_such_module_anywhere' not found"))

os.remove(folder .. "/counter_module.lua")
os.remove(folder)
print("OK")
