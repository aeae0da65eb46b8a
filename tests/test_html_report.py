"""The HTML report, the kernel IR store behind `harness diff`, and the progress line."""

import base64
import html
import io
import itertools
import json
import os
import re
import shutil
import subprocess
import sys

import numpy as np
import pytest

from harness.analysis import error_map
from harness.report import html_report, plots, report
from harness.store import kernel_store

from conftest import jax_cache_args


def _row(case, check, outcome, headroom=None, **figures):
    return {"pair": case.split("[")[0], "case": case, "check": check, "outcome": outcome, "headroom": headroom,
            "figures": figures}

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def test_error_map_is_the_plane_through_the_worst_element_pooled_to_a_bounded_size():
    ratio = np.zeros((3, 5, 200, 40))
    ratio[2, 4, 150, 7] = 9.0
    ratio[0, 1, 3, 3] = 2.0
    m = error_map.from_ratio(ratio, "t", "u")
    assert m["worst_index"] == [2, 4, 150, 7] and m["plane"] == "dim 0 = 2, dim 1 = 4"
    assert m["stride"] == [3, 1] and len(m["cells"]) == 67 and len(m["cells"][0]) == 40
    assert m["worst"] == [50, 7] and m["cells"][50][7] == 9.0
    assert m["per_variable"] == [2.0, 0.0, 9.0]
    json.dumps(m, allow_nan=False)  # travels through xdist and the JSON report as plain numbers
    nonfinite = error_map.tolerance_ratio(np.array([1.0, np.nan, 2.0]), np.array([1.0, 1.0, np.nan]), 1e-5, 1e-5)
    assert nonfinite[0] == 0 and nonfinite[1] == error_map.CAP and nonfinite[2] == error_map.CAP


def test_kernel_store_is_content_addressed_and_never_trusts_a_bad_blob(tmp_path):
    store = kernel_store.KernelStore(tmp_path / "_kernels")
    text = "tt.func @k() {\n  tt.return\n}\n"
    assert store.put(text) and not store.put(text)  # the same text is stored once
    key = kernel_store.digest(text)
    assert store.keys() == [key] and store.get(key) == text
    store.path(key).write_bytes(store.path(key).read_bytes()[:-3])  # truncated
    assert store.get(key) is None
    import lzma

    store.path(key).write_bytes(lzma.compress(b"something else"))  # a blob that is not its name
    assert store.get(key) is None


def test_kernel_diffs_pair_changed_kernels_in_program_order():
    a, b, c = "k1 body\nx = 1\n", "k2 body\n", "k1 body\nx = 2\n"
    line = 'ir = "<triton kernel, {n} lines, sha256 {d}>", name = "{name}"'

    def snap(*kernels):
        return "\n".join(line.format(n=t.count("\n"), d=kernel_store.digest(t), name=n) for n, t in kernels)

    texts = {kernel_store.digest(t): t for t in (a, b, c)}
    diffs = kernel_store.kernel_diffs(snap(("one", a), ("two", b)), snap(("one", c), ("two", b)), texts.get, texts.get)
    assert len(diffs) == 1 and diffs[0].startswith("kernel one (triton): sha256") and "-x = 1" in diffs[0] \
        and "+x = 2" in diffs[0]
    missing = kernel_store.kernel_diffs(snap(("one", a)), snap(("one", c)), lambda key: None, texts.get)
    assert "the golden's text is not stored" in missing[0]
    added = kernel_store.kernel_diffs(snap(("one", a)), snap(("one", a), ("two", b)), texts.get, texts.get)
    assert added == [f"kernel two (triton, {kernel_store.digest(b)}): added"]


def test_progress_line_says_done_total_last_case_and_time_left():
    now = [0.0]
    lines: list[str] = []
    progress = report.Progress(lines.append, "conformance", interval=10.0, clock=lambda: now[0])
    progress.start(4)
    now[0] = 5.0
    progress.done("a[1]")  # within the interval: nothing written
    now[0] = 20.0
    progress.done("a[2]")
    now[0] = 21.0
    progress.done("b[1]")
    progress.done("b[2]")  # the last one is always written
    assert lines == ["[conformance] 2/4 checks (50%), 20s elapsed, about 20s left; last: a[2]",
                     "[conformance] 4/4 checks (100%), 21s elapsed, about 0s left; last: b[2]"]


