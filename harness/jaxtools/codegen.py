"""XLA:CPU code generation pinned to a portable profile, so that outputs do not depend on the host.

XLA:CPU compiles for the processor it runs on. Where the host has FMA it contracts `a*b + c` into
one rounding, and it picks the vector width (hence the order of reductions) from the instruction
set. Outputs therefore differ in the last bits between hosts, and stencils that difference
neighbouring values (a flux divergence) amplify that: measured with bench/golden_drift.py, the
PR grid's outputs moved by up to 109 eps (float32, relative 2-norm) between FMA and no-FMA code
on one machine. The harness pins the instruction set before JAX starts (`--xla_cpu_max_isa`),
the same on every x86-64 host, and turns off XLA's platform-dependent math (which reads the host's
own processor, whatever the pinned ISA: on an AVX-512 host it moved JAX's decode-attention kernels
by up to 2e3 eps from an AVX2 host's outputs), so the code is the same wherever the gate runs; the profile's name
is part of the golden environment key, so a host that cannot run it (or `--codegen native`) is told
that no golden exists for it rather than shown a thousand mismatches.
"""

from __future__ import annotations

import dataclasses
import os
import platform
import re

from harness.jaxtools.jaxcompat import known_xla_flags, known_xla_options

FLAG = "--xla_cpu_max_isa"
# x86-64: AVX, which every x86-64 CI host since 2011 runs (no FMA: no contraction; AVX2 and AVX-512
# hosts run the same code). Not SSE4.2: XLA:CPU pinned to SSE4_2 cannot build a float16 conversion
# (LLVM emits calls to __extendhfsf2 / __truncsfhf2, which its JIT does not resolve: "Failed to
# materialize symbols: wrapped_convert"), so no float16 kernel could be verified there. Measured on
# one AVX2 host (bench/golden_drift.py): under one pinned ISA, another preferred vector width or
# single-threaded Eigen changed no bit of any PR-grid output; another ISA did.
PORTABLE_ISA = {"x86_64": ("AVX", "avx")}
# XLA:CPU's "platform dependent math ... faster code at the expense of consistent results across CPUs"
# (its own help text) is on by default and follows the processor, not --xla_cpu_max_isa: under the AVX
# pin an AVX-512 host (AMD EPYC) gave mqa/gqa/paged_attention outputs 2.5-2e3 eps away from those of an
# AVX2 host, and failed their goldens in CI; with it off they match (and 330 astronomix goldens blessed
# with it on are unchanged: it changed nothing there). Part of the portable profile.
MATH_FLAG = "--xla_cpu_enable_platform_dependent_math"
PORTABLE_MATH = f"{MATH_FLAG}=false"
MODES = ("portable", "native")

# Every CPU program the gate compiles runs once, on arrays of a few thousand elements: an interpret-mode
# kernel is a while loop over its grid, a twin a few stencils. LLVM's optimisation and XLA's MLIR fusion
# emitters cost far more than the run (an MHD WENO kernel: 15 s of CPU to compile, 0.005 s to run), so
# the gate compiles with LLVM at -O0 without its expensive passes, through XLA's elemental emitters.
# Rounding is untouched (no FMA under the pinned ISA either way; LLVM does not reorder floating-point
# arithmetic at any level without fast-math, and XLA's reductions keep their order): every output of
# the PR grid is bit-identical with and without them (bench/codegen_options.py), so they are no part of
# the golden key. The deviceless GPU compile reads them too and gives the same HLO and memory figures.
# A flag the user sets in XLA_FLAGS wins over the one here. Only the flags the installed XLA still has
# (jaxcompat.known_xla_options: XLA aborts on an unknown one; jaxlib 0.11 has no fusion-emitter switch),
# as for the profile's own flags (jaxlib 0.7 has no platform-dependent-math switch).
FAST_COMPILE = known_xla_options({"xla_backend_optimization_level": 0, "xla_llvm_disable_expensive_passes": True,
                                  "xla_cpu_use_fusion_emitters": False})
# Whether this line's XLA:CPU still has its elemental emitters (jaxlib <= 0.10): where it does not,
# every op outside a fusion is a kernel of its own (harness.run.engine's gradient options read it).
ELEMENTAL_EMITTERS = "xla_cpu_use_fusion_emitters" in FAST_COMPILE
# What XLA does without them, for comparisons (per-program compiler options override XLA_FLAGS).
XLA_DEFAULT_COMPILE = known_xla_options({"xla_backend_optimization_level": 3,
                                         "xla_llvm_disable_expensive_passes": False,
                                         "xla_cpu_use_fusion_emitters": True})


def _flag(name: str, value: object) -> str:
    return f"--{name}={str(value).lower() if isinstance(value, bool) else value}"


def fast_compile_flags() -> list[str]:
    """FAST_COMPILE as XLA_FLAGS entries, whatever this process runs with (a reference measured
    under fixed flags: harness.run.machine)."""
    return [_flag(name, value) for name, value in FAST_COMPILE.items()]


