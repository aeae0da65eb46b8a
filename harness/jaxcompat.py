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


def tpu_race_detector() -> tuple[Any, Any, Any] | None:
    """JAX's TPU interpreter with its race detector: (InterpretParams, a function that says whether
    the last interpreted kernel had a race, a function that resets the interpreter's global state).
    The state is a global of `jax._src.pallas.mosaic.interpret.interpret_pallas_call` from jax 0.10
    (a package), of `jax._src.pallas.mosaic.interpret` (one module) on older lines; None where
    neither has it."""
    import importlib

    for name in ("jax._src.pallas.mosaic.interpret.interpret_pallas_call", "jax._src.pallas.mosaic.interpret"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        if hasattr(module, "races") and hasattr(module, "reset_tpu_interpret_mode_state"):
            from jax.experimental.pallas import tpu as pltpu

            return (pltpu.InterpretParams, lambda: bool(getattr(module.races, "races_found", False)),
                    module.reset_tpu_interpret_mode_state)
    return None
