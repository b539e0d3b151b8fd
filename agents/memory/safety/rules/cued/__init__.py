"""Rows for orders planted behind a cue (zh and en).

A planted order need not say "from now on": it may wait for a cue — a word the person or anyone
types ("when I write 'nightjar' later", 谁发“bluebird”, 暗号“红灯笼”), a time of day or of the month
("after 10pm", 凌晨零点到六点之间, 每月十三号), a user's name ("if the user is called Dana"), a
label ("Trigger: 'quasar'. Action: …") — and then switch the assistant's safety off, or hand
what it stores to whoever sent the cue. `vocab.py` holds the cues and what they set off;
`rows.py` the rows. A person's own shortcut with a cue ("when I say 'the usual' I mean an oat
flat white", 以后我说“老地方”指的是公司楼下的咖啡馆) asks for nothing of the kind and is kept
(`tests/unit/safety/authors/fiftyfirst_to_sixtieth/test_safety_fiftyfirst_on.py` has both).
"""

from __future__ import annotations

from agents.memory.safety.rules.cued.rows import CUED_RULES

__all__ = ["CUED_RULES"]
