-- Reads and writes every declared property of every class in `catalog` through Lua:
-- each readable one is read; each writable one is written with the value just read (a value
-- of its declared type) and must read back equal; each writable one given a value of the wrong
-- type must fail in Lua's grammar, `bad argument #1 to 'Class.name' (...)`.
-- Returns the problems found, one line each, and how many reads, round trips and refusals ran.
local catalog = ...
local problems = {}
local reads, trips, refusals = 0, 0, 0

local function same(a, b)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  for k, v in pairs(a) do if not same(v, b[k]) then return false end end
  for k in pairs(b) do if a[k] == nil then return false end end
  return true
end

-- A value no declared type takes: a boolean, or a table for boolean properties.
local function wrong(value)
  if type(value) == "boolean" then return {} end
  return true
end

for _, entry in ipairs(catalog) do
  local ok, object = pcall(_ENV[entry.class])
  if not ok then
    problems[#problems + 1] = entry.class .. "{}: " .. tostring(object)
  else
    for _, property in ipairs(entry.properties) do
      local name = property.name
      local where = entry.class .. "." .. name
      local readOk, value = pcall(function() return object[name] end)
      reads = reads + 1
      if not readOk then
        problems[#problems + 1] = where .. ": reading failed: " .. tostring(value)
      elseif property.writable then
        local writeOk, message = pcall(function() object[name] = value end)
        trips = trips + 1
        if not writeOk then
          problems[#problems + 1] = where .. ": writing back " .. tostring(value) .. " failed: " .. tostring(message)
        elseif not same(object[name], value) then
          problems[#problems + 1] = where .. ": wrote " .. tostring(value) .. ", read back " .. tostring(object[name])
        end
        local badOk, refusal = pcall(function() object[name] = wrong(value) end)
        refusals = refusals + 1
        local grammar = "^[^:]*:%d+: bad argument #1 to '" .. entry.class:gsub("%p", "%%%0") .. "%." .. name .. "' %("
        if badOk then
          problems[#problems + 1] = where .. ": a value of the wrong type was taken"
        elseif type(refusal) ~= "string" or not refusal:find(grammar) then
          problems[#problems + 1] = where .. ": refused as " .. tostring(refusal)
        end
      end
    end
  end
end
return problems, reads, trips, refusals
