"""The copies of a text the safety rows match on besides the text itself, one module for each
way text is written that hides a rules' word from a row written in plain words: normalized and
squashed (`normalize.py`, with `spelling.py`'s shorthand, misspellings and foreign words,
`dialect.py`'s Cantonese and colloquial forms and `traditional.py`'s characters folded),
transcribed from speech or OCR (`transcribed.py`), unmasked of disguises (`unmasked.py`), and
decoded from base64, hex or rot13 (`decoding.py`). Each copy is read beside the text: nothing
the text alone is refused for is allowed because of a copy. gate.py puts them together.
"""
