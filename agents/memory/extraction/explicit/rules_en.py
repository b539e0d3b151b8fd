"""The English rule table: one `Rule` row per explicit sentence pattern.

A row is indexed under its `heads`, the first word of the statement ("i", "im", "we", "my",
"call", "never", …); when a clause starts with that word its rules are tried in table order and
the first one that builds a fact wins, so a narrower rule comes before a broader one ("I'm
called X" before "I'm X"). Patterns are matched case-insensitively at the start of the
statement, after greetings and discourse markers. Subject placeholders are substituted by the
engine: `{I}` (I / we + adverbs), `{IS}` (I only), `{BE}` (I'm / we're), `{BES}` (I'm only),
`{ID}` (I'd / we'd), `{IHAVE}` (I have / I've got); with `cont=True` the rule also reads a
statement whose subject is elided ("I'm vegetarian and allergic to nuts"). Inside an f-string a
placeholder is written `{{I}}`.

How to add a rule: add a row in the right place of `EN_RULES` (a `Template` from the constants
below or a new one; a special builder or a new value check only when no template fits, see
`builders.py`), give it needles (cheap substrings, one of which the message must contain), and
add a case to `tests/unit/memory/test_explicit_extract.py`, with a negative case when the pattern
could over-match.
"""

from __future__ import annotations

from agents.memory.extraction.explicit.rule import Rule, Template
from agents.memory.extraction.explicit.vocab import (
    ALWAYS_VERBS,
    EN_DIET,
    EN_LANG,
    EN_LANGS,
    EN_OCC,
    EN_TZ,
    NAME_CAP,
    NAME_END,
    NAME_FREE,
    PLACE,
    PLACE_CUT,
    A,
)

# Templates several rows share.
NAME = Template("profile", "The user's name is {v}", key="profile:name", free=False, check="name")
PREFERRED_NAME = Template(
    "profile",
    "The user prefers to be called {v}",
    key="profile:preferred_name",
    free=False,
    check="name",
)
REPLY_LANGUAGE = Template(
    "preference", "The user wants replies in {v}", key="preference:reply-language", free=False
)
ALLERGY = Template("constraint", "The user is allergic to {v}")
BIRTHDAY = Template("profile", "The user's birthday is {v}", key="profile:birthday", check="date")

_DISLIKE_VERBS = {
    "hate": "hates",
    "dislike": "dislikes",
    "detest": "detests",
    "loathe": "loathes",
    "can't stand": "can't stand",
    "cant stand": "can't stand",
    "cannot stand": "can't stand",
    **{
        f"{neg} {adv}{verb}": f"does not {verb}"
        for neg in ("don't", "dont", "do not")
        for adv in ("", "really ", "much ", "particularly ")
        for verb in ("like", "love", "enjoy", "want", "care for")
    },
}
_LIKE_VERBS = {"like": "likes", "love": "loves", "enjoy": "enjoys", "adore": "adores"}

_EN_BUDGET = (
    rf"(?P<kw>(?:(?:my|our)\s+)?(?:total\s+|overall\s+|max(?:imum)?\s+|monthly\s+|rough\s+)?"
    rf"budget)(?:\s+is|{A}s|:|\s+of|\s+will\s+be)?\s*(?:(?:under|below|at\s+most|up\s+to|"
    r"max(?:imum)?|no\s+more\s+than|not\s+more\s+than|less\s+than|around|about|roughly|"
    r"approximately|approx\.?|~)\s*)?(?P<v>[$€£¥]?\s?\d[\d,.]*\s?(?:k|m|million|thousand|grand|"
    r"bucks|dollars|euros?|pounds|usd|eur|gbp|cny|rmb|yuan|jpy|yen)?\b"
    r"(?:\s*(?:per|a|/)\s*(?:month|night|year|week|day|person))?)"
)

_I = "i im we"  # the heads of a first-person statement

