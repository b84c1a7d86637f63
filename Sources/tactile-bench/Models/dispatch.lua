-- The pure-Lua model of a control's dispatch that `tactile-bench scripting` and `tactile-bench plugins` print
-- for scale: a bounded traffic recording and a dispatch table with the matching entries cached
-- per event mask, each target called through `pcall` with the sender and the event's name.
--
-- Returns `newDispatch()`, which answers `record(kind, sender, events, registrations)` and
-- `send(control, events, eventName)` sharing one recording; a control is a table with `name`,
-- `entries` (each `{fn =, events =}`) and `cache`.
return function()
  local capacity, seq, records = 10000, 0, {}
  local function record(kind, sender, events, registrations)
    seq = seq + 1
    records[(seq - 1) % capacity + 1] =
      { seq = seq, time = 0, kind = kind, sender = sender, event = events, registrations = registrations }
  end
  local function send(control, events, eventName)
    local matching = control.cache[events]
    if not matching then
      matching = {}
      for _, entry in ipairs(control.entries) do
        if entry.events & events ~= 0 then matching[#matching + 1] = entry end
      end
      control.cache[events] = matching
    end
    record("emitted", control.name, events, #matching)
    for i = 1, #matching do
      local ok = pcall(matching[i].fn, control, eventName)
      record(ok and "delivered" or "failed", control.name, events)
    end
  end

  return record, send
end
