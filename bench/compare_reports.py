"""Two --harness-report JSON files of the same gate, check by check: the same checks, the same verdicts.

Usage: python bench/compare_reports.py BEFORE.json AFTER.json
Prints the checks only one run has, the verdicts that differ, and, for the golden checks both passed,
the largest drift the second run saw (0 ulp: every golden output bit-identical). Exit 1 on a difference.
"""

from __future__ import annotations

import json
import sys


def main() -> int:
    before, after = (json.load(open(path))["results"] for path in sys.argv[1:3])
    old, new = ({r["nodeid"]: r for r in rows} for rows in (before, after))
    only_old, only_new = sorted(set(old) - set(new)), sorted(set(new) - set(old))
    changed = sorted(k for k in set(old) & set(new) if old[k]["outcome"] != new[k]["outcome"])
    print(f"{len(old)} checks before, {len(new)} after; {len(only_old)} only before, {len(only_new)} only after; "
          f"{len(changed)} verdicts differ")
    for k in only_old[:50]:
        print("  only before:", k)
    for k in only_new[:50]:
        print("  only after: ", k)
    for k in changed:
        print(f"  {old[k]['outcome']} -> {new[k]['outcome']}: {k}")
        print("     ", (new[k].get("message") or new[k].get("reason") or "")[:400].replace("\n", "\n      "))
    golden = [r for r in after if r["check"] == "golden" and r["outcome"] == "passed"]
    worst = max((float(r["figures"].get("golden_max_ulp") or 0) for r in golden), default=0.0)
    print(f"golden checks passed after: {len(golden)}; largest drift from the golden: {worst:g} ulp")
    return 1 if only_old or only_new or changed else 0


if __name__ == "__main__":
    sys.exit(main())
