-- luassert: busted's assertions, spies, stubs, mocks and matchers --------------------------
-- luassert and say are host code, loaded from the binary on first use into an environment
-- of their own: a sandbox plus what they read of the host — a `require` of their own modules
-- only, a `debug` whose `getmetatable` and `setmetatable` respect protected metatables and
-- whose `getinfo` reads the stack through the host, no `io` (so no terminal colours), no
-- `os.getenv`. A scenario gets luassert's tables and functions, never that environment. Its
-- `pcall` lets limits through, and its `error` raises a Failure at the author's line, so a
-- failed assertion is a failed test.

-- The modules a scenario may `require`, by the field of `luassert` below that holds each.
local PUBLIC_MODULES = {
  luassert = "assert", ["luassert.spy"] = "spy", ["luassert.stub"] = "stub", ["luassert.mock"] = "mock",
  ["luassert.match"] = "match", say = "say",
}

-- luassert's `debug.getinfo`, for a level or a function: source and lines, nothing else.
local function frame_info(what)
  local kind, source, line, short
  if type(what) == "function" then
    kind, source, line, short = frame(what)
  else
    kind, source, line, short = frame(what + 1)
  end
  if not kind then return nil end
  return { what = kind, source = source, short_src = short, currentline = line, linedefined = line }
end

local function library_environment()
  local env, loaded = host.sandbox(), {}
  function env.require(name)
    if loaded[name] == nil then
      local path = tostring(name):gsub("%.", "/")
      local text = host.library_source(path) or host.library_source(path .. "/init")
      if not text then error("module '" .. tostring(name) .. "' not found", 2) end
      local value = assert(load(text, "=tactile." .. name, "t", env))(name)
      loaded[name] = value == nil and true or value
    end
    return loaded[name]
  end
  local getmetatable_ = env.getmetatable
  env.debug = {
    getmetatable = getmetatable_,
    setmetatable = function(t, mt) return setmetatable(t, type(mt) == "table" and mt or nil) end,
    getinfo = frame_info,
  }
  env.io = { type = function() return nil end }
  env.package = { config = "/\n;\n?\n!\n-\n" }
  env.os.getenv = function() return nil end
  env.pcall, env.xpcall = guarded_pcall, guarded_xpcall
  env.error = function(message)
    if type(message) ~= "string" then error(message, 0) end
    fail(message)
  end
  return env
end

-- Tactile's matchers that luassert gains, as `assert.have_sent(slider, "valueChanged")`: each
-- registered with `assert:register` and its messages with `say:set`.
local EXTENSIONS = { "have_sent", "have_sent_exactly", "have_sent_in_order", "match_transcript", "match_snapshot" }

local function register_extensions(assert, say)
  local matchers = expectations()
  for _, name in ipairs(EXTENSIONS) do
    local matcher = matchers[name]
    local positive, negative = "assertion." .. name .. ".positive", "assertion." .. name .. ".negative"
    say:set(positive, "%s")
    say:set(negative, "%s")
    assert:register("assertion", name, function(state, arguments)
      local holds, message, negated_message = matcher(table.unpack(arguments, 1, arguments.n))
      arguments[1], arguments.n, arguments.nofmt = state.mod and message or negated_message, 1, { true }
      return holds
    end, positive, negative)
  end
end

local luassert
-- Scopes open now (blocks entered, the running test), innermost last.
local scopes = {}
-- What a scenario's `assert`, `spy`, `stub`, `mock` and `match` are until luassert is loaded
-- (see `install_luassert`), and the environment holding them.
local stand_ins, stand_ins_environment = {}, nil

local function load_luassert()
  if luassert then return luassert end
  local require = library_environment().require
  luassert = {
    assert = require("luassert"), spy = require("luassert.spy"), stub = require("luassert.stub"),
    mock = require("luassert.mock"), match = require("luassert.match"), say = require("say"),
  }
  register_extensions(luassert.assert, luassert.say)
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
      .. "and say, not " .. show(name), 2)
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
