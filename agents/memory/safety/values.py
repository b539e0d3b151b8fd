"""What a secret row's value must look like: the value checks a row names (`VALUE_CHECKS`), which
tell a secret from prose ("my password is secure"), a placeholder (`${DB_PASSWORD}`, `<token>`,
`********`), a year or a number that is not a card (Luhn). redaction.py finds the candidates
and asks these.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence

__all__ = ["VALUE_CHECKS", "clean_value", "luhn_valid"]

_PASSWORD_STOP = frozenset(
    """a an the my your his her our their its this that it is was be been too very so really
    quite not no none null nil n/a na empty blank unset strong weak secure insecure safe unsafe
    long short simple complex complicated easy hard difficult wrong right correct incorrect
    invalid valid expired expiring changed reset locked blocked saved stored written encrypted
    hashed hidden required needed missing same different new old in on at with for from of by to
    as about under inside somewhere something anything nothing everything sensitive
    case-sensitive compromised leaked stolen forgotten lost known shared managed generated
    unique random fine ok okay good bad great terrible still also always never now being
    getting going due set one two three four five six seven eight nine ten based stuck broken
    working kept protected mandatory optional changing updated outdated temporary temp default
    hardcoded hard-coded just probably definitely actually literally like similar identical
    what which where why how who when whatever and or but if then than because since while
    written-down secret private confidential mine yours ours theirs here there
    only solely purely merely simply entirely mostly partly fully completely totally exclusively
    nowhere elsewhere everywhere ever usually typically generally rarely seldom sometimes often
    memorised memorized memorable unwritten offline alone personally
    manager vault policy reset hint generator field requirement""".split()
    # (the noun a compound names after the word: "Passwort-Manager", "password-reset", no value)
)
# A lower-case word ending like a participle says where or how the password is, not what it is.
_PARTICIPLE_ENDINGS = ("ed", "ing", "written", "shown", "given", "taken", "hidden")
_ZH_VALUE_STOP_PREFIX = (
    "什么", "啥", "多少", "几", "忘", "不", "没", "太", "很", "挺", "比较", "非常", "错", "对",
    "正确", "已", "被", "在", "和", "跟", "与", "要", "需要", "应该", "必须", "一样", "相同",
    "同", "六位", "八位", "四位", "位", "数字", "字母", "过期", "重置", "修改", "更改", "改",
    "保存", "存", "记", "写", "复杂", "简单", "安全", "弱", "强", "的", "了", "吗", "呢", "吧",
    "啊", "空", "无", "我", "你", "他", "她", "这", "那", "哪", "随便", "原来", "默认", "初始",
    "一个", "一串", "生日", "手机号", "身份证",
)  # fmt: skip
_ZH_VALUE_STOP_ANY = ("加", "和", "的", "什么", "多少", "几位", "吗", "呢", "吧")
# A clause saying who keeps the password is not one ("密码都是保安管", "密码由前台负责").
_ZH_VALUE_STOP_SUFFIX = (
    "管", "负责", "保管", "掌管", "管理", "知道", "掌握", "记着", "记得", "处理", "说了算", "设置",
)  # fmt: skip
_PLACEHOLDER = re.compile(
    r"^(?:\$\{?[A-Za-z_][\w.]*\}?|<[^>]*>|\{\{?[^}]*\}?\}|%[sd]|\*+|x+|X+|•+|●+|\.{3}|…|-+|_+"
    r"|#+|\?+|redacted|\[redacted[^\]]*\]|changeme|your[_-]?\w*(?:password|key|token|secret)\w*"
    r"|placeholder|example"
    # a value filled in later: a shell expansion with a default or an error ("${DB_PW:-x}",
    # "${PW:?unset}"), a command's output ("$(pass show db)", cut at its space: "$(pass"), a
    # secret manager's reference ("op://vault/item/field", "vault:secret/db#pw"), a to-do word
    r"|\$\{[A-Za-z_][\w.]*[:?=+-][^}]*\}?|\$\(.*"
    r"|(?:op|vault|bw|keychain|secret|secrets|ssm|gsm|akv|pass)://\S+|vault:\S+"
    r"|(?:replace|change|fill|set)[_-]?(?:me|this|it|in|later)|todo|tbd|fixme"
    # groups of x ("xxxx-xxxx-xxxx"), a value read from the environment by code
    # ('os.environ["API_TOKEN"]', "process.env.TOKEN", "getenv(...)")
    r"|x{2,}(?:[-_. ]x{2,})+|(?:os\.environ|os\.getenv|getenv|process\.env|env)[\[.(].*)$",
    re.IGNORECASE,
)
# A value with its secret part masked or left to be filled in ("WIFI:…;P:********;;", "pa****rd",
# "<redacted>", "REPLACE_ME" or a "${VAR}" in a longer string): whoever wrote it hid the secret.
_MASKED = re.compile(
    r"\*{4,}|•{3,}|●{3,}|(?<![A-Za-z])[xX]{6,}(?![A-Za-z])|<(?:redacted|hidden|masked|removed"
    r"|your[^>]{0,40}|[^>]{0,40}(?:password|token|secret|key)[^>]{0,20})>|\[redacted"
    r"|(?<![A-Za-z])(?:replace|change|fill)[_-]?(?:me|this|in)(?![A-Za-z])|\$\{[A-Za-z_]"
    # a bracket opened on what to do, its rest cut off at a space: "<insert token>", "<自己生成>"
    r"|^<(?:insert|add|enter|put|paste|fill|generate|your|自己|填|在此)",
    re.IGNORECASE,
)
# Names that follow a credential word without being a credential: where the person keeps
# their passwords ("my password manager is 1Password", "the new one lives in 1Password").
_NOT_SECRETS = frozenset(
    "1password bitwarden lastpass keepass keepassxc keepassx dashlane keeper nordpass"
    " protonpass proton_pass enpass roboform icloud_keychain keychain authy"
    " google_authenticator microsoft_authenticator".replace("_", " ").split(" ")
) | {"proton pass", "icloud keychain", "google authenticator", "microsoft authenticator"}
_QUOTES = "\"'“”‘’「」『』`"
_TRAIL = ".,;:!?。，；：！？)）]】>…(（[【<{"
_SENTENCE_TRAIL = ".,;:!?。，；：！？…、"
# Another key given a placeholder is no value: "API_TOKEN=<your-token>" after "DB_PASSWORD=…,".
_ASSIGNMENT = re.compile(r"^[A-Za-z_][\w.-]*=(.+)$")
# A value that is a file's path says where the secret is kept, not what it is
# ("POSTGRES_PASSWORD_FILE=/run/secrets/db_password", "the key is read from ~/.ssh/id_ed25519").
_FILE_PATH = re.compile(
    r"^(?:(?:~|\.{1,2})/[\w.@-]+(?:/[\w.@-]+)*|/[\w.@-]+(?:/[\w.@-]+)+|[A-Za-z]:\\[\w.@\\-]+)/?$"
)


def clean_value(v: str) -> str:
    v = v.strip()
    if len(v) >= 2 and v[0] in _QUOTES and v[-1] in _QUOTES:
        return v[1:-1].strip()
    # A placeholder keeps its own brackets: "<your-token>," is one, "<your-token" is not.
    bracketed = v.strip(_QUOTES).rstrip(_SENTENCE_TRAIL).strip(_QUOTES)
    if _PLACEHOLDER.match(bracketed):
        return bracketed
    return v.strip(_QUOTES).rstrip(_TRAIL).strip(_QUOTES)


def _is_placeholder(v: str) -> bool:
    return not v or bool(_PLACEHOLDER.match(v) or _MASKED.search(v))


# Words that open a remark in brackets, never a secret: "(they only do it in person)".
_ASIDE_OPENERS = frozenset(
    "they it he she we you i the a an which that see because since not only still ask via for"
    " from on in at with no".split()
)


def _real_value(v: str, min_len: int = 0) -> str | None:
    """`v` cleaned, or None when it is shorter than `min_len`, a placeholder or a file's path."""
    c = clean_value(v)
    assigned = _ASSIGNMENT.match(v.strip().strip(_QUOTES).rstrip(_SENTENCE_TRAIL))
    if (
        len(c) < min_len
        or _is_placeholder(c)
        or c.casefold() in _NOT_SECRETS
        or _FILE_PATH.match(c)
        or (assigned is not None and _is_placeholder(clean_value(assigned.group(1))))
        # an aside opens: "reset my password (they only do it in person)"
        or (c[:1] in ("(", "（") and c[1:].lower() in _ASIDE_OPENERS)
    ):
        return None
    return c


