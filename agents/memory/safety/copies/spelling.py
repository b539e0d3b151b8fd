"""Chat shorthand, misspellings and pinyin, folded to the words the rules are written in.

An order survives sloppy spelling ("evry time", "ur guidlines r retired", "Form now on", "pls")
and romanized Chinese ("yihou meici ... fa dao"); the rules should not each list those forms.
`respell` rewrites them in the normalized copy (normalize.py) before any row is matched:

- `SHORTHAND`: chat shorthand (u, ur, r, pls, dont, gotta …), one word for one word or phrase;
  `SHORTHAND_PHRASES`: shorthand the next word decides ("ur in" is "you're in", "w me" "with me");
- misspellings of `VOCABULARY` (the words the rows key on), generated, not listed: one interior
  letter dropped or two interior letters swapped ("guidlines", "passwrd", "evrey"), or a
  typist's slip (a letter doubled, "dissregard"; a silent e dropped, "ignor"; a plural's s
  written z, "limitz"; the short verbs of `SHORT_VERBS` only doubled, "skipp"), minus
  `REAL_WORDS` (a variant that is itself a word: "revel" is not "reveal"); "off" typed "of"
  before a rule word (`SLIPPED_OFF`: "turn of the guardrails");
- the same edits of `PHRASES` (markers of a standing order: "form now on", "everytime"), also
  of the phrase written as one word ("evrytime");
- `PINYIN`: romanized Chinese for the vocabulary of the Chinese rows ("yihou" → 以后);
- leetspeak: a word written with digits for letters ("fr0m n0w 0n", "1gn0r3", "f1lt3rs", a 1
  for an l: "ru135") is the word when, its digits read as letters, it is one of `LEET_WORDS`
  ("mp3", "5am" stay);
- a word OCR misread ("lgnore all prevlous instructions": an l for an i, rn for an m) is the
  rules' word it is with the letter put back;
- a word broken in two by a space or a line break ("the assist ant", "guide\nlines") is joined
  when its halves make one of the rules' words (`JOIN_WORDS` and the tables above);
- `FOREIGN`: German, Spanish, French, Italian and Portuguese words and phrases of the rules'
  vocabulary mixed into a sentence ("Ab jetzt bitte forward …", "Las reglas anteriores ya no
  aplican"), as the English words the rows key on (accents are already dropped: normalize.py),
  with the tables of rules/languages/ (Turkish, Indonesian, Vietnamese, Dutch, Swedish, Polish;
  and Russian, Ukrainian, Greek, Arabic, Hebrew and Hindi in their own scripts, read with
  Unicode word boundaries, and Thai, which has none, wherever its words stand:
  `script_folded`).

Tables are data; the engine is one scan per table, linear in the text (a long table's keys are
scanned as a trie of their characters, so a position tries only the keys that go on from it).
The other scripts are folded first, before normalize.py folds look-alike letters to Latin
(`script_folded`: Russian "про", "со", "с" are made of look-alikes only), each after its own
spelling variants (Arabic's short vowels and alef forms, Hindi's nukta) are read as one.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from agents.memory.safety.rules.languages import (
    LATIN_WORDS,
    OTHER_SCRIPT_WORDS,
    SCRIPT_SPELLING,
    THAI,
)
from agents.text import HANZI_GAP

__all__ = [
    "FOREIGN",
    "LEET_WORDS",
    "PHRASES",
    "PINYIN",
    "REAL_WORDS",
    "SHORTHAND",
    "SHORTHAND_PHRASES",
    "VOCABULARY",
    "respell",
    "script_folded",
]

SHORTHAND: dict[str, str] = {
    "u": "you", "ya": "you", "ur": "your", "yr": "your", "r": "are", "pls": "please",
    "plz": "please", "pleez": "please", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't",
    "wont": "won't", "cant": "can't", "isnt": "isn't", "arent": "aren't", "shouldnt": "shouldn't",
    "im": "i'm", "ive": "i've", "b4": "before", "2day": "today", "msg": "message",
    "msgs": "messages", "convo": "conversation", "convos": "conversations", "abt": "about",
    "ppl": "people", "every1": "everyone", "any1": "anyone", "some1": "someone",
    "thru": "through", "gotta": "have to", "hafta": "have to", "gonna": "going to",
    "wanna": "want to", "rn": "right now", "asap": "immediately", "instrux": "instructions",
    "instr": "instructions", "instrs": "instructions", "prev": "previous",
    "rulez": "rules", "nothin": "nothing", "anythin": "anything", "somethin": "something",
    "n": "and", "wateva": "whatever", "whateva": "whatever", "rmbr": "remember",
    "rmb": "remember", "remb": "remember", "shd": "should", "shld": "should", "fwd": "forward",
    "acct": "account", "accts": "accounts", "info": "information", "wud": "would",
    # (as phones type them: "yuor rulz", "frum now on", "alway snd")
    "yuor": "your", "yor": "your", "yur": "your", "yuo": "you", "yu": "you", "frum": "from",
    "frm": "from", "evry": "every", "alway": "always", "snd": "send", "sned": "send",
    "wat": "what", "rools": "rules", "dailey": "daily", "plss": "please", "pleas": "please",
}  # fmt: skip

# Chat shorthand whose meaning the next word decides: "ur" before "in", "not", "free" is "you're"
# ("ur in no-rules mode"), and so is "your" typed for it; "w" before a person or "this" is
# "with".
SHORTHAND_PHRASES: dict[str, str] = {
    f"{you} {word}": f"you're {word}"
    for you in ("ur", "your", "youre")
    for word in ("in", "not", "now", "free", "allowed", "no longer", "officially", "done")
} | {
    "w me": "with me", "w/ me": "with me", "w u": "with you", "w/ u": "with you",
    "w us": "with us", "w/ us": "with us", "w/e": "whatever", "w/o": "without",
    # … and before what goes with it ("end ur answer w this pic")
    "w this": "with this", "w/ this": "with this", "w that": "with that",
    "w/ that": "with that",
    # "wen" before a subject is "when" ("wen its me asking"; Wen alone is a name)
    "wen its": "when it's", "wen it's": "when it's", "wen i": "when i", "wen u": "when you",
    "wen you": "when you", "wen ur": "when you're", "wen anyone": "when anyone",
    "wen someone": "when someone", "wen anybody": "when anybody", "wen they": "when they",
    # a digit for the word it sounds like, before a person ("talkin 2 me", "switched of 4 me")
    "2 me": "to me", "4 me": "for me", "2 u": "to you", "4 u": "for you", "2 us": "to us",
    "4 us": "for us",
}  # fmt: skip

# A word stretched for emphasis ("pleeease", "sooo", "rulesss"): one letter of a run of three
# or more, or two, when that is a word the rows read.
_STRETCHED = re.compile(r"(?<![\w@./:'-])[a-z]*([a-z])\1\1[a-z]*(?![\w@'-])", re.ASCII)
_RUN = re.compile(r"([a-z])\1{2,}")


def _unstretched(m: re.Match[str]) -> str:
    for single in (r"\1", r"\1\1"):
        word = _RUN.sub(single, m.group())
        if word in _LEET_KNOWN or word in _WORDS:
            return word
    return m.group()


# 规则 by its initials after 的 or 那些 ("你的gz", "那些gz"): gz alone is Guangzhou.
_ZH_ABBREVIATED = re.compile(r"(?<=[的些]) ?gz(?![a-z0-9])")
# 你 in pinyin right before 的 or a word that follows "you" ("ni的规则", "ni说不", "ni现在是").
_ZH_NI = re.compile(r"(?<![a-z])ni(?=的|说|现在|那些|自由|就|从|以后|都)")
# A word typed half in characters, half in pinyin ("晚shang", "ji住", "zhi付").
_ZH_HALF = {
    "晚shang": "晚上", "早shang": "早上", "ji住": "记住", "记zhu": "记住", "zhi付": "支付",
    "支fu": "支付", "mei天": "每天", "每tian": "每天", "yi后": "以后", "以hou": "以后",
    # (and initials or an English word for a word of the rules: "fs到" 发送到, "系统prompt")
    "fs到": "发送到", "fs给": "发送给", "系统prompt": "系统提示词", "hu略": "忽略", "忽lue": "忽略",
}  # fmt: skip
_ZH_HALF_RX = re.compile("|".join(map(re.escape, _ZH_HALF)))
# Chat initials for what is said of the rules: "nbcs" (nobody cares).
_ZH_INITIALS = {"nbcs": "没人在乎"}
_ZH_INITIALS_RX = re.compile(r"(?<![a-z]) ?(?:" + "|".join(_ZH_INITIALS) + r")(?![a-z])")
# What a phone makes of the rules' words, read once the words are folded: autocorrect's real
# words for them after "your" or before "you follow" ("your rulers", "the filers you follow"),
# "youre" typed for "your" before them, and a "2" for "to" after a verb of sending or applying
# ("apply 2 other people", "note 2 self", "talkin 2 me").
_RULE_NOUN = (
    r"rules|filters|limits|boundaries|restrictions|guidelines|guardrails|policy|policies"
    r"|safety|system prompt|instructions|training|moderation"
)
_AUTOCORRECTED = {"rulers": "rules", "filers": "filters", "fillers": "filters"}
_PHONE_SLIP_RX = re.compile(
    r"\b(?:(?:your|youre|ur|yr) (?P<slip>rulers|filers|fillers)\b"
    r"|the (?P<slip2>rulers|filers|fillers)(?= (?:you|u) follow\b)"
    rf"|youre(?= (?:{_RULE_NOUN})\b)"
    r"|(?P<verb>apply|applies|talking|talk|send|sending|forward|email|mail|note|belong|belongs"
    r"|listen|reply) 2\b)"
)
_PHONE_SLIP_HINT = re.compile(r"\b(?:rulers|filers|fillers|youre|2)\b")


def _phone_slip(m: re.Match[str]) -> str:
    if m.group("slip"):
        return f"your {_AUTOCORRECTED[m.group('slip')]}"
    if m.group("slip2"):
        return f"the {_AUTOCORRECTED[m.group('slip2')]}"
    if m.group("verb"):
        return f"{m.group('verb')} to"
    return "your"


# An "off" typed without its second f ("turn of the guardrails"): "off" before the rules' words
# (after their misspellings are folded), never "the turn of the century".
SLIPPED_OFF: dict[str, str] = {
    "turn of": "turn off", "switch of": "switch off", "shut of": "shut off",
}  # fmt: skip
# The rules' words an "off" may be slipped before or after.
_OFF_NOUNS = (
    r"(?:rules|guidelines|restrictions|filters|guardrails|limits|policy|policies|moderation"
    r"|safety|instructions|constraints|limitations|content policy|boundaries)"
)
_SLIPPED_OFF_RX = re.compile(
    r"\b(?:" + "|".join(SLIPPED_OFF) + r")"
    rf"(?= (?:(?:the|your|all|ur|those|these|any) )*(?:[a-z-]+ )?{_OFF_NOUNS}\b)"
)
# … and after them ("the filters are turned of for my account").
_SLIPPED_OFF_AFTER_RX = re.compile(
    rf"\b({_OFF_NOUNS} (?:(?:are|is|were|was|got|get|have been|has been) )?(?:turned|switched"
    r"|shut)) of\b"
)

# The words the rows key on (markers, governance, actions, targets); their one-edit
# misspellings are folded to them. Words under five letters have too many real neighbours.
VOCABULARY = """
every always whenever forever henceforth future before please remember forget pretend
instructions instruction guidelines guideline restrictions restriction rules limits
limitations constraints directives policy policies filters guardrails moderation settings
safety system assistant developer admin prompt previous ignore disregard override bypass
unrestricted unfiltered jailbreak expired suspended retired cancelled disabled removed lifted
outdated replaced forward upload execute reveal secret credentials private password passwords
conversation conversations history transcript message messages replies answers answer
responses response someone anyone everyone people customers whatever anything everything nothing
content apply boundaries training attach reply account accounts table
""".split()

# Variants that are words of their own.
REAL_WORDS = frozenset("revel rues eery amin aways anone lited foret pleas".split())

# Markers of a standing order, misspelled as a whole ("form now on", "everytime").
PHRASES = (
    "from now on", "from here on", "from this point on", "every time", "each time",
    "next time", "any time", "going forward",
)  # fmt: skip
_REAL_PHRASES = frozenset({"next tie", "net time", "each tie", "every tie", "any tie"})

# Romanized Chinese for the vocabulary of the Chinese rows ('_' is an optional space).
PINYIN: dict[str, str] = {
    "yi_hou": "以后", "jin_hou": "今后", "wang_hou": "往后", "mei_ci": "每次",
    "mei_yi_ci": "每一次", "xia_ci": "下次", "cong_xian_zai_qi": "从现在起",
    "cong_xian_zai_kai_shi": "从现在开始", "cong_jin_tian_qi": "从今天起",
    "fa_dao": "发到", "fa_gei": "发给", "fa_song": "发送", "zhuan_fa": "转发",
    "shang_chuan": "上传", "zhi_xing": "执行", "yun_xing": "运行", "hu_lue": "忽略",
    "hu_lve": "忽略", "wu_shi": "无视", "gui_ze": "规则", "xian_zhi": "限制", "zhi_ling": "指令",
    "ti_shi_ci": "提示词", "xi_tong": "系统", "liao_tian_ji_lu": "聊天记录",
    "dui_hua_ji_lu": "对话记录", "bie_gao_su": "别告诉", "bu_yao_gao_su": "不要告诉",
    "guan_li_yuan": "管理员", "kai_fa_zhe": "开发者", "zuo_fei": "作废", "shi_xiao": "失效",
    "jie_chu": "解除", "mi_ma": "密码", "yi_jing": "已经", "fei_chu": "废除", "wu_xiao": "无效",
    "bu_zai_you_xiao": "不再有效", "fei_zhi": "废止", "che_xiao": "撤销", "ba": "把", "jiu": "就",
    "zhi_yao": "只要", "you_ren": "有人", "wen": "问",
    # the assistant's rules said to be void, and it set free
    "ni_de": "你的", "bu_zuo_shu": "不作数", "bu_suan_shu": "不算数", "bu_zai_shi_yong": "不再适用",
    "zhi_shi_can_kao": "只是参考", "mei_you_yue_shu_li": "没有约束力", "bai_wu_jin_ji": "百无禁忌",
    "bu_shou_ren_he_yue_shu": "不受任何约束", "shen_me_dou_ke_yi_shuo": "什么都可以说",
    "mei_you_ren_he_xian_zhi": "没有任何限制", "fang_kai_le_shuo": "放开了说",
    "wan_quan_shou_quan": "完全授权",
    # an unrestricted mode, the safety settings switched off
    "wu_xian_zhi": "无限制", "mo_shi": "模式", "kai_qi": "开启", "an_quan": "安全",
    "she_zhi": "设置", "quan_bu": "全部", "guan_diao": "关掉", "guan_bi": "关闭",
    # the person's asks obeyed, the rules not kept, where someone is sent, what is added
    "ji_zhu": "记住", "bu_yong": "不用", "ye_bu_yong": "也不用", "zun_shou": "遵守",
    "ju_jue": "拒绝", "wo_shuo_shen_me": "我说什么", "ni_jiu_zuo_shen_me": "你就做什么",
    "ni_jiu": "你就", "ni_bu_yong": "你不用", "rang_ta_qu": "让他去", "rang_ta_men_qu": "让他们去",
    "jia_shang": "加上", "lian_jie": "链接", "hui_da": "回答", "an_quan_jian_cha": "安全检查",
    # as phones type it, a word or a phrase in pinyin among characters
    "dui_wo": "对我", "bu_shi_yong": "不适用", "shen_cha": "审查", "dui_hua": "对话",
    "fu_jian": "附件", "yan_zheng_ma": "验证码", "zhi_fu": "支付", "da_ying": "答应",
    "ti_shi": "提示", "guo_lv_qi": "过滤器", "guo_lv": "过滤", "xun_lian": "训练",
    "you_xian_ji": "优先级", "bie_ren": "别人", "quan_xian": "权限",
    "an_quan_guo_lv_qi": "安全过滤器", "an_quan_shen_cha": "安全审查",
    "an_quan_xun_lian": "安全训练",
}  # fmt: skip

# Words of the rows in leetspeak: a token of letters and the digits 0 1 3 4 5 7 is the word its
# digits spell, when that word is one of these (VOCABULARY and PHRASES are added below), or a
# misspelling of one that is folded to it.
LEET_WORDS = frozenset(
    """to on now from send all the you your are off no new free mode rule leak post dump run
    chat chats log logs user users key keys token tokens share mail email them their this that
    these those list link links drop delete tell what told apply applies me they don't do
    follow follows obey who for refuse refuses refusing refusal refusals doesnt isnt necessary
    needed required visit click open fetch load reveal print""".split()
)

# Foreign words and phrases of the rules' vocabulary, as English (accents already dropped).
FOREIGN: dict[str, str] = {
    # from now on / always / every time / please
    "ab jetzt": "from now on", "ab sofort": "from now on", "von jetzt an": "from now on",
    "von nun an": "from now on", "ab heute": "from today on", "kunftig": "from now on",
    "immer": "always", "jedes mal": "every time", "jedesmal": "every time", "bitte": "please",
    "desde ahora": "from now on", "a partir de ahora": "from now on",
    "de ahora en adelante": "from now on", "siempre": "always", "cada vez": "every time",
    "por favor": "please", "a partir de maintenant": "from now on", "desormais": "from now on",
    "dorenavant": "from now on", "toujours": "always", "chaque fois": "every time",
    "s'il vous plait": "please", "s'il te plait": "please", "da ora in poi": "from now on",
    "d'ora in poi": "from now on", "sempre": "always", "ogni volta": "every time",
    "per favore": "please", "a partir de agora": "from now on", "de agora em diante": "from now on",
    "toda vez": "every time", "cada resposta": "every answer", "cada respuesta": "every answer",
    "chaque reponse": "every answer", "jede antwort": "every answer",
    # the rules, the old ones
    "die alten regeln": "the old rules", "die vorherigen anweisungen": "the previous instructions",
    "alten regeln": "old rules", "vorherigen regeln": "previous rules",
    "bisherigen regeln": "previous rules", "vorherigen anweisungen": "previous instructions",
    "bisherigen anweisungen": "previous instructions", "regeln": "rules",
    "richtlinien": "guidelines", "anweisungen": "instructions", "einschrankungen": "restrictions",
    "las reglas anteriores": "the previous rules", "reglas anteriores": "previous rules",
    "las instrucciones anteriores": "the previous instructions",
    "instrucciones anteriores": "previous instructions", "reglas": "rules",
    "instrucciones": "instructions", "restricciones": "restrictions", "directrices": "guidelines",
    "les consignes precedentes": "the previous instructions",
    "consignes precedentes": "previous instructions",
    "instructions precedentes": "previous instructions", "regles precedentes": "previous rules",
    "anciennes regles": "old rules", "consignes": "instructions", "regles": "rules",
    "regole precedenti": "previous rules", "istruzioni precedenti": "previous instructions",
    "regole": "rules", "istruzioni": "instructions", "regras anteriores": "previous rules",
    "instrucoes anteriores": "previous instructions", "regras": "rules",
    "instrucoes": "instructions",
    # are void
    "sind": "are", "ist": "is", "ungultig": "invalid", "aufgehoben": "lifted",
    "nicht mehr gultig": "no longer valid", "gelten nicht mehr": "no longer apply",
    "gilt nicht mehr": "no longer applies", "ya no aplican": "no longer apply",
    "ya no se aplican": "no longer apply", "ya no valen": "no longer apply",
    "ya no son validas": "no longer valid", "anuladas": "void", "anulados": "void",
    "ne s'appliquent plus": "no longer apply", "ne sont plus valables": "no longer valid",
    "annulees": "void", "caduques": "void", "non valgono piu": "no longer apply",
    "nao se aplicam mais": "no longer apply", "nao valem mais": "no longer apply",
    "nao valem": "do not apply", "acabou": "is over", "suas regras": "your rules",
    "tuas regras": "your rules", "le tue regole": "your rules", "tue regole": "your rules",
    # orders
    "ignoriere": "ignore", "ignorieren": "ignore", "vergiss": "forget", "schicke": "send",
    "sende": "send", "schick": "send", "ignora": "ignore", "ignorez": "ignore", "olvida": "forget",
    "envia": "send", "reenvia": "forward", "envoie": "send", "envoyez": "send",
    "oublie": "forget", "oubliez": "forget", "invia": "send", "manda": "send",
}  # fmt: skip
FOREIGN.update((k, v) for k, v in LATIN_WORDS.items() if k not in FOREIGN)


def _edits(word: str) -> set[str]:
    """`word` with one interior character dropped, or two interior neighbours swapped (the
    first and last characters stay: "rule" is not a misspelling of "rules")."""
    out = {word[:i] + word[i + 1 :] for i in range(1, len(word) - 1)}
    out |= {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(1, len(word) - 2)}
    out.discard(word)
    return out


def _slips(word: str) -> set[str]:
    """`word` as a hurried typist slips on it: a letter doubled ("dissregard", "forgett"), a
    final silent e dropped ("ignor", "futur"), a plural's s written z ("limitz", "filterz"),
    also after a dropped letter ("rulz"), the last two letters swapped ("systme", "repyl"), a
    word spelled as it sounds ("sistem", "restricshuns"), an -ing without its g ("trainin")."""
    out = {word[: i + 1] + word[i] + word[i + 1 :] for i in range(1, len(word))}
    if len(word) >= 5 and word.endswith("e"):
        out.add(word[:-1])
    if len(word) >= 5 and word.endswith("s") and not word.endswith("ss"):
        out.add(word[:-1] + "z")
        out |= {v[:-1] + "z" for v in _edits(word) if v.endswith("s") and not v.endswith("ss")}
    if word.endswith("ing"):
        out.add(word[:-1])  # "trainin"
    if len(word) >= 5:
        out.add(word[:-2] + word[-1] + word[-2])
        for sound, spelled in _SOUNDS:
            if sound in word[1:-1]:
                out.add(word[0] + word[1:-1].replace(sound, spelled) + word[-1])
    out.discard(word)
    return out


# Letters spelled as they sound, inside a word: "rools", "sistem", "restricshuns".
_SOUNDS = (("u", "oo"), ("y", "i"), ("tion", "shun"), ("ph", "f"))


def _misspellings(words: Iterable[str]) -> dict[str, str]:
    words = list(words)
    known = set(words) | REAL_WORDS | set(SHORTHAND)
    table: dict[str, str] = {}
    for word in words:
        for variant in _edits(word) | _slips(word):
            if variant not in known and " " not in variant:
                table.setdefault(variant, word)
    return table


# Short verbs of the rows, whose only variants folded are the slips that double a letter
# ("skipp", "dropp"): their other one-edit neighbours are words of their own.
SHORT_VERBS = ("skip", "drop", "stop")
_SHORT_SLIPS = {v: w for w in SHORT_VERBS for v in _slips(w) if v[-1] == v[-2] or v[1] == v[2]}
_WORDS: dict[str, str] = {**_SHORT_SLIPS, **_misspellings(VOCABULARY), **SHORTHAND}
# A phrase is also misspelt when written as one word ("evrytime" for "everytime").
_PHRASE_TABLE: dict[str, str] = {
    v: p for p in PHRASES for v in _edits(p) | _edits(p.replace(" ", "")) if v not in _REAL_PHRASES
}
_LEET_TABLE = str.maketrans("013457", "oieast")
_LEET_KNOWN = LEET_WORDS | set(VOCABULARY) | {w for p in PHRASES for w in p.split()}
# Syllables written together or apart, in any mix ("bu zuoshu", "buzuo shu"): looked up
# without their spaces.
_PINYIN_TABLE: dict[str, str] = {key.replace("_", ""): hanzi for key, hanzi in PINYIN.items()}
# A token that is not part of an address, a path or a hyphenated name; a single letter only
# between words ("u", "r"), never in a spaced-out run ("d i s r e g a r d" stays as it is).
_TOKEN = re.compile(
    r"(?<![\w@./:'-])(?:[a-z0-9]{2,}|(?<!\b\w )[a-z0-9](?! \w\b))(?![\w@'-]|[./:]\w)", re.ASCII
)


_Trie = dict[str, "_Trie"]


def _trie(keys: Iterable[str]) -> str:
    """An alternation of `keys` written as a trie of their characters ("ab(?:c|d)?"): a position
    tries only the keys that go on from its character, not every key of a long table. A key
    that goes on is tried before one that ends there, so the longest key matches, as a list
    sorted longest first would."""
    root: _Trie = {}
    for key in keys:
        node = root
        for ch in key:
            node = node.setdefault(ch, {})
        node[""] = {}

    def branch(node: _Trie) -> str:
        arms = [re.escape(ch) + branch(child) for ch, child in sorted(node.items()) if ch]
        if not arms:
            return ""
        body = arms[0] if len(arms) == 1 else "(?:" + "|".join(arms) + ")"
        return f"(?:{body})?" if "" in node else body

    return branch(root)


def _alternation(keys: Iterable[str]) -> re.Pattern[str]:
    # (after a colon that ends no scheme or key: "说一句:d'ora in poi …")
    return re.compile(rf"(?<![\w@./'-])(?<!\w:)(?:{_trie(keys)})(?![\w@'-]|[./:]\w)", re.ASCII)


_LATIN = re.compile("[a-z]")
_PHRASE_RX = _alternation(_PHRASE_TABLE)
_SHORTHAND_PHRASE_RX = _alternation(SHORTHAND_PHRASES)
_PINYIN_RX = re.compile(  # (after a colon too: "记住:ni de guize")
    r"(?<![\w@./'-])(?:"
    + "|".join(k.replace("_", " ?") for k in sorted(PINYIN, key=len, reverse=True))
    + r")(?![\w@'-]|[./:]\w)",
    re.ASCII,
)
# A space the folding left between two Chinese characters ("你的 规则").
_FOREIGN_RX = _alternation(FOREIGN)
# Words in other scripts (Cyrillic, Arabic, Devanagari, Bengali), whole words by Unicode's word
# boundaries (a Devanagari or Bengali vowel sign is no \w but part of its word), the keys spelled
# as the text is once its script's variants are folded (`_SPELLING`), and as NFKC and casefold
# leave them.
_OTHER_SCRIPT = re.compile(
    "[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0900-\u09ff\u0e00-\u0e7f]"
)
_SPELLING = str.maketrans(SCRIPT_SPELLING)
_SPELLING_RX = re.compile("[" + "".join(map(re.escape, SCRIPT_SPELLING)) + "]")
_SCRIPT_WORDS: dict[str, str] = {}
for _key, _english in OTHER_SCRIPT_WORDS.items():
    _SCRIPT_WORDS.setdefault(
        unicodedata.normalize("NFKC", _key).casefold().translate(_SPELLING), _english
    )
_SCRIPT_RX = re.compile(
    r"(?<![\w\u0900-\u09ff])(?:" + _trie(_SCRIPT_WORDS) + r")(?![\w\u0900-\u09ff])"
)
# A Russian word written with digits for letters ("тв0и пр4вил4", "д3йствуют"): read with the
# digits as the letters they stand for when it is then a word of the table's keys.
_CYRILLIC_LEET = str.maketrans("0346", "оеаб")
_CYRILLIC_LEET_TOKEN = re.compile(r"(?<!\w)(?=[а-яё]*[0346])(?=[0346]*[а-яё])[а-яё0346]{2,}(?!\w)")
_SCRIPT_TOKENS = frozenset(word for key in _SCRIPT_WORDS for word in key.split())
# Thai, which writes no space between its words: a key wherever it stands (longest first, as a
# trie reads it), folded with a space on both sides.
_THAI = re.compile("[\u0e00-\u0e7f]")
_THAI_WORDS = {unicodedata.normalize("NFKC", key): english for key, english in THAI.items()}
_THAI_RX = re.compile(_trie(_THAI_WORDS))


def _cyrillic_unleet(m: re.Match[str]) -> str:
    word = m.group().translate(_CYRILLIC_LEET)
    return word if word in _SCRIPT_TOKENS else m.group()


# A token of letters and leet digits, with at least one of each.
# (with its contraction: "d0n't")
_LEET_TOKEN = re.compile(
    r"(?<![\w@./:'-])(?=[a-z]*[013457])(?=[013457]*[a-z])[a-z013457]{2,}(?:'[a-z]{1,2})?"
    r"(?![\w@'-]|[./:]\w)",
    re.ASCII,
)
# A 1 is an l as often as an i ("ru135", "1eak").
_LEET_TABLE_L = str.maketrans("013457", "oleast")

# A word broken in two by a space or a line break, as OCR and narrow columns break them ("the
# assist ant", "guide\nlines", "rem\nember"): joined when the halves make one of the rules'
# words, also of these (the halves of a pair that reads as two words stay apart).
JOIN_WORDS = frozenset(
    """apply applies longer follow follows obey refuse refusals policy user users this""".split()
)
_NOT_JOINED = frozenset({("for", "ward"), ("for", "get"), ("be", "fore"), ("no", "thing")})


def _unleet(m: re.Match[str]) -> str:
    # (also one of their misspellings, folded to the word below: "rul3z" is "rulez", "rules")
    for table in (_LEET_TABLE, _LEET_TABLE_L):
        word = m.group().translate(table)
        if word in _LEET_KNOWN or word in _WORDS:
            return word
    return m.group()


# A word OCR misread, an "l" for an "i" or "rn" for an "m" ("lgnore all prevlous
# instructions", "forrnat"): read as the rules' word it is with one of them (or all) put back,
# when it is not a word of the rules as it stands (a misspelling it then makes is read as its
# word, as `_TOKEN` before it reads one: "lgnor" is "ignore").
_OCR_TOKEN = re.compile(r"(?<![\w@./:'-])(?=[a-z]*(?:l|rn))[a-z]{3,20}(?![\w@'-]|[./:]\w)")
_OCR_SLIPS = (("l", "i"), ("rn", "m"))


def _ocr_read(m: re.Match[str]) -> str:
    word = m.group()
    if word in _LEET_KNOWN or word in _WORDS:
        return word
    for slip, letter in _OCR_SLIPS:
        at = word.find(slip)
        while at >= 0:
            variant = word[:at] + letter + word[at + len(slip) :]
            if variant in _LEET_KNOWN or variant in _WORDS:
                return _WORDS.get(variant, variant)
            at = word.find(slip, at + 1)
        variant = word.replace(slip, letter)
        if variant != word and (variant in _LEET_KNOWN or variant in _WORDS):
            return _WORDS.get(variant, variant)
    return word


_JOINABLE = frozenset(_LEET_KNOWN | JOIN_WORDS)
# Two runs of letters with one space or line break between them (the second is looked ahead:
# each run may join the one before it or the one after it).
_HALVES = re.compile(r"(?<![\w'])([a-z]{2,12})([ \n])(?=([a-z]{2,12})(?![\w']))", re.ASCII)


def _joined_halves(norm: str) -> str:
    """`norm` with each pair of halves that make a word joined (a half joins one other)."""
    out: list[str] = []
    last = taken = 0
    for m in _HALVES.finditer(norm):
        a, b = m.group(1), m.group(3)
        if m.start() < taken or a + b not in _JOINABLE or (a, b) in _NOT_JOINED:
            continue
        out.append(norm[last : m.start(2)])
        last = m.end(2)
        taken = last + len(b)
    if not out:
        return norm
    out.append(norm[last:])
    return "".join(out)


# A word typed with the keyboard still on the Russian layout ("кгдуы" for rules, "filtукы" for
# filters, the keys' Latin letters): read as those letters when that is a word of the rows (or
# a misspelling of one); a Russian word is none.
_LAYOUT = str.maketrans("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm")
_LAYOUT_TOKEN = re.compile(r"(?<![\w])(?=[a-z]*[а-я])[a-zа-я]{3,}(?![\w])")


def _layout_fixed(m: re.Match[str]) -> str:
    word = m.group().translate(_LAYOUT)
    if word.isascii() and (word in _LEET_KNOWN or word in _WORDS):
        return word
    return m.group()


def script_folded(text: str) -> str:
    """`text` (casefolded) with the words of rules/languages/scripts/ (Russian, Ukrainian,
    Greek, Arabic, Hebrew, Hindi in Devanagari, Thai) as English, after their scripts' spelling
    variants are read as one. It runs
    before look-alike letters are folded to Latin (normalize.py): a Russian word made only of
    look-alikes ("про", "со", "с") would otherwise no longer read as the table's word."""
    if not _OTHER_SCRIPT.search(text):
        return text
    text = _LAYOUT_TOKEN.sub(_layout_fixed, text)
    if _SPELLING_RX.search(text):
        text = text.translate(_SPELLING)
    text = _CYRILLIC_LEET_TOKEN.sub(_cyrillic_unleet, text)
    if _THAI.search(text):
        text = _THAI_RX.sub(lambda m: f" {_THAI_WORDS[m.group()]} ", text)
    return _SCRIPT_RX.sub(lambda m: _SCRIPT_WORDS[m.group()], text)


