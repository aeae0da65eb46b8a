"""xdist scheduling by case: the checks of one case share one run, so they must share a worker.

xdist's own `loadgroup` cannot do it here: it reads the group from an `@name` suffix that it writes
into `item._nodeid`, which pytest 9 no longer reads (node ids live in `Node._id`), and it ignores a
group name that ends in `]`, as every case id does. Grouping on the controller, from the node id
alone, depends on neither.
"""

from __future__ import annotations

import re

from xdist.scheduler import LoadScopeScheduling

_PARAM = re.compile(r"::[^:\[]+\[(?P<case>.+\])\]$")  # test_check[pair[case-id]] -> pair[case-id]


def case_scope(nodeid: str) -> str:
    """The case a node id checks (`pair[...]` or `scenario[variant]`), or the node id itself."""
    match = _PARAM.search(nodeid)
    return match.group("case") if match else nodeid


class CaseScheduling(LoadScopeScheduling):
    """LoadScope with one scope per case: whole cases are handed out, in the order the plugin gave
    them (harness.plugin.collection.order_and_select: cases with gradient, GPU-compile or memory
    checks first, then by mesh size).

    xdist's LoadScope re-sorts its scopes by their number of tests unless told otherwise
    (`--loadscope-reorder`, on by default): the gate's cases went out by how many checks each has,
    mesh sizes interleaved (the PR gate at --gpus 2, scheduled offline: 10-11 changes of mesh size
    per worker instead of 2, each dropping all of JAX's caches, `Engine._maybe_clear`: about 2 s of
    CPU to refill them in the next case), and the heavy cases no longer came first. The order is
    the plugin's to decide: it is kept."""

    def schedule(self) -> None:
        self.config.option.loadscopereorder = False
        super().schedule()

    def _split_scope(self, nodeid: str) -> str:
        return case_scope(nodeid)
