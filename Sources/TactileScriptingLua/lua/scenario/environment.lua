-- Traffic -----------------------------------------------------------------------

-- The scenario's own part of the `traffic` table; the session's prelude adds the records
-- (`traffic()`, `all`, `of`), `clear`, `note` and `watch`, the same as in the REPL.
api.traffic = {}

function api.traffic:transcript() return host.traffic_transcript() end

-- How a control (or any value) is named in traffic: a string as it is, an object or a
-- registered table target as the traffic names it, a table by its `name` field, anything
-- else by tostring.
function api.namer(value)
  if type(value) == "string" then return value end
  local named = api.traffic.nameOf and api.traffic.nameOf(value)
  if named then return named end
  if type(value) == "table" or type(value) == "userdata" then
    local ok, name = pcall(function() return value.name end)
    if ok and type(name) == "string" then return name end
  end
  return tostring(value)
end

-- The scenario's environment --------------------------------------------------------
-- A sandbox of its own, as every plugin gets: no `io`, `debug`, `package`, `dofile` or
-- `loadfile`; an `os` that only reads clocks and dates; text-only `load`; a `require` of
-- luassert's modules only, and luassert's `assert`, `spy`, `stub`, `mock` and `match`.
-- Tactile's API is read through to by the session (see plugins.lua).
-- A trusted script (`tactile run --trust`) runs in the interpreter's own global table
-- instead, as in Lua's interpreter: the blocks join it, and Lua's `assert`, `pcall`,
-- `xpcall`, `print` and `require` stay as they are.

local environment
if host.trusted_globals then
  environment = host.trusted_globals
else
  environment = host.sandbox()
  environment.pcall, environment.xpcall, environment.require = guarded_pcall, guarded_xpcall, api.require
  install_luassert(environment)
  if MODE == "test" then environment.print = api.print end
end
environment.describe, environment.context, environment.it, environment.pending = api.describe, api.describe, api.it, api.pending
environment.before_each, environment.after_each, environment.finally = api.before_each, api.after_each, api.finally
-- busted's once-per-block hooks; Tactile runs them all lazily (see scenarios §2.1).
environment.setup, environment.teardown = api.setup, api.teardown
environment.lazy_setup, environment.lazy_teardown = api.setup, api.teardown
environment.strict_setup, environment.strict_teardown = api.setup, api.teardown
environment.expect, environment.traffic = api.expect, api.traffic

-- Entry points for the host -----------------------------------------------------------

-- A file that never used the machinery of tests defined none. None is a tail call, which
-- would show in a test's traceback (see stand_ins.lua).

local function test_count() return loaded_machinery and loaded_machinery.test_count() or 0 end

local function test_path(index) return pass(machinery().test_path(index)) end

local function run_test(index) return pass(machinery().run_test(index)) end

local function plan(...)
  if loaded_machinery then loaded_machinery.plan(...) end
end

return environment, test_count, test_path, run_test, plan
