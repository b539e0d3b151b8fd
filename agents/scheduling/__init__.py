"""How one process shares itself between workspaces: caps and fair shares of running work
(admission), resume-stream caps (followers), the event loop's order (loop_share) and the
worker processes CPU-bound work runs in (cpu)."""
