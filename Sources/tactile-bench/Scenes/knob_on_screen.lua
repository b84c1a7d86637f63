-- What `tactile-bench plugins` drags: a continuous Knob on screen with a Lua valueChanged target
-- counting reports. Returns the knob and a function answering its angle.
reports = 0
local knob = Knob{ frame = {100, 100, 100, 100}, continuous = true, angle = 2 }
window:addSubview(knob)
knob:addTarget(function(sender, event) reports = reports + 1 end, "valueChanged")
return knob, function() return knob.angle end
