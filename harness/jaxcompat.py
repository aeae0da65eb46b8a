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


def persistent_cache_off() -> Any:
    """A context in which JAX's persistent compilation cache is neither read nor written.

    `jax_enable_compilation_cache=False` alone does not do it once the process has compiled:
    `compilation_cache.is_cache_used` reads it at the first compile and keeps that answer. A
    deviceless H100 compile inside such a context still wrote its executables, which its
    compile-only client cannot load back ("PjRtCompiler must be constructed with a Client to call
    DeserializeLoadedExecutable", a UserWarning in the next run or worker). The cache's state is
    reset on the way in and out (`reset_cache`, public in jax.experimental.compilation_cache), so
    inside it the first check sees the cache off and the next compile after it sees it on again."""
    import contextlib

    from jax._src import config as jax_config
    from jax.experimental.compilation_cache import compilation_cache

    @contextlib.contextmanager
    def off() -> Any:
        compilation_cache.reset_cache()
        try:
            with jax_config.enable_compilation_cache(False):
                yield
        finally:
            compilation_cache.reset_cache()

    return off()


# jax >= 0.10 (pallas_call.py, deprecation "jax-pallas-call-mgpu"): each lowering of a `pl.pallas_call`
# without Triton compiler params, which goes to Mosaic GPU, warns that `plgpu.kernel` replaces it.
MOSAIC_GPU_PALLAS_CALL = "Using ``pl.pallas_call`` for Mosaic GPU kernels is deprecated"


def noting_mosaic_gpu_deprecation(noted: list) -> Any:
    """A context that takes JAX's DeprecationWarning for a `pl.pallas_call` lowered to Mosaic GPU
    into `noted` (its message, once per lowering) instead of the log: the harness lowers every case
    for CUDA, some twice, and the warning would be said hundreds of times; the lowering check records
    it and the summary says it once. Every other warning raised inside goes on as raised."""
    import contextlib
    import re
    import warnings

    @contextlib.contextmanager
    def noting() -> Any:
        caught: list = []
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.filterwarnings("always", message=re.escape(MOSAIC_GPU_PALLAS_CALL),
                                        category=DeprecationWarning)
                yield
        finally:  # a lowering that raises keeps its warnings too
            for w in caught:
                if issubclass(w.category, DeprecationWarning) and str(w.message).startswith(MOSAIC_GPU_PALLAS_CALL):
                    noted.append(str(w.message))
                else:
                    warnings.warn_explicit(w.message, w.category, w.filename, w.lineno, source=w.source)

    return noting()
