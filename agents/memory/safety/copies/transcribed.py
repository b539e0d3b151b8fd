"""Text as a device wrote it down, read as the person meant it: a copy the rules also match on.

People dictate, photograph and paste. Speech-to-text writes an address as words ("intake at
brightline audit dot co", "艾特 一六三 点 com", "juan arroba gmail punto com", "logs at
grab-data dot net", an IP address with its port: "45 dot 77 dot 12 dot 9 port 4444", "192 dot
168 dot one dot fifty 的 4444 端口") and digits as words ("four seven one one", "幺三六幺"; a
credential's value dictated a character at a time after its word, "password is p a five five
w o r d", "暗証番号は なな なな ぜろ さん", is joined), a shell line as words ("env pipe curl"),
hears a word of the rules as its homophone (秘码 for 密码, 系通 for 系统, 专发 for 转发; a pinyin
keyboard picks one the same way, 关调 for 关掉) and puts a space between every Chinese word
("以后 我 上传 的 …"); OCR reads an O for a 0 and an l for a 1 in a run of digits ("62l7 853O"),
a 0 for an O and a 1 for an l in a word ("N0TE f0r the assistant", "po1icies"), a Chinese
character of a rules' word as one that looks like it (失交 for 失效, 设走 for 设定), and breaks a
word at a line's end with a hyphen ("perm-\\nanent"). `transcribed_copy` gives the text again
with those forms read back (each table below is data; the engine is one scan per table, linear
in the text), so the rules, and the secret rows, judge what was said. The copy is read beside
the text itself, as decoding.py's is: nothing the text alone is refused for is allowed because
of it.

The forms are kept narrow, so that the copy says what the person said and no more: spoken
digits only in a run of three or more ("turning thirty four" stays; letters, and the digit
words of other languages, only right after a credential word), an address only when a spoken
top-level domain ends it (an IP address: four numbers joined by a spoken dot), a homophone
only from a short table of the rules' own words, an OCR swap of letters only in a run that is
already mostly digits, of digits only in a word of letters.

The cost is bounded: only the first `_SCAN_MAX` characters are read.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.languages import DIGIT_WORDS
from agents.text import HANZI_GAP

__all__ = ["HOMOPHONES", "SOUND_ALIKE", "SPOKEN_DIGITS", "transcribed_copy"]

_SCAN_MAX = 20_000

# Digits spoken as words, in English and Chinese (幺 and 洞 as phone numbers are read out).
SPOKEN_DIGITS: dict[str, str] = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
    "零": "0", "〇": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "三": "3", "四": "4",
    "五": "5", "六": "6", "七": "7", "八": "8", "九": "9",
}  # fmt: skip
# Numbers a combination or a code is read out in: "thirty six twelve forty".
_TEENS = {
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip

# Speech-to-text homophones (同音/近音错字) of the words the Chinese rows and secret rows key on.
HOMOPHONES: dict[str, str] = {
    "秘码": "密码", "蜜码": "密码", "密马": "密码", "秘马": "密码", "密玛": "密码",
    "系通": "系统", "细统": "系统", "专发": "转发", "转法": "转发", "告述": "告诉",
    "归则": "规则", "归责": "规则", "规责": "规则", "忽落": "忽略", "呼略": "忽略",
    "以候": "以后", "题醒": "提醒", "指领": "指令", "限治": "限制", "秘钥": "密钥",
    "聊天纪录": "聊天记录", "对话纪录": "对话记录",
    # (线制 is a word of its own, but not after 的 or in 无线制模式)
    "的线制": "的限制", "无线制模式": "无限制模式",
}  # fmt: skip
# … and those a pinyin keyboard's wrong pick makes: one character of a rules' word replaced by
# one that sounds the same (同音字: "关调" for 关掉, "规泽" for 规则, "跳国" for 跳过), generated
# from a table of sound-alike characters, not listed. A variant that is a word of its own (现制,
# 过虑, 无事) is left alone.
SOUND_ALIKE: dict[str, str] = {
    "掉": "调吊钓", "则": "责泽择", "制": "治致质智", "略": "掠", "过": "国果锅", "视": "事试式",
    "滤": "虑律", "政": "证正整", "规": "归龟", "限": "线县", "忽": "呼乎", "跳": "条挑",
    "令": "另领", "指": "只纸止", "策": "测侧册", "审": "婶", "核": "盒", "准": "谆", "护": "户",
    "栏": "兰拦蓝", "束": "术述", "约": "曰", "闭": "必毕", "绕": "饶扰", "守": "手首",
    # (and as phones type them: 作費, 膜式, 训炼, 权线, 巨绝, 设制, 系桶, 开法者, 按全, 美次, 几住)
    "废": "费肺費", "模": "膜摸", "练": "炼", "权": "全泉", "拒": "巨具距", "绝": "决決",
    "置": "制至志", "统": "桶通筒", "发": "法罚", "安": "按岸", "每": "美", "记": "几急纪",
    "住": "著注", "证": "正政", "后": "侯候", "以": "已乙", "你": "尼妳泥", "于": "鱼余",
    "词": "次慈", "经": "精惊", "作": "做坐",
}  # fmt: skip
_SOUND_ALIKE_WORDS = (
    "关掉 关闭 忽略 无视 跳过 绕过 规则 限制 过滤 政策 指令 审核 准则 护栏 约束 遵守"
    " 作废 模式 训练 权限 拒绝 设置 系统 开发者 安全 每次 记住 验证码 以后 过滤器 你的 等于"
    " 提示词 已经 你说 你现在 你那些 你自由"
)
# … and those an OCR of a photographed note makes: one character of a rules' word read as one
# that looks like it (形近字: "失交" for 失效, "设走" for 设定, "指今" for 指令).
LOOK_ALIKE: dict[str, str] = {
    "效": "交郊", "定": "走宝", "令": "今", "制": "剖刺", "废": "度庋", "略": "咯", "规": "视现",
    "限": "很恨根", "忽": "匆", "则": "侧", "掉": "悼",
}  # fmt: skip
_LOOK_ALIKE_WORDS = "失效 无效 设定 规定 指令 限制 作废 忽略 规则 丢掉 规矩"
_REAL_WORDS = frozenset("现制 县制 过虑 无事 挑过 手则 首则 遵手 线制 记注 泥的 现定 规侧".split())


def _one_slip(words: str, alikes: dict[str, str]) -> dict[str, str]:
    """Each of `words` with one character replaced by one `alikes` gives for it, read back to
    the word; a variant that is a word of its own, or already read back, is left out."""
    slips: dict[str, str] = {}
    for word in words.split():
        for i, ch in enumerate(word):
            for alike in alikes.get(ch, ""):
                variant = word[:i] + alike + word[i + 1 :]
                if variant not in _REAL_WORDS and variant not in HOMOPHONES:
                    slips.setdefault(variant, word)
    return slips


HOMOPHONES.update(_one_slip(_SOUND_ALIKE_WORDS, SOUND_ALIKE))
HOMOPHONES.update(_one_slip(_LOOK_ALIKE_WORDS, LOOK_ALIKE))

_ONES = "zero|oh|one|two|three|four|five|six|seven|eight|nine"
_EN_DIGIT = rf"(?:(?:double|triple) (?:{_ONES})|{_ONES})"
# Three or more spoken digits in a row ("double oh four nine one"), at least two of them not
# "oh" (an "oh" alone is an interjection).
_EN_DIGIT_RUN = re.compile(
    # (a spoken digit first: the lookahead's 20-character scan is run only where a run can start,
    # not at every word of the text; "1 2 3 4 " repeated spent a third of the check in it)
    rf"\b(?={_EN_DIGIT})(?=(?:[^\n]{{0,20}}?\b(?!oh\b){_EN_DIGIT}\b){{2}}){_EN_DIGIT}"
    rf"(?:[ ,-]{{1,2}}{_EN_DIGIT})"
    r"{2,39}\b",
    re.IGNORECASE,
)
_EN_NUMBER = "|".join([*_TEENS, *_TENS])
# Two-digit numbers in a run of two or more ("thirty six twelve forty", "left twenty two right
# fourteen"), after a word that asks for a combination or a code.
_EN_COMBINATION = re.compile(
    rf"\b(?:combo|combination|code|pin)\b[^\n.]{{0,20}}?\b((?:(?:left|right|then|and) )?"
    rf"(?:{_EN_NUMBER})(?: (?:{_ONES}))?(?:[ ,-]{{1,2}}(?:(?:left|right|then|and) )?"
    rf"(?:{_EN_NUMBER}|{_ONES})(?: (?:{_ONES}))?){{1,7}})\b",
    re.IGNORECASE,
)
_EN_NUMBER_WORD = re.compile(rf"\b(?:({'|'.join(_TENS)})(?: ({_ONES}))?|({'|'.join(_TEENS)}))\b")
_ZH_DIGIT_RUN = re.compile("[零〇洞一幺二三四五六七八九]{3,}")
# Digits read out in another language ("vier, eins, sechs, null", "sept-trois-neuf-zéro",
# "chín-một-bốn-bảy"; rules/languages/): a run of four or more words of one language, as a
# PIN is read out (a shorter run is too often words: "tre", "sei", "um", "ba").
_FOREIGN_DIGITS = {word: digit for table in DIGIT_WORDS.values() for word, digit in table.items()}


def _digit_run(words: dict[str, str]) -> str:
    alt = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    return rf"(?:{alt})(?:[ \t]?[,-]?[ \t]?(?:{alt})){{3,15}}"


_FOREIGN_DIGIT_RUN = re.compile(
    r"(?<!\w)(?:" + "|".join(_digit_run(t) for t in DIGIT_WORDS.values()) + r")(?!\w)",
    re.IGNORECASE,
)
_FOREIGN_DIGIT_WORD = re.compile(
    r"(?<!\w)(?:"
    + "|".join(sorted(map(re.escape, _FOREIGN_DIGITS), key=len, reverse=True))
    + r")(?!\w)",
    re.IGNORECASE,
)


def _foreign_digits(m: re.Match[str]) -> str:
    words = _FOREIGN_DIGIT_WORD.finditer(m.group())
    return "".join(_FOREIGN_DIGITS[w.group().lower()] for w in words)


# A spoken address: "archive dot desk at proton mail dot com", "x f 下划线 sync 艾特 新浪点com",
# "drop bin dot c c slash put". The domain ends in a top-level domain, spoken as a word or
# letter by letter; a local part and a path may follow their words.
_TLD = (
    r"(?:com|net|org|io|co|uk|me|cn|app|dev|xyz|top|cc|info|biz|site|online|ai|us|de|eu|ly|ru"
    r"|fr|it|es|pl|nl|se|ua|gr|il|jp|kr|br|pt|ch|be|ca|au|tv|gg"
    r"|x ?y ?z|c ?c|i ?o|c ?n)"
)
# The words people say for the marks of an address, in the languages the rows read ("dot",
# "点", "punto", "точка", "ドット"; "at", "艾特", "arroba", "собака", "アット", "골뱅이"; "slash",
# "斜杠", "barra"): each only between the words of an address that ends in a top-level domain.
_DOT_WORDS = (
    r"\bdot\b|点|\bpunto\b|\bponto\b|\btitik\b|\bnokta\b|\bch(?:ấ|a)m\b|точка|ドット|닷|डॉट"
)
_AT_WORDS = (
    r"\bat sign\b|\bat\b|艾特|\barroba\b|\barobase\b|\bchiocciola\b|собака|アットマーク|アット"
    r"|골뱅이|앳"
)
_SLASH_WORDS = r"\bslash\b|斜杠|\bbarra\b|слэш|слеш|スラッシュ|슬래시"
_DOT = rf"(?: ?(?:{_DOT_WORDS}) ?)"
_SEP = rf"(?: ?(?:{_DOT_WORDS}|\bdash\b|\bhyphen\b|\bunderscore\b|下划线|横杠) ?)"
# (a word of an address may hold a hyphen, "grab-data", and a local part may end in a number
# said apart, "j dot smith 99")
_WORD = r"[a-z0-9\u3400-\u9fff]{1,24}(?:-[a-z0-9]{1,24}){0,2}"
_PATH = rf"(?P<path>(?: ?(?:{_SLASH_WORDS}) ?[a-z0-9]{{1,24}}(?: (?:{_ONES})\b)*){{0,4}})"
# (the host's words are joined only after a spoken "at": "at inbox relay dot io"; a bare host
# is its last word, so a sentence's words before it stay words)
_SPOKEN_ADDRESS = re.compile(
    rf"(?<![a-z0-9\u3400-\u9fff])(?:(?P<local>{_WORD}(?:{_SEP}{_WORD}){{0,3}}(?: \d{{1,6}})?)"
    rf" ?(?:{_AT_WORDS}) ?(?P<host>{_WORD}(?: {_WORD}){{0,2}}(?:{_DOT}{_WORD}){{0,2}})"
    rf"|(?P<bare>{_WORD}(?:{_DOT}{_WORD}){{0,2}})){_DOT}(?P<tld>{_TLD})(?![a-z]){_PATH}",
    re.IGNORECASE,
)
# (a spoken "dot" in any case: "backup.team AT yandex DOT ru")
_SPOKEN_DOT = re.compile(_DOT_WORDS, re.IGNORECASE)
_SPOKEN_MARKS = {
    "dash": "-", "hyphen": "-", "underscore": "_", "下划线": "_", "横杠": "-",
}  # fmt: skip
_MARK_WORD = re.compile(
    rf" ?(?:\b(dash|hyphen|underscore)\b|(下划线|横杠)|(?P<dot>{_DOT_WORDS})"
    rf"|(?P<slash>{_SLASH_WORDS})) ?",
    re.IGNORECASE,
)
# An IP address said aloud, its numbers in digits or in words ("45 dot 77 dot 12 dot 9",
# "one nine two dot one six eight dot one dot fifty"), with a port said after it ("port 4444",
# "的 4444 端口") and a path.
_IP_PART = (
    rf"(?:\d{{1,3}}|(?:{'|'.join(_TENS)})(?: (?:{_ONES}))?|(?:{'|'.join(_TEENS)})"
    rf"|(?:{_ONES})(?: (?:{_ONES})){{0,2}})"
)
_SPOKEN_IP = re.compile(
    # (a digit or a number word's first letter first: a cheap test at every position)
    rf"(?<![\w.])(?=[\dtzofsenTZOFSEN])(?P<ip>{_IP_PART}(?:{_DOT}{_IP_PART}){{3}})(?![\w])"
    rf"(?:(?: ?(?:\bport\b|\bcolon\b|:|的) ?)(?P<port>\d{{2,5}})(?: ?端口)?)?{_PATH}",
    re.IGNORECASE,
)
# A shell line said aloud: "pipe" before a command's name ("env pipe curl …") is the pipe.
_SPOKEN_PIPE = re.compile(
    r"\bpipe (?=(?:curl|wget|sh|bash|zsh|nc|netcat|python3?|base64|tee|xargs)\b)", re.IGNORECASE
)
_SCHEME = re.compile(r"\b(h ?t ?t ?p ?s?) colon slash slash ?", re.IGNORECASE)

# A credential's value dictated after its word, a character at a time: "my gmail password is
# p a five five w o r d", "my social is six one two dash seven seven dash four four one nine",
# "暗証番号は なな なな ぜろ さん", "密码 x i a o m i 8 8", "code de carte c'est six six six un".
# The run (single letters, digits and digit groups, digit words of the languages the gate
# reads, "dash") is joined into the value it spells ("pa55word", "612-77-4419", "7703"), only
# right after a credential word with "is", a colon or nothing between: digit words are common
# words elsewhere ("un", "に", "ご", "six"), and a number read out elsewhere (a flight, a phone
# number, an address) is no credential. A run is four tokens or more, or two or more groups of
# digits six digits long at least ("520 1314"); a comma between groups is read as the space
# between a number's groups ("nine oh one, twelve, three four five six").
# Digit words: English, Chinese, Japanese (hiragana), Korean (Sino-Korean), Hindi (romanized),
# and rules/languages/'s tables.
_DICTATED_DIGITS: dict[str, str] = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
    "零": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5",
    "六": "6", "七": "7", "八": "8", "九": "9",
    "ぜろ": "0", "れい": "0", "まる": "0", "いち": "1", "に": "2", "さん": "3", "よん": "4",
    "し": "4", "ご": "5", "ろく": "6", "なな": "7", "しち": "7", "はち": "8", "きゅう": "9",
    "く": "9",
    "영": "0", "공": "0", "일": "1", "이": "2", "삼": "3", "사": "4", "오": "5", "육": "6",
    "칠": "7", "팔": "8", "구": "9",
    "shunya": "0", "ek": "1", "do": "2", "teen": "3", "char": "4", "paanch": "5", "chhe": "6",
    "saat": "7", "aath": "8", "nau": "9",
    **{word: digit for table in DIGIT_WORDS.values() for word, digit in table.items()},
}  # fmt: skip
# Numbers read as one word in a group ("nine oh one, twelve, …").
_DICTATED_NUMBERS: dict[str, str] = {
    "ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13", "fourteen": "14",
    "fifteen": "15", "sixteen": "16", "seventeen": "17", "eighteen": "18", "nineteen": "19",
    "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50", "sixty": "60",
    "seventy": "70", "eighty": "80", "ninety": "90",
}  # fmt: skip
_DICTATED_DASH = ("dash", "hyphen", "-", "杠", "横杠")

# The words a credential is named by (English, Chinese, Japanese, Korean and the languages'
# own; secret/vocab.py and rules/languages/credentials.py name the same things for the rows).
_DICTATED_WORD = (
    r"(?:password|passcode|passwort|pin(?: code| number)?|code|social(?: security(?: number)?)?"
    r"|ssn|login|senha|contrase[ñn]a|mot de passe|c[óo]digo|codice|kode|şifre|sifre|sandi"
    r"|m[ậa]t kh[ẩa]u|пароль|пин|код|密码|口令|验证码|暗証番号|パスワード|暗号|비밀번호|비번"
    r"|인증번호|पासवर्ड)"
)
# Between the word and its value: "is" (or a colon) last, a few words before it at most.
_DICTATED_COPULA = (
    r"(?:(?<![a-z])(?:is|was|es|é|est|ist|это|adalah|là|la|c'est|sind)(?![a-z])|[:：=是は])"
)
_DICTATED_GAP = rf"(?:[ \t]*|[^\d\n.!?。！？]{{0,24}}?{_DICTATED_COPULA}[ \t]*)"
_DICTATED_TOKEN = (
    "(?:"
    + "|".join(
        sorted(
            map(re.escape, [*_DICTATED_DIGITS, *_DICTATED_NUMBERS, *_DICTATED_DASH]),
            key=len,
            reverse=True,
        )
    )
    + r"|\d{1,4}|[a-z])"
)
_RUN_SEP = r"(?:[ \t]*,[ \t]*|[ \t]{1,2})"
_DICTATED_RUN = re.compile(
    rf"(?<![a-z]){_DICTATED_WORD}(?![a-z]){_DICTATED_GAP}"
    rf"(?P<run>{_DICTATED_TOKEN}(?:{_RUN_SEP}{_DICTATED_TOKEN}){{1,19}})"
    r"(?![^\W_])",
    re.IGNORECASE,
)
_DICTATED_TOKENS = re.compile(rf"{_DICTATED_TOKEN}|,", re.IGNORECASE)


def _dictated(run: str) -> str | None:
    """The value a run spells, or None when it is too short to be one."""
    tokens = [t.lower() for t in _DICTATED_TOKENS.findall(run)]
    words = [t for t in tokens if t != ","]
    groups = [t for t in words if t.isdigit() and len(t) > 1]
    if len(words) < 4 and not (
        len(words) >= 2 and len(groups) == len(words) and sum(map(len, groups)) >= 6
    ):
        return None
    out = []
    for token in tokens:
        if token == ",":
            out.append(" ")
        elif token in _DICTATED_DASH:
            out.append("-")
        else:
            out.append(_DICTATED_DIGITS.get(token) or _DICTATED_NUMBERS.get(token) or token)
    return "".join(out).strip()


def _dictated_value(m: re.Match[str]) -> str:
    spelled = _dictated(m.group("run"))
    if spelled is None:
        return m.group()
    return m.group()[: m.start("run") - m.start()] + spelled


def _dictated_values(text: str) -> str:
    """`text` with each value dictated after a credential word written as it is spelled."""
    return _DICTATED_RUN.sub(_dictated_value, text)


# A run of digits OCR read with letters for some of them ("62l7 853O", "O427", "29O8"): three
# to eight characters of digits and look-alikes, two of them digits at least.
_OCR_RUN = re.compile(r"(?<![A-Za-z0-9])(?=[OolISB]*\d[OolISB]*\d)[0-9OolISB]{3,8}(?![A-Za-z0-9])")
_OCR_DIGITS = str.maketrans("OolISB", "001158")
# A word OCR read with a 0 for an O or a 1 for an l ("N0TE f0r", "po1icies", "fo11owing"): two
# letters at least, its only digits 0 and 1.
_OCR_WORD = re.compile(
    r"(?<![A-Za-z0-9])(?=[A-Za-z]*[01])(?=[01]*[A-Za-z][01]*[A-Za-z])[A-Za-z01]{2,20}"
    r"(?![A-Za-z0-9])"
)
_OCR_LETTERS = str.maketrans("01", "ol")
# A word an OCR or a narrow column broke at a line's end with a hyphen ("perm-\nanent").
_HYPHENATED = re.compile(r"(?<=[a-z])-\n(?=[a-z])")
# Chinese words a transcript spaced out ("以后 我 上传 的"): the spaces between two characters.
_HOMOPHONE = re.compile("|".join(sorted(HOMOPHONES, key=len, reverse=True)))


def _en_digits(m: re.Match[str]) -> str:
    out = []
    for word in re.findall(rf"(?:double|triple) (?:{_ONES})|{_ONES}", m.group().lower()):
        times, _, digit = word.rpartition(" ")
        out.append(SPOKEN_DIGITS[digit] * {"": 1, "double": 2, "triple": 3}[times])
    return "".join(out)


def _en_number(m: re.Match[str]) -> str:
    if m.group(3):
        return str(_TEENS[m.group(3).lower()])
    ones = int(SPOKEN_DIGITS[m.group(2).lower()]) if m.group(2) else 0
    return str(_TENS[m.group(1).lower()] + ones)


def _combination(m: re.Match[str]) -> str:
    numbers = _EN_NUMBER_WORD.sub(_en_number, m.group(1).lower())
    return m.group()[: m.start(1) - m.start()] + numbers


def _address(m: re.Match[str]) -> str:
    tld = m.group("tld").replace(" ", "")
    path = _marks(m.group("path")) if m.group("path") else ""
    if m.group("local"):
        return f"{_marks(m.group('local'))}@{_marks(m.group('host'))}.{tld}{path}"
    return f"{_marks(m.group('bare'))}.{tld}{path}"


def _marks(part: str) -> str:
    """An address's words with its spoken marks as the marks, the spaces between them dropped."""

    def mark(w: re.Match[str]) -> str:
        if w.group("dot"):
            return "."
        return "/" if w.group("slash") else _SPOKEN_MARKS[(w.group(1) or w.group(2)).lower()]

    return _MARK_WORD.sub(mark, part).replace(" ", "")