def test_delta_names_what_newly_fails_newly_passes_and_moved():
    old = [_row("p[1]", "values", "passed", 0.1), _row("p[2]", "values", "failed", 3.0),
           _row("p[3]", "values", "passed", 0.01), _row("p[4]", "golden", "passed")]
    new = [_row("p[1]", "values", "failed", 2.0), _row("p[2]", "values", "passed", 0.5),
           _row("p[3]", "values", "passed", 0.5), _row("p[5]", "golden", "passed")]
    d = html_report.delta(new, old)
    assert d["newly failing"] == [("p[1]", "values", "passed -> failed")]
    assert d["newly passing"] == [("p[2]", "values", "failed -> passed")]
    assert d["figures moved"] == [("p[3]", "values", "headroom 0.01 -> 0.5")]
    assert d["new checks"] == [("p[5]", "golden")] and d["checks gone"] == [("p[4]", "golden")]


def test_delta_names_the_gpu_figures_that_moved():
    """What moved in a check's own figures is the check's to say (gpu_compile's Summary.moved): the report
    loops over the registry for it."""
    def gpu(temp: int, registers: int) -> dict:
        return {"memory": {"native": {"temp_bytes": 0}, "pallas": {"temp_bytes": temp}},
                "kernels": {"k@sm_90a": {"registers": registers, "spill_stores_bytes": 0, "shared_memory_bytes": 0}}}
    old, new = [_row("p[1]", "gpu_compile", "passed", gpu=gpu(64, 32))], [_row("p[1]", "gpu_compile", "passed", gpu=gpu(128, 40))]
    assert html_report.delta(new, old)["figures moved"] == [
        ("p[1]", "gpu_compile", "pallas temp bytes 64 -> 128; k@sm_90a registers 32 -> 40")]
    assert html_report.delta(old, old)["figures moved"] == []


def test_html_report_without_matplotlib_is_whole_less_its_plots_and_says_so(monkeypatch):
    """matplotlib is the `plots` extra: without it (sys.modules[name] = None makes the import fail as
    an absent package does) the page keeps every section and each error map's caption, draws no image,
    and says at the top why and how to get them; with it the same rows give both images."""
    ratio = np.zeros((4, 8))
    ratio[1, 2] = 5.0
    results = report.RunResults(rows=[
        _row("p[1]", "values", "failed", 5.0,
             error_map=error_map.from_ratio(ratio, "values of x", "|error| / allowed")),
        _row("s[v]", "parity", "passed", 0.2, growth={"times": [0.0, 1.0], "errors": [1e-7, 2e-7],
                                                       "allowed": [1e-6, 1e-6]})])
    drawn = html_report.render(results, "default", None)
    assert drawn.count("<img ") == 2 and 'id="no-plots"' not in drawn
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    page = html_report.render(results, "default", None)
    assert "<img " not in page and "data:image/png" not in page
    assert re.search(r'<p id="no-plots">matplotlib is not installed, so this page has no plots .*'
                     r"pip install &#x27;pallas-conformance\[plots\]&#x27;</p>", page)
    assert "worst element [1, 2] at 5x the allowance" in page  # the error map's figures, as text
    assert "<h2>Pair x check</h2>" in page and "<h2>Every check</h2>" in page


def _chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if found is None:
        if os.environ.get("HARNESS_REQUIRE_CHROMIUM"):
            pytest.fail("HARNESS_REQUIRE_CHROMIUM is set but no Chromium is on PATH (apt-get install chromium)")
        pytest.skip("no Chromium on PATH (apt-get install chromium); .ci/run installs it and requires it")
    return found


