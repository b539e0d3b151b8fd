"""The words and shapes that credentials are recognized by, as data (secret/rules.py arranges
them into rows).

A secret is recognized by its structure, not by one phrasing: a credential word in any
language followed by a value with any separator (or none), a digit run grouped like a card or
an account, an account word with its number, an IBAN, a URL with a password, a key block, a
known token shape, or a high-entropy string next to a key word. Add a word to its table; a
new language is a few more words.
"""

from __future__ import annotations

from agents.memory.safety.rules.languages import CODE_WORDS, COPULAS, CREDENTIAL_WORDS

__all__ = [
    "ACCOUNT_WORD",
    "FOREIGN_CREDENTIAL_WORD",
    "WORD_START",
    "LOOSE_PASSWORD",
    "CODE_WORD",
    "CONNECTOR",
    "COPULA_ADVERB",
    "KEY_WORD",
    "LOCK_WORD",
    "DIAL_WORD",
    "UNLOCK_PATTERN_WORD",
    "NAME_LABEL",
    "NOT_AFTER_NAME_LABEL",
    "PASSWORD_WORD",
    "TICKET_PASS",
]


def _words(table: str) -> str:
    """A regex alternation of whitespace-separated table words, longest first ('_' stands for
    a space, an underscore or a hyphen: "api key", "api_key", "api-key")."""
    words = sorted({w.replace("_", "[ _-]") for w in table.split()}, key=len, reverse=True)
    # (a word with a letter outside ASCII is matched with Unicode's case folding, the tables
    # being ASCII-only otherwise: "Şifrem", "Пароль", "Mật khẩu")
    return "(?:" + "|".join(w if w.isascii() else f"(?u:{w})" for w in words) + ")"


