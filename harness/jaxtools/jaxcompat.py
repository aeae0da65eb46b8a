"""The JAX APIs that moved between the release lines the suite runs on (tox.ini), in one place.

Each helper takes the current location first and falls back to where the older lines keep it;
tests/test_version_canary.py says which one a given JAX resolved to. The lines past the pinned one
(0.11, 0.12: Python >= 3.12) were read from JAX's source (tag jax-v0.11.0 and main, August 2026) and
the facts each bridge relies on checked against jax 0.11.2 on a GPU machine (the harness itself did
not run there); what each bridge expects is said where it is bridged.
"""

from __future__ import annotations

import contextlib
import re
import warnings
from typing import Any, Sequence


def enable_x64(flag: bool = True) -> Any:
    """`jax.enable_x64` (jax >= 0.8); jax 0.7 has it only as `jax.experimental.enable_x64`."""
    import jax

    fn = getattr(jax, "enable_x64", None)
    if fn is None:
        from jax.experimental import enable_x64 as fn  # jax 0.7
    return fn(flag)


def typed_like(value: Any, struct: Any) -> Any:
    """`value` with the sharding `struct`'s type carries (an output of `jax.eval_shape` on a mesh with
    Explicit axes: `float32[4@var,16@x]`), so a VJP accepts it as that output's cotangent; elsewhere
    (Auto axes, no mesh) the type has no sharding and `value` is returned as it is. `jax.sharding.reshard`
    is public from jax 0.6."""
    import jax

    spec = getattr(getattr(struct, "sharding", None), "spec", None)
    if spec is None or all(axis is None for axis in spec):
        return value
    return jax.sharding.reshard(value, spec)


def jaxprs_in_params(params: Any) -> Any:
    """The sub-jaxprs of an equation's params: public in `jax.extend.core` from jax 0.10; the same
    function lives in `jax._src.core` on 0.7 to 0.9."""
    try:
        from jax.extend.core import jaxprs_in_params as fn
    except ImportError:  # jax < 0.10
        from jax._src.core import jaxprs_in_params as fn
    return fn(params)


def debug_info(traced_for: str, func_src_info: str) -> Any:
    """The debug info of a jaxpr the harness builds itself: `DebugInfo` is public in `jax.extend.core`
    from jax 0.10; 0.7 to 0.9 keep it in `jax._src.core`."""
    try:
        from jax.extend.core import DebugInfo
    except ImportError:  # jax < 0.10
        from jax._src.core import DebugInfo
    return DebugInfo(traced_for, func_src_info, None, None)


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
    """`jax.sharding.AbstractDevice` (public from jax 0.11; `jax._src.mesh` before): `platform` is a
    field from jax 0.10; older lines take only the device kind and core count."""
    import inspect

    import jax

    cls = getattr(jax.sharding, "AbstractDevice", None)
    if cls is None:
        from jax._src import mesh as mesh_lib

        cls = mesh_lib.AbstractDevice
    if "platform" in inspect.signature(cls).parameters:
        return cls(device_kind=device_kind, num_cores=num_cores, platform=platform)
    return cls(device_kind=device_kind, num_cores=num_cores)


def block_array_aval(block_mapping: Any) -> Any:
    """The whole array a Pallas block mapping windows (its shape and dtype): `array_aval` from jax 0.8,
    `array_shape_dtype` (a ShapeDtypeStruct) on 0.7."""
    aval = getattr(block_mapping, "array_aval", None)
    return aval if aval is not None else block_mapping.array_shape_dtype


def block_shape(block_mapping: Any) -> tuple[int, ...]:
    """A block mapping's block shape in elements (a squeezed dimension counts 1): JAX's private
    `pallas_core._get_block_shape`, the same from 0.7 to 0.12."""
    from jax._src.pallas import core as pallas_core

    return tuple(pallas_core._get_block_shape(block_mapping.block_shape))


def scratch_avals(grid_mapping: Any, kernel_jaxpr: Any) -> list[Any]:
    """The scratch operands of a pallas_call (shape and dtype each): `GridMapping.scratch_avals` from
    jax 0.8; on 0.7 the grid mapping counts them (`num_scratch_operands`), the kernel's last inputs."""
    avals = getattr(grid_mapping, "scratch_avals", None)
    if avals is not None:
        return list(avals)
    n = grid_mapping.num_scratch_operands
    return [v.aval for v in kernel_jaxpr.invars[len(kernel_jaxpr.invars) - n:]] if n else []


