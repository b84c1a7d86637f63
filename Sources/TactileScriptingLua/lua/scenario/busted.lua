-- busted's assert names ------------------------------------------------------------
-- `assert.are.same(expected, actual)`, `assert.is_true(v)`, `assert.is_not_nil(v)`,
-- `assert.has_error(fn, message)`, … : the expected value comes first, as in busted.
-- `assert(v, message)` itself stays Lua's.

-- Raw equality, busted's `equal`.
function matchers.identical(actual, expected)
  return actual == expected, "expected: " .. show(expected) .. "\n  actual: " .. show(actual),
    "expected a value other than " .. show(expected)
end

-- Each busted form as (matcher, actual, further arguments).
local BUSTED_FORMS = {
  equal = function(expected, actual) return "identical", actual, expected end,
  same = function(expected, actual) return "equal", actual, expected end,
  near = function(expected, actual, tolerance) return "near", actual, expected, tolerance end,
  matches = function(pattern, actual) return "match", actual, pattern end,
  truthy = function(value) return "truthy", value end,
  falsy = function(value) return "falsy", value end,
  ["true"] = function(value) return "identical", value, true end,
  ["false"] = function(value) return "identical", value, false end,
  ["nil"] = function(value) return "nil", value end,
  error = function(fn, message)
    if message == nil then return "fail", fn end
    return "fail_with", fn, message
  end,
}
BUSTED_FORMS.equals, BUSTED_FORMS.match = BUSTED_FORMS.equal, BUSTED_FORMS.matches

local BUSTED_FILLERS = { are = true, is = true, has = true, was = true }
local BUSTED_NEGATORS = { are_not = true, is_not = true, has_no = true, no = true }

local function busted_chain(negated)
  return setmetatable({}, {
    -- Lua's own assert, raising at the caller's line
    __call = function(_, condition, ...)
      if condition then return condition, ... end
      local message = ...
      if message == nil then message = "assertion failed!" end
      error(message, 2)
    end,
    __index = function(_, key)
      if BUSTED_FILLERS[key] then return busted_chain(negated) end
      if BUSTED_NEGATORS[key] then return busted_chain(not negated) end
      local name, flip = key, false
      for _, prefix in ipairs { "is_not_", "are_not_", "has_no_", "not_" } do
        if type(name) == "string" and name:sub(1, #prefix) == prefix then name, flip = name:sub(#prefix + 1), true end
      end
      if type(name) == "string" then name = name:match("^is_(.+)$") or name:match("^are_(.+)$") or name:match("^has_(.+)$") or name end
      local form = BUSTED_FORMS[name]
      if not form then fail("assert has no assertion named " .. show(key)) end
      return function(...)
        local call = table.pack(form(...))
        apply(matchers[call[1]], negated ~= flip, table.unpack(call, 2, call.n))
      end
    end,
  })
end

api.assert = busted_chain(false)
