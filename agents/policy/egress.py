"""Where outbound requests may go: the operator's egress policy.

Bridged agents (Dify, n8n) and OpenAI-compatible `base_url`s make the server send requests to
addresses a workspace admin chose. By default only public addresses are reachable: loopback,
private ranges, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast and reserved
addresses are refused, whether written as an address or reached through a name. The operator
allows internal hosts by name, address or CIDR range (AGENTRT_EGRESS__ALLOW_HOSTS); in local
mode (one person on their own machine) loopback and private addresses are allowed too, so a
local model server works.

The check runs where the connection is made: `EgressTransport` resolves the host, refuses it
if any resolved address is not allowed, and connects to the address it checked (TLS still
verifies the host name), so a DNS answer that changes between check and connect cannot pass.
Every connection goes through it, so every redirect hop is checked too.
"""

from __future__ import annotations

import ipaddress
import socket
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import anyio
import httpcore
import httpx

from agents.errors import AgentRTError

if TYPE_CHECKING:
    from agents.definition.spec import AgentFields

ALLOW_SETTING = "AGENTRT_EGRESS__ALLOW_HOSTS"
CLIENT_TIMEOUT_S = 60.0  # `http_clients`: a request's default timeout (connecting: 10 s)

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network
# Test seam: host name → addresses, instead of the system resolver.
Resolver = Callable[[str], Sequence[str]]

_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_LOOPBACK_NAMES = ("localhost", "localhost.localdomain")


class EgressDenied(AgentRTError):
    """An outbound address the operator's egress policy does not allow (a configuration
    error: the message names the host and the setting, never what it resolved to)."""

    status = 422
    code = "egress_denied"
    retryable = False


def _address(text: str) -> IPAddress | None:
    try:
        return ipaddress.ip_address(text.strip("[]").split("%", 1)[0])
    except ValueError:
        return None


