-- Strings, packing and binary chunks, as Lua's own interpreter has them.
print("testing strings")

assert(string.format("%5.2f|%-3d|%q", math.pi, 7, "a\0b") == " 3.14|7  |\"a\\0b\"")
assert(string.pack(">I2", 258) == "\1\2" and string.unpack("<i4", "\255\255\255\255") == -1)
assert(utf8.char(233, 8364) == "é€" and utf8.len("é€") == 2)
assert(("x"):rep(3, ",") == "x,x,x")
assert(select("#", string.byte("abc", 1, -1)) == 3)

-- The whole library: string.dump and loading the binary chunk back.
local function square(x) return x * x end
local dumped = string.dump(square)
assert(dumped:sub(1, 4) == "\27Lua")
assert(load(dumped, "square", "b")(9) == 81)
assert(not load(dumped, "square", "t"))

-- The strings' shared metatable is Lua's own.
assert(getmetatable("").__index == string)

print("OK")
