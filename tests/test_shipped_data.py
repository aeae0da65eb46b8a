"""What the repository ships (the known-failure manifest, the goldens) must hold on any clone:
no absolute path of the machine that wrote it, no object address, and a golden environment per
pinned code-generation profile rather than per host."""
import json
from pathlib import Path

import pytest

from harness.jaxtools import codegen
from harness.manifest import known_failures, observation

ROOT = Path(__file__).resolve().parents[1]
MANIFESTS = [ROOT / target / "known_failures.toml" for target in ("astronomix", "pallas_ops", "fermix", "tokamax")]


@pytest.mark.parametrize("manifest", MANIFESTS, ids=lambda p: p.parent.name)
def test_manifest_keeps_nothing_machine_specific(manifest):
    assert manifest.is_file()
    entries = known_failures.load(manifest)
    found = {f"#{e.index} {field}": observation.unportable(text) for e in entries
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
        hits = [h for h in observation.unportable(text) if "/" in h]
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


# The gates exactly as .ci/run invokes them: a golden check that CI collects must find its golden
# in the clone, or CI goes red on "no golden" (as it did for a case newly added to the PR grid).
CI_GATES = {"astronomix": ("conformance", "--gpus", "2"), "pallas_ops": ("pallas_ops",), "fermix": ("fermix",),
            "tokamax": ("tokamax",)}


def _collected_golden_cases(gate: tuple[str, ...]) -> list[str]:
    """Case ids of the golden checks the gate collects and runs (pytest's own collection, in a subprocess
    so the plugin configures XLA before JAX starts): `-m` as the gate selects (no slow check), less those
    skipped where a known failure keeps no golden."""
    import subprocess
    import sys

    cmd = [sys.executable, "-m", "pytest", *gate, "--collect-only", "-q", "-k", "test_golden",
           "-m", "not slow and not skip", "-p", "no:cacheprovider",
           "--option-coverage=off"]  # measured by every gate run, not what decides which goldens ship (43 s cold)
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    ids = [line.split("::test_golden[", 1)[1][:-1] for line in done.stdout.splitlines()
           if "::test_golden[" in line]
    assert done.returncode == 0 and ids, f"{' '.join(cmd)} collected no golden check:\n{done.stdout[-3000:]}"
    return ids


def _pinned_line() -> str:
    """constraints.txt's JAX, as an environment key spells it: the line the shipped goldens are blessed on."""
    pins = dict(line.split("==", 1) for line in (ROOT / "constraints.txt").read_text().splitlines()
                if "==" in line and not line.startswith("#"))
    return f"-jax{pins['jax']}-jaxlib{pins['jaxlib']}-"


@pytest.mark.parametrize("target", sorted(CI_GATES))
def test_every_golden_check_the_ci_gate_collects_has_its_golden_shipped(target):
    from harness.declare import load_target
    from harness.store.environment import versions_key
    from harness.declare.scenario import golden_pair

    if target in ("fermix", "tokamax"):
        from conftest import require_distribution

        require_distribution(target, f"the {target} extra is not installed (pip install -e '.[{target}]'; tokamax "
                                     "needs Python >= 3.12)")
    declared = load_target(ROOT / target / "pairs.py")
    pairs = {p.name for p in declared.pairs}
    tail = "-" + versions_key(declared.package, declared.name)
    envs = [p for p in (ROOT / "golden").iterdir() if p.is_dir() and p.name.endswith(tail)]
    cases = _collected_golden_cases(CI_GATES[target])

    def pair_of(case_id: str) -> str:
        name = case_id.split("[", 1)[0]
        return name if name in pairs else golden_pair(name)

    def golden_of(env: Path, case_id: str) -> Path:
        return env / pair_of(case_id) / case_id / "record.json"

    if not envs:  # another JAX line than the blessed ones: each case is judged by the nearest blessed golden
        from harness.store.golden_store import Store

        assert _pinned_line() not in tail, f"golden/ has no environment ending in {tail}: bless the gate's goldens " \
                                           "for the pinned versions"
        store = Store(ROOT / "golden", declared.package, declared.name)
        uncarried = [c for c in cases if store.nearest(pair_of(c), c) is None]
        assert not uncarried, (f"{len(uncarried)} of {len(cases)} golden checks of the {target} gate have no golden "
                               f"of {tail[1:]} and none that carries to it: {', '.join(uncarried[:5])}")
        return

    missing = {env.name: [c for c in cases if not golden_of(env, c).is_file()] for env in envs}
    missing = {env: ids for env, ids in missing.items() if ids}
    assert not missing, (
        f"{sum(map(len, missing.values()))} of {len(cases)} golden checks of the {target} gate have no golden: "
        + "; ".join(f"{env}: {', '.join(ids[:5])}" for env, ids in missing.items())
        + " -- bless them with `harness bless -k '<case id>'`")