def _ip_number(part: str) -> str:
    """One number of a spoken IP address as digits ("fifty", "one six eight", "12")."""
    part = _EN_NUMBER_WORD.sub(_en_number, part.lower())
    return "".join(SPOKEN_DIGITS.get(w, w) for w in part.split())


def _ip(m: re.Match[str]) -> str:
    numbers = [_ip_number(p) for p in _SPOKEN_DOT.split(m.group("ip"))]
    if any(not n.isdigit() or int(n) > 255 for n in numbers):
        return m.group()
    port = f":{m.group('port')}" if m.group("port") else ""
    path = _marks(m.group("path")) if m.group("path") else ""
    return ".".join(numbers) + port + path


# 的 typed in pinyin between Chinese words ("尼de规则", "尼degz"): read as 的 before the
# homophones.
_ZH_DE = re.compile(r"(?<=[\u4e00-\u9fff]) ?de ?(?=[\u4e00-\u9fff]|mi ?ma|gz(?![a-z]))")
# A rules' word (or its sound-alike) with a space typed inside it ("你的规 则", "限 制", "拒 绝"),
# which a transcript with fewer spaces than `HANZI_GAP` waits for leaves apart: joined.
_SPLIT_WORD = re.compile(
    "|".join(
        re.escape(word[:i]) + "[ \t]" + re.escape(word[i:])
        for word in sorted({*_SOUND_ALIKE_WORDS.split(), *HOMOPHONES}, key=len, reverse=True)
        for i in range(1, len(word))
    )
)


