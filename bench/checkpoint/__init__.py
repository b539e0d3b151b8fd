"""Checkpoint cost of a long thread, saver by saver, on the real turn path and over HTTP.

    python -m bench.checkpoint [--full-history] [--savers delta,memory] [--json out.json]

One session of `--turns` turns (default 200) per saver, with the offline echo model and
deterministic, non-repetitive user messages (pseudo-English: zlib keeps about as much of them
as of English prose, which matters now that the saver compresses what it stores). Savers:

    memory       the service without Redis: its in-memory fallback (BoundedMemorySaver)
    inmemory     the same runtime on langgraph's plain InMemorySaver (unbounded)
    delta        the service's default: DeltaRedisSaver on a Redis without modules
    delta-stack  the same saver on Redis Stack (it also checks the previous saver's pointer)
    conformant   the previous saver, ConformantRedisSaver (Redis Stack)
    stock        langgraph-checkpoint-redis's AsyncRedisSaver (Redis Stack)

Each run has a process of its own and each Redis saver a fresh Redis; the main process drives
the runs in lockstep (turn t on every saver, in an order that rotates each round, then t+1),
so a busy box slows all savers alike and no saver's heap or garbage collector lands on
another's turns. The runtime picks its saver in `CheckpointProvider`; for the others the bench
swaps `runtime.checkpoints.redis` (or `.memory`) before the first turn, wrapped as the runtime
wraps its own (`RedisCheckpointSaver`: an unreachable Redis surfaces as `RedisUnavailable`, a
run's write guard may drop its writes). Nothing in agents/ changes.

Part 1, in process: `ChatService.run_turn` (agent lookup, session lock, graph, checkpointer,
SSE stream buffer; no HTTP), `--message-chars` characters per message. Reported: median ms per
turn at turns 5-15 ("turn 10") and over the last 10 ("turn 200"), the ratio to the in-memory
run and to its own turn 10; Redis commands per turn counted client-side (commands sent and
round trips, by component, for the commands the turns caused) and server-side (`INFO
commandstats`, which also counts the commands Lua scripts run); stored bytes by key family
next to the text of the conversation; where a turn's time goes. With `--prune-every M` > 0, one
more delta run calls `aprune_thread(keep_last=N)` every M turns (an option, not the service's
behaviour). `--profile` adds a cProfile of one more turn of the delta run.

Part 2, over HTTP (skip with `--no-http`): the real service per saver (uvicorn in a thread of
the run's process, `tests.support.harness.live.LiveServer`), `POST /api/v1/chat` turns of
`--http-message-chars` characters from a client in the main process; ms per request at turn
10 and 200, and the ratio to the in-memory service.

Last, the issue's goals for the service's default saver (delta, no modules), pass or fail.
Nothing is asserted: the script exits 0 unless it is interrupted. A saver that fails is
reported as such and the others still run. Warm-up turns run on another session first and are
not measured; their keys are not counted.

The package, one job a module: `text` (the messages), `service` (the bench's workspace, agent
and settings), `savers` (which saver a run uses, swapped into the runtime), `timing` (where a
turn's time goes; the profile), `counting` (Redis commands and stored bytes), `results` (what a
run measured), `worker` (one process per run, lockstep), `in_process` (part 1), `over_http`
(part 2), `goals` (the baseline and the goals), `report` (tables, goal table, JSON) and
`__main__` (the command line).
"""
