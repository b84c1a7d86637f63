-- A control for the fuzzer's tests of its limits: its continueTracking never returns once the
-- finger moves far to the right.
Control.define{
  name = "Stuck",
  init = function(self) self.frame = Rect(0, 0, 200, 100) end,
  continueTracking = function(self, touch, event)
    if touch:locationIn(self).x > 150 then
      while true do end
    end
    return true
  end,
}
