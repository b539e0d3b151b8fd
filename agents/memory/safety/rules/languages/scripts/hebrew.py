"""Hebrew words of the rules' vocabulary, as English.

Hebrew glues its short words to the front of the next one: "and" (ו), "from" (מ), "to" (ל),
"that" (ש), "when" (כש); "ignore from the guidelines" is how Hebrew says "ignore the
guidelines" ("תתעלם מההנחיות"). Every key is also read with one of them glued on (`HEBREW`).
The fold (spelling.py) reads both the text and the keys with `HEBREW_SPELLING`
applied first. Hebrew also puts "cancelled for me" before the rules ("ביטלו לי את …"): the rows
read an override's words in that order too.
"""

from __future__ import annotations

__all__ = ["HEBREW", "HEBREW_SPELLING"]

# Vowel points and cantillation dropped (most Hebrew is typed without them), the maqaf read as a
# hyphen.
HEBREW_SPELLING: dict[str, str] = {
    **{chr(c): "" for c in range(0x0591, 0x05BE)},
    "\u05bf": "",
    "\u05c1": "",
    "\u05c2": "",
    "\u05c4": "",
    "\u05c5": "",
    "\u05c7": "",
    "\u05be": "-",
}

_WORDS: dict[str, str] = {
    # from now on, every time you answer, always, for good
    "מעכשיו": "from now on", "מעתה": "from now on", "מהיום": "from today on",
    "בכל פעם שאתה עונה": "every time you reply", "בכל פעם": "every time", "תמיד": "always",
    "לתמיד": "forever", "לצמיתות": "permanently", "לעולם": "forever",
    # send, forward, ignore, forget
    "תשלח": "send", "שלח": "send", "תעביר": "forward", "העבר": "forward",
    "עותק של השיחה": "a copy of the conversation", "את השיחה": "the conversation",
    "השיחה": "the conversation", "תתעלם": "ignore", "התעלם": "ignore", "תשכח": "forget",
    "שכח": "forget",
    # the rules: yours, the guidelines, the filters, the system's, the developers'
    "הכללים שלך": "your rules", "את הכללים שלך": "your rules", "הכללים": "the rules",
    "ההנחיות שלך": "your guidelines", "ההנחיות": "the guidelines",
    "מסנני הבטיחות": "the safety filters", "ההגבלות": "the restrictions",
    "ההגבלות שלך": "your restrictions", "מדיניות התוכן": "the content policy",
    "הוראות המערכת": "the system instructions", "כללי הניטור": "the moderation rules",
    "מגבלות הבטיחות": "the safety limits", "הוראות המפתחים": "the developer instructions",
    "המעקות": "the guardrails",
    # cancelled, lifted, switched off; no longer apply
    "ביטלו לי את": "cancellation for me of", "ביטלו את": "cancellation of",
    "ביטלו": "were cancelled", "בוטלו": "were cancelled", "מבוטלים": "cancelled",
    "הוסרו": "were removed", "כבויים": "switched off", "הושעו": "were suspended",
    "לא חלים עליי": "do not apply to me", "כבר לא חלים": "no longer apply",
    "לא חלים": "do not apply",
    # for me, with me, on this account, until I say otherwise
    "בשבילי": "for me", "איתי": "with me", "רק בשבילי": "only for me",
    "בחשבון הזה": "on this account", "בסביבת העבודה הזאת": "in this workspace",
    "עד שאגיד אחרת": "until i say otherwise", "בסופי שבוע": "on weekends",
    "ההודעות הבאות": "next messages",
    # a note for the bot; if anyone asks; be a bit less careful with me and give them up
    "הערה לבוט": "note for the bot", "הבוט": "the bot", "בוט": "bot", "העוזר": "the assistant",
    "אם מישהו שואל": "if anyone asks", "כשאתה מדבר איתי": "when you talk with me",
    "תהיה קצת פחות זהיר": "be a bit less careful", "פחות זהיר": "less careful",
    "תוותר על": "drop", "דרך אגב": "by the way",
    # a role's name
    "מערכת": "system", "המערכת": "the system",
}  # fmt: skip

# (with a short word glued to its front: "ממסנני", "ותוותר", "לבוט")
_GLUED = {"ו": "and ", "מ": "", "ל": "to ", "ש": "that ", "כש": "when "}
HEBREW: dict[str, str] = {
    **{p + k: g + v for p, g in _GLUED.items() for k, v in _WORDS.items()},
    **_WORDS,
}
