"""What a model sees in a turn: the context builder, token counting, budgets, context files."""