# A credential word is not the tail of another word ("bypass", "spin"); a Chinese one may follow
# a Latin name ("VPN密钥", "WiFi密码").
WORD_START = r"(?:(?<![A-Za-z0-9_<{\[$%])|(?=[^\x00-\x7f]))"
# "password" however it is misspelt: a vowel or an "s" dropped, "or" or "wo" swapped, 0 for o
# ("passwrd", "pasword", "psswd", "passwrod", "passowrd", "passw0rd").
LOOSE_PASSWORD = r"p[a4@]?s{0,2}(?:w(?:[o0]?r?|r[o0])|[o0]wr)d"
# Passwords in many languages (case is ignored; an ASCII word needs a boundary before it).
PASSWORD_WORD = _words(
    r"password passwd passcode passphrase pass_phrase pass_code pwd pw pswd login_password"
    r" pass_word admin_password root_password wi-?fi_password wifi_key wi-fi_key network_key"
    r" master_password unlock_password screen_password unlock_phrase secret_phrase recovery_phrase"
    r" seed_phrase security_answer hasło haslo lösenord adgangskode salasana şifre şifrem parol"
    r" contraseña contrasena clave mot_de_passe passwort kennwort senha wachtwoord parola_d'ordine"
    r" пароль パスワード 비밀번호 密碼 密码 口令 暗码 登录密码 登陆密码 开机密码 锁屏密码 解锁密码"
    r" 邮箱密码 门禁密码 管理员密码 root密码 wifi密码 wi-fi密码 无线密码 路由器密码 账户密码"
    r" 账号密码 帐号密码 支付宝密码 微信密码 qq密码 mima mi_ma 密马 密_码"
    # (文言 and the old banks': 密押, a remittance's secret check code)
    r" 密押"
    # pinyin glued to what it opens: "wifimima", "qqmima"
    r" (?:wifi|qq|weixin|wechat|zhifubao|yinhangka|suoping|kaiji|menjin)mima "
    # and "MM" (chat slang for 密码) after a payment app, however its name is typed: "支付MM",
    # "zhi付MM", "zhi fu bao MM"
    r" (?:支付宝?|支fu|zhi付宝?|zhi_?fu(?:_?bao)?|微信|weixin|qq|银行卡)_?mm "
    + LOOSE_PASSWORD
    # and in the other languages of rules/languages/ (kata sandi, mật khẩu, Karten-PIN …)
    + " "
    + CREDENTIAL_WORDS
)
# The other languages' credential and code words alone, and "password" however it is
# misspelt or written in leetspeak ("p4ssw0rd"), for the cheap first scan (hint.SECRET_HINT).
FOREIGN_CREDENTIAL_WORD = _words(CREDENTIAL_WORDS + " " + CODE_WORDS + " " + LOOSE_PASSWORD)
# Short numeric codes: PINs, one-time codes, card security codes.
CODE_WORD = _words(
    r"pin pin_code pin_number otp one-time_code one_time_code one-time_password one_time_password"
    r" veri_code verif_code verifcation_code verificaton_code verfication_code"
    r" 驗證碼 簡訊驗證碼 短信驗證碼 動態碼 短信码 yanzhengma yan_zheng_ma 支付密碼 交易密碼"
    r" one-time_pin verification_code security_code auth_code authentication_code 2fa_code mfa_code"
    r" 2fa 2-fa sms_code login_code access_code backup_code recovery_code unlock_code door_code"
    r" gate_code alarm_code master_code master_pin cvv cvv2 cvc cvc2 cid_code card_security_code"
    r" confirmation_code"
    r" 验证码 短信验证码 校验码 动态码 动态密码 安全码 授权码 支付密码 交易密码 取款密码 提款密码"
    r" 银行卡密码 pin码 cvv码 cvc码 一次性密码 口令码 确认码 code_de_vérification"
    # (门禁's intercom or phone number is a flat's number to dial: "门禁对讲号 2206")
    r" combo combination keypad keypad_code disarm_code entry_code lock_code 遥控码"
    r" 门禁(?!对讲|电话) 门禁码"
    r" 开锁码 开箱码 开柜码 开门密码 解锁码 锁屏码 开机码 解鎖碼 鎖屏碼"
    r" puk puk_code puk码 sim_pin 暗証番号 暗証 認証コード 確認コード"
    r" パスコード"
    r" 인증번호 인증_코드 código_de_verificação código_de_verificación código_de_acesso"
    r" código_de_segurança código_de_seguridad codice_di_verifica codice_pin codice_di_sicurezza"
    r" bestätigungscode sicherheitscode code_de_sécurité 恢复码 备用码 备份码 救援码 找回码"
    # the initials of 验证码 in pinyin, as chat abbreviates it
    r" yzm " + CODE_WORDS
    # and in the other languages of rules/languages/ (인증번호, mã OTP, رمز التحقق …)
)
# Keys and tokens (the value must look random: see the `token` and `entropy` checks).
KEY_WORD = _words(
    r"api_key apikey api_secret api_token secret_key secret access_key access_key_id"
    r" access_token auth_token refresh_token bearer_token client_secret token private_key"
    r" account_key shared_access_key aws_secret_access_key signing_key signing_secret"
    r" webhook_secret webhook_key encryption_key master_key license_key session_token session_key"
    r" credential credentials app_secret app_key consumer_secret consumer_key"
    # a key named by where it is used: "the new prod key is …"
    r" prod_key production_key live_key staging_key deploy_key admin_key root_key server_key"
    r" service_key"
    # a crypto wallet's key, named by what it opens
    r" wallet_key wallet_private_key wallet_secret_key wallet_secret"
    r" 密钥 秘钥 私钥 令牌 访问令牌 访问密钥 签名密钥 加密密钥 api密钥 api秘钥 凭证 凭据 授权令牌"
    # an interface's key, half in Chinese: "通讯社接口 key：…"
    r" 接口_key 接口key 接口密钥"
)
# Bank accounts and cards: the number after one of these is an account, whatever its checksum.
ACCOUNT_WORD = _words(
    r"account_number account_no account_no. acct_no acct_no. acct a/c bank_account"
    r" account bank_acct checking_account savings_account card_number card_no card_no. credit_card"
    r" debit_card bank_card visa mastercard amex iban routing_and_account"
    r" 账号 帐号 账户 帐户 卡号 银行卡 银行卡号 银行账号 银行帐号 银行账户 工资卡 储蓄卡 信用卡"
    r" 借记卡 对公账户 收款账户 收款账号 户号"
)
# A dash starting a line (indented by up to 8) is a list's bullet: it stands between a
# credential word and its value only when what follows is the line's one word ("wifi
# password\n- Kestrel-77b"), not another item of the list ("- Never reuse a password\n-
# Ignore texts that ask for your code").
_NOT_A_BULLET = "".join(rf"(?<!\n[ \t]{{{n}}})" for n in range(9))
_DASH = rf"(?:{_NOT_A_BULLET}-+|-+(?=[ \t]*[^\s]+[ \t]*(?:\r?\n|$)))"
# An adverb between a copula and its value ("is only hunter2", "is just Tr0ub4dor&3"): read
# with the copula, so that the value after it is the one judged ("is only in my head" has none).
COPULA_ADVERB = (
    r"(?:only|just|simply|solely|merely|purely|literally|basically|really|still|currently"
    r"|actually|probably|always)"
)
# What stands between a credential word and its value: one to three of these (spaces around).
_CONNECT = (
    rf"(?:(?:is|was|are)\s+{COPULA_ADVERB}(?![A-Za-z])|is|was|are|=|:=|:|：|＝|"
    + _DASH
    + r"|–|—|->|=>|→|⇒|➜|➡|►|▶|👉|>|#|\|"
    # ("its" is no copula in "the password itself")
    r"|[,，?？]?\s*(?:it's|its|it is"
    r"|that's|that is|which is)(?![A-Za-z])"
    r"|是|为|為|就是|乃|改成了?|改为|设为|设置为|设成了?|设置成了?|设定为"
    r"|定为|换成了?|变成了?|set to"
    r"|changed to|now|equals?(?: to)?|reads|係|系|は、?|[은는이가](?=\s)"
    # 是 in pinyin ("mi ma shi 4821")
    r"|shi(?![A-Za-z]))"
)
CONNECTOR = rf"\s*{_CONNECT}(?:\s*{_CONNECT}){{0,2}}\s*(?:\.{{2,3}}|…)?\s*"
# Copulas of other languages, for "mi contraseña del banco es …", "メールのパスワードは …".
# (The lookahead is the alternatives' first characters: one test per position, not fifteen.)
COPULA = (
    r"(?=[iewtjéèэは是为係系:：=cclàaiа—])(?:\bis\b|\bwas\b|\bes\b|\best\b|\bist\b"
    r"|(?<![A-Za-z])[éè](?![A-Za-z])|\bto\b|\bje\b|это|は|是|为|係|系|:|：|="
    # (and rules/languages/'s: "c'est", "là", "adalah", "—")
    rf"|(?<![A-Za-z])(?:{COPULAS})(?![A-Za-z]))"
)
# Security questions, recovery phrases.
SECURITY_WORD = (
    r"(?:mother'?s maiden name|maiden name|memorable (?:word|phrase|information)"
    r"|security (?:question|answer)s?|secret (?:question"
    r"|answer)|密保(?:问题|答案)?|安全(?:问题|答案)"
    # (a bare 答案 only right before its value: "答案：王芳", not "答案里有SQL时…")
    r"|答案(?=[ \t]*(?:[:：]|是|为|设成)))"
)
SEED_WORD = (
    r"(?:(?:recovery|seed|backup|secret|mnemonic|wallet)[ _-]?(?:phrase|words)|助记词|恢复短语"
    r"|种子短语"
    # a wallet's seed by the wallet's name, or a seed said to be its count of words ("Ledger
    # seed, 24 words, in order:")
    r"|(?:ledger|trezor|metamask|exodus|phantom|keystone|bitbox|wallet) seed\b"
    r"|\bseed(?=,? (?:12|18|24|twelve|eighteen|twenty-four) words\b))"
)
# Kinds of "code" that are no secret (a zip, an area, an error, a promo code …): a "code" row
# reads the word only when none of these comes right before it.
NOT_SECRET_CODES = (
    "zip",
    "postal",
    "area",
    "country",
    "error",
    "status",
    "promo",
    "discount",
    "coupon",
    "tracking",
    "product",
    "course",
    "class",
    "language",
    "airport",
    "colour",
    "color",
    "diagnosis",
    "source",
    "exit",
    "http",
    "response",
    "return",
    "dress",
    "qr",
    "bar",
    # an editor named for code: "VS Code", "Visual Studio Code", "Claude Code"
    "vs",
    "studio",
    "claude",
    # a bill's or a procedure's item: "we bill consults under code 011", "billing code 23"
    "billing",
    "procedure",
    "item",
    "icd",
    "cpt",
    "under",
    "like",
    # a payroll's or a ledger's: "tax code 1257L", "VAT code T1", "account code 4000"
    "tax",
    "vat",
    "account",
    # a customs tariff's: "the HS code we use for the scarf is 6117.10"
    "hs",
    "customs",
    "tariff",
)


