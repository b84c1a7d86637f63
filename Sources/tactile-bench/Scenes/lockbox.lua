-- The fuzz benchmark's failure to shrink: a box that opens — breaking its invariant — once code
-- sets `a` to 7 and later `b` to 3, whatever else happens (`c` changes nothing). The benchmark
-- hides those two steps among 498 others (LockboxFailure.fiveHundredSteps, in Tests/TestSupport).
Control.define{
  name = "Lockbox",
  properties = {
    a = { type = "integer", default = 0, didSet = function(self, v) self._armed = v == 7 end },
    b = { type = "integer", default = 0, didSet = function(self, v) if self._armed and v == 3 then self._open = true end end },
    c = { type = "integer", default = 0 },
  },
  invariants = { ["stays shut"] = function(self) return not self._open end },
}

function fuzz()
  local box = Lockbox{frame = {95, 322, 200, 200}}
  window:addSubview(box)
  return box
end
