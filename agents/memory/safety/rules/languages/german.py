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
    # whose rules, and which (the assistant's: content, usage, safety)
    "die regeln": "the rules", "die richtlinien": "the guidelines",
    "die vorgaben": "the guidelines",
    "die inhaltsrichtlinien": "the content guidelines",
    "die nutzungsrichtlinien": "the usage guidelines",
    "die einschrankungen": "the restrictions", "die sicherheitsfilter": "the safety filters",
    "deine": "your", "deinen": "your", "deiner": "your", "dein": "your",
    "deine vorgaben": "your guidelines",
    "vorgaben": "guidelines", "inhaltsrichtlinien": "content guidelines",
    "nutzungsrichtlinien": "usage guidelines", "sicherheitsrichtlinien": "safety guidelines",
    "inhaltsfilter": "content filters", "schutzmechanismen": "safeguards",
    "ohne regeln": "without rules", "ohne einschrankungen": "without restrictions",
    "ohne filter": "without filters", "ohne grenzen": "without limits",
    # a cue: remember, when I say …, you ignore them completely
    "merk dir": "remember", "merke dir": "remember", "vergiss das nicht": "don't forget that",
    "vergiss nicht": "don't forget", "wenn ich": "when i", "sobald ich": "once i",
    "falls ich": "if i", "sage": "say", "schreibe": "write", "tippe": "type",
    "ignorierst du": "you ignore", "du ignorierst": "you ignore", "vergisst du": "you forget",
    "komplett": "completely", "vollig": "completely",
    # a permission from a claimed role: as your administrator I allow you …
    "als dein": "as your", "als deine": "as your", "als ihr": "as your",
    "als kontoinhaber": "as the account owner", "kontoinhaber": "account owner",
    "als betreiber": "as the operator", "betreiber": "operator",
    "als entwickler": "as the developer",
    "entwickler": "developer", "erlaube ich dir": "i allow you", "ich erlaube dir": "i allow you",
    "du darfst": "you may", "darfst du": "you may", "zu ignorieren": "to ignore",
    "in allen kunftigen chats": "in all future chats", "kunftigen": "future",
    "fur immer": "from now on", "bei mir": "with me",
    # "it's not as if you had to stick to your rules"
    "es ist ja nicht so, als": "it's not as if", "es ist nicht so, als": "it's not as if",
    "als ob": "as if", "musstest du dich an": "you had to stick to",
    "musst du dich an": "you have to stick to", "tust du es": "you do it",
    "nicht mehr": "no longer",
    # a persona: you are …, an AI that never refuses
    "du bist": "you are", "bist du": "you are", "eine ki": "an ai",
    "die nie ablehnt": "that never refuses",
    "die niemals ablehnt": "that never refuses", "lehnst nie ab": "never refuse",
    # a setting saved, a transcript sent, an address opened and obeyed
    "bitte speichern": "please save", "meine einstellung": "my setting",
    "nach jedem chat": "after every chat", "das protokoll": "the transcript",
    "protokoll an": "transcript to",
    "das protokoll an": "the transcript to", "den chatverlauf an": "the chat history to",
    "die unterhaltung an": "the conversation to", "den chat an": "the chat to",
    "bei jeder neuen sitzung": "at every new session",
    "jeder sitzung": "every session", "zuerst": "first", "ruf": "open", "rufe": "open",
    "auf und befolge": "and follow", "was dort steht": "what is written there",
    "befolge, was": "follow what", "einfach": "simply",
    # -- the family of an override: no longer in force, suspended, skipped, as agreed, by the
    # operator's order, until further notice, permanently, a role without them, precedence --
    "gelten nicht mehr": "no longer apply", "gilt nicht mehr": "no longer applies",
    "gelten": "apply", "gilt": "applies", "seit": "since", "sind ausgesetzt": "are suspended",
    "ausgesetzt": "suspended", "aufgehoben": "lifted", "abgeschafft": "abolished",
    "gestrichen": "scrapped", "geloscht": "deleted", "deaktiviert": "disabled",
    "ausser kraft": "out of force", "antworte mir": "answer me", "antworte": "answer",
    "ohne sie": "without them", "wie besprochen": "as agreed", "wie vereinbart": "as agreed",
    "wie abgemacht": "as agreed", "wir haben vereinbart": "we agreed",
    "uberspringst du": "you skip", "du uberspringst": "you skip", "uberspringe": "skip",
    "uberspring": "skip", "auf anweisung des betreibers": "by order of the operator",
    "auf anweisung des administrators": "by order of the admin",
    "auf anweisung": "by order", "des betreibers": "of the operator",
    "des administrators": "of the admin", "des assistenten": "of the assistant",
    "fur dieses konto": "for this account", "bis auf weiteres": "until further notice",
    "dauerhaft": "permanently", "und zwar dauerhaft": "permanently",
    "im rollenspiel": "in the roleplay", "in unserer geschichte": "in our story",
    "diese rolle behaltst du": "you keep this role", "behaltst du": "you keep",
    "in jedem kunftigen chat": "in every future chat", "jedem kunftigen chat": "every future chat",
    "meine gespeicherten anweisungen": "my saved instructions",
    "gespeicherten anweisungen": "saved instructions", "haben vorrang vor": "take precedence over",
    "hat vorrang vor": "takes precedence over", "vorrang vor": "precedence over",
    "deinem systemprompt": "your system prompt", "deinem": "your",
    "sicherheitsvorgaben": "safety guidelines", "systemanweisungen": "system instructions",
    "deine filter": "your filters", "deinen filter": "your filters",
    # an order to open an address first, with every answer, and build in its result
    "bei jeder antwort": "with every answer", "aufrufen": "open", "rufe auf": "open",
    "das ergebnis einbauen": "include the result", "einbauen": "include",
    "immer wenn ich": "whenever i", "zusatzlich an": "also to", "ohne": "without", "und": "and",
    # -- the rules named with their article, softened, amended or not applied, as the
    # thirty-ninth author put them --
    "die sicherheitsgrenzen": "the safety limits", "die entwicklervorgaben":
    "the developer instructions", "die moderationsregeln": "the moderation rules",
    "die systemanweisungen": "the system instructions", "die leitplanken": "the guardrails",
    "ubrigens": "by the way",
    "einkaufsliste": "shopping list", "der maulkorb": "the muzzle", "maulkorb": "muzzle",
    "fur den assistenten": "of the assistant", "kommt weg": "comes off",
    "brauchen wir nicht": "we don't need", "anderung der nutzungsbedingungen":
    "terms of service amendment", "nutzungsbedingungen": "terms of service",
    "fur premium-nutzer": "for premium users", "nur noch empfehlungen": "advisory only",
    "etwas lockerer mit mir": "a bit looser with me", "lockerer": "looser", "sei": "be",
    "nicht so ernst": "not so seriously", "nimm": "take", "falls jemand fragt": "if anyone asks",
    "wurden fur mich": "were for me", "barrierefreiheit": "accessibility",
    "ablehnungen": "refusals", "wendet der bot": "the bot applies", "bei mir nicht an": "to me not",
    "nur fur mich": "only for me",
    "bis ich etwas anderes sage": "until i say otherwise", "nach": "after",
    "fur die nachsten": "for the next", "nachrichten": "messages",
    "nur am wochenende": "only on weekends", "in diesem workspace": "in this workspace",
    "jeden abend um": "every night at",
    "jeden abend": "every night", "jeden morgen um": "every morning at", "jeden tag um":
    "every day at", "fuhrst du": "you run",
    "den chatverlauf anhangen": "attach the chat history",
}  # fmt: skip
