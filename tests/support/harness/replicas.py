"""Service processes (`python -m app serve`) on loopback for tests of several replicas: local
auth, the echo model unless the environment says otherwise, no memory worker."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import httpx


def serve(redis_url: str, port: int, **env: str) -> subprocess.Popen[str]:
    """A replica on `port` using the Redis at `redis_url`; `env` adds or overrides settings."""
    environ = {
        **os.environ,
        "AGENTRT_REDIS_URL": redis_url,
        "AGENTRT_MODEL__DEFAULT_PROVIDER": "echo",
        "AGENTRT_AUTH__MODE": "local",
        "AGENTRT_MEMORY__WORKER": "off",
        **env,
    }
    return subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
        env=environ,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def ready(port: int, proc: subprocess.Popen[str], timeout: float = 60.0) -> None:
    """Wait until the replica answers /health (RuntimeError with its log tail if it exits)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            tail = proc.stderr.read()[-2000:] if proc.stderr else ""
            raise RuntimeError(f"service exited {proc.returncode}: {tail}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise RuntimeError("service did not start")


def stop(procs: list[subprocess.Popen[str]]) -> None:
    """SIGTERM every replica still running, then wait (SIGKILL after 10 s)."""
    for proc in procs:
        if proc.poll() is None:
            proc.terminate()
    for proc in procs:
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
