-- A control for the fuzzer's coverage tests: the lines of each stage below are reached only by
-- touching five bands 64 pt wide across the control in order, any other touch starting over.
local BAND = 64

Control.define{
  name = "Maze",
  init = function(self)
    self.frame = Rect(0, 0, 320, 80)
    self._stage = 0
  end,
  beginTracking = function(self, touch, event)
    local band = math.floor(touch:locationIn(self).x / BAND)
    if band ~= self._stage then
      self._stage = 0
      return false
    end
    self._stage = self._stage + 1
    if self._stage == 1 then
      self._one = true
    end
    if self._stage == 2 then
      self._two = true
    end
    if self._stage == 3 then
      self._three = true
    end
    if self._stage == 4 then
      self._four = true
    end
    if self._stage == 5 then
      self._five = true
    end
    return true
  end,
}
