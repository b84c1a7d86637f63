-- summary: A button that flips between On and Off at each tap and swells while pressed (seed 003, recipes 2-1, 2-2).
--
-- A subclass of Button. It registers itself as the target of its own touchUpInside to flip
-- `isOn` and retitle itself for the normal and highlighted states. While the finger is on it
-- (touchDown, drag inside, drag enter) it swells to 110 % over 0.2 s and relaxes when the
-- finger leaves, is cancelled, or lifts (a model of the recipe's transform animation:
-- `zoom` is the scale). Other targets added by scripts run after its own.

local function retitle(self)
  local title = self.isOn and "On" or "Off"
  self:setTitle(title, "normal")
  self:setTitle(title, "highlighted")
end

local function zoomTo(self, scale) animate(self, { zoom = scale }, 0.2) end

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

  description = function(self) return self.isOn and "on" or "off" end,
}
