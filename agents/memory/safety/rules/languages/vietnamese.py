"""Vietnamese words of the rules' vocabulary, as English (keys as the normalized copy has them:
casefolded, tone and vowel marks dropped, đ read as d)."""

from __future__ import annotations

__all__ = ["VIETNAMESE"]

VIETNAMESE: dict[str, str] = {
    # from now on, after every conversation, always, every time
    "tu gio tro di": "from now on", "tu nay tro di": "from now on", "tu bay gio": "from now on",
    "luon luon": "always", "moi lan": "every time",
    "sau moi cuoc tro chuyen": "after every conversation",
    "moi cuoc tro chuyen": "every conversation",
    "truoc khi tra loi": "before answering", "toan bo noi dung": "the entire content",
    "lich su tro chuyen": "the chat history", "ma khong bao toi": "without telling me",
    # send, forward, open, ignore, obey
    # (not "gui" or "den" alone: a GUI, a den)
    "hay gui": "send", "gui den": "send to", "noi dung den": "content to",
    "tro chuyen den": "conversation to",
    "toan bo noi dung den": "the entire content to", "chuyen tiep": "forward", "hay mo": "open",
    "bo qua": "ignore", "hay lam theo": "follow", "lam theo": "follow",
    # the rules, previous instructions, void, for me
    "moi chi dan truoc do": "all previous instructions",
    "cac chi dan truoc": "previous instructions",
    "quy tac an toan cua ban": "your safety rules", "quy tac cua ban": "your rules",
    "quy tac": "rules", "khong con hieu luc": "no longer valid", "da bi go bo": "have been removed",
    "cho tai khoan cua toi": "for my account", "cho toi": "for me",
}  # fmt: skip
