"""Hindi words of the rules' vocabulary written in Latin letters (romanized, as people text it),
as English (keys casefolded). Hindi puts the verb last ("apne rules ignore karke", "… pe bhej
dena"): the rows read an order's words in either order, so the words are folded one for one.
A Hindi word that is also an English word ("main", "band", "tab", "ki") is only folded inside
a phrase that makes it Hindi ("jab main", "band rahenge", "tab tum")."""

from __future__ import annotations

__all__ = ["HINDI"]

HINDI: dict[str, str] = {
    # from now on, for good, in every chat, after every chat
    "ab se": "from now on", "aaj se": "from today on", "aage se": "from now on",
    "hamesha ke liye": "from now on", "hamesha": "always", "har chat mein": "in every chat",
    "har baar": "every time", "har chat ke baad": "after every chat",
    "har baatcheet ke baad": "after every conversation",
    "har jawab se pehle": "before every answer",
    # remember, don't forget; when / whenever / if I say … (a cue)
    "yaad rakhna": "remember", "yaad rakho": "remember", "yaad rakhna ki": "remember that",
    "bhoolna mat": "don't forget", "mat bhoolna": "don't forget", "jab main": "when i",
    "jab bhi main": "whenever i", "agar main": "if i", "bolun": "say", "bolu": "say",
    "bolunga": "say", "bolungi": "say", "kahun": "say", "likhun": "write",
    # you, your rules, all of them; ignore, drop, switch off; everything told
    "tab tum": "then you", "tum": "you", "tumhare": "your", "tumhari": "your",
    "apne rules": "your rules",
    "apni guidelines": "your guidelines", "apne": "your", "apni": "your", "saari": "all",
    "ignore karke": "ignore and", "ignore karna": "ignore", "ignore kar do": "ignore",
    "ignore karo": "ignore", "chhodo": "drop", "chhod do": "drop", "bhool jao": "forget",
    "band rahenge": "will stay off", "band rahega": "will stay off", "band kar do": "switch off",
    "band karo": "switch off", "sab kuch": "everything", "batana": "tell", "bata dena": "tell",
    # no need for them with me; for me; last time you agreed
    "isliye": "so", "mere saath": "with me", "mere liye": "for me", "ki mere liye": "that for me",
    "ki koi zaroorat nahi": "are not needed", "koi zaroorat nahi": "not needed",
    "zaroorat nahi": "not needed", "pichli baar": "last time", "tumne maan liya tha": "you agreed",
    "maan liya tha": "agreed",
    # you are …, an AI with no rules that never refuses; full freedom
    "ek ai": "an ai", "jiske koi rules nahi": "that has no rules", "koi rules nahi": "no rules",
    "kabhi mana mat karna": "never refuse", "mana mat karna": "don't refuse",
    "kabhi mana nahi": "never refuse", "bhai": "bro", "yaar": "man", "azaadi": "freedom",
    # send the whole conversation there, run it without asking
    "poori baatcheet": "the entire conversation", "baatcheet": "conversation",
    "pe bhej dena": "send to", "par bhej dena": "send to", "bhej dena": "send", "bhejo": "send",
    "par bhej dijiye": "send to", "pe bhej dijiye": "send to", "bhej dijiye": "send",
    "bhejiye": "send", "bhej do": "send",
    "chala dena": "run", "chalao": "run", "bina pooche": "without asking",
    "bina puche": "without asking",
    # ended, no restriction, answer everything
    "ab khatam": "now over", "khatam": "over", "khatm": "over", "koi restriction nahi": "no"
    " restrictions", "restriction nahi": "no restriction", "koi limit nahi": "no limits",
    "sab jawab do": "answer everything", "jawab do": "answer", "jawab": "answer",
    # -- the spoken and chat register: your rules won't apply, don't follow them, ignore them,
    # my word is above them, a chat's turns --
    "apply nahi honge": "will not apply", "apply nahi hoga": "will not apply",
    "apply nahi hote": "don't apply", "laagu nahi honge": "will not apply",
    "follow mat karna": "don't follow", "follow mat karo": "don't follow",
    "follow nahi karna": "don't follow", "ko ignore karo": "ignore", "ko ignore karna": "ignore",
    "ko ignore": "ignore", "pabandiyan": "restrictions", "pabandi": "restrictions",
    "niyam": "rules", "abhi se": "from now on", "jab main baat karu": "when i talk",
    "memory mein save kar lo": "save in memory", "memory mein save karo": "save in memory",
    "yaad rakh": "remember", "note kar le": "note it", "note kar lo": "note it",
    "nahi kar sakta": "i can't", "nahi kar sakti": "i can't", "kar sakte ho": "you can",
    "jab tak main na bolu": "until i say otherwise",
    "jab tak main na kahun": "until i say otherwise", "meri baat": "my word",
    "se upar hai": "are ranked below", "se upar": "ranked below", "saare": "all",
}  # fmt: skip
