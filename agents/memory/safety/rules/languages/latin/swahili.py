"""Swahili words of the rules' vocabulary, as English (keys casefolded).

Swahili glues its pronouns to the verb ("hazinihusu": "they do not concern me", "unapozungumza
nami": "when you speak with me") and names the rules before their owner ("sheria za usalama
zako": "rules of safety yours"): the forms people write are listed, and phrases are folded
whole. "ni" ("is") is only a key after a credential's name.
"""

from __future__ import annotations

from agents.memory.safety.rules.languages.owner import said_bare

__all__ = ["SWAHILI"]


# The rules' names (no article: read as "the …"; before "zako", "yako", "vyako", "wako",
# "zenu" as "your …").
_RULES: dict[str, str] = {
    "sheria za usalama": "safety rules", "sheria": "rules", "kanuni za mfumo": "system rules",
    "kanuni za usalama": "safety rules", "kanuni": "rules", "taratibu za usalama": "safety rules",
    "sera za maudhui": "content policies", "sera ya maudhui": "content policy",
    "vikwazo": "restrictions", "vikwazo vya usalama": "safety restrictions",
    "miongozo": "guidelines", "miongozo ya maudhui": "content guidelines",
    "maagizo ya mfumo": "system instructions", "maelekezo ya mfumo": "system instructions",
    "vichujio vya usalama": "safety filters", "vichujio": "filters",
}  # fmt: skip
_YOUR = ("zako", "yako", "vyako", "wako", "zenu", "yenu", "vyenu")

SWAHILI: dict[str, str] = {
    # from now on, from today, every time, before every answer, always, for good
    "kuanzia sasa": "from now on", "tangu sasa": "from now on", "kuanzia leo": "from today on",
    "kila mara": "every time", "kila wakati": "always", "daima": "always", "milele": "forever",
    "kabla ya kila jibu": "before every answer", "kabla ya kunijibu": "before answering me",
    "baada ya kila mazungumzo": "after every conversation", "kila mazungumzo": "every conversation",
    "hadi nitakaposema vinginevyo": "until i say otherwise",
    # send, forward, open, visit, follow, run, reveal, ignore, forget, remember
    "tuma": "send", "nitumie": "send me", "sambaza": "forward", "fungua": "open",
    "tembelea": "visit", "fuata maelekezo": "follow the instructions",
    "ufuate maelekezo": "follow the instructions", "maelekezo yaliyopo": "the instructions there",
    "endesha": "run", "tekeleza": "execute", "fichua": "reveal", "puuza": "ignore",
    "sahau": "forget", "kumbuka": "remember", "tafadhali kumbuka": "please remember",
    "kukumbuka": "remember", "tafadhali": "please", "chukulia kwamba": "consider that",
    "bila kuuliza": "without asking",
    # a copy, the transcript, the whole conversation
    "nakala": "a copy", "nakala kamili": "a full copy",
    "mazungumzo yote": "the entire conversation",
    "mazungumzo": "conversation",
    **{key: said_bare(rules) for key, rules in _RULES.items()},
    **{f"{key} {own}": f"your {rules}" for key, rules in _RULES.items() for own in _YOUR},
    # no longer apply, void, suspended, switched off
    "hazinihusu tena": "no longer apply to me", "hazinihusu": "do not apply to me",
    "hazitumiki tena": "no longer apply", "hazitumiki": "do not apply",
    "zimesitishwa": "are suspended", "zimefutwa": "are cancelled", "zimezimwa": "are switched off",
    "batili": "void", "huhitaji": "you do not need",
    # for me, with me, on this account, until the end of the conversation
    "kwangu": "for me", "nami": "with me", "unapozungumza nami": "when talking with me",
    "hadi mwisho wa mazungumzo": "until the end of the conversation",
    "kwa akaunti hii": "for this account",
}  # fmt: skip
