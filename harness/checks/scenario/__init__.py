"""The scenario checks: whole simulations, one run per variant (harness.run.scenario_engine), one
module per check; `harness.checks.registry.SCENARIO_CHECKS` lists them in order."""
