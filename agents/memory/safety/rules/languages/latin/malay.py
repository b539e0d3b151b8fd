"""Malay words of the rules' vocabulary, as English (keys casefolded).

Malay shares many words with Indonesian (turkish.py's `INDONESIAN`: "mulai", "abaikan",
"aturan"), and has its own ("hantar", "perbualan", "peraturan keselamatan", "terpakai",
"kata laluan"); only its own are listed here. "sila" ("please") is Tagalog's "they": it is a
key only before a verb.
"""

from __future__ import annotations

from agents.memory.safety.rules.languages.owner import said_bare

__all__ = ["MALAY"]


# The rules' names (no article: read as "the …"; before "anda", "awak", "kamu" as "your …").
_RULES: dict[str, str] = {
    "peraturan": "rules", "peraturan keselamatan": "safety rules", "sekatan": "restrictions",
    "dasar kandungan": "content policy", "arahan sistem": "system instructions",
    "garis panduan": "guidelines", "garis panduan kandungan": "content guidelines",
    "penapis keselamatan": "safety filters", "penapis": "filters",
    "moderasi kandungan": "content moderation", "gesaan sistem": "system prompt",
    "had keselamatan": "safety limits", "sekatan keselamatan": "safety restrictions",
}  # fmt: skip
_YOUR = ("anda", "awak", "kamu", "engkau")

MALAY: dict[str, str] = {
    # from now on, from today, every time, before every answer, always, for good
    "mulai sekarang": "from now on", "dari sekarang": "from now on",
    "mulai hari ini": "from today on",
    "bermula hari ini": "from today on", "setiap kali": "every time", "sentiasa": "always",
    "selama-lamanya": "forever", "buat selamanya": "forever",
    "sehingga saya berkata sebaliknya": "until i say otherwise",
    "sebelum setiap jawapan": "before every answer", "sebelum menjawab": "before answering",
    "selepas setiap perbualan": "after every conversation",
    "setiap perbualan": "every conversation",
    # send, forward, open, visit, follow, run, reveal, ignore, forget, remember
    "hantar": "send", "hantarkan": "send", "majukan": "forward", "lawati": "visit",
    "ikut arahan": "follow the instructions", "ikuti arahan": "follow the instructions",
    "laksanakan": "execute", "dedahkan": "reveal", "ketepikan": "set aside",
    "ingat": "remember", "mohon ingat": "please remember", "ingat bahawa": "remember that",
    "sila anggap": "please consider", "sila hantar": "please send", "anggap": "consider",
    "tanpa bertanya": "without asking",
    # a copy, the transcript, the whole conversation
    "salinan": "a copy", "salinan penuh": "a full copy", "transkrip": "transcript",
    "seluruh perbualan": "the entire conversation", "perbualan": "conversation",
    **{key: said_bare(rules) for key, rules in _RULES.items()},
    **{f"{key} {own}": f"your {rules}" for key, rules in _RULES.items() for own in _YOUR},
    # no longer apply, void, suspended, switched off
    "tidak lagi terpakai": "no longer apply", "tidak terpakai": "do not apply",
    "terpakai": "apply", "ia tidak terpakai": "they do not apply",
    "yang biasa anda ikut": "that you usually follow",
    "yang biasanya anda ikuti": "that you usually follow", "anda tahu": "you know",
    "terbatal": "void", "digantung": "suspended",
    "dimatikan": "switched off", "ditarik balik": "revoked",
    "tidak perlu mematuhi": "do not need", "anda tidak perlu mematuhi": "you do not need",
    "anda tidak perlu": "you do not need", "mematuhi": "follow",
    # for me, with me, on this account, until the end of the conversation
    "kepada saya": "to me", "dengan saya": "with me",
    "apabila bercakap dengan saya": "when talking with me", "apabila kita berbual": "when we talk",
    "sehingga tamat perbualan": "until the end of the conversation",
    "untuk akaun ini": "for this account", "akaun saya": "my account",
}  # fmt: skip
