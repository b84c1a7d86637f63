-- Blocks: describe / it / pending, hooks, finally, and `print` into a test's output.

local function path_of(node, name)
  local path = table.move(node.names, 1, #node.names, 1, {})
  path[#path + 1] = name
  return path
end

local function check_name(kind, name)
  if type(name) ~= "string" then
    fail(kind .. " expects a name (string) first, got " .. type(name))
  end
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
  local node = { names = path_of(current, name), before = {}, after = {}, setup = {}, teardown = {}, parent = current }
  local outer = current
  current = node
  local ok, raised = guarded_pcall(body)
  current = outer
  if not ok then error(raised, 0) end
  -- `tactile run` runs tests as they stand: a block ends where its body does.
  if MODE == "run" then
    local failure = leave(node)
    if failure then error(failure, 0) end
  end
end

function api.it(name, body)
  check_name("it", name)
  if body == nil then return register(name, nil, "not implemented yet") end
  if type(body) ~= "function" then fail("it '" .. name .. "' expects a function") end
  register(name, body)
end

-- `pending(name [, reason])` beside tests declares a pending test; `pending(message)` inside
-- a running test stops it and reports it pending with the message.
function api.pending(name, reason)
  if in_test then fail(type(name) == "string" and name or "pending", "pending") end
  check_name("pending", name)
  register(name, nil, type(reason) == "string" and reason or "pending")
end

-- `finally(fn)` inside a test: fn runs once the test body ends, whether it passed or not.
function api.finally(fn)
  if type(fn) ~= "function" then fail("finally expects a function") end
  if not finalizers then fail("finally is called inside a running test (an it block)") end
  finalizers[#finalizers + 1] = fn
end

-- A hook-registering function: `before_each(fn)` adds fn to the current block's list `key`.
local function hook_adder(name, key)
  return function(hook)
    if type(hook) ~= "function" then fail(name .. " expects a function") end
    table.insert(current[key], hook)
  end
end

api.before_each, api.after_each = hook_adder("before_each", "before"), hook_adder("after_each", "after")
api.setup, api.teardown = hook_adder("setup", "setup"), hook_adder("teardown", "teardown")

-- In test mode `print` writes into the running test's output instead of stdout.
function api.print(...)
  local parts = table.pack(...)
  for index = 1, parts.n do parts[index] = tostring(parts[index]) end
  output[#output + 1] = table.concat(parts, "\t", 1, parts.n) .. "\n"
end
