"""The case grid: the cases a pair runs on (ndim, dtype, x64, interpret, block, mesh, options) and the devices and meshes they run on."""

GRIDS = ("default", "smoke", "full")  # the grids a run can ask for (`--grid`): the PR gate, a few cases, every combination
