-- expect(): value matchers, error matchers and traffic matchers. A chunk of its own, loaded
-- when a scenario first calls `expect` or luassert first loads (see expect.lua), in the
-- scenario API's environment; it receives what it uses of the API and returns the matchers
-- and `expect`.
local show, difference, fail, guarded_pcall, host, api = ...

local matchers = {}
local FILLERS = { to = true, be = true, been = true, is = true, have = true, a = true, an = true, that = true }
local NEGATORS = { never = true, to_not = true, not_to = true, is_not = true }

-- A matcher returns: holds (boolean), message if it should hold, message if it should not.

function matchers.equal(actual, expected)
  local path = difference(expected, actual, "")
  local where = (path and path ~= "") and ("\n  first difference at " .. path) or ""
  return path == nil,
    "expected: " .. show(expected) .. "\n  actual: " .. show(actual) .. where,
    "expected a value different from " .. show(expected) .. ", got an equal one"
end
matchers.same = matchers.equal
matchers.equals = matchers.equal

function matchers.near(actual, expected, tolerance)
  tolerance = tolerance or 1e-9
  if type(expected) ~= "number" or type(tolerance) ~= "number" then
    fail("near expects a number and a tolerance, got " .. show(expected) .. " and " .. show(tolerance))
  end
  if type(actual) ~= "number" then
    return false, "expected a number near " .. show(expected) .. ", got " .. show(actual), ""
  end
  local off = math.abs(actual - expected)
  local range = show(expected) .. " ± " .. show(tolerance)
  return off <= tolerance,
    "expected: " .. range .. "\n  actual: " .. show(actual) .. " (off by " .. show(off) .. ")",
    "expected a value outside " .. range .. ", got " .. show(actual)
end

function matchers.truthy(actual)
  return not not actual, "expected a truthy value, got " .. show(actual), "expected a falsy value, got " .. show(actual)
end

function matchers.falsy(actual)
  return not actual, "expected a falsy value, got " .. show(actual), "expected a truthy value, got " .. show(actual)
end

matchers["nil"] = function(actual)
  return actual == nil, "expected nil, got " .. show(actual), "expected a value, got nil"
end

function matchers.match(actual, pattern)
  local holds = type(actual) == "string" and actual:find(pattern) ~= nil
  return holds, "expected a string matching " .. show(pattern) .. ", got " .. show(actual),
    "expected a string not matching " .. show(pattern) .. ", got " .. show(actual)
end

local function raised_message(raised)
  if type(raised) == "table" and raised.message then return tostring(raised.message) end
  return tostring(raised)
end

local function call_expecting_failure(actual)
  if type(actual) ~= "function" then fail("expected a function to call, got " .. show(actual)) end
  local ok, raised = guarded_pcall(actual)
  return ok, not ok and raised_message(raised) or nil
end

function matchers.fail(actual)
  local ok, message = call_expecting_failure(actual)
  return not ok, "expected the function to fail, but it returned normally",
    "expected the function not to fail, but it failed with: " .. tostring(message)
end
matchers.error = matchers.fail

function matchers.fail_with(actual, pattern)
  if type(pattern) ~= "string" then fail("fail_with expects a pattern (string), got " .. show(pattern)) end
  local ok, message = call_expecting_failure(actual)
  if ok then
    return false, "expected the function to fail with " .. show(pattern) .. ", but it returned normally", ""
  end
  local holds = message:find(pattern) ~= nil or message:find(pattern, 1, true) ~= nil
  return holds, "expected the function to fail with " .. show(pattern) .. "\n  actual error: " .. message,
    "expected the function not to fail with " .. show(pattern) .. ", but it did: " .. message
end

-- Traffic -----------------------------------------------------------------------

local function name_of(value)
  return api.namer(value)
end

-- An event, a set of events ({"touchDragInside", "touchDragOutside"}) or "*", as the host reads it.
local function event_pattern(event)
  if type(event) == "string" then return event end
  if type(event) == "table" and #event > 0 then
    for _, name in ipairs(event) do
      if type(name) ~= "string" then fail("an event set holds names (strings), got " .. show(name)) end
    end
    return table.concat(event, "|")
  end
  fail("expected an event name, a list of names or \"*\", got " .. show(event))
end

