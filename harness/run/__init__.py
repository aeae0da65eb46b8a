"""One run per case: trace, lower, compile and execute both sides once (engine, case run, scenario engine); the platform emulation; stage timing."""
