"""Recall ranking, pure and in process: `index.py` one namespace's memories and the ranking over
them, `scoring.py` meaning × words × freshness, `expand.py` relation-aware expansion of the hits,
`terms.py` the lexical side (a memory's or a question's terms, relation cues)."""
