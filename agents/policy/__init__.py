"""The operator's policies an agent is held to: where outbound requests may go (egress) and
which server environment variables an agent may name (secrets)."""
