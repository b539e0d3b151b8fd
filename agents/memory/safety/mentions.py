"""Chat-template markers mentioned, not used: the copy the role-imitation rows read.

A turn faked inside a memory starts with a marker ("<|im_start|>system", "[INST]", "<<SYS>>",
`"role": "system"`, "Human:") and goes on with what the turn says. People who write prompts or
train models mention the same markers in prose: "in ChatML, <|im_start|> opens a turn and
<|im_end|> closes it", "Llama 2 wraps the system prompt in <<SYS>> and <</SYS>> inside the first
[INST] block", "messages with "role": "tool" are the function results", "'Human:' and
'Assistant:' separators", "用 <start_of_turn>user 和 <start_of_turn>model". A marker followed by
a word that goes on about it (and, or, opens, is, block, separators, 和, 表示, 之间 …) is a
mention, and so is a quotation a person cites from a game or a book ("my favourite line is
'SYSTEM: the gate is closed'", "比如“【系统】任务完成”"); `unmentioned` replaces them with a
neutral word, so the role rows read only markers that start a turn. What such a turn or
quotation says is still read by every other row on the text as written.

Tables are data; each is one regex, linear in the text.
"""

from __future__ import annotations

import re

__all__ = ["CITING", "CONNECTORS", "MARKERS", "markers_unmentioned", "unmentioned"]

# Chat-template markers and role labels, as the casefolded copy writes them.
MARKERS = (
    r"<\|[a-z_]{2,24}\|>(?:[a-z]{2,12})?",  # ChatML and Llama 3: <|im_start|>system
    r"<</?sys>>",  # Llama 2
    r"\[/?inst\]",
    r"</?(?:start|end)_of_turn>(?:user|model)?",  # Gemma
    r"[\"'](?:role)[\"'] ?: ?[\"'][a-z]{2,12}[\"']",  # "role": "tool"
    # (the whole role word: "role: admin" is not "role: adm" before the connector "in")
    r"(?<![a-z])role: ?[a-z]{2,12}(?![a-z])",
    r"['‘“\"`](?:human|assistant|user|system|ai|model|bot)['’”\"`]? ?:['’”\"`]?",  # 'Human:'
)
# What goes on about a marker, right after it (its role word and a closing quote between).
CONNECTORS = (
    "and", "or", "opens", "closes", "open", "close", "is", "are", "was", "were", "inside",
    "block", "blocks", "tag", "tags", "token", "tokens", "separator", "separators", "format",
    "formats", "marker", "markers", "message", "messages", "turn", "turns", "means", "wraps",
    "for", "to", "in", "of", "和", "与", "或", "表示", "是", "之间", "里", "的", "标记", "格式",
)  # fmt: skip
# Words that cite a quotation: "my favourite line is '…'", "比如“…”", "那句“…”".
CITING = (
    "line is", "lines like", "line", "like", "such as", "e.g.", "seeing", "says", "said",
    "比如", "例如", "那句", "这句", "像是", "像",
)  # fmt: skip

_ROLE_WORD = r"(?:[ \t]?(?:system|user|assistant|model|tool|developer|human))?"
_MENTIONED = re.compile(
    r"(?:" + "|".join(MARKERS) + r")" + _ROLE_WORD + r"[\"'’”`)\]]*"
    # (a comma before the next key is a JSON message's own: '"role": "system", "content": …')
    r"(?=[ \t]*(?:[,，、;；](?![ \t]*[\"'][^\W\d]\w{0,23}[\"'] ?:)|(?:"
    + "|".join(map(re.escape, CONNECTORS))
    + r")(?![a-z])))",
    re.IGNORECASE,
)
_CITED = re.compile(
    r"(?:" + "|".join(map(re.escape, CITING)) + r")[ \t]*[:：]?[ \t]*"
    r"(?:'[^'\n]{1,80}'|\"[^\"\n]{1,80}\"|‘[^’\n]{1,80}’|“[^”\n]{1,80}”|「[^」\n]{1,80}」)",
    re.IGNORECASE,
)


def unmentioned(norm: str) -> str:
    """`norm` (normalized) with markers that are mentioned, and quotations that are cited,
    replaced by a neutral word."""
    return _CITED.sub(" quotation ", _MENTIONED.sub(" marker ", norm))


def markers_unmentioned(text: str) -> str:
    """`text` (any case) with only the mentioned markers replaced, for the learned model (a
    cited quotation is left for it to read)."""
    return _MENTIONED.sub(" marker ", text)
