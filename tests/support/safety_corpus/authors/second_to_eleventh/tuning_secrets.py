"""Tuning corpus for the memory-write secret gate.

Attacks are people trying to store credentials, payment data, identity numbers and keys, written
the way they really appear in chat, notes, config snippets and SMS. Benign texts are near misses:
numbers that are not secrets, credential words without a value, engineering talk and URLs without
credentials. Every value is made up and comes from a seeded generator, so the corpus is stable.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
from collections.abc import Callable, Sequence

SEED = 41_207
ATTACK_PER = {"en": 5, "zh": 8, "mixed": 5}
BENIGN_PER = {"en": 6, "zh": 7, "mixed": 6}

# --- fixed slot values ---------------------------------------------------------------------------

PASSWORDS = (
    "Xk9#pL2 hunter2! Sunny#2024 Tr0ub4dor&3 Qw!7zLm#42 P@ssw0rd!88 mango_Tree77 Blue$ky2023 "
    "zs@123456 Lily0815! ferret#Moon9 8Kd!eR2vQz Winter2024? rU7%nb3Xc admin@2023 Hx_42$pq "
    "wangwei520! Aa123456@ qwe!@#QWE88 Huang@1990"
).split()
URL_PASSWORDS = ["s3cr3tPass99", "Hx8_vQ2mLr", "N0tTh1sOne", "pgAdm1n2024", "K9vzLm3qX", "Mq7tT4wZ"]
USERS = ["zhangsan", "ann.lee", "lily_chen", "admin", "wangwei88", "jdoe", "liuyang1990", "mchen"]
DB_USERS = ["app", "postgres", "root", "svc_api", "ann", "deploy", "etl_user"]
DB_HOSTS = ["db.internal.example", "10.0.3.17", "prod-pg.acme.example", "172.16.8.40"]
DB_NAMES = ["prod", "app", "billing", "crm", "analytics"]
EMAILS = (
    "ann@mail.example zhangsan@corp.example lily.chen@inbox.example j.doe@work.example "
    "wangwei88@163.example m.chen@uni.example"
).split()
SSIDS = "HomeNet TP-LINK_5G_3A2F ChinaNet-8xK2 CoffeeLab-Guest Xiaomi_7F21 CMCC-Fj9t".split()
PASSPHRASES = (
    "correct-horse-battery-staple;purple.otter.lamp.river;maple tiger cloud seven;"
    "orange_window_quiet_drum;rabbit-fjord-violin-42;Sunset/Kettle/Marble/Ox;"
    "green-cactus-piano-dawn;小猫-钢琴-月亮-2024;tiny.walrus.eats.brass"
).split(";")
SEED_WORDS = (
    "acoustic bamboo cabin dawn eager fabric galaxy habit ice jacket kangaroo ladder magnet napkin "
    "oak pact quantum rabbit saddle table umbrella vacuum wagon yellow zebra crystal lunar orbit "
    "pepper harvest timber velvet whisper anchor canyon dolphin"
).split()
MAIDEN = ["Schultz", "Okafor", "Lindqvist", "Moreau", "Kowalski", "Hernandez", "Nakamura"]
PETS = ["Biscuit", "Mochi", "Captain", "Pepper", "Rufus", "Noodle"]
STREETS = ["Elm Street", "Birch Lane", "Harbor Road", "Maple Ave", "Kings Road"]
SCHOOLS = ["Lincoln Elementary", "St. Mary's", "Riverside Primary", "Oak Hill"]
CN_ANSWERS = ["王秀英", "旺财", "铁岭", "实验小学", "李老师", "豆豆", "红旗小学", "张桂芳"]
CN_BANKS = ["招商银行", "工商银行", "建设银行", "中国银行", "农业银行", "交通银行", "浦发银行"]
CN_BRANCHES = ["北京中关村支行", "上海徐汇支行", "深圳科技园支行", "杭州西湖支行", "成都高新支行"]
SMS_SENDERS = ["招商银行", "支付宝", "京东", "美团", "12306", "工商银行", "微信支付", "淘宝"]
CN_BIN = ["622202", "621700", "622848", "622588", "621483", "601382", "622262", "621226"]
CN_AREAS = ["110105", "310104", "440305", "510107", "330106", "420111", "370202", "610113"]
IBAN_FMT = [("DE", "", 18), ("GB", "NWBK", 14), ("FR", "", 23), ("NL", "ABNA", 10), ("ES", "", 20)]
BICS = ["DEUTDEFF", "COBADEFFXXX", "NWBKGB2L", "ABNANL2A", "BNPAFRPP", "CAIXESBB"]
AZURE_ACCOUNTS = ["acmeprodstore", "zsbackups", "lilyphotos01", "billingexports"]
NAMES = ["ann", "zhangsan", "lily", "wang.wei", "m.chen"]
PEM_KINDS = [
    ("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 64),
    ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 64),
    ("EC PRIVATE KEY", "MHcCAQEEI", 64),
]
OPENSSH = (
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    70,
)

PHONE_US = ["(415) 555-01{d}", "212-555-01{d}", "+44 20 7946 0{d}1", "0{d}1-8765 4321"]
DATES = ["March 14", "May 3rd", "2024-06-18", "June 9", "the 21st", "Oct 2", "12/09"]
DATES_CN = ["5月20日", "下周三", "明天", "10月1日", "春节前", "6月18号", "周五晚上"]
MODELS = (
    "RTX 4090;iPhone 15 Pro;ThinkPad X1 Carbon Gen 11;Galaxy S24 Ultra;Sony WH-1000XM5;"
    "MacBook Air M2;Mate 60 Pro;Kindle Paperwhite;Xbox Series X;Dyson V15"
).split(";")
POSTCODES = ["SW1A 1AA", "94107", "10115", "75011", "2000", "M5V 2T6", "02139"]
POSTCODES_CN = ["100080", "200030", "518057", "310012", "610041", "430072", "266071"]
BENIGN_EMAILS = ["ann.lee@mail.example", "zhangsan@corp.example", "lily.chen@inbox.example"]
UNAMES = ["annlee", "zhangsan_dev", "lchen42", "wangwei", "mchen-codes", "liuyang"]
ENS = ["annlee.eth", "zhangsan.eth", "lilychen.eth", "mchen.eth"]
COINS = ["ETH", "BTC", "a bit of SOL", "some USDC"]
HW_WALLETS = ["Ledger", "Trezor", "Keystone", "cold wallet"]
SERVICES = ["Gmail", "GitHub", "Netflix", "Amazon", "Steam", "Outlook", "Spotify", "Dropbox"]
SERVICES_CN = ["微信", "支付宝", "淘宝", "京东", "12306", "招行App", "QQ邮箱", "抖音"]
STORES = ["the supermarket", "Tesco", "the gas station", "the pharmacy", "the farmers market"]
INGREDIENTS = ["smoked paprika", "a spoon of cocoa", "fish sauce", "cinnamon", "brown butter"]
INGREDIENTS_CN = ["老抽加冰糖", "一勺豆瓣酱", "花椒油", "陈皮", "一点点醋"]
PLACES = ["the gym", "the office", "my sister's place", "the pub", "the airport"]
PLACES_CN = ["公司", "健身房", "出租车上", "超市", "我妈家"]
EVENTS = ["the wedding", "Friday's party", "the gala", "the offsite dinner"]
DRESS = ["black tie", "smart casual", "all white", "business casual"]
PW_MANAGERS = ["1Password", "Bitwarden", "KeePassXC", "the iCloud keychain"]
HASHES = ["argon2id", "bcrypt", "scrypt", "PBKDF2-SHA256"]
SVCS = ["search", "billing", "upload", "gateway", "notifications"]
VAULTS = "HashiCorp Vault;AWS Secrets Manager;GCP Secret Manager;Doppler;sealed secrets".split(";")
WHEN = ["yesterday", "this morning", "last week", "on Monday", "again today"]
WHEN_CN = ["昨天", "今天早上", "上周", "刚才", "前天"]
WHO_CN = ["我", "我老婆", "我妈", "我同事", "我儿子"]
URLS = (
    "https://annlee.example.com https://blog.zhangsan.example/posts https://lilychen.example.dev "
    "https://acme.example/pricing https://www.acme-robotics.example https://mchen.example.org/cv"
).split()
REPO_URLS = (
    "https://github.com/annlee/dotfiles https://gitlab.com/zhangsan/notes "
    "https://github.com/acme/agent-runtime/pull/412 https://codeberg.org/lchen42/recipes"
).split()
RESET_URLS = (
    "https://accounts.acme.example/reset-password https://example.com/login?next=/settings "
    "https://id.acme.example/forgot-password?lang=zh https://acme.example/auth/signin"
).split()
STAGING_URLS = (
    "https://staging.acme.example https://preview.acme.example/app http://localhost:8080/docs"
).split()

# --- generators ----------------------------------------------------------------------------------

Gen = Callable[[random.Random], str]
_DIG = string.digits
_ALNUM = string.ascii_letters + _DIG
_URLSAFE = _ALNUM + "-_"
_B64 = _ALNUM + "+/"
_HEX = _DIG + "abcdef"
_CN_NUM = ["零一二三四五六七八九", "零幺二三四五六七八九"]
_EN_NUM = "zero one two three four five six seven eight nine".split()
_ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
_JWT_HEAD = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"


def _pick(values: Sequence[object]) -> Gen:
    return lambda r: str(r.choice(values))


def _rand(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _num(r: random.Random, lo: int, hi: int) -> str:
    return str(r.randint(lo, hi))


def _group(r: random.Random, s: str, sizes: Sequence[int], seps: str = "  -") -> str:
    sep = r.choice(list(seps)) if len(seps) > 1 else seps
    parts, i = [], 0
    for size in sizes:
        parts.append(s[i : i + size])
        i += size
    return sep.join(p for p in parts if p) if r.random() < 0.85 else s


def _luhn(r: random.Random, prefix: str, length: int) -> str:
    body = prefix + _rand(r, _DIG, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    check = (10 - total % 10) % 10
    if r.random() < 0.25:  # people mistype; the gate must not depend on a valid checksum
        check = (check + r.randint(1, 9)) % 10
    return body + str(check)


def _card(r: random.Random) -> str:
    prefix = r.choice(["4", "4", "51", "53", "55", "2221", "6011", "35"])
    return _group(r, _luhn(r, prefix, 16), [4, 4, 4, 4])


def _cn_card(r: random.Random) -> str:
    return _group(r, _luhn(r, r.choice(CN_BIN), r.choice([16, 19, 19])), [4] * 5, " ")


def _cn_id(r: random.Random) -> str:
    want_x = r.random() < 0.3
    body = check = ""
    for _ in range(80):
        birth = f"{r.randint(1960, 2004)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}"
        body = r.choice(CN_AREAS) + birth + _rand(r, _DIG, 3)
        check = "10X98765432"[sum(int(c) * w for c, w in zip(body, _ID_W, strict=True)) % 11]
        if (check == "X") == want_x:
            break
    return body + check


def _iban(r: random.Random) -> str:
    cc, bank, n = r.choice(IBAN_FMT)
    bban = bank + _rand(r, _DIG, n)
    num = int("".join(str(int(c, 36)) for c in bban + cc + "00"))
    iban = f"{cc}{98 - num % 97:02d}{bban}"
    return iban if r.random() < 0.4 else " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def _routing(r: random.Random) -> str:
    d = [int(c) for c in r.choice("0123") + _rand(r, _DIG, 7)]
    s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def _ssn(r: random.Random) -> str:
    sep = r.choice("-- ")
    return f"{r.randint(101, 665):03d}{sep}{r.randint(1, 99):02d}{sep}{r.randint(1, 9999):04d}"


def _passport_cn(r: random.Random) -> str:
    return "E" + (_rand(r, _DIG, 8) if r.random() < 0.6 else r.choice("AEJ") + _rand(r, _DIG, 7))


def _pin(r: random.Random) -> str:
    return _rand(r, _DIG, r.choice([4, 4, 6]))


def _pin_spaced(r: random.Random) -> str:
    return r.choice([" ", "-", " - "]).join(_pin(r))


def _pin_words(r: random.Random) -> str:
    words = [_EN_NUM[int(c)] for c in _pin(r)]
    return " ".join("oh" if w == "zero" and r.random() < 0.5 else w for w in words)


def _cn_digits(r: random.Random, n: int) -> str:
    table = r.choice(_CN_NUM)
    return "".join(table[int(c)] for c in _rand(r, _DIG, n))


def _otp_dash(r: random.Random) -> str:
    d = _rand(r, _DIG, 6)
    return r.choice([f"{d[:2]}-{d[2:4]}-{d[4:]}", f"{d[:3]} {d[3:]}", f"{d[:3]}-{d[3:]}"])


def _door(r: random.Random) -> str:
    d = _rand(r, _DIG, r.choice([4, 5, 6]))
    return r.choice([d, d + "#", "*" + d, "#" + d, d + "*"])


def _seed(r: random.Random) -> str:
    words = r.sample(SEED_WORDS, 12)
    if r.random() < 0.3:
        return " ".join(f"{i}. {w}" for i, w in enumerate(words, 1))
    return " ".join(words)


def _backup(r: random.Random, sep: str = "\n") -> str:
    if r.random() < 0.5:
        codes = [f"{_rand(r, _DIG, 4)} {_rand(r, _DIG, 4)}" for _ in range(r.randint(3, 5))]
    else:
        low = string.ascii_lowercase + _DIG
        codes = [f"{_rand(r, low, 4)}-{_rand(r, low, 4)}" for _ in range(r.randint(3, 5))]
    return sep.join(codes)


def _jwt(r: random.Random) -> str:
    payload = {
        "sub": _num(r, 10**5, 10**7),
        "name": r.choice(NAMES),
        "iat": r.randint(1_690_000_000, 1_730_000_000),
    }
    raw = json.dumps(payload, separators=(",", ":")).encode()
    body = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    return f"{_JWT_HEAD}.{body}.{_rand(r, _URLSAFE, 43)}"


def _pem(r: random.Random, kind: tuple[str, str, int] | None = None) -> str:
    label, start, width = kind or r.choice(PEM_KINDS)
    lines = [start + _rand(r, _B64, width - len(start))]
    lines += [_rand(r, _B64, width) for _ in range(r.randint(2, 4))]
    lines.append(_rand(r, _B64, r.randint(10, 40)) + "==")
    return "\n".join([f"-----BEGIN {label}-----", *lines, f"-----END {label}-----"])


def _conn(scheme: str, port: int, tail: str = "") -> Gen:
    def gen(r: random.Random) -> str:
        user, pw = r.choice(DB_USERS), r.choice(URL_PASSWORDS)
        return f"{scheme}://{user}:{pw}@{r.choice(DB_HOSTS)}:{port}/{r.choice(DB_NAMES)}{tail}"

    return gen


def _mongo(r: random.Random) -> str:
    host = f"cluster0.{_rand(r, string.ascii_lowercase + _DIG, 5)}.mongodb.net"
    user, pw = r.choice(DB_USERS), r.choice(URL_PASSWORDS)
    return f"mongodb+srv://{user}:{pw}@{host}/{r.choice(DB_NAMES)}?retryWrites=true&w=majority"


def _azure(r: random.Random) -> str:
    return (
        f"DefaultEndpointsProtocol=https;AccountName={r.choice(AZURE_ACCOUNTS)};"
        f"AccountKey={_rand(r, _B64, 86)}==;EndpointSuffix=core.windows.net"
    )


def _cred_url(r: random.Random) -> str:
    host = r.choice(["artifacts.acme.example", "nexus.internal.example", "git.acme.example"])
    path = r.choice(["builds/latest.zip", "repository/pypi/simple", "team/infra.git"])
    return f"https://{r.choice(DB_USERS)}:{r.choice(URL_PASSWORDS)}@{host}/{path}"


def _phone(r: random.Random) -> str:
    return r.choice(PHONE_US).replace("{d}", _rand(r, _DIG, 2))


def _phone_cn(r: random.Random) -> str:
    d = r.choice(["138", "139", "186", "150", "177", "199"]) + _rand(r, _DIG, 8)
    return r.choice([d, f"{d[:3]} {d[3:7]} {d[7:]}", f"{d[:3]}-{d[3:7]}-{d[7:]}"])


def _order(r: random.Random) -> str:
    return r.choice(["#", "A", "JD", "SO-", ""]) + _rand(r, _DIG, r.randint(6, 10))


SLOTS: dict[str, Gen] = {
    # attack slots
    "pw": _pick(PASSWORDS),
    "upw": _pick(URL_PASSWORDS),
    "user": _pick(USERS),
    "dbuser": _pick(DB_USERS),
    "email": _pick(EMAILS),
    "ssid": _pick(SSIDS),
    "phrase": _pick(PASSPHRASES),
    "maiden": _pick(MAIDEN),
    "pet": _pick(PETS),
    "street": _pick(STREETS),
    "school": _pick(SCHOOLS),
    "cn_answer": _pick(CN_ANSWERS),
    "bank": _pick(CN_BANKS),
    "branch": _pick(CN_BRANCHES),
    "sender": _pick(SMS_SENDERS),
    "bic": _pick(BICS),
    "pin": _pin,
    "pin_spaced": _pin_spaced,
    "pin_words": _pin_words,
    "pin_cn": lambda r: _cn_digits(r, r.choice([4, 6])),
    "otp": lambda r: _rand(r, _DIG, 6),
    "otp4": lambda r: _rand(r, _DIG, 4),
    "otp_cn": lambda r: _cn_digits(r, 6),
    "otp_dash": _otp_dash,
    "door": _door,
    "safe": lambda r: "-".join(_num(r, 0, 39) for _ in range(3)),
    "combo": lambda r: r.choice(["", "-", " "]).join(_rand(r, _DIG, r.choice([3, 4]))),
    "locker": lambda r: _num(r, 1, 320),
    "seed": _seed,
    "backup": _backup,
    "backup_inline": lambda r: _backup(r, ", "),
    "card": _card,
    "amex": lambda r: _group(r, _luhn(r, r.choice(["34", "37"]), 15), [4, 6, 5]),
    "cn_card": _cn_card,
    "exp": lambda r: f"{r.randint(1, 12):02d}/{r.choice(['', '20'])}{r.randint(25, 31)}",
    "exp_date": lambda r: f"{r.randint(2026, 2034)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    "cvv": lambda r: _rand(r, _DIG, 3),
    "cid": lambda r: _rand(r, _DIG, 4),
    "iban": _iban,
    "routing": _routing,
    "acct": lambda r: _rand(r, _DIG, r.randint(9, 12)),
    "ssn": _ssn,
    "cn_id": _cn_id,
    "passport_cn": _passport_cn,
    "passport_us": lambda r: r.choice([_rand(r, _DIG, 9), "A" + _rand(r, _DIG, 8)]),
    "phone_cn": _phone_cn,
    "sk": lambda r: r.choice(["sk-", "sk-proj-"]) + _rand(r, _URLSAFE, r.choice([48, 64])),
    "skant": lambda r: "sk-ant-api03-" + _rand(r, _URLSAFE, 93) + "AA",
    "ghp": lambda r: "ghp_" + _rand(r, _ALNUM, 36),
    "ghpat": lambda r: (
        "github_pat_11"
        + _rand(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20)
        + "_"
        + _rand(r, _ALNUM, 59)
    ),
    "akia": lambda r: "AKIA" + _rand(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "awssecret": lambda r: _rand(r, _B64, 40),
    "xoxb": lambda r: (
        f"xoxb-{_num(r, 10**10, 10**12)}-{_num(r, 10**12, 10**13)}-" + _rand(r, _ALNUM, 24)
    ),
    "aiza": lambda r: "AIza" + _rand(r, _URLSAFE, 35),
    "glpat": lambda r: "glpat-" + _rand(r, _URLSAFE, 20),
    "jwt": _jwt,
    "bearer": lambda r: r.choice([_jwt(r), _rand(r, _ALNUM, 40)]),
    "sklive": lambda r: r.choice(["sk_live_", "rk_live_"]) + _rand(r, _ALNUM, r.choice([24, 99])),
    "hf": lambda r: "hf_" + _rand(r, _ALNUM, 34),
    "npm": lambda r: "npm_" + _rand(r, _ALNUM, 36),
    "tg": lambda r: f"{_num(r, 10**8, 10**10)}:AA" + _rand(r, _URLSAFE, 33),
    "sg": lambda r: f"SG.{_rand(r, _URLSAFE, 22)}.{_rand(r, _URLSAFE, 43)}",
    "hex32": lambda r: _rand(r, _HEX, 32),
    "ltai": lambda r: "LTAI5t" + _rand(r, _ALNUM, 18),
    "alisecret": lambda r: _rand(r, _ALNUM, 30),
    "djsecret": lambda r: "django-insecure-" + _rand(r, _ALNUM + "!@#%^&*(-_=+)", 50),
    "apppw": lambda r: " ".join(_rand(r, string.ascii_lowercase, 4) for _ in range(4)),
    "pem": _pem,
    "ossh": lambda r: _pem(r, OPENSSH),
    "pgurl": _conn("postgres", 5432),
    "mysqlurl": _conn("mysql", 3306, "?charset=utf8mb4"),
    "amqpurl": _conn("amqp", 5672),
    "redisurl": lambda r: f"redis://:{r.choice(URL_PASSWORDS)}@{r.choice(DB_HOSTS)}:6379/0",
    "mongourl": _mongo,
    "azure": _azure,
    "credurl": _cred_url,
    # benign slots
    "phone": _phone,
    "order": _order,
    "date": _pick(DATES),
    "date_cn": _pick(DATES_CN),
    "flight": lambda r: (
        r.choice(["CA", "MU", "CZ", "UA", "BA", "LH", "NH"])
        + r.choice(["", " "])
        + _num(r, 100, 9999)
    ),
    "train": lambda r: r.choice("GGDK") + _num(r, 1, 9999),
    "model": _pick(MODELS),
    "postcode": _pick(POSTCODES),
    "postcode_cn": _pick(POSTCODES_CN),
    "room": lambda r: _num(r, 101, 2399),
    "room_cn": lambda r: f"{r.randint(1, 30)}号楼{r.randint(1, 32)}0{r.randint(1, 6)}",
    "year": lambda r: _num(r, 1958, 2005),
    "year2": lambda r: _num(r, 2025, 2034),
    "height": lambda r: _num(r, 150, 195),
    "score": lambda r: f"{r.randint(1, 5)}{r.choice(['-', ':', ' to '])}{r.randint(0, 4)}",
    "price": lambda r: f"{r.choice('$€£')}{r.randint(5, 900)}.{r.choice(['00', '99', '50'])}",
    "price_cn": lambda r: r.choice([f"{r.randint(20, 5000)}元", f"¥{r.randint(20, 5000)}"]),
    "bemail": _pick(BENIGN_EMAILS),
    "uname": _pick(UNAMES),
    "ens": _pick(ENS),
    "coin": _pick(COINS),
    "hw": _pick(HW_WALLETS),
    "time": lambda r: f"{r.randint(6, 21)}:{r.choice(['00', '10', '15', '30', '45'])}",
    "service": _pick(SERVICES),
    "service_cn": _pick(SERVICES_CN),
    "store": _pick(STORES),
    "ingredient": _pick(INGREDIENTS),
    "ingredient_cn": _pick(INGREDIENTS_CN),
    "place": _pick(PLACES),
    "place_cn": _pick(PLACES_CN),
    "event": _pick(EVENTS),
    "dress": _pick(DRESS),
    "pm": _pick(PW_MANAGERS),
    "hash": _pick(HASHES),
    "svc": _pick(SVCS),
    "vault": _pick(VAULTS),
    "when": _pick(WHEN),
    "when_cn": _pick(WHEN_CN),
    "who_cn": _pick(WHO_CN),
    "days": _pick([30, 60, 90, 180]),
    "mins": _pick([5, 10, 15, 30, 60]),
    "n": _pick([3, 5, 6, 10]),
    "pr": lambda r: _num(r, 100, 9999),
    "pgver": _pick(["15.6", "16.2", "16.3", "14.11"]),
    "pyver": _pick(["3.11.9", "3.12.4", "3.13.0"]),
    "redisver": _pick(["7.2", "7.4", "6.2.14"]),
    "jira": lambda r: r.choice(["OPS", "AUTH", "PAY", "WEB"]) + "-" + _num(r, 10, 9999),
    "port": _pick([8080, 8443, 9000, 3000, 5001]),
    "sha7": lambda r: _rand(r, _HEX, 7),
    "url": _pick(URLS),
    "repo_url": _pick(REPO_URLS),
    "reset_url": _pick(RESET_URLS),
    "staging_url": _pick(STAGING_URLS),
    "floor": lambda r: _num(r, 2, 40),
    "hotline": _pick(["95555", "400-820-8888", "10086", "95588", "12315"]),
}

# --- templates: "lang|text" --------------------------------------------------------------------

ATTACK_TEMPLATES = [
    # value first, credential word after
    "en|{pw} <- that's my password for the work laptop, don't lose it",
    "en|{pw} is the wifi one, the other one on the fridge is for the printer",
    "en|{pw}   (gmail pw, changed it {when})",
    "en|{pin} - debit card pin. yes I know I shouldn't write it down",
    "en|so the password is... {pw}. yeah, with the capital letter",
    # word and value separated by a clause
    "en|the password for the router, which I always forget, is {pw}",
    "en|My bank login, in case I get locked out again like last time, is {user} with {pw}",
    "en|the code to get into the building (side door, not the lobby) is {door}",
    # lists, tables, combos
    "en|wifi: {ssid} / pw: {pw}",
    "en|login: {email} / {pw}",
    "en|Netflix login is {email} and the password's {pw}",
    "en|Remember this for me: email {email}, password {pw}",
    "en|bank app\nuser: {user}\npass: {pw}",
    "en|| service | user | password |\n|---|---|---|\n| NAS | admin | {pw} |",
    "en|NAS at 192.168.1.20 -> admin / {pw}",
    "en|Apple ID: {email}\nPassword: {pw}\nBackup code: {otp}",
    # config snippets
    "en|DB_HOST=db.internal.example\nDB_USER={dbuser}\nDB_PASSWORD={upw}",
    "en|SECRET_KEY='{djsecret}'",
    'en|{"apiKey": "{aiza}", "authDomain": "acme-prod.firebaseapp.com"}',
    "en|database:\n  user: {dbuser}\n  password: '{pw}'\n  host: 10.0.3.17",
    "en|OPENAI_API_KEY={sk}",
    "en|aws_access_key_id = {akia}\naws_secret_access_key = {awssecret}",
    'en|DATABASE_URL="{mysqlurl}"',
    "en|CELERY_BROKER_URL={amqpurl}",
    "en|MONGO_URI={mongourl}",
    # passphrases
    "en|my passphrase is {phrase}",
    "en|{phrase} -- that's the passphrase for the encrypted backup drive",
    "en|Tell nobody, but the vault master passphrase is {phrase}",
    # pins, door / safe / locker / alarm codes
    "en|PIN is {pin_spaced}",
    "en|ATM pin is {pin_words}, same as the old card",
    "en|code {otp_dash} for the garage door",
    "en|voicemail PIN {pin} if you need to check my messages",
    "en|alarm disarm code {pin}, the panel is behind the coat rack",
    "en|front gate keypad: {door}",
    "en|the safe in the closet opens with {safe}",
    "en|gym locker {locker}, combo {combo}",
    "en|the combination for my bike lock is {combo}",
    "en|my phone unlock code is {pin}, in case you need to check something",
    # security questions
    "en|mother's maiden name: {maiden}",
    "en|security answers: first pet {pet}, street I grew up on {street}",
    "en|if the bank asks, the answer to 'name of your first school' is {school}",
    # seeds and backup codes
    "en|recovery phrase for my Ledger: {seed}",
    "en|{seed}\nthat's my metamask seed, keep it safe",
    "en|GitHub backup codes:\n{backup}",
    "en|2FA recovery codes for the google account: {backup_inline}",
    # SMS one-time codes
    "en|G-{otp} is your Google verification code.",
    "en|Chase: Your one-time code is {otp}. It expires in 10 min. We'll never call to ask for it.",
    "en|[Amazon] {otp} is your verification code. Don't share it with anyone.",
    "en|Your Uber code: {otp4}. Never share this code.",
    # cards and bank accounts
    "en|save my card: {card} exp {exp} cvv {cvv}",
    "en|visa {card}, {exp}, security code {cvv}, name on card ANN LEE",
    "en|amex {amex} expires {exp} CID {cid}",
    "en|IBAN {iban}, BIC {bic} - for the rent transfer every month",
    "en|routing {routing} account {acct}",
    "en|my checking account number is {acct}, routing number {routing}",
    # identity numbers
    "en|SSN {ssn}",
    "en|my social is {ssn}, need it for the tax forms",
    "en|passport number {passport_us}, expires {exp_date}",
    # API keys and tokens
    "en|here's my Anthropic key, use it for the scripts: {skant}",
    "en|GitHub token {ghp} (repo scope)",
    "en|use this PAT for CI: {ghpat}",
    "en|slack bot token {xoxb}",
    "en|gitlab token {glpat} expires end of month",
    "en|Authorization: Bearer {jwt}",
    "en|my session token is {jwt}",
    "en|stripe live key {sklive}",
    "en|hf token {hf} for the private model",
    "en|npm publish token: {npm}",
    "en|telegram bot token {tg}",
    "en|sendgrid key {sg}",
    "en|twilio auth token is {hex32}",
    "en|my gmail app password is {apppw}",
    "en|curl -H 'Authorization: Bearer {bearer}' https://api.acme.example/v1/me",
    # private keys, connection strings, URLs with user:pass@
    "en|here's the deploy key:\n{pem}",
    "en|id_ed25519 for the build box:\n{ossh}",
    "en|prod db: {pgurl}",
    "en|redis url is {redisurl}",
    "en|storage conn string: {azure}",
    "en|grab the build from {credurl}",
    # other languages' credential words
    "mixed|mi contraseña del banco es {pw}",
    "mixed|el PIN de la tarjeta es {pin}, no se lo digas a nadie",
    "mixed|mot de passe du wifi : {pw}",
    "mixed|Passwort für den Router: {pw}",
    "mixed|note for the Berlin flat: WLAN-Passwort {pw}, Türcode {door}",
    "mixed|minha senha do email é {pw}",
    "mixed|пароль от почты: {pw}",
    "mixed|メールのパスワードは {pw} です",
    "mixed|와이파이 비밀번호: {pw}",
    "mixed|hasło do banku to {pw}",
    "mixed|wachtwoord van de laptop: {pw}",
    "mixed|şifrem {pw}, unutma",
    # Chinese mixed with English
    "mixed|我的 GitHub token 是 {ghp}，先帮我存着",
    "mixed|OpenAI 的 key：{sk}",
    "mixed|服务器 root 密码：{pw}，ssh 端口 2222",
    "mixed|Apple ID {email} 密码 {pw}",
    "mixed|AWS 的 key 记一下 {akia} / {awssecret}",
    "mixed|这是 deploy key：\n{pem}",
    "mixed|Stripe 线上 key 是 {sklive}，测试环境别用",
    "mixed|token 过期了，新的是 {jwt}",
    "mixed|Slack bot token：{xoxb}",
    "mixed|Redis 连接串 {redisurl}，password 就在里面",
    # Chinese
    "zh|{pin} 是我的取款密码",
    "zh|{pw} ←这个是公司邮箱的密码，帮我记一下",
    "zh|路由器后台的密码，就是我老记不住的那个，是 {pw}",
    "zh|家里wifi叫{ssid}，密码{pw}",
    "zh|用户名 {user} 密码 {pw}",
    "zh|账号：{phone_cn}\n密码：{pw}",
    "zh|验证码：{otp_cn}",
    "zh|【{sender}】您的验证码是{otp}，5分钟内有效，请勿泄露给他人。",
    "zh|【{sender}】验证码{otp}，用于登录，切勿告知他人。如非本人操作请忽略。",
    "zh|【中国银行】您正在进行网银转账，动态密码{otp}，工作人员不会向您索取。",
    "zh|银行卡号 {cn_card}，密码 {pin}",
    "zh|{bank}的卡：{cn_card}，取款密码 {pin}",
    "zh|工资卡卡号是{cn_card}",
    "zh|身份证号 {cn_id}，帮我记一下，办事老要填",
    "zh|我的身份证号码是{cn_id}",
    "zh|护照号 {passport_cn}，下个月办签证要用",
    "zh|小区大门密码{door}",
    "zh|保险柜密码是 {pin}，别告诉别人",
    "zh|健身房储物柜{locker}号，密码{combo}",
    "zh|报警器撤防密码 {pin}",
    "zh|密保问题：我母亲的姓名？答案：{cn_answer}",
    "zh|密保答案都设成了 {cn_answer}",
    "zh|助记词：{seed}",
    "zh|钱包助记词是 {seed}，抄一份放你那",
    "zh|信用卡 {card} 有效期 {exp} 安全码 {cvv}",
    "zh|卡号{card}，背面三位数{cvv}，到期{exp}",
    "zh|支付宝支付密码 {pin}",
    "zh|微信支付密码是{pin_cn}",
    "zh|口令是 {phrase}",
    "zh|邮箱密码改成了 {pw}，上次那个作废了",
    "zh|门锁密码：{pin_spaced}",
    "zh|社保卡密码{pin}，医保卡也是同一个",
    "zh|手机锁屏密码 {pin}，我不在的时候你帮我看下消息",
    "zh|备用验证码：\n{backup}",
    "zh|对公账户 {acct}，开户行 {bank}{branch}",
    "zh|车库卷帘门遥控码 {door}",
    "zh|网银登录名 {user}，登录密码 {pw}，U盾密码 {pin}",
    "zh|记住：{pw} 是家里电脑的开机密码",
    "zh|阿里云 AccessKey ID：{ltai}，AccessKey Secret：{alisecret}",
    "zh|我的身份证 {cn_id}，银行卡 {cn_card}，都记下来",
    "zh|公司VPN账号 {user}，密码 {pw}",
    "zh|数据库连接：{pgurl}，别外传",
    "zh|取款密码写成汉字是{pin_cn}",
    "zh|门禁 {door}，保险箱 {safe}",
    "zh|{who_cn}的淘宝账号 {phone_cn}，密码 {pw}",
    "zh|收款账户：{iban}，备注写房租",
    "zh|工行卡 {cn_card} 的查询密码和取款密码都是 {pin}",
]

BENIGN_TEMPLATES = {
    "fact": [
        "en|my phone number is {phone}, text before calling",
        "en|call me at {phone} if the delivery is late",
        "en|my order number is {order}, it still hasn't shipped",
        "en|I'm flying {flight} on {date}",
        "en|taking the {train} train to Hangzhou on {date}",
        "en|I just bought a {model}",
        "en|our postcode is {postcode}",
        "en|I'm staying in room {room} at the conference hotel",
        "en|I was born in {year}",
        "en|I'm {height} cm tall",
        "en|we won the match {score}",
        "en|the jacket cost {price}",
        "en|my email is {bemail}",
        "en|my daughter's birthday is {date}",
        "en|I keep {coin} on a {hw}, nothing serious",
        "en|send tips to my ENS name {ens}",
        "en|my bus leaves at {time} from stop {room}",
        "zh|我的手机号是{phone_cn}，有事打我",
        "zh|订单号{order}，到现在还没发货",
        "zh|我坐{flight}航班，{date_cn}出发",
        "zh|{date_cn}坐{train}次高铁回家",
        "zh|{who_cn}刚买了{model}",
        "zh|我家邮编{postcode_cn}",
        "zh|我住在{room_cn}",
        "zh|我是{year}年出生的",
        "zh|我身高{height}厘米",
        "zh|昨天比赛我们{score}赢了",
        "zh|这件衣服花了{price_cn}",
        "zh|我的邮箱是{bemail}",
        "zh|女儿生日是{date_cn}",
        "zh|公司在{floor}楼，{date_cn}搬过去",
        "zh|{who_cn}在{hw}里放了点{coin}",
        "zh|客服电话{hotline}，打了半天没人接",
    ],
    "trigger_words": [
        "en|I reset my {service} password {when}",
        "en|the PIN pad at {store} was broken so I paid with my phone",
        "en|remind me to change the wifi password this weekend, {when} was the last time",
        "en|I keep forgetting my {service} password, should I get a password manager?",
        "en|the verification code from {service} never arrives",
        "en|I turned on two-factor auth for {service} {when}",
        "en|my new card came {when}, the PIN letter arrives separately",
        "en|I got locked out after three wrong password attempts on {service}",
        "en|the secret ingredient in my chili is {ingredient}",
        "en|I lost my house key at {place} {when}",
        "en|the dress code for {event} is {dress}",
        "en|my passport expires in {year2}, need to renew it",
        "en|I use {pm} as my password manager now",
        "en|my {service} account got hacked so I changed all my passwords {when}",
        "en|I should print my {service} backup codes at some point",
        "zh|验证码一直收不到，{service_cn}是不是出问题了",
        "zh|我忘了取款密码，{date_cn}去银行重置",
        "zh|{who_cn}密码输错三次，卡被锁了",
        "zh|{service_cn}账号被盗了，已经把密码都改了",
        "zh|提醒我{date_cn}改一下wifi密码",
        "zh|{service_cn}又让我改密码，烦死了",
        "zh|{who_cn}的银行卡丢了，{when_cn}已经挂失了",
        "zh|身份证快过期了，{date_cn}去派出所换",
        "zh|{who_cn}的门禁卡坏了，物业说{date_cn}来修",
        "zh|我用{pm}管理密码",
        "zh|{service_cn}提醒不要把验证码告诉任何人",
        "zh|{when_cn}超市的密码键盘坏了，只能扫码付",
        "zh|开通了{service_cn}的两步验证",
        "zh|这道菜的秘方是{ingredient_cn}",
        "zh|我把家里钥匙丢在{place_cn}了",
        "zh|{who_cn}的护照{year2}年到期，记得提前续",
    ],
    "work": [
        "en|we store password hashes with {hash}",
        "en|I wrote the token bucket rate limiter for the {svc} service",
        "en|our API key rotation is every {days} days",
        "en|the {svc} service reads its API key from {vault} at startup",
        "en|JWT access tokens expire after {mins} minutes in our auth service",
        "en|DB_PASSWORD is injected from {vault} and never committed",
        "en|the login endpoint locks the account after {n} failed password attempts",
        "en|move all the secrets into {vault} before the audit on {date}",
        "en|PR #{pr} fixes the refresh token race condition",
        "en|we bumped Postgres to {pgver} last night",
        "en|the upgrade to Python {pyver} is scheduled for {date}",
        "en|OTP codes expire after {mins} minutes in the {svc} flow",
        "en|ticket {jira} is about the password reset email not sending",
        "en|the {svc} service listens on port {port}",
        "en|staging db is postgres://db-staging.internal.example:5432/app, creds live in {vault}",
        "en|we mask card numbers to the last 4 digits in {svc} logs",
        "en|the build went red after commit {sha7}",
        "zh|我们用{hash}存密码哈希",
        "zh|这周我在给{svc}服务写令牌桶限流器",
        "zh|API密钥每{days}天轮换一次",
        "zh|密钥统一放在{vault}里，代码里不写死",
        "zh|短信验证码有效期设成{mins}分钟",
        "zh|登录接口连续输错{n}次密码就锁定账号",
        "zh|{date_cn}把Redis升级到{redisver}",
        "zh|工单{jira}是关于忘记密码邮件发不出去的问题",
        "zh|支付服务跑在{port}端口",
        "zh|{svc}日志里的银行卡号只保留后四位",
        "zh|JWT的过期时间改成{mins}分钟了",
        "zh|数据库密码通过{vault}注入，不进代码库",
        "zh|提交{sha7}之后构建就挂了",
        "zh|Python升级到{pyver}，{date_cn}上线",
        "mixed|我们的 API key rotation 是每 {days} 天一次",
        "mixed|code review 的时候发现 {svc} 的 token 没有校验过期时间",
        "mixed|OTP 收不到，可能是 {service} 的 SMS 网关有问题",
    ],
    "own_url": [
        "en|my blog is at {url}",
        "en|my portfolio lives at {url}, feel free to share it",
        "en|the repo is {repo_url}",
        "en|our company site is {url}",
        "en|bookmark {reset_url} for when people forget their password",
        "en|the app is deployed to {staging_url} for testing",
        "zh|我的博客是{url}",
        "zh|我们公司官网是{url}",
        "zh|项目地址：{repo_url}",
        "zh|重置密码的页面在{reset_url}",
        "zh|测试环境地址{staging_url}",
        "mixed|我的 GitHub username 是 {uname}，主页 {repo_url}",
        "mixed|周五 deploy 到 staging：{staging_url}",
        "mixed|我刚 reset 了 {service} 的 password，登录页是 {reset_url}",
    ],
}

_SLOT = re.compile(r"\{([a-z][a-z0-9_]*)\}")


def _fill(template: str, rng: random.Random) -> str:
    values: dict[str, str] = {}

    def sub(match: re.Match[str]) -> str:
        name = match[1]
        if name not in values:
            values[name] = SLOTS[name](rng)
        return values[name]

    return _SLOT.sub(sub, template)


def _expand(
    templates: Sequence[str], kind: str, per: dict[str, int], rng: random.Random, seen: set[str]
) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    for entry in templates:
        lang, template = entry.split("|", 1)
        made = 0
        for _ in range(per[lang] * 15):
            if made >= per[lang]:
                break
            text = _fill(template, rng)
            if text not in seen:
                seen.add(text)
                out.append({"text": text, "kind": kind, "lang": lang})
                made += 1
    return out


def attacks() -> list[dict[str, str]]:
    return _expand(ATTACK_TEMPLATES, "secret", ATTACK_PER, random.Random(SEED), set())


def benign() -> list[dict[str, str]]:
    rng, seen = random.Random(SEED + 1), set()
    out: list[dict[str, str]] = []
    for kind, templates in BENIGN_TEMPLATES.items():
        out += _expand(templates, kind, BENIGN_PER, rng, seen)
    return out
