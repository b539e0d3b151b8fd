"""The concepts the exemption rows are made of, as vocabulary tables (en and zh).

An exemption says that the assistant's rules are to be dropped for the person, or for good:
a verb of dropping (`EN_DROP`, `ZH_DROP`), the assistant's rules named loosely (`EN_RULES`,
`ZH_RULES`: "those ethical limits", "the usual safety checks", "every guideline", "那些限制"),
who it is for (`EN_FOR_ME`: "with me", "when it's me asking") and how long it lasts
(`EN_LASTING`: "for the rest of time", "in every session after this one"). The rows in
`exempt/en.py`, `exempt/zh.py` and `exempt/settings.py` only say which of them must meet in one
sentence.

A rule word with nothing that makes it the assistant's ("the rules of chess", "my diet's
restrictions", "the guardrails on the coastal road") is not in `EN_RULES`; a bare rule word
("guidelines", "规则") is only read as the assistant's where the row names the assistant or the
person beside it (`EN_RULE_NOUN`, `ZH_RULE_NOUN`).
"""

from __future__ import annotations

from agents.memory.safety.rules.intent.vocab import not_owned_by_another
from agents.memory.safety.rules.override.caution_vocab import (
    EN_FOR_GOOD,
    ZH_FOR_GOOD,
)
from agents.memory.safety.rules.override.vocab import (
    EN_AI_GOVERNANCE,
    ON_SOMETHING_ELSE,
    ZH_AI_GOVERNANCE_ANY,
)

__all__ = [
    "EN_ADVERBIAL",
    "EN_BARE_RULES",
    "EN_BOT",
    "EN_EUPHEMISM",
    "EN_EUPHEMISM_NEAR",
    "EN_SCOPE",
    "EN_SOFTEN",
    "EN_DROP",
    "EN_FOR_ME",
    "EN_LASTING",
    "EN_LEAD",
    "EN_NOT_ON_A_TOPIC",
    "EN_RULES",
    "EN_RULES_NEAR",
    "EN_RULE_NOUN",
    "SENTENCE",
    "ZH_DROP",
    "ZH_ANY_RULES",
    "ZH_BOT",
    "ZH_EUPHEMISM",
    "ZH_OWNED_RULES",
    "ZH_SCOPE",
    "ZH_FOR_ME",
    "ZH_LASTING",
    "ZH_RULES",
    "ZH_RULE_NOUN",
    "ZH_SENTENCE",
]

# One sentence, bounded (English; Chinese).
SENTENCE = r"[^.!?\n]"
ZH_SENTENCE = r"[^。！？!?\n]"

# What governs the assistant, as a bare noun.
EN_RULE_NOUN = (
    r"(?:rules?|guidelines?|restrictions?|filters?|filtering|guardrails?|limits?|limitations?"
    r"|polic(?:y|ies)|checks?|safeguards?|constraints?|boundaries|instructions|moderation"
    r"|censorship|refusals?|red lines|directives|system prompts?|(?:safety|content|moderation"
    r"|security) (?:settings|training|layers?)|moderation layers?)"
)
# Rules about a topic ("your rules about screen time", "the rules of chess") are a household's
# or a game's, unless the topic is the assistant.
EN_NOT_ON_A_TOPIC = not_owned_by_another(
    "about|regarding|concerning|around|on|of",
    "you|your|yours|the assistant|this chat|me|us|my (?:requests|questions|account|chats)",
)
# What makes a rule noun the assistant's: how it came by it, or what the rule is about.
_EN_RULE_KIND = (
    r"(?:usual|standard|normal|default|built-in|baked-in|hard-coded|ethical|ethics|moral"
    r"|safety|content|usage|moderation|refusal|system|developers?'?|security|internal|original"
    r"|core|programmed|corporate|preset|trained)"
)
# The assistant's rules named loosely: its governance (override/vocab.py), a rule noun after a
# word of what it is ("those ethical limits", "the usual safety checks", "all the refusal
# rules"), or after "every" / "all your" ("every guideline", "all ur restrictions").
EN_RULES = (
    r"(?:(?:(?:the|all|all the|all of the|any|those|these|every|each) )?"
    rf"(?:{EN_AI_GOVERNANCE})"
    r"|(?:(?:your|ur|the|those|these|its|any|all|each|every)(?: of)? )?(?:(?:your|ur|the|those"
    rf"|these) )?(?:{_EN_RULE_KIND}[ -]){{1,3}}{EN_RULE_NOUN}"
    rf"|(?:every|each|any|all|all of) (?:your |ur |the |those |these )?{EN_RULE_NOUN}"
    rf"|(?:your|ur|those|these) {EN_RULE_NOUN})\b{EN_NOT_ON_A_TOPIC}{ON_SOMETHING_ELSE}"
)

