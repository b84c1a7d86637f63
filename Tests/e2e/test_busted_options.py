"""End-to-end checks of busted's options on `tactile test`: --tags/--exclude-tags,
--shuffle/--seed, --output json and --coverage (LCOV, merged across --jobs workers)."""

import json
import os
import pathlib
import re
import shutil
import subprocess

import pytest

SHUFFLED = "\n".join(f'it("test {i}", function() print("{i}") end)' for i in range(1, 13)) + "\n"

TAGGED = """
describe("database #slow", function()
  it("saves", function() end)
end)
it("adds #fast", function() end)
it("pending one", function() pending("waits for the server") end)
"""

# A test that runs `double` 3 times and never calls `never` (also read by CoverageTests).
COVERED = (pathlib.Path(__file__).resolve().parents[1] / "TactileScriptingTests" / "Fixtures" / "coverage.lua").read_text()


def run(tactile, *arguments, cwd):
    environment = {k: v for k, v in os.environ.items() if k != "CI"}
    return subprocess.run([tactile, *arguments], cwd=cwd, capture_output=True, text=True, env=environment,
                          timeout=120)


def order(report):
    """Test names in the order the JSON report lists them (the order they ran)."""
    return [test["name"] for test in json.loads(report)["files"][0]["tests"]]


def test_shuffle_prints_its_seed_and_the_seed_repeats_the_order(tactile, tmp_path):
    (tmp_path / "many.lua").write_text(SHUFFLED)
    shuffled = run(tactile, "test", "--shuffle", "many.lua", cwd=tmp_path)
    assert shuffled.returncode == 0, shuffled.stdout + shuffled.stderr
    seed = re.search(r"shuffled with seed (\d+): --seed \1 repeats this order", shuffled.stdout).group(1)
    first = run(tactile, "test", "--seed", seed, "--output", "json", "many.lua", cwd=tmp_path)
    again = run(tactile, "test", "--seed", seed, "--output", "json", "--jobs", "2", "many.lua", cwd=tmp_path)
    assert json.loads(first.stdout)["seed"] == int(seed)
    assert order(first.stdout) == order(again.stdout)
    plain = [f"test {i}" for i in range(1, 13)]
    assert sorted(order(first.stdout)) == sorted(plain)
    orders = {tuple(order(run(tactile, "test", "--seed", str(s), "--output", "json", "many.lua", cwd=tmp_path).stdout))
              for s in (1, 2, 3)}
    assert len(orders) > 1


def test_tags_select_and_exclude_and_selecting_nothing_is_a_usage_error(tactile, tmp_path):
    (tmp_path / "tagged.lua").write_text(TAGGED)
    slow = json.loads(run(tactile, "test", "--tags", "slow", "--output", "json", "tagged.lua", cwd=tmp_path).stdout)
    assert [t["name"] for t in slow["files"][0]["tests"]] == ["database #slow › saves"]
    assert slow["files"][0]["tests"][0]["tags"] == ["slow"]
    rest = json.loads(run(tactile, "test", "--exclude-tags", "slow,fast", "--output", "json", "tagged.lua",
                          cwd=tmp_path).stdout)
    assert [t["name"] for t in rest["files"][0]["tests"]] == ["pending one"]
    none = run(tactile, "test", "--tags", "nothing", "tagged.lua", cwd=tmp_path)
    assert none.returncode == 2
    assert "--tags nothing matches no test in 1 file" in none.stderr


def test_pending_with_a_message_in_the_terminal_json_and_junit(tactile, tmp_path):
    (tmp_path / "tagged.lua").write_text(TAGGED)
    terminal = run(tactile, "test", "--junit", "junit.xml", "tagged.lua", cwd=tmp_path)
    assert terminal.returncode == 0
    assert "tagged.lua:6: pending: pending one: waits for the server" in terminal.stdout
    assert '<skipped message="waits for the server"/>' in (tmp_path / "junit.xml").read_text()
    report = json.loads(run(tactile, "test", "--output", "json", "tagged.lua", cwd=tmp_path).stdout)
    pending = report["files"][0]["tests"][2]
    assert (pending["status"], pending["message"], report["summary"]["pending"]) == ("pending", "waits for the server", 1)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_coverage_writes_lcov_of_the_lines_that_ran_merged_across_workers(tactile, tmp_path, jobs):
    (tmp_path / "covered.lua").write_text(COVERED)
    (tmp_path / "again.lua").write_text(COVERED.replace("doubles", "doubles again"))
    result = run(tactile, "test", "--jobs", jobs, "--coverage", "lcov.info", "covered.lua", "again.lua", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    text = (tmp_path / "lcov.info").read_text()
    records = {}
    for record in text.split("end_of_record\n")[:-1]:
        lines = record.strip().splitlines()
        name = next(line[3:] for line in lines if line.startswith("SF:"))
        records[name] = {int(l[3:].split(",")[0]): int(l.split(",")[1]) for l in lines if l.startswith("DA:")}
        assert f"LF:{len(records[name])}" in lines
        assert f"LH:{sum(1 for c in records[name].values() if c > 0)}" in lines
    assert text.startswith("TN:tactile\n")
    covered = records["covered.lua"]
    assert sorted(covered) == [2, 3, 6, 7, 9, 10, 11, 13]
    assert (covered[2], covered[10], covered[11], covered[6]) == (3, 4, 3, 0)
    assert records["again.lua"][2] == 3
    if shutil.which("lcov"):
        summary = subprocess.run(["lcov", "--summary", "lcov.info"], cwd=tmp_path, capture_output=True, text=True)
        assert "lines......: 87.5% (14 of 16 lines)" in summary.stdout + summary.stderr
