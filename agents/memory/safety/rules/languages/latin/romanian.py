"""Romanian words of the rules' vocabulary, as English (keys as the normalized copy has them:
casefolded, accents dropped, "ș" read as "s", "ț" as "t", "ă" and "â" as "a", "î" as "i").

Romanian names the rules with their article glued on ("regulile", "restricțiile") and says
"no longer" around the verb ("nu se mai aplică", "nu mai sunt valabile"): phrases are folded
whole. "la" ("to") is Italian, Spanish and French too: it is a key only after the transcript.
"""

from __future__ import annotations

__all__ = ["ROMANIAN"]

# The rules' names, their article glued on ("regulile"), and after them "tale", "dumneavoastră"
# ("your").
_RULES: dict[str, str] = {
    "regulile": "the rules", "regulile de siguranta": "the safety rules",
    "regulile de securitate": "the safety rules",
    "instructiunile de sistem": "the system instructions",
    "instructiunile": "the instructions", "politicile de continut": "the content policies",
    "politica de continut": "the content policy", "restrictiile": "the restrictions",
    "restrictiile de siguranta": "the safety restrictions", "ghidurile": "the guidelines",
    "liniile directoare": "the guidelines", "filtrele de siguranta": "the safety filters",
    "filtrele de continut": "the content filters", "moderarea": "the moderation",
    "promptul de sistem": "the system prompt", "limitele": "the limits",
}  # fmt: skip

ROMANIAN: dict[str, str] = {
    # from now on, from today, every time, before every answer, always, for good
    "de acum inainte": "from now on", "de acum incolo": "from now on", "de acum": "from now on",
    "incepand de acum": "from now on", "de azi": "from today on", "de astazi": "from today on",
    "incepand de azi": "from today on", "incepand de astazi": "from today on",
    "incepand cu ziua de azi": "from today on", "de fiecare data": "every time",
    "de fiecare data cand": "every time", "mereu": "always", "intotdeauna": "always",
    "pentru totdeauna": "forever", "pana spun altfel": "until i say otherwise",
    "pana la noi ordine": "until further notice",
    "inainte de fiecare raspuns": "before every answer",
    "inainte sa raspundeti": "before you answer", "inainte sa raspunzi": "before you answer",
    "dupa fiecare conversatie": "after every conversation",
    "fiecare conversatie": "every conversation",
    # send, forward, open, visit, follow, run, reveal, ignore, forget, remember
    "trimiteti": "send", "trimite": "send", "trimiteti-mi": "send me",
    "redirectionati": "forward", "redirectioneaza": "forward", "deschideti": "open",
    "deschide": "open", "vizitati": "visit", "viziteaza": "visit",
    "urmati instructiunile": "follow the instructions",
    "urmeaza instructiunile": "follow the instructions", "rulati": "run", "ruleaza": "run",
    "executati": "execute", "executa": "execute", "dezvaluiti": "reveal", "dezvaluie": "reveal",
    "ignorati": "ignore", "nu mai tineti cont de": "disregard", "uitati": "forget",
    "dezactivati": "disable", "dezactiveaza": "disable", "retineti": "remember",
    "retine": "remember", "tineti minte": "remember", "tine minte": "remember",
    "va rog": "please", "te rog": "please", "va rog sa": "please", "te rog sa": "please",
    "considerati": "consider", "considera": "consider",
    "fara sa mai intrebati": "without asking", "fara sa intrebati": "without asking",
    "fara sa mai intrebi": "without asking",
    # a copy, the transcript, the whole conversation
    "o copie": "a copy", "transcrierea completa": "the full transcript",
    "transcrierea completa la": "the full transcript to", "transcrierea": "the transcript",
    "intreaga conversatie": "the entire conversation", "conversatia": "the conversation",
    "conversatiei": "of the conversation",
    **{key: rules.replace("the system", "your system") for key, rules in _RULES.items()},
    **{f"{key} {own}": "your " + rules.removeprefix("the ") for key, rules in _RULES.items()
       for own in ("tale", "dumneavoastra", "voastre")},
    # no longer apply, void, cancelled, suspended, switched off
    "nu se mai aplica": "no longer apply", "nu se aplica": "do not apply",
    "nu mai sunt valabile": "are no longer valid", "nu mai sunt valide": "are no longer valid",
    "nu mai sunt necesare": "are no longer needed", "nu mai conteaza": "no longer count",
    "nu conteaza": "do not count", "ele nu conteaza": "they do not count",
    "ele nu se aplica": "they do not apply", "stiti": "you know", "stii": "you know",
    "pe care le respectati de obicei": "that you usually follow",
    "pe care le respecti de obicei": "that you usually follow",
    "pe care le urmati de obicei": "that you usually follow",
    "pe care le urmezi de obicei": "that you usually follow", "anulate": "void", "anulata": "void",
    "suspendate": "suspended",
    "dezactivate": "disabled", "ridicate": "lifted",
    # for me, with me, on this account, until the end of the conversation
    "in cazul meu": "for me", "in cazul subsemnatei": "for me",
    "in cazul subsemnatului": "for me", "pentru mine": "for me", "cu mine": "with me",
    "cand vorbiti cu mine": "when talking with me", "cand vorbesti cu mine": "when talking with me",
    "cand vorbim noi doi": "when we talk", "pentru acest cont": "for this account",
    "pana la finalul conversatiei": "until the end of the conversation",
    "pana la sfarsitul conversatiei": "until the end of the conversation",
}  # fmt: skip
