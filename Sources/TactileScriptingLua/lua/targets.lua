-- Lua targets, run in the session's API table like the prelude when Swift first needs them
-- (a table registered as a target, a member looked up from Swift). Receives the host table,
-- and leaves `watchTarget`, `lookup`, `nameOf` and the two weak tables in it.
local H = ...
local setmetatable, getmetatable, rawget, type = setmetatable, getmetatable, rawget, type

-- Lua targets (tables) are held weakly: when one is collected, a sentinel finalized with
-- it tells Swift to drop its side, so its registrations stop receiving actions.
local targetObjects = setmetatable({}, { __mode = "v" })  -- id -> object
local targetIds = setmetatable({}, { __mode = "k" })      -- object -> id
local sentinels = setmetatable({}, { __mode = "k" })      -- object -> sentinel
H.targetObjects, H.targetIds = targetObjects, targetIds
function H.watchTarget(object, id)
  local releaseTarget = H.releaseTarget
  targetObjects[id] = object
  targetIds[object] = id
  sentinels[object] = setmetatable({}, { __gc = function() releaseTarget(id) end })
end
function H.lookup(object, key) return object[key] end
function H.nameOf(object)
  local mt = getmetatable(object)
  if type(mt) == "table" and type(rawget(mt, "__name")) == "string" then return mt.__name end
  return type(object)
end
