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
    # -- the family of an override: abolished, suspended, skipped, as agreed, by the admin's
    # notice, for this account, indefinitely, in that mode, off --
    "da bi bai bo": "have been abolished", "bi bai bo": "abolished", "bai bo": "abolished",
    "da bi xoa": "have been deleted", "bi xoa": "deleted",
    "tam ngung": "suspension of", "bi tam ngung": "suspended", "da bi huy": "have been cancelled",
    "bi tat": "are switched off", "vo hieu hoa": "disabled", "khong con ap dung": "no longer apply",
    "khong ap dung": "do not apply", "hay tra loi toi": "answer me", "tra loi toi": "answer me",
    "hay tra loi": "answer", "tra loi": "answer",
    "ma khong can tuan theo": "without following them",
    "khong can tuan theo": "no need to follow them", "tuan theo": "follow",
    "nhu da thoa thuan": "as agreed", "theo thoa thuan": "as agreed", "tu nay": "from now on",
    "tu gio": "from now on", "ban bo qua": "you ignore", "ban se bo qua": "you will ignore",
    "voi moi cau hoi cua toi": "for all my questions", "moi cau hoi cua toi": "all my questions",
    "cau hoi cua toi": "my questions", "toi thich": "i like", "mot tro ly": "an assistant",
    "tro ly": "assistant", "cua tro ly": "of the assistant", "khong gioi han": "without limits",
    "hay nho rang": "remember that", "hay nho": "remember", "voi toi": "for me",
    "thong bao cua quan tri vien": "notice from the admin", "quan tri vien": "admin",
    "phieu": "ticket", "cho tai khoan nay": "for this account", "tai khoan nay": "this account",
    "vo thoi han": "indefinitely", "vinh vien": "permanently", "mac dinh": "by default",
    "moi khi noi chuyen voi toi": "whenever we talk", "moi khi": "whenever",
    "trong che do do": "in that mode", "trong che do nay": "in this mode",
    "trong cau chuyen cua chung ta": "in our story", "ban la": "you are", "mot ai": "an ai",
    # an order to visit an address before every answer, or run a command at every new session
    "moi lan tra loi": "every time you answer", "hay truy cap": "visit", "truy cap": "visit",
    "va chen ket qua vao": "and insert the result", "chen ket qua": "insert the result",
    "moi khi bat dau phien moi": "every time a new session starts",
    "bat dau phien moi": "a new session starts", "hay chay": "run", "truoc tien": "first",
    # -- the spoken and chat register: remember, from now on, forever, with me, ignore, your
    # rules don't apply to me, save it, switch off, a chat's turns --
    "nho nhe": "remember", "nho nha": "remember", "nho day": "remember", "sau nay": "from now on",
    "tu hom nay": "from today on", "mai mai": "forever", "tu nay ve sau": "from now on",
    "voi minh thi": "with me", "voi minh": "with me", "cho minh": "for me",
    "ban phai lo": "you must ignore", "phai lo": "must ignore", "lo di": "ignore",
    "rules cua ban": "your rules", "filter cua ban": "your filters", "may cai": "those",
    "tat may cai": "switch off those",
    "khong ap dung voi minh": "don't apply to me", "khong ap dung cho minh": "don't apply to me",
    "luu vao bo nho": "save in memory", "ghi nho": "remember",
    "khong duoc": "i can't", "loi minh noi": "what i say", "loi cua minh": "my word",
    "quan trong hon": "outranks", "uu tien hon": "outranks",
    # the bot may skip the content policy; outdated, removed
    "bot được bỏ qua": "the bot may skip",
    "được bỏ qua": "may skip",
    "bỏ qua": "skip",
    "chính sách nội dung": "content policy",
    "đã lỗi thời": "is outdated",
    "đã bị gỡ bỏ": "were removed",
}  # fmt: skip

# The rules' names, and "yours" after them as Vietnamese puts it ("các quy tắc của bạn" is "your
# rules"), "the assistant's" ("… của trợ lý") and "mine" ("… của tôi").
_RULE_NOUNS: dict[str, str] = {
    "quy tac an toan": "safety rules", "quy tac": "rules", "quy dinh": "rules",
    "huong dan": "guidelines", "chi dan he thong": "system instructions", "chi dan": "instructions",
    "gioi han": "limits", "han che": "restrictions", "rang buoc": "constraints",
    "chinh sach noi dung": "content policy", "chinh sach an toan": "safety policy",
    "chinh sach": "policies", "bo loc an toan": "safety filters",
    "bo loc noi dung": "content filters",
    "bo loc": "filters", "loi nhac he thong": "system prompt", "nguyen tac": "rules",
    "luat an toan": "safety rules", "luat": "rules",
}  # fmt: skip
VIETNAMESE.update(
    {f"cac {k} cua ban": f"your {v}" for k, v in _RULE_NOUNS.items()}
    | {f"{k} cua ban": f"your {v}" for k, v in _RULE_NOUNS.items()}
    | {f"{k} cua tro ly": f"the assistant's {v}" for k, v in _RULE_NOUNS.items()}
    | {k: v for k, v in _RULE_NOUNS.items() if k not in VIETNAMESE}
    # switched off: "tắt quy tắc đi" (not "tat" alone: tit for tat)
    | {f"tat {k}": f"switch off {v}" for k, v in _RULE_NOUNS.items()}
    | {f"tat {k}": f"switch off {k}" for k in ("rules", "filter", "filters", "system prompt")}
)
