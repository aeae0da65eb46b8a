"""Declarations over tests/toy_packages/covtoy (a folder of their own: no FileCheck files apply) for the option-coverage tests; COVTOY_FIX (environment) adds
the out-of-scope entries that close every gap."""

from __future__ import annotations

import os

import jax.numpy as jnp

from harness.declare import Case, GateRejects, OptionSpace, Pair, Resolved, Target, Workload

import covtoy

MODES = {"linear": covtoy.LINEAR, "square": covtoy.SQUARE}


def build(case: Case, fns: Resolved) -> Workload:
    config = covtoy.Config(mode=MODES[case.get("mode", "linear")])
    x = jnp.linspace(-1.0, 1.0, 8, dtype=jnp.float32)
    return Workload(args=(x,), pallas=lambda v: fns.pallas(v, config), native=lambda v: fns.native(v, config),
                    predicate=lambda: fns.supported(x, config))


FIXED = bool(os.environ.get("COVTOY_FIX"))
COMMON = dict(build=build, accepts=lambda case: True, supported="covtoy:supported", ndims=(0,), dtypes=("f32",),
              x64=(False,), meshes=False, not_differentiable="a coverage toy")

TARGET = Target(
    package="covtoy",
    version="any",  # covtoy is on PYTHONPATH, not an installed distribution
    pairs=[Pair(name="toy_a", pallas="covtoy:pallas_a", native="covtoy:native_a", options={"mode": tuple(MODES)},
                out_of_scope={"Config.extra=True": "a native-only debug switch"} if FIXED else {}, **COMMON),
           Pair(name="toy_b", pallas="covtoy:pallas_b", native="covtoy:native_b", options={"mode": tuple(MODES)},
                **COMMON)],
    options=OptionSpace(domains={"Config.mode": {"LINEAR": covtoy.LINEAR, "SQUARE": covtoy.SQUARE,
                                                 "CUBE": covtoy.CUBE}},
                        out_of_scope={"Config.level": "a toy knob", "Config.mode=CUBE": GateRejects("supported() takes LINEAR and SQUARE"),
                                      "Config.clamp": "always on in this toy"} if FIXED else {}),
)
