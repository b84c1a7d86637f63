-- Running: the tree of blocks, and one test with its hooks.

local root = { names = {}, before = {}, after = {}, setup = {}, teardown = {} }
local current = root
local tests = {}
local output = {}
-- Whether a test (with its hooks) is running; its `finally` functions while its body runs.
local in_test, finalizers = false, nil

local function chain_of(node)
  local chain = {}
  while node do table.insert(chain, 1, node); node = node.parent end
  return chain
end

-- Runs `hooks` in order until one fails; returns that failure, or nil.
local function run_hooks(hooks)
  for _, hook in ipairs(hooks) do
    local failure = protect(hook)
    if failure then return failure end
  end
end

-- The first time a test of a block runs: a luassert scope for the block, then its setup
-- hooks. A failed setup fails each of the block's tests without running it.
local function enter(chain)
  for _, node in ipairs(chain) do
    if not node.entered then
      node.entered = true
      node.scope = isolation.open()
      local failure = run_hooks(node.setup)
      node.setup_failure = failure and within(failure, "in setup")
    end
    if node.setup_failure then return node.setup_failure end
  end
end

-- After a block's last test: its teardown hooks (each of them, even after one failed), then
-- the spies and stubs made in the block are reverted. Returns the first failure, or nil.
local function leave(node)
  if not node.entered then return nil end
  node.entered = false
  local failure
  for _, hook in ipairs(node.teardown) do
    local raised = protect(hook)
    failure = failure or (raised and within(raised, "in teardown"))
  end
  local reverted = protect(function() isolation.close(node.scope) end)
  return failure or reverted
end

-- A result as the host reads it (see `flatten`), from a test and what failed in it.
local function result_of(test, failure)
  local result = { status = "passed", output = table.concat(output), line = test.line }
  if not failure then return result end
  if failure.kind == "pending" then
    result.status = "skipped"
  else
    result.status = failure.kind == "failure" and "failed" or "errored"
    result.kind = failure.kind ~= "failure" and failure.kind or nil
    result.traceback = failure.traceback
  end
  result.message = failure.message
  if failure.file == test.file then result.line = failure.line or test.line
  elseif failure.file then result.location, result.line = failure.file, failure.line end
  return result
end

-- Runs a registered test: the setup of blocks entered for the first time, before_each
-- outermost first, the body, its `finally` functions (last added first), after_each innermost
-- first; in `test` mode, after the last planned test of a block, its teardown.
local function execute(test)
  output = {}
  in_test = true
  local chain = chain_of(test.node)
  local failure = enter(chain)
  local scope = isolation.open()
  if not failure then
    for _, node in ipairs(chain) do
      failure = failure or run_hooks(node.before)
    end
    finalizers = {}
    if not failure then failure = protect(test.body) end
    local added = finalizers
    finalizers = nil
    for index = #added, 1, -1 do
      local raised = protect(added[index])
      failure = failure or raised
    end
    for index = #chain, 1, -1 do
      for _, hook in ipairs(chain[index].after) do
        local raised = protect(hook)
        failure = failure or raised
      end
    end
  end
  local reverted = protect(function() isolation.close(scope) end)
  failure = failure or reverted
  in_test = false
  for index = #chain, 1, -1 do
    if chain[index].last == test then
      local raised = leave(chain[index])
      failure = failure or raised
    end
  end
  return result_of(test, failure)
end

-- A result as the host reads it: status, error kind, message, line, location,
-- traceback, output, then the names of the test's path.
local function flatten(result, path)
  return result.status, result.kind, result.message, result.line, result.location, result.traceback,
    result.output or "", table.unpack(path)
end

-- The tests that will run, by index, in the order they will run: each block learns its last
-- test, after which its teardown runs.
local function plan(...)
  for position = 1, select("#", ...) do
    local test = tests[select(position, ...)]
    if not test.pending then
      for _, node in ipairs(chain_of(test.node)) do node.last = test end
    end
  end
end
