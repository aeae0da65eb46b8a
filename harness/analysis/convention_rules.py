"""The conventions a Pallas sibling must follow to be safe beyond the cases a grid runs, read from
the traced Pallas program (astronomix's pallasify recipe states them; so do JAX's Pallas guides):

- no `cond`/`switch` inside a kernel body for a choice known at trace time (a Python `if` makes
  it; the cond puts every branch in the kernel); `pl.when` on a program id is a runtime choice, fine;
- no whole-state intermediate inside a kernel of a multi-program grid (a value shaped like its
  largest operand, as `jnp.zeros_like(state)` or reading a whole-array block makes; per tile only);
- every aliased `pallas_call` (input_output_aliases) sits behind a `custom_jvp`/`custom_vjp`
  boundary: JAX cannot differentiate an aliased call ("JVP with aliasing not supported"), so without
  the wrap `jax.grad` fails for users. It holds for every pair, differentiated here or not: a raw
  kernel whose caller wraps it declares the caller (`Pair.ad_wrapped_by`), and the caller's
  program is traced to hold the declaration to it;
- every `pallas_call` is reached through the target's sharded-call helper (`Target.sharded_call`),
  so that a sharded input gets a halo exchange, not an all-gather, on a mesh; read from the
  program at mesh 1, where nothing else shows it;
- the gate (`_supported`) returns a plain Python bool, decidable before tracing;
- float literals are typed from the kernel's inputs (the x64 rule): with `jax_enable_x64` on, a
  NumPy float or a Python float that JAX turns into an array (`jnp.where`'s arms, a load's
  `other=`) is float64 in a float32 kernel; the Triton lowering then carries f64 constants, or
  trips its ('f64', 'f32') operand assertion (the pallasify recipe's warning); read from a case
  traced with x64 on.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any, Callable, Iterator

import numpy as np

from harness.jaxtools.jaxpr_walk import iter_eqns
from harness.jaxtools.lower import importable_path
from harness.jaxtools.jaxcompat import enable_x64, jaxprs_in_params, pallas_call_name

AD_BOUNDARIES = ("custom_jvp_call", "custom_vjp_call", "custom_vjp_call_jaxpr")


@dataclasses.dataclass(frozen=True)
class Finding:
    kind: str  # cond-in-kernel, whole-state-intermediate, alias-without-ad-wrap, not-through-sharded-call,
    #            predicate-not-plain, float64-in-narrow-kernel, int64-in-tpu-kernel
    kernel: str
    message: str


def pallas_calls_of(jaxpr: Any, wrapped: bool = False) -> Iterator[tuple[Any, bool]]:
    """(pallas_call equation, whether an AD boundary encloses it), in program order."""
    from jax.extend.core import ClosedJaxpr

    if isinstance(jaxpr, ClosedJaxpr):
        jaxpr = jaxpr.jaxpr
    for eqn in jaxpr.eqns:
        if eqn.primitive.name == "pallas_call":
            yield eqn, wrapped
            continue
        inner = wrapped or eqn.primitive.name in AD_BOUNDARIES
        for sub in jaxprs_in_params(eqn.params):
            yield from pallas_calls_of(sub, inner)


def _static_conds(jaxpr: Any) -> list[Any]:
    """The cond/switch equations of a kernel body whose branch index depends on nothing the kernel
    reads at run time (no ref, no program id, no loop variable): a compile-time choice made at run time."""
    from jax.extend.core import ClosedJaxpr, Literal

    found = []
    stack = [jaxpr.jaxpr if isinstance(jaxpr, ClosedJaxpr) else jaxpr]
    while stack:
        current = stack.pop()
        static = set()  # variables computed from literals alone, within this jaxpr
        for eqn in current.eqns:
            inputs_static = all(isinstance(v, Literal) or v in static for v in eqn.invars)
            if eqn.primitive.name == "cond" and (isinstance(eqn.invars[0], Literal) or eqn.invars[0] in static):
                found.append(eqn)
            if inputs_static and not eqn.effects and eqn.primitive.name not in ("program_id", "num_programs"):
                static.update(eqn.outvars)
            for sub in jaxprs_in_params(eqn.params):
                stack.append(sub.jaxpr if isinstance(sub, ClosedJaxpr) else sub)
    return found


def _is_ref(aval: Any) -> bool:
    return "Ref" in type(aval).__name__


def _numeric(dtype: Any) -> bool:
    """Whether a dtype is NumPy's: a TPU semaphore (`pltpu.SemaphoreType.DMA`: dma_sem) or another of JAX's
    extended dtypes is not, and np.issubdtype cannot read it."""
    try:
        np.dtype(dtype)
    except TypeError:
        return False
    return True


def _float_dtype(aval: Any) -> Any:
    """The float dtype a value (or the array behind a ref) holds; None for ints, bools, tokens and semaphores."""
    aval = getattr(aval, "inner_aval", aval)
    dtype = getattr(aval, "dtype", None)
    return dtype if dtype is not None and _numeric(dtype) and np.issubdtype(dtype, np.floating) else None


def _widening(body: Any) -> list[tuple[Any, str]]:
    """The equations of a kernel body that make a float64 value, or read a float64 literal, when no
    operand of the kernel is float64: (equation, what was float64). A weakly typed literal (a
    Python float: `jnp.clip(x, 0.0, 1.0)`, `jnp.where(c, x, 0.0)`) takes the other operand's type at
    its first use; the lowered kernel holds it as a constant and its truncation, which Triton and
    Mosaic TPU both lower: it keeps no width, so it is no finding. A NumPy float, or a weak value
    computed with (`jnp.sqrt(2.0)`), stays float64."""
    from jax.extend.core import ClosedJaxpr, Literal

    top = body.jaxpr if isinstance(body, ClosedJaxpr) else body
    operands = [_float_dtype(v.aval) for v in list(top.invars) + list(top.constvars)]
    operands = [d for d in operands if d is not None]
    if not operands or any(np.dtype(d).itemsize >= 8 for d in operands):
        return []
    found = []
    for eqn in iter_eqns(body):
        literal = next((v for v in eqn.invars if isinstance(v, Literal) and _is_f64(v.aval)
                        and not getattr(v.aval, "weak_type", False)), None)
        made = next((v for v in eqn.outvars if _is_f64(v.aval)), None)
        if literal is not None:
            value = np.asarray(literal.val)
            found.append((eqn, f"the literal {value.item() if value.size == 1 else value.shape}"))
        elif made is not None:
            found.append((eqn, f"{eqn.primitive.name} -> float64{list(getattr(made.aval, 'shape', ()))}"))
    return sorted(found, key=lambda item: not item[1].startswith("the literal"))  # the cause first


def _is_f64(aval: Any) -> bool:
    dtype = _float_dtype(aval)
    return dtype is not None and np.dtype(dtype) == np.float64


def _int64_vectors(body: Any) -> list[tuple[Any, str]]:
    """The equations of a kernel body that make a 64-bit integer vector when no operand of the
    kernel is one: (equation, what). An untyped `jnp.arange` is int64 under x64."""
    from jax.extend.core import ClosedJaxpr

    top = body.jaxpr if isinstance(body, ClosedJaxpr) else body
    if any(_is_int64(v.aval, vector=False) for v in list(top.invars) + list(top.constvars)):
        return []
    found = []
    for eqn in iter_eqns(body):
        made = next((v for v in eqn.outvars if _is_int64(v.aval, vector=True)), None)
        if made is not None:
            aval = getattr(made.aval, "inner_aval", made.aval)
            found.append((eqn, f"{eqn.primitive.name} -> {aval.dtype}{list(aval.shape)}"))
    return found


def _is_int64(aval: Any, vector: bool) -> bool:
    aval = getattr(aval, "inner_aval", aval)
    dtype, shape = getattr(aval, "dtype", None), getattr(aval, "shape", ())
    return (dtype is not None and _numeric(dtype) and np.issubdtype(dtype, np.integer)
            and np.dtype(dtype).itemsize == 8 and (not vector or len(shape) > 0))


def _where(eqn: Any) -> str:
    """file:line of the code that made an equation: the innermost frame outside JAX's internals."""
    import os

    for frame in getattr(eqn.source_info.traceback, "frames", []):  # JAX's own kernels (jax/experimental) count
        path = frame.file_name.replace(os.sep, "/")
        if "/jax/_src/" not in path and "/jaxlib/" not in path and "/site-packages/numpy/" not in path:
            return f"{importable_path(frame.file_name)}:{frame.line_num} ({frame.function_name})"
    return "an unknown place"


