-- Files and the operating system: the whole io and os libraries.
print("testing files")

local name = os.tmpname()
local file = assert(io.open(name, "w"))
assert(file:write("first\n", 2, "\n") == file)
file:close()
assert(io.type(file) == "closed file")
local lines = {}
for line in io.lines(name) do lines[#lines + 1] = line end
assert(#lines == 2 and lines[1] == "first" and lines[2] == "2")
file = assert(io.open(name, "r"))
assert(file:read("n") == nil and file:read("l") == "first" and file:read("n") == 2)
file:close()
assert(os.remove(name))
assert(not io.open(name))

local scratch = io.tmpfile()
scratch:write("abc")
scratch:seek("set", 1)
assert(scratch:read("a") == "bc")
scratch:close()

assert(type(os.getenv("PATH")) == "string" and os.getenv("NO SUCH VARIABLE HERE") == nil)
assert(os.setlocale("C") == "C")
assert(os.execute() == true)
assert(io.stdout:write("") == io.stdout)

print("OK")
