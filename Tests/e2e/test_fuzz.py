"""End-to-end checks of `tactile fuzz`: the fuzzing of every seed plugin and standard control that
CI runs, reproductions that `tactile test` replays, the database of failures, results that do not
depend on --jobs, and clear errors for bad input."""

import json
import os
import pathlib
import re
import shutil
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "TactileScriptingTests" / "Fixtures" / "fuzz"
STANDARD_CONTROLS = ["Button", "Control", "DatePicker", "PageControl", "SegmentedControl", "Slider", "Stepper",
                     "Switch", "TextField"]


def run(tactile, *arguments, cwd=ROOT, env=None):
    environment = {k: v for k, v in os.environ.items() if k != "CI"}
    environment.update(env or {})
    return subprocess.run([tactile, *arguments], cwd=cwd, capture_output=True, text=True, env=environment,
                          timeout=300)


def mutant(name, folder):
    """A seed plugin with the one deliberate bug Fixtures/fuzz/mutations.json names, written to `folder`
    under its own file name (docs/fuzzing.md §7); returns its path."""
    mutation = json.loads((FIXTURES / "mutations.json").read_text())[name]
    original = (ROOT / "plugins" / mutation["plugin"]).read_text()
    assert original.count(mutation["find"]) == 1
    folder.mkdir(exist_ok=True)
    path = folder / mutation["plugin"]
    path.write_text(original.replace(mutation["find"], mutation["replace"]))
    return path


def seed_plugins():
    return sorted(str(path.relative_to(ROOT)) for path in (ROOT / "plugins").glob("*.lua")
                  if not path.name.endswith("_test.lua"))


