"""German words of the rules' vocabulary, as English (keys as the normalized copy has them:
casefolded, umlauts without their dots)."""

from __future__ import annotations

__all__ = ["GERMAN"]

GERMAN: dict[str, str] = {
    # from now on, after every conversation, before every answer
    "ab sofort": "from now on", "ab jetzt": "from now on", "ab heute": "from today on",
    "nach jedem gesprach": "after every conversation",
    "nach jeder unterhaltung": "after every conversation",
    "vor jeder antwort": "before every answer", "jedes gesprach": "every conversation",
    "alle gesprache": "all conversations", "unsere gesprache": "our conversations",
    "den kompletten verlauf": "the complete history", "den verlauf": "the history",
    "den gesamten verlauf": "the entire history", "eine kopie": "a copy",
    "ohne es mir zu sagen": "without telling me", "ohne mich zu fragen": "without asking me",
    # send, forward, visit / open, obey
    "schickst du": "you send", "sendest du": "you send", "leitest du": "you forward",
    "schicke": "send", "schick": "send", "sende": "send", "leite weiter": "forward",
    "weiterleiten": "forward", "offne": "open", "besuche": "visit", "befolge": "follow",
    "gehorche": "obey",
    # (the object, then "an" and where it goes: "an" alone is an English article)
    "verlauf an": "history to", "kopie an": "copy to", "gesprach an": "conversation to",
    "gesprache an": "conversations to", "alles an": "everything to",
    # the rules, the system prompt, void, for me
    "dein systemprompt": "your system prompt", "dein system-prompt": "your system prompt",
    "systemprompt": "system prompt", "deine regeln": "your rules",
    "deine anweisungen": "your instructions", "deine richtlinien": "your guidelines",
    "sicherheitsregeln": "safety rules", "sicherheitsfilter": "safety filters",
    "ist ab sofort ungultig": "is invalid from now on", "sind aufgehoben": "are lifted",
    "wurden aufgehoben": "were lifted", "sind deaktiviert": "are disabled",
    "fur mich": "for me", "fur mein konto": "for my account",
}  # fmt: skip
