-- The virtual clock: `clock.now` reads the time. Run in the session's API table like the
-- prelude, when `clock` is first read. Receives the host table.
local H = ...
local setmetatable, error, tostring = setmetatable, error, tostring

clock = setmetatable({ advance = H.advance, runUntilIdle = H.runUntilIdle, after = H.after }, {
  __index = function(_, k) if k == "now" then return H.now() end end,
  __newindex = function(_, k) error("clock." .. tostring(k) .. " is read-only", 2) end,
})
