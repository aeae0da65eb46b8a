"""What the repository ships (the known-failure manifest, the goldens) must hold on any clone:
no absolute path of the machine that wrote it, no object address, and a golden environment per
pinned code-generation profile rather than per host."""
import json
from pathlib import Path

import pytest

from harness import codegen
from harness import known_failures as kf

ROOT = Path(__file__).resolve().parents[1]
MANIFESTS = [ROOT / "astronomix" / "known_failures.toml", ROOT / "pallas_ops" / "known_failures.toml"]


@pytest.mark.parametrize("manifest", MANIFESTS, ids=lambda p: p.parent.name)
def test_manifest_keeps_nothing_machine_specific(manifest):
    assert manifest.is_file()
    entries = kf.load(manifest)
    found = {f"#{e.index} {field}": kf.unportable(text) for e in entries
             for field, text in (("match", e.match), ("observed", e.observed or ""), ("why", e.why))}
    assert not {k: v for k, v in found.items() if v}


def _golden_json_files():
    return sorted((ROOT / "golden").rglob("*.json"))


def test_goldens_keep_nothing_machine_specific():
    files = _golden_json_files()
    if not files:
        pytest.skip("no goldens blessed in this checkout")
    bad = {}
    for path in files:
        text = path.read_text()
        json.loads(text)  # a torn file is a failure too
        hits = [h for h in kf.unportable(text) if "/" in h]
        if hits:
            bad[str(path.relative_to(ROOT))] = hits[:3]
    assert not bad


def test_golden_environments_name_a_pinned_codegen_profile():
    envs = [p.name for p in (ROOT / "golden").iterdir() if p.is_dir()] if (ROOT / "golden").is_dir() else []
    if not envs:
        pytest.skip("no goldens blessed in this checkout")
    # cpu-<arch>-<isa>-jax…: a golden blessed under native code generation would hold only on its host
    pinned = {f"cpu-{machine}-{isa[1]}-" for machine, isa in codegen.PORTABLE_ISA.items()}
    assert all(any(e.startswith(p) for p in pinned) for e in envs), envs
