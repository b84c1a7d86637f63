-- luassert's loading, a chunk of its own that the scenario API loads when a scenario first
-- uses luassert (see luassert.lua), in the API's environment. It receives what it uses of
-- the API and returns luassert's modules, by the field of the scenario's globals that holds
-- each (`assert`, `spy`, `stub`, `mock`, `match`) and `say`.
local host, frame, fail, guarded_pcall, guarded_xpcall, expectations = ...

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

local require = library_environment().require
local luassert = {
  assert = require("luassert"), spy = require("luassert.spy"), stub = require("luassert.stub"),
  mock = require("luassert.mock"), match = require("luassert.match"), say = require("say"),
}
register_extensions(luassert.assert, luassert.say)
return luassert
