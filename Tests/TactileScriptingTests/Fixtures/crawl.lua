-- Walks everything a script could reach from an environment, and more: table keys and
-- values, metatables, the upvalues of Lua functions and the user values of userdata.
-- Runs in the host's own global table (it needs `debug`). Returns, sorted, the path to
-- every value it found that a sandbox must never reach (and, second, how many values it
-- visited): the host's globals, `io`, the
-- whole `os` or its process and file functions, `debug`, `package`, `require`,
-- `dofile`, `loadfile`, the unrestricted `load`, `string.dump` and the registry.
--
-- The strings' shared metatable is not followed: sandboxes cannot read it (their
-- `getmetatable` hides it), and it leads to Lua's own `string` table.
local root = ...
local getmetatable, getupvalue, getuservalue, getinfo = debug.getmetatable, debug.getupvalue, debug.getuservalue,
  debug.getinfo

local forbidden = {}
local function forbid(value, name) if value ~= nil then forbidden[value] = name end end
forbid(_G, "the host's global table")
forbid(debug.getregistry(), "the registry")
for _, library in ipairs { "io", "debug", "package" } do
  forbid(_G[library], library)
  for name, value in pairs(_G[library]) do forbid(value, library .. "." .. name) end
end
forbid(os, "the whole os")
for _, name in ipairs { "execute", "exit", "getenv", "remove", "rename", "tmpname", "setlocale" } do
  forbid(os[name], "os." .. name)
end
for _, name in ipairs { "require", "dofile", "loadfile", "load" } do forbid(_G[name], name) end
forbid(string.dump, "string.dump")
local stringMetatable = getmetatable("")

local seen, found, queue, visited = {}, {}, { { root, "env" } }, 0

local function visit(value, path)
  local kind = type(value)
  if (kind == "table" or kind == "function" or kind == "userdata" or kind == "thread") and not seen[value] then
    seen[value] = true
    visited = visited + 1
    queue[#queue + 1] = { value, path }
  end
end

local function label(key)
  if type(key) == "string" then return "." .. key end
  return "[" .. tostring(key) .. "]"
end

while #queue > 0 do
  local value, path = table.unpack(table.remove(queue))
  if forbidden[value] then found[#found + 1] = path .. " is " .. forbidden[value] end
  local kind = type(value)
  if kind == "table" then
    for key, field in next, value do
      visit(key, path .. "{key " .. tostring(key) .. "}")
      visit(field, path .. label(key))
    end
  elseif kind == "function" and getinfo(value, "S").what ~= "C" then
    for index = 1, 255 do
      local name, upvalue = getupvalue(value, index)
      if name == nil then break end
      visit(upvalue, path .. "<upvalue " .. name .. ">")
    end
  elseif kind == "userdata" then
    for index = 1, 16 do
      local uservalue, present = getuservalue(value, index)
      if not present then break end
      visit(uservalue, path .. "<user value " .. index .. ">")
    end
  end
  local metatable = getmetatable(value)
  if metatable ~= nil and metatable ~= stringMetatable then visit(metatable, path .. "<metatable>") end
end

table.sort(found)
return found, visited