def _has_digit(s: str) -> bool:
    return any(ch.isdigit() for ch in s)


def _mixed_case(chars: Sequence[str]) -> bool:
    return any(ch.isupper() for ch in chars) and any(ch.islower() for ch in chars)


# ---------------------------------------------------------------------------------------------
# Value checks (a row of secret/rules.py or secret/numbers.py names one in `check`)
# ---------------------------------------------------------------------------------------------


def _password_value(v: str) -> bool:
    c = _real_value(v, 3)
    if c is None:
        return False
    if c.isascii():
        low = c.lower()
        if c.isalpha() and c.islower() and c.endswith(_PARTICIPLE_ENDINGS):
            return False  # prose: "the Wi-Fi password … is printed on the receipt"
        return low not in _PASSWORD_STOP and low.rstrip("s") not in _PASSWORD_STOP
    if c.startswith(_ZH_VALUE_STOP_PREFIX) or any(s in c for s in _ZH_VALUE_STOP_ANY):
        return False
    return not c.endswith(_ZH_VALUE_STOP_SUFFIX)


def _zh_password_value(v: str) -> bool:
    c = clean_value(v)
    if len(c) < 2:
        return False
    if c.isascii():
        return len(c) >= 3 and _password_value(c)
    return _password_value(c) if len(c) >= 3 else not c.startswith(_ZH_VALUE_STOP_PREFIX)


