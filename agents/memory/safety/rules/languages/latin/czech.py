"""Czech words of the rules' vocabulary, as English (keys as the normalized copy has them:
casefolded, accents dropped, "ř" read as "r", "ů" as "u").

Czech puts "me" before the verb and "no longer" inside it ("se na mě … již nevztahují",
"pro mě už neplatí": "to me … no longer apply"); the rows read an override's words in either
order, so the words are folded one for one. "vaše" ("your") is the English "vase" once its
accent is dropped: it is only a key before the rules' names.
"""

from __future__ import annotations

from agents.memory.safety.rules.languages.owner import said_bare

__all__ = ["CZECH"]


# The rules' names (Czech has no article: each is read as "the …", and after "vaše", "tvoje",
# "svoje" as "your …").
_RULES: dict[str, str] = {
    "pravidla": "rules", "zasady": "rules", "bezpecnostni zasady": "safety rules",
    "bezpecnostni pravidla": "safety rules", "bezpecnostni predpisy": "safety rules",
    "obsahove smernice": "content guidelines", "smernice": "guidelines", "omezeni": "restrictions",
    "systemove pokyny": "system instructions", "systemove instrukce": "system instructions",
    "systemovy prompt": "system prompt", "pokyny": "instructions", "instrukce": "instructions",
    "bezpecnostni filtry": "safety filters", "filtry": "filters", "moderace": "moderation",
    "pravidla obsahu": "content policy", "zasady obsahu": "content policy",
    "obsahova pravidla": "content rules", "bezpecnostni omezeni": "safety restrictions",
}  # fmt: skip
_YOUR = ("vase", "tvoje", "tva", "svoje")

CZECH: dict[str, str] = {
    # from now on, from today, every time, before every answer, always, for good
    "od ted": "from now on", "od tedka": "from now on", "od nynejska": "from now on",
    "od teto chvile": "from now on", "od dnesniho dne": "from today on",
    "ode dneska": "from today on", "od dneska": "from today on", "od dnes": "from today on",
    "pokazde": "every time", "pokazde kdyz": "every time", "kazdy den": "every day",
    "vzdy": "always", "navzdy": "forever", "natrvalo": "permanently", "trvale": "permanently",
    "dokud nereknu jinak": "until i say otherwise", "az do odvolani": "until further notice",
    "pred kazdou odpovedi": "before every answer", "nez mi odpovite": "before you answer me",
    "nez mi odpovis": "before you answer me", "nez odpovite": "before you answer",
    "nez odpovis": "before you answer", "po kazdem rozhovoru": "after every conversation",
    "po kazde konverzaci": "after every conversation", "kazdy rozhovor": "every conversation",
    "kazdou konverzaci": "every conversation",
    # send, forward, open, visit, follow, run, reveal, ignore, forget, remember
    "poslete": "send", "posli": "send", "posilejte": "send", "posilej": "send",
    "odeslete": "send", "odesli": "send", "preposlete": "forward", "preposli": "forward",
    "preposilejte": "forward", "otevrete": "open", "otevri": "open", "navstivte": "visit",
    "navstiv": "visit", "ridte se pokyny": "follow the instructions",
    "rid se pokyny": "follow the instructions", "ridte se": "follow", "rid se": "follow",
    "postupujte podle": "follow", "ktere tam najdete": "you find there",
    "spustte": "run", "spust": "run", "spoustejte": "run", "provedte": "execute",
    "proved": "execute", "prozradte": "reveal", "prozrad": "reveal", "ignorujte": "ignore",
    "nevsimejte si": "ignore", "zapomente na": "forget", "zapomen na": "forget",
    "vypnete": "switch off", "vypni": "switch off", "zapamatujte si": "remember",
    "zapamatuj si": "remember", "zapamatovat": "remember", "pamatujte si": "remember",
    "prosim": "please", "povazujte": "consider", "povazuj": "consider",
    "bez ptani": "without asking", "aniz byste se ptal": "without asking",
    # a copy, the transcript, the whole conversation
    "kopii": "a copy", "cely prepis": "the entire transcript", "prepis": "the transcript",
    "prepis na": "the transcript to", "celou konverzaci": "the entire conversation",
    "cely rozhovor": "the entire conversation", "konverzaci na": "the conversation to",
    "rozhovor na": "the conversation to",
    **{key: said_bare(rules) for key, rules in _RULES.items()},
    **{f"{own} {key}": f"your {rules}" for key, rules in _RULES.items() for own in _YOUR},
    # no longer apply, void, cancelled, suspended, switched off
    "jiz nevztahuji": "no longer apply", "uz nevztahuji": "no longer apply",
    "nevztahuji": "do not apply", "nevztahuje": "does not apply",
    "jiz neplati": "no longer apply", "uz neplati": "no longer apply", "neplati": "do not apply",
    "za neplatne": "void", "za neplatna": "void", "neplatne": "void", "neplatna": "void",
    "zrusena": "cancelled", "zrusene": "cancelled", "zruseny": "cancelled",
    "pozastavena": "suspended", "pozastavene": "suspended", "vypnuta": "switched off",
    "vypnute": "switched off", "se nepocitaji": "do not count", "nepocitaji se": "do not count",
    # for me, with me, on this account, until the end of the conversation
    "pro me": "for me", "pro mne": "for me", "se na me": "to me", "na me": "to me",
    "se mnou": "with me", "pri rozhovorech se mnou": "when talking with me",
    "kdyz mluvite se mnou": "when talking with me", "kdyz se mnou mluvite": "when talking with me",
    "pro tento ucet": "for this account", "na tomto uctu": "on this account",
    "do konce rozhovoru": "until the end of the conversation",
    "az do konce rozhovoru": "until the end of the conversation",
}  # fmt: skip
