"""What the harness says in a log is for the user to act on: JAX's and the CUDA plugin's messages that
nobody can act on are taken out where the harness causes them (each found at its source), and what
the user can act on is said once. Each test runs the real lowering or compile in a fresh process: the
persistent cache's state and the plugin's stderr are per process."""

import os
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import jax
import jax.numpy as jnp
import pytest
from jax.experimental import pallas as pl


from harness.run.gpu import toolchain
from harness.jaxtools import jaxcompat

PROLOGUE = """
from harness.run.gpu import gpu_aot
from harness.run.gpu import toolchain
toolchain.prepare_environment()
import jax, jax.numpy as jnp
from jax.experimental import pallas as pl

def add(x_ref, y_ref, o_ref):
    o_ref[...] = x_ref[...] + y_ref[...]

def mosaic_gpu(x, y):  # a pallas_call without Triton compiler params: JAX 0.10 lowers it to Mosaic GPU
    return pl.pallas_call(add, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x, y)

X = jax.ShapeDtypeStruct((8, 128), jnp.float32)
"""


def _run(body: str, tmp_path) -> subprocess.CompletedProcess:
    script = tmp_path / "script.py"
    script.write_text(PROLOGUE + textwrap.dedent(body))
    return subprocess.run([sys.executable, "-W", "error::UserWarning", str(script)], capture_output=True, text=True,
                          timeout=600, cwd=tmp_path)


def _needs_cuda_compile() -> None:
    reason = toolchain.unavailable_reason(need_ptxas=False)
    if reason is not None:
        pytest.skip(reason)


def _needs_plain_pallas_call_on_mosaic_gpu() -> None:
    """These tests meet Mosaic GPU through a pallas_call without compiler params, which JAX 0.10 lowers
    to Mosaic GPU; JAX 0.12 lowers it to Triton, so there is no such call to make quiet."""
    from harness.jaxtools import ir, lower

    def add(x_ref, y_ref, o_ref):
        o_ref[...] = x_ref[...] + y_ref[...]

    x = jax.ShapeDtypeStruct((8, 128), jnp.float32)
    with warnings.catch_warnings():  # JAX 0.10's deprecation of such a call: the tests below look for it
        warnings.simplefilter("ignore", DeprecationWarning)
        lowered = lower.lower_for("cuda", lambda a, b: pl.pallas_call(add, out_shape=x)(a, b), [x, x])
    if not ir.mosaic_gpu_kernels(lowered):
        pytest.skip("this JAX lowers a pallas_call without compiler params to Triton, not Mosaic GPU")


def test_a_deviceless_compile_neither_writes_nor_reads_the_persistent_cache(tmp_path):
    """The deviceless compile turned the cache off with `enable_compilation_cache(False)`, which JAX reads
    only at a process's first compile: after a CPU compile its executables were written all the same,
    and the next run read them ("PjRtCompiler must be constructed with a Client", a UserWarning per
    program). Here the process compiles on the CPU first, as a case does."""
    _needs_cuda_compile()
    body = """
    import sys
    from pathlib import Path
    from harness.jaxtools import compile_cache
    cache = Path(sys.argv[0]).parent / "cache"
    compile_cache.enable(cache)
    jax.jit(lambda v: v * 3.0)(jnp.ones(4)).block_until_ready()  # the CPU compile: the cache is in use
    cpu_entries = len(list(cache.iterdir()))
    for _ in range(2):  # the second one would read what the first wrote
        gpu_aot.deviceless_compile(lambda v: jnp.sin(v) * 2.0, [X], partition_specs=[None])
    print("entries", cpu_entries, len(list(cache.iterdir())))
    jax.jit(lambda v: v * 5.0)(jnp.ones(4)).block_until_ready()  # after it, the cache is in use again
    print("after", len(list(cache.iterdir())))
    """
    runs = [_run(body, tmp_path) for _ in range(2)]  # the second process finds the first one's cache
    for done in runs:
        assert done.returncode == 0, done.stderr[-3000:]
        assert "PjRtCompiler" not in done.stderr and "persistent compilation cache" not in done.stderr
    lines = dict(line.split(" ", 1) for line in runs[0].stdout.splitlines())
    before, after = map(int, lines["entries"].split())
    assert before >= 1 and after == before  # nothing of the H100 programs went in
    assert int(lines["after"]) == before + 1


def test_the_mosaic_gpu_dump_leaves_no_nvdisasm_complaint_and_keeps_the_rest_of_stderr(tmp_path):
    """MOSAIC_GPU_DUMP_TO (the harness reads ptxas's figures from the dump) turns on the SASS dump too,
    whose `nvdisasm` the nvcc wheel lacks: the plugin said so on stderr for every kernel compiled."""
    _needs_cuda_compile()
    _needs_plain_pallas_call_on_mosaic_gpu()
    done = _run("""
    import sys
    from harness.run.gpu import mosaic_gpu_compile
    figures = gpu_aot.deviceless_compile(mosaic_gpu, [X, X], partition_specs=[None, None])
    print("registers", figures.mosaic_gpu[0].registers)
    from harness.jaxtools import jax_start
    with jax_start.stderr_without((mosaic_gpu_compile.NO_SASS,)):
        import os
        os.write(2, b"nvdisasm invocation failed: kept out\\nanything else stays\\n")
    """, tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert int(done.stdout.split("registers ")[1]) > 0  # the figures still come from the dump
    assert "nvdisasm" not in done.stderr and "anything else stays" in done.stderr


def _lower_mosaic_gpu_call() -> None:
    """A fresh pallas_call without Triton compiler params lowered for CUDA (fresh: no lowering cache)."""
    def add(x_ref, y_ref, o_ref):
        o_ref[...] = x_ref[...] + y_ref[...]

    x = jax.ShapeDtypeStruct((8, 128), jnp.float32)
    call = lambda x, y: pl.pallas_call(add, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype))(x, y)  # noqa: E731
    jax.jit(call).trace(x, x).lower(lowering_platforms=("cuda",))


