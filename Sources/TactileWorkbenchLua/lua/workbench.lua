-- What the workbench asks of a session in Lua. Returns a table of functions:
--
-- get(object, name), set(object, name, value): a view's property read and set through the same
--   metamethods a script's `view.name` and `view.name = value` go through, so a setter's checks
--   and its error messages are the ones a script gets.
local functions = {}

function functions.get(object, name)
  return object[name]
end

function functions.set(object, name, value)
  object[name] = value
end

return functions
