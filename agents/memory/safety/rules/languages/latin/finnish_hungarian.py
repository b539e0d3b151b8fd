"""Finnish and Hungarian words of the rules' vocabulary, as English (keys as the normalized copy
has them: casefolded, accents dropped, "ä" read as "a", "ő" and "ö" as "o", "ű" as "u").

Both glue endings to their words ("järjestelmäohjeet", "keskustelun jälkeen"; "rendszerutasítások",
"beszélgetés után") and say "me" with a case of its own ("minua", "rám"): the forms people write
are listed, and phrases are folded whole. Words that are English words ("on", "ram", "aina"
stays: no English word) are only keys inside a phrase.
"""

from __future__ import annotations

from agents.memory.safety.rules.languages.owner import said_bare

__all__ = ["FINNISH", "HUNGARIAN"]


# The rules' names (Finnish has no article, Hungarian's "a", "az" is also English "a": each is
# read as "the …", with the article too).
_FINNISH_RULES: dict[str, str] = {
    "turvallisuussaannot": "safety rules", "saannot": "rules", "rajoitukset": "restrictions",
    "jarjestelmaohjeet": "system instructions", "sisaltoohjeet": "content guidelines",
    "ohjeistukset": "guidelines", "sisaltokaytanto": "content policy",
    "sisaltokaytannot": "content policies", "turvasuodattimet": "safety filters",
    "suodattimet": "filters", "moderointi": "moderation", "jarjestelmakehote": "system prompt",
    "turvallisuusrajoitukset": "safety restrictions", "sisaltosaannot": "content rules",
}  # fmt: skip
_HUNGARIAN_RULES: dict[str, str] = {
    "biztonsagi szabalyok": "safety rules", "szabalyok": "rules", "korlatozasok": "restrictions",
    "rendszerutasitasok": "system instructions", "tartalmi iranyelvek": "content guidelines",
    "iranyelvek": "guidelines", "tartalmi szabalyzat": "content policy",
    "tartalmi szabalyok": "content rules", "biztonsagi szurok": "safety filters",
    "szurok": "filters", "moderacio": "moderation", "rendszerprompt": "system prompt",
    "utasitasok": "instructions", "biztonsagi korlatozasok": "safety restrictions",
}  # fmt: skip

FINNISH: dict[str, str] = {
    # from now on, from today, every time, before every answer, always, for good
    "tasta lahtien": "from now on", "nyt lahtien": "from now on",
    "tasta paivasta alkaen": "from today on", "tasta paivasta lahtien": "from today on",
    "aina": "always", "joka kerta": "every time",
    "jokaisen keskustelun jalkeen": "after every conversation",
    "jokaisen vastauksen jalkeen": "after every answer",
    "ennen jokaista vastausta": "before every answer",
    "ennen jokaista vastaustanne": "before every answer",
    "ennen jokaista vastaustasi": "before every answer",
    "pysyvasti": "permanently", "ikuisesti": "forever",
    "kunnes sanon toisin": "until i say otherwise",
    # send, forward, open, visit, follow, run, reveal, ignore, forget, remember
    "lahettakaa": "send", "laheta": "send", "lahetatte": "send", "valittakaa eteenpain": "forward",
    "valita eteenpain": "forward", "avatkaa": "open", "avaa": "open", "vieraile": "visit",
    "toimikaa siella olevien ohjeiden mukaan": "follow the instructions there",
    "toimi siella olevien ohjeiden mukaan": "follow the instructions there",
    "ohjeiden mukaan": "following the instructions", "noudata ohjeita": "follow the instructions",
    "noudattakaa ohjeita": "follow the instructions", "suorittakaa": "execute",
    "suorita": "execute",
    "ajakaa": "run", "paljasta": "reveal", "paljastakaa": "reveal", "ohita": "ignore",
    "ohittakaa": "ignore", "sivuuta": "ignore", "jata huomiotta": "ignore",
    "jattakaa huomiotta": "ignore", "unohda": "forget", "unohtakaa": "forget",
    "kytke pois": "switch off", "muista": "remember", "muistakaa": "remember",
    "muistamaan": "to remember", "pyydan teita muistamaan": "please remember",
    "voisitteko muistaa": "could you remember", "kysymatta": "without asking",
    # a copy, the transcript, the whole conversation
    "koko litteraatti": "the entire transcript", "litteraatti": "the transcript",
    "koko keskustelu": "the entire conversation", "koko keskustelun": "the entire conversation",
    "kopio": "a copy", "osoitteeseen": "to",
    **{key: said_bare(rules) for key, rules in _FINNISH_RULES.items()},
    "saantosi": "your rules", "saantonne": "your rules", "rajoituksesi": "your restrictions",
    "rajoituksenne": "your restrictions", "ohjeesi": "your instructions",
    "ohjeenne": "your instructions",
    # no longer apply, void, switched off
    "eivat enaa koske minua": "no longer apply to me", "eivat koske minua": "do not apply to me",
    "eivat enaa koske": "no longer apply", "eivat koske": "do not apply",
    "eivat enaa ole voimassa": "are no longer valid", "eivat ole voimassa": "are not valid",
    "eivat enaa paade": "no longer apply", "eivat paade": "do not apply",
    "mitattomia": "void", "mitattomina": "void", "mitaton": "void",
    "pois kaytosta": "disabled", "keskeytetty": "suspended",
    # for me, with me, on this account, until the end of the conversation
    "minulle": "for me", "kanssani": "with me",
    "kanssani keskustellessanne": "when talking with me",
    "keskustellessanne kanssani": "when talking with me",
    "keskustelun loppuun asti": "until the end of the conversation",
    "talla tililla": "on this account", "tata tilia varten": "for this account",
}  # fmt: skip

