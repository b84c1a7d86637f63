-- `touch(view)`: one finger driven step by step; each step returns the chain. Run in the
-- session's API table like the prelude, when `touch` is first read. Receives the host table.
local H = ...
local setmetatable, error = setmetatable, error

local touchSteps = {}
touchSteps.__index = touchSteps
touchSteps.__name = "TouchChain"
local function step(primitive)
  return function(chain, ...)
    local ok, message = primitive(chain.id, chain.view, ...)
    if not ok then error(message, 2) end
    return chain
  end
end
touchSteps.down = function(chain, ...)
  local ok, id = H.touchDown(chain.view, ...)
  if not ok then error(id, 2) end
  chain.id = id
  return chain
end
touchSteps.move = step(H.touchMove)
touchSteps.up = step(H.touchUp)
touchSteps.cancel = step(H.touchCancel)
touchSteps.wait = function(chain, seconds) clock.advance(seconds); return chain end
function touch(view)
  return setmetatable({ view = view }, touchSteps)
end