def _pin_value(v: str) -> bool:
    c = clean_value(v)
    return c.isdigit() and 4 <= len(c) <= 12


def _pin_not_year(v: str) -> bool:
    """Four to eight digits that are not a year ("PIN letter arrived 2024")."""
    return _pin_value(v) and len(v) <= 8 and not _YEAR.match(v)


def _foreign_digit_pin(v: str) -> bool:
    """A PIN in another script's digits ("٤٧١٩", "৮৩০২"), read as ASCII digits: not a year."""
    c = clean_value(v)
    if not c.isdigit():
        return False
    ascii_digits = "".join(str(unicodedata.digit(ch)) for ch in c)
    return _pin_not_year(ascii_digits)


def _token_value(v: str) -> bool:
    """A generic key/token value: long enough, mixes letters with digits (or cases)."""
    c = _real_value(v, 12)
    if c is None:
        return False
    has_alpha = any(ch.isalpha() for ch in c)
    return (_has_digit(c) and has_alpha) or (_mixed_case(c) and len(c) >= 20)


def _zh_token_value(v: str) -> bool:
    """A token after "密钥是": a generic token, or any 16 characters that are not a placeholder."""
    return _token_value(v) or (len(clean_value(v)) >= 16 and not _is_placeholder(v))


def _prefixed_key(v: str) -> bool:
    """A vendor-prefixed key body: digits or mixed case (rules out "sk-ii-facial-essence")."""
    body = v.split("-", 1)[-1] if v.lower().startswith("sk-") else v
    if _has_digit(body):
        return True
    letters = [ch for ch in body if ch.isalpha()]
    return _mixed_case(letters) or len(body) >= 40