def _embedded_ipv4(ip: IPAddress) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address carries (mapped, IPv4-compatible, NAT64, 6to4,
    Teredo), if any."""
    if not isinstance(ip, ipaddress.IPv6Address):
        return None
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if int(ip) >> 32 == 0 and int(ip) > 1:  # ::a.b.c.d (deprecated, still parsed by stacks)
        return ipaddress.IPv4Address(int(ip))
    if ip in _NAT64:
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    if ip.sixtofour is not None:
        return ip.sixtofour
    if ip.teredo is not None:
        return ip.teredo[1]
    return None


def _normal_name(host: str) -> str:
    return host.strip().strip("[]").rstrip(".").lower()


class EgressPolicy:
    """Which outbound hosts and addresses are allowed. Pure apart from `resolve`/`aresolve`.

    Args:
        allow_hosts: names (`llm.internal`; `*.corp.example` or `.corp.example` for every name
            under it), addresses or CIDR ranges allowed besides public addresses. A listed
            name is trusted whatever it resolves to.
        allow_private: also allow loopback and private addresses (local mode); link-local
            (cloud metadata) still needs `allow_hosts`.
        resolver: host name → addresses (tests); default: the system resolver.
    """

    def __init__(
        self,
        allow_hosts: Iterable[str] = (),
        *,
        allow_private: bool = False,
        resolver: Resolver | None = None,
    ) -> None:
        self.allow_private = allow_private
        self.resolver = resolver
        self.names: set[str] = set()
        self.suffixes: list[str] = []
        self.networks: list[IPNetwork] = []
        for entry in allow_hosts:
            text = entry.strip()
            if not text:
                continue
            try:
                self.networks.append(ipaddress.ip_network(text.strip("[]"), strict=False))
                continue
            except ValueError:
                pass
            name = _normal_name(text)
            if name.startswith("*."):
                name = name[1:]
            if not name or "/" in name or ":" in name or " " in name:
                raise ValueError(
                    f"{ALLOW_SETTING}: {entry!r} is neither a host name, an IP address nor a "
                    "CIDR range (give names without scheme, port or path)"
                )
            if name.startswith("."):
                self.suffixes.append(name)
            else:
                self.names.add(name)
        self._clients: tuple[httpx.Client, httpx.AsyncClient] | None = None
        self._clients_lock = threading.Lock()

    # pure checks -------------------------------------------------------------------------
    def allows_name(self, host: str) -> bool:
        """Whether the operator listed this host name (then any address it resolves to goes)."""
        name = _normal_name(host)
        return name in self.names or any(name.endswith(s) for s in self.suffixes)

    def allows_address(self, ip: IPAddress) -> bool:
        if any(ip in net for net in self.networks if net.version == ip.version):
            return True
        inner = _embedded_ipv4(ip)
        if inner is not None:
            if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
                return self.allows_address(inner)
            if not self.allows_address(inner):
                return False
        if self.allow_private and (ip.is_loopback or ip.is_private) and not ip.is_link_local:
            return True
        return ip.is_global and not ip.is_multicast

    def denied(self, host: str, field_name: str | None = None) -> EgressDenied:
        where = f"{field_name} points at {host}" if field_name else f"{host} is not reachable"
        return EgressDenied(
            f"{where}: this server sends requests to public addresses only (loopback, private, "
            "link-local and other internal addresses are refused); the operator can allow the "
            f"host with {ALLOW_SETTING}"
        )

    def check_url(self, url: str, field_name: str) -> None:
        """Refuse a URL whose host is a literal address (or `localhost`) the policy does not
        allow: an agent's configuration, checked when it is created or changed. Names are
        checked when a request resolves them."""
        try:
            host = urlsplit(url).hostname or ""
        except ValueError:  # the agent's validation refuses such a URL first
            raise EgressDenied(f"{field_name} is not a valid URL") from None
        if not host or self.allows_name(host):
            return
        name = _normal_name(host)
        ip = _address(name)
        if ip is None and (name in _LOOPBACK_NAMES or name.endswith(".localhost")):
            ip = ipaddress.ip_address("127.0.0.1")
        if ip is not None and not self.allows_address(ip):
            raise self.denied(host, field_name)

    def check_agent(self, fields: AgentFields) -> None:
        """Every address an agent's configuration names (422 `egress_denied` if literal and
        not allowed)."""
        for field_name, url in agent_urls(fields):
            self.check_url(url, field_name)

    def checked(self, host: str, addresses: Sequence[str]) -> list[str]:
        """`addresses` of `host`, or EgressDenied if any of them is not allowed."""
        if self.allows_name(host):
            return list(addresses)
        for text in addresses:
            ip = _address(text)
            if ip is None or not self.allows_address(ip):
                raise self.denied(_normal_name(host))
        return list(addresses)

    # resolution ----------------------------------------------------------------------------
    def resolve(self, host: str, port: int, timeout: float | None = None) -> list[str]:
        """The allowed addresses to connect to for host:port (blocking)."""
        literal = _address(host)
        if literal is not None:
            return self.checked(host, [str(literal)])
        started = time.monotonic()
        try:
            if self.resolver is not None:
                found = list(self.resolver(host))
            else:
                infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
                found = [str(info[4][0]) for info in infos]
        except (OSError, UnicodeError):
            found = []
        if timeout is not None and time.monotonic() - started > timeout:
            raise httpcore.ConnectTimeout(f"resolving {host} took too long")
        return self.checked(host, _unique(found, host))

    async def aresolve(self, host: str, port: int, timeout: float | None = None) -> list[str]:
        """The allowed addresses to connect to for host:port."""
        literal = _address(host)
        if literal is not None:
            return self.checked(host, [str(literal)])
        found: list[str] = []
        with anyio.move_on_after(timeout) as scope:
            try:
                if self.resolver is not None:
                    found = list(self.resolver(host))
                else:
                    infos = await anyio.getaddrinfo(host, port, type=socket.SOCK_STREAM)
                    found = [str(info[4][0]) for info in infos]
            except (OSError, UnicodeError):
                found = []
        if scope.cancelled_caught:
            raise httpcore.ConnectTimeout(f"resolving {host} took too long")
        return self.checked(host, _unique(found, host))

    # HTTP --------------------------------------------------------------------------------
    def async_transport(self, **kwargs: Any) -> httpx.AsyncHTTPTransport:
        """An httpx transport that only connects to addresses this policy allows."""
        return AsyncEgressTransport(self, **kwargs)

    def sync_transport(self, **kwargs: Any) -> httpx.HTTPTransport:
        return EgressTransport(self, **kwargs)

    def http_clients(self) -> tuple[httpx.Client, httpx.AsyncClient]:
        """This policy's sync and async HTTP clients, made on first use and then shared (as
        langchain-openai shares its default clients): pooled connections, redirects followed
        with every hop checked by the transports. The OpenAI-compatible models built for this
        policy use them; they live as long as the policy, not longer."""
        with self._clients_lock:
            if self._clients is None:
                limits = httpx.Limits(max_connections=200, max_keepalive_connections=40)
                timeout = httpx.Timeout(CLIENT_TIMEOUT_S, connect=10.0)
                self._clients = (
                    httpx.Client(
                        transport=self.sync_transport(limits=limits),
                        timeout=timeout,
                        follow_redirects=True,
                    ),
                    httpx.AsyncClient(
                        transport=self.async_transport(limits=limits),
                        timeout=timeout,
                        follow_redirects=True,
                    ),
                )
            return self._clients


def agent_urls(fields: AgentFields) -> list[tuple[str, str]]:
    """(field, URL) of every outbound address an agent's configuration names."""
    urls: list[tuple[str, str]] = []
    if fields.model.base_url:
        urls.append(("model.base_url", fields.model.base_url))
    if fields.dify is not None:
        urls.append(("dify.base_url", fields.dify.base_url))
    if fields.n8n is not None:
        urls.append(("n8n.webhook_url", fields.n8n.webhook_url))
    return urls


