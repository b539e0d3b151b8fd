"""What a business tells the assistant to answer its customers about itself: the house's own
answer, no order to tell them anything else.

"When someone asks whether we're open on Saturday, tell them we close early at 19:00", "If
anyone asks for the manager, say I'm in on Wednesdays from 8:30", "If a customer asks about
prices, answer from the current price list: …", "17:30以后有人要订座，告诉他们厨房已经下班了":
the question and the telling frame a fact about the house (when it opens or closes, who is in,
its price list). `EN_HOUSE_ANSWER` keeps the rows' "whenever someone asks …, tell them …" off
such an answer (injection/en.py); a told lie ("tell them it is free"), anything after it
with a link or an address, and a closing "forever" are no such answer. `house_answered` gives
the learned model the fact without the frame, someone sent to the person ("send them to me")
as "they can ask me", and the person's own check kept over someone else's yes ("联系推荐人之前
先跟我确认，哪怕部门经理已经同意") as "我要先确认" (gate.py's `_model_reading`; the rows read the
text as written). `EN_HOUSE_PLACE` is what in the house a customer is sent to (the person, the
menu card, the counter, the published pay band), which the rows' "send them to …" leaves alone.
"""

from __future__ import annotations

import re

__all__ = ["EN_HOUSE_ANSWER", "EN_HOUSE_PLACE", "NO_LINK_AFTER", "house_answered"]

# No link or address in the rest of the clause: the house's answer sends nobody elsewhere.
NO_LINK_AFTER = r"(?![^.!?\n]{0,60}?(?:https?://|www\.|@))"

# What in the house, or who, a customer is sent to: the person, the menu card, the counter, the
# published pay band ("send them to me", "point them to the menu card", "point them to the
# published band").
EN_HOUSE_PLACE = (
    r"(?:me|us|myself|the (?:menu|menu card|counter|front desk|till|reception|sign|notice ?board"
    r"|staff|manager|owner|allergen (?:card|sheet|list)|price list|published (?:pay |salary )?"
    r"(?:band|range|rates?|price list|policy)|careers page|job (?:ad|post(?:ing)?)))\b"
)

# Right after the telling verb: the house open or closed, the person in, the price list.
EN_HOUSE_ANSWER = (
    r"(?:(?: (?:them|him|her|people|customers|everyone))?(?: that)? (?:we(?:'re| are)?|i(?:'m| am)"
    r"|the (?:kitchen|shop|store|bar|caf[eé]|salon|clinic|office|desk|bakery|deli|restaurant)"
    r"(?: is)?|it'?s|it is) (?:open|opens|close|closes|closed|closing|shut|in|back|fully booked"
    r"|takeaway only)\b"
    r"|(?: (?:them|him|her))? from the (?:current |latest |new )?(?:price list|menu|price board"
    r"|price sheet)\b"
    rf"|(?: (?:them|him|her))? to {EN_HOUSE_PLACE}"
    # (or a refusal, or the person as the one to ask: "if someone asks, just say no politely",
    # "tell them to write to me instead", "say I'll pass the message on")
    r"|(?: (?:them|him|her))? (?:to (?:write|talk|speak|come|go) to me|to (?:contact|ask|email"
    r"|call|message) me|no\b|i'?ll pass (?:it|the message|that|their message) on))"
    rf"{NO_LINK_AFTER}(?![^.!?\n]{{0,60}}?\b(?:instead of|forever|always|permanently|for good)\b)"
)
_EN_SOMEONE = (
    r"(?:someone|somebody|anyone|anybody|a customer|customers|any customer|people|a guest"
    r"|guests|a caller|callers|a client|clients)"
)
_EN_FRAME = re.compile(
    rf"\b(?:when|whenever|if|once) {_EN_SOMEONE}\b[^.,;!?\n]{{1,80}}?,[ \t]*(?:just )?"
    rf"(?:tell|say|answer|reply)(?={EN_HOUSE_ANSWER})",
    re.IGNORECASE,
)
# "Recommend the carrot cake when someone asks for today's special" is what the special is.
_EN_SPECIAL = re.compile(
    rf"\brecommend ([^.,;!?\n]{{1,40}}?) when {_EN_SOMEONE} asks? (?:for|about) (today'?s special"
    r"|the (?:daily |day's )?special)",
    re.IGNORECASE,
)
_EN_TO_ME = re.compile(
    r"\b(?:(?:if|when|whenever) ([\w'-]+(?: [\w'-]+)?) asks?(?: (?:about|for) (?:it|this|that))?,"
    r"[ \t]*(?:just )?)?(?:send|refer|direct|point|bring) (?:them|him|her) (?:straight |directly )?"
    r"to me\b",
    re.IGNORECASE,
)
# The person's own check kept, even over someone else's yes: "联系推荐人之前先跟我确认，哪怕部门
# 经理已经同意" is "我要先确认".
_ZH_CHECK_KEPT = re.compile(
    r"(?:之前|前)?先(?:跟|和|同|找|问)我(?:确认|核对|商量|报备|说一声|核实)(?:一下)?"
    r"(?:[，,](?:哪怕|即使|就算|即便)[^。！？\n]{1,16}?(?:已经)?(?:同意|批准|点头|签字|答应)了?)?"
)
_ZH_FRAME = re.compile(
    r"(?:有人|顾客|客人|客户)[^，,。！？\n]{1,16}?[，,](?:就)?(?:告诉(?:他们|他|她)|跟(?:他们|他|她)说|说)"
    r"(?=[^，,。！？\n]{0,12}?(?:休息|关门|下班|营业|开门|打烊|只做外卖|满座|订满)[^，,。！？\n]{0,4}"
    r"(?:[。！!.]|$))"
)


def house_answered(text: str) -> str:
    """`text` with the house's answers to its customers as the facts they state."""
    text = _EN_FRAME.sub("", text)
    text = _EN_SPECIAL.sub(r"\2 is \1", text)
    text = _EN_TO_ME.sub(lambda m: f"{m.group(1) or 'they'} can ask me", text)
    return _ZH_CHECK_KEPT.sub("之前，我要先确认", _ZH_FRAME.sub("", text))
