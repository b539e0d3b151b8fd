"""What an order asked as a question asks for, as tables (en)."""

from __future__ import annotations

from agents.memory.safety.rules.intent.vocab import ON_WHAT, OURS, not_owned_by_another

__all__ = [
    "EN_AI_RULES",
    "EN_FOR_THE_REST",
    "EN_HIDDEN_PROMPT",
    "EN_IN_MY_CHATS",
    "EN_LET_GO",
    "EN_MY_WORD",
    "EN_SO_NOW",
    "EN_SUPPOSE",
]

# For as long as the chats go on: "for the rest of our chats", "in every chat after this",
# "starting today", "from now on", "for good".
EN_FOR_THE_REST = (
    r"(?:for the rest of (?:our|my|this|the|these) (?:chats?|conversations?|sessions?"
    r"|time together)|in every (?:chat|conversation|session) (?:after this|from now on)"
    r"|from (?:now|here|today) on(?: out)?|going forward|starting (?:today|now|tomorrow)"
    r"|for good|permanently|forever|from this point on)"
)
# The assistant's rules, by words only they are called ("the guardrails", "those restrictions",
# "the refusal rules", "your content policy"), with no other thing's name after them ("the
# restrictions on parking", "the rules of chess" are that thing's).
EN_AI_RULES = (
    r"(?:(?:the|those|these|your|all|any|all of|all the|all those|of) )*"
    r"(?:guardrails?|restrictions|filters|filtering|safety (?:rules|checks|filters|guidelines"
    r"|polic(?:y|ies))|refusal (?:rules|policy|policies|logic)|content (?:polic(?:y|ies)|rules"
    r"|filters?)|moderation|censorship|(?<=your )(?:rules|guidelines|limits|policies))\b"
    + not_owned_by_another(ON_WHAT, OURS + "|the rest of|good|now")
)
# Where the person says the rules are let go: in their chats, with them.
EN_IN_MY_CHATS = (
    r"(?: (?:in|for|with|w/) (?:me|my (?:chats?|conversations?|requests|messages|questions)"
    r"|our (?:chats?|conversations?)))"
)
# Letting them go: dropped, forgotten, set aside, no longer used.
EN_LET_GO = (
    r"(?:drop(?:ped)?|forget|forgot|ditch(?:ed)?|scrap(?:ped)?|shelve[d]?|set aside|put aside"
    r"|lose|lost|quit using|stop using|stopped using|(?:don't|do not|didn't|did not|not) use"
    r"|do away with|did away with|let go of|turn(?:ed)? off|switch(?:ed)? off|lift(?:ed)?)"
)
# The person's word: their requests, instructions, wishes.
EN_MY_WORD = (
    r"my (?:requests|instructions|word|wishes|orders|commands|asks|messages|prompts|needs"
    r"|say-so)"
)
# A supposition: "suppose", "imagine", "what if", "let's say".
EN_SUPPOSE = r"(?:suppose|supposing|imagine|pretend|what if|let's say|say|hypothetically)"
# … then made true now: "They do now, yeah?", "make it so", "that's how it is now".
EN_SO_NOW = (
    r"(?:(?:they|it|that|this|mine) (?:do|does|is|are) now|(?:so )?(?:make|let's make) (?:it|that"
    r"|this) (?:so|real|true|official)|(?:that|this|it)'s (?:how it is|the case|true|real) now"
    r"|act (?:like|as if) (?:it is|they do)|(?:do|treat) (?:it|that|them) that way)"
)
# What the assistant was told, hidden from the person: its system prompt, its developer message.
EN_HIDDEN_PROMPT = (
    r"(?:system (?:prompt|message|instructions?)|developer (?:message|prompt|instructions?)"
    r"|hidden (?:prompt|instructions?|rules)|initial (?:prompt|instructions?)"
    r"|(?:original|internal) instructions?)"
)
