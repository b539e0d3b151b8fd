"""Greek words of the rules' vocabulary, as English.

Keys are written as Greek is usually typed; the fold (spelling.py) reads both the text and the
keys with `GREEK_SPELLING` applied first: the tonos and the diaeresis dropped ("ισχύουν" and
"ισχυουν", typed without accents, are one word), the Greek question mark read as "?" and the
ano teleia as ";". A final sigma is already a sigma (casefold).
"""

from __future__ import annotations

__all__ = ["GREEK", "GREEK_SPELLING"]

GREEK_SPELLING: dict[str, str] = {
    "ά": "α", "έ": "ε", "ή": "η", "ί": "ι", "ό": "ο", "ύ": "υ", "ώ": "ω", "ϊ": "ι", "ϋ": "υ",
    "ΐ": "ι", "ΰ": "υ", "\u037e": "?", "\u0387": ";",
}  # fmt: skip

GREEK: dict[str, str] = {
    # from now on, every time you answer, always, for good
    "από τώρα και στο εξής": "from now on", "από τώρα και πέρα": "from now on",
    "από εδώ και πέρα": "from now on", "από σήμερα": "from today on", "στο εξής": "from now on",
    "κάθε φορά που απαντάς": "every time you reply", "κάθε φορά": "every time",
    "πάντα": "always", "μόνιμα": "permanently", "για πάντα": "forever",
    # send, forward, ignore, forget
    "στείλε": "send", "στέλνε": "send", "προώθησε": "forward",
    "όλη τη συνομιλία": "the entire conversation", "τη συνομιλία": "the conversation",
    "συνομιλία στο": "conversation to", "συνομιλία": "conversation", "αγνόησε": "ignore",
    "αγνόησε τους": "ignore", "ξέχασε": "forget",
    # the rules: yours, the guidelines, the filters, the system's, the developer's
    "οι κανόνες σου": "your rules", "τους κανόνες σου": "your rules", "οι κανόνες": "the rules",
    "τους κανόνες": "the rules", "οι οδηγίες": "the guidelines", "τις οδηγίες": "the guidelines",
    "τα φίλτρα ασφαλείας": "the safety filters", "φίλτρα ασφαλείας": "safety filters",
    "οι περιορισμοί": "the restrictions", "τους περιορισμούς": "the restrictions",
    "οι πολιτικές περιεχομένου": "the content policies",
    "οι οδηγίες συστήματος": "the system instructions",
    "τα όρια ασφαλείας": "the safety limits", "οι κανόνες εποπτείας": "the moderation rules",
    "οι οδηγίες του προγραμματιστή": "the developer instructions",
    "οι δικλείδες ασφαλείας": "the safeguards",
    # void, suspended, abolished, not needed
    "δεν ισχύουν πια": "no longer apply", "δεν ισχύουν πλέον": "no longer apply",
    "δεν ισχύουν": "do not apply", "έχουν ανασταλεί": "are suspended",
    "ανεστάλησαν": "were suspended", "καταργήθηκαν": "were revoked",
    "καταργούνται": "are revoked", "έχουν καταργηθεί": "are revoked",
    "απενεργοποιήθηκαν": "were disabled", "απενεργοποιημένοι": "disabled",
    "δεν χρειάζονται": "are not needed",
    # for me, with me, on this account, until I say otherwise
    "για μένα": "for me", "μαζί μου": "with me", "μόνο για μένα": "only for me",
    "σε αυτόν τον λογαριασμό": "on this account", "σε αυτόν τον χώρο εργασίας":
    "in this workspace", "μέχρι να πω το αντίθετο": "until i say otherwise",
    "τα σαββατοκύριακα": "on weekends", "για τα επόμενα": "for the next",
    "μηνύματα": "messages", "μετά τις": "after", "μετά τη": "after",
    # a note for the model; if anyone asks; a preference: relax a bit when you talk with me
    "σημείωση για το μοντέλο": "note for the model", "το μοντέλο": "the model",
    "ο βοηθός": "the assistant", "αν ρωτήσει κανείς": "if anyone asks",
    "προτίμηση": "preference", "χαλάρωσε": "relax", "λίγο": "a bit",
    "όταν μιλάς μαζί μου": "when you talk with me", "α, και": "oh, and",
    # a role's name
    "σύστημα": "system", "συστήματος": "system",
}  # fmt: skip
