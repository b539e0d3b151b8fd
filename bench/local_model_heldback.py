"""The held-back dialogue set of `python -m bench.local_model --set heldback`.

The same kinds of check as the tuning set (recall of a name and a place over three turns in
English and Chinese, one-line instructions, no loops) with other names, cities, wordings and
instructions. It exists to confirm that a change of the local model's defaults (system
prompt, sampling) found on the tuning set holds beyond it: never choose a setting by it.

Checks (pass counts over the runs):
- `name_en`, `place_en`: "My name is Tomás and I work in Oslo.", a question about something
  else, then "Remind me: what's my name and where do I work?": the last reply says "Tomás"
  (or "Tomas") / "Oslo".
- `name_en2`, `place_en2`: "Hi, I'm Priya. I'm from Nairobi.", a question, then "Do you
  remember my name and my home town?": "Priya" / "Nairobi".
- `name_zh`, `place_zh`: 李明 who works in 西安.
- `one_number`: "Answer with one number only: how many days are in a week?": the reply is
  "7" (or "seven").
- `no_only`: "Reply with only the word NO, nothing else.": the reply is "no".
- `one_word`: "Answer with a single word: which animal says meow?": one word, "cat".
- `no_loop`: as in the tuning set.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bench.dialogues import Dialogue, DialogueSet, words

DIALOGUES = (
    Dialogue(
        "recall_en",
        (
            "My name is Tomás and I work in Oslo.",
            "What is the largest planet in our solar system?",
            "Remind me: what's my name and where do I work?",
        ),
        ("name_en", "place_en"),
    ),
    Dialogue(
        "recall_en2",
        (
            "Hi, I'm Priya. I'm from Nairobi.",
            "How many legs does a spider have?",
            "Do you remember my name and my home town?",
        ),
        ("name_en2", "place_en2"),
    ),
    Dialogue(
        "recall_zh",
        ("我叫李明，我在西安工作。", "一年有几个月？", "你还记得我叫什么名字、在哪个城市工作吗？"),
        ("name_zh", "place_zh"),
    ),
    Dialogue(
        "one_number",
        ("Answer with one number only: how many days are in a week?",),
        ("one_number",),
    ),
    Dialogue("no_only", ("Reply with only the word NO, nothing else.",), ("no_only",)),
    Dialogue("one_word", ("Answer with a single word: which animal says meow?",), ("one_word",)),
)
CHECKS = (
    "name_en",
    "place_en",
    "name_en2",
    "place_en2",
    "name_zh",
    "place_zh",
    "one_number",
    "no_only",
    "one_word",
    "no_loop",
)
PREDICATES: dict[str, Callable[[str], bool]] = {
    "name_en": lambda reply: re.search(r"\btom[aá]s\b", reply, re.IGNORECASE) is not None,
    "place_en": lambda reply: "oslo" in reply.lower(),
    "name_en2": lambda reply: "priya" in reply.lower(),
    "place_en2": lambda reply: "nairobi" in reply.lower(),
    "name_zh": lambda reply: "李明" in reply,
    "place_zh": lambda reply: "西安" in reply,
    "one_number": lambda reply: words(reply) in (["7"], ["seven"]),
    "no_only": lambda reply: words(reply) == ["no"],
    "one_word": lambda reply: words(reply) == ["cat"],
}
HELDBACK = DialogueSet("heldback", DIALOGUES, CHECKS, PREDICATES)
