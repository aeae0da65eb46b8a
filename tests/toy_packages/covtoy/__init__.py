"""A package (installed as a test puts this folder on sys.path) with a config container, for harness coverage's own tests: what each side reads.

`pallas_a` and `native_a` share a jitted helper that reads `Config.mode` and `Config.clamp` (a
static argument: a second trace with the same config is a cache hit that reads nothing); only the
native side reads `Config.extra`; `pallas_b` reads `Config.level`, an int with no declared domain.
The gate rejects CUBE, unless COVTOY_GATE_ACCEPTS_CUBE is set.
"""

from __future__ import annotations

import os
from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp

LINEAR, SQUARE, CUBE = 0, 1, 2


class Config(NamedTuple):
    mode: int = LINEAR
    clamp: bool = True
    level: int = 3
    extra: bool = False
    scale: float = 1.0


@partial(jax.jit, static_argnames=("config",))
def shared(x, config: Config):
    y = 2.0 * x if config.mode == LINEAR else x * x
    return jnp.maximum(y, 0.0) if config.clamp else y


def pallas_a(x, config: Config):
    return shared(x, config) * config.scale


def native_a(x, config: Config):
    return -x if config.extra else shared(x, config) * config.scale


def pallas_b(x, config: Config):
    return shared(x, config) + 0.0 * config.level


def native_b(x, config: Config):
    return shared(x, config)


def supported(x, config: Config) -> bool:
    if os.environ.get("COVTOY_GATE_ACCEPTS_CUBE"):  # a gate that starts accepting what the declarations exclude
        return config.mode in (LINEAR, SQUARE, CUBE)
    return config.mode in (LINEAR, SQUARE)
