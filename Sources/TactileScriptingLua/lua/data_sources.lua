-- Data sources' Lua side: a script's table data source is read as a script reads a table, through
-- its metatable, so a question its table forwards with __index (to the data source it replaced)
-- is found as one it answers itself. Run in the session's API table when a table view first
-- needs it. Returns `field`.
local function field(source, name)
  return source[name]
end

return field
