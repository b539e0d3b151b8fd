"""Finding secrets with the rows of rules/secret/, judging their values, and redacting them.

A row's pattern finds a candidate; its value check (named in the row, looked up in values.py's
`VALUE_CHECKS`) tells a secret from prose ("my password is secure"), a placeholder
(`${DB_PASSWORD}`, `<token>`, `********`) or a number that is not a card (Luhn); a value that
overlaps a public identifier or is a template's stand-in is none (public.py).

`redact` replaces every secret with `[REDACTED:<kind>]`, `<kind>` being the reason code. It
works on the text with invisible characters already dropped, since they could split a secret
past the patterns; when a secret is only visible after NFKC (full-width digits, say) the
redacted text is the NFKC form.
"""

from __future__ import annotations

import bisect
import functools
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

from agents.memory.safety.copies.normalize import collapse_runs
from agents.memory.safety.prefilter import LiteralIndex, Required, may_match, required
from agents.memory.safety.public import public_spans, template_value
from agents.memory.safety.rules import SecretRule
from agents.memory.safety.rules.secret.described import DESCRIBED_SECRET_RULES
from agents.memory.safety.rules.secret.forms.chat import CHAT_SECRET_RULES
from agents.memory.safety.rules.secret.forms.jotted import JOTTED_SECRET_RULES
from agents.memory.safety.rules.secret.forms.pasted import PASTED_SECRET_RULES
from agents.memory.safety.rules.secret.forms.sent import SENT_SECRET_RULES
from agents.memory.safety.rules.secret.forms.spoken import LAUGHTER, SPOKEN_SECRET_RULES
from agents.memory.safety.rules.secret.hint import may_hold_secret
from agents.memory.safety.rules.secret.numbers import NUMBER_RULES
from agents.memory.safety.rules.secret.qualified import QUALIFIED_SECRET_RULES
from agents.memory.safety.rules.secret.rules import SECRET_RULES
from agents.memory.safety.values import VALUE_CHECKS, clean_value, luhn_valid

__all__ = ["VALUE_CHECKS", "luhn_valid", "redact", "secret_kinds", "secret_spans"]

# ---------------------------------------------------------------------------------------------
# Finding secrets
# ---------------------------------------------------------------------------------------------


class _Matcher(NamedTuple):
    rule: SecretRule
    rx: re.Pattern[str]
    check: Callable[[str], bool] | None
    has_value_group: bool
    hint: re.Pattern[str] | None
    unless: re.Pattern[str] | None
    # The row's hint by number (rows share hints; a dict keyed by the compiled hint would hash
    # its whole program on every look-up), and the strings one of which a match of the row
    # needs (prefilter.py).
    hint_slot: int
    hint_needs: Required
    needs: Required


def _matcher(rule: SecretRule, hint_slots: dict[str, int]) -> _Matcher:
    if rule.check is not None and rule.check not in VALUE_CHECKS:
        raise ValueError(
            f"secret rule {rule.example!r} names the value check {rule.check!r}; "
            f"add it to VALUE_CHECKS in values.py or use one of {sorted(VALUE_CHECKS)}"
        )
    rx = re.compile(rule.pattern, rule.flags)
    check = VALUE_CHECKS[rule.check] if rule.check is not None else None
    hint = re.compile(rule.hint, re.IGNORECASE) if rule.hint else None
    # The label, then anything but a digit or a clause's end, up to the match.
    unless = (
        re.compile(
            rf"{_NOT_AN_IDIOM}(?:{rule.unless_after})(?![a-z])[^\d\n.;!?。；！？]{{0,16}}\Z",
            re.IGNORECASE,
        )
        if rule.unless_after
        else None
    )
    slot = hint_slots.setdefault(rule.hint, len(hint_slots)) if rule.hint else -1
    hint_needs = required(hint) if hint is not None else None
    return _Matcher(
        rule, rx, check, "v" in rx.groupindex, hint, unless, slot, hint_needs, required(rx)
    )


# A label word in an idiom is no label: "in case I lose it", "in order to", "on track".
_NOT_AN_IDIOM = r"(?<![A-Za-z])(?<!\bin )(?<!\bon )(?<!\bjust )"


_HINT_SLOTS: dict[str, int] = {}
_MATCHERS: tuple[_Matcher, ...] = tuple(
    _matcher(rule, _HINT_SLOTS)
    for rule in SECRET_RULES
    + NUMBER_RULES
    + CHAT_SECRET_RULES
    + DESCRIBED_SECRET_RULES
    + QUALIFIED_SECRET_RULES
    + JOTTED_SECRET_RULES
    + SPOKEN_SECRET_RULES
    + SENT_SECRET_RULES
    + PASTED_SECRET_RULES
)
_LITERALS = LiteralIndex([m.needs for m in _MATCHERS] + [m.hint_needs for m in _MATCHERS])
# How far before a match its label may start (see SecretRule.unless_after).
_LABEL_REACH = 64


# What redaction writes: never itself a secret (redacting twice changes nothing, and an
# exported item that shows one imports again).
_REDACTED = re.compile(r"\[REDACTED:[a-z_]+\]")


def _placeholders(text: str) -> list[tuple[int, int]]:
    """Spans no secret's value may overlap: what redaction wrote, and public identifiers
    (public.py: fingerprints, digests, public keys, ISBNs, a template's login in a URL)."""
    spans = [m.span() for m in _REDACTED.finditer(text)] if "[REDACTED:" in text else []
    return sorted(spans + public_spans(text)) if spans else public_spans(text)