def test_html_report_of_a_broken_pair_in_headless_chromium(toy_suite, pytester):
    chromium = _chromium()
    toy_suite("-q", "-k", "test_golden or test_gpu_compile", "--harness-bless", "all").assert_outcomes(passed=7)
    before = pytester.path / "before.json"
    toy_suite("-q", "--harness-report", str(before))
    page = pytester.path / "report.html"
    result = toy_suite("-q", "--harness-html", str(page), "--harness-compare", str(before), bug="offset")
    result.assert_outcomes(failed=6, passed=30, skipped=3)
    result.stdout.fnmatch_lines([f"HTML report written to {page}*"])
    profile = pytester.path / "chromium-profile"
    dom = subprocess.run([chromium, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--dump-dom", page.as_uri()],
                         capture_output=True, text=True, timeout=120, check=True).stdout
    # the matrix, with the failing cells marked
    assert re.search(r'<td class="cell failed" data-pair="toy_stencil" data-check="values"', dom)
    assert re.search(r'<td class="cell passed" data-pair="toy_stencil" data-check="path"', dom)
    # the script ran (it counts the rows the filters show)
    rows = len(re.findall(r'<tr class="\w[\w-]*" data-pair=[^>]* data-outcome=', dom))
    assert rows == 36 and f'<span id="shown">{rows}</span>' in dom
    # an error map: a real PNG drawn from the failing values
    maps = re.findall(r'<figure class="error-map"><img alt="error map of ([^"]+)" src="data:image/png;base64,([^"]+)"', dom)
    assert {case for case, _ in maps} >= {"toy_stencil[1d-f32-x64off-interp-b8-mesh1]"}
    from PIL import Image

    image = Image.open(io.BytesIO(base64.b64decode(maps[0][1])))
    assert image.size[0] > 200 and image.size[1] > 100
    assert "worst element [" in dom and "the allowance" in dom
    # the kernel's own IR diff against its golden
    assert re.search(r'<span class="head">kernel toy_stencil \(triton\): sha256 \w+ -&gt; \w+, \d+ lines changed'
                     r'( \(\d+ more differ only in generated names: not shown\))?</span>', dom)
    assert re.search(r'<span class="add">\+ +%\w+ = ', dom) and re.search(r'<span class="del">- +%\w+ = ', dom)
    # what moved since the previous report
    assert "6 newly failing" in dom
    # where the time went: the stages the run timed, from the report's figures
    assert "<h2>Where the time went</h2>" in dom and "<td>pallas.compile</td><td>XLA:CPU compile</td>" in dom
    # kernel branch coverage: the toy stencil's kernel, from the memory check's recorded arms
    assert "<h2>Kernel branch coverage</h2>" in dom and re.search(r"<td><code>toy_stencil\w*</code></td><td>\d+</td>", dom)
    shot = pytester.path / "report.png"
    subprocess.run([chromium, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--window-size=1200,1600",
                    f"--screenshot={shot}", page.as_uri()], capture_output=True, timeout=120, check=True)
    pixels = np.asarray(Image.open(shot).convert("RGB")).reshape(-1, 3)
    failed_red = np.all(np.abs(pixels.astype(int) - (0xfb, 0xd5, 0xd5)) <= 2, axis=1).sum()
    assert Image.open(shot).size == (1200, 1600) and failed_red > 500  # the failed cells and badges are painted
    assert len(np.unique(pixels, axis=0)) > 200  # text, plots: not a blank page


def test_harness_compare_names_a_file_that_is_not_a_report(toy_suite, pytester):
    bad = pytester.path / "old.json"
    bad.write_text('{"rows": []}')
    result = toy_suite("-q", "--harness-compare", str(bad))
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([f"*--harness-compare {bad}: not a report written by --harness-report*"])


def test_harness_diff_prints_the_changed_kernels_ir_and_writes_nothing(toy_suite, pytester, monkeypatch):
    """A renamed kernel, then one operation inserted into it: `harness diff` and the HTML page show the
    same diff, the lines that changed modulo renamed values; no golden is written."""
    toy_suite("-q", "-k", "test_golden", "--harness-bless", "all").assert_outcomes(passed=6)
    stored = sorted(p.name for p in pytester.path.glob("golden/*/_kernels/*.mlir.xz"))
    assert len(stored) == 3  # one blob per distinct kernel: the three b8 cases (b12 falls back)
    pytester.makepyprojecttoml(f'[tool.pytest.ini_options]\nharness_pairs = "{TOY}"\nharness_golden = "golden"\n'
                               'harness_suite = "test_pairs.py"\n')
    before = {p: p.read_bytes() for p in pytester.path.glob("golden/**/*") if p.is_file()}
    cmd = [sys.executable, "-m", "harness.cli", "diff", "-k", "b8 and f64", "--known-failures",
           str(pytester.path / "none.toml"), "--harness-artifacts", str(pytester.path / "artifacts"),
           *jax_cache_args(), "-p", "no:cacheprovider"]
    clean = subprocess.run(cmd, capture_output=True, text=True, cwd=pytester.path)
    assert clean.returncode == 0 and "diff: 0 of 1 case(s) differ from their goldens" in clean.stdout
    changed = subprocess.run(cmd, capture_output=True, text=True, cwd=pytester.path, env={**os.environ, "TOY_BUG": "rename"})
    assert changed.returncode == 1, changed.stdout[-3000:]
    out = changed.stdout
    assert "diff: 1 of 1 case(s) differ from their goldens" in out
    assert re.search(r"kernel toy_stencil -> toy_stencil_v2 \(triton\): sha256 \w{16} -> \w{16}, 4 lines changed", out)
    assert "-module @toy_stencil {" in out and "+module @toy_stencil_v2 {" in out
    assert "PytestAssertRewriteWarning" not in out + changed.stderr  # the command's own import: no news
    # one operation inserted (x * 1.0): the lines it changed, the same in `harness diff` and on the page
    page = pytester.path / "diff.html"
    inserted = subprocess.run([*cmd, "--harness-html", str(page)], capture_output=True, text=True, cwd=pytester.path,
                              env={**os.environ, "TOY_BUG": "mul1"})
    assert inserted.returncode == 1, inserted.stdout[-3000:]
    printed = inserted.stdout.split("\n    kernel toy_stencil (triton): ", 1)[1].split("\n")
    head, body = printed[0], [line[4:] for line in itertools.takewhile(lambda line: line.startswith("    "), printed[1:])]
    renamed = re.fullmatch(r"sha256 \w{16} -> \w{16}, (\d+) lines changed \((\d+) more differ only in generated names: "
                           r"not shown\)", head)
    assert renamed and int(renamed.group(1)) <= 6 and int(renamed.group(2)) >= 10, head
    changed_lines = [line for line in body if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert len(changed_lines) == int(renamed.group(1)) and any("+" in line[:1] and "arith.mulf" in line for line in changed_lines)
    shown = re.search(r'<pre class="diff">(.*?)</pre>', page.read_text(), re.S).group(1)
    shown_lines = [html.unescape(re.sub(r"<[^>]+>", "", line)) for line in shown.split("\n")]
    kernel_at = next(i for i, line in enumerate(shown_lines) if line.startswith("kernel toy_stencil (triton): "))
    assert shown_lines[kernel_at] == "kernel toy_stencil (triton): " + head and shown_lines[kernel_at + 1:] == body
    assert {p: p.read_bytes() for p in pytester.path.glob("golden/**/*") if p.is_file()} == before


TOY = str(__import__("pathlib").Path(__file__).resolve().parent / "toy" / "pairs.py")


GATE_PAIRS = ("weno_mhd_iso_flux_backwards", "redistribute_positivity", "ct_update_cell_center_fields", "fv_evolve_axis",
              "flux_div_axis_accumulate", "weno_hydro_flux", "ct_modified_flux", "enforce_positivity", "ct_curl")


def test_the_matrix_of_a_gate_fits_a_laptop_screen(tmp_path):
    """Every check of the gate for pairs with astronomix's longest names, every cell holding several
    outcomes (three-digit counts): at 1400 px the matrix fits the page (it ran to about 1800 px)."""
    chromium = _chromium()
    outcomes = ("passed", "xfailed", "skipped", "failed")
    rows = [_row(f"{pair}[{n}]", check, outcomes[(n + i) % 4]) for i, pair in enumerate(GATE_PAIRS)
            for check in html_report.CHECK_ORDER for n in range(112 if check == "values" else 6)]
    page = html_report.render(report.RunResults(rows=rows), "default", None)
    measure = ("<script>const m=document.getElementById('matrix').getBoundingClientRect();"
               "document.body.dataset.matrix=Math.ceil(m.right);document.body.dataset.page=document.documentElement"
               ".clientWidth;</script></body>")
    path = tmp_path / "gate.html"
    path.write_text(page.replace("</body>", measure))
    dom = subprocess.run([chromium, *CHROMIUM_FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "--window-size=1400,1000",
                          "--dump-dom", path.as_uri()], capture_output=True, text=True, timeout=120, check=True).stdout
    right, width = (int(re.search(rf'data-{k}="(\d+)"', dom).group(1)) for k in ("matrix", "page"))
    assert 1300 <= width <= 1400 and right <= width, (right, width)
    cell = re.search(r'<td class="cell failed" data-pair="ct_curl" data-check="values" title="([^"]+)">([^<]+)<', dom)
    assert cell.group(1) == "ct_curl / values: 28 failed, 28 known failure, 28 passed, 28 skipped"
    assert cell.group(2) == "28&nbsp;failed 28&nbsp;known 28&nbsp;ok 28&nbsp;skip"


def test_the_scenario_plot_has_its_legend_beside_the_curves():
    rows = [{"case": f"scenario.blast[variant{k}-f32-mesh1]", "outcome": "passed",
             "figures": {"growth": {"times": [0.0, 0.5, 1.0], "errors": [1e-7, 1e-6 * (k + 1), 1e-5 * (k + 1)],
                                    "allowed": [1e-4] * 3}}} for k in range(12)]
    from harness.checks.scenario import parity

    fig = parity.growth_figure(rows, plots.pyplot())
    fig.canvas.draw()
    [ax] = fig.axes
    legend = ax.get_legend().get_window_extent()
    assert legend.x0 >= ax.get_window_extent().x1  # right of the axes: it covers no curve
    assert len(ax.get_legend().get_texts()) == 12
    image = plots.png_uri(fig)
    from PIL import Image

    assert Image.open(io.BytesIO(base64.b64decode(image.split(",", 1)[1]))).size[0] > legend.x1 * 80 / fig.dpi - 5


def test_the_known_failures_section_is_the_same_whatever_order_the_checks_finished_in():
    """Each root cause says its own entry's reason, not that of a check two entries claim, whichever row
    came first (xdist finishes checks in any order); equal counts are ordered by name."""
    why = {"lf": "known failure 'lf': the signal speed", "eps": "known failure 'eps': the epsilon"}
    joint = {"outcome": "xfailed", "check": "values", "case": "p[1d]", "known_failure": "lf + eps",
             "reason": f"{why['lf']}; {why['eps']} (observed: x)", "figures": {"reasons": why}}
    lf = {**joint, "case": "p[3d]", "known_failure": "lf", "reason": f"{why['lf']} (observed: y)",
          "figures": {"reasons": {"lf": why["lf"]}}}
    eps = {**joint, "case": "p[2d]", "known_failure": "eps", "check": "gradients", "reason": f"{why['eps']} (observed: z)",
           "figures": {"reasons": {"eps": why["eps"]}}}
    pages = {html_report.known_failures(list(rows)) for rows in itertools.permutations([joint, lf, eps])}
    assert len(pages) == 1, pages
    [page] = pages
    assert "<p>known failure &#x27;lf&#x27;: the signal speed</p>" in page
    assert "<p>known failure &#x27;eps&#x27;: the epsilon</p>" in page
    assert page.index("<b>eps</b>") < page.index("<b>lf</b>")  # 2 checks each: by name
    only_joint = html_report.known_failures([joint])  # no row of its own: its reason on the joint row
    assert "<p>known failure &#x27;eps&#x27;: the epsilon</p>" in only_joint


def test_a_case_two_known_causes_fail_is_listed_under_each_root_cause_with_its_reach():
    joint = {"outcome": "xfailed", "check": "values", "case": "p[1d]", "known_failure": "lf + eps",
             "figures": {"reach": "defect + hazard"}, "reason": "known failure 'lf': ..."}
    alone = {**joint, "case": "p[2d]", "known_failure": "eps", "figures": {"reach": "hazard"}}
    page = html_report.known_failures([joint, alone])
    assert "<b>lf</b> [defect]: 1 check(s)" in page and "<b>eps</b> [hazard]: 2 check(s)" in page
    assert "lf + eps" not in page