@dataclasses.dataclass(frozen=True)
class Profile:
    name: str  # part of the golden environment key, e.g. "x86_64-avx"
    flags: tuple[str, ...]  # XLA flags that produce it
    pinned: bool  # the harness set them (not the host's own choice)

    def describe(self) -> str:
        how = "pinned" if self.pinned else "this host's own"
        fast = compile_flags()
        return (f"XLA:CPU code generation {self.name} ({how}{': ' + ' '.join(self.flags) if self.flags else ''})"
                + (f"; compiled for speed of compiling: {' '.join(fast)}" if fast else ""))


def host_cpu() -> tuple[str, set[str]]:
    """The processor's model name and its feature flags (x86 `flags`, Arm `Features`), from /proc/cpuinfo."""
    model, flags = platform.processor() or platform.machine(), set()
    try:
        text = open("/proc/cpuinfo").read()
    except OSError:
        return model, flags
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "model name":
            model = value.strip()
        elif key.strip() in ("flags", "Features"):
            flags = set(value.split())
    return model, flags


def _host_flags() -> set[str]:
    return host_cpu()[1]


def _host_isa() -> str:
    """The widest instruction set XLA would use here, by its own names."""
    flags = _host_flags()
    for isa, needs in (("AVX512", {"avx512f"}), ("AVX2", {"avx2", "fma"}), ("AVX", {"avx"}), ("SSE4_2", {"sse4_2"})):
        if needs <= flags:
            return isa
    return "unknown"


def profile_for(mode: str, xla_flags: str | None = None, machine: str | None = None) -> Profile:
    """The code-generation profile a run uses, from the mode and any max-ISA flag the user set."""
    if mode not in MODES:
        raise ValueError(f"--codegen must be one of {MODES}, not {mode!r}")
    machine = machine or platform.machine()
    xla_flags = os.environ.get("XLA_FLAGS", "") if xla_flags is None else xla_flags
    user = re.search(rf"{FLAG}=(\w+)", xla_flags)
    # platform-dependent math stays on where the user turns it on or runs --codegen native: then the
    # profile is named for it, and its goldens are its own
    math = re.search(rf"{MATH_FLAG}=(\w+)", xla_flags)
    math_on = math.group(1).lower() not in ("false", "0") if math else mode == "native"
    suffix, math_flags = ("-platform-math", ()) if math_on else ("", (PORTABLE_MATH,))
    if user:  # the user's own pin wins (or ours, inherited by an xdist worker); named by the ISA it pins
        portable = PORTABLE_ISA.get(machine, ("",))[0] == user.group(1) and not math_on
        return Profile(f"{machine}-{user.group(1).lower()}{suffix}", (f"{FLAG}={user.group(1)}",) + math_flags,
                       pinned=portable)
    if mode == "portable" and machine in PORTABLE_ISA and PORTABLE_ISA[machine][1] in _host_flags():
        isa = PORTABLE_ISA[machine][0]
        return Profile(f"{machine}-{isa.lower()}{suffix}", (f"{FLAG}={isa}",) + math_flags, pinned=not math_on)
    isa = _host_isa() if machine == "x86_64" else "native"
    return Profile(f"{machine}-{isa.lower()}", (), pinned=False)


def configure(mode: str, golden: str | None = None, *, gpu: bool = False) -> Profile:
    """Pin the profile in XLA_FLAGS; call before JAX initialises its backends (pytest_configure).
    The compile-speed flags only where the run has no GPU: XLA:GPU reads the same optimisation
    level, and a user's GPU programs (what the timing check measures) compile at XLA's defaults."""
    profile = profile_for(mode)
    if golden:
        os.environ["HARNESS_GOLDEN_PROFILE"] = golden
    else:
        os.environ.pop("HARNESS_GOLDEN_PROFILE", None)
    flags = os.environ.get("XLA_FLAGS", "")
    missing = [f for f in known_xla_flags(profile.flags) if f.split("=")[0] + "=" not in flags]
    if missing:
        os.environ["XLA_FLAGS"] = " ".join([flags, *missing]).strip()
    flags = os.environ.get("XLA_FLAGS", "")
    fast = [] if gpu else [f for f in fast_compile_flags() if f.split("=")[0] + "=" not in flags]
    if fast:
        os.environ["XLA_FLAGS"] = " ".join([flags, *fast]).strip()
    os.environ["HARNESS_CODEGEN_PROFILE"] = profile.name
    return profile


def compile_flags() -> list[str]:
    """The compile-speed flags this process runs with (FAST_COMPILE's, or the user's own values)."""
    return [f for f in os.environ.get("XLA_FLAGS", "").split() if any(f.startswith(f"--{k}=") for k in FAST_COMPILE)]


def golden_profile() -> str:
    """The profile whose goldens a run reads: its own, unless `--golden-profile` names another (a
    portability check: outputs of one code generation against goldens blessed under another,
    within the golden bounds)."""
    return os.environ.get("HARNESS_GOLDEN_PROFILE") or current()


def current() -> str:
    """The profile this process runs under (configure() records it; a bare process is 'native')."""
    return os.environ.get("HARNESS_CODEGEN_PROFILE") or profile_for("native").name
