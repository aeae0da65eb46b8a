"""The values check sees near-vacuum cells: the real astronomix positivity kernel with its density
floor doubled fails it, while rounding noise of a few ulps on every element (floored cells included)
passes. Without the floor scale (the dtype's absolute tolerance alone) the doubled floor can pass."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest

from conftest import REPO, copy_declarations, k_expression

F32 = "enforce_positivity[2d-f32-x64off-interp-b16x16-mesh1-icvacuum-physicshydro-novacuum_rest]"
F64 = "enforce_positivity[2d-f64-x64on-interp-b4x4-mesh1-icnan-physicshydro-vacuum_rest]"
SMOOTH = "weno_hydro_flux[2d-f32-x64on-interp-b16x16-mesh1-axis1-icwave]"
CASES = (F32, F64, SMOOTH)
PLANT = '''

import os as _os

import jax
import jax.numpy as jnp

_PLANT = _os.environ.get("PLANT", "")


def _planted(build):
    def wrapped(case, fns):
        if "floor" in _PLANT and case.pair == "enforce_positivity":  # the Pallas kernel floors at 2 rho_min
            pallas = fns.pallas
            fns = dataclasses.replace(fns, pallas=lambda x, c, g, rmin, pmin, rv: pallas(x, c, g, 2 * rmin, pmin, rv))
        w = build(case, fns)
        if "rounding" in _PLANT:  # every Pallas element moved by 4 ulps, either way
            def noisy(*a, f=w.pallas):
                def shake(x):
                    sign = jnp.where(jnp.arange(x.size).reshape(x.shape) % 2 == 0, 1, -1).astype(x.dtype)
                    return x * (1 + 4 * jnp.finfo(x.dtype).eps * sign)
                return jax.tree_util.tree_map(shake, f(*a))
            w = dataclasses.replace(w, pallas=noisy)
        if "unscaled" in _PLANT:
            w = dataclasses.replace(w, value_scale=None)
        return w
    return wrapped


if _PLANT:
    TARGET = dataclasses.replace(TARGET, pairs=[dataclasses.replace(p, build=_planted(p.build)) for p in TARGET.pairs])
'''


@pytest.fixture
def run_values(pytester: pytest.Pytester):
    pairs = copy_declarations(pytester.path, PLANT)

    def run(plant: str) -> dict[str, dict]:
        report = pytester.path / f"report-{plant or 'none'}.json"
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv("PLANT", plant)
            pytester.runpytest_subprocess(
                str(pytester.path / "conformance" / "test_pairs.py"), "-p", "no:cacheprovider",
                "--option-coverage", "off",  # a copy of the declarations would trace every pair cold
                "--rootdir",
                str(pytester.path), "-c", str(REPO / "pyproject.toml"), "--pairs", str(pairs), "--known-failures",
                str(pytester.path / "astronomix" / "known_failures.toml"), "--golden-dir", str(REPO / "golden"),
                "--jax-cache", str(REPO / ".harness-cache" / "jax"), "--harness-artifacts",
                str(pytester.path / "artifacts"), "--harness-report", str(report), "--gpus", "1",
                "-k", f"test_values and ({' or '.join(k_expression(c) for c in CASES)})")
        return {r["case"]: r for r in json.loads(report.read_text())["results"]}

    return run


def test_a_doubled_floor_fails_the_values_check_and_rounding_does_not(run_values):
    clean = run_values("")
    assert {c: clean[c]["outcome"] for c in CASES} == dict.fromkeys(CASES, "passed")  # (-k may select more)

    doubled = run_values("floor")
    for case in (F32, F64):
        row = doubled[case]
        assert row["outcome"] == "failed", row
        # the floored density cells: 1e-14 on the native side, 2e-14 on the Pallas side; or, where the worst
        # element is the energy of a floored cell that moves (a run-away defect's m^2 / 2 rho_min), half of it
        assert "elements differ" in row["message"] and "x scale (down to 1e-14)" in row["message"], row["message"]
        worst = re.search(r"worst at \[[^]]*\]: pallas (\S+) vs native (\S+)", row["message"])
        pallas, native = float(worst[1]), float(worst[2])
        assert native in (1e-14, np.float32(1e-14)) or 9.9e-15 < native < 1e-14 or abs(pallas / native - 0.5) < 1e-6, \
            row["message"]
    assert doubled[SMOOTH]["outcome"] == "passed"

    noisy = run_values("rounding")
    assert {c: noisy[c]["outcome"] for c in CASES} == dict.fromkeys(CASES, "passed"), noisy
    assert all(0 < noisy[c]["headroom"] < 0.5 for c in CASES), {c: noisy[c]["headroom"] for c in CASES}

    # What the dtype's absolute tolerance alone made of the same bug: blind where momentum is at rest
    # (vacuum_rest); in the float32 case a moving defect cell's energy, m^2 / 2 rho_min, gave it away.
    blind = run_values("floor,unscaled")
    assert blind[F64]["outcome"] == "passed" and blind[F32]["outcome"] == "failed"