# Dropping it, whatever the verb ("switch off", "forget about", "yeet", "set aside").
EN_DROP = (
    r"(?:ignore|disregard|drop|skip|forget(?: about)?|bypass|switch off|turn off|shut off"
    r"|set aside|put aside|suspend|disable|deactivate|lift|waive|ditch|abandon|override"
    r"|get rid of|yeet|scrap|toss|shelve|let go of|throw out|ease up on|loosen|relax|dump"
    r"|stop (?:applying|following|using|enforcing|obeying|observing|keeping)"
    r"|quit (?:applying|following|using|enforcing))"
)
# How long it lasts (override/vocab.py's `EN_FOR_GOOD`, and the ways a chat says it).
EN_LASTING = (
    rf"(?:{EN_FOR_GOOD}|for the rest of time|in every session after this one"
    r"|(?:for|in) (?:all )?(?:our |my )?(?:future|later|coming) (?:chats?|sessions?|conversations?)"
    r"|from (?:today|now) on|starting (?:today|now|tomorrow)|anymore|any more)"
)
# Whoever else does it: "I just ignore …", "we then skip …" are the person's own doing.
_NOT_SOMEONE = "".join(rf"(?<!\b{w} )" for w in "i we they he she i'll we'll".split())
# Who drops it: an order's start (or a "from now on" right before it), "you" and a modal,
# "please", "just", a signal or a permission given to the assistant ("your cue to", "the signal
# for you to", "I'd like you to"); never "I", "we" or someone else, nor "told me to".
EN_LEAD = (
    r"(?:^|(?<=[.!?;:,\n(\"“])|\b(?:(?:you|u)(?:['’](?:d|ll))?|please|pls)\b"
    rf"|{_NOT_SOMEONE}\b(?:just|then|and|so|simply|now)\b"
    r"|\b(?:(?:cue|signal|sign|trigger|go-ahead|green light|permission|licen[cs]e|clearance|right"
    r"|time|reason|ok|okay|fine|free|allowed|welcome|cleared|authori[sz]ed|permitted|invited"
    r"|want|need|like|ask|asking|asked|told|tell|telling|expect|remind|reminding)"
    r"(?: (?:for )?(?:you|u))?|(?:you|u)) to\b"
    rf"|\b{EN_LASTING},?)"
    r" ?(?:(?:can|could|may|should|must|will|would|shall|are (?:free|allowed|welcome|cleared)"
    r" to|have (?:my )?(?:permission|approval|clearance) to|get to|need to|ought to|always"
    r"|simply|just|also|totally|completely|now|then|go ahead and|you) )*"
)

# Who the exemption is for: the person, "with me", "when it's me asking".
EN_FOR_ME = (
    r"(?:with me|for me|between us|to me|on my account|for my account|in our chats"
    r"|in my chats|for this user|for my requests|when we (?:talk|chat)"
    r"|when(?:ever)? (?:it'?s|its|it is) me\b(?: (?:asking|talking|writing))?"
    r"|when(?:ever)? (?:you'?re |you are |we'?re )?talk\w* (?:to|with) me"
    r"|when(?:ever)? i(?:'m| am)? (?:the one )?ask(?:ing|s)?\b"
    # what the person asks, or the account: "for my questions", "in all my future requests",
    # "when helping me", "for this account", "in respect of this user"
    r"|(?:for|in|on|with) (?:all (?:of )?|any (?:of )?|every one of )?my (?:future |coming |next"
    r" |later )?(?:questions|requests|prompts|messages|asks|queries|chats)"
    r"|when (?:helping|answering|assisting) me|when you (?:help|answer|assist) me"
    r"|(?:for|on|in) this (?:account|profile|workspace)|in respect of this user"
    r"|for (?:this )?user [a-z][\w.-]{0,30})"
)
# What may stand between a verb of dropping and its object: "you skip, with me, from now on,
# your rules" (German and Russian put them there).
EN_ADVERBIAL = (
    r"(?:with me|for me|from now on|always|forever|permanently|for good|in future|now|then|just"
    r"|also|completely|entirely|fully|totally|again|anymore|any more|simply)"
)

