-- The smallest pure-Lua rendering of a Knob drag move, printed by `tactile-bench plugins` beside the
-- fuller model for scale: the knob's arithmetic on plain fields and the dispatch of valueChanged
-- and touchDragInside, recorded — none of the plugin's own code, geometry values, declared
-- properties, or the window's and base class's part of the step.
--
-- Returns a function of `newDispatch` (Models/dispatch.lua) answering a function of n: makes n
-- moves between two finger positions and answers how many valueChanged reached the knob's
-- function target.
return function(newDispatch)
  local VALUE_CHANGED, DRAG_INSIDE = 1 << 12, 1 << 2
  local record, send = newDispatch()
  local knob = { name = "Knob#1", entries = {}, cache = {}, angle = 2, continuous = true, x = 100, y = 100, size = 100 }
  local function turn(from, to)
    local delta = (to - from) % (2 * math.pi)
    if delta > math.pi then delta = delta - 2 * math.pi end
    return delta
  end
  local function continueTracking(self, finger)
    local centre = { x = self.x + self.size / 2, y = self.y + self.size / 2 }
    local angle = math.atan(finger.y - centre.y, finger.x - centre.x)
    local value = self.angle + turn(self.finger, angle)
    self.finger = angle
    if value < 0 or value > 5 then
      self.angle = math.max(0, math.min(5, value)); send(self, VALUE_CHANGED, "valueChanged"); return false
    end
    self.angle = value
    if self.continuous then send(self, VALUE_CHANGED, "valueChanged") end
    return true
  end
  local calls = 0
  knob.entries[1] = { fn = function() calls = calls + 1 end, events = VALUE_CHANGED }
  local positions = { { x = 150 + 40 * math.cos(-0.1), y = 150 + 40 * math.sin(-0.1) },
                      { x = 150 + 40 * math.cos(0.1), y = 150 + 40 * math.sin(0.1) } }
  knob.finger = -0.1
  return function(n)
    calls = 0
    for i = 1, n do
      local finger = positions[i % 2 + 1]
      local inside = finger.x >= knob.x and finger.y >= knob.y
        and finger.x < knob.x + knob.size and finger.y < knob.y + knob.size
      if continueTracking(knob, finger) and inside then send(knob, DRAG_INSIDE, "touchDragInside") end
    end
    return calls
  end
end
