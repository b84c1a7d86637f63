-- The steps of `tactile fuzz`, each made with the scenario API a reproduction's steps use
-- (`touch(view):down(p)`, `tap`, `drag`, `clock.advance`, an assignment…), so the fuzzer runs
-- exactly what the scenario it writes runs (FuzzScriptWriter spells the same calls). Run in the
-- fuzzed scenario's environment; receives the views the set-up returned, in order. Returns the
-- step functions, by step name.
local views = ...
local fingers = {}   -- the touch chain of each finger down, by finger number

local steps = {}

function steps.down(finger, view, x, y)
  fingers[finger] = touch(views[view]):down({x, y})
end

function steps.move(finger, x, y)
  fingers[finger]:move({x, y})
end

function steps.up(finger)
  fingers[finger]:up()
  fingers[finger] = nil
end

function steps.cancel(finger)
  fingers[finger]:cancel()
  fingers[finger] = nil
end

function steps.wait(seconds)
  clock.advance(seconds)
end

function steps.tap(view, x, y, count)
  if count == 1 then
    tap(views[view], {x, y})
  else
    tap(views[view], {at = {x, y}, count = count})
  end
end

function steps.longPress(view, x, y, duration)
  longPress(views[view], {at = {x, y}, duration = duration})
end

function steps.drag(view, x1, y1, x2, y2, moves, duration)
  drag(views[view], {from = {x1, y1}, to = {x2, y2}, steps = moves, duration = duration})
end

function steps.swipe(view, x, y, direction, distance)
  swipe(views[view], direction, {from = {x, y}, distance = distance})
end

function steps.pinch(view, from, to)
  pinch(views[view], {from = from, to = to})
end

function steps.rotate(view, by)
  rotate(views[view], {by = by})
end

-- An assignment made by code: true, or false and the error it raised (a refusal, or an error
-- escaping the property's own functions).
function steps.set(view, key, value)
  return pcall(function() views[view][key] = value end)
end

function steps.reattach(view)
  local moved = views[view]
  local home = moved.superview
  moved:removeFromSuperview()
  home:addSubview(moved)
end

function steps.reloadData(view)
  views[view]:reloadData()
end

function steps.reloadPlugin(name)
  plugin.reload(name)
end

return steps
