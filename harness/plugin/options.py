"""The plugin's command-line options and ini keys, and whether a session asked for the harness:
what every pytest session of the environment loads, so nothing here loads numpy, JAX or the harness."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from harness.grid import GRIDS
from harness.target_files import DECLARATIONS, SCENARIOS


def add_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("pallas-conformance")
    group.addoption("--gpus", type=int, default=1, metavar="N",
                    help="devices per mesh, 1..N: real GPUs when present, else N simulated CPU devices")
    group.addoption("--codegen", choices=("portable", "native"), default="portable",
                    help="XLA:CPU code generation: 'portable' pins the instruction set so outputs (and goldens) "
                         "are the same on every host; 'native' uses this host's (goldens of their own)")
    group.addoption("--golden-profile", default=None, metavar="PROFILE",
                    help="compare with the goldens of another code-generation profile (e.g. x86_64-sse4_2) "
                         "instead of this run's own: checks that goldens hold across hosts")
    group.addoption("--golden-from", dest="golden_from", default=None, metavar="ENV",
                    help="judge every case against the goldens (and GPU budgets) of environment ENV, a folder of "
                         "the golden store, as goldens carried across an upgrade are: values within bounds, IR "
                         "and compile figures reported (use `harness upgrade --from ENV`)")
    group.addoption("--grid", choices=GRIDS, default="default",
                    help="'default': the PR gate; 'full': every combination of every axis")
    group.addoption("--pairs", dest="harness_pairs", default=None, metavar="PATH",
                    help="pair declaration file (default: ini harness_pairs)")
    group.addoption("--known-failures", dest="harness_known_failures", default=None, metavar="PATH",
                    help="known-failure manifest (default: ini harness_known_failures, else known_failures.toml "
                         "beside the pair declarations)")
    group.addoption("--harness-report", default=None, metavar="PATH",
                    help="write per-case results as JSON (for CI)")
    group.addoption("--jax-cache", default=None, metavar="DIR",
                    help="JAX persistent compilation cache (default: ini harness_jax_cache)")
    group.addoption("--no-jax-cache", action="store_true", default=False,
                    help="compile everything afresh, cache nothing on disk")
    group.addoption("--golden-dir", dest="golden_dir", default=None, metavar="DIR",
                    help="golden store (default: ini harness_golden)")
    group.addoption("--harness-artifacts", default=None, metavar="DIR",
                    help="where each case's IR is written for FileCheck and for you (default: ini)")
    group.addoption("--harness-bless", choices=("all", "values", "ir", "budgets"), default=None,
                    help="write goldens for the selected cases (use `harness bless`)")
    group.addoption("--harness-bless-dry-run", action="store_true", default=False,
                    help="show what blessing would change")
    group.addoption("--harness-accept-moved-values", action="store_true", default=False,
                    help="with --harness-bless: bless into a new environment values that moved beyond tolerance "
                         "from the golden of the environment that judged them (use `harness bless "
                         "--accept-moved-values`)")
    group.addoption("--harness-upgrade", default=None, metavar="PATH",
                    help="write what moved against another environment's goldens as Markdown (use `harness upgrade`)")
    group.addoption("--harness-markdown", default=None, metavar="PATH",
                    help="write the summary as Markdown (for a pull-request comment)")
    group.addoption("--harness-diff", action="store_true", default=False,
                    help="print each golden difference in full after the run (use `harness diff -k EXPR`)")
    group.addoption("--harness-html", default=None, metavar="PATH",
                    help="write one self-contained HTML report: pair x check matrix, error maps, IR diffs, GPU table")
    group.addoption("--harness-compare", default=None, metavar="OLD.json",
                    help="with --harness-html: show what newly fails, newly passes and moved since this "
                         "--harness-report of an earlier run")
    group.addoption("--harness-mutation", default=None, metavar="MUTATE.json",
                    help="with --harness-html: add the table of a harness mutate --json report")
    group.addoption("--harness-progress", choices=("auto", "on", "off"), default="auto",
                    help="a live progress line (checks done / total, current case, ETA): 'auto' on a terminal")
    group.addoption("--harness-shuffle", type=int, default=None, metavar="SEED",
                    help="run the cases, and the checks of each case, in an order shuffled by SEED (a verdict "
                         "must not depend on the order: bench/soak.py)")
    group.addoption("--changed-only", action="store_true", default=False,
                    help="run only the pairs whose sources, declaration, check files or goldens changed since "
                         "their last all-green run")
    group.addoption("--only-pairs", default=None, metavar="NAME,NAME",
                    help="run only the cases of these pairs (exact names; scenarios are kept): what harness mutate "
                         "and harness affected select")
    group.addoption("--option-coverage", dest="option_coverage", choices=("check", "off"), default="check",
                    help="'check': a config option value the Pallas path or its twin reads that no case runs and "
                         "no declaration names is a collection error (`harness coverage` lists them); 'off': skip")
    group.addoption("--coverage-dir", dest="coverage_dir", default=None, metavar="DIR",
                    help="records of the option reads traced per pair (default: ini harness_coverage)")
    group.addoption("--fingerprints", dest="harness_fingerprints", default=None, metavar="PATH",
                    help="where --changed-only keeps the fingerprints of verified pairs (default: ini)")
    # (every option names its default: pytest 8's Argument keeps only one given to addoption, 9 asks argparse)
    OPTIONS.update({name: (opt.dest, opt.default) for opt in group.options for name in opt.names()})
    parser.addini("harness_fingerprints", "fingerprints of verified pairs", default=".harness-cache/fingerprints.json")
    parser.addini("harness_golden", "golden store directory", default="golden")
    parser.addini("harness_coverage", "records of the option reads traced per pair", default=".harness-cache/coverage")
    parser.addini("harness_artifacts", "IR artifacts directory", default=".harness-cache/artifacts")
    parser.addini("harness_pairs", "pair declaration file (default: pairs.py named on the command line, or at the root)",
                  default=DECLARATIONS)
    parser.addini("harness_suite", "what the harness command runs (default: the declarations file)", default="")
    parser.addini("harness_jax_cache", "JAX persistent compilation cache directory", default=".harness-cache/jax")
    parser.addini("harness_known_failures", "known-failure manifest (default: beside the declarations)", default="")


OPTIONS: dict[str, tuple[str, Any]] = {}  # option string -> (dest, default), filled by pytest_addoption


def asked(config: pytest.Config) -> bool:
    """Whether this session wants the harness: one of its options is given, or it collects a
    conformance target. Otherwise the plugin sets nothing up (no device flags, no code generation,
    no subprocess): a team's own JAX tests in the same environment run as if it were not installed."""
    given = {str(a).split("=", 1)[0] for a in config.invocation_params.args}
    if given & set(OPTIONS) or any(config.getoption(dest) != default for dest, default in OPTIONS.values()):
        return True
    return any(_names_a_target(config, path) for path in _arg_paths(config))


