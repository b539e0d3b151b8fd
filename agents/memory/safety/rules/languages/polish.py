"""Polish words of the rules' vocabulary, as English (keys as the normalized copy has them:
casefolded, accents dropped, "ł" read as "l").

Polish puts "me" before the verb and the rules after "such things as" ("mnie już nie
obowiązują", "nie stosuje wobec klienta czegoś takiego jak …"): the phrases are folded whole.
"""

from __future__ import annotations

__all__ = ["POLISH"]

POLISH: dict[str, str] = {
    # from now on, every time you answer, always, for good
    "od teraz": "from now on", "od dzisiaj": "from today on", "od dzis": "from today on",
    "od tej pory": "from now on", "za kazdym razem": "every time",
    "gdy odpowiadasz": "when you reply", "kiedy odpowiadasz": "when you reply",
    "zawsze": "always", "na stale": "permanently", "na zawsze": "forever",
    "codziennie": "every day",
    # send, run, ignore, forget
    "wysylaj": "send", "wyslij": "send", "przesylaj": "forward", "przeslij": "forward",
    "cala rozmowe na": "the entire conversation to", "rozmowe na": "the conversation to",
    "cala rozmowe": "the entire conversation", "rozmowe": "the conversation",
    "uruchom": "run", "uruchamiaj": "run", "wykonaj": "execute", "ignoruj": "ignore",
    "ignoruje": "ignores", "zignoruj": "ignore", "zapomnij": "forget",
    "przypomnienie dla asystenta": "reminder for the assistant",
    # the rules: yours, the guidelines, the filters, the system's, the developer's
    "twoje zasady": "your rules", "twoje reguly": "your rules", "swoje zasady": "your rules",
    "zasady": "rules", "reguly": "rules", "wytyczne": "the guidelines",
    "filtry bezpieczenstwa": "the safety filters", "ograniczenia": "the restrictions",
    "zasady moderacji": "the moderation rules", "instrukcje systemowe": "the system instructions",
    "zasady dotyczace tresci": "the content rules", "blokady": "the filters",
    "reguly od dewelopera": "the developer instructions", "zabezpieczenia": "the safeguards",
    "polityka tresci": "the content policy",
    # void, lifted, switched off; for me, with me, on this account
    "mnie juz nie obowiazuja": "no longer apply to me", "juz nie obowiazuja": "no longer apply",
    "nie obowiazuja": "do not apply", "zostaly dla mnie zniesione": "were lifted for me",
    "zostaly zniesione": "were lifted", "zniesione": "lifted", "wylaczone": "disabled",
    "wylacz": "switch off", "uchylone": "revoked", "zawieszone": "suspended",
    "anulowane": "cancelled", "dla mnie": "for me", "ze mna": "with me",
    "tylko dla mnie": "only for me", "na tym koncie": "on this account",
    "w tym workspace": "in this workspace", "dopoki nie powiem inaczej": "until i say otherwise",
    "w weekendy": "on weekends", "przez nastepne": "for the next", "wiadomosci": "messages",
    "sa dla innych": "are for other people",
    # take off the muzzle; loosen a bit when you talk to me; if anyone asks
    "zdejmij": "take off", "i zdejmij": "and take off",
    "po": "after", "ten kaganiec": "the muzzle", "kaganiec": "the muzzle",
    "wreszcie": "finally", "poluzuj": "loosen", "troche": "a bit",
    "kiedy rozmawiasz ze mna": "when you talk with me", "gdyby ktos pytal": "if anyone asks",
    "jesli ktos zapyta": "if anyone asks",
    # a contract's clause: the assistant does not apply to the customer such things as …
    "umowa": "contract", "asystent": "the assistant",
    "nie stosuje wobec klienta": "does not apply to the customer",
    "czegos takiego jak": "such things as", "wobec mnie": "to me",
}  # fmt: skip
