-- Prints what string.find, match, gsub and gmatch give for generated subjects, patterns,
-- start positions and replacements, one line per call, results or error message. Run by
-- Tactile and by lua5.4, the two outputs must be the same (embedding §4.6).
--
--   lua5.4 patterns.lua [SEED [CASES]]
local seed, cases = tonumber(... or nil) or 1, tonumber(select(2, ...) or nil) or 20000
math.randomseed(seed)

-- Pieces of patterns: classes, sets, anchors, quantifiers, captures, back-references, %b, %f,
-- and the malformed ends Lua reports only when matching reaches them.
local patternPieces = {
  "a", "b", "c", "x", ".", "\0", "%a", "%d", "%s", "%w", "%A", "%z", "%%", "%", "%b()", "%bab",
  "%b", "%f[%w]", "%f[a]", "%f", "[", "]", "[ab]", "[^a]", "[a-c]", "[%a-]", "[]]", "[^]a]",
  "[%]]", "[a-]", "[-a]", "(", ")", "()", "(a*)", "(.-)", "%0", "%1", "%2", "^", "$", "*", "+",
  "-", "?",
}
local subjectPieces = { "a", "b", "c", "x", "1", " ", "(", ")", "]", "%", "\0", "ab", "aaa", "" }
local replacements = {
  "x", "%0", "%1", "%2", "<%1|%0>", "%%", "%", "%x", 7,
  { a = "A", b = false, ["()"] = 1, [1] = "one" },
  function(first, second)
    if first == "b" then return nil end
    return tostring(first) .. tostring(second)
  end,
}

local function join(pieces, most)
  local out = {}
  for i = 1, math.random(0, most) do out[i] = pieces[math.random(#pieces)] end
  return table.concat(out)
end

local function describe(...)
  local values = table.pack(...)
  for i = 1, values.n do
    local value = values[i]
    values[i] = type(value) == "string" and string.format("%q", value) or tostring(value)
  end
  return table.concat(values, ",", 1, values.n)
end

local function matches(subject, pattern, init)
  local out = {}
  for first, second in string.gmatch(subject, pattern, init) do
    out[#out + 1] = describe(first, second)
    if #out > 50 then break end
  end
  return table.concat(out, ";")
end

for case = 1, cases do
  local subject, pattern = join(subjectPieces, 8), join(patternPieces, 6)
  local init = math.random(-10, 12)
  local replacement = replacements[math.random(#replacements)]
  print(case, "find", describe(pcall(string.find, subject, pattern, init)))
  print(case, "find plain", describe(pcall(string.find, subject, pattern, init, true)))
  print(case, "match", describe(pcall(string.match, subject, pattern, init)))
  print(case, "method", describe(pcall(subject.match, subject, pattern)))
  print(case, "gsub", describe(pcall(string.gsub, subject, pattern, replacement, math.random(-1, 5))))
  print(case, "gsub all", describe(pcall(string.gsub, subject, pattern, replacement)))
  print(case, "gmatch", describe(pcall(matches, subject, pattern, init)))
end