def kernel_findings(eqn: Any) -> list[Finding]:
    """What the body of one pallas_call breaks."""
    name = pallas_call_name(eqn.params)
    body = eqn.params["jaxpr"]
    findings = []

    conds = _static_conds(body)
    if conds:
        branches = max(len(e.params.get("branches", ())) for e in conds)
        sites = ", ".join(dict.fromkeys(_where(e) for e in conds))
        findings.append(Finding("cond-in-kernel", name, (
            f"kernel {name} contains {len(conds)} cond/switch (up to {branches} branches) whose choice is known "
            f"at trace time (at {sites}); choose with a Python if (a runtime choice, such as pl.when on a program "
            "id, is fine)")))
    grid = tuple(eqn.params["grid_mapping"].grid)
    programs = math.prod(int(g) if isinstance(g, int) else 2 for g in grid) if grid else 1
    arrays = [tuple(v.aval.shape) for v in eqn.invars if hasattr(v.aval, "shape")]
    largest = max((math.prod(shape) for shape in arrays), default=0)
    states = {shape for shape in arrays if math.prod(shape) == largest > 1}  # the state, not a weight vector
    if programs > 1 and states:
        big = [(e, v) for e in iter_eqns(body) for v in e.outvars
               if hasattr(v.aval, "shape") and not _is_ref(v.aval) and tuple(v.aval.shape) in states]
        if big:
            e, v = big[0]
            findings.append(Finding("whole-state-intermediate", name, (
                f"kernel {name} ({programs} programs) builds {len(big)} value(s) shaped like its whole state operand, "
                f"e.g. {e.primitive.name} -> {v.aval.dtype}{list(v.aval.shape)}: every program computes the whole "
                "state; compute per tile")))
    widening = _widening(body)
    if widening:
        operands = sorted({str(np.dtype(d)) for v in (body.jaxpr if hasattr(body, "jaxpr") else body).invars
                           if (d := _float_dtype(v.aval)) is not None})
        places = sorted({_where(e) for e, _ in widening})
        first, what = widening[0]
        findings.append(Finding("float64-in-narrow-kernel", name, (
            f"kernel {name} reads only {'/'.join(operands)} and holds {len(widening)} float64 value(s) under x64, "
            f"first {what} at {_where(first)}; {len(places)} place(s): {', '.join(places[:4])}"
            f"{' ...' if len(places) > 4 else ''}. Derive each constant from a typed kernel input "
            "(jnp.asarray(c, x.dtype), x.dtype.type(c)): a NumPy float, or a value computed from Python "
            "floats alone, is float64 under x64 (a bare Python float meeting a typed value is not)")))
    from harness.analysis.memory_footprint import tpu_marks  # lazy: it imports jax.numpy

    wide_ints = _int64_vectors(body) if tpu_marks(eqn) else []
    if wide_ints:
        places = sorted({_where(e) for e, _ in wide_ints})
        first, what = wide_ints[0]
        findings.append(Finding("int64-in-tpu-kernel", name, (
            f"TPU kernel {name} holds {len(wide_ints)} int64 vector value(s) under x64, first {what} at "
            f"{_where(first)}; {len(places)} place(s): {', '.join(places[:4])}{' ...' if len(places) > 4 else ''}. "
            "Mosaic TPU has no 64-bit vectors (its lowering fails: 'vector.broadcast' op failed to verify ... "
            "vector<...xi64>); give the index its width (jnp.arange(n, dtype=jnp.int32), "
            "lax.broadcasted_iota(jnp.int32, ...))")))
    return findings


