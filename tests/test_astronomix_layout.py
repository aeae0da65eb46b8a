"""astronomix's declarations are split by family: each `Pair` sits in the file of its builder, and every
file of the folder is loaded by path, so none of them is importable under a name of its own."""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

from harness.declare import load_target

REPO = Path(__file__).resolve().parents[1]
FOLDER = REPO / "astronomix"


def test_each_astronomix_pair_is_declared_beside_its_builder():
    target = load_target(FOLDER / "pairs.py")
    for pair in target.pairs:
        builder_file = Path(inspect.getsourcefile(pair.build)).resolve()
        assert builder_file.parent == FOLDER and builder_file.name.startswith("pairs_"), (pair.name, builder_file)
        assert f'name="{pair.name}"' in builder_file.read_text(), (
            f"pair '{pair.name}' is not declared in {builder_file.name}, the file of its builder")


def test_the_family_modules_are_loaded_by_path_only():
    load_target(FOLDER / "pairs.py")
    families = {p.stem for p in FOLDER.glob("pairs*.py")}
    assert {"pairs_shared", "pairs_weno", "pairs_fv", "pairs_ct", "pairs_positivity"} <= families
    assert not families & {name.split(".")[0] for name in sys.modules}, "a declaration file was imported by name"
