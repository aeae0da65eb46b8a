"""The JAX APIs that moved between the release lines the suite runs on (tox.ini), in one place.

Each helper takes the current location first and falls back to where the older lines keep it;
tests/test_version_canary.py says which one a given JAX resolved to.
"""

from __future__ import annotations

from typing import Any


def enable_x64(flag: bool = True) -> Any:
    """`jax.enable_x64` (jax >= 0.8); jax 0.7 has it only as `jax.experimental.enable_x64`."""
    import jax

    fn = getattr(jax, "enable_x64", None)
    if fn is None:
        from jax.experimental import enable_x64 as fn  # jax 0.7
    return fn(flag)


def jaxprs_in_params(params: Any) -> Any:
    """The sub-jaxprs of an equation's params: public in `jax.extend.core` from jax 0.10; the same
    function lives in `jax._src.core` on 0.7 to 0.9."""
    try:
        from jax.extend.core import jaxprs_in_params as fn
    except ImportError:  # jax < 0.10
        from jax._src.core import jaxprs_in_params as fn
    return fn(params)


def pallas_call_name(params: dict) -> str:
    """The kernel name of a `pallas_call` equation: its `name` param (jax >= 0.8; `name_and_src_info`
    on some lines), else, on jax 0.7, the source info of the kernel jaxpr, "NAME at FILE:LINE"."""
    info = params.get("name_and_src_info") or params.get("name")
    if info is not None:
        return getattr(info, "name", str(info))
    debug = getattr(params.get("jaxpr"), "debug_info", None)
    src = getattr(debug, "func_src_info", None)
    return src.split(" at ", 1)[0] if src else "None"


def abstract_device(*, device_kind: str, num_cores: int | None, platform: str) -> Any:
    """`jax._src.mesh.AbstractDevice`: `platform` is a field from jax 0.10; older lines take only
    the device kind and core count."""
    import inspect

    from jax._src import mesh as mesh_lib

    if "platform" in inspect.signature(mesh_lib.AbstractDevice).parameters:
        return mesh_lib.AbstractDevice(device_kind=device_kind, num_cores=num_cores, platform=platform)
    return mesh_lib.AbstractDevice(device_kind=device_kind, num_cores=num_cores)


def forget_traces() -> str:
    """Drop JAX's tracing caches (a jitted function traced again runs its Python again) but keep
    the compiled executables of eager operations, which `jax.clear_caches` also drops. Returns which
    was done: "traces" (jit's inference and trace caches), else "all" (`jax.clear_caches`)."""
    import jax

    try:
        from jax._src import pjit
        from jax._src.interpreters import partial_eval as pe

        caches = [pjit._infer_params_cached, pe.trace_to_jaxpr]
        if not all(hasattr(c, "cache_clear") for c in caches):
            raise AttributeError("cache_clear")
    except (ImportError, AttributeError):
        jax.clear_caches()
        return "all"
    for cache in caches:
        cache.cache_clear()
    return "traces"


def backward_rule_lines() -> Any:
    """A context in which a `custom_vjp`'s backward rule is traced with its own source lines.

    JAX transposes every equation under the primal equation's traceback, so each operation a
    backward rule builds, a hand-written adjoint kernel's body included, names the line that
    called the custom_vjp function. Kernel branch coverage names a choice by its line; under this
    context the backward rule keeps the name stack but records where its code really is.
    Compilation is unaffected (JAX's cache key strips debug info)."""
    import contextlib

    try:
        from jax._src import source_info_util
        from jax._src.interpreters import ad

        rule = ad.primitive_transposes[ad.custom_lin_p]
    except (ImportError, AttributeError, KeyError):
        return contextlib.nullcontext()

    state = source_info_util._source_info_context

    def traced_where_written(*args: Any, **params: Any) -> Any:
        outer = state.context  # (user_context(None) would keep the primal's traceback)
        state.context = source_info_util.SourceInfo(None, outer.name_stack)
        try:
            return rule(*args, **params)
        finally:
            state.context = outer

    @contextlib.contextmanager
    def swapped() -> Any:
        ad.primitive_transposes[ad.custom_lin_p] = traced_where_written
        try:
            yield
        finally:
            ad.primitive_transposes[ad.custom_lin_p] = rule

    return swapped()


# -- hooks of the platform emulation (harness.emulation, harness.triton_interpret) -------------------
# Each swaps one piece of JAX's private state for the length of a `with` block and restores it after.


