-- What the API's core calls: the scenario's functions (each the target of a stand-in), what
-- luassert's loading and `require` use, and the host's entry points (see environment.lua).
local function run_test(index)
  local test = tests[index]
  if test.pending then
    return flatten({ status = "skipped", message = test.pending, line = test.line }, test.path)
  end
  return flatten(execute(test), test.path)
end

return {
  describe = api.describe, it = api.it, pending = api.pending, finally = api.finally,
  before_each = api.before_each, after_each = api.after_each, setup = api.setup, teardown = api.teardown,
  print = api.print, expect = api.expect,
  show = show, fail = fail, expectations = expectations,
  test_count = function() return #tests end,
  test_path = function(index) return tests[index].line, table.unpack(tests[index].path) end,
  run_test = run_test, plan = plan,
}