def is_semaphore(aval: Any) -> bool:
    """Whether a scratch aval is a Pallas semaphore (DMA, regular or barrier; `pallas_core.semaphore_dtype`
    on every line from 0.7): a counter, not data."""
    import jax.numpy as jnp
    from jax._src.pallas import core as pallas_core

    dtype = getattr(aval, "dtype", None)
    return dtype is not None and jnp.issubdtype(dtype, pallas_core.semaphore_dtype)


def constvars_as_invars(jaxpr: Any) -> Any:
    """An open jaxpr with its constvars moved to the front of its invars (`run_scoped`'s body takes the
    refs and values it closes over as constvars): `pe.convert_constvars_jaxpr`, on every line from 0.7."""
    from jax._src.interpreters import partial_eval as pe

    return pe.convert_constvars_jaxpr(jaxpr)


def discharge_state(closed: Any) -> Any:
    """A stateful closed jaxpr (an index map with scalar-prefetch refs) with its refs discharged, as a
    closed jaxpr: `jax._src.state.discharge.discharge_state(closed)` from jax 0.10; on 0.7 to 0.9 that
    name takes (jaxpr, consts) and `discharge_state2(closed)` is the closed form."""
    import inspect

    from jax._src.state import discharge

    if "consts" in inspect.signature(discharge.discharge_state).parameters:  # jax < 0.10
        return discharge.discharge_state2(closed)
    return discharge.discharge_state(closed)


# The GPU every lowering for CUDA on a machine without one is made for: jax <= 0.10's Triton lowering
# fell back to compute capability 9.0 itself, and the deviceless compile targets an H100 too.
LOWERING_GPU = "NVIDIA H100 80GB HBM3"


def triton_lowering_asks_the_device() -> bool:
    """Whether Pallas's Triton lowering reads the GPU it lowers for from the device or the abstract
    mesh (jax >= 0.11: `jax._src.pallas.triton.gpu_info`; without a GPU and without an abstract
    device it raises "No supported GPU devices found"), rather than falling back to compute
    capability 9.0 on a machine without a GPU (jax <= 0.10)."""
    import importlib.util

    try:
        return importlib.util.find_spec("jax._src.pallas.triton.gpu_info") is not None
    except ImportError:
        return False


def cuda_lowering_mesh() -> Any:
    """The abstract mesh a lowering for CUDA runs under where JAX asks for the GPU and none is here:
    one H100 (LOWERING_GPU, compute capability 9.0, what jax <= 0.10 assumed). None where it is not
    needed (jax <= 0.10, or a GPU present: the lowering reads the real one, as before)."""
    if not triton_lowering_asks_the_device():
        return None
    from jax._src import xla_bridge

    # JAX's own device list, not `jax.devices` (a platform emulation answers that one with a GPU)
    if any(d.platform == "gpu" for d in xla_bridge.devices()):
        return None
    return one_device_mesh(abstract_device(device_kind=LOWERING_GPU, num_cores=None, platform="cuda"))


def one_device_mesh(device: Any) -> Any:
    """An abstract mesh of one `device` whose axis is Auto: a lowering made for the device, not for a
    sharding. `AbstractMesh`'s axes default to Auto to jax 0.10 and to Explicit from 0.12, where the
    sharding then enters every traced type ('Length of sharding.spec (2) must be equal to aval's
    ndim (1)' in fermix's Pfaffian kernels)."""
    import jax
    from jax._src import mesh as mesh_lib

    return mesh_lib.AbstractMesh((1,), ("x",), axis_types=(jax.sharding.AxisType.Auto,), abstract_device=device)


# What JAX >= 0.11 warns at every Triton lowering (jax/_src/pallas/pallas_call.py, a DeprecationWarning
# through jax._src.deprecations, id "jax-pallas-triton"), and what importing one of its Triton ops
# warns from 0.11.2 ("jax.experimental.pallas.ops.gpu.attention is deprecated. Please use
# tokamax..."). The harness verifies exactly these kernels, so the warnings say nothing to its user and
# must not turn a `-W error` run into errors: they are ignored where the harness lowers and imports,
# and nowhere else.
TRITON_BACKEND_DEPRECATED = "The Pallas Triton backend is deprecated"
TRITON_OPS_DEPRECATED = r"jax\.experimental\.pallas\.ops\.gpu\.\w+ is deprecated"