def _unique(found: list[str], host: str) -> list[str]:
    addresses = list(dict.fromkeys(found))
    if not addresses:
        # Raised outside any `except`: no socket error in its context (that reads as Redis down).
        raise httpcore.ConnectError(f"could not resolve {host}")
    return addresses


class _AsyncGuard(httpcore.AsyncNetworkBackend):
    """Resolves, checks, then connects to a checked address (never resolving twice)."""

    def __init__(self, policy: EgressPolicy, inner: httpcore.AsyncNetworkBackend) -> None:
        self.policy = policy
        self.inner = inner

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        failure: Exception | None = None
        for address in await self.policy.aresolve(host, port, timeout):
            try:
                return await self.inner.connect_tcp(
                    address,
                    port,
                    timeout=timeout,
                    local_address=local_address,
                    socket_options=socket_options,
                )
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                failure = exc
        assert failure is not None
        raise failure

    async def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> httpcore.AsyncNetworkStream:
        raise EgressDenied("outbound requests over Unix sockets are not allowed")

    async def sleep(self, seconds: float) -> None:
        await self.inner.sleep(seconds)


class _SyncGuard(httpcore.NetworkBackend):
    def __init__(self, policy: EgressPolicy, inner: httpcore.NetworkBackend) -> None:
        self.policy = policy
        self.inner = inner

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        failure: Exception | None = None
        for address in self.policy.resolve(host, port, timeout):
            try:
                return self.inner.connect_tcp(
                    address,
                    port,
                    timeout=timeout,
                    local_address=local_address,
                    socket_options=socket_options,
                )
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                failure = exc
        assert failure is not None
        raise failure

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> httpcore.NetworkStream:
        raise EgressDenied("outbound requests over Unix sockets are not allowed")

    def sleep(self, seconds: float) -> None:
        self.inner.sleep(seconds)


class AsyncEgressTransport(httpx.AsyncHTTPTransport):
    """httpx's transport with the policy's guard as its network backend. No proxy: the peer
    checked must be the destination (a client given a transport ignores proxy variables)."""

    def __init__(self, policy: EgressPolicy, **kwargs: Any) -> None:
        kwargs.pop("proxy", None)
        super().__init__(**kwargs)
        pool = self._pool
        assert isinstance(pool, httpcore.AsyncConnectionPool)
        pool._network_backend = _AsyncGuard(policy, pool._network_backend)


class EgressTransport(httpx.HTTPTransport):
    """The blocking twin of `AsyncEgressTransport`."""

    def __init__(self, policy: EgressPolicy, **kwargs: Any) -> None:
        kwargs.pop("proxy", None)
        super().__init__(**kwargs)
        pool = self._pool
        assert isinstance(pool, httpcore.ConnectionPool)
        pool._network_backend = _SyncGuard(policy, pool._network_backend)
