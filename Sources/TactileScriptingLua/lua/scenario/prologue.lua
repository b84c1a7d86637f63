-- The scenario API, run once per scenario file before the file itself, in a host
-- environment: the standard library as the state opened it, of which the scenario's own
-- sandbox has copies (so nothing the scenario does to its libraries reaches the runner). Locations
-- and tracebacks come from the host's stack-reading functions, not from `debug`, which
-- nothing here holds. The files scenario/prologue, stand_ins, luassert and environment.lua
-- make one chunk, in that order; the machinery of tests (see stand_ins.lua), `expect`'s matchers
-- and luassert's loading are parts of their own, loaded on first use.
-- Each part loaded adds the host functions it calls to `host` (`load_part(name, env, host)`).
local host = {}
host.mode, host.traffic_transcript, host.load_part, host.sandbox, host.frame, host.traceback, host.trusted_globals = ...
local frame, traceback = host.frame, host.traceback
-- Tactile's own chunks (this API, the session's prelude, defined classes' members, luassert)
-- are all named "=tactile…": failures are located at the first frame that is not one of them.
local INTERNAL_PREFIX = "=tactile"
local function internal(source) return source:sub(1, #INTERNAL_PREFIX) == INTERNAL_PREFIX end
local MODE = host.mode
local api = {}

-- The errors a scenario must not be able to catch: a test out of budget, memory or time
-- stops at once, however many `pcall`s it nests, and is reported as such. They are
-- recognised by their text.
local function is_limit_error(raised)
  return type(raised) == "string"
    and (raised:find("instruction budget exhausted", 1, true) or raised == "not enough memory"
      or raised:find("interrupted", -11, true) ~= nil)
end

local raw_pcall, raw_xpcall = pcall, xpcall

local function rethrow_limits(ok, ...)
  if not ok and is_limit_error((...)) then error((...), 0) end
  return ok, ...
end

-- `pcall` and `xpcall` as scenarios see them: like Lua's, but limit errors go on up.
local function guarded_pcall(fn, ...)
  return rethrow_limits(raw_pcall(fn, ...))
end

local function guarded_xpcall(fn, handler, ...)
  local function pass_limits(raised)
    if is_limit_error(raised) then return raised end
    return handler(raised)
  end
  return rethrow_limits(raw_xpcall(fn, pass_limits, ...))
end

-- luassert's state snapshots around each block and test (set by luassert.lua once it is
-- loaded): `open()` returns a scope, `close(scope)` reverts the spies and stubs made in it.
local isolation = { open = function() return {} end, close = function() end }