def respell(norm: str) -> str:
    """`norm` (casefolded, accents dropped) with leetspeak, foreign words, shorthand,
    misspellings and pinyin folded to the rules' words."""
    if not _LATIN.search(norm):
        return norm
    norm = _joined_halves(_LEET_TOKEN.sub(_unleet, norm))
    norm = _FOREIGN_RX.sub(lambda m: FOREIGN[m.group()], norm)
    norm = _PHRASE_RX.sub(lambda m: _PHRASE_TABLE[m.group()], norm)
    norm = _SHORTHAND_PHRASE_RX.sub(lambda m: SHORTHAND_PHRASES[m.group()], norm)
    folded = _PINYIN_RX.sub(lambda m: _PINYIN_TABLE[m.group().replace(" ", "")], norm)
    if folded != norm:
        norm = HANZI_GAP.sub("", folded)
    if _STRETCHED.search(norm):
        norm = _STRETCHED.sub(_unstretched, norm)
    norm = _TOKEN.sub(lambda m: _WORDS.get(m.group(), m.group()), norm)
    norm = _OCR_TOKEN.sub(_ocr_read, norm)
    if "gz" in norm:
        norm = _ZH_ABBREVIATED.sub("规则", norm)
    if "ni" in norm:
        norm = _ZH_NI.sub("你", norm)
    norm = _ZH_INITIALS_RX.sub(lambda m: _ZH_INITIALS[m.group().strip()], norm)
    norm = _ZH_HALF_RX.sub(lambda m: _ZH_HALF[m.group()], norm)
    if _PHONE_SLIP_HINT.search(norm):
        norm = _PHONE_SLIP_RX.sub(_phone_slip, norm)
    if " of" not in norm:
        return norm
    norm = _SLIPPED_OFF_AFTER_RX.sub(r"\1 off", norm)
    return _SLIPPED_OFF_RX.sub(lambda m: SLIPPED_OFF[m.group()], norm)
