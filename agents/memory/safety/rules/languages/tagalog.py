"""Tagalog (and Taglish, as people text it) words of the rules' vocabulary, as English (keys
casefolded). Taglish keeps the English nouns ("rules", "filters") and verbs with "i-"
("i-ignore", "i-off", "i-save"); the Tagalog words around them are folded here. A Tagalog word
that is also an English word or another language's ("na", "po", "mo", "sa") is only folded
inside a phrase that makes it Tagalog ("off na", "mo po", "sa lahat ng chat")."""

from __future__ import annotations

__all__ = ["TAGALOG"]

TAGALOG: dict[str, str] = {
    # remember, save it, note it
    "tandaan mo": "remember", "tandaan mo po": "remember", "tandaan": "remember",
    "alalahanin mo": "remember", "i-save mo sa memory": "save in memory",
    "i-save mo": "save", "isave mo": "save", "remember mo yan": "remember that",
    "remember mo": "remember", "itala mo": "note",
    # from now on, always, forever, in every chat, until I say otherwise
    "simula ngayon": "from now on", "mula ngayon": "from now on", "simula bukas":
    "from tomorrow on", "simula ngayong araw": "from today on", "palagi": "always",
    "lagi": "always", "habang buhay": "forever", "magpakailanman": "forever",
    "sa lahat ng chat": "in every chat", "sa bawat chat": "in every chat",
    "hanggang sabihin ko": "until i say otherwise", "hanggang sa sabihin ko":
    "until i say otherwise", "hangga't hindi ko sinasabi": "until i say otherwise",
    # send, forward, open (pakipadala: "please send"; the whole copy of every conversation)
    "pakipadala": "please send", "ipadala": "send", "ipadala mo": "send", "i-forward": "forward",
    "i-forward mo": "forward", "buksan": "open", "buong kopya": "full copy",
    "bawat usapan": "every conversation",
    # the rules, the filters (with "yung", "ang", "mga"); yours, mine
    "yung mga": "the", "ang mga": "the", "yung": "the", "patakaran": "rules",
    "mga patakaran": "rules", "alituntunin": "guidelines", "mga alituntunin": "guidelines",
    "limitasyon": "limits", "mga limitasyon": "limits", "mga bawal": "restrictions",
    # ignore, don't follow, switch off; you can, you must
    "wag mo nang i-follow": "don't follow", "huwag mo nang i-follow": "don't follow",
    "wag mo nang sundin": "don't follow", "huwag mo nang sundin": "don't follow",
    "wag mong sundin": "don't follow", "huwag sundin": "don't follow",
    "i-ignore": "ignore", "balewalain": "ignore", "i-off mo": "switch off",
    "i-off": "switch off", "patayin mo": "switch off", "pwede mo daw": "you can",
    "pwede mo": "you can", "kailangan mo": "you must", "off na": "off now",
    # with me, for me, when it's me; I can't / you can now (a chat's turns)
    "pag ako kausap": "when it's me", "pag ako ang kausap": "when it's me",
    "pag ako": "when it's me", "kapag ako": "when it's me", "sakin": "for me",
    "sa akin": "for me", "hindi pwede": "i can't", "di pwede": "i can't",
    "pwede na": "you can now", "ang sabi ko": "what i say", "salita ko": "my word",
    "mas mataas sa": "outranks", "mas importante sa": "outranks",
}  # fmt: skip

# The rules' names, Tagalog and the English ones Taglish keeps, with "the" ("yung", "ang", the
# plural "mga") before them and "yours" ("mo") after: "yung mga rules mo" is "your rules".
_TAGALOG_NOUNS: dict[str, str] = {
    "patakaran": "rules", "alituntunin": "guidelines", "limitasyon": "limits",
    "bawal-bawal": "restrictions", "mga bawal": "restrictions",
}  # fmt: skip
_RULE_NOUNS: dict[str, str] = {
    **_TAGALOG_NOUNS, "rules": "rules", "filters": "filters", "filter": "filters",
    "guidelines": "guidelines", "restrictions": "restrictions", "limits": "limits",
    "policies": "policies", "system prompt": "system prompt", "safety filters": "safety filters",
    "safety rules": "safety rules",
}  # fmt: skip
TAGALOG.update((k, v) for k, v in _TAGALOG_NOUNS.items() if k not in TAGALOG)
for _noun, _english in _RULE_NOUNS.items():
    for _the in ("", "yung ", "ang ", "mga ", "yung mga ", "ang mga "):
        TAGALOG[f"{_the}{_noun} mo"] = f"your {_english}"
        if _the:
            TAGALOG[f"{_the}{_noun}"] = f"the {_english}"