def _secrets(
    matcher: _Matcher, text: str, placeholders: Sequence[tuple[int, int]] = ()
) -> Iterator[tuple[re.Match[str], str | None]]:
    """Matches of one rule whose value passes its check, with the `v` group (None: none);
    a value inside a redaction placeholder is none. The caller has checked the row's hint."""
    # Placeholders never overlap and come in order: the one that could hold a value is the last
    # that starts before the value ends (a bisection, not a scan: a text redacted a thousand
    # times is read again in linear time).
    starts = [p_start for p_start, _ in placeholders]
    pos = 0
    while pos <= len(text):
        m = matcher.rx.search(text, pos)
        if m is None:
            return
        group = m.group("v") if matcher.has_value_group else None
        start, end = m.span("v") if group is not None else m.span()
        before = bisect.bisect_left(starts, end) - 1
        inside = before >= 0 and start < placeholders[before][1]
        labelled = matcher.unless is not None and bool(
            matcher.unless.search(text, max(0, m.start() - _LABEL_REACH), m.start())
        )
        if (
            not inside
            and not labelled
            and not (group is not None and LAUGHTER.match(group.strip()))
            and (matcher.check is None or matcher.check(m.group() if group is None else group))
            and not template_value(m.group() if group is None else group, whole_match=group is None)
        ):
            yield m, group
            pos = max(m.end(), m.start() + 1)
        elif group is not None and start > m.start():
            # A candidate whose value fails its check must not hide one that starts at that
            # value ("门禁PIN码 2580": 门禁 + "PIN" fails, PIN码 + 2580 is the secret).
            pos = start
        else:
            pos = max(m.end(), m.start() + 1)


@functools.lru_cache(maxsize=32)
def _secret_matches(text: str) -> tuple[tuple[int, int, str], ...]:
    """Every secret match in `text` as (start, end, kind), unmerged, in rule order.

    Cached for the last few texts: one message is usually gated, then redacted (capture, the
    archive, the topic scan), and reading it is the costly part."""
    if not may_hold_secret(text):
        return ()
    raw: list[tuple[int, int, str]] = []
    placeholders = _placeholders(text)
    present = _LITERALS.present(text)
    hints: list[bool | None] = [None] * len(_HINT_SLOTS)  # rows share hints: scan each once
    for matcher in _MATCHERS:
        rule = matcher.rule
        if not may_match(matcher.needs, present):
            continue
        if matcher.hint is not None:
            hinted = hints[matcher.hint_slot]
            if hinted is None:
                hinted = may_match(matcher.hint_needs, present) and bool(matcher.hint.search(text))
                hints[matcher.hint_slot] = hinted
            if not hinted:
                continue
        for m, value in _secrets(matcher, text, placeholders):
            if value is not None:
                start, end = m.span("v")
                cleaned = clean_value(value)
                offset = value.find(cleaned) if cleaned else -1
                if offset >= 0 and rule.trim:
                    start, end = start + offset, start + offset + len(cleaned)
            else:
                start, end = m.span()
            raw.append((start, end, rule.kind))
    return tuple(raw)


@functools.lru_cache(maxsize=32)
def _matches(text: str) -> tuple[tuple[int, int, str], ...]:
    """`_secret_matches(text)`, after a look at `text` with its floods collapsed
    (normalize.collapse_runs): a text with no secret there has none, and a flood of "密码 "
    costs what 48 copies of it cost."""
    collapsed = collapse_runs(text)
    if collapsed != text and not _secret_matches(collapsed):
        return ()
    return _secret_matches(text)


def secret_spans(text: str) -> list[tuple[int, int, str]]:
    """Spans (start, end, kind) of secrets in `text`, overlaps merged (longest kind wins)."""
    raw = sorted(r for r in _matches(text) if r[1] > r[0])
    merged: list[tuple[int, int, str]] = []
    for start, end, kind in raw:
        if merged and start < merged[-1][1]:
            s0, e0, k0 = merged[-1]
            keep = kind if end - start > e0 - s0 else k0
            merged[-1] = (s0, max(e0, end), keep)
        else:
            merged.append((start, end, kind))
    return merged


def secret_kinds(text: str) -> set[str]:
    """Every kind of secret in `text`, also those inside a longer span of another kind."""
    return {kind for _, _, kind in _matches(text)}


# ---------------------------------------------------------------------------------------------
# Redaction
# ---------------------------------------------------------------------------------------------


def _apply(text: str, spans: list[tuple[int, int, str]]) -> str:
    out: list[str] = []
    last = 0
    for start, end, kind in spans:
        out.append(text[last:start])
        out.append(f"[REDACTED:{kind}]")
        last = end
    out.append(text[last:])
    return "".join(out)


def _kinds(text: str) -> Counter[str]:
    return Counter(kind for _, _, kind in _matches(text))


def redact(cleaned: str, nfkc: str) -> str:
    """`cleaned` (invisible characters already dropped) with its secrets redacted.

    `nfkc` is the NFKC form of `cleaned`.
    """
    out = _apply(cleaned, secret_spans(cleaned))
    # NFKC showed no secret the text did not have (both readings are cached): nothing to redact
    # again, and a text with a thousand secrets and a full-width comma is not read a third time.
    if nfkc != cleaned and _kinds(nfkc) != _kinds(cleaned):
        # A secret written in compatibility forms (full-width digits…) only shows after NFKC.
        out_nfkc = unicodedata.normalize("NFKC", out)
        if secret_spans(out_nfkc):
            out = _apply(nfkc, secret_spans(nfkc))
    return out
