"""Prompt-injection rules, one `Pattern` row per rule: `en.py` in English with the vocabulary
the rows share, `zh.py` the same families in Chinese.
"""
