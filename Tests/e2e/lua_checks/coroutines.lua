-- Coroutines: yields across pcall and metamethods, wrap's errors, close.
print("testing coroutines")

local co = coroutine.create(function(a, b)
  local c = coroutine.yield(a + b)
  local ok, d = pcall(coroutine.yield, c * 2)
  assert(ok)
  return d, coroutine.isyieldable()
end)
assert(select(2, coroutine.resume(co, 1, 2)) == 3)
assert(select(2, coroutine.resume(co, 5)) == 10)
local _, last, yieldable = coroutine.resume(co, "done")
assert(last == "done" and yieldable == true and coroutine.status(co) == "dead")
assert(not coroutine.resume(co))

local wrapped = coroutine.wrap(function() error("inside") end)
local ok, message = pcall(wrapped)
assert(not ok and message:find("coroutines.lua:16: inside", 1, true), message)

local mt = { __index = function(_, key) return coroutine.yield(key) end }
local reader = coroutine.wrap(function() return setmetatable({}, mt).answer end)
assert(reader() == "answer" and reader(42) == 42)

local closing = coroutine.create(function() coroutine.yield() end)
coroutine.resume(closing)
assert(coroutine.close(closing) and coroutine.status(closing) == "dead")
assert(coroutine.running() and select(2, coroutine.running()) == true)

print("OK")