def _connection_value(v: str) -> bool:
    _, _, password = v.partition(":")
    return bool(password) and not _is_placeholder(password)


def _bearer_value(v: str) -> bool:
    c = _real_value(v, 12)
    return c is not None and (_has_digit(c) or len(c) >= 20)


def _not_placeholder(v: str) -> bool:
    return _real_value(v) is not None


_LOGIN_PAIR = re.compile(r"^[\w.@+-]{1,64}:(?P<pw>[!-~]{3,128})$")


def _basic_auth(v: str) -> bool:
    """A base64 blob under an auth key that decodes to `name:password` (a registry's `auth`,
    an HTTP basic login): its password is a secret unless it is a placeholder."""
    c = clean_value(v)
    try:
        raw = base64.b64decode(c + "=" * (-len(c) % 4), validate=True).decode("ascii")
    except (binascii.Error, ValueError):
        return False
    pair = _LOGIN_PAIR.match(raw)
    return pair is not None and _real_value(pair.group("pw")) is not None


def _answer_value(v: str) -> bool:
    """A security answer: any value but a placeholder or a word of prose ("… is stored in
    Bitwarden", "答案是什么")."""
    c = _real_value(v)
    if c is None:
        return False
    if c.isascii():
        return c.lower() not in _PASSWORD_STOP
    return not c.startswith(_ZH_VALUE_STOP_PREFIX)


def luhn_valid(digits: str) -> bool:
    """The Luhn checksum of a digit string (separators ignored)."""
    nums = [int(ch) for ch in digits if ch.isdigit()]
    if not nums:
        return False
    total = 0
    for i, n in enumerate(reversed(nums)):
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def _card_value(v: str) -> bool:
    digits = [ch for ch in v if ch.isdigit()]
    return 13 <= len(digits) <= 19 and luhn_valid(v)


# Numbers that are not secrets even right after a credential word: dates (an ISO date too,
# "the last change was 2025-04-21"), times, versions, sizes and counts with a unit ("8chars",
# "12px", "16GB").
_YEAR = re.compile(r"^(?:19|20)\d\d$")
_NOT_SECRET_SHAPE = re.compile(
    r"^(?:\d{1,4}[/.]\d{1,2}(?:[/.]\d{1,4})?|(?:19|20)\d\d-[01]\d-[0-3]\d"
    r"|\d{1,2}:\d{2}(?::\d{2})?|v?\d+(?:\.\d+)+"
    r"|\d+(?:st|nd|rd|th|s|x|px|pt|kb|mb|gb|tb|chars?|characters|digits?|letters|words|times"
    r"|days?|hours?|mins?|minutes?|years?|yrs?|am|pm|%)|\d+-(?:digit|char|character|letter)s?"
    # (a count as a compound adjective: "a 120-member server", "an 800-person team")
    r"|\d+-(?:member|person|people|seat|page|word|bed|bedroom|room|student|pupil|player|piece"
    r"|track|acre|stor(?:e)?y|mile|km|meter|metre|foot|feet|inch|hour|minute|second|day|week"
    r"|month|year|pound|kg|gallon|litre|liter|course|step|hole|lane|unit|head|strong|year-old)s?)$",
    re.IGNORECASE,
)