def program_findings(jaxpr: Any, *, require_ad_wrap: bool, sharded_call: str | None) -> list[Finding]:
    """What the traced Pallas side of a case breaks, kernel by kernel."""
    findings = []
    for eqn, wrapped in pallas_calls_of(jaxpr):
        name = pallas_call_name(eqn.params)
        findings += kernel_findings(eqn)
        aliases = dict(eqn.params.get("input_output_aliases") or ())
        if aliases and require_ad_wrap and not wrapped:
            findings.append(Finding("alias-without-ad-wrap", name, (
                f"kernel {name} aliases {sorted(aliases.items())} (input -> output) and no custom_jvp/custom_vjp "
                "encloses it: jax.grad through this entry raises 'JVP with aliasing not supported'; wrap the "
                "call (astronomix: diffable_pallas_call)")))
        if sharded_call is not None:
            frames = list(getattr(eqn.source_info.traceback, "frames", []))
            names = [f.function_name for f in frames]
            if frames and sharded_call not in names:
                findings.append(Finding("not-through-sharded-call", name, (
                    f"kernel {name} is called without going through {sharded_call} (called from "
                    f"{_caller(frames)}): on a mesh its input is gathered instead of exchanging a halo")))
    return findings


_WRAPPED: dict[str, tuple[Any, set[str], set[str]]] = {}


