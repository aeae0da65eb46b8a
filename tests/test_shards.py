"""The gate split over runners (pytest-split) and merged back (`harness merge`): two shards of the toy
target give, merged, exactly the verdicts of one run; shards that are not one split are refused."""

import json
import subprocess
import sys

from conftest import REPO


def _harness(*args: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness.cli", *args], cwd=cwd, capture_output=True, text=True)


def _verdicts(path) -> dict[str, str]:
    return {r["nodeid"]: r["outcome"] for r in json.loads(path.read_text())["results"]}


def test_two_shards_merged_give_the_single_runs_verdicts(toy_suite, pytester):
    # the planted offset bug: a known failure on one case, a failure on the others it reaches
    manifest = ('[[known_failure]]\ndefect = "toy-offset"\nwhy = "planted"\ncheck = "values"\n'
                'cases = ["toy_stencil[1d-f32-x64off-*-b8-*]"]\nmatch = "Pallas and native values differ"\n')
    whole = pytester.path / "whole.json"
    toy_suite("-q", "--harness-report", str(whole), bug="offset", manifest=manifest)
    single = _verdicts(whole)
    assert "xfailed" in single.values() and "failed" in single.values()  # verdicts of every kind to merge
    durations = pytester.path / ".test_durations"
    done = _harness("durations", str(whole), "--out", str(durations), cwd=pytester.path)
    assert done.returncode == 0, done.stderr
    assert set(json.loads(durations.read_text())) >= set(single)  # (and the visible "none" skips)
    shards = []
    for group in (1, 2):
        shard = pytester.path / f"shard{group}.json"
        toy_suite("-q", *(["-n", "2"] if group == 1 else []),  # a shard under xdist records its cut as well
                  "--splits", "2", "--group", str(group), "--durations-path", str(durations),
                  "--splitting-algorithm", "duration_based_chunks", "--harness-report", str(shard),
                  bug="offset", manifest=manifest)
        shards.append(shard)
    parts = [_verdicts(s) for s in shards]
    assert all(parts) and not set(parts[0]) & set(parts[1])  # each shard ran some checks, none ran one twice
    merged = pytester.path / "merged.json"
    done = _harness("merge", *map(str, shards), "--json", str(merged), "--markdown", str(pytester.path / "m.md"),
                    "--html", str(pytester.path / "m.html"), cwd=pytester.path)
    assert done.returncode == 1, done.stderr  # the planted failure fails the merged run too
    assert _verdicts(merged) == single
    assert "FAILED" in (pytester.path / "m.md").read_text()
    assert done.stdout.startswith("pallas-conformance: FAILED: ") and "toy_stencil" in done.stdout
    assert "shared-jax-cache" in (pytester.path / "m.html").read_text()  # the shards' cache, in their JAX work line
    # a shard given twice, or alone, is not a split
    twice = _harness("merge", str(shards[0]), str(shards[0]), cwd=pytester.path)
    assert twice.returncode == 2 and "groups [1, 1]" in twice.stderr
    alone = _harness("merge", str(shards[1]), cwd=pytester.path)
    assert alone.returncode == 2 and "a shard is missing" in alone.stderr
    # shards cut from different lists (another commit's collection, another durations file) are refused:
    # a check at the boundary could fall between them unseen
    cuts = [json.loads(s.read_text())["split"]["collected"] for s in shards]
    assert cuts[0] == cuts[1] and cuts[0]["checks"] > len(single) and cuts[0]["durations"]  # and the "none" skips
    moved = json.loads(shards[1].read_text())
    moved["split"]["collected"]["digest"] = "0" * 16
    other = pytester.path / "other.json"
    other.write_text(json.dumps(moved))
    refused = _harness("merge", str(shards[0]), str(other), cwd=pytester.path)
    assert refused.returncode == 2 and "cut from different lists" in refused.stderr


def test_durations_refuse_a_report_without_them(tmp_path):
    old = tmp_path / "old.json"
    old.write_text(json.dumps({"results": [], "timing": {}}))
    done = _harness("durations", str(old), "--out", str(tmp_path / "d.json"), cwd=REPO)
    assert done.returncode == 2 and "no per-check durations" in done.stderr


def test_the_merged_work_line_says_which_persistent_cache_the_shards_used(tmp_path):
    """The page of a merged gate said the cache was off for a run that used it: the shards' reports name
    their cache now; one from before that counts as using one where JAX counted requests to it."""
    from harness.report import html_report, report, shards

    def shard(group: int, **extra) -> str:
        path = tmp_path / f"shard{group}.json"
        path.write_text(json.dumps({"results": [], "split": {"splits": 2, "group": group}, **extra}))
        return path

    named = shards.merge([shard(1, jax_cache="/c/jax", work={"requests": 4}), shard(2, jax_cache="/c/jax")])
    assert named.jax_cache == "/c/jax"
    line = report.work_line(named.work_counts, named.jax_cache)
    assert line.endswith("the persistent cache served 0 (/c/jax)") and line in html_report.render(named, "default",
                                                                                                 named.jax_cache)
    older = shards.merge([shard(1, work={"requests": 7, "cache_hits": 5}), shard(2, work={"requests": 3})])
    assert "the persistent cache served 5 (its directory is not in the report)" in report.work_line(
        older.work_counts, older.jax_cache)
    off = shards.merge([shard(1, jax_cache=None, work={"requests": 0}), shard(2, work={})])
    assert off.jax_cache is None and "persistent compilation cache off" in report.work_line(off.work_counts, None)
