-- Stand-ins: the machinery of blocks and tests (the part made of scenario/tests_start, values,
-- failures, running, blocks, expect and tests_end.lua) is loaded the first time a scenario
-- calls any of it — `describe`, `it`, `expect`, … — or luassert loads, so an empty file never
-- loads it. Until then the API's functions are stand-ins that load it and call the real one.

local loaded_machinery

-- The part, loaded on first use: what tests_end.lua returns.
local function machinery()
  if not loaded_machinery then
    loaded_machinery = host.load_part("tests", _ENV, host)(host, api, isolation, frame, traceback, internal, guarded_pcall)
  end
  return loaded_machinery
end

-- Returns its arguments: `return pass(f(...))` calls f without a tail call, which would
-- show in tracebacks as "(...tail calls...)".
local function pass(...) return ... end

-- The part's function `name`, which replaces this stand-in in `api` as the part loads, called
-- from a frame of the API's own, which failures are located past and tracebacks leave out.
local function stand_in(name)
  return function(...)
    machinery()
    return pass(api[name](...))
  end
end

for _, name in ipairs { "describe", "it", "pending", "finally", "before_each", "after_each", "setup", "teardown",
                        "print", "expect" } do
  api[name] = stand_in(name)
end