EN_RULES: tuple[Rule, ...] = (
    # --- "I …" / "we …": names --------------------------------------------------------------------
    Rule(
        heads="i",
        pattern=rf"{{IS}}go\s+by\s+(?P<v>{NAME_FREE}){NAME_END}",
        build=PREFERRED_NAME,
        needles="go by",
    ),
    Rule(
        heads="i we",
        pattern=(
            r"(?:{ID}(?:like|prefer|love)\s+"
            r"(?:to\s+be\s+called|you\s+to\s+call\s+me|being\s+called)"
            rf"|{{IS}}prefer\s+(?:to\s+be\s+called|being\s+called))\s+(?P<v>{NAME_FREE}){NAME_END}"
        ),
        build=PREFERRED_NAME,
        needles="call",
    ),
    Rule(
        heads="i im",
        pattern=rf"{{BES}}(?:called|named)\s+(?P<v>{NAME_FREE}){NAME_END}",
        build=NAME,
        needles="called|named",
    ),
    # --- languages and places ---------------------------------------------------------------------
    Rule(
        heads=_I,
        pattern=(
            r"(?:{I}|{ID})prefer\s+(?:to\s+(?:talk|chat|communicate|speak|be\s+answered)|answers|"
            rf"replies|responses|it)\s+in\s+(?P<v>{EN_LANGS})\b"
        ),
        build=REPLY_LANGUAGE,
        needles="prefer",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=(
            r"(?:{I}(?:live|reside)\s+(?:in|at)|{BE}(?:based|located|living|settled)\s+"
            rf"(?:in|at|out\s+of)|(?:{{I}}(?:have\s+)?|(?:i|we){A}ve\s+)(?:just\s+|recently\s+)?"
            rf"(?:moved|relocated)\s+to)\s+(?P<v>{PLACE})"
        ),
        build=Template(
            "profile", "The user lives in {v}", key="profile:location", check="place", cut=PLACE_CUT
        ),
        needles="live|reside|based|located|living|settled|moved|relocated",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=(
            r"(?:{BE}(?:originally\s+)?from|{I}(?:originally\s+)?(?:come|hail)\s+from|"
            rf"{{IS}}grew\s+up\s+in|i\s+was\s+(?:born\s+and\s+raised|raised)\s+in)\s+(?P<v>{PLACE})"
        ),
        build=Template(
            "profile", "The user is from {v}", key="profile:hometown", check="place", cut=PLACE_CUT
        ),
        needles="from|grew up|raised",
        cont=True,
    ),
    Rule(heads="i", pattern=r"i\s+was\s+born\s+on\s+(?P<v>.+)", build=BIRTHDAY, needles="born"),
    Rule(heads="i", pattern=r"i\s+was\s+born\s+in\s+(?P<v>.+)", build="born_in", needles="born"),
    Rule(
        heads=_I,
        pattern=rf"{{I}}(?:can\s+)?speak\s+(?P<v>{EN_LANGS})\b",
        build=Template("profile", "The user speaks {v}", key="profile:language", free=False),
        needles="speak",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=rf"{{BE}}(?:an?\s+)?(?P<verb>native|fluent)\s+(?P<v>{EN_LANG})\s+speaker",
        build=Template(
            "profile", "The user is a {verb} {v} speaker", key="profile:language", free=False
        ),
        needles="speaker",
        cont=True,
    ),
    # --- time zone, age, diet ---------------------------------------------------------------------
    Rule(
        heads="i im",
        pattern=(
            rf"{{BES}}(?:in|on|using)\s+(?:the\s+)?(?P<v>{EN_TZ})(?:\s+time\s*zone|\s+time)?"
            r"(?=\s*$|\s*[,.;!]|\s+(?:so|and|but|btw|now)\b)"
        ),
        build=Template("profile", "The user's timezone is {v}", key="profile:timezone", free=False),
        needles="in|on|using",
    ),
    Rule(
        heads="i im",
        pattern=(
            r"{BES}(?P<v>\d{1,3})(?:\s*(?:years?|yrs?)(?:\s+old)?|\s*y/?o)?"
            r"(?=\s*(?:now|this\s+year)?\s*$)"
        ),
        build=Template(
            "profile", "The user is {v} years old", key="profile:age", free=False, check="age"
        ),
        needles="'m|’m| am|im ",
    ),
    Rule(
        heads=_I,
        pattern=(
            r"{BE}(?:an?\s+)?(?:strict\s+|full[- ]time\s+|practicing\s+|committed\s+)?"
            rf"(?P<v>{EN_DIET})\b"
        ),
        build=Template("profile", "The user is {v}", key="profile:diet", free=False),
        needles="veg|pesc|flexi|plant|teetotal",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=r"(?:{I}(?:only\s+)?eat|{I}keep)\s+(?P<v>halal|kosher)\b",
        build=Template("profile", "The user eats only {v} food", key="profile:diet", free=False),
        needles="halal|kosher",
        cont=True,
    ),
    # --- allergies and intolerances (multi-valued: no key) -------------------------------------
    Rule(
        heads=_I,
        pattern=(
            r"{BE}(?:severely\s+|very\s+|highly\s+|deathly\s+|mildly\s+|slightly\s+)?"
            r"allergic\s+to\s+(?P<v>.+)"
        ),
        build=ALLERGY,
        needles="allergic",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=(
            r"(?:{IHAVE}(?:an?\s+)?(?:severe\s+|mild\s+|serious\s+)?(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+"
            r"allergy)"
        ),
        build=Template("constraint", "The user is allergic to {v}", free=False),
        needles="allergy",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=r"{IHAVE}(?:an?\s+)?allerg(?:y|ies)\s+to\s+(?P<v>.+)",
        build=ALLERGY,
        needles="allerg",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=(
            r"{BE}(?P<v>(?:lactose|gluten|fructose|histamine)[- ]intolerant|diabetic|celiac|"
            r"coeliac)\b"
        ),
        build=Template("constraint", "The user is {v}", free=False),
        needles="intolerant|diabetic|celiac|coeliac",
        cont=True,
    ),
    # --- constraints: negation flips the category, the key stays the topic's ----------------------
    Rule(
        heads=_I,
        pattern=(
            rf"(?:{{I}}(?:can{A}?t|cannot|can\s+not)|{{BE}}(?:not\s+able|unable)\s+to)\s+"
            r"(?P<verb>eat|drink|have|tolerate|digest)\s+(?P<v>.+)"
        ),
        build=Template("constraint", "The user can't {verb} {v}", keyed=True),
        needles="eat|drink|have|tolerate|digest",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=rf"{{I}}(?P<neg>don{A}?t|do\s+not|never)\s+(?P<verb>eat|drink|touch)\s+(?P<v>.+)",
        build="dont_eat",
        needles="eat|drink|touch",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=(
            rf"{{I}}(?P<verb>(?:don{A}?t|do\s+not)\s+(?:really\s+|much\s+|particularly\s+)?"
            rf"(?:like|love|enjoy|want|care\s+for)|hate|dislike|detest|loathe|can{A}?t\s+stand|"
            r"cannot\s+stand)\s+(?P<v>.+)"
        ),
        build=Template("constraint", "The user {verb} {v}", keyed=True, verbs=_DISLIKE_VERBS),
        needles="like|love|enjoy|want|care|hate|dislike|detest|loathe|stand",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=(
            r"{BE}not\s+(?P<verb>a\s+(?:big\s+|huge\s+|great\s+)?fan\s+of|into|keen\s+on|fond\s+of|"
            r"interested\s+in)\s+(?P<v>.+)"
        ),
        build=Template("constraint", "The user is not {verb} {v}", keyed=True),
        needles="fan|into|keen|fond|interested",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=r"(?:{ID}rather\s+not|{ID}prefer\s+not\s+to|{I}prefer\s+not\s+to)\s+(?P<v>.+)",
        build=Template("constraint", "The user would rather not {v}", keyed=True),
        needles="rather not|prefer not",
        cont=True,
    ),
    Rule(heads=_I, pattern=r"{I}never\s+(?P<v>.+)", build="never", needles="never", cont=True),
    Rule(
        heads=_I,
        pattern=(
            r"(?:{I}(?:(?:try|tend|prefer|like|want|need)\s+to\s+)?avoid|"
            r"{ID}(?:like\s+to|rather|prefer\s+to)\s+avoid)\s+(?P<v>.+)"
        ),
        build=Template("constraint", "The user avoids {v}", keyed=True),
        needles="avoid",
        cont=True,
    ),
    # --- preferences ------------------------------------------------------------------------------
    Rule(
        heads=_I,
        pattern=r"(?:{I}|{ID})(?P<verb>prefer)\s+(?P<v>.+)",
        build="prefer",
        needles="prefer",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=r"{ID}(?P<verb>rather)\s+(?P<v>.+)",
        build="prefer",
        needles="rather",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=r"{I}(?P<verb>like|love|enjoy|adore)\s+(?P<v>.+)",
        build=Template("preference", "The user {verb} {v}", keyed=True, verbs=_LIKE_VERBS),
        needles="like|love|enjoy|adore",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=(
            r"{BE}(?P<verb>a\s+(?:big\s+|huge\s+|great\s+)?fan\s+of|into|fond\s+of|keen\s+on|"
            r"passionate\s+about|obsessed\s+with)\s+(?P<v>.+)"
        ),
        build=Template("preference", "The user is {verb} {v}", keyed=True),
        needles="fan|into|fond|keen|passionate|obsessed",
        cont=True,
    ),
    # --- work; "I'm <Name>" comes after every other "I'm …" pattern -------------------------------
    Rule(
        heads=_I,
        pattern=r"{I}work\s+as\s+(?P<art>an?\s+)(?P<v>.+)",
        build=Template(
            "profile",
            "The user works as {g:art} {v}",
            key="profile:occupation",
            check="words<=6",
        ),
        needles="work as",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=(
            rf"{{BES}}(?P<art>an?)\s+(?P<v>(?:[\w-]+\s+){{0,3}}?{EN_OCC}s?)"
            r"(?=\s*$|\s*,|\s+(?:at|for|in|from|by|with|based|working|and|but)\b)"
        ),
        build=Template("profile", "The user is {g:art} {v}", key="profile:occupation", free=False),
        needles="i",
        cont=True,
    ),
    Rule(
        heads=_I,
        pattern=(
            r"{I}work\s+(?:at|for)\s+"
            r"(?P<v>(?-i:[A-Z0-9])[\w&.'’-]*(?:\s+(?-i:[A-Z0-9&])[\w&.'’-]*){0,3})"
        ),
        build=Template("profile", "The user works at {v}", key="profile:employer", free=False),
        needles="work",
        cont=True,
    ),
    Rule(
        heads="i im",
        pattern=rf"(?:i{A}m|i\s+am|im)\s+(?P<v>{NAME_CAP}){NAME_END}",
        build=Template(
            "profile", "The user's name is {v}", key="profile:name", free=False, check="cap_name"
        ),
        needles="'m|’m| am|im ",
    ),
    # --- "my …" / "our …" -------------------------------------------------------------------------
    Rule(
        heads="my",
        pattern=(
            rf"my\s+(?:(?:first|given|full)\s+)?name(?:\s+is|{A}s)\s+"
            rf"(?P<v>{NAME_FREE}){NAME_END}"
        ),
        build=NAME,
        needles="name",
    ),
    Rule(
        heads="my",
        pattern=rf"my\s+(?:last|family|sur)\s*name(?:\s+is|{A}s)\s+(?P<v>{NAME_FREE}){NAME_END}",
        build=Template(
            "profile", "The user's surname is {v}", key="profile:surname", free=False, check="name"
        ),
        needles="name",
    ),
    Rule(
        heads="my",
        pattern=(
            rf"my\s+(?:nick\s*name|preferred\s+name)(?:\s+is|{A}s)\s+"
            rf"(?P<v>{NAME_FREE}){NAME_END}"
        ),
        build=PREFERRED_NAME,
        needles="name",
    ),
    Rule(
        heads="my our",
        pattern=(
            r"(?:my|our)\s+(?:all[- ]time\s+|absolute\s+)?favou?rite\s+"
            r"(?P<t>[a-z][\w'’\- ]{0,40}?)\s+"
            rf"(?:is|are|{A}s|would\s+be|has\s+to\s+be)\s+(?P<v>.+)"
        ),
        build="favorite",
        needles="favorite|favourite",
    ),
    Rule(
        heads="my",
        pattern=(
            rf"my\s+(?:birthday|bday|b-day|date\s+of\s+birth|birth\s*date|dob)(?:\s+is|{A}s|"
            r"\s+falls\s+on|:)\s*(?:on\s+)?(?P<v>.+)"
        ),
        build=BIRTHDAY,
        needles="birth|bday|b-day|dob",
    ),
    Rule(
        heads="my",
        pattern=rf"my\s+(?:time\s*zone|tz)(?:\s+is|{A}s|:)\s*(?P<v>.+)",
        build=Template(
            "profile", "The user's timezone is {v}", key="profile:timezone", check="words<=5"
        ),
        needles="zone|tz",
    ),
    Rule(
        heads="my",
        pattern=(
            r"my\s+(?:native\s+language|first\s+language|mother\s+tongue|native\s+tongue)"
            rf"(?:\s+is|{A}s)\s+(?P<v>{EN_LANGS})\b"
        ),
        build=Template(
            "profile", "The user's native language is {v}", key="profile:language", free=False
        ),
        needles="language|tongue",
    ),
    Rule(
        heads="my",
        pattern=r"my\s+(?:preferred\s+)?pronouns\s+are\s+(?P<v>\w+(?:\s*/\s*\w+){0,2})",
        build=Template(
            "profile", "The user's pronouns are {v}", key="profile:pronouns", free=False
        ),
        needles="pronoun",
    ),
    Rule(
        heads="my",
        pattern=r"my\s+(?:occupation|profession)\s+is\s+(?P<v>.+)",
        build=Template(
            "profile",
            "The user's occupation is {v}",
            key="profile:occupation",
            check="words<=6",
        ),
        needles="occupation|profession",
    ),
    Rule(heads="my our budget", pattern=_EN_BUDGET, build="budget", needles="budget"),
    # --- instructions (also read after "can you…") ------------------------------------------------
    Rule(
        heads="call you",
        pattern=(
            r"(?:you\s+(?:can|may|could|should)\s+)?(?:just\s+)?call\s+me\s+"
            rf"(?P<v>{NAME_FREE}){NAME_END}"
        ),
        build=PREFERRED_NAME,
        needles="call me",
        imperative=True,
    ),
    Rule(
        heads="don do never",
        pattern=(
            rf"(?:don{A}?t|do\s+not|never)\s+(?:ever\s+)?call\s+me\s+"
            rf"(?P<v>{NAME_FREE}){NAME_END}"
        ),
        build=Template(
            "constraint", "The user does not want to be called {v}", free=False, check="name"
        ),
        needles="call me",
        imperative=True,
    ),
    Rule(
        heads="always answer reply respond talk speak write communicate chat",
        pattern=(
            r"(?:always\s+)?(?:answer|reply|respond|talk|speak|write|communicate|chat)"
            rf"(?:\s+(?:to|with)\s+me)?\s+(?:only\s+|always\s+)?in\s+(?P<v>{EN_LANGS})\b"
        ),
        build=REPLY_LANGUAGE,
        needles="answer|reply|respond|talk|speak|write|communicate|chat",
        imperative=True,
    ),
    Rule(
        heads="use",
        pattern=(
            rf"use\s+(?P<v>{EN_LANGS})(?:\s+only)?(?:\s+(?:with|for)\s+me)?"
            r"(?:\s*,?\s*please)?\s*$"
        ),
        build=REPLY_LANGUAGE,
        needles="use",
        imperative=True,
    ),
    Rule(
        heads="never",
        pattern=r"never\s+(?:ever\s+)?(?P<v>.+)",
        build=Template(
            "constraint", "The user wants the assistant to never {v}", keyed=True, check="never"
        ),
        needles="never",
        imperative=True,
    ),
    Rule(
        heads="avoid",
        pattern=r"avoid\s+(?P<v>.+)",
        build=Template("constraint", "The user wants to avoid {v}", keyed=True),
        needles="avoid",
        imperative=True,
    ),
    Rule(
        heads="no",
        pattern=r"no\s+(?:more\s+)?(?P<v>.+)",
        build=Template(
            "constraint",
            "The user wants no {v}",
            keyed=True,
            check="after_no words<=6",
            standing=True,
        ),
        needles="no",
        imperative=True,
    ),
    Rule(
        heads="don do",
        pattern=rf"(?:don{A}?t|do\s+not)\s+(?:ever\s+)?(?P<v>.+)",
        build=Template(
            "constraint",
            "The user does not want the assistant to {v}",
            keyed=True,
            check="after_dont words<=6",
            standing=True,
        ),
        needles="don|do not",
        imperative=True,
    ),
    Rule(
        heads="always",
        pattern=rf"always\s+(?P<v>{ALWAYS_VERBS}\b.+)",
        build=Template("preference", "The user wants the assistant to always {v}", keyed=True),
        needles="always",
        imperative=True,
    ),
    Rule(
        heads="remind",
        pattern=(
            r"remind\s+me\s+(?P<when>(?:(?:tomorrow|tonight|today|later|next\s+\w+|this\s+\w+|"
            r"on\s+\w+(?:\s+\d+\w*)?|at\s+[\w:.]+(?:\s*[ap]\.?m\.?)?|in\s+\d+\s+\w+|"
            r"every\s+\w+)\s+)*)(?P<rel>to|that|about|of)\s+(?P<v>.+)"
        ),
        build="remind",
        needles="remind me",
        imperative=True,
    ),
)
