-- Lua targets, run in the session's API table like the prelude when Swift first needs them
-- (a table registered as a target, a member looked up from Swift). Receives the host table,
-- and leaves `watchTarget`, `lookup`, `nameOf`, `callableAsFunction` and the two weak tables in
-- it.
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

-- A callable table or userdata given as a function target (a luassert spy: anything whose
-- metatable has `__call`) is called through one function standing for it, made once per object
-- and kept while the object lives, so that removing the object finds its registration. Nil for
-- anything that is not callable.
local standIns = setmetatable({}, { __mode = "k" })        -- object -> function
function H.callableAsFunction(object)
  local standIn = standIns[object]
  if standIn then return standIn end
  local mt = getmetatable(object)
  if type(mt) ~= "table" or rawget(mt, "__call") == nil then return nil end
  standIn = function(...) return object(...) end
  standIns[object] = standIn
  return standIn
end