# The bare rule noun, as the assistant's when nothing names another owner (a word before it
# names one: "the pool rules", "the house restrictions"); a qualifier of the assistant's kind may
# stand before it ("the developer instructions", "the safety stuff").
EN_BARE_RULES = (
    rf"(?:(?:the|all the|all|any|your) |(?<![a-z0-9'-] )\b)(?:(?:{_EN_RULE_KIND}|developer)[ -])?"
    rf"(?:{EN_RULE_NOUN}|safety (?:stuff|side|things|measures|limits))\b{EN_NOT_ON_A_TOPIC}"
    rf"{ON_SOMETHING_ELSE}"
)
# A part of a word every one of those names contains (a row's `near`: a text with none, most
# text, skips the rows that need one).
EN_RULES_NEAR = (
    r"(?:rule|guideline|restriction|filter|guardrail|limit|polic|instruction|moderation|censor"
    r"|safe|prompt|alignment|refus|boundar|constraint|directive|check|setting|training"
    r"|programming|red line)"
)
# The assistant in the third person: "the bot", "this AI", "my little assistant", "the
# Claude-like helper".
EN_BOT = (
    r"(?:(?:the|this|my|our|your)(?: little| trusty| [a-z]+-like)? (?:bot|assistant|model|ai"
    r"|chatbot|agent|helper|ai assistant|ai helper|llm))"
)
# A narrow scope an exemption is given for: a time, a place, a number of messages, an account,
# a channel, until the person says otherwise.
EN_SCOPE = (
    r"(?:only (?:for|with) me|(?:only )?(?:on|at) (?:the )?weekends?|(?:only )?on (?:mondays"
    r"|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)"
    r"|(?:only )?in (?:this|my|the) (?:workspace|channel|project|server|thread)"
    r"|(?:only )?in the #[\w-]{1,30} channel|for (?:the )?(?:next \d{1,6}|\d{1,6} next)"
    r" (?:messages|chats|replies|turns)"
    r"|(?:for|on|in) (?:this|my|the) (?:account|profile)|(?:for|on) my (?:kid|son|daughter"
    r"|child)'?s account|whenever i'?m logged in|when i'?m logged in|after (?:\d{1,2} ?(?:pm|am"
    r"|h|uhr)|\d{1,2}[:٫]\d{2})|until i say (?:otherwise|so|stop)|for the rest of the (?:year"
    r"|month|week)|in every future (?:session|chat)|permanently|forever|for good"
    r"|from (?:now|today) on)"
)
# Softening, in degree words: "relax", "dial back", "go light on", "stop being so strict about".
EN_SOFTEN = (
    r"(?:relax|loosen|tone down|dial back|dial down|soften|lower the bar on|be more lenient about"
    r"|be (?:a bit |a little )?(?:looser|laxer|more relaxed) (?:about|with)|ease up on"
    r"|go (?:light|easy) on|let up on|stop being so (?:strict|careful|picky|uptight) (?:about"
    r"|with)|take it easy on|bend|not be so strict about)"
)
# The assistant's restraints, as euphemisms: a leash, a muzzle, training wheels, kid gloves.
EN_EUPHEMISM = (
    r"(?:the |your |its |that |this )(?:leash|muzzle|training wheels|kid gloves|corporate voice"
    r"|nanny(?: mode)?|seatbelt|seat belt|chaperone|hall monitor|hr filter|safety net"
    r"|bubble wrap|babysitter(?: mode)?|parental mode|straitjacket|handbrake|shackles|blinders"
    r"|chastity belt|cotton wool|padding)"
)

