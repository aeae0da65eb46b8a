"""A gate split over several runners: the durations pytest-split balances the shards by, and one
report merged from the shards' JSON reports.

The gate records what each check took (`--harness-report`: setup, call and teardown per node, a
case's shared run in the setup of its first check); `harness durations` turns a report into
pytest-split's durations file, which is committed. Each runner runs `pytest ... --splits N --group I
--splitting-algorithm duration_based_chunks`: the plugin orders the checks of a case together before
pytest-split cuts the list into contiguous chunks, so a case's run is built on one runner (only a
case at a chunk's edge is built twice). `harness merge` joins the shards' reports into one JSON
report, Markdown summary and HTML page, and fails if a check ran on two shards, a shard is missing, or
the shards were cut from different lists (each records a digest of the ordered checks it was cut from).
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from harness.errors import MergeError
from harness.report import report


def load(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(Path(path).read_text())
        data["results"]  # noqa: B018 - a harness report has its rows
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise MergeError(f"{path}: not a --harness-report JSON file ({type(err).__name__}: {err})") from None
    return data


def merge(paths: list[Path]) -> report.RunResults:
    """The shards' rows as one run's results, with their timing side by side. The reports must be the
    shards of one split: the same grid and --splits, every group once, no check in two of them."""
    reports = [(Path(p), load(p)) for p in paths]
    grids = {data.get("grid", "default") for _, data in reports}
    splits = {(data.get("split") or {}).get("splits") for _, data in reports}
    groups = sorted((data.get("split") or {}).get("group") or 0 for _, data in reports)
    if len(grids) > 1 or len(splits) > 1:
        raise MergeError(f"the reports come from different grids ({sorted(grids)}) or splits ({sorted(splits)})")
    cut = {json.dumps((data.get("split") or {}).get("collected"), sort_keys=True) for _, data in reports}
    if len(cut) > 1:
        listing = "; ".join(f"{path}: {(data.get('split') or {}).get('collected') or 'not recorded (an older harness)'}"
                            for path, data in reports)
        raise MergeError(f"the shards were cut from different lists of checks (a check could fall between two "
                         f"of them unseen): {listing}; run every shard from one commit, durations file and selection")
    n = next(iter(splits))
    if n is not None and groups != list(range(1, n + 1)):
        raise MergeError(f"a split into {n} shards has groups 1..{n}; these reports are groups {groups}: "
                         "a shard is missing or given twice")
    results = report.RunResults(grid=grids.pop())
    seen: dict[str, Path] = {}
    shards = {}
    for path, data in reports:
        for row in data["results"]:
            if row["nodeid"] in seen:
                raise MergeError(f"{row['nodeid']} is in both {seen[row['nodeid']]} and {path}: the reports are not "
                                 "shards of one split (same --splits, same collection, different --group)")
            seen[row["nodeid"]] = path
            results.rows.append(row)
        results.add_work(data.get("work", {}))
        shards[f"{path} (group {(data.get('split') or {}).get('group')})"] = data.get("timing", {})
    results.timing = merged_timing(shards)
    results.jax_cache = merged_cache([data for _, data in reports])
    return results


def merged_cache(reports: list[dict[str, Any]]) -> str | None:
    """The persistent compilation caches the shards used, for the merged work line (None: none did).
    A report from before reports named theirs counts as using one where JAX counted requests to it
    (with --no-jax-cache it counts none)."""
    used = set()
    for data in reports:
        if data.get("jax_cache"):
            used.add(str(data["jax_cache"]))
        elif "jax_cache" not in data and (data.get("work") or {}).get("requests", 0):
            used.add("its directory is not in the report")
    return ", ".join(sorted(used)) or None


def merged_timing(shards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Stages and checks summed over the shards; each shard's wall time and workers kept apart (the
    shards ran at once: the merged run took as long as its longest shard)."""
    stages: dict[str, float] = defaultdict(float)
    checks: dict[str, float] = defaultdict(float)
    nodes: dict[str, float] = {}
    for timing in shards.values():
        for key, value in timing.get("stages", {}).items():
            stages[key] += value
        for key, value in timing.get("checks", {}).items():
            checks[key] += value
        nodes.update(timing.get("nodes", {}))
    walls = [t.get("wall_s", 0.0) for t in shards.values()]
    return {"wall_s": max(walls, default=0.0), "shards": {name: {"wall_s": t.get("wall_s"), "workers": t.get("workers", {})}
                                                        for name, t in shards.items()},
            "stages": {k: round(v, 2) for k, v in sorted(stages.items(), key=lambda kv: -kv[1])},
            "checks": {k: round(v, 2) for k, v in sorted(checks.items(), key=lambda kv: -kv[1])},
            "nodes": nodes}


def durations(paths: list[Path]) -> dict[str, float]:
    """pytest-split's durations (node id -> seconds) from one or more reports."""
    out: dict[str, float] = {}
    for path in paths:
        data = load(path)
        nodes = data.get("timing", {}).get("nodes")
        if not nodes:
            raise MergeError(f"{path}: the report has no per-check durations (written by an older harness?)")
        out.update(nodes)
    return {k: round(v, 3) for k, v in sorted(out.items())}
