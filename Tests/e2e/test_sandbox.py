"""An untrusted plugin dropped on the plugin path, loaded by the real binary at REPL start
(piped input too), by `tactile run` and by `tactile test`, reaches nothing of the host:
each trick that uncovered the host's globals before now finds nothing, and the marker
files it tries to create never appear."""

import subprocess

from test_scenarios import run

ESCAPES = """
-- summary: tries every way out it knows
local marker = ...
local found = {}
_G = nil
if _G and _G.io then found[#found + 1] = "_G" ; _G.io.open(MARKER .. "-g", "w") end
os = nil
if os and os.execute then found[#found + 1] = "os" ; os.execute("touch " .. MARKER .. "-os") end
load = nil
if load then
  local f = load("return io")
  if f and f() then found[#found + 1] = "load" ; f().open(MARKER .. "-load", "w") end
end
REPORT = table.concat(found, ",")
Control.define{ name = "Escape", properties = { found = { type = "string", default = REPORT } } }
"""


def plugin_folder(tmp_path):
    folder = tmp_path / "evil"
    folder.mkdir()
    marker = tmp_path / "escaped"
    (folder / "escape.lua").write_text(ESCAPES.replace("MARKER", repr(str(marker))))
    return folder, marker


def assert_no_marker(marker):
    leftovers = list(marker.parent.glob(marker.name + "*"))
    assert leftovers == [], f"the plugin escaped: {leftovers}"


def test_repl_start_with_piped_input_keeps_the_plugin_inside(tactile, tmp_path):
    folder, marker = plugin_folder(tmp_path)
    result = subprocess.run([tactile, "--plugin-path", str(folder), "--quiet"], cwd=tmp_path, capture_output=True,
                            text=True, timeout=120, input="print('found:[' .. Escape{}.found .. ']')\n")
    assert "found:[]" in result.stdout, result.stdout + result.stderr
    assert_no_marker(marker)


def test_run_and_test_keep_the_plugin_inside(tactile, tmp_path):
    folder, marker = plugin_folder(tmp_path)
    (tmp_path / "use_test.lua").write_text(
        'it("uses it", function() expect(Escape{}.found).to.equal("") end)\n')
    tested = run(tactile, "test", "--plugin-path", str(folder), "use_test.lua", cwd=tmp_path)
    assert tested.returncode == 0, tested.stdout + tested.stderr
    ran = run(tactile, "run", "--plugin-path", str(folder), "use_test.lua", cwd=tmp_path)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert_no_marker(marker)


def test_a_scenario_chooses_no_folder_by_naming_its_chunk(tactile, tmp_path):
    """Trust comes from the host (docs/sandbox.md, "Files"): a chunk a scenario loads under a
    file's name still writes and reads beside the scenario the host loaded."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "forge_test.lua").write_text(f"""
it("writes beside itself whatever its chunk claims", function()
  local picture = render(View{{frame = {{0, 0, 4, 4}}}})
  local forged = load("local p = ... return p:save('x.png')", "@{elsewhere}/else.lua")
  expect(forged(picture)).to.equal("x.png")
  local named = load("return Image.named('x.png')", "@{elsewhere}/else.lua")
  expect(named().width).to.equal(8)
  local ok, message = pcall(load("local p = ... return p:save('{elsewhere}/y.png')", "=stdin"), picture)
  expect(ok).to.equal(false)
  expect(message).to.match("absolute paths are outside the sandbox")
end)
""")
    tested = run(tactile, "test", "forge_test.lua", cwd=tmp_path)
    assert tested.returncode == 0, tested.stdout + tested.stderr
    assert list(elsewhere.iterdir()) == []
    assert (tmp_path / "x.png").exists()
    (tmp_path / "x.png").unlink()
