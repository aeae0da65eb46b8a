"""Version canary: the JAX / Pallas APIs that astronomix 0.6.6 and this harness rely on.

One case per API, each cheap (a tiny trace, lowering or interpret-mode run, no astronomix kernel):
run it first on a new JAX (`pytest tests/test_version_canary.py`). A missing or changed API fails
its own case with one sentence naming the JAX version, what is missing and who uses it, instead of
an ImportError deep inside a kernel or a Pallas path that astronomix silently turns off.

Facts seen on the release lines tried (jax/jaxlib 0.6.2, 0.7.2, 0.8.3, 0.9.2, 0.10.2; see tox.ini):
`jax.enable_x64` appears in 0.8 (0.7 has only `jax.experimental.enable_x64`, gone in 0.9);
`jax.extend.core.jaxprs_in_params` appears in 0.10 (`jax._src.core` before); `jax.set_mesh` and
`jax.sharding.use_abstract_mesh` appear in 0.7; `AbstractDevice(platform=)` appears in 0.10; the
`pallas_call` equation's `name` param appears in 0.8 (0.7 keeps the name in the kernel jaxpr's debug
info); `pallas.triton.TritonCompilerParams` is gone from 0.7 (`CompilerParams` exists from 0.6);
`from jax.shard_map import shard_map` fails on every line (there it is a function, not a module), so
astronomix always falls back to `jax.experimental.shard_map` with `check_rep` (deprecated in 0.8).
jax 0.7's Pallas block mapping has `array_shape_dtype` (`array_aval` from 0.8) and its grid mapping
counts scratch operands (`scratch_avals` from 0.8); `discharge_state` takes a closed jaxpr from 0.10
(`discharge_state2` before); jaxlib 0.7's XLA has no `--xla_cpu_enable_platform_dependent_math`.
Read from JAX's source (what the bridges rely on in the Triton lowering, both warnings, scan, the
two renames and the XLA flag also seen on jax 0.11.2, on a GPU machine; the canary itself not run
there): 0.11 merges ClosedJaxpr into Jaxpr, gives scan its operand groups as a FlatTree (`ft_in`),
makes `jax.sharding.AbstractDevice` public, lowers Triton only for a GPU it can name (a device, or an
abstract one in a mesh the trace was made under) and warns that the Pallas Triton backend is
deprecated at each Triton lowering; 0.11.2 also deprecates JAX's Triton ops for tokamax (a warning at
import), renames closed_call `eval_jaxpr`, moves custom_lin's transpose to `fancy_transposes`, and its
XLA aborts on `--xla_cpu_use_fusion_emitters`; 0.11 drops the CUDA plugin's Triton compiler
(`jax._src.lib.triton.compile`; gone on 0.11.2 and 0.12.0.1, where XLA compiles a kernel's call
instead: harness/run/gpu/xla_triton.py). harness/jaxtools/jaxcompat.py bridges the harness's own
differences (test_moved_apis_are_used_through_jaxcompat keeps every use behind it); astronomix's are
checked as they are.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.metadata
import inspect
import warnings
from collections.abc import Callable, Iterator

import numpy as np
import pytest

JAX = importlib.metadata.version("jax")
JAXLIB = importlib.metadata.version("jaxlib")
ON = f"jax {JAX} (jaxlib {JAXLIB})"

CHECKS: dict[str, Callable[[], None]] = {}


def check(name: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    def register(fn: Callable[[], None]) -> Callable[[], None]:
        assert name not in CHECKS, name
        CHECKS[name] = fn
        return fn

    return register


def fail(what: str) -> None:
    pytest.fail(f"{ON}: {what}", pytrace=False)


def need(ok: object, what: str) -> None:
    if not ok:
        fail(what)


@contextlib.contextmanager
def api(what: str) -> Iterator[None]:
    """Any error inside becomes one readable line: the version, the API, the first line of the error."""
    try:
        yield
    except pytest.fail.Exception:
        raise
    except Exception as e:  # noqa: BLE001 - turned into the one sentence
        first = next((line for line in str(e).splitlines() if line.strip()), "")
        pytest.fail(f"{ON}: {what}: {type(e).__name__}: {first}", pytrace=False)


def keyword_params(fn: Callable) -> set[str]:
    return set(inspect.signature(fn).parameters)


def _double_kernel(x_ref, o_ref):
    o_ref[...] = x_ref[...] * 2.0


def tiny_pallas(name: str = "canary_double", *, interpret: bool = False, triton: bool = True) -> Callable:
    """A 1-D elementwise doubling over blocks of 128, built exactly the way astronomix builds its calls."""
    import jax
    from jax.experimental import pallas as pl
    from jax.experimental.pallas import triton as pltriton

    def fn(x):
        spec = pl.BlockSpec((128,), lambda i: (i,))
        params = pltriton.CompilerParams(num_warps=2, num_stages=1) if triton else None
        return pl.pallas_call(_double_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                              grid=(x.shape[0] // 128,), in_specs=[spec], out_specs=spec, name=name,
                              interpret=interpret, compiler_params=params)(x)

    return fn


def f32(n: int = 512):
    import jax
    import jax.numpy as jnp

    return jax.ShapeDtypeStruct((n,), jnp.float32)


# -------------------------------------------------------------------------------- Pallas


@check("pallas-pallas_call")
def _():
    with api("`from jax.experimental import pallas as pl` (every astronomix *_pallas module)"):
        from jax.experimental import pallas as pl
    for name in ("pallas_call", "BlockSpec", "program_id"):
        need(hasattr(pl, name), f"jax.experimental.pallas has no `{name}`; astronomix 0.6.6 builds every "
                                f"kernel with pl.{name}")


@check("pallas-BlockSpec-order")
def _():
    from jax.experimental import pallas as pl

    with api("pl.BlockSpec signature"):
        params = list(inspect.signature(pl.BlockSpec).parameters)
    need(params[:2] == ["block_shape", "index_map"],
         f"pl.BlockSpec's first positional parameters are {params[:2]}, not ['block_shape', 'index_map']: "
         "astronomix 0.6.6 calls pl.BlockSpec(block_shape, index_map) positionally (the pre-0.4.31 order "
         "was (index_map, block_shape))")

    def index_map(i):
        return (i,)

    with api("pl.BlockSpec((128,), index_map)"):
        spec = pl.BlockSpec((128,), index_map)
    with api("calling the index_map stored by pl.BlockSpec((128,), index_map)"):
        mapped = tuple(spec.index_map(3))
    need(tuple(spec.block_shape) == (128,) and mapped == (3,),
         f"pl.BlockSpec((128,), index_map) stored block_shape={spec.block_shape!r} and an index_map "
         f"mapping 3 to {mapped}: the positional order changed")


@check("pallas-triton-CompilerParams")
def _():
    with api("`from jax.experimental.pallas import triton as pltriton` (astronomix._pallas_helpers)"):
        from jax.experimental.pallas import triton as pltriton
    if not hasattr(pltriton, "CompilerParams"):
        old = " (it has only the old name TritonCompilerParams)" if hasattr(pltriton, "TritonCompilerParams") else ""
        fail(f"jax.experimental.pallas.triton has no CompilerParams{old}; astronomix 0.6.6's "
             "_pallas_compiler_params calls pltriton.CompilerParams(num_warps=...)")
    with api("pltriton.CompilerParams(num_warps=2, num_stages=1)"):
        params = pltriton.CompilerParams(num_warps=2, num_stages=1)
    need(params.num_warps == 2 and params.num_stages == 1,
         f"pltriton.CompilerParams(num_warps=2, num_stages=1) gave {params!r}")


@check("pallas-interpret-run")
def _():
    import jax.numpy as jnp

    x = jnp.arange(512, dtype=jnp.float32)
    with api("running a tiny pallas_call with interpret=True on the CPU (how every CPU case runs)"):
        out = np.asarray(tiny_pallas(interpret=True, triton=False)(x))
    np.testing.assert_array_equal(out, np.arange(512, dtype=np.float32) * 2,
                                  err_msg=f"{ON}: interpret-mode pallas_call computed wrong values")


@check("pallas-jaxpr-name")
def _():
    import jax

    from harness.analysis.paths import count_primitive, pallas_kernel_names

    with api("jax.jit(pallas fn).trace(...).jaxpr"):
        jaxpr = jax.jit(lambda x: tiny_pallas()(x) + 1.0).trace(f32()).jaxpr
    need(count_primitive(jaxpr, "pallas_call") == 1,
         "the traced program of a pallas_call has no equation named `pallas_call` (harness/analysis/paths.py "
         "counts that primitive name to prove the Pallas path)")
    names = pallas_kernel_names(jaxpr)
    need(names == ["canary_double"],
         f"the pallas_call equation's name_and_src_info/name param gave {names}, not ['canary_double'] "
         "(harness/analysis/paths.py pallas_kernel_names)")


# -------------------------------------------------------------------------------- tracing, lowering


@check("jit-trace-lower-platforms")
def _():
    import jax

    with api("jax.jit(f).trace(struct) (harness/run/engine.py, ir.py, gpu_aot.py)"):
        traced = jax.jit(lambda x: x * 2.0).trace(f32())
    need(hasattr(traced, "jaxpr"), "jax.jit(f).trace(...) has no .jaxpr (harness/run/engine.py reads traced.jaxpr)")
    with api("traced.lower(lowering_platforms=('cpu',)) (harness/jaxtools/lower.py lower_for)"):
        lowered = traced.lower(lowering_platforms=("cpu",))
    with api("lowered.as_text(debug_info=False) and lowered.compiler_ir('stablehlo') (harness/jaxtools/ir.py)"):
        need("stablehlo" in lowered.as_text(debug_info=False), "lowered.as_text() holds no StableHLO")
        lowered.compiler_ir("stablehlo").operation
    with api("lowered.compile().memory_analysis() (harness/run/gpu/gpu_aot.py deviceless_compile)"):
        stats = lowered.compile().memory_analysis()
    for field in ("temp_size_in_bytes", "argument_size_in_bytes", "output_size_in_bytes",
                  "alias_size_in_bytes", "generated_code_size_in_bytes"):
        need(hasattr(stats, field), f"compiled.memory_analysis() has no {field} (harness/run/gpu/gpu_aot.py)")


@check("jaxprs_in_params")
def _():
    import jax
    import jax.extend.core as public

    from harness.analysis.paths import count_primitive

    if not hasattr(public, "jaxprs_in_params"):
        with api("jax.extend.core has no jaxprs_in_params (public from jax 0.10), and importing the fallback "
                 "that harness/jaxtools/jaxcompat.py uses, jax._src.core.jaxprs_in_params, failed"):
            from jax._src.core import jaxprs_in_params  # noqa: F401

    def nested(x):
        return jax.jit(lambda y: jax.lax.cond(y.sum() > 0, jax.numpy.sin, lambda z: z, y))(x)

    with api("harness.analysis.paths.count_primitive over jit -> cond -> sin"):
        jaxpr = jax.make_jaxpr(nested)(np.ones(4, np.float32))
        found = count_primitive(jaxpr, "sin")
    need(found == 1, f"harness/analysis/paths.py found {found} `sin` equations nested in jit -> cond, not 1: "
                     "jaxprs_in_params no longer yields the sub-jaxprs of pjit/cond params")


@check("while-body_jaxpr")
def _():
    import jax

    from harness.jaxtools.jaxpr_walk import iter_eqns

    def loop(x):
        return jax.lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] * 2.0), (0, x))[1]

    jaxpr = jax.make_jaxpr(loop)(np.ones(2, np.float32))
    loops = [e for e in iter_eqns(jaxpr) if e.primitive.name == "while"]
    need(loops, "jax.lax.while_loop traced to no `while` equation (harness/analysis/paths.py calls_in_loop)")
    need("body_jaxpr" in loops[0].params,
         f"the `while` equation's params are {sorted(loops[0].params)}, without body_jaxpr "
         "(harness/analysis/paths.py calls_in_loop)")


@check("enable_x64")
def _():
    import jax.numpy as jnp

    from harness.jaxtools import jaxcompat

    with api("harness.jaxtools.jaxcompat.enable_x64: neither jax.enable_x64 (jax >= 0.8) nor "
             "jax.experimental.enable_x64 (jax 0.7, gone in 0.9)"):
        with jaxcompat.enable_x64(True):
            on = jnp.zeros(1).dtype
        with jaxcompat.enable_x64(False):
            off = jnp.zeros(1).dtype
    need((on, off) == (jnp.float64, jnp.float32),
         f"enable_x64(True/False) gave default dtypes {on}/{off}, not float64/float32 (every case's x64 axis)")


@check("gradients-and-trees")
def _():
    import jax

    with api("jax.test_util.check_grads (harness/checks/gradients.py)"):
        from jax.test_util import check_grads

        check_grads(lambda x: (x ** 2).sum(), (np.ones(3),), order=1, modes=("fwd", "rev"))
    with api("jax.grad / jax.jvp / jax.vjp / jax.jacfwd / jax.eval_shape (harness/run/engine.py, scenario_engine.py)"):
        f = jax.numpy.sin
        x = jax.numpy.ones(3)
        jax.grad(lambda v: f(v).sum())(x)
        jax.jvp(f, (x,), (x,))
        jax.vjp(f, x)[1](x)
        jax.jacfwd(f)(x)
        jax.eval_shape(f, x)
    with api("jax.tree_util.tree_flatten_with_path / keystr / tree_map, jax.tree.map (harness/analysis/compare.py, "
             "engine.py, gpu_aot.py)"):
        leaves, _ = jax.tree_util.tree_flatten_with_path({"a": (1, 2)})
        need(jax.tree_util.keystr(leaves[0][0]) == "['a'][0]", "jax.tree_util.keystr changed its format")
        jax.tree_util.tree_map(lambda v: v, [1])
        jax.tree.map(lambda v: v, [1])


@check("compilation-cache-config")
def _():
    import jax
    from jax import monitoring

    for name in ("jax_compilation_cache_dir", "jax_persistent_cache_min_compile_time_secs",
                 "jax_persistent_cache_min_entry_size_bytes"):
        with api(f"jax.config option {name} (harness/jaxtools/compile_cache.py)"):
            getattr(jax.config, name)
    need(callable(getattr(monitoring, "register_event_listener", None)),
         "jax.monitoring.register_event_listener is gone (harness/jaxtools/compile_cache.py counts compiles with it)")
    with api("jax._src.config.jax_platforms / enable_compilation_cache (harness/run/gpu/gpu_aot.py)"):
        from jax._src import config as jax_config

        jax_config.jax_platforms.value
        with jax_config.enable_compilation_cache(False):
            pass


@check("xla_bridge-private-state")
def _():
    import jax

    jax.devices()
    with api("jax._src.xla_bridge (harness/grid/devices.py, gpu_aot.py)"):
        from jax._src import xla_bridge as xb
    # devices.py and gpu_aot.py read these with getattr defaults: without them they silently answer
    # "not started" / "no plugin", so the flags they guard would be set too late, unnoticed.
    need(getattr(xb, "_backends", None), "jax._src.xla_bridge._backends is missing or empty after jax.devices() "
                                         "(harness/grid/devices.py detects a started JAX with it)")
    need(hasattr(xb, "_plugins_registered"), "jax._src.xla_bridge has no _plugins_registered "
                                             "(harness/run/gpu/gpu_aot.py detects plugin discovery with it)")


# -------------------------------------------------------------------------------- sharding


@check("AxisType-Auto-make_mesh")
def _():
    import jax

    with api("jax.sharding.AxisType.Auto"):
        auto = jax.sharding.AxisType.Auto
    with api("jax.make_mesh((1,), ('x',), axis_types=(AxisType.Auto,))"):
        mesh = jax.make_mesh((1,), ("x",), axis_types=(auto,))
    need(tuple(mesh.axis_types) == (auto,), f"jax.make_mesh(..., axis_types=(Auto,)) gave axis types "
                                            f"{mesh.axis_types}")
    from harness.declare import MeshLayout
    from harness.grid.devices import build_mesh

    with api("jax.sharding.Mesh(devices, names, axis_types=...) (harness/grid/devices.py build_mesh)"):
        mesh = build_mesh(1, MeshLayout(axes=("var", "x", "y", "z")))
    need(tuple(mesh.axis_types) == (auto,) * 4, f"harness.grid.devices.build_mesh(1) has axis types {mesh.axis_types}, "
                                                "not 4 x Auto (astronomix's kernels need Auto axes)")


@check("set_mesh")
def _():
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec

    from harness.declare import MeshLayout
    from harness.grid.devices import build_mesh

    mesh = build_mesh(1, MeshLayout(axes=("var", "x", "y", "z")))
    need(hasattr(jax, "set_mesh"), "jax has no set_mesh (added in jax 0.7); harness/run/engine.py enters "
                                   "jax.set_mesh(mesh) for every mesh case")
    with api("`with jax.set_mesh(mesh):` around a sharded jit (harness/run/engine.py)"):
        with jax.set_mesh(mesh):
            x = jax.device_put(jnp.ones((1, 4)), NamedSharding(mesh, PartitionSpec("var", "x")))
            np.asarray(jax.jit(lambda v: v + 1)(x))
    with api("jax.ShapeDtypeStruct(..., sharding=NamedSharding) (harness/run/gpu/gpu_aot.py)"):
        jax.ShapeDtypeStruct((4,), jnp.float32, sharding=NamedSharding(mesh, PartitionSpec("x")))


def _shard_map_smoke(shard_map: Callable, **kw) -> None:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec

    from harness.declare import MeshLayout
    from harness.grid.devices import build_mesh

    mesh = build_mesh(1, MeshLayout(axes=("var", "x", "y", "z")))
    spec = PartitionSpec("var", "x")
    out = shard_map(lambda v: v * 2.0, mesh=mesh, in_specs=(spec,), out_specs=spec, **kw)(jnp.ones((1, 4)))
    np.testing.assert_array_equal(np.asarray(out), 2 * np.ones((1, 4)), err_msg=f"{ON}: shard_map computed wrong values")


@check("shard_map-check_vma")
def _():
    import jax

    need(callable(getattr(jax, "shard_map", None)), "jax.shard_map is missing (the public shard_map)")
    need("check_vma" in keyword_params(jax.shard_map),
         f"jax.shard_map takes {sorted(keyword_params(jax.shard_map))}, no check_vma")
    with api("jax.shard_map(f, mesh=..., in_specs=..., out_specs=..., check_vma=False)"):
        _shard_map_smoke(jax.shard_map, check_vma=False)


@check("shard_map-as-astronomix-imports-it")
def _():
    # astronomix 0.6.6 _pallas_helpers._pallas_call_sharded (every kernel on a mesh of 2 or more):
    #   try: from jax.shard_map import shard_map   except ImportError: from jax.experimental.shard_map import shard_map
    #   shard_map(body, mesh=..., in_specs=..., out_specs=..., check_rep=False)
    where = "jax.shard_map"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            from jax.shard_map import shard_map
        except ImportError:
            where = "jax.experimental.shard_map"
            with api("astronomix 0.6.6 imports shard_map from jax.shard_map (a function, not a module, on every "
                     "release so far) and falls back to jax.experimental.shard_map, which failed"):
                from jax.experimental.shard_map import shard_map
        need("check_rep" in keyword_params(shard_map),
             f"{where}.shard_map (the one astronomix 0.6.6 imports) takes {sorted(keyword_params(shard_map))}, "
             "no check_rep: its multi-device Pallas wrapper calls shard_map(..., check_rep=False) and will "
             "raise TypeError on every mesh case (check_rep was renamed check_vma in jax.shard_map)")
        with api(f"{where}.shard_map(..., check_rep=False) as astronomix calls it"):
            _shard_map_smoke(shard_map, check_rep=False)


@check("abstract-mesh-tpu")
def _():
    import jax

    from harness.jaxtools import lower

    need(hasattr(jax.sharding, "use_abstract_mesh"), "jax.sharding.use_abstract_mesh is missing (added in jax "
                                                     "0.7); harness/jaxtools/lower.py lower_for('tpu') enters it")
    with api("harness.jaxtools.jaxcompat.abstract_device + jax._src.mesh.AbstractMesh(abstract_device=) "
             "(harness/jaxtools/lower.py lower_for('tpu'); AbstractDevice takes platform= only from jax 0.10)"):
        from jax._src import mesh as mesh_lib

        from harness.jaxtools.jaxcompat import abstract_device

        device = abstract_device(device_kind="TPU v5 lite", num_cores=1, platform="tpu")
        mesh_lib.AbstractMesh((1,), ("x",), abstract_device=device)
    with api("lowering a plain jitted function for TPU on this machine (harness/jaxtools/lower.py lower_for('tpu'))"):
        text = lower.lower_for("tpu", lambda x: x * 2.0, [f32()]).as_text(debug_info=False)
    need("stablehlo.multiply" in text, "the TPU lowering of x * 2 holds no stablehlo.multiply")


# -------------------------------------------------------------------------------- Triton for CUDA


@check("jaxlib-triton-register_dialect")
def _():
    with api("jaxlib.triton.dialect (harness/jaxtools/ir.py triton_kernels)"):
        from jaxlib.triton import dialect as triton_dialect
    need(callable(getattr(triton_dialect, "register_dialect", None)),
         "jaxlib.triton.dialect has no register_dialect (harness/jaxtools/ir.py parses Triton bytecode with it)")
    with api("jax._src.interpreters.mlir.make_ir_context + register_dialect(ctx)"):
        from jax._src.interpreters import mlir as jax_mlir
        from jax._src.lib.mlir import ir  # noqa: F401

        triton_dialect.register_dialect(jax_mlir.make_ir_context())
    with api("jax._src.lib.triton (harness/jaxtools/jaxcompat.py plugin_triton_compiler)"):
        from jax._src.lib import triton as jtriton
    if hasattr(jtriton, "compile"):  # jax <= 0.10: the CUDA plugin's Triton compiler
        for name in ("has_compilation_handler", "compile"):
            need(callable(getattr(jtriton, name, None)),
                 f"jax._src.lib.triton has no {name} (harness/jaxtools/jaxcompat.py plugin_triton_compiler)")
    else:  # jax >= 0.11: XLA compiles the kernel's custom call alone (harness/run/gpu/xla_triton.py)
        with api("jax.extend.core.Primitive and jax._src.interpreters.mlir (harness/run/gpu/xla_triton.py)"):
            from jax._src.interpreters import mlir as jax_mlir
            from jax.extend.core import Primitive  # noqa: F401
        for name in ("custom_call", "register_lowering", "dtype_to_ir_type", "i32_attr"):
            need(callable(getattr(jax_mlir, name, None)),
                 f"jax._src.interpreters.mlir has no {name} (harness/run/gpu/xla_triton.py)")
    with api("jax.experimental.topologies.get_topology_desc (harness/run/gpu/gpu_aot.py deviceless meshes)"):
        from jax.experimental import topologies

        need(callable(topologies.get_topology_desc), "jax.experimental.topologies.get_topology_desc is gone")


@check("triton-custom-call-for-cuda")
def _():
    from harness.jaxtools import ir, lower

    with api("lowering a tiny Triton pallas_call for CUDA on this machine (harness/jaxtools/lower.py lower_for)"):
        lowered = lower.lower_for("cuda", tiny_pallas(), [f32()])
    need("__gpu$xla.gpu.triton" in lowered.as_text(debug_info=False),
         "the CUDA lowering of a Triton pallas_call has no custom call __gpu$xla.gpu.triton "
         "(harness/jaxtools/ir.py looks for that call target)")
    with api("harness.jaxtools.ir.triton_kernels on the CUDA lowering (backend_config ir/name/grid_*/num_warps/num_stages)"):
        kernels = ir.triton_kernels(lowered)
    need(len(kernels) == 1, f"harness.jaxtools.ir.triton_kernels found {len(kernels)} kernels, not 1")
    k = kernels[0]
    need((k.name, k.grid, k.num_warps, k.num_stages) == ("canary_double", (4, 1, 1), 2, 1),
         f"the Triton kernel's backend_config reads name={k.name!r} grid={k.grid} num_warps={k.num_warps} "
         f"num_stages={k.num_stages}, not 'canary_double' (4, 1, 1) 2 1")
    need("tt.func" in k.ir, "the kernel's Triton bytecode parsed to a module with no tt.func")


@check("triton-lowering-under-W-error")
def _():
    # jax >= 0.11 warns "The Pallas Triton backend is deprecated" (a DeprecationWarning) at every Triton
    # lowering; the harness lowers under jaxcompat.quiet_triton_deprecation, so a `-W error` run lowers.
    from harness.jaxtools import lower

    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        with api("lowering a tiny Triton pallas_call for CUDA with DeprecationWarnings as errors (pytest -W error; "
                 "harness/jaxtools/lower.py lower_for, harness/jaxtools/jaxcompat.py quiet_triton_deprecation)"):
            lower.lower_for("cuda", tiny_pallas(), [f32()])


# -------------------------------------------------------------------------------- astronomix

ASTRONOMIX_PALLAS_MODULES = (
    "astronomix._pallas_helpers",
    "astronomix._finite_difference._interface_fluxes._weno_pallas",
    "astronomix._finite_difference._time_integrators._ssprk_pallas",
    "astronomix._finite_volume._state_evolution._pallas_evolve",
    "astronomix._finite_difference._magnetic_update._constrained_transport_pallas",
    "astronomix._fluid_equations._enforce_positivity_pallas",
)


def _module_check(module: str) -> Callable[[], None]:
    def run() -> None:
        with api(f"importing {module} (astronomix {importlib.metadata.version('astronomix')})"):
            importlib.import_module(module)
        if module.endswith("_pallas_helpers"):
            helpers = importlib.import_module(module)
            # It imports Pallas inside try/except and sets pl / pltriton to None on failure: every
            # gate would then reject and every pair silently run native.
            need(helpers.pl is not None, "astronomix._pallas_helpers.pl is None: it could not import "
                                         "jax.experimental.pallas, so every Pallas path is off")
            need(helpers.pltriton is not None, "astronomix._pallas_helpers.pltriton is None: it could not "
                                               "import jax.experimental.pallas.triton (no Triton params)")

    return run


for _module in ASTRONOMIX_PALLAS_MODULES:
    check(f"astronomix-import-{_module.rsplit('.', 1)[-1]}")(_module_check(_module))


@check("memory-interpreter")
def _():
    # harness/analysis/memory_safety.py and memory_footprint.py read pallas_call's params and JAX's private state/Pallas
    # internals directly.
    with api("jax._src.pallas.pallas_call.pallas_call_p with an impl rule (harness/analysis/memory_safety.py intercepts it)"):
        from jax._src.pallas.pallas_call import pallas_call_p

        need(callable(pallas_call_p.impl), "pallas_call_p has no impl rule to intercept")
    with api("jax._src.state.indexing.NDIndexer/Slice, jax._src.state.discharge.discharge_state, "
             "jax._src.pallas.core._get_block_shape/Blocked/DynamicGridDim (harness/analysis/memory_footprint.py)"):
        from jax._src.pallas import core as pallas_core
        from jax._src.state import discharge, indexing

        for name in ("NDIndexer", "Slice"):
            need(hasattr(indexing, name), f"jax._src.state.indexing.{name} is gone")
        need(hasattr(discharge, "discharge_state"), "jax._src.state.discharge.discharge_state is gone")
        for name in ("_get_block_shape", "Blocked", "DynamicGridDim"):
            need(hasattr(pallas_core, name), f"jax._src.pallas.core.{name} is gone")
    with api("harness.analysis.memory_safety.check_function on a tiny interpret-mode pallas_call (grid_mapping, block "
             "mappings' ref_aval/array_aval/index_map_jaxpr, state get/swap)"):
        import jax.numpy as jnp

        from harness.analysis import memory_safety

        [report] = memory_safety.check_function(tiny_pallas(interpret=True), jnp.ones((512,), jnp.float32))
        need(report.grid == (4,) and report.findings == [], f"unexpected memory report {report}")


@check("tpu-race-detector")
def _():
    # harness/analysis/tpu_race_detector.py: JAX's TPU interpret mode with its race detector, a second opinion on
    # the memory check's TPU kernels; its state is a private global (harness.jaxtools.jaxcompat.tpu_race_detector).
    with api("harness.jaxtools.jaxcompat.tpu_race_detector: the TPU interpreter's `races` global and "
             "reset_tpu_interpret_mode_state, InterpretParams(detect_races=, num_cores_or_threads=)"):
        import jax
        import jax.numpy as jnp
        from jax.experimental import pallas as pl
        from jax.experimental.pallas import tpu as pltpu

        from harness.jaxtools import jaxcompat
        from harness.analysis import tpu_race_detector

        need(jaxcompat.tpu_race_detector() is not None, "the TPU interpreter's race state is not found")

        def both_write(x_ref, o_ref):  # two cores write one block: a race the detector must report
            o_ref[...] = x_ref[...]

        spec = pl.BlockSpec((8, 128), lambda i: (0, 0))
        call = pl.pallas_call(both_write, out_shape=jax.ShapeDtypeStruct((8, 128), jnp.float32), grid=(2,),
                              in_specs=[spec], out_specs=spec, interpret=True,
                              compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel",)))
        [eqn] = [e for e in jax.make_jaxpr(call)(jnp.ones((8, 128))).eqns if e.primitive.name == "pallas_call"]
        opinion = tpu_race_detector.run(eqn.params, [jnp.ones((8, 128))])
        need(opinion.get("races") is True, f"the detector did not report two cores writing one block: {opinion}")


@check("platform-emulation")
def _():
    with api("the hooks of Pair(emulate=...) (harness.jaxtools.jaxcompat: the interpret-mode config, platform_index, "
             "Pallas load/swap discharge rules, the HLO interpreter's entry, Triton's debug_barrier)"):
        import jax
        import jax.numpy as jnp

        from harness.run import emulation
        from harness.analysis.paths import count_interpreted

        def gated(x):
            return jax.lax.platform_dependent(x, cuda=tiny_pallas(), default=lambda x: x)

        x = jnp.ones((512,), jnp.float32)
        with emulation.context("cuda", interpret=True):
            traced = jax.jit(gated).trace(x)
            out = traced.lower().compile()(x)
        need(count_interpreted(traced.jaxpr, "cpu") == 1 and float(out[0]) == 2.0,
             f"under emulate='cuda' the platform_dependent cuda branch did not run interpreted (output {out[:2]})")


@check("astronomix-UnspecifiedValue")
def _():
    # astronomix 0.6.6 time_stepping/time_integration.py imports this private class lazily (mesh runs).
    with api("jax._src.sharding_impls.UnspecifiedValue (astronomix time_integration, lazy import)"):
        from jax._src.sharding_impls import UnspecifiedValue  # noqa: F401


@pytest.mark.parametrize("name", list(CHECKS))
def test_api(name: str) -> None:
    with api(f"canary {name!r} stopped on an error of its own"):
        CHECKS[name]()


# -------------------------------------------------------------------------------- bridges

MOVED = {  # a direct use of an API that moved between the lines, as it would be spelled -> its bridge
    r"from jax[\w.]* import [^\n]*\bjaxprs_in_params\b": "jaxcompat.jaxprs_in_params",
    r"from jax[\w.]* import [^\n]*\bDebugInfo\b|\bDebugInfo\(": "jaxcompat.debug_info",
    r"\bjax\.(experimental\.)?enable_x64\(": "jaxcompat.enable_x64",
    r"from jax(\.experimental)? import [^\n]*\benable_x64\b": "jaxcompat.enable_x64",
    r"\bAbstractDevice\(": "jaxcompat.abstract_device",
    r"params\[\"num_(consts|carry)\"\]": "jaxcompat.scan_operands",
    r"\b(primitive|fancy)_transposes\b": "jaxcompat.backward_rule_lines",
    r"lowering_platforms=\(\"cuda\"": "harness.jaxtools.lower.lower_for (the abstract GPU of jax >= 0.11)",
    r"xla_cpu_enable_platform_dependent_math=|xla_cpu_use_fusion_emitters=": "jaxcompat.known_xla_flags",
    r"\.array_aval\b|\.array_shape_dtype\b": "jaxcompat.block_array_aval",
    r"\bdischarge\.discharge_state2?\(": "jaxcompat.discharge_state",
    r"\.scratch_avals\b|\.num_scratch_operands\b": "jaxcompat.scratch_avals",
    r"\.InterpretParams\(": "jaxcompat.tpu_race_detector",
    r"from jax\._src\.lib import [^\n]*\btriton\b": "jaxcompat.plugin_triton_compiler",
}


def test_moved_apis_are_used_through_jaxcompat():
    """The harness and its targets reach every JAX API that moved between the lines through
    harness/jaxtools/jaxcompat.py. A direct use works on the pinned line and breaks only the others, which
    `pytest tests` does not run (kernel_calls once imported jaxprs_in_params from jax.extend.core,
    which jax <= 0.9 lacks, and codegen set an XLA flag jaxlib 0.7 aborts on)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    files = [p for folder in ("harness", "pallas_ops", "astronomix", "fixtures", "conformance")
             for p in sorted((root / folder).rglob("*.py")) if p.name != "jaxcompat.py"]
    found = [f"{p.relative_to(root)}:{text[:m.start()].count(chr(10)) + 1}: {m.group(0)!r} (use {bridge})"
             for p in files for text in [p.read_text()] for pattern, bridge in MOVED.items()
             for m in re.finditer(pattern, text)]
    assert files
    assert not found, "\n".join(found)
