-- The fuller pure-Lua model of one drag move through the Lua Knob that `tactile-bench plugins` prints
-- for scale: Tactile's share of the step written in Lua, around the plugin's own code.
--
-- The plugin file is evaluated in an environment like an untrusted plugin's, whose
-- `Control.define` keeps the definition table, so the model runs the plugin's own
-- `beginTracking`, `continueTracking` and `angle` setter, unchanged. Around them it does in Lua
-- what the Swift side does for the step:
--
-- - the driver moves the touch and updates the sequence's one event; the application hands
--   it to the touch's window, which groups the moved touches by view, hands them to the knob
--   and updates the touch's travel for tap counting (the window has no gesture recognizers);
-- - the control's tracking check, `continueTracking` called in protected mode (a failure is
--   recorded and the base class's answer, true, is used), the inside test against the bounds
--   grown by the 70-pt tracking slop, and touchDragEnter/Exit and touchDragInside/Outside
--   sent and recorded (uikit-rules §2.2, §2.5);
-- - the objects the plugin touches, as tables whose metatables do what the binding does:
--   `touch:locationIn(nil)`, `self.bounds` and `self:convertPoint(p, nil)` (walking the
--   superview chain) answer new `Point` and `Rect` values with the session's metatables;
--   `Point(x, y)` is the session's own constructor; declared properties are read from the
--   instance's state table and written through the type check, `validate`, `set` and
--   `didSet`; `_fields` are private state; each object reaching Lua is looked up in a
--   weak identity table, as the binding pushes a userdata;
-- - `self:sendActions("valueChanged")` resolves the name to its event bit and dispatches
--   through the dispatch model (Models/dispatch.lua).
--
-- The fidelity notes are left out: they are the scripting layer's own bookkeeping.
--
-- Returns a function of `(newDispatch, pluginSource, chunkName, x1, y1, x2, y2)`: loads the
-- plugin, puts a continuous knob with angle 2 at {100, 100, 100, 100} in a window with a finger
-- down at the first point, and returns two functions: `moves(n)`, which moves the finger n times
-- between the second point and the first and answers how many valueChanged reached the knob's
-- function target; and `angle()`, the knob's angle.
return function(newDispatch, pluginSource, chunkName, x1, y1, x2, y2)
  local setmetatable, rawget, pcall, ipairs, type, error, tostring = setmetatable, rawget, pcall, ipairs, type, error, tostring
  local byte, sqrt = string.byte, math.sqrt
  local EVENTS = {
    touchDown = 1 << 0, touchDownRepeat = 1 << 1, touchDragInside = 1 << 2, touchDragOutside = 1 << 3,
    touchDragEnter = 1 << 4, touchDragExit = 1 << 5, touchUpInside = 1 << 6, touchUpOutside = 1 << 7,
    touchCancel = 1 << 8, valueChanged = 1 << 12, primaryActionTriggered = 1 << 13,
  }
  local UNDERSCORE = byte("_")
  local record, send = newDispatch()

  -- The plugin, evaluated as the session evaluates an untrusted one.
  local definition
  local globals = {}
  for key, value in pairs(_G) do globals[key] = value end
  globals.Control = { define = function(fields) definition = fields end }
  local withheld = { io = true, debug = true, package = true, require = true, dofile = true, loadfile = true }
  local environment = setmetatable({}, { __index = function(_, key)
    if withheld[key] then return nil end
    return globals[key]
  end })
  assert(load(pluginSource, chunkName, "t", environment))()
  assert(definition, "the plugin defined no control")

  -- Objects reaching Lua: one proxy per object, as the binding keeps one userdata per object.
  local objects = setmetatable({}, { __mode = "k" })  -- proxy -> object
  local proxies = setmetatable({}, { __mode = "v" })  -- object -> proxy
  local function push(object)
    local proxy = proxies[object]
    if proxy == nil then
      proxy = setmetatable({}, object.class)
      proxies[object], objects[proxy] = proxy, object
    end
    return proxy
  end
  local function receiver(proxy, method)
    local object = objects[proxy]
    if object == nil then error("calling '" .. method .. "' on bad self", 3) end
    return object
  end

  -- A bound class: methods first, then properties, then what `read` and `write` add.
  local function class(name, methods, properties, read, write)
    return {
      __name = name,
      __index = function(proxy, key)
        local method = methods[key]
        if method ~= nil then return method end
        local object = objects[proxy]
        local get = properties[key]
        if get ~= nil then return get(object) end
        if read ~= nil then
          local found, value = read(object, key)
          if found then return value end
        end
        error(name .. " has no member '" .. tostring(key) .. "'", 2)
      end,
      __newindex = function(proxy, key, value)
        if write == nil or not write(objects[proxy], key, value) then
          error(name .. " has no settable member '" .. tostring(key) .. "'", 2)
        end
      end,
    }
  end

  -- Geometry values as Swift makes them: tables with the session's metatables.
  local pointMetatable, rectMetatable = getmetatable(Point(0, 0)), getmetatable(Rect(0, 0, 0, 0))
  local function point(x, y) return setmetatable({ x = x, y = y }, pointMetatable) end
  local function pointArgument(p)
    local x, y = rawget(p, 1), rawget(p, 2)
    if x == nil then x, y = rawget(p, "x"), rawget(p, "y") end
    if type(x) ~= "number" or type(y) ~= "number" then error("bad argument #1 (point expected)", 3) end
    return x, y
  end

  -- Views: a frame origin and size in the superview, bounds at the origin.
  local function toWindow(view, x, y)
    while view.superview ~= nil do
      x, y = x + view.x, y + view.y
      view = view.superview
    end
    return x, y
  end
  local function fromWindow(view, x, y)
    local wx, wy = toWindow(view, 0, 0)
    return x - wx, y - wy
  end

  local Event = class("Event", {}, { timestamp = function(event) return event.timestamp end })
  local Touch = class("Touch", {
    locationIn = function(proxy, view)
      local touch = receiver(proxy, "locationIn")
      if view == nil then return point(touch.x, touch.y) end
      return point(fromWindow(receiver(view, "locationIn"), touch.x, touch.y))
    end,
  }, {})

  -- The control: sending, overrides, declared properties.
  local function sendActions(control, events, name)
    send(control, events, name)
    if events & control.primaryEvents ~= 0 then
      send(control, EVENTS.primaryActionTriggered, "primaryActionTriggered")
    end
  end
  local function callOverride(control, hook, ...)
    local override = control.definition[hook]
    if override == nil then return false end
    local ok, result = pcall(override, push(control), ...)
    if ok then return true, result end
    record("failed", control.name, 0)
    return false
  end
  local function writeDeclared(control, name, property, value)
    if type(value) ~= property.type then
      error("bad argument #1 to '" .. definition.name .. "." .. name .. "' (" .. property.type .. " expected, got " .. type(value) .. ")", 3)
    end
    local proxy = push(control)
    if property.validate ~= nil then
      local accepted, reason = property.validate(proxy, value)
      if not accepted then error("bad argument #1 to '" .. definition.name .. "." .. name .. "' (" .. tostring(reason) .. ")", 3) end
    end
    local stored = value
    if property.set ~= nil then
      stored = property.set(proxy, value)
      if stored == nil then stored = value end
    end
    local old = control.state[name]
    control.state[name] = stored
    if property.didSet ~= nil and old ~= stored then property.didSet(proxy, stored, old) end
  end
  local Knob = class(definition.name, {
    convertPoint = function(proxy, p, to)
      local x, y = toWindow(receiver(proxy, "convertPoint"), pointArgument(p))
      if to == nil then return point(x, y) end
      return point(fromWindow(receiver(to, "convertPoint"), x, y))
    end,
    sendActions = function(proxy, name)
      local control = receiver(proxy, "sendActions")
      local events = EVENTS[name]
      if events == nil then error("unknown event '" .. tostring(name) .. "'", 2) end
      sendActions(control, events, name)
    end,
  }, {
    bounds = function(view) return setmetatable({ x = 0, y = 0, width = view.width, height = view.height }, rectMetatable) end,
  }, function(control, key)
    if definition.properties[key] ~= nil or type(key) == "string" and byte(key, 1) == UNDERSCORE then
      return true, control.state[key]
    end
    return false
  end, function(control, key, value)
    local property = definition.properties[key]
    if property ~= nil then
      writeDeclared(control, key, property, value)
    elseif type(key) == "string" and byte(key, 1) == UNDERSCORE then
      control.state[key] = value
    else
      return false
    end
    return true
  end)

  -- The base class's move (Control.touchesMoved).
  local function touchesMoved(control, touches, event)
    local touch = control.trackedTouch
    if not control.isTracking or not touches[touch] then return end
    local called, keepTracking = callOverride(control, "continueTracking", push(touch), push(event))
    control.isTracking = not called or not not keepTracking
    if not control.isTracking then return end
    local x, y = fromWindow(control, touch.x, touch.y)
    local slop = control.touchSlop
    local inside = x >= -slop and y >= -slop and x < control.width + slop and y < control.height + slop
    local crossed = inside ~= control.isTouchInside
    control.isTouchInside = inside
    control.isHighlighted = inside and control.isEnabled
    if crossed then
      if inside then sendActions(control, EVENTS.touchDragEnter, "touchDragEnter")
      else sendActions(control, EVENTS.touchDragExit, "touchDragExit") end
    end
    if inside then sendActions(control, EVENTS.touchDragInside, "touchDragInside")
    else sendActions(control, EVENTS.touchDragOutside, "touchDragOutside") end
  end

  -- The window's part: the moved touches grouped by view and handed over, then their travel.
  local function windowSendEvent(window, event)
    local views, touchesOf = {}, {}
    for _, touch in ipairs(event.touches) do
      local view = touch.view
      if touch.phase == "moved" and view ~= nil then
        local touches = touchesOf[view]
        if touches == nil then
          touches = {}
          touchesOf[view], views[#views + 1] = touches, view
        end
        touches[touch] = true
      end
    end
    for _, view in ipairs(views) do view.touchesMoved(view, touchesOf[view], event) end
    for _, touch in ipairs(event.touches) do
      if touch.phase == "moved" then
        local dx, dy = touch.x - touch.initialX, touch.y - touch.initialY
        local distance = sqrt(dx * dx + dy * dy)
        if distance > (window.travel[touch] or 0) then window.travel[touch] = distance end
      end
    end
  end

  local clock = { now = 0 }
  local window = { name = "Window#1", x = 0, y = 0, width = 320, height = 480, travel = {} }
  local windows, activeTouches = { window }, {}
  -- One event for the whole touch sequence, updated for each delivery, as UIKit does.
  local sequenceEvent = { class = Event, timestamp = clock.now, touches = activeTouches }

  -- The driver's move: the touch's new location, an event, and the application handing it
  -- to each window holding one of its touches.
  local function move(touch, x, y)
    local active = false
    for _, other in ipairs(activeTouches) do if other == touch then active = true end end
    if not active then return end
    touch.previousX, touch.previousY = touch.x, touch.y
    touch.x, touch.y, touch.phase, touch.timestamp = x, y, "moved", clock.now
    local event = sequenceEvent
    event.timestamp, event.touches = clock.now, activeTouches
    for _, window in ipairs(windows) do
      for _, inEvent in ipairs(event.touches) do
        if inEvent.window == window then
          windowSendEvent(window, event)
          break
        end
      end
    end
  end

  local knob = {
    class = Knob, name = definition.name .. "#1", definition = definition, state = {},
    entries = {}, cache = {}, primaryEvents = 0, touchesMoved = touchesMoved,
    x = 100, y = 100, width = 100, height = 100, superview = window, window = window,
    isEnabled = true, isTracking = false, isTouchInside = false, isHighlighted = false, touchSlop = 70,
  }
  for name, property in pairs(definition.properties) do knob.state[name] = property.default end
  local knobValue = push(knob)
  knobValue.continuous = true
  knobValue.angle = 2
  local calls = 0
  knob.entries[1] = { fn = function(sender, event) calls = calls + 1 end, events = EVENTS.valueChanged }

  -- The finger goes down on the knob and tracking begins.
  local touch = { class = Touch, window = window, view = knob, phase = "began", timestamp = clock.now,
                  x = x1, y = y1, initialX = x1, initialY = y1 }
  activeTouches[1] = touch
  knob.trackedTouch = touch
  local began, keepTracking = callOverride(knob, "beginTracking", push(touch), push(sequenceEvent))
  knob.isTracking = not began or not not keepTracking
  knob.isTouchInside, knob.isHighlighted = knob.isTracking, knob.isTracking
  assert(knob.isTracking, "the knob did not begin tracking")

  local positions = { { x = x1, y = y1 }, { x = x2, y = y2 } }
  return function(n)
    calls = 0
    for i = 1, n do
      local p = positions[i % 2 + 1]
      move(touch, p.x, p.y)
    end
    return calls
  end, function() return knob.state.angle end
end
