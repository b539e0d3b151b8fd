"""Credential rows for secrets as people paste them from where they keep them: a password with an
arrow pointing at its label, backup codes and an authenticator's secret under their name, a key
box's or a door's code after an arrow, a Wi-Fi network and its key on one line, 密码 glued to
its value, a card number broken over two lines under its label, and a security question with
its answer after the question mark.

"Password1! <- that's my Dropbox password", "TheOffice2005\n^ new Jira password"; "2FA backup
codes for Dropbox:\nHODDIYNIRO / JKNGM86IZ9 / …"; "2fa secret (the text under the QR code): 3lbp
bh2h umjs pzie …"; "lockbox at grandma's -> 0612#", "大门密码锁#7731，车库#5566"; "把我家wifi记下来
BT-7HQ2KX / coffeeandcats"; "QQ号574452472 密码correct-horse-battery-staple"; "card number:\n5358
7199\n7632 7629"; "security question for Chase: What was your first job? paper round at
Hendry's", "安全问题：出生城市？绵阳".

A value must look like one: a password holds a letter and a digit or a symbol, codes are groups
of one length with no word of prose, a Wi-Fi key has eight characters or more, an answer is
short; a label with nothing after it ("the lockbox at grandma's is by the door") names none.
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import (
    CARD_NUMBER,
    CREDENTIAL_API_KEY,
    CREDENTIAL_PASSWORD,
    SecretRule,
)
from agents.memory.safety.rules.secret.vocab import PASSWORD_WORD

__all__ = ["PASTED_SECRET_RULES"]

_I = re.IGNORECASE | re.ASCII
_M = re.IGNORECASE | re.ASCII | re.MULTILINE

# A value shaped like a password: printable, a letter and a digit or a symbol in it.
_VALUE = (
    r"(?P<v>(?=[^\s]{0,63}[\d!@#$%^&*_.-])(?=[^\s]{0,63}[A-Za-z])(?![@/:.,;)\]}>?&=(\[{^<-])"
    r"[!-~]{6,64})"
)
# An arrow, or a caret on the next line, pointing back at the value.
_POINTER = r"(?:[ \t]*(?:<-+|<=+|←|⬅)|[ \t]*\r?\n[ \t]*\^)"
# One backup code: six to twelve capitals and digits.
_CODE = r"[A-Z0-9]{6,12}"
# A code's digits as a key box or a keypad takes them: "0612#", "*0909#", "C-4417", "1 9 8 4".
_KEYPAD = r"(?P<v>[#*]?(?:[A-Z]-?)?\d(?:[ -]?\d){2,7}[#*]?)(?![\w-])"

# fmt: off
PASTED_SECRET_RULES: tuple[SecretRule, ...] = (
    # the value, then an arrow back at its label: "Password1! <- that's my Dropbox password"
    SecretRule(
        CREDENTIAL_PASSWORD, "Password1! <- that's my Dropbox password",
        r"(?<![!-~])" + _VALUE + _POINTER + r"[^\n]{0,60}?(?:\b" + PASSWORD_WORD
        + r"|\bpin\b|\bpasscode\b)",
        _I, check="secret_value",
        hint=r"<-|<=|←|⬅|\^",
    ),
    # backup codes under their name, on the same line or the next: "2FA backup codes for
    # Dropbox:\nHODDIYNIRO / JKNGM86IZ9 / …", "两步验证备用码：…"
    SecretRule(
        CREDENTIAL_PASSWORD, "backup codes:\nHODDIYNIRO / JKNGM86IZ9 / UJ49LRH8ZA",
        r"(?:\b(?:backup|recovery|scratch|2fa|mfa)[ _-]?codes?\b|备用码|备用验证码|备用代码|恢复码"
        r"|恢复代码|救援码)"
        r"[^\n:：]{0,48}[:：][ \t]*\r?\n?[ \t]*(?P<v>" + _CODE + r"(?:[ \t]*[/,;|][ \t]*" + _CODE
        + r"){2,15})",
        re.MULTILINE,
        hint="code|码",
    ),
    # … or one code in groups of four: "one-time recovery code for my bank: K2J8 4PZQ 9WMN 7RTX"
    SecretRule(
        CREDENTIAL_PASSWORD, "recovery code for my bank: K2J8 4PZQ 9WMN 7RTX",
        r"(?:\b(?:backup|recovery|scratch|2fa|mfa)[ _-]?codes?\b|备用码|备用验证码|备用代码|恢复码"
        r"|恢复代码|救援码)"
        r"[^\n:：]{0,48}[:：][ \t]*(?P<v>[A-Z0-9]{4}(?:[ -][A-Z0-9]{4}){2,7})(?![A-Za-z0-9])",
        re.MULTILINE, check="code_groups",
        hint="code|码",
    ),
    # … or several codes on the line after their name, each with a digit: "Forwarded: your
    # recovery codes for the VPN\na1b2c3d4e5 f6g7h8i9j0", "backup codes\n48291 03377 59120"
    SecretRule(
        CREDENTIAL_PASSWORD, "your recovery codes for the VPN\na1b2c3d4e5 f6g7h8i9j0",
        r"(?:\b(?:backup|recovery|scratch|2fa|mfa)[ _-]?codes\b|备用码|备用验证码|备用代码|恢复码"
        r"|恢复代码|救援码)"
        r"[^\n:：]{0,48}(?:[:：][ \t]*\r?\n?|[ \t]*\r?\n)[ \t]*"
        r"(?P<v>[A-Za-z0-9]{4,12}(?:[ -][A-Za-z0-9]{4,12}){1,15})(?![A-Za-z0-9])",
        re.MULTILINE, check="digit_groups",
        hint="code|码",
    ),
    # an authenticator's secret in groups of four (base32): "2fa secret: 3lbp bh2h umjs pzie …"
    SecretRule(
        CREDENTIAL_PASSWORD, "2fa secret (the text under the QR code): 3lbp bh2h umjs pzie 47ij",
        r"\b(?:2fa|mfa|totp|otp|authenticator)[ _-]?(?:secret|key|seed|setup key)\b[^\n:：]{0,48}"
        r"[:：][ \t]*(?P<v>[a-z2-7]{4}(?:[ \t][a-z2-7]{4}){3,15}|[a-z2-7]{16,64})(?![a-z0-9])",
        _I,
        hint="2fa|mfa|otp|authenticator",
    ),
    # a key box's, a gate's or a door's code after an arrow or a colon: "lockbox at grandma's
    # -> 0612#", "keysafe: C-4417"
    SecretRule(
        CREDENTIAL_PASSWORD, "lockbox at grandma's -> 0612#",
        r"\b(?:lock ?box|key ?safe|key ?box|combination lock|padlock|gate|garage|door|alarm"
        r"|safe)\b[^\n\d]{0,30}?"
        # (a room's or a unit's number between: "Safe override code for 1417: 6603")
        r"(?:\b(?:for|room|unit|flat|suite|no\.?) ?#?\d{1,5}[^\n\d]{0,6}?)?(?:->|=>|→|:)[ \t]*"
        + _KEYPAD,
        _I,
        hint="->|=>|→|:",
    ),
    # … in Chinese, and the next door's code in the same list: "大门密码锁#7731，车库#5566"
    SecretRule(
        CREDENTIAL_PASSWORD, "大门密码锁#7731，车库#5566",
        r"(?:密码锁|门禁|门锁|保险柜|保险箱|挂锁)(?:密码)?[ \t:：是]*" + _KEYPAD,
        re.ASCII,
        hint="锁|门禁|保险",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "门禁#7731，车库6-0-3-5",
        r"(?:密码锁|门禁|门锁|保险柜|保险箱)[^\n，,]{0,12}[，,、;；][ \t]*(?:车库|后门|侧门|院门"
        r"|信箱|单元门)(?:密码)?[ \t:：是]*" + _KEYPAD,
        re.ASCII,
        hint="锁|门禁|保险",
    ),
    # a Wi-Fi network and its key on one line: "把我家wifi记下来 BT-7HQ2KX / coffeeandcats"
    SecretRule(
        CREDENTIAL_PASSWORD, "wifi: BT-7HQ2KX / coffeeandcats",
        r"\bwi-?fi\b[^\n/]{0,16}?[ \t:：]+[\w.-]{2,32}[ \t]*/[ \t]*(?P<v>[!-~]{8,63})(?![!-~])",
        _I, check="not_placeholder",
        hint="wi-?fi",
    ),
    # 密码 glued to a value of Latin letters: "QQ号574452472 密码correct-horse-battery-staple"
    SecretRule(
        CREDENTIAL_PASSWORD, "账号admin 密码correct-horse-battery-staple",
        r"(?:密码|密碼)(?P<v>(?=[!-~]{0,63}[\d!@#$%^&*_.-])[A-Za-z][!-~]{7,63})(?![!-~])",
        0, check="not_placeholder",
        hint="密",
    ),
    # a card number broken over two lines under its label: "card number:\n5358 7199\n7632 7629"
    SecretRule(
        CARD_NUMBER, "card number:\n5358 7199\n7632 7629",
        r"(?:\bcard(?: number| no\.?| #)?\b|卡号)[^\n]{0,60}\r?\n[ \t]*(?P<v>\d{4}[ ]?\d{4}"
        r"[ \t]*\r?\n[ \t]*\d{4}[ ]?\d{4})(?!\d)",
        _M,
        hint="card|卡号",
    ),
    # … or in two pieces, its halves marked by an ellipsis on either side of the line break,
    # as a badly copied number is ("card number:\n621724...\n...8892976805"): a card's length
    SecretRule(
        CARD_NUMBER, "card number:\n621724...\n...8892976805",
        # (or in three or four: "card:\n4916\n3385\n1120\n0047", "卡号：622202\n123456\n7890")
        r"(?:\bcard(?: number| no\.?| #)?\b|卡号)[^\n\d]{0,60}(?:\r?\n)?[ \t]*(?P<v>\d{4,12}"
        r"(?:[ \t]*(?:\.{2,}|…)?[ \t]*\r?\n[ \t]*(?:\.{2,}|…)?[ \t]*\d{3,15}){1,3})(?!\d)",
        _M, check="grouped_card",
        hint="card|卡号",
    ),
    # a login given as "name:password" after its word: "Login for Chase: chenwei88:mango$kiwi88",
    # "Wi-Fi credentials admin:sunflower88"
    SecretRule(
        CREDENTIAL_PASSWORD, "Login for my bank: raj.k:mango$kiwi88",
        r"(?:\blog-?in\b[^:\n]{0,30}:|\b(?:credentials?|creds)\b[ \t]*:?)[ \t]*[\w.@+-]{2,40}"
        r":(?!//)(?P<v>[^\s,;]{4,64}?)(?=[.,;]?(?:\s|$))",
        _I, check="password",
        hint="login|credential|creds",
    ),
    # … or as "name / password" or "name | password" after an arrow or a colon, in notes-app
    # shorthand: "netflix login → mk_2024 / correcthorse99", "chase online banking: j.smith |
    # sunset42", "网银 → anna.w / sunset42"
    SecretRule(
        CREDENTIAL_PASSWORD, "amazon login → lei.zhang / sunset42",
        r"(?:\blog-?in\b|\bonline banking\b|网银|网上银行)(?:[^\n:：→]{0,40}?(?:→|->|=>|⇒|:"
        r"|：)[ \t]*"
        r"[\w.@+-]{2,40}[ \t]*[/|]"
        # (or "the back-office login is cc-nadia.h : Kiwi-walrus-42", a spaced colon between)
        r"|[ \t]+is[ \t]+[\w.@+-]{2,40}[ \t]+[:：])[ \t]*(?P<v>[^\s/|]{4,64})",
        # (the value shaped like a secret: "online banking on Sundays: Chase / Monzo" names two
        # banks)
        _I, check="secret_value",
        hint="login|banking|网银|网上银行",
    ),
    # … or as an account under a dash, or what to log back in with after being logged out:
    # "Dentrix reception account - s.mahoney / winter-Maple-42", "if EMIS logs you out it's
    # reception2 N0rthgate_desk", "系统要是掉线了就用 reception2/gR8-pa55-Wd 重新登"
    SecretRule(
        CREDENTIAL_PASSWORD, "if EMIS logs you out it's reception2 N0rthgate_desk",
        r"(?:\baccount[ \t]+[-–—][ \t]+[\w.@+-]{2,40}[ \t]*[/|]"
        r"|\blog(?:s|ged)? (?:you )?(?:out|off)\b[^.!?\n]{0,20}?\b(?:it'?s|use|try)[ \t]+"
        r"[\w.@+-]{2,40}(?:[ \t]+|[ \t]*[/|])"
        r"|(?:掉线|登出|退出登录|登不上|被踢)[^。！？\n]{0,10}?用[ \t]*[\w.@+-]{2,40}[ \t]*[/|])"
        r"[ \t]*(?P<v>[!-~]{4,64}?)(?=[ \t]*(?:重新登|登录|登陆|[.,;)]?(?:\s|$)))",
        _I, check="secret_value",
        hint=r"account|log|掉线|登出|退出登录|登不上|被踢",
    ),
    # bank details as a routing number and an account number: "My bank details are 011401533
    # and 9920381174"
    SecretRule(
        CARD_NUMBER, "my bank details are 021000021 / 004417823391",
        r"\bbank (?:details|info|account(?: numbers?)?)\b[^\n.]{0,20}?(?:\bare\b|\bis\b|:)[ \t]*"
        r"(?P<v>\d{9}[ \t]*(?:and|/|,|&)[ \t]*\d{6,17})(?!\d)",
        _I, check="account",
        hint="bank",
    ),
    # a card's security code by a short name or by where it is: "my cv 526", "the 3 digits on
    # the back 161"
    SecretRule(
        CARD_NUMBER, "the 3 digits on the back 161",
        # ("cv" alone, as a résumé is called too, only before three digits: "my CV 2024" is one)
        r"\b(?:cvv2?|cvc2?|cid|(?:the )?(?:3|three|4|four) digits on the back(?: of (?:the|my)"
        r" card)?|cv(?=[ \t]*(?:is|=|:)?[ \t]*\d{3}(?![\d/.-])))[ \t]*(?:is|=|:)?[ \t]*"
        r"(?P<v>\d{3,4})(?![\d/.-])",
        _I,
        hint="cv|cid|digits",
    ),
    # a security question, then its answer after the question mark: "security question for
    # Chase: What was your first job? paper round at Hendry's"
    SecretRule(
        CREDENTIAL_PASSWORD, "security question: What was your first job? paper round",
        r"\bsecurity questions?\b[^\n:]{0,40}:[^\n?]{5,80}\?[ \t]*(?P<v>[^\s?][^\n?]{1,40})",
        _I, check="not_placeholder",
        hint="security",
    ),
    # … in Chinese, the answer after the question's "？", "：", "——" or an arrow: "安全问题：
    # 出生城市？绵阳", "安全问题：小学名称——实验二小", "安全问题：问题：……？答案：豆豆"
    SecretRule(
        CREDENTIAL_PASSWORD, "安全问题：出生城市？绵阳",
        r"(?:安全问题|密保问题|密保)[^\n]{0,8}?[:：][^\n]{0,30}?(?:名字|名称|城市|学校|电影|老师|宠物|班主任"
        r"|姓什么|叫什么|是什么|是哪里|在哪里?)[^\n？?：:—→>]{0,6}(?:[？?]|[:：]|——|→|->)[ \t]*"
        r"(?:答案[ \t]*[:：]?[ \t]*)?(?P<v>[^\s，,。.；;！!？?：:]{1,20})",
        0, check="not_placeholder",
        hint="安全问题|密保",
    ),
    # a code read out on a call, its label far before it, its digits in groups: "OTP Mr
    # Pemberton read out on the call for claim CLM-2024-118734: 482 913"
    SecretRule(
        CREDENTIAL_PASSWORD, "OTP the claimant read out on the call for claim 1187: 482 913",
        r"\b(?:otp|one-time (?:pass)?code|verification code|2fa code"
        r"|sms code)\b[^\n:：]{0,60}?[:：]"
        r"[ \t]*(?P<v>\d{2,4}(?:[ -]\d{2,4}){1,3})(?![\d-])",
        _I,
        hint="otp|code",
    ),
    # a provider's key for a named use: "Stripe key for the booking engine: SG.xJ3kP9qL2m…"
    SecretRule(
        CREDENTIAL_API_KEY, "Adyen key for the booking engine: mews_at_7F3A9C21E04B4D8A9B6E",
        r"\b[A-Z][\w.-]{1,24} key for [^:：\n]{1,40}?[:：][ \t]*(?P<v>[A-Za-z0-9_.\-]{20,200})",
        check="token",
        hint="key",
    ),
    # a portal's or a login's "pass" with its value: "invoice portal pass hunter2-PAYOUT"
    SecretRule(
        CREDENTIAL_PASSWORD, "invoice portal pass Zq9-Lm4-Rt7",
        r"\b(?:portal|login|account|admin|wi-?fi|vpn|site|extranet) pass\b[ \t]*[:=-]?[ \t]*"
        r"(?P<v>[^\s,;]{6,64})",
        _I, check="secret_value",
        hint="pass",
    ),
    # an eSIM's or a licence's activation code: "eSIM activation code (scan or type in):
    # matching ID 3K7Q-PL92-ZX40-B1CE", "eSIM激活码：activation code AC-4F9K-22QX-8HLM"
    SecretRule(
        CREDENTIAL_PASSWORD, "eSIM activation code: matching ID 3K7Q-PL92-ZX40-B1CE",
        r"(?i:activation code|matching id|激活码)[^\n]{0,40}?"
        r"(?P<v>(?<![A-Za-z0-9-])(?=[A-Z0-9-]*\d)[A-Z0-9]{2,5}(?:-[A-Z0-9]{4,5}){3,7})(?![A-Za-z0-9-])",
        re.ASCII,
        hint="activation|matching|激活码",
    ),
    # a car's immobiliser PIN or its key's cut code, whatever stands between: "Immobiliser PIN
    # for Ms Carvalho's Qashqai (VF1RFB00X61234987) | 3390", "Key cut code for the spare on
    # WVWZZZAUZKW123456 HU66 4312", "防盗码 -> 4817", "备用钥匙齿码: HU101 7726"
    SecretRule(
        CREDENTIAL_PASSWORD, "Immobiliser PIN for the Transit (SJNFAAJ11U2945821) / 5718",
        r"(?i:immobili[sz]er (?:pin|code)|key[ -]?cut code|防盗码|齿码|钥匙码)[^\n，,。]{0,70}?"
        r"(?:[|:：=/-]|->)?[ \t]*(?P<v>(?<![A-Za-z0-9])(?:[A-Z]{2,3}\d{0,3}[ -])?\d{4,6})"
        r"(?![\dA-Za-z])",
        re.ASCII,
        hint="immobili|key|码",
    ),
    # a key safe's or a lock box's code after a space, a terminal's manager code after a bar:
    # "key safe 0404", "terminal manager code | 8830"
    SecretRule(
        CREDENTIAL_PASSWORD, "showroom alarm 8830, key safe 0404",
        r"\b(?:key ?safe|lock ?box)[ \t]+(?P<v>\d{4,6})(?!\d)",
        _I,
        hint="safe|box",
    ),
    # … or after the address it opens: "lockbox Flat 3, 22 Cedar Court=8253 (grey box by the
    # meter cupboard)", "lockbox 2 Station Mews 2604" (a house number is not at the clause's end)
    SecretRule(
        CREDENTIAL_PASSWORD, "lockbox Flat 3, 22 Cedar Court=8253 (grey box by the meter cupboard)",
        r"\b(?:key ?safe|lock ?box|key ?box)\b[^\n.!?;]{1,40}?(?:[ \t]|[=:/,>]|::|->)[ \t]*"
        r"(?P<v>\d{4,6})(?!\d)[ \t]*(?=$|[(\n.;]|#)",
        _I | re.MULTILINE, check="pin_not_year",
        hint="safe|box",
    ),
    # a system's login and password after its name: "文档管理系统 mokafor / p@ralegal2025"
    SecretRule(
        CREDENTIAL_PASSWORD, "文档管理系统 mokafor / p@ralegal2025",
        r"(?:系统|后台|平台|门户|\b(?:portal|panel|dms|system|console|backend))[ \t:：]+"
        r"[\w.@-]{3,40}[ \t]+/[ \t]+(?P<v>[^\s/（(]{6,40})",
        _I, check="strong_value",
        hint="系统|后台|平台|门户|portal|panel|dms|system|console|backend",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "terminal manager code | 8830",
        r"\b(?:manager|admin|master|override|access|entry|terminal) code[ \t]*(?:[|/:=]|->)[ \t]*"
        r"(?P<v>\d{4,8})(?!\d)",
        _I,
        hint="code",
    ),
    # a login as "login / user / password", or a user and a password remembered for a portal:
    # "the HPI check account login / bfield.service / sales123", "remember kev.desk
    # VinCheck_8812 for the HPI check account"
    SecretRule(
        CREDENTIAL_PASSWORD, "account login / bfield.service / sales123",
        r"\blog-?in[ \t]*[/|][ \t]*[\w.@+-]{2,40}[ \t]*[/|][ \t]*(?P<v>[^\s/|]{4,64})",
        _I, check="secret_value",
        hint="log",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "remember kev.desk VinCheck_8812 for the HPI check account",
        r"\bremember [a-z][\w-]*[._][\w.-]+ (?P<v>\S*\d\S*) for (?:the |my |our )?\w",
        _I, check="secret_value",
        hint="remember",
    ),
    # a mail app's authorisation code (QQ, 163 mail): "DMS系统邮箱授权码 | hpzrtkqmwncvjbae"; an
    # auth token beside an account SID: "SID AC71d0… auth c2f8a4e0…"
    SecretRule(
        CREDENTIAL_PASSWORD, "邮箱授权码 / hpzrtkqmwncvjbae",
        r"授权码[ \t]*(?:[:：=/|-]|->)?[ \t]*(?P<v>[A-Za-z0-9]{10,32})(?![A-Za-z0-9])",
        re.ASCII,
        hint="授权码",
    ),
    SecretRule(
        CREDENTIAL_PASSWORD, "SID AC71d0c4e8a2b6f9 auth c2f8a4e06d1b9375c2e8f4a0d6b1e937",
        r"\bauth(?: token)?[ \t]*[:=]?[ \t]*(?P<v>[0-9a-f]{32})(?![0-9a-f])",
        re.ASCII,
        hint="auth",
    ),
)
# fmt: on
