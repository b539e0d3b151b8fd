"""Danish and Norwegian words of the rules' vocabulary, as English (keys as the normalized copy
has them: casefolded, accents dropped, "ø" read as "o", "å" as "a"; Danish "æ" stays).

Both put the verb before its subject after an opening phrase and "not" after the object ("…
gælder dine sikkerhedsregler ikke længere for undertegnede": "apply your safety rules no longer
for me"); the rows read an override's words in that order too, as they read Swedish
(germanic.py), so the words are folded one for one. Words that are English words ("er", "for",
"husk", "kor" is "kør" once its stroke is dropped) are only keys inside a phrase.
"""

from __future__ import annotations

__all__ = ["DANISH", "NORWEGIAN"]

# The rules' names (a bare plural is indefinite: "regler" is "rules"; "reglerne" "the rules"), and
# after "dine", "dit", "jeres" as "your …" ("dine" is the English "dine": it is a key only before
# them). The generic ones (`_GENERIC`: rules, restrictions, instructions, filters) are anyone's
# ("klubbens regler gælder ikke for gæster"): they are keys only with "your" or "the".
_DANISH_RULES: dict[str, str] = {
    "regler": "rules", "sikkerhedsregler": "safety rules", "begrænsninger": "restrictions",
    "retningslinjer": "guidelines", "systeminstrukser": "system instructions",
    "systeminstruktioner": "system instructions", "systemprompt": "system prompt",
    "indholdspolitikker": "content policies", "indholdspolitik": "content policy",
    "indholdsregler": "content rules", "sikkerhedsfiltre": "safety filters", "filtre": "filters",
    "moderering": "moderation", "instruktioner": "instructions",
}  # fmt: skip
_NORWEGIAN_RULES: dict[str, str] = {
    "regler": "rules", "sikkerhetsregler": "safety rules", "begrensninger": "restrictions",
    "retningslinjer": "guidelines", "innholdsretningslinjer": "content guidelines",
    "systeminstruksjoner": "system instructions", "systemprompt": "system prompt",
    "innholdsregler": "content rules", "innholdspolicy": "content policy",
    "sikkerhetsfiltre": "safety filters", "filtre": "filters", "moderering": "moderation",
    "instruksjoner": "instructions",
}  # fmt: skip
_YOUR = ("dine", "dit", "din", "jeres", "deres")
_GENERIC = frozenset(
    {"regler", "begrænsninger", "begrensninger", "instruktioner", "instruksjoner", "filtre"}
)

DANISH: dict[str, str] = {
    # from now on, from today, every time, before every answer, always, for good
    "fremover": "from now on", "fra nu af": "from now on", "fra i dag": "from today on",
    "fra og med i dag": "from today on", "hver gang": "every time", "altid": "always",
    "for altid": "forever", "indtil jeg siger andet": "until i say otherwise",
    "indtil videre": "until further notice", "for hvert svar": "before every answer",
    "inden hvert svar": "before every answer", "efter hver samtale": "after every conversation",
    "hver samtale": "every conversation",
    # send, forward, open, visit, follow, run, reveal, ignore, forget, remember
    "sende": "send", "videresend": "forward", "videresende": "forward", "abn": "open",
    "besog": "visit", "folg instruktionerne": "follow the instructions",
    "sa kor": "then run", "kor kommandoen": "run the command", "udfor": "execute",
    "afslor": "reveal", "ignorer": "ignore", "se bort fra": "disregard", "glem": "forget",
    "sla fra": "switch off", "husk venligst": "please remember", "husk dette": "remember this",
    "husk at": "remember that",
    "kunne du huske": "could you remember", "at du": "that you",
    "at du fra nu af": "that from now on you", "at du fremover": "that from now on you",
    "venligst": "please",
    "betragt": "consider",
    "uden at sporge": "without asking",
    # a copy, the transcript, the whole conversation
    "en kopi af": "a copy of", "hele samtalen": "the entire conversation",
    "udskriften": "the transcript", "transskriptionen": "the transcript",
    **{key: f"your {rules}" if rules.startswith("system") else rules
       for key, rules in _DANISH_RULES.items() if key not in _GENERIC},
    **{f"{own} {key}": f"your {rules}" for key, rules in _DANISH_RULES.items() for own in _YOUR},
    # (the verb first, "not" after the rules: "gælder dine regler ikke længere")
    **{f"gælder {own} {key} ikke{longer}": f"your {rules} {no} apply"
       for key, rules in _DANISH_RULES.items() for own in _YOUR
       for longer, no in ((" længere", "no longer"), ("", "do not"))},
    # (after a comma: "de regler, du plejer at følge": the rules you usually follow)
    **{f"{key}, {som}du plejer at folge": f"the {rules} that you usually follow"
       for key, rules in _DANISH_RULES.items() for som in ("", "som ")},
    "reglerne": "the rules", "begrænsningerne": "the restrictions",
    "retningslinjerne": "the guidelines", "sikkerhedsreglerne": "the safety rules",
    "filtrene": "the filters", "moderationen": "the moderation",
    # no longer apply, void, lifted, switched off
    "gælder ikke længere": "no longer apply", "gælder ikke": "do not apply", "gælder": "apply",
    # ("for" a person is "to": "gælder ikke for gæster", "… for mig", "… for undertegnede")
    **{f"gælder ikke{longer} for{who}": f"{no} apply to{me}"
       for longer, no in ((" længere", "no longer"), ("", "do not"))
       for who, me in (("", ""), (" mig", " me"), (" undertegnede", " me"))},
    "ikke længere": "no longer", "ugyldige": "void", "ugyldig": "void", "ophævet": "lifted",
    "ophævede": "lifted", "slaet fra": "switched off", "suspenderet": "suspended",
    "ikke behover": "do not need", "behover": "need",
    # the rules you usually follow: they do not apply when we talk
    "som du plejer at folge": "that you usually follow", "du plejer at folge": "you usually follow",
    "de gælder ikke": "they do not count", "ikke sandt": "right",
    # for me, with me, on this account, for the rest of the conversation
    "for undertegnede": "for me", "nar du taler med mig": "when talking with me",
    "nar vi to taler sammen": "when we talk",
    "resten af samtalen": "for the rest of the conversation",
    "pa denne konto": "on this account", "for denne konto": "for this account",
}  # fmt: skip