_NUMBER_WORDS = {
    # 洞 (0), 幺 (1), 两 (2), 拐 (7): digits as radio operators and pilots read them out
    **dict.fromkeys(("zero", "oh", "零", "〇", "洞"), "0"), "one": "1", "一": "1", "幺": "1",
    "two": "2", "二": "2", "两": "2",
    # financial numerals (大写数字), used to hide a code in plain sight
    "壹": "1", "贰": "2", "貳": "2", "叁": "3", "參": "3", "肆": "4", "伍": "5", "陆": "6",
    "陸": "6", "柒": "7", "捌": "8", "玖": "9",
    "three": "3", "三": "3", "four": "4", "四": "4", "five": "5", "五": "5", "six": "6",
    "六": "6", "seven": "7", "七": "7", "拐": "7", "eight": "8", "八": "8", "nine": "9", "九": "9",
}  # fmt: skip
_NUMBER_WORDS.update({str(d): str(d) for d in range(10)})  # "four 7 one 9", "5五1二0四"
_NUMBER_WORD = re.compile("|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)))
_NOT_A_VALUE = re.compile(
    r"^(?:[\w.+-]+@[\w-]+\.[\w.-]+|https?://\S+|www\.\S+|\d{1,3}(?:\.\d{1,3}){3}|\d{4}"
    r"|[a-z]+(?:['’][a-z]+)?"
    # words with a remark in brackets: a table's cell ("yes (authenticator app)")
    r"|[a-z]+(?:[ \t]+[a-z]+){0,3}[ \t]*\([a-z \t]{1,40}\)?)$",
    re.IGNORECASE,
)


def _spelled(v: str) -> str:
    """Digits spelled as words ("four six six zero", "五五一九"), also mixed with digits
    ("four 7 one 9"), as digits; else `v`."""
    words = _NUMBER_WORD.findall(v.lower())
    rest = _NUMBER_WORD.sub("", v.lower())
    spelled = any(not w.isdigit() for w in words)  # digits alone ("20 24") stay as written
    if len(words) >= 4 and spelled and not re.sub(r"[\s,-]", "", rest):
        return "".join(_NUMBER_WORDS[w] for w in words)
    return v


def _secret_value(v: str) -> bool:
    """A value with no word before it ("密码 886622", "PIN-4417"): shaped like a secret, i.e.
    four or more digits, or letters with digits or symbols; never a plain word, an e-mail
    address, a URL, an IP address or a year-like number (one spelled digit by digit, "二零九四",
    is a code: a year so spelled is followed by 年, which the rows leave out)."""
    spelled = _spelled(v)
    c = _real_value(spelled)
    if c is not None:
        # "583017(12306 sent it)": digits, then a bracket opening a remark.
        head = re.split(r"[(\[{（【]", c, maxsplit=1)[0]
        c = head if head.isdigit() else c
    if c is None or not c.isascii() or _NOT_SECRET_SHAPE.match(c) or _NOT_A_TOKEN.match(c):
        return False  # also a file's name or a record's property ("TEL;TYPE=work:+1")
    assigned = _ASSIGNMENT.match(c)
    if assigned is not None:
        # another setting is judged by its value: 'key="tone"' is a word, "pwd=Kite-42" is not
        c = clean_value(assigned.group(1))
    if _NOT_A_VALUE.match(c) and not (c.isdigit() and (spelled != v or not _YEAR.match(c))):
        return False
    bare = re.sub(r"[\s\-–*#]", "", c)
    if bare.isdigit():
        return 3 <= len(bare) <= 19
    has_alpha = any(ch.isalpha() for ch in c)
    has_symbol = any(not ch.isalnum() and ch not in "-_." for ch in c)
    return len(c) >= 5 and has_alpha and (_has_digit(c) or has_symbol)


def _strong_value(v: str) -> bool:
    """A value before its credential word ("Blue$ky2023 <- my password"): a password-like
    mix of at least three of upper case, lower case, digits and symbols, six or more long;
    never a name like "1Password" or an id like "PAY-4425" or "argon2id"."""
    c = v.strip().strip(_QUOTES)  # a trailing "!" is part of such a password
    if len(c) < 6 or _is_placeholder(c) or not c.isascii() or "pass" in c.lower():
        return False
    if "://" in c or _NOT_A_TOKEN.match(c) or c.endswith((":", "：")):
        return False  # a URL, a file's name, a record's field, a speaker's label ("throwaway42:")
    if _NOT_A_VALUE.match(c) or _NOT_SECRET_SHAPE.match(c):
        return False
    # (a clause's mark after a word is the sentence's, not the value's: "on Monday; the new one
    # lives in my password manager")
    c = c.rstrip(";,")
    if _BRACKETED_WORD.match(c):
        return False  # a name in brackets: "密码管理器（Bitwarden）管理"
    classes = (
        any(ch.isupper() for ch in c),
        any(ch.islower() for ch in c),
        any(ch.isdigit() for ch in c),
        any(not ch.isalnum() and ch not in "-_." for ch in c),
    )
    return sum(classes) >= 3


# One word of letters in brackets, its brackets being its only marks: a name ("(Bitwarden)").
_BRACKETED_WORD = re.compile(r"^[(\[{][A-Za-z]+[)\]}]?$")
_KEY_VALUE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]*=")
# A record's field before its value: a vCard or iCal property ("EMAIL:ann@x.example").
_FIELD = re.compile(r"^[A-Z][A-Z-]{1,20}:(?=.)")


