-- summary: A segmented control that also reports a tap on the segment already selected (seed 003, recipe 2-4).
--
-- A subclass of SegmentedControl. It overrides touchesEnded: the base class runs first (so
-- selection and valueChanged behave as usual, and a tap on the selected segment sends
-- nothing), then the control tells its `tapDelegate` — any table with a
-- `performSegmentAction(control)` function — about every lift, whether or not the selection
-- changed. It also sends its custom `segmentTapped` event, for targets.
--
-- Like the recipe, it shows a second tap: the selected segment is marked in red (`reselected`
-- is true) until another segment is selected. It draws the standard look (`self.super.draw`)
-- and the mark over it.

Control.define{
  name = "SecondTapSegmentedControl",
  base = "SegmentedControl",
  events = { "segmentTapped" },
  properties = {
    tapDelegate = { type = "table", default = nil },
    reselected = { type = "boolean", default = false, readOnly = true, get = function(self) return self._reselected == true end },
  },

  touchesEnded = function(self, touches, event)
    local before = self.selectedSegmentIndex
    self.super.touchesEnded(self, touches, event)
    local reselected = before >= 0 and self.selectedSegmentIndex == before
    if reselected ~= (self._reselected == true) then
      self._reselected = reselected
      self:setNeedsDisplay()
    end
    local delegate = self.tapDelegate
    if delegate then delegate:performSegmentAction(self) end
    self:sendActions("segmentTapped")
  end,

  draw = function(self, ctx, rect)
    self.super.draw(self, ctx, rect)
    if not self._reselected or self.selectedSegmentIndex < 0 then return end
    local f = self:frameForSegment(self.selectedSegmentIndex)
    ctx:setStrokeColor(Color.systemRed)
    ctx:setLineWidth(2)
    ctx:addPath(BezierPath.roundedRect(Rect(f.x + 3, f.y + 3, f.width - 6, f.height - 6), 6))
    ctx:strokePath()
  end,
}