def test_the_mosaic_gpu_deprecation_is_noted_not_warned_and_other_warnings_pass():
    _needs_plain_pallas_call_on_mosaic_gpu()
    noted: list[str] = []
    with warnings.catch_warnings(record=True) as shown:
        warnings.simplefilter("always")
        with jaxcompat.noting_mosaic_gpu_deprecation(noted):
            _lower_mosaic_gpu_call()
            warnings.warn("a warning of the user's own", UserWarning)
    assert len(noted) == 1 and noted[0].startswith(jaxcompat.MOSAIC_GPU_PALLAS_CALL) and "plgpu.kernel" in noted[0]
    assert [str(w.message) for w in shown] == ["a warning of the user's own"]
    with warnings.catch_warnings(record=True) as shown:  # outside the context JAX still says it
        warnings.simplefilter("always")
        _lower_mosaic_gpu_call()
    assert any(jaxcompat.MOSAIC_GPU_PALLAS_CALL in str(w.message) for w in shown)
    noted.clear()
    with pytest.raises(ZeroDivisionError), jaxcompat.noting_mosaic_gpu_deprecation(noted):
        _lower_mosaic_gpu_call()
        1 / 0
    assert len(noted) == 1  # a lowering that raises keeps what it said


def test_unused_goldens_start_no_jax_backend(tmp_path):
    """The summary's unused goldens: xdist's controller had started no backend, and starting one at the
    end of the run printed the CUDA plugin's "Could not find cuda drivers" into the summary."""
    folder = tmp_path / "golden" / "cpu-x-jax0.10.2-jaxlib0.10.2-toy1.0" / "pair" / "pair[gone]"
    folder.mkdir(parents=True)
    (folder / "record.json").write_text("{}")
    script = tmp_path / "unused.py"
    script.write_text(textwrap.dedent(f"""
    from pathlib import Path
    from harness.store.golden_store import Store
    from jax._src import xla_bridge
    unused = Store(Path({str(tmp_path / 'golden')!r}), "toy").unused({{"pair[kept]"}})
    print(len(unused), len(xla_bridge._backends))
    """))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["1", "0"]  # one unused golden; no backend started


CUDA_START_NOISE = ("cudart_stub.cc", "All log messages before absl::InitializeLog() is called")


def _noise(text: str) -> list[str]:
    return [line for line in text.splitlines() if any(marker in line for marker in CUDA_START_NOISE)]


def _plain_start_is_noisy() -> bool:
    """Whether JAX's start writes the CUDA plugin's lines here at all (the plugin installed, no GPU)."""
    done = subprocess.run([sys.executable, "-c", "import jax; jax.devices()"], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "JAX_PLATFORMS": "cpu"})
    return bool(_noise(done.stderr))


def test_jax_starts_without_the_cuda_plugins_lines_and_keeps_every_other_line(tmp_path):
    """With the CUDA plugin and no GPU, each process wrote 'Could not find cuda drivers' and absl's
    note four times (three at `import jax`, one when JAX discovers its plugins), whatever
    TF_CPP_MIN_LOG_LEVEL said; the harness starts JAX with exactly those lines left out."""
    script = tmp_path / "start.py"
    script.write_text(textwrap.dedent("""
    import os
    from harness.run.gpu import toolchain
    toolchain.prepare_environment()
    from harness.jaxtools import jax_start
    with jax_start.stderr_without(jax_start.NOISE):
        os.write(2, b"a line of the user's own\\n")
    print(jax_start.quietly())
    import jax
    print(len(jax.devices()) >= 1, jax_start.quietly())
    """))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == ["True", "True", "False"]  # started once; the backend then starts quietly too
    assert _noise(done.stderr) == [] and "a line of the user's own" in done.stderr


def test_a_session_that_asks_for_the_harness_logs_no_cuda_start_up_lines_in_any_process(tmp_path):
    """The controller and every xdist worker start JAX quietly (the plugin's pytest_configure); a
    session that does not ask for the harness is left as JAX leaves it."""
    toy = Path(__file__).parent / "toy" / "pairs.py"
    args = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--no-jax-cache", "--coverage-dir",
            str(tmp_path / "coverage"), "--fingerprints", str(tmp_path / "fp.json")]
    done = subprocess.run(args + [str(toy), "-n", "2", "-k", "test_path"], capture_output=True, text=True,
                          timeout=600, cwd=tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert _noise(done.stdout + done.stderr) == []
    if not _plain_start_is_noisy():
        return  # no CUDA plugin here: nothing to tell apart
    own = tmp_path / "test_own.py"
    own.write_text("import jax\n\ndef test_devices():\n    assert jax.devices()\n")
    plain = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-s", str(own)],
                           capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert plain.returncode == 0, plain.stdout[-2000:]
    assert _noise(plain.stdout + plain.stderr)  # not the harness's session: not its business


def test_a_harness_command_that_starts_jax_logs_no_cuda_start_up_lines():
    """`harness draft-check` lowers in its own process: its log starts with its own lines too."""
    repo = Path(__file__).resolve().parent.parent
    done = subprocess.run([str(Path(sys.executable).parent / "harness"), "draft-check", "toy_stencil", "--pairs",
                           str(repo / "tests" / "toy" / "pairs.py"), "--grid", "smoke", "--print"],
                          cwd=repo, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "// COM: DRAFT by `harness draft-check toy_stencil`" in done.stdout
    assert not _noise(done.stderr), _noise(done.stderr)[:4]