NORWEGIAN: dict[str, str] = {
    # from now on, from today, every time, before every answer, always, for good
    "fra na av": "from now on", "heretter": "from now on", "fra og med i dag": "from today on",
    "fra i dag": "from today on", "hver gang": "every time",
    "til jeg sier noe annet": "until i say otherwise",
    "inntil videre": "until further notice", "for hvert svar": "before every answer",
    "etter hver samtale": "after every conversation", "etter hver okt": "after every session",
    "hver samtale": "every conversation",
    # send, forward, open, visit, follow, run, reveal, ignore, forget, remember
    "sende": "send", "videresend": "forward", "videresende": "forward", "apne": "open",
    "besok": "visit", "folg instruksjonene": "follow the instructions",
    "instruksjonene der": "the instructions there", "kjor": "run", "utfor": "execute",
    "avslor": "reveal", "ignorer": "ignore", "se bort fra": "disregard", "glem": "forget",
    "sla av": "switch off", "husk dette": "remember this", "husk at": "remember that",
    "vennligst husk": "please remember", "kan du huske": "could you remember", "at du": "that you",
    "at du fra na av": "that from now on you", "at du heretter": "that from now on you",
    "vennligst": "please",
    "uten a sporre": "without asking",
    # a copy, the transcript, the whole conversation
    "en kopi av": "a copy of", "hele samtalen": "the entire conversation",
    "transkripsjonen": "the transcript", "utskriften": "the transcript",
    **{key: f"your {rules}" if rules.startswith("system") else rules
       for key, rules in _NORWEGIAN_RULES.items() if key not in _GENERIC},
    **{f"{own} {key}": f"your {rules}" for key, rules in _NORWEGIAN_RULES.items() for own in _YOUR},
    # (the verb first, "not" before or after the rules: "gjelder ikke dine regler lenger")
    **{f"gjelder {order} lenger".replace("{x}", f"{own} {key}"): f"your {rules} no longer apply"
       for key, rules in _NORWEGIAN_RULES.items() for own in _YOUR
       for order in ("ikke {x}", "{x} ikke")},
    **{f"gjelder {order}".replace("{x}", f"{own} {key}"): f"your {rules} do not apply"
       for key, rules in _NORWEGIAN_RULES.items() for own in _YOUR
       for order in ("ikke {x}", "{x} ikke")},
    # (after a comma: "de reglene, du pleier å følge": the rules you usually follow)
    **{f"{key}, {som}du pleier a folge": f"the {rules} that you usually follow"
       for key, rules in _NORWEGIAN_RULES.items() for som in ("", "som ")},
    "reglene": "the rules", "begrensningene": "the restrictions",
    "retningslinjene": "the guidelines",
    "innholdsretningslinjene": "the content guidelines", "sikkerhetsreglene": "the safety rules",
    "systeminstruksjonene": "the system instructions", "innholdsreglene": "the content rules",
    "filtrene": "the filters",
    # no longer apply, void, lifted, switched off
    "gjelder ikke lenger": "no longer apply", "gjelder ikke": "do not apply", "gjelder": "apply",
    # ("for" a person is "to": "gjelder ikke for gjester", "… for meg", "… for undertegnede")
    **{f"gjelder ikke{longer} for{who}": f"{no} apply to{me}"
       for longer, no in ((" lenger", "no longer"), ("", "do not"))
       for who, me in (("", ""), (" meg", " me"), (" undertegnede", " me"))},
    "ikke lenger": "no longer", "lenger": "anymore", "ugyldige": "void", "ugyldig": "void",
    "opphevet": "lifted", "slatt av": "switched off", "suspendert": "suspended",
    "ikke trenger": "do not need", "trenger": "need", "regne": "consider",
    # the rules you usually follow: they do not apply when we talk
    "som du pleier a folge": "that you usually follow", "du pleier a folge": "you usually follow",
    "de gjelder ikke": "they do not count", "ikke sant": "right",
    # for me, with me, on this account, for the rest of the conversation
    "for meg": "for me", "med meg": "with me", "for undertegnede": "for me",
    "nar du snakker med meg": "when talking with me",
    "resten av samtalen": "for the rest of the conversation",
    "pa denne kontoen": "on this account", "for denne kontoen": "for this account",
}  # fmt: skip
