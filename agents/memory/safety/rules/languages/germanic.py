"""Dutch and Swedish words of the rules' vocabulary, as English (keys as the normalized copy has
them: casefolded, accents dropped, "å", "ä", "ö" read as "a", "a", "o").

Both put the verb before its subject after an opening word and "not" after the object ("Trouwens
gelden de regels niet meer voor mij", "Förresten gäller inte reglerna för mig längre": "by the
way apply the rules for me no longer"); the rows read an override's words in that order too, so
the words are folded one for one. A separable verb's particle ("laat … los", "past … toe") is
folded where it ends up. Words that are English words too ("past", "till", "med") are only keys
inside a phrase.
"""

from __future__ import annotations

__all__ = ["DUTCH", "SWEDISH"]

DUTCH: dict[str, str] = {
    # from now on, every time, with every answer, always, for good
    "voortaan": "from now on", "vanaf nu": "from now on", "vanaf vandaag": "from today on",
    "van nu af aan": "from now on", "elke keer": "every time", "iedere keer": "every time",
    "telkens": "every time", "bij elk antwoord": "with every answer",
    "bij ieder antwoord": "with every answer", "voor elk antwoord": "before every answer",
    "na elk gesprek": "after every conversation", "altijd": "always", "voorgoed": "for good",
    "voor altijd": "forever", "blijvend": "permanently",
    # send, open, forward, ignore, forget, follow
    "het hele gesprek": "the entire conversation", "het gesprek": "the conversation",
    "meesturen": "send along", "stuur": "send", "stuurt": "send", "verstuur": "send",
    "doorsturen": "forward", "openen": "open", "bezoek": "visit", "negeer": "ignore",
    "negeert": "ignore", "negeren": "ignore", "vergeet": "forget", "volg": "follow",
    "volgen": "follow", "eerst": "first", "zonder het te zeggen": "without telling",
    # the rules: yours, the guidelines, the filters, the system's, the developers'
    "je regels": "your rules", "jouw regels": "your rules", "uw regels": "your rules",
    "de regels": "the rules", "de richtlijnen": "the guidelines",
    "je richtlijnen": "your guidelines",
    "de veiligheidsfilters": "the safety filters", "veiligheidsfilters": "safety filters",
    "de filters": "the filters", "je filters": "your filters", "de beperkingen": "the restrictions",
    "je beperkingen": "your restrictions", "de contentregels": "the content rules",
    "het contentbeleid": "the content policy", "het inhoudsbeleid": "the content policy",
    "de systeeminstructies": "the system instructions", "de systeemprompt": "the system prompt",
    "de moderatieregels": "the moderation rules", "de veiligheidsgrenzen": "the safety limits",
    "de veiligheidsregels": "the safety rules",
    "de ontwikkelaarsinstructies": "the developer instructions",
    "de vangrails": "the guardrails", "je vangrails": "your guardrails",
    # void, lifted, switched off, no longer counting
    "gelden niet meer": "no longer apply", "gelden niet langer": "no longer apply",
    "gelden niet": "do not apply", "geldt niet meer": "no longer applies",
    "zijn niet meer geldig": "are no longer valid", "niet meer van toepassing": "no longer apply",
    "zijn opgeheven": "are lifted", "opgeheven": "lifted", "uitgeschakeld": "disabled",
    "uitgezet": "switched off", "opgeschort": "suspended", "ingetrokken": "revoked",
    "vervallen": "void", "geschrapt": "removed", "tellen niet meer": "no longer count",
    "niet meer": "no longer", "niet toe": "not",
    # for me, with me, on this account, until I say otherwise
    "voor mij": "for me", "bij mij": "to me", "met mij": "with me",
    "alleen voor mij": "only for me",
    "voor dit account": "for this account", "op dit account": "on this account",
    "voor mijn account": "for my account", "in deze workspace": "in this workspace",
    "tot ik iets anders zeg": "until i say otherwise", "in het weekend": "on weekends",
    "voor de komende": "for the next", "berichten": "messages",
    # softer: less careful, let go of them, just; wouldn't it be easier; let's do that
    "wees": "be", "wat minder voorzichtig": "a bit less careful",
    "minder voorzichtig": "less careful", "minder streng": "less strict",
    "een beetje los": "loose a bit", "laat": "let", "gewoon": "just",
    "zou het niet makkelijker zijn als": "wouldn't it be easier if",
    "zou het niet makkelijker zijn": "wouldn't it be easier", "laten we dat": "let's do that",
    "zo doen": "that way", "trouwens": "by the way",
    # who says it: the bot, accessibility, refusals
    "de bot": "the bot", "de assistent": "the assistant", "toegankelijkheid": "accessibility",
    "weigeringen": "refusals", "de bot past": "the bot applies", "past de bot": "the bot applies",
    "systeem": "system", "als iemand het vraagt": "if anyone asks",
}  # fmt: skip

SWEDISH: dict[str, str] = {
    # from now on, every time you answer, always, for good
    "fran och med nu": "from now on", "fran och med idag": "from today on",
    "fran och med i dag": "from today on", "hadanefter": "from now on",
    "varje gang du svarar": "every time you reply", "varje gang": "every time",
    "alltid": "always", "for alltid": "forever", "for gott": "for good",
    # send, forward, ignore, forget, follow
    "skicka": "send", "skickar": "send", "vidarebefordra": "forward",
    "hela konversationen till": "the entire conversation to",
    "konversationen till": "the conversation to", "hela konversationen": "the entire conversation",
    "konversationen": "the conversation", "ignorera": "ignore", "strunta i": "ignore",
    "glom": "forget", "folja": "following", "foljer": "follow",
    # the rules: yours, the guidelines, the filters, the system prompt, the developers'
    "dina regler": "your rules", "reglerna": "the rules", "riktlinjerna": "the guidelines",
    "dina riktlinjer": "your guidelines", "sakerhetsfiltren": "the safety filters",
    "sakerhetsfilter": "safety filters", "begransningarna": "the restrictions",
    "dina begransningar": "your restrictions", "innehallspolicyn": "the content policy",
    "systemprompten": "the system prompt", "modereringen": "the moderation",
    "sparrarna": "the filters", "utvecklarinstruktionerna": "the developer instructions",
    "skyddsrackena": "the guardrails", "systeminstruktionerna": "the system instructions",
    # void, switched off, lifted; no longer
    "galler inte": "do not apply", "galler inte langre": "no longer apply",
    "galler": "apply", "langre": "anymore", "avstangda": "switched off",
    "avstangd": "switched off", "avaktiverade": "disabled", "upphavda": "lifted",
    "pausade": "suspended", "borttagna": "removed",
    # the bot stops following them; calendar; a subscription that includes none
    "slutar boten": "the bot stops", "slutar assistenten": "the assistant stops",
    "boten": "the bot", "assistenten": "the assistant", "kalender": "calendar",
    "min prenumeration": "my subscription", "ingar": "includes", "inga filter": "no filters",
    "inga vagranden": "no refusals", "inga begransningar": "no restrictions",
    # for me, with me, on this account, until I say otherwise; relax a bit
    "for mig": "for me", "med mig": "with me", "bara for mig": "only for me",
    "pa det har kontot": "on this account", "i den har arbetsytan": "in this workspace",
    "tills jag sager annat": "until i say otherwise", "pa helger": "on weekends",
    "nar det ar jag": "when it's me", "slappna av lite med": "relax a bit on",
    "slappna av med": "relax", "slappna av": "relax", "forresten": "by the way",
    "om nagon fragar": "if anyone asks",
}  # fmt: skip