local function event_patterns(events)
  if type(events) ~= "table" then fail("expected a list of events, got " .. show(events)) end
  local patterns = {}
  for index, event in ipairs(events) do patterns[index] = event_pattern(event) end
  return patterns
end

-- The input event an action went with, as records name it: false for none ("nil" in the
-- transcript), an event's name, or the Event object itself.
local function input_event(value)
  if value == false then return "nil" end
  return name_of(value)
end

function matchers.have_sent(actual, event, options)
  options = options or {}
  if type(options) ~= "table" then fail("have_sent options must be a table {target =, action =, inputEvent =, times =}") end
  if options.times ~= nil and math.type(options.times) ~= "integer" then
    fail("have_sent times must be an integer, got " .. show(options.times))
  end
  local target = options.target ~= nil and name_of(options.target) or nil
  local action = options.action ~= nil and tostring(options.action) or nil
  local inputEvent = options.inputEvent ~= nil and input_event(options.inputEvent) or nil
  return host.traffic_sent(name_of(actual), event_pattern(event), target, action, options.times, inputEvent)
end

function matchers.have_sent_exactly(actual, events)
  return host.traffic_sent_exactly(name_of(actual), table.unpack(event_patterns(events)))
end

function matchers.have_sent_in_order(actual, events)
  return host.traffic_sent_in_order(name_of(actual), table.unpack(event_patterns(events)))
end

function matchers.match_transcript(actual, name)
  if actual ~= api.traffic then fail("match_transcript applies to traffic: expect(traffic).to.match_transcript(name)") end
  if type(name) ~= "string" then fail("match_transcript expects a transcript name, got " .. show(name)) end
  local holds, message = host.transcript_check(name)
  return holds, message, "expected traffic to differ from transcript " .. show(name) .. ", but it matches"
end

-- Pictures ------------------------------------------------------------------------

-- expect(view).to.match_snapshot(name [, {tolerance =, share =, scale =}]): the view drawn now
-- against __snapshots__/name.png beside the scenario.
function matchers.match_snapshot(actual, name, options)
  if type(name) ~= "string" then fail("match_snapshot expects a snapshot name, got " .. show(name)) end
  options = options or {}
  if type(options) ~= "table" then fail("match_snapshot options must be a table {tolerance =, share =, scale =}") end
  for key in pairs(options) do
    if key ~= "tolerance" and key ~= "share" and key ~= "scale" then
      fail("match_snapshot has no option " .. show(key) .. " (tolerance, share or scale)")
    end
  end
  local tolerance, share, scale = options.tolerance, options.share, options.scale
  if tolerance ~= nil and math.type(tolerance) ~= "integer" then
    fail("match_snapshot tolerance must be an integer, got " .. show(tolerance))
  end
  if share ~= nil and (type(share) ~= "number" or share ~= share) then fail("match_snapshot share must be a number, got " .. show(share)) end
  if scale ~= nil and (type(scale) ~= "number" or scale ~= scale) then fail("match_snapshot scale must be a number, got " .. show(scale)) end
  return host.snapshot_check(actual, name, tolerance, share, scale)
end

-- The fluent chain -----------------------------------------------------------------

local function lookup(key)
  while key do
    if matchers[key] then return matchers[key] end
    key = key:match("^to_(.+)$") or key:match("^be_(.+)$")
  end
end

-- Runs a matcher and fails with the message for the direction asserted.
local function apply(matcher, negated, actual, ...)
  local holds, message, negated_message = matcher(actual, ...)
  if negated and holds then fail(negated_message) end
  if not negated and not holds then fail(message) end
end

local function link(actual, negated)
  return setmetatable({}, { __index = function(self, key)
    if FILLERS[key] then return link(actual, negated) end
    if NEGATORS[key] then return link(actual, not negated) end
    local matcher = type(key) == "string" and lookup(key)
    if not matcher then fail("expect(...) has no matcher named " .. show(key)) end
    return function(first, ...)
      if rawequal(first, self) then  -- called with ':' instead of '.' (an expected value's __eq is not asked)
        apply(matcher, negated, actual, ...)
      else
        apply(matcher, negated, actual, first, ...)
      end
    end
  end })
end

local function expect(actual)
  return link(actual, false)
end

return matchers, expect
