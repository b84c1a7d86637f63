-- The machinery of blocks and tests: a part of the scenario API of its own, loaded when a
-- scenario first uses it (see stand_ins.lua). The files scenario/tests_start, values,
-- failures, running, blocks, expect and tests_end.lua make one chunk, in that order. It
-- receives what it uses of the API's core (prologue.lua) and returns what tests_end.lua lists.
local host, api, isolation, frame, traceback, internal, guarded_pcall = ...
local MODE = host.mode
