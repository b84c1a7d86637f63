-- expect(): its matchers (scenario/matchers.lua) are a chunk of their own, loaded the first
-- time a scenario calls `expect` or luassert loads, so a file that asserts nothing never
-- loads them.

local loaded_matchers, loaded_expect

-- The matchers, by name, and `expect`.
local function expectations()
  if not loaded_matchers then
    loaded_matchers, loaded_expect = host.load_part("matchers", _ENV, host)(show, difference, fail, guarded_pcall, host, api)
  end
  return loaded_matchers, loaded_expect
end

function api.expect(actual)
  local _, expect = expectations()
  return expect(actual)
end
