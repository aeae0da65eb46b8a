"""Pure analyses of what a run produced: comparisons, finite differences, FileCheck, IR diffs, the kernels' memory model, arms and conditions, conventions, which path ran."""