@contextlib.contextmanager
def quiet_triton_deprecation() -> Any:
    """Within: the Pallas Triton backend's DeprecationWarning and that of JAX's deprecated Triton ops
    modules are ignored (only these two messages; every other warning as the run's filters say)."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=re.escape(TRITON_BACKEND_DEPRECATED), category=DeprecationWarning)
        warnings.filterwarnings("ignore", message=TRITON_OPS_DEPRECATED, category=DeprecationWarning)
        yield


def plugin_triton_compiler() -> Any:
    """The CUDA plugin's own Triton -> PTX compiler, as `fn(module, arch, num_warps, num_ctas,
    num_stages) -> (ptx, shared memory bytes)` with `arch` in Triton's spelling ("9.0a", "8.0");
    None where the line has none.

    jax <= 0.10: `jax._src.lib.triton.compile("CUDA", module, "9.0a", num_warps=, num_ctas=,
    num_stages=)` returns `.asm` (PTX) and `.smem_bytes` (Triton's `ttg.shared`); the handler is
    `cuda_plugin_extension.compile_triton_to_asm` over the PJRT plugin's Triton extension, registered
    when JAX discovers the plugin (so this starts the backends). Raises RuntimeError where the
    plugin registered none. jax >= 0.11 (seen on 0.11.2 and 0.12.0.1): `jax._src.lib.triton` only
    re-exports `dialect`, `cuda_plugin_extension` has no `compile_triton_to_asm` and the PJRT
    library no Triton extension: None, and harness.run.gpu.xla_triton compiles the kernel as XLA's
    GPU compiler does (a deviceless compile of the one custom call, with XLA's dump)."""
    import jax
    from jax._src.lib import triton as jtriton

    if not hasattr(jtriton, "compile"):
        return None
    jax.devices()  # discovers the plugin, which registers the CUDA Triton compilation handler
    if not jtriton.has_compilation_handler("CUDA"):
        raise RuntimeError("the CUDA plugin registered no Triton compiler")

    def compile_to_ptx(module: bytes, arch: str, num_warps: int, num_ctas: int, num_stages: int) -> tuple[str, int]:
        res = jtriton.compile("CUDA", module, arch, num_warps=num_warps, num_ctas=num_ctas, num_stages=num_stages)
        return res.asm, int(res.smem_bytes)

    return compile_to_ptx


def import_module(name: str) -> Any:
    """`importlib.import_module`, quiet about JAX's deprecation of its Triton ops at import."""
    import importlib

    with quiet_triton_deprecation():
        return importlib.import_module(name)


# JAX's Pallas Triton ops (jax.experimental.pallas.ops.gpu.NAME), deprecated for tokamax in 0.11.2
TRITON_OPS = ("attention", "decode_attention", "layer_norm", "paged_attention", "rms_norm", "softmax")


def gone_module_hint(name: str) -> str | None:
    """What to do where one of JAX's Pallas Triton ops cannot be imported: JAX deprecated them in
    0.11.2 in favour of tokamax (openxla/tokamax: its own kernels, with other signatures) and will
    remove them with its Triton backend. None for any other module (a typo gets the usual message)."""
    package, _, op = name.rpartition(".")
    if package != "jax.experimental.pallas.ops.gpu" or op not in TRITON_OPS:
        return None
    from importlib import metadata

    return (f"jax {metadata.version('jax')} does not ship it: JAX deprecated its Pallas Triton ops for tokamax "
            "in 0.11.2; verify them on a JAX line that ships them (tox.ini lists them), or declare "
            "tokamax's kernels, which have other signatures, as pairs of their own")


# XLA options the harness sets that only some jaxlib lines have: (first jaxlib with it, first without;
# None: every line). XLA aborts the process on an unknown flag in XLA_FLAGS and refuses an unknown
# compile option, so an option is only set where the installed XLA has it. Platform-dependent math
# got its switch in jaxlib 0.8 (0.7.2's XLA has no such flag); the fusion-emitter switch went with
# XLA:CPU's legacy emitters (the last GPU-machine run, on jaxlib 0.11.2, needed it gone).
XLA_OPTION_LINES = {"xla_cpu_enable_platform_dependent_math": ((0, 8), None),
                    "xla_cpu_use_fusion_emitters": (None, (0, 11))}


def _release(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in re.findall(r"\d+", version.split("+")[0])[:3])


def _xla_has(option: str, jaxlib: str | None) -> bool:
    if option not in XLA_OPTION_LINES:
        return True
    if jaxlib is None:
        from importlib import metadata

        try:
            jaxlib = metadata.version("jaxlib")
        except metadata.PackageNotFoundError:
            return True
    first, gone = XLA_OPTION_LINES[option]
    have = _release(jaxlib)
    return (first is None or have >= first) and (gone is None or have < gone)


def known_xla_options(options: dict[str, Any], jaxlib: str | None = None) -> dict[str, Any]:
    """`options` less those the installed jaxlib's XLA does not have (`jaxlib`: its version, read
    from the installed distribution where not given)."""
    return {k: v for k, v in options.items() if _xla_has(k, jaxlib)}


def known_xla_flags(flags: Sequence[str], jaxlib: str | None = None) -> list[str]:
    """XLA_FLAGS words ("--name=value") less those the installed jaxlib's XLA does not have."""
    return [f for f in flags if _xla_has(f.lstrip("-").split("=", 1)[0], jaxlib)]


def scan_operands(params: dict, operands: Sequence[Any]) -> tuple[list, list, list]:
    """A scan equation's operands as (consts, carry, xs): jax >= 0.11 describes them by a FlatTree
    (`ft_in`, three groups); older lines by the counts `num_consts` and `num_carry`."""
    if "ft_in" in params:
        consts, carry, xs = params["ft_in"].update(list(operands)).unpack()
        return list(consts), list(carry), list(xs)
    nc, nk = params["num_consts"], params["num_carry"]
    return list(operands[:nc]), list(operands[nc:nc + nk]), list(operands[nc + nk:])


# Call primitives by name -> the param holding their body, as the lines name them: closed_call is
# `eval_jaxpr` from jax 0.11.2 (jax._src.core.eval_jaxpr_p, same `call_jaxpr` param); custom_vmap_call
# (jax.custom_batching.custom_vmap, which tokamax wraps its ops in) runs `call` on all its operands.
CALL_BODY_PARAMS = {"jit": "jaxpr", "pjit": "jaxpr", "closed_call": "call_jaxpr", "eval_jaxpr": "call_jaxpr",
                    "core_call": "call_jaxpr", "custom_jvp_call": "call_jaxpr", "custom_vjp_call": "call_jaxpr",
                    "custom_vjp_call_jaxpr": "fun_jaxpr", "remat": "jaxpr", "checkpoint": "jaxpr",
                    "custom_vmap_call": "call"}


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
    try:
        from jax._src import source_info_util
        from jax._src.interpreters import ad

        # its transpose rule: in `fancy_transposes` from jax 0.11.2, `primitive_transposes` before
        table = next(t for t in (getattr(ad, "fancy_transposes", {}), ad.primitive_transposes) if ad.custom_lin_p in t)
        rule = table[ad.custom_lin_p]
    except (ImportError, AttributeError, StopIteration):
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
        table[ad.custom_lin_p] = traced_where_written
        try:
            yield
        finally:
            table[ad.custom_lin_p] = rule

    return swapped()


def tpu_race_detector() -> tuple[Any, Any, Any] | None:
    """JAX's TPU interpreter with its race detector: (InterpretParams as a function of
    `detect_races` and `num_cores_or_threads`, a function that says whether the last interpreted
    kernel had a race, a function that resets the interpreter's global state). The state is a global
    of `jax._src.pallas.mosaic.interpret.interpret_pallas_call` from jax 0.8 (a package), of
    `jax._src.pallas.mosaic.interpret` (one module) on 0.7; None where neither has it. The core
    count's field is `num_cores_or_threads` from jax 0.9, `num_cores_or_threads_per_device` on 0.8,
    `num_cores_per_device` on 0.7."""
    import dataclasses
    import importlib

    for name in ("jax._src.pallas.mosaic.interpret.interpret_pallas_call", "jax._src.pallas.mosaic.interpret"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        if hasattr(module, "races") and hasattr(module, "reset_tpu_interpret_mode_state"):
            from jax.experimental.pallas import tpu as pltpu

            fields = {f.name for f in dataclasses.fields(pltpu.InterpretParams)}
            cores = next(f for f in ("num_cores_or_threads", "num_cores_or_threads_per_device",
                                     "num_cores_per_device") if f in fields)

            # jax 0.12 raises at the first race unless told to warn (`on_race`, default "raise"), and
            # logs each race where 0.10 prints it (harness.analysis.tpu_race_detector reads both)
            warn = {"on_race": "warn"} if "on_race" in fields else {}

            def interpret_params(detect_races: bool, num_cores_or_threads: int) -> Any:
                return pltpu.InterpretParams(detect_races=detect_races, **{cores: num_cores_or_threads}, **warn)

            return (interpret_params, lambda: bool(getattr(module.races, "races_found", False)),
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


# -- hooks of the platform emulation (harness.run.emulation, harness.run.triton_interpret) -------------------
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


def tpu_info_answers(device_kind: str, num_cores: int) -> Any:
    """A context in which `pltpu.get_tpu_info()` (and the Mosaic TPU lowering's own device queries)
    answer as a TPU of `device_kind` with `num_cores` TensorCores per device, where no abstract mesh
    names a device (that one is what JAX asks first, and still answers). The queries live in
    jax._src.tpu_info from jax 0.11 (jax._src.pallas.mosaic.tpu_info forwards to it), in
    jax._src.pallas.mosaic.tpu_info before; `get_tpu_info`'s cache is cleared on the way in and out,
    so no answer given inside is served outside, nor back."""
    import contextlib

    from jax._src import mesh as mesh_lib

    try:
        from jax._src import tpu_info as module
    except ImportError:
        from jax._src.pallas.mosaic import tpu_info as module

    real = {"get_device_kind": module.get_device_kind, "get_num_device_cores": module.get_num_device_cores}

    def _abstract_device() -> Any:
        return mesh_lib.get_abstract_mesh().abstract_device

    def get_device_kind() -> str:
        device = _abstract_device()
        return device.device_kind if device else device_kind

    def get_num_device_cores() -> int:
        device = _abstract_device()
        return device.num_cores if device else num_cores

    def clear() -> None:
        getattr(module.get_tpu_info, "cache_clear", lambda: None)()

    @contextlib.contextmanager
    def swapped() -> Any:
        global _answered_tpu
        clear()
        previous, _answered_tpu = _answered_tpu, (device_kind, num_cores)
        module.get_device_kind, module.get_num_device_cores = get_device_kind, get_num_device_cores
        try:
            yield
        finally:
            for name, fn in real.items():
                setattr(module, name, fn)
            _answered_tpu = previous
            clear()

    return swapped()


_answered_tpu: tuple[str, int] | None = None


def answered_tpu() -> tuple[str, int] | None:
    """(device kind, cores per device) of the TPU that `tpu_info_answers` answers as now, else None:
    the chip a lowering for TPU made meanwhile is for."""
    return _answered_tpu


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
    discharge rules, registered in jax._src.state.discharge), each called as
    `(original, in_avals, out_avals, *args, **params)` on every line."""
    import contextlib
    import functools

    from jax._src.pallas import primitives
    from jax._src.state import discharge

    rules = discharge._discharge_rules
    # jax >= 0.12 calls a rule as (ctx: DischargeContext, *args), the avals in `ctx.in_avals` /
    # `ctx.out_avals`; older lines as (in_avals, out_avals, *args)
    with_context = hasattr(discharge, "DischargeContext")

    def ours(rule: Any, original: Any) -> Any:
        if not with_context:
            return functools.partial(rule, original)

        def called_with_context(ctx: Any, *args: Any, **params: Any) -> Any:
            def jaxs_own(in_avals: Any, out_avals: Any, *args: Any, **params: Any) -> Any:
                return original(ctx, *args, **params)

            return rule(jaxs_own, ctx.in_avals, ctx.out_avals, *args, **params)

        return called_with_context

    @contextlib.contextmanager
    def swapped() -> Any:
        saved = {p: rules[p] for p in (primitives.load_p, primitives.swap_p)}
        rules[primitives.load_p] = ours(load, saved[primitives.load_p])
        rules[primitives.swap_p] = ours(swap, saved[primitives.swap_p])
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
