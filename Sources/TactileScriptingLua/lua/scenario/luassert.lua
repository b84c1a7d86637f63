-- luassert: busted's assertions, spies, stubs, mocks and matchers --------------------------
-- luassert and say are host code, loaded from the binary on first use into an environment
-- of their own: a sandbox plus what they read of the host — a `require` of their own modules
-- only, a `debug` whose `getmetatable` and `setmetatable` respect protected metatables and
-- whose `getinfo` reads the stack through the host, no `io` (so no terminal colours), no
-- `os.getenv`. A scenario gets luassert's tables and functions, never that environment. Its
-- `pcall` lets limits through, and its `error` raises a Failure at the author's line, so a
-- failed assertion is a failed test.
-- The code that loads them (luassert_loading.lua) is a chunk of its own, loaded with them.

-- The modules a scenario may `require`, by the field of `luassert` below that holds each.
local PUBLIC_MODULES = {
  luassert = "assert", ["luassert.spy"] = "spy", ["luassert.stub"] = "stub", ["luassert.mock"] = "mock",
  ["luassert.match"] = "match", say = "say",
}

local luassert
-- Scopes open now (blocks entered, the running test), innermost last.
local scopes = {}
-- What a scenario's `assert`, `spy`, `stub`, `mock` and `match` are until luassert is loaded
-- (see `install_luassert`), and the environment holding them.
local stand_ins, stand_ins_environment = {}, nil

local function load_luassert()
  if luassert then return luassert end
  local loaded = machinery()
  luassert = host.load_part("luassert", _ENV, host)(host, frame, loaded.fail, guarded_pcall, guarded_xpcall, loaded.expectations)
  -- Loaded inside a scope: what the scenario does with it from now on is reverted with it.
  if #scopes > 0 then scopes[#scopes].snapshot = luassert.assert:snapshot() end
  -- The real ones replace the stand-ins the scenario has not replaced itself.
  for name, stand_in in pairs(stand_ins) do
    if rawget(stand_ins_environment, name) == stand_in then rawset(stand_ins_environment, name, luassert[name]) end
  end
  return luassert
end

function isolation.open()
  local scope = { snapshot = luassert and luassert.assert:snapshot() }
  scopes[#scopes + 1] = scope
  return scope
end

function isolation.close(scope)
  for index = #scopes, 1, -1 do
    if scopes[index] == scope then table.remove(scopes, index) end
  end
  if scope.snapshot then scope.snapshot:revert() end
end

-- `require` in a scenario: luassert's modules and say, the ones busted's users require.
function api.require(name)
  local field = PUBLIC_MODULES[name]
  if not field then
    error("scenarios can require only luassert, luassert.spy, luassert.stub, luassert.mock, luassert.match "
      .. "and say, not " .. machinery().show(name), 2)
  end
  return load_luassert()[field]
end

-- Gives `environment` luassert's globals as stand-ins that load luassert on first use (most
-- scenarios never do) and forward to the real ones.
local function install_luassert(environment)
  stand_ins_environment = environment
  for _, name in ipairs { "assert", "spy", "stub", "mock", "match" } do
    stand_ins[name] = setmetatable({}, {
      __index = function(_, key) return load_luassert()[name][key] end,
      __call = function(_, ...) return load_luassert()[name](...) end,
    })
    environment[name] = stand_ins[name]
  end
end
