"""IR diffs modulo renaming: the lines of a kernel's or a snapshot's IR that really changed.

MLIR's printer names values by position (`%93`, `%c0_i64_46`, `%cst_7`, `%arg12`, `^bb3`), aliases
by count (`#map1`) and JAX its private functions by count (`@clip_3`): one inserted operation renames
every value after it, and a plain line diff of a 19k-line Triton kernel shows tens of thousands of
changed lines. Here the two texts are aligned line by line with those generated names masked, then
the names are matched along the alignment: on aligned lines a definition binds the old name to the
new one, and an aligned line counts as changed only where one of its operands is bound to another
name than the one it reads now (it reads another value). An inserted operation shows as itself and
the lines that now read its result; nothing else. Works on StableHLO, Triton, Mosaic TPU and Mosaic
GPU text (and compiled HLO's `%name.N`). The golden's digest stays on the exact text: this is only
what a reviewer is shown.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from collections import defaultdict

# A quoted string (kept as text: names inside it are not names), or a name: an SSA value or block
# label (always generated), or a symbol / attribute alias / type alias (a name where the text defines it).
_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[%^@#!][\w$.\-]+')
_RESULTS = re.compile(r"^\s*(?:ROOT\s+)?(?:%[\w$.\-]+(?::\d+)?\s*,\s*)*%[\w$.\-]+(?::\d+)?\s+=\s")
_SYMBOL_DEF = re.compile(r'^\s*[\w.]*(?:func|module|global)[\w.]*'
                         r'(?:\s+(?:public|private|nested|external|internal|constant|"[^"]*"))*\s+@')
_ALIAS_DEF = re.compile(r"^([#!][\w$.\-]+)\s+=\s")
_UNIQUED = re.compile(r"(?:_\d+|\.\d+)$")  # MLIR's `_N` (and HLO's `.N`) uniquing suffix


def _mask(token: str) -> str:
    """What a generated name says apart from its position: `%c0_i64_46` -> `%c0_i64`, `%93` -> `%`,
    `%arg12` -> `%arg`, `^bb3` -> `^bb`, `#map1` -> `#map`, `@clip_3` -> `@clip`."""
    sigil, name = token[0], token[1:]
    if name.isdigit():
        return sigil
    if sigil in "#!":
        return sigil + name.rstrip("0123456789")
    name = _UNIQUED.sub("", name)
    if (sigil == "%" and re.fullmatch(r"arg\d+", name)) or (sigil == "^" and re.fullmatch(r"bb\d+", name)):
        return sigil + name.rstrip("0123456789")
    return sigil + name


@dataclasses.dataclass
class _Line:
    text: str
    mask: str  # the text with every generated name masked: what the alignment compares
    names: list[tuple[str, bool]]  # (name, defined here) in order


def _globals_defined(lines: list[str]) -> set[str]:
    """Symbols and aliases the text defines itself (others, `#tpu.memory_space`, stay plain text)."""
    out = set()
    for line in lines:
        m = _ALIAS_DEF.match(line)
        if m:
            out.add(m.group(1))
        elif _SYMBOL_DEF.match(line):
            at = line.find("@")
            token = _TOKEN.match(line, at)
            if token:
                out.add(token.group(0))
    return out


def _parse(text: str) -> list[_Line]:
    lines = text.splitlines()
    defined = _globals_defined(lines)
    out = []
    for line in lines:
        results = _RESULTS.match(line)
        results_end = results.end() if results else -1
        stripped_at = len(line) - len(line.lstrip())
        symbol_def = _SYMBOL_DEF.match(line) is not None
        parts, names, last = [], [], 0
        for m in _TOKEN.finditer(line):
            token = m.group(0)
            if token[0] == '"' or (token[0] in "@#!" and token not in defined):
                continue
            start, end = m.span()
            after = line[end:end + 3]
            if token[0] == "%":
                is_def = end <= results_end or after.startswith(" = ") or (after[:1] == ":" and after[1:2] not in ":")
            elif token[0] == "^":
                is_def = start == stripped_at
            elif token[0] == "@":
                is_def = symbol_def and line.find("@") == start
            else:
                is_def = start == 0 and after.startswith(" = ")
            parts += [line[last:start], _mask(token)]
            names.append((token, is_def))
            last = end
        parts.append(line[last:])
        out.append(_Line(line, "".join(parts), names))
    return out


class _Names:
    """A one-to-one map of old names to new ones, rebound at each definition."""

    def __init__(self) -> None:
        self.fwd: dict[str, str] = {}
        self.back: dict[str, str] = {}

    def bind(self, a: str, b: str) -> None:
        self.forget_old(a)
        self.forget_new(b)
        self.fwd[a], self.back[b] = b, a

    def forget_old(self, a: str) -> None:
        b = self.fwd.pop(a, None)
        if b is not None and self.back.get(b) == a:
            del self.back[b]

    def forget_new(self, b: str) -> None:
        a = self.back.pop(b, None)
        if a is not None and self.fwd.get(a) == b:
            del self.fwd[a]

    def agree(self, a: str, b: str) -> bool:
        """Whether a use of `a` (old) and `b` (new) reads the same value; two names never seen are
        taken to (both defined on changed lines, or not defined in the text at all)."""
        if self.fwd.get(a) == b:
            return True
        if a not in self.fwd and b not in self.back:
            self.bind(a, b)
            return True
        return False


def _local(token: str) -> bool:
    return token[0] in "%^"


def _pair_defs(old: list[_Line], new: list[_Line], names: _Names) -> None:
    """Lines replaced by others: forget what their names meant, then bind their definitions in
    order where the masks agree (`%94 = addf` replaced by `%94 = mulf`: later reads of it still match)."""
    olds: dict[str, list[str]] = defaultdict(list)
    news: dict[str, list[str]] = defaultdict(list)
    for line in old:
        for token, is_def in line.names:
            if is_def and _local(token):
                names.forget_old(token)
                olds[_mask(token)].append(token)
    for line in new:
        for token, is_def in line.names:
            if is_def and _local(token):
                names.forget_new(token)
                news[_mask(token)].append(token)
    for mask, tokens in olds.items():
        for a, b in zip(tokens, news.get(mask, [])):
            names.bind(a, b)


def _align(a: list[str], b: list[str]) -> list[tuple[str, int, int, int, int]]:
    """Opcodes (difflib's form) of two masked line lists, by patience diff: lines that occur once in
    each side anchor the alignment (in order), the stretches between anchors are aligned the same
    way, and a stretch without such lines by difflib. Fast on a 19k-line kernel even where most lines
    change (masked IR repeats lines thousands of times, which makes difflib alone quadratic)."""
    pairs: list[tuple[int, int]] = []
    _match(a, 0, len(a), b, 0, len(b), pairs)
    ops, i, j = [], 0, 0
    for x, y in pairs + [(len(a), len(b))]:
        if x > i or y > j:
            ops.append(("replace" if x > i and y > j else "delete" if x > i else "insert", i, x, j, y))
        if x < len(a) or y < len(b):
            if ops and ops[-1][0] == "equal" and ops[-1][2] == x and ops[-1][4] == y:
                ops[-1] = ("equal", ops[-1][1], x + 1, ops[-1][3], y + 1)
            else:
                ops.append(("equal", x, x + 1, y, y + 1))
        i, j = x + 1, y + 1
    return ops


_DIFFLIB_CELLS = 4_000_000  # a stretch with no unique line: difflib without its junk heuristic up to this size
_DEPTH = 64  # stretches within stretches: deeper than this, difflib aligns what is left


def _match(a: list[str], alo: int, ahi: int, b: list[str], blo: int, bhi: int, out: list[tuple[int, int]],
           depth: int = 0) -> None:
    """Append the matched (old, new) line pairs of a[alo:ahi] and b[blo:bhi], in order."""
    while alo < ahi and blo < bhi and a[alo] == b[blo]:
        out.append((alo, blo))
        alo, blo = alo + 1, blo + 1
    tail = []
    while alo < ahi and blo < bhi and a[ahi - 1] == b[bhi - 1]:
        ahi, bhi = ahi - 1, bhi - 1
        tail.append((ahi, bhi))
    if alo < ahi and blo < bhi:
        anchors = _unique_common(a, alo, ahi, b, blo, bhi) if depth < _DEPTH else []
        if anchors:
            i, j = alo, blo
            for x, y in anchors:
                _match(a, i, x, b, j, y, out, depth + 1)
                out.append((x, y))
                i, j = x + 1, y + 1
            _match(a, i, ahi, b, j, bhi, out, depth + 1)
        else:
            cells = (ahi - alo) * (bhi - blo)
            sm = difflib.SequenceMatcher(None, a[alo:ahi], b[blo:bhi], autojunk=cells > _DIFFLIB_CELLS)
            for x, y, size in sm.get_matching_blocks():
                out += [(alo + x + k, blo + y + k) for k in range(size)]
    out += reversed(tail)


def _unique_common(a: list[str], alo: int, ahi: int, b: list[str], blo: int, bhi: int) -> list[tuple[int, int]]:
    """The longest in-order run of lines that occur exactly once in each side (patience sorting)."""
    import bisect
    from collections import Counter

    count_a, count_b = Counter(a[alo:ahi]), Counter(b[blo:bhi])
    where_b = {b[j]: j for j in range(blo, bhi) if count_b[b[j]] == 1}
    candidates = [(i, where_b[a[i]]) for i in range(alo, ahi) if count_a[a[i]] == 1 and a[i] in where_b]
    tops: list[int] = []  # new index at the top of each pile
    top_at: list[int] = []  # candidate index at the top of each pile
    back: list[int] = []  # per candidate: the candidate below it in the previous pile
    for k, (_, j) in enumerate(candidates):
        pile = bisect.bisect_left(tops, j)
        back.append(top_at[pile - 1] if pile else -1)
        if pile == len(tops):
            tops.append(j)
            top_at.append(k)
        else:
            tops[pile], top_at[pile] = j, k
    run, k = [], top_at[-1] if top_at else -1
    while k >= 0:
        run.append(candidates[k])
        k = back[k]
    return run[::-1]


@dataclasses.dataclass
class Diff:
    lines: list[str]  # unified-diff lines (headers, hunks); empty where nothing differs modulo names
    changed: int  # `-` and `+` lines
    renamed: int  # aligned lines that differ in generated names only (not shown)

    def summary(self) -> str:
        """`N lines changed`, and how many more differ only in names, for a heading."""
        text = f"{self.changed} lines changed"
        if self.renamed:
            text += f" ({self.renamed} more differ only in generated names: not shown)"
        return text


def diff(old: str, new: str, old_label: str = "golden", new_label: str = "now", context: int = 2) -> Diff:
    """The unified diff of two IR texts modulo generated names: `-`/`+` only for lines that changed
    (new, gone, or reading another value), ` ` context lines as the new text has them."""
    a, b = _parse(old), _parse(new)
    ops = _align([x.mask for x in a], [x.mask for x in b])
    globals_ = _Names()  # symbols and aliases: bound by their aligned definitions first (uses may come first)
    for tag, i1, i2, j1, j2 in ops:
        if tag == "equal":
            for x, y in zip(a[i1:i2], b[j1:j2]):
                for (p, is_def), (q, _) in zip(x.names, y.names):
                    if is_def and not _local(p):
                        globals_.bind(p, q)
    names = _Names()
    script: list[tuple[str, int, int]] = []  # ("=", i, j), ("-", i, -1), ("+", -1, j)
    renamed = 0
    for tag, i1, i2, j1, j2 in ops:
        if tag != "equal":
            _pair_defs(a[i1:i2], b[j1:j2], names)
            script += [("-", i, -1) for i in range(i1, i2)] + [("+", -1, j) for j in range(j1, j2)]
            continue
        for i, j in zip(range(i1, i2), range(j1, j2)):
            same = True
            for (p, is_def), (q, _) in zip(a[i].names, b[j].names):
                if not _local(p):
                    same = globals_.agree(p, q) and same
                elif is_def:
                    names.bind(p, q)
                else:
                    same = names.agree(p, q) and same
            if same:
                renamed += a[i].text != b[j].text
                script.append(("=", i, j))
            else:
                script += [("-", i, -1), ("+", -1, j)]
    return Diff(_hunks(script, a, b, old_label, new_label, context),
                sum(op != "=" for op, _, _ in script), renamed)


def _hunks(script: list[tuple[str, int, int]], a: list[_Line], b: list[_Line], old_label: str,
           new_label: str, context: int) -> list[str]:
    changes = [k for k, (op, _, _) in enumerate(script) if op != "="]
    if not changes:
        return []
    out = [f"--- {old_label}", f"+++ {new_label}"]
    groups, start, end = [], changes[0], changes[0]
    for k in changes[1:]:
        if k - end > 2 * context + 1:
            groups.append((start, end))
            start = k
        end = k
    groups.append((start, end))
    for start, end in groups:
        lo, hi = max(0, start - context), min(len(script), end + context + 1)
        body: list[str] = []
        minus: list[str] = []
        plus: list[str] = []
        for op, i, j in script[lo:hi]:
            if op == "-":
                minus.append("-" + a[i].text)
            elif op == "+":
                plus.append("+" + b[j].text)
            else:
                body += minus + plus + [" " + b[j].text]
                minus, plus = [], []
        body += minus + plus
        old_at = next((i for _, i, _ in script[lo:] if i >= 0), len(a))
        new_at = next((j for _, _, j in script[lo:] if j >= 0), len(b))
        old_n = sum(1 for op, _, _ in script[lo:hi] if op != "+")
        new_n = sum(1 for op, _, _ in script[lo:hi] if op != "-")
        out.append(f"@@ -{old_at + (1 if old_n else 0)},{old_n} +{new_at + (1 if new_n else 0)},{new_n} @@")
        out += body
    return out
