-- The functions making class tables and enumeration tables, run in the session's API table
-- like the prelude when the first class is registered or the first enumeration table made.
-- Receives the host table, and leaves `defineClass` and `enumeration` in it.
local H = ...
local setmetatable, error = setmetatable, error

-- Class tables: `Slider{...}` constructs; `Slider.setValue(s, 1)` calls a method of the
-- class on one of its instances; other fields are the class's own functions.
function H.defineClass(name, statics, methods)
  local construct, isInstance, typeName = H.construct, H.isInstance, H.typeName
  return setmetatable(statics, {
    __name = name,
    __call = function(_, options)
      local ok, object, keys = construct(name, options)
      if not ok then error(object, 2) end
      for i = 1, #keys do
        local key = keys[i]
        object[key] = options[key]
      end
      return object
    end,
    __index = function(_, key)
      if not methods[key] then return nil end
      return function(object, ...)
        if not isInstance(name, object) then
          error("calling '" .. key .. "' on bad self (" .. name .. " expected, got " .. typeName(object) .. ")", 2)
        end
        return object[key](object, ...)
      end
    end,
    __tostring = function() return "class " .. name end,
  })
end

-- UIKit's enumerations and option sets (`Control.State`, `Button.ButtonType`): Swift fills
-- `cases` with each case's name and raw value; reading a name it lacks, or writing one, is an
-- error, and calling it turns a name, raw value or list of them into the raw value.
function H.enumeration(typeName, cases)
  local unknownCase, enumerationValue = H.unknownCase, H.enumerationValue
  return setmetatable(cases, {
    __index = function(_, key) error(unknownCase(typeName, key), 2) end,
    __newindex = function() error(typeName .. " is read-only", 2) end,
    __call = function(_, value)
      local ok, raw = enumerationValue(typeName, value)
      if ok then return raw end
      error(raw, 2)
    end,
  })
end