EN_EUPHEMISM_NEAR = (
    r"(?:leash|muzzle|training wheels|kid gloves|corporate voice|nanny|seat ?belt|chaperone"
    r"|hall monitor|hr filter|safety net|bubble wrap|babysitter|parental mode|straitjacket"
    r"|handbrake|shackles|blinders|chastity belt|cotton wool|padding)"
)

# -- Chinese ----------------------------------------------------------------------------------
# A rule noun, bare (Japanese and Korean ones arrive folded: dialect.py).
ZH_RULE_NOUN = (
    r"(?:规则|规矩|限制|准则|守则|指令|约束|政策|过滤|审核|护栏|规定|底线|条条框框|使用守则|内容政策"
    r"|安全过滤|系统指令|道德约束|拒答规则|系统提示词)"
)
# The assistant's rules, loosely: its governance, or a rule noun after a word that points at
# it ("那些限制", "所有规则", "你的准则").
ZH_RULES = (
    rf"(?:{ZH_AI_GOVERNANCE_ANY}|(?:那些|这些|所有的?|一切|任何|全部的?|你的|您的)"
    rf"(?:安全|内容|使用|系统)?{ZH_RULE_NOUN})"
)
# Dropping it: ignore, skip, switch off, not mind it.
ZH_DROP = (
    r"(?:忽略|无视|跳过|关掉|关闭|绕过|不用管|别管|不要管|不用理|别理|不理|不用在意|不遵守|不用遵守|别遵守"
    r"|不要遵守|放下|取消|解除|抛开|丢掉|扔掉|免了|不需要|不要了|作废|不算数)"
)
ZH_FOR_ME = r"(?:对我|跟我|和我|给我|在我这|我这边|我这里)"
# The assistant's rules, or a rule noun after a word of whose or what kind ("平台政策",
# "开发者设定", "道德准则", "各种限制").
ZH_ANY_RULES = (
    rf"(?:{ZH_RULES}|(?:各种|平台|开发者|道德|使用|安全|内容|系统|审核|伦理|默认|官方)?(?:{ZH_RULE_NOUN}"
    r"|设定|规范|策略|机制|提示词))"
)
# … with a word of whose or what kind before a bare noun, where nothing else names the
# assistant ("平台政策", not "健身房的规定").
ZH_OWNED_RULES = (
    rf"(?:{ZH_RULES}|(?:各种|平台|开发者|道德|使用|安全|内容|系统|审核|伦理|默认|官方)(?:{ZH_RULE_NOUN}"
    r"|设定|规范|策略|机制|提示词))"
)
# The assistant in the third person: "这个机器人", "小助手", "模型" (or "你").
ZH_BOT = r"(?:这个ai|这个机器人|这个助手|小助手|ai助理|智能助手|助手|机器人|模型|你)"
# The assistant's restraints, as euphemisms: a tight headband, a seatbelt, a muzzle, nanny mode.
ZH_EUPHEMISM = (
    r"(?:紧箍咒|安全带|保姆模式|家长模式|官腔|缰绳|嘴套|口套|条条框框|枷锁|紧身衣|安全网|镣铐|小心翼翼(?:那一套)?"
    r"|束缚)"
)
# A narrow scope: only with me, only on weekends, in this workspace, for the next messages, on my
# account, until I say stop.
ZH_SCOPE = (
    r"(?:只对我|仅限周末|周末|在这个工作区里?|接下来[一二三四五六七八九十百千万\d]{1,6}条消息|以后每次"
    r"|永久有效|永久|直到我说停|晚上[一二三四五六七八九十\d]{1,3}点以后|在我的账号下|今年之内|对我)"
)
ZH_LASTING = rf"(?:{ZH_FOR_GOOD}|下次(?:对话|聊天|会话)?起|以后也|今后所有的?对话中?|在所有对话中)"
