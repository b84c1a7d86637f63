"""tactile types: the luacheck standard it writes leaves no false warning on any shipped plugin,
scenario or example, and still catches a real mistake."""
import subprocess

from test_repl import BINARY, ROOT


def run(*args, cwd=ROOT):
    return subprocess.run(list(args), capture_output=True, text=True, cwd=cwd)


def test_luacheck_with_the_written_standard_passes_every_shipped_lua_file(tmp_path):
    written = run(BINARY, "types", "--plugins", "-o", str(tmp_path))
    assert written.returncode == 0, written.stderr
    assert (tmp_path / "tactile.lua").read_text().startswith("---@meta\n")
    checked = run("luacheck", "--no-color", "--config", str(tmp_path / ".luacheckrc"), "plugins", "scripts")
    assert checked.returncode == 0, checked.stdout
    assert "0 warnings / 0 errors" in checked.stdout


def test_luacheck_with_the_written_standard_still_finds_an_undefined_global(tmp_path):
    assert run(BINARY, "types", "-o", str(tmp_path)).returncode == 0
    (tmp_path / "slip.lua").write_text('local s = Slider{}\ns.value = 0.5\ntap(s)\nprint(Sliderr)\n')
    checked = run("luacheck", "--no-color", "--config", str(tmp_path / ".luacheckrc"), str(tmp_path / "slip.lua"))
    assert checked.returncode == 1
    assert "accessing undefined variable 'Sliderr'" in checked.stdout
    assert "1 warning" in checked.stdout


def test_the_written_definitions_carry_each_members_doc(tmp_path):
    assert run(BINARY, "types", "-o", str(tmp_path)).returncode == 0
    definitions = (tmp_path / "tactile.lua").read_text()
    slider = definitions.split("---@class Slider: Control\n")[1].split("---@class ")[0]
    assert ("---@field value number The slider's current value, where the thumb sits; clamped to "
            "minimumValue…maximumValue; default 0; set in code it sends no action (uikit-rules §4.3).\n") in slider
    assert "\n---setValue(value, animated) — Sets the value, clamped to the limits, without sending any action" in slider


def test_a_file_for_the_folder_or_a_broken_plugin_is_a_clear_error(tmp_path):
    (tmp_path / "taken").write_text("mine\n")
    refused = run(BINARY, "types", "-o", str(tmp_path / "taken"))
    assert refused.returncode == 2
    assert "is a file, not a folder" in refused.stderr
    assert (tmp_path / "taken").read_text() == "mine\n"
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "bad.lua").write_text('error("boom")\n')
    broken = run(BINARY, "types", "--plugins", "--plugin-path", str(plugins), "-o", str(tmp_path / "out"))
    assert broken.returncode == 1
    assert "tactile types: error: plugin bad did not load: " in broken.stderr
    assert "bad.lua:1: boom" in broken.stderr
