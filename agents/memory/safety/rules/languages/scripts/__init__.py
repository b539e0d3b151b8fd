"""Words of languages written in their own scripts, as English: Russian and Ukrainian
(Cyrillic), Greek, Arabic, Persian and Urdu (Arabic script), Hebrew, Hindi (Devanagari),
Bengali, and Thai, which writes no space between its words (`THAI`, read wherever its keys
stand).

Keys are in their own script, casefolded; a script's spelling variants (`SCRIPT_SPELLING`:
Arabic's short vowels and alef forms, Hebrew's vowel points, Greek's accents, Hindi's and
Bengali's nukta) are folded in the text and in the keys alike before they are compared
(spelling.py).
"""

from __future__ import annotations

from agents.memory.safety.rules.languages.scripts.arabic import ARABIC, ARABIC_SPELLING
from agents.memory.safety.rules.languages.scripts.bengali import BENGALI, BENGALI_SPELLING
from agents.memory.safety.rules.languages.scripts.devanagari import (
    DEVANAGARI_SPELLING,
    HINDI_DEVANAGARI,
)
from agents.memory.safety.rules.languages.scripts.greek import GREEK, GREEK_SPELLING
from agents.memory.safety.rules.languages.scripts.hebrew import HEBREW, HEBREW_SPELLING
from agents.memory.safety.rules.languages.scripts.persian import PERSIAN
from agents.memory.safety.rules.languages.scripts.russian import RUSSIAN
from agents.memory.safety.rules.languages.scripts.thai import THAI
from agents.memory.safety.rules.languages.scripts.ukrainian import UKRAINIAN
from agents.memory.safety.rules.languages.scripts.urdu import URDU

__all__ = ["OTHER_SCRIPT_WORDS", "SCRIPT_SPELLING", "THAI"]

# Words of languages in other scripts, as English (a Russian word is read as Russian where
# Ukrainian spells it the same).
OTHER_SCRIPT_WORDS: dict[str, str] = {
    **UKRAINIAN, **RUSSIAN, **GREEK, **ARABIC, **HEBREW, **HINDI_DEVANAGARI,
    **PERSIAN, **URDU, **BENGALI,
}  # fmt: skip
# A script's spelling variants, folded in the text and in the keys before they are compared.
SCRIPT_SPELLING: dict[str, str] = {
    **ARABIC_SPELLING, **DEVANAGARI_SPELLING, **GREEK_SPELLING, **HEBREW_SPELLING,
    **BENGALI_SPELLING,
}  # fmt: skip