def pallas_interpret_everywhere() -> Any:
    """A context in which every `pallas_call` traced is an interpret-mode call (JAX's generic HLO
    interpreter), whatever its `interpret=` argument: the config that `pallas_call` reads at trace
    time (jax._src.config.pallas_tpu_interpret_mode_context_manager, 0.7 to 0.10). It is part of
    JAX's trace context, so jit never serves a trace made outside the block inside it, nor back."""
    import contextlib

    from jax._src import config

    state = config.pallas_tpu_interpret_mode_context_manager

    @contextlib.contextmanager
    def swapped() -> Any:
        previous = state.swap_local(True)
        try:
            yield
        finally:
            state.set_local(previous)

    return swapped()


def platform_branch(choose: Any) -> Any:
    """A context in which `lax.platform_dependent` takes the branch `choose(platforms)` picks at trace
    time: the `platform_index` primitive (jax._src.lax.control_flow) answers a concrete index, so
    only that branch is traced, however the library imported `platform_dependent`. `platforms` is
    the primitive's param: one tuple of platform names per branch, None for the default."""
    import contextlib

    import numpy as np
    from jax._src.lax.control_flow import platform_index_p

    def bind(*args: Any, platforms: Any, **params: Any) -> Any:
        return np.int32(choose(platforms))

    @contextlib.contextmanager
    def swapped() -> Any:
        platform_index_p.bind = bind  # an instance attribute shadows Primitive.bind
        try:
            yield
        finally:
            del platform_index_p.bind

    return swapped()


def pallas_ref_rules(load: Any, swap: Any) -> Any:
    """A context in which the interpret mode discharges Pallas's `load`/`swap` (masked_load and
    masked_swap: `plgpu.load`/`plgpu.store` and their ref indexing) with `load(original, ...)` and
    `swap(original, ...)`, which receive JAX's own rule first (jax._src.pallas.primitives'
    discharge rules, registered in jax._src.state.discharge)."""
    import contextlib
    import functools

    from jax._src.pallas import primitives
    from jax._src.state import discharge

    rules = discharge._discharge_rules

    @contextlib.contextmanager
    def swapped() -> Any:
        saved = {p: rules[p] for p in (primitives.load_p, primitives.swap_p)}
        rules[primitives.load_p] = functools.partial(load, saved[primitives.load_p])
        rules[primitives.swap_p] = functools.partial(swap, saved[primitives.swap_p])
        try:
            yield
        finally:
            rules.update(saved)

    return swapped()


def triton_no_op_on_cpu() -> Any:
    """A context in which Triton's `debug_barrier` (a barrier of one program's threads) lowers to
    nothing on the CPU, as JAX's interpret mode needs: it has no CPU rule (jax._src.pallas.triton)."""
    import contextlib

    from jax._src.interpreters import mlir
    from jax._src.pallas.triton import primitives

    cpu = mlir._platform_specific_lowerings["cpu"]
    barrier = primitives.debug_barrier_p

    @contextlib.contextmanager
    def registered() -> Any:
        had = cpu.get(barrier)
        cpu[barrier] = mlir.LoweringRuleEntry(lambda ctx: [], True)
        try:
            yield
        finally:
            if had is None:
                cpu.pop(barrier, None)
            else:
                cpu[barrier] = had

    return registered()


def pallas_interpreter(wrap: Any) -> Any:
    """A context in which interpret-mode `pallas_call`s lower through `wrap(original)`: the generic
    HLO interpreter's entry (jax._src.pallas.hlo_interpreter.pallas_call_hlo_interpret, looked up by
    `pallas_call`'s lowering each time it lowers one)."""
    import contextlib

    from jax._src.pallas import hlo_interpreter

    @contextlib.contextmanager
    def swapped() -> Any:
        original = hlo_interpreter.pallas_call_hlo_interpret
        hlo_interpreter.pallas_call_hlo_interpret = wrap(original)
        try:
            yield
        finally:
            hlo_interpreter.pallas_call_hlo_interpret = original

    return swapped()


def default_platform() -> str:
    """The platform a program runs on when jit picks it ("cpu", "cuda", "rocm", "tpu": the names
    `lax.platform_dependent` branches on), from JAX's own backend (jax._src.xla_bridge), not from
    the `jax.default_backend` a platform emulation answers."""
    from jax._src import xla_bridge

    return xla_bridge.canonicalize_platform(xla_bridge.default_backend())