def wrapped_kernels(wrapper: Any, case: Any, resolved: Any,
                    side_context: Callable[..., Any]) -> tuple[Any, set[str], set[str]]:
    """(the wrapper pair's case matching `case`, the kernels its Pallas program runs inside an AD
    boundary, every kernel it runs): traced, not run, once per process and case. `resolved`: the
    wrapper's resolved functions; `side_context(side, mesh, workload)`: what a side is traced in (the
    run's, `harness.run.engine.Engine.side_context`)."""
    import dataclasses

    import jax

    first = {k: list(v)[0] for k, v in {**wrapper.axes, **wrapper.options}.items()}
    extra = tuple((k, case.get(k, v) if case.get(k) in {**wrapper.axes, **wrapper.options}[k] else v)
                  for k, v in first.items())
    twin = dataclasses.replace(case, pair=wrapper.name, extra=extra, mesh=1, mesh_axes="auto")
    if twin.id not in _WRAPPED:
        with enable_x64(twin.x64):
            workload = wrapper.build(twin, resolved)
            with side_context("pallas", None, workload):
                jaxpr = jax.make_jaxpr(workload.pallas)(*workload.args)
        calls = list(pallas_calls_of(jaxpr))
        _WRAPPED[twin.id] = (twin, {pallas_call_name(e.params) for e, w in calls if w},
                             {pallas_call_name(e.params) for e, _ in calls})
    return _WRAPPED[twin.id]


def _caller(frames: list[Any]) -> str:
    """The innermost frame outside JAX itself: the code that called pallas_call."""
    import os

    for frame in frames:  # innermost first
        parts = frame.file_name.replace(os.sep, "/").split("/")
        if "jax" not in parts and "jaxlib" not in parts:
            return frame.function_name
    return frames[0].function_name


def predicate_finding(value: Any, where: str) -> Finding | None:
    """A gate must answer with a Python bool: a JAX array (or a tracer under jit) is no gate."""
    if isinstance(value, (bool, np.bool_)):
        return None
    return Finding("predicate-not-plain", where, (
        f"the gate {where} returned {type(value).__name__}, not a Python bool: under jit it would be a tracer "
        "and could not choose the path"))
