"""Whether the embedded model's runtime can answer on this machine, asked in a child process.

llama-cpp-python compiles llama.cpp when it is installed; a build for the wrong instructions
(compiled with -march=native where a virtual machine reports CPU features it cannot run, such
as AMX tiles, or a cached wheel reused on another CPU) kills the process with SIGILL or SIGSEGV
at the first answer, taking every workspace's conversations with it. So before the service
uses the local model, a child process loads it and writes one token: if that child dies, the
local model is unavailable (the service uses the echo model and says why) instead of the
service dying on its first chat. Once per model file per process (~1 s).
"""

from __future__ import annotations

import logging
import signal
import subprocess
import sys
from functools import lru_cache

log = logging.getLogger("agentrt.models")

PROBE_TIMEOUT_S = 120.0
REBUILD_HINT = (
    "rebuild it for portable instructions: `CMAKE_ARGS=-DGGML_NATIVE=OFF pip install "
    "--force-reinstall --no-cache-dir --no-deps 'llama-cpp-python>=0.3,<0.4'`"
)

# A prompt of ~130 tokens: llama.cpp takes its matrix kernels (AMX among them) for batches,
# so a one-word prompt would pass where a real conversation's first answer dies.
_PROBE = """
import sys
import llama_cpp
llama = llama_cpp.Llama(model_path=sys.argv[1], n_ctx=512, n_threads=1, n_threads_batch=1,
                        verbose=False)
llama.create_completion("The quick brown fox jumps over the lazy dog. " * 12, max_tokens=2,
                        temperature=0.0)
"""


@lru_cache(maxsize=8)
def runtime_failure(model_path: str) -> str | None:
    """None when a child process loads `model_path` and writes a token; else why not."""
    try:
        done = subprocess.run(
            [sys.executable, "-c", _PROBE, model_path],
            capture_output=True,
            timeout=PROBE_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        # A machine too busy to load a 100 MB model in two minutes: not a broken build.
        log.warning("the local model's check took over %.0f s; using it anyway", PROBE_TIMEOUT_S)
        return None
    except OSError as exc:
        return f"its check could not start ({exc})"
    if done.returncode == 0:
        return None
    if done.returncode < 0:
        try:
            name = signal.Signals(-done.returncode).name
        except ValueError:
            name = f"signal {-done.returncode}"
        why = f"llama-cpp-python crashed ({name}) answering with it: built for other CPU features"
    else:
        tail = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or ["no output"]
        why = f"llama-cpp-python failed answering with it ({tail[0][:300]})"
    log.error("the local model is unavailable: %s; %s", why, REBUILD_HINT)
    return why
