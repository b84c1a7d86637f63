-- Values: rendering for messages, deep equality.

local function show(value, depth, seen)
  depth, seen = depth or 0, seen or {}
  local kind = type(value)
  if kind == "string" then
    return (string.format("%q", value):gsub("\\\n", "\\n"))
  elseif kind ~= "table" then
    return tostring(value)
  elseif seen[value] then
    return "{<cycle>}"
  elseif depth >= 3 then
    return "{…}"
  end
  seen[value] = true
  local parts, count = {}, #value
  for index = 1, count do parts[#parts + 1] = show(value[index], depth + 1, seen) end
  local keys = {}
  for key in pairs(value) do
    if not (math.type(key) == "integer" and key >= 1 and key <= count) then keys[#keys + 1] = key end
  end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  for _, key in ipairs(keys) do
    local label = (type(key) == "string" and key:match("^[%a_][%w_]*$")) and key or "[" .. show(key, depth + 1, seen) .. "]"
    parts[#parts + 1] = label .. " = " .. show(value[key], depth + 1, seen)
  end
  seen[value] = nil
  return "{" .. table.concat(parts, ", ") .. "}"
end

local function key_path(key)
  if type(key) == "string" and key:match("^[%a_][%w_]*$") then return "." .. key end
  return "[" .. show(key) .. "]"
end

-- Returns nil when a and b are deeply equal, else the path of the first difference.
local function difference(a, b, path, seen)
  if a == b then return nil end
  if type(a) ~= "table" or type(b) ~= "table" then return path end
  seen = seen or {}
  if seen[a] == b then return nil end
  seen[a] = b
  for key, value in pairs(a) do
    local found = difference(value, b[key], path .. key_path(key), seen)
    if found then return found end
  end
  for key in pairs(b) do
    if a[key] == nil then return path .. key_path(key) end
  end
  return nil
end
