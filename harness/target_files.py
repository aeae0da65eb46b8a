"""The files a target's folder holds, by name: the declarations read them, and the pytest entry point
must know them in every session without loading either."""

DECLARATIONS = "pairs.py"  # a target's pairs, collected as the checks
SCENARIOS = "scenarios.py"  # its scenarios, beside its pairs.py, collected as the scenario checks
