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
