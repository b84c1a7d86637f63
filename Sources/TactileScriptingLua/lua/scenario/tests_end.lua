-- What the API's core calls: what luassert's loading and `require` use, and the host's entry
-- points (see environment.lua). The scenario's functions, which the stand-ins call, the part
-- has put in `api`.
local function run_test(index)
  local test = tests[index]
  if test.pending then
    return flatten({ status = "skipped", message = test.pending, line = test.line }, test.path)
  end
  return flatten(execute(test), test.path)
end

return {
  show = show, fail = fail, expectations = expectations,
  test_count = function() return #tests end,
  test_path = function(index) return tests[index].line, table.unpack(tests[index].path) end,
  run_test = run_test, plan = plan,
}
