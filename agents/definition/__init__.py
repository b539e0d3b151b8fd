"""What an agent is: its spec, its memory configuration, its system prompt's template
variables and the tools it may use."""
