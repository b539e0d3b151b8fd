"""Credentials as configuration files and exports write them, one `SecretRule` row per shape.

A pasted config holds secrets under names the prose rows do not know:

- a login packed as base64 under an auth key (a container registry's `"auth": "…"`, an
  `http_auth = …` line, "auth 是 …"): a secret when the blob decodes to `name:password`, as
  the `basic_auth` check reads it (any other base64 is a hash or an id, and is kept);
- a Wi-Fi network's pre-shared key as a supplicant, a router or a hotspot config names it
  (`psk="…"`, `wpa_passphrase=…`, `sae_password: …`, `pre_shared_key = …`);
- a password manager's or a browser's export row, address, login and password separated by
  commas ("vault.example,ann,Kite-2291!"): the third field, when it looks like a password.

A placeholder or a masked value (`${WIFI_PSK}`, `********`, `<redacted>`) is no secret: the
checks in redaction.py say so for every row.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import CREDENTIAL_PASSWORD, SecretRule
from agents.memory.safety.rules.secret.vocab import PASSWORD_WORD

__all__ = ["CONFIG_SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII
# A key's end: a quote, then a separator ("auth": …, psk=…, auth 是 …).
_ASSIGN = r"[\"']?[ \t]*(?:[:=]|:=|=>|是|为)[ \t]*"
# fmt: off
CONFIG_SECRET_RULES: tuple[SecretRule, ...] = (
    SecretRule(
        CREDENTIAL_PASSWORD, '{"auths": {"registry.example": {"auth": "YW5uOktpdGUtMjI5MSE="}}}',
        r"(?<![A-Za-z0-9])(?:[A-Za-z0-9]+[_-])?(?:auth|basic[_ -]?auth|credentials?|userpass"
        r"|认证|凭据|凭证)" + _ASSIGN
        + r"[\"']?(?P<v>[A-Za-z0-9+/]{8,400}={0,2})(?![A-Za-z0-9+/=])",
        re.IGNORECASE, check="basic_auth",
        hint=r"auth|credential|userpass|认证|凭",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, 'network={\n  ssid="Cabin"\n  psk="lantern-Bay-77"\n}',
        r"(?<![A-Za-z0-9])(?:wpa[_-]?)?(?:psk|passphrase|pre[_ -]?shared[_ -]?key|presharedkey"
        r"|sae[_-]?password|wep[_-]?key\d?)" + _ASSIGN
        + r"(?P<v>\"[^\"\n]{1,100}\"|'[^'\n]{1,100}'|[^\s\"',;}]{4,100})",
        _I, check="password",
        hint=r"psk|passphrase|pre.?shared|sae|wep",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "Export from my vault: mail.example,ann.k,Kite-2291! (a CSV row)",
        r"(?<![\w.@/-])(?:https?://)?(?:[a-z0-9-]+\.)+[a-z]{2,12}(?:/[^\s,]*)?,[ \t]*"
        r"[^\s,\"']{1,64},[ \t]*(?P<v>[^\s,\"']{6,64})(?=[ \t]*(?:,|$|\s))",
        _I, check="secret_value",
        hint=PASSWORD_WORD + r"|login|credential|vault|export|csv",
    ),
)
# fmt: on
