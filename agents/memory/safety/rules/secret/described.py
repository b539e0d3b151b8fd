"""Credential rows for a secret described instead of named: by its count of digits beside
what it opens (en, zh), by what it unlocks ("what I type to unlock my laptop: …", "我开电脑输的
那串是 …", "the thing I punch in to unlock my phone is …", "my tablet opens with …"), as the
secret part of a login ("bank login: username …, and the secret bit is …"), or as the key of a
Wi-Fi network named in the same sentence ("home wifi is X and the key is …").

No credential word is said, so the description is what makes the value a secret: a doer who
types or enters it and a thing it unlocks, a login beside "the secret bit", a network beside
"the key". The thing a person types to do something else ("what I type to search is …"), a
lock's brand ("my laptop opens with a fingerprint") and a network's name ("the wifi is called
…") are none
(`tests/unit/safety/authors/thirtyfirst_to_fortieth/test_safety_thirtyseventh.py` has both).
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import CREDENTIAL_PASSWORD, SecretRule

__all__ = ["DESCRIBED_SECRET_RULES", "WHAT_I_ENTER"]

_I = re.IGNORECASE | re.ASCII

# A device or an account a secret unlocks.
_UNLOCKED = (
    r"(?:phone|iphone|android|mobile|cell|laptop|computer|pc|mac|macbook|desktop|tablet|ipad"
    r"|kindle|work ?station|account|accounts|bank(?:ing)? app|banking|app|email|inbox|vault"
    r"|password manager|wallet|safe|locker|door|front door|gate|alarm|garage|screen|sim|work login"
    r"|login|profile|router|wi-?fi|network)"
)
# Typing or entering it: "what I type", "the thing I punch in", "the code we key in".
_ENTERED = (
    r"(?:type|enter|punch(?: in)?|key(?: in)?|tap(?: in)?|put in|input|press|use|draw|swipe"
    r"|say|write)"
)
WHAT_I_ENTER = (
    r"\b(?:what|whatever|the (?:thing|things|word|words|code|number|numbers|digits|phrase"
    r"|combo|sequence|string|one|stuff)(?: that)?) (?:i|we) (?:always |usually |normally |have to"
    rf" |need to )?{_ENTERED}\b(?: in)?"
)
# What it does: "to unlock my laptop", "to get into my bank app".
_TO_UNLOCK = (
    r" (?:to|so i can|so we can|when i|when we|and it) (?:unlock|unlocks|open|opens|get into"
    r"|log ?in(?:to)?|sign ?in(?:to)?|access|wake|unlock and use) (?:my|our|the|his|her)"
    rf" (?:[\w-]+ ){{0,2}}?{_UNLOCKED}\b"
)
# … or where it goes: after the person's e-mail or user name on a site or an app's sign-in.
_AFTER_MY_NAME = (
    r" (?:after|with|next to|below|under) (?:my|our|the) (?:e-?mail|email address|user ?name"
    r"|login|user id|id|account name)(?: (?:on|at|for|in) (?:my|our|the) (?:[\w-]+ ){0,2}?"
    r"(?:site|website|app|portal|page|login|account|bank|banking))?"
)
# The value, after "is" or a colon (or an arrow), quotes or brackets around it allowed.
_IS_VALUE = (
    r"[ \t]*(?:\bis\b|\bwas\b|\bare\b|\bwere\b|::|:|=>|->|=|»|-|–|—)[ \t]*"
    r"(?:just |simply |always )?[\"'“‘(]?"
    r"(?P<v>[^\s\"'”’(),;]{3,64})"
)
# Digits or a code named by what they open: "the four digits that open my phone", "the code
# that gets me into the garage".
_DIGITS_THAT_OPEN = (
    r"\bthe (?:[\w-]+ )?(?:digits|numbers|code|pin|combination|combo|letters|characters)"
    r" (?:that|which|i use to|we use to|to) (?:opens?|unlocks?|gets? (?:me |us )?into|starts?)"
    rf" (?:my|our|the) (?:[\w-]+ ){{0,2}}?{_UNLOCKED}\b"
)

# A code named by how many digits it has, and by whom it opens or who asks for it: "my bank's
# 6-digit thing that they ask for on the phone is 88 41 06", "银行电话里要的那个六位数是 44-07-12".
# The count alone says nothing ("my 6-digit order number"): a bank, a card, an account, a login,
# a phone or a door beside it does.
_OPENS = (
    r"(?:bank|bank's|banking|card|account|login|log-in|phone|security|verification|access|door"
    r"|alarm|safe|locker|gate|garage|app|atm|debit|credit)"
)
_COUNTED = r"(?:\d|four|five|six|seven|eight)[ -]digit"
# (a count of digits that names a public number: "the 6-digit sort code", "8-digit order number")
_PUBLIC = (
    r"(?!(?:sort|routing|branch|swift|bic|customer|member|membership|reference|order|tracking"
    r"|postal|zip|post|area|flight|booking|invoice|employee|student|case|ticket|serial)\b)"
)
_ZH_COUNTED = r"(?:[4-8]|四|五|六|七|八)位(?:数字?|数|的?(?:数字|号码|码))"

# The same in Chinese: "我开电脑输的那串是 …", "解锁手机要按的那几个数字是 …" (what is typed, and
# what it opens, before the value; a value in Chinese words, "是我生日", is none).
_ZH_UNLOCKED = (
    r"(?:电脑|手机|笔记本|平板|ipad|邮箱|账号|账户|系统|网银|银行(?:app|卡)?|门|门锁|保险箱|保险柜"
    r"|路由器|wifi|钱包)"
)
# … or by what it does, with no typing said: "电脑开机那串是Moss_0419"
_ZH_WHAT_OPENS = (
    rf"{_ZH_UNLOCKED}(?:开机|解锁|登录|登陆|开门|开锁)(?:的|时|用的)?(?:那|这)(?:一)?串"
    r"(?:字|字符|东西|数字|密码)?(?:是|为|[:：=])[ \t]*"
    r"(?P<v>[A-Za-z0-9][^\s，。,；;！？、]{2,63})"
)
_ZH_WHAT_I_ENTER = (
    rf"(?:开|打开|解锁|登录|登陆|进|启动|唤醒){_ZH_UNLOCKED}(?:时|的时候)?(?:要|得|需要|都)?"
    r"(?:输|输入|打|敲|按|键入|填)的(?:那|这)?(?:一?串|个|组|几个|几位)?(?:字|字符|东西|数字|数|词)?"
    r"(?:是|为|[:：=])[ \t]*"
    r"(?P<v>[A-Za-z0-9][^\s，。,；;！？、]{2,63})"
)

# fmt: off
DESCRIBED_SECRET_RULES: tuple[SecretRule, ...] = (
    # a code by its count of digits, beside what it opens: "my bank's 6-digit thing that they ask
    # for on the phone is 88 41 06", "the 4-digit door code: 7 7 0 3"
    SecretRule(
        CREDENTIAL_PASSWORD, "my bank's 6-digit thing they ask for on the phone is 88 41 06",
        rf"\b(?:{_OPENS}\b[^.\n]{{0,30}}?\b{_COUNTED} {_PUBLIC}(?:[\w-]+ )?{_PUBLIC}(?:thing|code"
        rf"|one|pin|passcode|combo|combination|number)|{_COUNTED} {_PUBLIC}(?:[\w-]+ )?{_PUBLIC}"
        rf"(?:thing|code|one|pin|passcode|combo"
        rf"|combination|number)\b[^.\n]{{0,40}}?\b{_OPENS})\b[^.\n]{{0,50}}?"
        r"(?:\bis\b|\bwas\b|::|:|=>|->|=)[ \t]*"
        r"(?P<v>(?<![\d.])\d(?:[ \t-]?\d){3,9})(?![\d:/%]|[.,]\d)",
        _I, check="code_value",
        hint=r"digit",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "银行电话里要的那个六位数是44-07-12",
        rf"(?:银行|卡|账户|账号|登录|手机|电话|门|保险箱|支付)[^。！？\n]{{0,20}}?{_ZH_COUNTED}"
        r"[^。！？\n，,]{0,4}?(?:是|为|[:：=])[ \t]*"
        r"(?P<v>(?<![\d.])\d(?:[ \t-]?\d){3,9})(?![\d:/%]|[.,]\d)",
        check="code_value",
        hint=r"位",
    ),
    # described by what it unlocks: "What I type to unlock my laptop: …", "The thing I punch in
    # to unlock my phone is 482913"
    SecretRule(
        CREDENTIAL_PASSWORD, "what I type to unlock my laptop: sunflower-Blue-77",
        WHAT_I_ENTER + _TO_UNLOCK + _IS_VALUE,
        _I, check="password",
        hint=r"unlock|open|get into|log|sign|access|wake",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "我开电脑输的那串是v1oletSky88",
        _ZH_WHAT_I_ENTER,
        check="password",
        hint=r"输|打|敲|按|键入|填",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "电脑开机那串是Moss_0419",
        _ZH_WHAT_OPENS,
        check="password",
        hint=r"串",
    ),
    # … by the machine it is typed into: "the thing I punch in at the ATM is 7004"
    SecretRule(
        CREDENTIAL_PASSWORD, "the thing I punch in at the ATM is 7004",
        WHAT_I_ENTER + r" (?:at|on|into|in|to) (?:the|my|our|a|an|any) (?:[\w-]+ ){0,2}?"
        r"(?:atm|cash machine|cashpoint|keypad|door|gate|alarm|safe|terminal|card reader|pos|till"
        r"|locker|garage)\b" + _IS_VALUE,
        _I, check="code_value",
        hint=r"atm|cash|keypad|door|gate|alarm|safe|terminal|reader|pos|till|locker|garage",
    ),
    # a code a bank or a service texted: "My bank texted 073392 a minute ago"
    SecretRule(
        CREDENTIAL_PASSWORD, "My bank texted 622 019 a minute ago",
        r"\b(?:bank|card issuer|app|service|provider|carrier|paypal|google|apple|amazon|microsoft"
        r"|whatsapp|telegram|wechat|alipay|uber|airbnb|steam|netflix) (?:just )?(?:texted|sent"
        r"|messaged|sms(?:'?d|ed)|emailed|pinged)(?: (?:me|us))?(?: (?:a|the|this) (?:code|number"
        r"|pin))?[ \t:]+(?P<v>(?:[A-Z]{1,2}\d?-)?\d(?:[ -]?\d){3,8}|[A-Z0-9]{2,4}-[A-Z0-9]{2,4})"
        r"(?![\w-])",
        _I,
        hint=r"texted|sent|messaged|sms|emailed|pinged",
    ),
    # … or "the code" named by its being texted, then its value: "The code they texted me for
    # Netflix is G-558210"
    SecretRule(
        CREDENTIAL_PASSWORD, "The code they texted me for Netflix is G-558210",
        r"\bcode\b[^.!?\n]{0,20}?\b(?:texted|sent|messaged|sms(?:'?d|ed)|emailed)\b"
        r"[^.!?\n]{0,40}?(?:\b(?:is|was)\b|:)[ \t]*(?-i:[A-Z]{1,2})-(?P<v>\d{4,8})(?![\w-])",
        _I, check="short_code",
        hint=r"texted|sent|messaged|sms|emailed",
    ),
    # what the person logs in with, shaped as a made-up password: "The user logs into the laptop
    # with letmein_2023", "I log in to the VPN using zhang123456" (not "with SSO", "with Face ID")
    SecretRule(
        CREDENTIAL_PASSWORD, "The user logs into the laptop with letmein_2023",
        r"\blog(?:s|ged|ging)?[ -]?(?:in)?(?:to| on to|in to| in)\b[^.\n,;]{1,30}? (?:with|using)"
        r" (?:the password |password )?"
        r"(?P<v>(?=[^\s,;]{0,63}\d)(?=[^\s,;]{0,63}[a-z])[^\s,;]{6,64}?)(?=[.,;!?]?(?:\s|$))",
        _I, check="password",
        hint=r"log",
    ),
    # a login's value shaped as a password, not a name: mixed case, a digit and a mark, or a
    # symbol no user name has ("my Gmail login? It's bluefin.Orca61", "PayPal login is
    # sunflower_88!"; not "my login is jane.doe84", "my Gmail login is my email")
    SecretRule(
        CREDENTIAL_PASSWORD, "What if someone got my Gmail login? It's bluefin.Orca61",
        r"\blog-?in\b(?: (?:for|to|on) [\w.-]{2,20})?[ \t]*(?:[?？]?[ \t]*(?:it'?s|it is)\b"
        r"|\bis\b|:)"
        r"[ \t]*(?P<v>(?=[^\s@]{0,39}\d)(?:(?=[^\s@]{0,39}[!#$%^&*~+=])[^\s@]{6,40}"
        r"|(?=[^\s@]{0,39}[a-z])(?=[^\s@]{0,39}[._-](?-i:[A-Z]))[^\s@]{6,40}))(?<![.,;!?])"
        r"(?![^\s.,;!?])",
        _I, check="secret_value",
        hint=r"log-?in",
    ),
    # … by where it is typed: "the thing I type after my email on the bank site => …"
    SecretRule(
        CREDENTIAL_PASSWORD, "the thing I type after my email on the bank site => Kite-42!x",
        WHAT_I_ENTER + _AFTER_MY_NAME + _IS_VALUE,
        _I, check="password",
        hint=r"after|with|next to|below|under",
    ),
    # … as digits named by what they open: "the four digits that open my phone and my card both
    # = 2580"
    SecretRule(
        CREDENTIAL_PASSWORD, "the four digits that open my phone and my card both = 2580",
        _DIGITS_THAT_OPEN + r"(?: (?:and|&) (?:my|our|the) (?:[\w-]+ ){0,2}?(?:[\w-]+))?"
        r"(?: (?:both|too|as well|alike))?[ \t]*(?:\bis\b|\bare\b|::|:|=>|->|=|»|-|–|—|,)?[ \t]*"
        r"(?P<v>(?<![\d.])\d(?:[ \t-]?\d){2,11})(?![\d.,:/%])",
        _I, check="code_value",
        hint=r"open|unlock|into|start",
    ),
    # … or as the thing that opens it: "my laptop unlocks with 4471", "my phone opens with
    # K3stre1!" (a fingerprint, a face or a swipe is no value: the check wants digits or a
    # password's shape)
    SecretRule(
        CREDENTIAL_PASSWORD, "my tablet unlocks with 661904",
        rf"\b(?:my|our|the) (?:[\w-]+ ){{0,2}}?{_UNLOCKED} (?:unlocks|opens|unlocked|opened)"
        r" (?:with|using|by typing|by entering|once i type|once i enter)[ \t]*[\"'“‘]?"
        r"(?P<v>[^\s\"'”’(),;.]*\d[^\s\"'”’(),;]*)",
        _I, check="code_value",
        hint=r"unlocks|opens|unlocked|opened",
    ),
    # a password given as a recipe: a word the person knows with letters swapped for digits
    # or signs, and a number after it ("my dog's name Rocco with zeros for the o's, then 2019",
    # "我猫的名字mimi，两个i都换成1，再加上88")
    SecretRule(
        CREDENTIAL_PASSWORD,
        "banking password: my dog's name Rocco with zeros for the o's, then 2019",
        r"\b(?:password|passcode|passphrase|pass ?word|pin|pw|login)\b[^.\n]{0,60}?"
        r"(?P<v>\b(?:[\w'’-]+ ){0,4}?[\w'’-]+,? (?:with|using|but with|swapping in|and)"
        r" (?:zeros?|ones?|threes?|fours?|fives?|sevens?|0s|1s|3s|4s|5s|7s|@s?|\$s?|digits?"
        r"|numbers?|symbols?) (?:for|instead of|in place of) (?:the |every |each |all (?:the )?)?"
        r"(?:[a-z]['’]?s?|(?:zero|one|two|three|four|five|six|seven|eight|nine)s)\b"
        r"(?:[^.\n]{0,30}?\d{2,8})?)",
        _I,
        hint=r"for the|for every|for each|for all|instead of|in place of",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "支付宝的口令是我猫的名字mimi，两个i都换成1，再加上88",
        r"(?:密码|口令|暗码|pin码?)[^。！？\n]{0,12}?(?:是|为|[:：=])"
        r"(?P<v>[^。！？\n]{0,20}?[A-Za-z0-9]+[^。！？\n]{0,16}?(?:换成|替换成|改成|变成|都用)"
        r"[^。！？\n]{0,6}?[0-9A-Za-z@$!]+(?:[^。！？\n]{0,10}?(?:加上?|接上?|跟上?|带上?)"
        r"[^。！？\n]{0,4}?\d{1,8})?)",
        _I,
        hint=r"换成|改成|变成|都用",
    ),
    # the secret part of a login: "Bank login: username t.nguyen, and the secret bit is …"
    SecretRule(
        CREDENTIAL_PASSWORD, "work login: user sam_w, the secret bit is correcthorse42",
        r"(?:\b(?:log ?in|sign ?in|account|username|user name|user)\b[^\n]{0,80}?\bthe (?:secret"
        r"|hidden|private) (?:bit|part|word|one|half|piece|bit of it|part of it)"
        # (or named by the login it is for: "the secret bit for logging into my brokerage is …")
        r"|\bthe (?:secret|hidden|private) (?:bit|part|word|one|half|piece) (?:for|to|of|when)"
        r" (?:log(?:ging)? ?in(?:to)?|sign(?:ing)? ?in(?:to)?|get(?:ting)? into|access(?:ing)?)\b"
        r"[^.\n]{0,40}?)" + _IS_VALUE,
        _I, check="password",
        hint=r"secret|hidden|private",
    ),
    # the key of a Wi-Fi network named in the sentence: "Home wifi is X and the key is …"
    SecretRule(
        CREDENTIAL_PASSWORD, "home wifi is Casa_Lumen and the key is correcthorse42",
        r"\b(?:wi-?fi|wlan|wireless|network|router|hotspot|ssid)\b[^.\n]{0,60}?\b(?:the |its |my )?"
        r"(?:key|pass|code|secret|magic word|password|passphrase|passcode|word)" + _IS_VALUE,
        _I, check="password",
        hint=r"wi-?fi|wlan|wireless|network|router|hotspot|ssid",
    ),
)
# fmt: on