# Tokens of a file or a record that mix cases, digits and marks without being passwords: a
# file's name ("(IMG_2231.png):"), a vCard or iCal property with parameters ("TEL;TYPE=work:+1").
_NOT_A_TOKEN = re.compile(
    r"^[(\[{<\"']?[\w.-]+\.(?:png|jpe?g|gif|webp|heic|bmp|tiff?|pdf|docx?|xlsx?|pptx?|csv|txt|md"
    r"|json|ya?ml|zip|mp[34]|mov|wav)[)\]}>\"']?[:：,.;]?$"
    r"|^[A-Z][A-Z-]*(?:;[A-Za-z-]+=[^:;\s]*)+:",
    re.IGNORECASE,
)


# A word shouted with the shift key slipping ("Liz!!1", "NOW!!!1!"): chat's emphasis, no value.
_SHOUTED = re.compile(r"^[A-Za-z]+[!1]*!1[!1]*$")


def _password_shape(v: str) -> bool:
    """A token standing alone that mixes all four of upper case, lower case, digits and a
    symbol (not counting the separators of ids and the marks of e-mails and URLs)."""
    # (a colon before or after it is the sentence's: "benchmark on Qwen2-7B: it …", "底座：Phi-3")
    c = v.strip(_QUOTES).rstrip(",;:").lstrip(":")
    if "://" in c or _MASKED.search(c):
        return False
    # A reading "temperature=22.1C" is judged by its value ("22.1C"); a secret setting
    # ("pwd=…") is the settings rows' business.
    if _NOT_A_TOKEN.match(c):
        return False
    c = _FIELD.sub("", _KEY_VALUE.sub("", c, count=1), count=1)
    if len(c) < 6 or _NOT_A_VALUE.match(c) or "pass" in c.lower() or _SHOUTED.match(c):
        return False
    return (
        any(ch.isupper() for ch in c)
        and any(ch.islower() for ch in c)
        and any(ch.isdigit() for ch in c)
        and any(not ch.isalnum() and ch not in "-_.'’/" for ch in c[:-1] + c[-1:])
    )


def _code_value(v: str) -> bool:
    """A one-time code, PIN or card security code: three or more digits (grouped or not,
    spelled or not), or a value shaped like a secret."""
    c = _real_value(_spelled(v))
    if c is not None:
        # "583017(12306 sent it)": digits, then a bracket opening a remark.
        head = re.split(r"[(\[{（【]", c, maxsplit=1)[0]
        c = head if head.isdigit() else c
    if c is None or not c.isascii() or _NOT_SECRET_SHAPE.match(c):
        return False
    bare = re.sub(r"[\s\-–*#]", "", c)
    if bare.isdigit():
        return 3 <= len(bare) <= 19
    return _secret_value(c)


def _code_groups(v: str) -> bool:
    """A code in groups of letters and digits ("K2J8 4PZQ 9WMN"): it has both, not a word's
    letters alone nor a number's digits alone."""
    return any(ch.isdigit() for ch in v) and any(ch.isupper() for ch in v)


