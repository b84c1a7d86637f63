-- A control for the fuzzer's tests of its limits: a touch on its right half allocates until the
-- memory cap stops it.
Control.define{
  name = "Greedy",
  init = function(self) self.frame = Rect(0, 0, 200, 100) end,
  beginTracking = function(self, touch, event)
    if touch:locationIn(self).x > 100 then
      local hoard = {}
      while true do hoard[#hoard + 1] = string.rep("x", 1 << 20) .. #hoard end
    end
    return true
  end,
}