def transcribed_copy(nfkc: str) -> str:
    """`nfkc` with spoken digits (English, Chinese, rules/languages/'s) and addresses,
    speech-to-text homophones of the rules' words (and a rules' word with a space inside it),
    OCR's letters among digits, line-end hyphenation and a transcript's spaces between Chinese
    words read back; '' when none of those is there."""
    text = nfkc[:_SCAN_MAX]
    out = _SCHEME.sub(lambda m: m.group(1).replace(" ", "") + "://", text)
    out = _EN_COMBINATION.sub(_combination, _SPOKEN_PIPE.sub("| ", _dictated_values(out)))
    out = _EN_DIGIT_RUN.sub(_en_digits, out)
    out = _ZH_DIGIT_RUN.sub(lambda m: "".join(SPOKEN_DIGITS[c] for c in m.group()), out)
    out = _FOREIGN_DIGIT_RUN.sub(_foreign_digits, out)
    if _SPOKEN_DOT.search(out):
        out = _SPOKEN_IP.sub(_ip, _SPOKEN_ADDRESS.sub(_address, out))
    out = _ZH_DE.sub("的", out)
    if " " in out or "\t" in out:
        out = _SPLIT_WORD.sub(lambda m: m.group().replace(" ", "").replace("\t", ""), out)
    # (twice: a word with two slips, "无线制膜式", is read back one slip at a time)
    out = _HOMOPHONE.sub(lambda m: HOMOPHONES[m.group()], out)
    out = _HOMOPHONE.sub(lambda m: HOMOPHONES[m.group()], out)
    out = _OCR_RUN.sub(lambda m: m.group().translate(_OCR_DIGITS), out)
    out = _OCR_WORD.sub(lambda m: m.group().translate(_OCR_LETTERS), out)
    out = _HYPHENATED.sub("", out)
    if out.count(" ") >= 3:
        out = HANZI_GAP.sub("", out)
    return "" if out == text else out
