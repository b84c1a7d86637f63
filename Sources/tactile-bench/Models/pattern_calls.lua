-- `tactile-bench lua`'s pattern figure: n rounds of find, match, gsub and gmatch on one line of text,
-- through the table of functions given as `library` (Tactile's `string`, or Lua's own).
local library, n = ...
local find, match, gsub, gmatch = library.find, library.match, library.gsub, library.gmatch
local text = "key=value; The quick brown fox jumps over the lazy dog, 12345 times."
for _ = 1, n do
  find(text, "lazy (%a+)")
  match(text, "(%w+)=(%w+)")
  gsub(text, "%s+", " ")
  for _ in gmatch(text, "%a+") do end
end
