"""The reach record's key covers every Python file beside the declarations: a pairs.py that loads its
pairs from family modules (astronomix's pairs_*.py) must not reuse a record taken before one of them changed."""

from __future__ import annotations

import shutil

from conftest import REPO

from harness.tools import reach
from harness.declare import load_target


def test_the_reach_key_changes_with_a_file_beside_the_declarations(tmp_path):
    folder = tmp_path / "toy"
    shutil.copytree(REPO / "tests" / "toy", folder, ignore=shutil.ignore_patterns("__pycache__"))
    target = load_target(folder / "reach_pairs.py")
    before = reach.record_key(target)
    assert reach.record_key(target) == before  # nothing changed: the record stands
    sibling = folder / "simulation.py"  # a file the declarations load by path, not the declaration file
    sibling.write_text(sibling.read_text() + "\n# an edit beside the declarations\n")
    assert reach.record_key(target) != before