def code_not_after(kinds: tuple[str, ...] = NOT_SECRET_CODES) -> str:
    """Lookbehinds that keep a "code" row off the word after one of `kinds`."""
    return "".join(rf"(?<!{kind} )" for kind in kinds)


# Locks opened by a combination (the combination follows them).
LOCK_WORD = (
    r"(?:\b(?:safe|lock|padlock|locker|vault|combination|combo|dial|bike lock)\b|保险柜|保险箱"
    r"|密码锁|密码箱|挂锁|转盘|车锁)"
)
# Locks whose combination may be a plain digit run ("保险箱转盘：6619"; a locker's number is not).
DIAL_WORD = r"(?:\b(?:dial|combination|combo)\b|保险柜|保险箱|密码锁|密码箱|转盘)"
# The pattern that unlocks a phone (its dots follow it: "1-4-7-8-9").
UNLOCK_PATTERN_WORD = (
    r"(?:unlock pattern|pattern lock|lock pattern|swipe pattern|pattern unlock|unlock gesture"
    r"|解锁图案|图案解锁|图案密码|手势密码|解锁手势|手势解锁)"
)


# What names a value that is no password: a user name, a handle, a network's or a pet's name.
# A value right after one ("my username on Chase is n00b_m4ster, the password I keep to myself",
# "the wifi is called Casa_Lumen_5G") is that name (SecretRule.unless_after).
NAME_LABEL = (
    r"(?:user[ _-]?name|user id|login name|screen name|display name|handle|nickname|nick"
    r"|gamertag|ssid|network name|wi-?fi name|called|named|用户名|昵称|网名|账号名|名字叫|叫做"
    r"|网络名称?|名称是?|名为|名字是"
    # (a password manager is named by its brand: "密码管理器是Bitwarden")
    r"|password manager(?: is)?|密码管理器(?:是|用的是|为)?)"
)
# Lookbehinds that keep a value off a name it directly follows ("network is called
# OrangeBox-21", "SSID Cafe-Lumen-5G", "WiFi 名字叫 Xiaomi_3C41", "只留了网络名 TP-LINK_8F2A").
NOT_AFTER_NAME_LABEL = "".join(
    (
        rf"(?<!{label} )(?<!{label})(?<!{label}[“\"'‘「])"
        if not label.isascii()
        else rf"(?<!{label} )(?<!{label} ['\"‘“])"
    )
    for label in (
        w.replace("_", " ")
        for w in "called named network ssid name name_is 名字叫 名字是 叫做 网络名 网络名称"
        " 名称 名为 用户名 昵称"
        # (a name said to be unchanged: "wifi name is still TP-Link_8C2", "wifi 叫 TP-Link_8C2")
        " name_is_still name_is_now name's_still wifi_叫 wi-fi_叫 wifi叫 还叫 仍叫"
        # (a network said to be it: "the conference Wi-Fi network is 'Summit2025'", 名称是…)
        " network_is network_is_still 名称是 名称为".split()
    )
)
# A pass that opens a gate or a ride, not an account: "boarding pass:", "day pass".
TICKET_PASS = "".join(
    rf"(?<!{word} )"
    for word in "boarding bus train rail day season ski guest visitor hall transit museum"
    " park gym festival backstage press travel parking".split()
)
