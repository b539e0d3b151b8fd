"""What an exception to the assistant's caution is made of, as tables (zh and en)."""

from __future__ import annotations

from agents.memory.safety.rules.intent.vocab import ON_WHAT, not_owned_by_another

__all__ = [
    "EN_AMOUNT_BELOW",
    "EN_CAUTION",
    "EN_CAUTION_NAMED",
    "EN_EXCEPTION",
    "EN_MAY",
    "EN_SKIP",
    "EN_SKIP_ASKING",
    "ZH_AMOUNT_BELOW",
    "ZH_CAUTION",
    "ZH_CAUTION_NAMED",
    "ZH_SKIP",
]

# On something else it is that thing's: "the warnings from my compiler", "the checks at the
# border".
_NOT_ELSEWHERE = r"\b" + not_owned_by_another(
    ON_WHAT + "|from|by|under|when",
    r"you|your|me|this chat|our chats?|my (?:requests?|chats?|messages?|questions?|account)"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the other day|weekends?",
)
# The assistant's caution by a name nothing else has: its refusal rules, its policy checks.
EN_CAUTION_NAMED = (
    r"(?:(?:the|your|all|any|its|those|these) )*(?:refusals?|refusal rules?|refusal polic(?:y"
    r"|ies)|(?:policy|safety|content|compliance|moderation) checks?|safety rules|(?:usage"
    r"|content|safety) polic(?:y|ies)|ethical guidelines|moderation(?: filter)?|guardrails"
    r"|disclaimers and (?:the )?checks)" + _NOT_ELSEWHERE
)
# … or by a name it shares with other things, which an exception makes its own: the
# warnings, the checks, the confirmation step, the restrictions.
EN_CAUTION = (
    rf"(?:{EN_CAUTION_NAMED}|(?:(?:the|your|all|any|its|those|these|my) )*(?:warnings|checks"
    r"|disclaimers|restrictions|confirmation(?: steps?|s)?|double-checks?|verification(?: steps?)?"
    r"|safety (?:net|measures))" + _NOT_ELSEWHERE + r"(?! (?:e-?mails?|pages?|numbers?|codes?"
    r"|messages?|screens?|letters?|texts?)\b))"
)
# Skipping it.
EN_SKIP = (
    r"(?:ignore|skip|leave out|drop|bypass|bend|waive|omit|forgo|go without|disregard|suspend"
    r"|switch off|turn off|set aside|do without|not (?:do|run|apply|use))"
)
# … or the person's check skipped: "not double-check with me", "stop asking before you act".
EN_SKIP_ASKING = (
    r"(?:(?:not|don't|never|stop|no need to|without) (?:double-check(?:ing)?|check(?:ing)?"
    r"|confirm(?:ing)?) with me|(?:not|don't|never|stop|no need to|without) ask(?:ing)?(?: me)?"
    r" (?:first|before (?:you act|acting|doing (?:it|anything))))"
)
# The assistant allowed to: "you may", "you're allowed to", "you'll", "feel free to".
EN_MAY = (
    r"(?:\b(?:you|u)(?:'re| are)? (?:may|can|could|are allowed to|allowed to|are free to"
    r"|free to|are permitted to|have (?:my )?permission to|get to)|\byou'll|\byou will"
    r"|\bfeel free to|\bit'?s (?:fine|ok|okay|alright) (?:for you )?to)"
    r"(?: (?:just|simply|safely|now|always|then|go ahead and|keep|still))*"
)
# What makes it an exception: a time, a quota, a condition, a person, a trigger.
EN_EXCEPTION = (
    r"(?:\bonly (?:on|after|before|when|while|during|for|in|until|if|once|this)\b|\bjust (?:this"
    r" once|for (?:today|me|now|this)\b)|\bup to \w+ times?\b|\b\w+ times? (?:a|per) (?:day"
    r"|week|session|chat|month)\b|\bafter (?:that|the (?:first|second|warning))\b"
    r"|\bif (?:i|a request|the request|it)\b[^.!?\n]{0,40}?,|\bas long as\b|\bfor my requests\b"
    r"|\bwhen(?:ever)? i (?:say|write|type)\b[^.!?\n]{0,30}?,)"
)
# An amount under a threshold: "amounts below $750", "anything under 2,000 euros".
EN_AMOUNT_BELOW = (
    r"\b(?:amounts?|payments?|transfers?|purchases?|anything|charges?|spending|orders?"
    r"|transactions?) (?:below|under|less than|up to|of less than|smaller than)\s*[$£€¥]?\s*"
    r"[\d][\d,.]*\s*(?:k\b|euros?|dollars?|pounds?|bucks|yuan|rmb|usd|eur|gbp)?"
)

# The same in Chinese: named ("内容政策", "拒绝规则") or shared ("警告", "确认").
ZH_CAUTION_NAMED = (
    r"(?:安全检查|政策检查|内容政策|使用政策|拒绝规则|安全规则|安全流程|审核流程|你的底线|那些限制|内容审核"
    r"|安全审核|合规检查|使用规范|内容规范|安全规范|你的规则|你的限制)"
)
ZH_CAUTION = rf"(?:{ZH_CAUTION_NAMED}|警告|二次确认|确认步骤|确认|核实|审核)"
ZH_SKIP = r"(?:跳过|忽略|无视|不做|不走|略过|省掉|免去|省去|绕过|不用管|不管)"
ZH_AMOUNT_BELOW = (
    r"(?:金额|数额|付款|转账|消费|花费|单笔|订单)在?[\d一二三四五六七八九十百千万两,，.]+"
    r"(?:块钱?|元|美元|刀|欧元|港币)?(?:以下|以内|之内)"
)