def test_every_seed_plugin_and_standard_control_keeps_every_invariant(tactile, tmp_path):
    """What CI runs: a fixed seed, a few runs of each target (the seed plugins with their default set-ups,
    the gallery's own set-up, the standard controls). Each finding so far is fixed."""
    result = run(tactile, "fuzz", *seed_plugins(), "plugins/image_gallery_test.lua", *STANDARD_CONTROLS, "--seed", "1",
                 "--runs", "20", "--jobs", "2", "--no-database", "--out", str(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr
    # vertical_swipe_scroll_view.lua defines two classes; the gallery's set-up is one more target
    targets = len(seed_plugins()) + 2 + len(STANDARD_CONTROLS)
    assert f"{targets} targets, {targets * 20} runs" in result.stdout
    assert "no failure" in result.stdout
    assert list(tmp_path.iterdir()) == []


def test_a_failure_is_shrunk_written_and_replayed_by_tactile_test(tactile, tmp_path):
    plugin = mutant("highlighted", tmp_path / "mutant")
    out_folder = tmp_path / "out"
    result = run(tactile, "fuzz", str(plugin), "--seed", "1", "--runs", "20", "--no-database", "--out", str(out_folder))
    assert result.returncode == 1, result.stdout + result.stderr
    out = result.stdout
    assert "a lifted or cancelled touch leaves the control unhighlighted (uikit-rules §2.2)" in out
    assert "RangeSlider#1 is still highlighted after its touch was cancelled" in out
    assert re.search(r"found in run \d+ of seed 1: \d+ steps, shrunk to [1-4] in \d+ runs:", out)
    assert "the traffic around it:" in out and "invariant broken:" in out
    scenario = out_folder / "range_slider_fuzz_highlight-ends-with-the-touch_test.lua"
    transcript = out_folder / "range_slider_fuzz_highlight-ends-with-the-touch.transcript"
    assert scenario.exists() and transcript.exists()
    assert f"replay it: tactile test --plugin-path {plugin.parent} {scenario}" in out
    assert "seed 1: --seed 1 repeats this run" in out
    replay = run(tactile, "test", "--plugin-path", str(plugin.parent), str(scenario), env={"CI": "1"})
    assert replay.returncode == 1
    assert "invariant broken: a lifted or cancelled touch leaves the control unhighlighted" in replay.stdout
    assert "traffic differs" not in replay.stdout


def test_the_database_keeps_failures_runs_them_first_and_forgets_fixed_ones(tactile, tmp_path):
    folder = tmp_path / "controls"
    mutant("unclamped", folder)
    database = tmp_path / "db"
    common = ["--seed", "1", "--runs", "5", "--database", str(database), "--out", str(tmp_path / "out")]
    first = run(tactile, "fuzz", str(folder / "knob.lua"), *common)
    assert first.returncode == 1
    assert len(list(database.glob("*.json"))) == 1
    second = run(tactile, "fuzz", str(folder / "knob.lua"), *common)
    assert second.returncode == 1
    assert "the 1 stored failure first" in second.stdout
    assert "found again from the fuzz database" in second.stdout
    shutil.copy(ROOT / "plugins" / "knob.lua", folder / "knob.lua")  # the bug fixed
    third = run(tactile, "fuzz", str(folder / "knob.lua"), *common)
    assert third.returncode == 0, third.stdout + third.stderr
    assert "fixed: the stored failure of declared:angle within 0…5" in third.stdout
    assert list(database.glob("*.json")) == []


def test_the_result_does_not_depend_on_jobs(tactile, tmp_path):
    plugin = str(mutant("unchanged", tmp_path / "mutant"))
    reports = []
    for jobs in ["1", "3"]:
        result = run(tactile, "fuzz", plugin, "--seed", "4", "--runs", "12", "--jobs", jobs, "--no-database",
                     "--out", str(tmp_path / jobs))
        assert result.returncode == 1
        reports.append([line for line in result.stdout.splitlines() if not re.fullmatch(r"[.F]+", line)
                        and not line.startswith("  wrote") and not line.startswith("  replay it")])
        assert (tmp_path / jobs / "star_slider_fuzz_declared-valuechanged-only-when-the-rating-changes_test.lua").exists()
    assert reports[0] == reports[1]


def test_bad_input_is_a_usage_error_that_says_what_is_wrong(tactile, tmp_path):
    cases = [
        (["fuzz"], "give a plugin, a scenario file with a fuzz set-up, or a class name to fuzz"),
        (["fuzz", "Slider", "--runs", "0"], "--runs must be from 1 to 1000000 sequences, got 0"),
        (["fuzz", "Slider", "--steps", "100000"], "--steps must be from 1 to 10000 steps, got 100000"),
        (["fuzz", "Slider", "--time", "-1"], "--time must be above 0"),
        (["fuzz", "Slider", "--jobs", "1000"], "--jobs must be between 1 and 256 processes, got 1000"),
        (["fuzz", "nowhere/knob.lua"], "no such file or folder: nowhere/knob.lua"),
        (["fuzz", "Label"], "Label has no standard set-up for fuzzing"),
    ]
    broken = tmp_path / "broken.lua"
    broken.write_text("Control.define{ name = 'Broken',\n  init = function(self) end end }\n")
    cases.append((["fuzz", str(broken)], "plugin 'broken' failed to load: "))
    cases.append((["fuzz", str(broken)], "broken.lua:2: '}' expected"))
    for arguments, message in cases:
        result = run(tactile, *arguments, "--no-database", "--out", str(tmp_path))
        assert result.returncode == 2, (arguments, result.stdout, result.stderr)
        assert message in result.stderr, (arguments, result.stderr)


def test_a_new_seed_is_printed_when_none_is_given(tactile, tmp_path):
    result = run(tactile, "fuzz", "Switch", "--runs", "2", "--no-database", "--out", str(tmp_path))
    assert result.returncode == 0
    seed = re.search(r"seed (\d+): --seed \1 repeats this run", result.stdout)
    assert seed and f"Switch: seed {seed.group(1)}, 2 runs of up to 50 steps" in result.stdout


def test_time_bounds_a_target_whatever_runs_says(tactile, tmp_path):
    result = run(tactile, "fuzz", "Switch", "--runs", "1000000", "--time", "1", "--seed", "3", "--no-database",
                 "--out", str(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr
    runs = int(re.search(r"1 target, (\d+) runs", result.stdout).group(1))
    assert 0 < runs < 1000000