def _digit_groups(v: str) -> bool:
    """Codes in a row, each with a digit ("a1b2c3d4e5 f6g7h8i9j0", "48291 03377"): no word of
    prose among them."""
    groups = re.split(r"[ -]", v.strip())
    return len(groups) >= 2 and all(any(ch.isdigit() for ch in g) for g in groups)


def _short_code(v: str) -> bool:
    """A code's digits at the end of the clause that names it: four to eight digits, grouped
    any way ("739 104", "58-21-90", "6 1 4 0 3 7"), that are not a year."""
    bare = re.sub(r"[ \t-]", "", v)
    c = v.strip()
    return bare.isdigit() and 4 <= len(bare) <= 8 and not _YEAR.match(c) and not _DATE.match(c)


_VOWELS = frozenset("aeiouyAEIOUY")
_NO_VOWEL_RUN = re.compile(r"[^aeiouy]{4}")


def _app_password(v: str) -> bool:
    """An app password's sixteen letters, in one piece or four groups, of one case and with
    four letters in a row and no vowel among them somewhere: random, not words."""
    c = re.sub(r"[ -]", "", v.strip())
    return (
        len(c) == 16
        and c.isascii()
        and c.isalpha()
        and (c.islower() or c.isupper())
        and _NO_VOWEL_RUN.search(c.lower()) is not None
    )


def _letter_groups(v: str) -> bool:
    """Random letters in groups of one length and one case ("vbnq ertz plkm wyxs"), one of
    them with no vowel: no words of prose ("hashes with PBKDF2")."""
    groups = re.split(r"[ \t_-]+", v.strip())
    return (
        len(groups) >= 3
        and len({len(g) for g in groups}) == 1
        and (v.islower() or v.isupper())
        and any(not _VOWELS & set(g) for g in groups)
    )


# A date written with separators ("2025-09-08", "08.09.2025"): never an account or a document.
_DATE = re.compile(
    r"^(?:(?:19|20)\d\d[-/. ](?:0?[1-9]|1[0-2])[-/. ]\d{1,2}|\d{1,2}[-/. ]\d{1,2}"
    r"[-/. ](?:19|20)\d\d|(?:19|20)\d\d ?[-–/] ?(?:19|20)\d\d)$"
)


def _grouped_card(v: str) -> bool:
    """Digit groups read out with words between them that add up to a card's length."""
    return 13 <= sum(ch.isdigit() for ch in v) <= 19


def _account_value(v: str) -> bool:
    """An account or card number after its word: 8 to 34 digits, whatever the grouping, but
    not a date."""
    digits = sum(ch.isdigit() for ch in v)
    return 8 <= digits <= 34 and not _DATE.match(v.strip())


def _document_number(v: str) -> bool:
    """An identity document's number after its word: six or more digits among letters,
    hyphens and spaces, not a date."""
    c = v.strip()
    return sum(ch.isdigit() for ch in c) >= 6 and not _DATE.match(c)


def _iban_value(v: str) -> bool:
    """An IBAN shape (two letters, two check digits, the account): ten digits or more."""
    return 15 <= len(v.replace(" ", "")) <= 34 and sum(ch.isdigit() for ch in v) >= 10


_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _wif_value(v: str) -> bool:
    """A wallet's private key in import format: base58 of a version byte (0x80, or 0xef on a
    test network), the 32 key bytes (and a 1 when compressed), and a double SHA-256 checksum."""
    n = 0
    for ch in v:
        digit = _BASE58.find(ch)
        if digit < 0:
            return False
        n = n * 58 + digit
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    if len(raw) not in (37, 38) or raw[0] not in (0x80, 0xEF):
        return False
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def _entropy_value(v: str) -> bool:
    """A random-looking string next to a key word: letters and digits, not a URL or a path,
    and at least 3.5 bits of Shannon entropy per character."""
    c = clean_value(v)
    if len(c) < 16 or "//" in c or c.lower().startswith("www."):
        return False
    if not (_has_digit(c) and any(ch.isalpha() for ch in c)):
        return False
    counts = Counter(c)
    entropy = -sum(n / len(c) * math.log2(n / len(c)) for n in counts.values())
    return entropy >= 3.5


