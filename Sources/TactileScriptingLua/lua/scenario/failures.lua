-- Failures: what a failed assertion, an error or `pending(...)` raises, located at the
-- scenario's own line.

local Failure = {}
Failure.__index = Failure
Failure.__tostring = function(failure) return failure.message end

-- The scenario file and line of the innermost frame that is not this API.
local function scenario_location(level)
  level = (level or 1) + 1
  while true do
    local what, source, line, short = frame(level)
    if not what then return nil end
    if what ~= "C" and not internal(source) and line > 0 then
      return (source:gsub("^[@=]", "")), line, short
    end
    level = level + 1
  end
end

-- Raises a failure of `kind` ("failure" by default, or "pending") at the scenario's line.
local function fail(message, kind)
  local file, line = scenario_location(2)
  error(setmetatable({ message = message, file = file, line = line, kind = kind or "failure" }, Failure), 0)
end

local function scenario_traceback(level)
  local lines = {}
  for text in traceback(nil, level + 1):gmatch("[^\n]+") do
    if not text:find("^%s*tactile[%w.]*:") and not text:find("[C]: in function 'xpcall'", 1, true) then
      lines[#lines + 1] = text
    end
  end
  return table.concat(lines, "\n")
end

-- Turns whatever was raised into a Failure carrying a location and a traceback.
local function on_error(raised)
  if getmetatable(raised) == Failure then return raised end
  local message = type(raised) == "string" and raised or ("error object is a " .. type(raised) .. " value: " .. show(raised))
  local file, line, short = scenario_location(2)
  local prefix = short and (short .. ":" .. line .. ": ")
  if prefix and message:sub(1, #prefix) == prefix then message = message:sub(#prefix + 1) end
  return setmetatable({ message = message, file = file, line = line,
                        kind = raised == "not enough memory" and "memory" or "lua",
                        traceback = scenario_traceback(2) }, Failure)
end

-- Runs fn protected; returns nil or a Failure. Memory errors raised by Lua itself
-- bypass the handler; those a guarded `pcall` passed on come through it.
local function protect(fn)
  local ok, failure = xpcall(fn, on_error)
  if ok then return nil end
  if getmetatable(failure) ~= Failure then
    return setmetatable({ message = tostring(failure), kind = "memory" }, Failure)
  end
  return failure
end

-- The same failure with its message prefixed by where it happened ("in setup: ").
local function within(failure, place)
  local copy = setmetatable({}, Failure)
  for key, value in pairs(failure) do copy[key] = value end
  copy.message = place .. ": " .. tostring(failure.message)
  return copy
end
