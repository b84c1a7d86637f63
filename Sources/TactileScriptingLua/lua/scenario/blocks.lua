-- Blocks: describe / it / pending / hooks, and running one test.

local Failure = {}
Failure.__index = Failure
Failure.__tostring = function(failure) return failure.message end

-- The scenario file and line of the innermost frame that is not this API.
local function scenario_location(level)
  level = (level or 1) + 1
  while true do
    local what, source, line, short = frame(level)
    if not what then return nil end
    if what ~= "C" and source ~= API_SOURCE and line > 0 then
      return (source:gsub("^[@=]", "")), line, short
    end
    level = level + 1
  end
end

local function fail(message)
  local file, line = scenario_location(2)
  error(setmetatable({ message = message, file = file, line = line, kind = "failure" }, Failure), 0)
end

local function scenario_traceback(level)
  local lines = {}
  for text in traceback(nil, level + 1):gmatch("[^\n]+") do
    if not text:find(API_NAME, 1, true) and not text:find("[C]: in function 'xpcall'", 1, true) then
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

local root = { names = {}, before = {}, after = {} }
local current = root
local tests = {}
local output = {}

local function path_of(node, name)
  local path = table.move(node.names, 1, #node.names, 1, {})
  path[#path + 1] = name
  return path
end

local function chain_of(node)
  local chain = {}
  while node do table.insert(chain, 1, node); node = node.parent end
  return chain
end

local function check_name(kind, name)
  if type(name) ~= "string" then
    fail(kind .. " expects a name (string) first, got " .. type(name))
  end
end

-- Runs a registered test: before_each outermost first, the body, after_each innermost first.
local function execute(test)
  output = {}
  local failure
  local chain = chain_of(test.node)
  for _, node in ipairs(chain) do
    for _, hook in ipairs(node.before) do
      failure = failure or protect(hook)
    end
  end
  if not failure then failure = protect(test.body) end
  for index = #chain, 1, -1 do
    for _, hook in ipairs(chain[index].after) do
      local hook_failure = protect(hook)
      failure = failure or hook_failure
    end
  end
  local result = { status = "passed", output = table.concat(output), line = test.line }
  if failure then
    result.status = failure.kind == "failure" and "failed" or "errored"
    result.kind = failure.kind ~= "failure" and failure.kind or nil
    result.message = failure.message
    result.traceback = failure.traceback
    if failure.file == test.file then result.line = failure.line or test.line
    elseif failure.file then result.location, result.line = failure.file, failure.line end
  end
  return result
end

-- A result as the host reads it: status, error kind, message, line, location,
-- traceback, output, then the names of the test's path.
local function flatten(result, path)
  return result.status, result.kind, result.message, result.line, result.location, result.traceback,
    result.output or "", table.unpack(path)
end

local function register(name, body, pending_reason)
  local file, line = scenario_location(2)
  local test = { path = path_of(current, name), node = current, body = body, file = file, line = line,
                 pending = pending_reason }
  if MODE == "run" then
    local result = pending_reason and { status = "skipped", message = pending_reason, line = line } or execute(test)
    host.inline_finished(flatten(result, test.path))
  else
    tests[#tests + 1] = test
  end
end

function api.describe(name, body)
  check_name("describe", name)
  if type(body) ~= "function" then fail("describe '" .. name .. "' expects a function") end
  local node = { names = path_of(current, name), before = {}, after = {}, parent = current }
  local outer = current
  current = node
  local ok, raised = guarded_pcall(body)
  current = outer
  if not ok then error(raised, 0) end
end

function api.it(name, body)
  check_name("it", name)
  if body == nil then return register(name, nil, "not implemented yet") end
  if type(body) ~= "function" then fail("it '" .. name .. "' expects a function") end
  register(name, body)
end

function api.pending(name, reason)
  check_name("pending", name)
  register(name, nil, type(reason) == "string" and reason or "pending")
end

function api.before_each(hook)
  if type(hook) ~= "function" then fail("before_each expects a function") end
  table.insert(current.before, hook)
end

function api.after_each(hook)
  if type(hook) ~= "function" then fail("after_each expects a function") end
  table.insert(current.after, hook)
end

-- In test mode `print` writes into the running test's output instead of stdout.
function api.print(...)
  local parts = table.pack(...)
  for index = 1, parts.n do parts[index] = tostring(parts[index]) end
  output[#output + 1] = table.concat(parts, "\t", 1, parts.n) .. "\n"
end
