"""What several `harness` commands share: the parent parsers of their common options, the paths
read from the pytest configuration, and reading gate reports."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Callable

from harness.errors import DeclarationError, MergeError


def pytest_settings(start: Path | None = None) -> tuple[Path, dict[str, str]]:
    """The rootdir and [tool.pytest.ini_options] the plugin would read (pyproject.toml, found from
    the working directory upwards): the CLI and the plugin take their paths from one place."""
    import tomllib

    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file():
            ini = tomllib.loads(pyproject.read_text()).get("tool", {}).get("pytest", {}).get("ini_options")
            if ini is not None:
                return folder, {k: str(v) for k, v in ini.items()}
    return here, {}


def resolve_paths(args: argparse.Namespace) -> None:
    """Fill --pairs, --golden-dir, --suite and --manifest left unset from the pytest configuration."""
    root, ini = pytest_settings()
    if getattr(args, "pairs", "unset") is None:
        if not ini.get("harness_pairs"):
            raise DeclarationError(f"{root}: no harness_pairs in [tool.pytest.ini_options] of pyproject.toml; "
                                   "pass --pairs PATH (or run `harness init`)")
        args.pairs = root / ini["harness_pairs"]
    if getattr(args, "golden_dir", "unset") is None:
        args.golden_dir = root / ini.get("harness_golden", "golden")
    if getattr(args, "suite", "unset") is None:
        args.suite = str(root / (ini.get("harness_suite") or ini.get("harness_pairs") or "pairs.py"))
    if getattr(args, "manifest", "unset") is None:
        args.manifest = (root / ini["harness_known_failures"] if ini.get("harness_known_failures")
                         else Path(args.pairs).parent / "known_failures.toml")


def read_reports(command: str, read: Callable[[list[Path]], Any], reports: list[Path]) -> Any:
    """`read` over gate reports (harness.report.shards), or None after saying why they do not go together."""
    try:
        return read(reports)
    except MergeError as err:
        print(f"harness {command}: {err}", file=sys.stderr)
        return None


# pytest asks to rewrite the asserts of its plugins, `harness` among them; a `harness` command has
# imported the package already, so every run it starts would warn that it cannot: nothing to act on.
_ALREADY_IMPORTED = "ignore:Module already imported so cannot be rewritten:pytest.PytestAssertRewriteWarning"


def run_pytest(argv: list[str]) -> int:
    """pytest.main for a `harness` command: its run, less the warning that the command itself causes."""
    import pytest

    return int(pytest.main([*argv, "-W", _ALREADY_IMPORTED]))


def _parent(*add: Callable[[argparse.ArgumentParser], Any]) -> argparse.ArgumentParser:
    parent = argparse.ArgumentParser(add_help=False)
    for option in add:
        option(parent)
    return parent


# Options several commands share, declared once: a command lists those it takes in its PARENTS.
PAIRS = _parent(lambda p: p.add_argument("--pairs", default=None, type=Path,
                                         help="declaration file (default: ini harness_pairs)"))
SUITE = _parent(lambda p: p.add_argument("--suite", default=None, help="what pytest collects (default: ini "
                                         "harness_suite, else the declarations file)"))
GOLDEN = _parent(lambda p: p.add_argument("--golden-dir", default=None, type=Path,
                                          help="golden store (default: ini harness_golden)"))
SELECT = _parent(lambda p: p.add_argument("-k", default=None, metavar="EXPR",
                                          help="pytest -k expression selecting the cases"))
JSON = _parent(lambda p: p.add_argument("--json", action="store_true", help="machine-readable"))
REPORTS = _parent(lambda p: p.add_argument("reports", nargs="+", type=Path, metavar="REPORT.json"))