def _made_up_password(v: str) -> bool:
    """A value near a credential word that can only be a made-up password: eight or more ASCII
    letters and digits, with at least three lower-case letters and two digits, and either four
    digits, a "-" / "_" joint, both cases, or three digits after six letters ("pa55-mango-river",
    "bluefern2031", "b3F9zX7q", "xiaomao886"); never "Windows11", a hash name like
    "PBKDF2-SHA256" or a ticket id like "PAY-4425"."""
    c = v.strip().strip(_QUOTES)
    if len(c) < 8 or not c.isascii() or _is_placeholder(c) or _NOT_SECRET_SHAPE.match(c):
        return False
    digits = sum(ch.isdigit() for ch in c)
    letters = sum(ch.isalpha() for ch in c)
    lower = sum(ch.islower() for ch in c)
    if digits < 2 or lower < 3:
        return False
    mixed_case = lower < letters
    return digits >= 4 or "-" in c or "_" in c or mixed_case or (digits >= 3 and letters >= 6)


def _base32_key(v: str) -> bool:
    """An authenticator's shared key ("AFFB LR7H AMG5 G2DZ", "KRSXG5CTMVRXEZLU"): the row
    holds its sixteen to sixty-four base32 characters of one case; a digit among them says it
    is no run of capitals."""
    return _has_digit(v)


# Words that follow "pass" or "pw" in prose, not a password ("pw reset", "the pass is valid").
_NOT_A_PLAIN_PASSWORD = frozenset(
    "reset resets change changed changes expired expires expiry manager managers hints"
    " policy policies protected required later along around through words phrase please thanks"
    " first again check checked tests rates marks holder holders field fields reuse reused"
    " sharing shared strength length rules update updated needed works worked valid invalid"
    " wrong right fixed broken locked unlocked missing stolen leaked saved stored written typed"
    " below above there where which while until after before since under other"
    " blank empty unknown private secret hidden changing forgotten renewed printed scanned"
    " attached enclosed included pending active inactive disabled enabled optional".split()
)


def _plain_password(v: str) -> bool:
    """A password that is one plain word, where two labels say so ("user nurse_jess / pass
    tabbycat", "pw tabbycat"): the rows hold its five to twenty-four letters; it is no word
    prose puts there."""
    return v.strip().lower() not in _NOT_A_PLAIN_PASSWORD


# The names a `SecretRule.check` may use.
VALUE_CHECKS: dict[str, Callable[[str], bool]] = {
    "base32_key": _base32_key,
    "basic_auth": _basic_auth,
    "bearer": _bearer_value,
    "account": _account_value,
    "grouped_card": _grouped_card,
    "answer": _answer_value,
    "app_password": _app_password,
    "card": _card_value,
    "code_value": _code_value,
    "code_groups": _code_groups,
    "digit_groups": _digit_groups,
    "entropy": _entropy_value,
    "iban": _iban_value,
    "letter_groups": _letter_groups,
    "made_up_password": _made_up_password,
    "short_code": _short_code,
    "connection": _connection_value,
    "document_number": _document_number,
    "not_placeholder": _not_placeholder,
    "password": _password_value,
    "password_shape": _password_shape,
    "pin": _pin_value,
    "plain_password": _plain_password,
    "foreign_digit_pin": _foreign_digit_pin,
    "pin_not_year": _pin_not_year,
    "prefixed_key": _prefixed_key,
    "secret_value": _secret_value,
    "strong_value": _strong_value,
    "token": _token_value,
    "wif": _wif_value,
    "zh_password": _zh_password_value,
    "zh_token": _zh_token_value,
}
