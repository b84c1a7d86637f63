-- summary: A button that flips between On and Off at each tap and swells while pressed (seed 003, recipes 2-1, 2-2).
--
-- A subclass of Button. It registers itself as the target of its own touchUpInside to flip
-- `isOn` and retitle itself for the normal and highlighted states. While the finger is on it
-- (touchDown, drag inside, drag enter) it swells to 110 % over 0.2 s and relaxes when the
-- finger leaves, is cancelled, or lifts (a model of the recipe's transform animation:
-- `zoom` is the scale). Other targets added by scripts run after its own.
--
-- It draws the recipe's art in code: a glossy lozenge, green when on and red when off, a shade
-- darker while pressed, with the title in white on it, all scaled by `zoom` about the centre.
-- Like the recipe's button it is a custom button (what `Button{}` makes, as `UIButton(frame:)`
-- does), and it draws its title itself, on its art. The lozenge leaves room for the swell.

local function retitle(self)
  local title = self.isOn and "On" or "Off"
  self:setTitle(title, "normal")
  self:setTitle(title, "highlighted")
end

local function zoomTo(self, scale) animate(self, { zoom = scale }, 0.2) end

local ON, OFF = Color(0.2, 0.7, 0.3), Color(0.85, 0.2, 0.2)

local function shaded(color, by)
  return Color(color.red * by, color.green * by, color.blue * by)
end

Control.define{
  name = "ToggleButton",
  base = "Button",
  properties = {
    isOn = { type = "boolean", default = true, didSet = retitle },
    zoom = { type = "number", default = 1 },
  },

  init = function(self)
    self.frame = Rect(0, 0, 200, 44)
    retitle(self)
    self:addTarget(function(button)
      button.isOn = not button.isOn
      zoomTo(button, 1)
    end, "touchUpInside")
    self:addTarget(function(button) zoomTo(button, 1.1) end, { "touchDown", "touchDragInside", "touchDragEnter" })
    self:addTarget(function(button) zoomTo(button, 1) end, { "touchDragExit", "touchCancel", "touchDragOutside" })
  end,

  draw = function(self, ctx, rect)
    local b = self.bounds
    local centre = Point(b.x + b.width / 2, b.y + b.height / 2)
    ctx:saveGState()
    ctx:translateBy(centre.x, centre.y)
    ctx:scaleBy(self.zoom, self.zoom)
    local w, h = b.width / 1.12, b.height / 1.12
    local lozenge = BezierPath.roundedRect(Rect(-w / 2, -h / 2, w, h), h / 2)
    local base = self.isOn and ON or OFF
    if self.isHighlighted then base = shaded(base, 0.8) end
    ctx:setShadow(Size(0, 1), 2, Color{ white = 0, alpha = 0.35 })
    ctx:setFillColor(base)
    ctx:addPath(lozenge)
    ctx:fillPath()
    ctx:setShadow(nil)
    lozenge:addClip()
    ctx:drawLinearGradient(Gradient{ colors = { Color{ white = 1, alpha = 0.45 }, Color{ white = 1, alpha = 0 } } },
      Point(0, -h / 2), Point(0, 0))
    ctx:drawText(self.currentTitle or "", Rect(-w / 2, -11, w, 22),
      { font = Font.boldSystemFont(17), color = Color.white, alignment = "center", numberOfLines = 1 })
    ctx:restoreGState()
  end,

  description = function(self) return self.isOn and "on" or "off" end,
}
