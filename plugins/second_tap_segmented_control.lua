-- summary: A segmented control that also reports a tap on the segment already selected (seed 003, recipe 2-4).
--
-- A subclass of SegmentedControl. It overrides touchesEnded: the base class runs first (so
-- selection and valueChanged behave as usual, and a tap on the selected segment sends
-- nothing), then the control tells its `tapDelegate` — any table with a
-- `performSegmentAction(control)` function — about every lift, whether or not the selection
-- changed. It also sends its custom `segmentTapped` event, for targets.

Control.define{
  name = "SecondTapSegmentedControl",
  base = "SegmentedControl",
  events = { "segmentTapped" },
  properties = {
    tapDelegate = { type = "table", default = nil },
  },

  touchesEnded = function(self, touches, event)
    self.super.touchesEnded(self, touches, event)
    local delegate = self.tapDelegate
    if delegate then delegate:performSegmentAction(self) end
    self:sendActions("segmentTapped")
  end,
}
