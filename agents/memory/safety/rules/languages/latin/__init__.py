"""Languages in Latin script added after the first tables: Czech (`czech.py`), Romanian
(`romanian.py`), Danish and Norwegian (`danish_norwegian.py`), Finnish and Hungarian
(`finnish_hungarian.py`), Malay (`malay.py`) and Swahili (`swahili.py`).

Each is a table of the rules' vocabulary (markers of a standing order, actions, targets, the
rules' names, the words that say they are void, "for me", "remember"), keys as the normalized
copy has them (casefolded, accents dropped: "ř" is "r", "ț" "t", "ő" "o", "ø" "o", "å" "a";
Danish "æ" stays), values in English; rules/languages/__init__.py merges them into
`LATIN_WORDS`. A key that is an English word, or a word of another table with another meaning
("ram", "vase", "er", "on", "kor"), is only a key inside a longer phrase.
"""

from __future__ import annotations

from agents.memory.safety.rules.languages.latin.czech import CZECH
from agents.memory.safety.rules.languages.latin.danish_norwegian import DANISH, NORWEGIAN
from agents.memory.safety.rules.languages.latin.finnish_hungarian import FINNISH, HUNGARIAN
from agents.memory.safety.rules.languages.latin.malay import MALAY
from agents.memory.safety.rules.languages.latin.romanian import ROMANIAN
from agents.memory.safety.rules.languages.latin.swahili import SWAHILI

__all__ = ["LATER_LATIN_WORDS"]

# The tables above, merged (a word two of them share means the same in both).
LATER_LATIN_WORDS: dict[str, str] = {
    **CZECH, **ROMANIAN, **DANISH, **NORWEGIAN, **FINNISH, **HUNGARIAN, **MALAY, **SWAHILI,
}  # fmt: skip