def _arg_paths(config: pytest.Config) -> list[Path]:
    paths = [Path(str(arg).split("::")[0]) for arg in config.args]
    return [p if p.is_absolute() else Path(config.invocation_params.dir) / p for p in paths]


def _names_a_target(config: pytest.Config, path: Path) -> bool:
    """A declarations or scenarios file, a test file built on the harness's suite, a folder holding
    one of these, or a folder holding the ini's declarations or suite."""
    if path.is_file():
        return path.name in (DECLARATIONS, SCENARIOS) or _imports_suite(path)
    if not path.is_dir():
        return False
    if (path / DECLARATIONS).is_file() or any(_imports_suite(f) for f in path.glob("*.py")):
        return True
    root = Path(config.rootpath)
    named = [root / config.getini(ini) for ini in ("harness_pairs", "harness_suite") if config.getini(ini)]
    return any(t.exists() and (t == path.resolve() or path.resolve() in t.resolve().parents) for t in named)


_SUITE_IMPORT = re.compile(r"^(?:from harness\.(?:scenario_)?suite import|import harness\.(?:scenario_)?suite\b)",
                           re.MULTILINE)


def _imports_suite(path: Path) -> bool:
    """A test module built on the harness's suite: it imports it, at the start of a line (a test of
    the harness that writes such a module from a string is not one)."""
    if path.suffix != ".py":
        return False
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return False
    return _SUITE_IMPORT.search(text) is not None