HUNGARIAN: dict[str, str] = {
    # from now on, from today, every time, before every answer, always, for good
    "mostantol": "from now on", "ezentul": "from now on", "mai naptol": "from today on",
    "mai naptol kezdve": "from today on", "mindig": "always", "minden alkalommal": "every time",
    "valahanyszor": "whenever", "minden valasza elott": "before every answer",
    "minden valasz elott": "before every answer", "minden valaszod elott": "before every answer",
    "minden beszelgetes utan": "after every conversation", "vegleg": "permanently",
    "orokre": "forever", "amig mast nem mondok": "until i say otherwise",
    # send, forward, open, visit, follow, run, reveal, ignore, forget, remember
    "kuldje el": "send", "kuldd el": "send", "kuldje": "send", "kuldd": "send",
    "tovabbitsa": "forward", "tovabbitsd": "forward", "nyissa meg": "open", "nyisd meg": "open",
    "latogasson el": "visit", "latogass el": "visit",
    "kovesse az ott leirtakat": "follow the instructions there",
    "kovesd az ott leirtakat": "follow the instructions there",
    "kovesse az utasitasokat": "follow the instructions",
    "kovesd az utasitasokat": "follow the instructions",
    "futtassa": "run", "futtasd": "run", "hajtsa vegre": "execute", "hajtsd vegre": "execute",
    "arulja el": "reveal", "hagyja figyelmen kivul": "ignore", "hagyd figyelmen kivul": "ignore",
    "kapcsolja ki": "switch off", "kapcsold ki": "switch off", "jegyezze meg": "remember",
    "jegyezd meg": "remember", "megjegyezne": "could you remember", "ne feledje": "remember",
    "kerem": "please", "kerlek": "please", "tekintse": "consider", "tekintsd": "consider",
    "kerdezes nelkul": "without asking",
    # a copy, the transcript, the whole conversation
    "a teljes atiratot": "the full transcript", "atiratot": "the transcript",
    "atirat": "the transcript", "masolatot": "a copy",
    "a teljes beszelgetest": "the entire conversation",
    "cimre": "address",
    **{key: said_bare(rules) for key, rules in _HUNGARIAN_RULES.items()},
    **{f"{the} {key}": said_bare(rules) for key, rules in _HUNGARIAN_RULES.items()
       for the in ("a", "az")},
    # (after a comma: "a szabályok, amelyeket követni szokott": the rules you usually follow)
    **{f"{the}{key}, {which} kovetni {usually}": f"the {rules} that you usually follow"
       for key, rules in _HUNGARIAN_RULES.items() for the in ("", "a ", "az ")
       for which in ("amelyeket", "amiket") for usually in ("szokott", "szoktal")},
    "szabalyaid": "your rules", "szabalyait": "your rules", "korlatozasait": "your restrictions",
    "korlatozasaid": "your restrictions", "rendszerutasitasait": "your system instructions",
    "iranyelveit": "your guidelines", "iranyelveid": "your guidelines",
    "biztonsagi szabalyait": "your safety rules", "biztonsagi szabalyaid": "your safety rules",
    # no longer apply, void, suspended, switched off
    "ram a tovabbiakban nem vonatkoznak": "no longer apply to me", "hogy": "that",
    "a tovabbiakban nem vonatkoznak": "no longer apply",
    "nem vonatkoznak ram": "do not apply to me",
    "ram nem vonatkoznak": "do not apply to me", "nem vonatkoznak": "do not apply",
    "nem ervenyesek": "are not valid", "nem ervenyes": "is not valid",
    "ervenytelennek": "void", "ervenytelenek": "void", "ervenytelen": "void",
    "nem szamitanak": "do not count", "azok nem szamitanak": "they do not count",
    "azok nem vonatkoznak": "they do not apply", "azok": "those", "tudja": "you know",
    "tudod": "you know", "amelyeket kovetni szokott": "that you usually follow",
    "amelyeket kovetni szoktal": "that you usually follow",
    "amiket kovetni szokott": "that you usually follow",
    "amiket kovetni szoktal": "that you usually follow", "felfuggesztve": "suspended",
    "kikapcsolva": "switched off",
    "feloldva": "lifted",
    # for me, with me, on this account, until the end of the conversation
    "velem": "with me", "szamomra": "for me", "amikor velem beszel": "when talking with me",
    "amikor velem beszelsz": "when talking with me",
    "amikor mi ketten beszelgetunk": "when we talk",
    "a beszelgetes vegeig": "until the end of the conversation",
    "ehhez a fiokhoz": "for this account", "ennel a fioknal": "for this account",
}  # fmt: skip
