-- Traffic -----------------------------------------------------------------------

api.traffic = {}

-- Adds a hand-made record: {kind = "emitted"|"delivered"|"unhandled"|"failed"|"note", sender =, event =,
-- target =, action =, inputEvent = (a name, or false for none), value =, text =, time =}.
function api.traffic:record(fields)
  if type(fields) ~= "table" then fail("traffic:record expects a table {kind =, sender =, event =, ...}") end
  local function text(key) return fields[key] ~= nil and tostring(fields[key]) or nil end
  local function name(key) return fields[key] ~= nil and api.namer(fields[key]) or nil end
  if fields.time ~= nil and type(fields.time) ~= "number" then fail("traffic:record time must be a number") end
  local inputEvent = name("inputEvent")
  if fields.inputEvent == false then inputEvent = "nil" end
  local ok, message = host.traffic_record(text("kind") or "emitted", name("sender") or "", text("event") or "",
    name("target"), text("action"), text("value"), text("text"), fields.time, inputEvent)
  if not ok then fail(message) end
end

-- Every record as a table {seq, time, kind, sender, event, target, action, inputEvent, value, text},
-- read in one pass.
function api.traffic:all()
  return host.traffic_all()
end

function api.traffic:of(sender)
  local name, selected = api.namer(sender), {}
  for _, record in ipairs(self:all()) do
    if record.sender == name then selected[#selected + 1] = record end
  end
  return selected
end

-- `traffic()` is short for `traffic:all()`.
setmetatable(api.traffic, { __call = function(self) return self:all() end })

function api.traffic:transcript() return host.traffic_transcript() end
function api.traffic:clear() host.traffic_reset() end

-- How a control (or any value) is named in traffic: a string as it is, a table by its
-- `name` field (a bound control's `name` is its traffic name), anything else by tostring.
function api.namer(value)
  if type(value) == "string" then return value end
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

local function test_count() return #tests end

local function test_path(index) return tests[index].line, table.unpack(tests[index].path) end

local function run_test(index)
  local test = tests[index]
  if test.pending then
    return flatten({ status = "skipped", message = test.pending, line = test.line }, test.path)
  end
  return flatten(execute(test), test.path)
end

return environment, test_count, test_path, run_test, plan
