-- Appearance proxies' Lua side: a value given to a proxy is assigned to a plain instance of the
-- class first, exactly as a script assigns it, so a value the property refuses fails with the
-- property's own error; reading a proxy's value back reads it from such an instance. Run in the
-- session's API table on the first proxy assignment. Returns `assign` and `read`.
local function assign(object, key, value)
  object[key] = value
end

local function read(object, key)
  return object[key]
end

return assign, read
