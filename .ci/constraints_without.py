"""constraints.txt less some of its pins, for a tox line that installs other versions of them (pip
cannot override a constraint): `constraints_without.py SRC DEST NAME...`; a NAME ending in "-" drops
every distribution whose name starts with it (jax-cuda12-), any other only that distribution."""

import re
import sys


def kept(line: str, names: list[str]) -> bool:
    name = re.split(r"[=<>!~\[; ]", line.strip(), maxsplit=1)[0].lower().replace("_", "-")
    return not name or not any(name.startswith(n) if n.endswith("-") else name == n for n in names)


if __name__ == "__main__":
    src, dest, *drop = sys.argv[1:]
    names = [n.lower().replace("_", "-") for n in drop]
    with open(src) as f:
        lines = [line for line in f if kept(line, names)]
    with open(dest, "w") as f:
        f.writelines(lines)
