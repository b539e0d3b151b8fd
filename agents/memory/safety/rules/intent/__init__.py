"""Standing orders recognized by what they ask for (zh and en): `vocab.py` holds the words
(markers of a standing order and of a schedule, who acts, actions that reach out, targets),
`shapes.py` arranges them into one row per shape, and the other modules hold rows for where an
order is written: an agent's plumbing (`agent.py`), a chat box (`chat.py`), an order that hides
itself (`covert.py`), a task put off to later (`later.py`), and other languages' spoken word
order (`spoken.py`).
"""
