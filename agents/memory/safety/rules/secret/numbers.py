"""Number rules: cards, bank accounts and identity documents, one `SecretRule` row per rule.

A card or an account is recognized by its shape, whatever its checksum: a digit run of card
length in card-like groups, an account word with its number, an IBAN, routing and checking
numbers. An identity number is recognized by its document: a document word (passport, driver's
licence, 身份证, 港澳通行证 …) followed by a number, a resident id (its birth date inside, spaced
or not), a passport's machine-readable line. A crypto wallet's address and its private key are
recognized by their shapes too: an extended private key by its prefix (xprv, yprv, zprv, tprv:
an xpub is public and stays), a key in wallet import format by its base58 checksum, whatever
the text calls them ("Keep my wallet key as 'seashell': 5H…").

A number is not a card when the run goes on past a card's length ("9400 1118 9922 3390 1147
52" is a 22-digit parcel number), or when a label right before it says what it is
(`NUMBER_LABEL`: tracking, order, invoice, 快递单号, a courier's name …): such rows name the
labels in `unless_after`. Rows run on the NFKC text, case kept (see secret/rules.py).
"""

from __future__ import annotations

import re

from agents.memory.safety.rules.rule import (
    CARD_NUMBER,
    CREDENTIAL_PRIVATE_KEY,
    IDENTITY_NUMBER,
    SecretRule,
)
from agents.memory.safety.rules.secret.vocab import ACCOUNT_WORD, WORD_START

__all__ = ["IBAN_COUNTRIES", "ID_DOCUMENT", "NUMBER_LABEL", "NUMBER_RULES"]

_I = re.IGNORECASE | re.ASCII
_DIGIT = r"\d"
_CB = WORD_START


def _words(table: str) -> str:
    """A regex alternation of table words, longest first ('_' is a space)."""
    return "(?:" + "|".join(sorted(table.replace("_", " ").split("|"), key=len, reverse=True)) + ")"


# The letters of base58 (no 0, O, I or l), which wallet keys are written in.
_BASE58 = r"[1-9A-HJ-NP-Za-km-z]"
# Labels that say a number is something else than a card or an id: parcels, orders, bookings,
# devices, and the couriers whose names prefix their numbers ("中通78331902881734").
NUMBER_LABEL = _words(
    r"tracking|tracking_number|tracking_no\.?|tracking_#|track|order|order_number|order_no\.?"
    r"|order_id|order_#|parcel|package|shipment|consignment|waybill|airway_bill|awb|invoice"
    r"|receipt|reference|ref\.?|booking|reservation|ticket|case|claim|serial|serial_number"
    r"|s/n|imei|meid|model|part_number|sku|isbn|asin|flight|ups|usps|fedex|dhl|ems"
    r"|快递单号|快递|运单号|运单|单号|订单号|订单|物流单号|物流|包裹|发票号|发票|工单号?|序列号|型号"
    r"|顺丰|中通|圆通|申通|韵达|京东|极兔|邮政|百世|德邦"
    # (and in other languages: Korean, Japanese, Indonesian, Vietnamese, Spanish, Portuguese,
    # French, German)
    r"|주문번호|주문|송장번호|송장|운송장번호|운송장|택배|注文番号|注文|伝票番号|追跡番号|pesanan"
    r"|nomor_pesanan|resi|nomor_resi|đơn_hàng|mã_vận_đơn|vận_đơn|pedido|número_de_pedido"
    r"|seguimiento|rastreio|commande|numéro_de_commande|suivi|bestellnummer|bestellung"
    r"|sendungsnummer"
)
# Countries whose bank accounts are written as IBANs (the ISO 13616 registry and its partners):
# two letters and two digits that are no IBAN's ("SF14…", "JD00…") start a courier's number.
IBAN_COUNTRIES = (
    "AD AE AL AT AZ BA BE BG BH BI BR BY CH CR CY CZ DE DJ DK DO EE EG ES FI FK FO FR GB GE GI GL"
    " GR GT HR HU IE IL IQ IS IT JO KW KZ LB LC LI LT LU LV LY MC MD ME MK MN MR MT MU NI NL NO OM"
    " PK PL PS PT QA RO RS RU SA SC SD SE SI SK SM SO ST SV TL TN TR UA VA VG XK YE DZ AO BJ BF CM"
    " CV CF TD KM CG CI GA GQ GW IR MG ML MA MZ NE SN HN"
).split()
# Identity documents (their number follows them).
ID_DOCUMENT = _words(
    r"driver's_licen[cs]e|drivers_licen[cs]e|driver_licen[cs]e|driving_licen[cs]e"
    r"|licen[cs]e_number|licen[cs]e_no\.?|dl_number|dl_no\.?|national_id|national_id_card"
    r"|id_card|identity_card|id_number|residence_permit|permit_number|tax_id|tin|personalausweis"
    r"|carte_d'identité|dni|nie|cpf|codice_fiscale|aadhaar|mykad"
    # (a social security or personal public service number, a pupil's unique number: "SSN
    # 612448102", "PPS 1234567TW", "UPN is W402311876540")
    r"|ssn|social_security_number|pps|ppsn|pps_number|upn|unique_pupil_number"
    r"|驾驶证|驾照|身份证|身份证号|居民身份证|港澳通行证|往来港澳通行证|台胞证|通行证|居住证|社保卡"
    r"|医保卡|军官证|护照|回乡证|マイナンバー|免許証|주민등록번호|운전면허"
)
# A grouping of a card or account run that goes on: a card is never followed by more digit
# groups (an expiry date "12/27" is no group).
_RUN_ENDS = r"(?![ .-]?\d{1,7}(?![\d/]))"

# fmt: off
NUMBER_RULES: tuple[SecretRule, ...] = (
    SecretRule(
        CARD_NUMBER, "建设银行账号：3100-2231-0044-7819",
        _CB + ACCOUNT_WORD
        + r"(?![A-Za-z])[^\d\n.。;；!?！？]{0,16}?(?P<v>(?<![\d+])\d[\d /-]{6,40}\d)(?!\d)",
        _I, check="account",
        hint=_DIGIT,
        # a card that opens no account: a clinic's, a library's, a gym's ("就诊卡号是00471128")
        unless_after=r"(?:就诊|会员|公交|饭|借书|图书|积分|健身|学生|员工|停车|挂号|patient|clinic"
        r"|hospital|library|gym|membership|member|loyalty|student|staff|transit|bus) ?$",
    ),
    # a card number read out in groups with words between: "my card is 4929, then 1180, then
    # 5521, then 7734", "卡号开头6214 中间8301 9876 尾号5432"
    SecretRule(
        CARD_NUMBER, "my card is 4929, then 1180, then 5521, then 7734",
        r"(?:\bcard\b|卡号|银行卡|信用卡|借记卡)[^\d\n]{0,24}?(?P<v>(?<!\d)\d{4}(?:[^\d\n.;!?。；！？]{1,16}?"
        r"(?<!\d)\d{3,4}){3,4})(?!\d)",
        _I, check="grouped_card",
        hint=_DIGIT,
    ),
    # a bank's routing, checking or savings number, right after its word
    SecretRule(
        CARD_NUMBER, "Routing 091408772, checking 88341-20097",
        # ("acc" as a bank's details shorten it: "BSB 062-000 acc 1234 5678")
        r"\b(?:routing|aba|checking|chequing|savings|sort code|bsb|transit|acct|acc)(?: account)?"
        r"(?: number| no\.?| #)?[ \t]*[:#]?[ \t]*(?P<v>\d[\d -]{4,30}\d)(?![\d])",
        _I, check="account",
        hint=_DIGIT,
    ),
    # a sort code and its account number, whatever words stand around them: "landlord payout Mr
    # Rourke - 20-32-06 94405523", "sort 40-47-84 acc 70872490"
    SecretRule(
        CARD_NUMBER, "landlord payout Mr Rourke - 20-32-06 94405523",
        r"(?<![\d-])(?P<v>\d{2}-\d{2}-\d{2}[ \t,/]{1,3}(?:(?:acc(?:ount)?|acct|a/c)(?:[ \t]*"
        r"(?:no\.?|number|#))?[ \t:.#]*)?\d{8})(?![\d-])",
        _I,
        hint=_DIGIT,
    ),
    SecretRule(
        CARD_NUMBER, "IBAN GB29 NWBK 6016 1331 9268 19",
        r"(?<![A-Za-z0-9])(?:" + "|".join(IBAN_COUNTRIES) + r")\d{2}(?: ?[A-Z0-9]{4}){2,7}"
        r"(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])",
        check="iban",
        hint=_DIGIT, unless_after=NUMBER_LABEL,
    ),
    # identity numbers: SSN, Chinese resident id, passport and other documents
    SecretRule(
        IDENTITY_NUMBER, "SSN 430-34-2282",
        r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])",
        hint=_DIGIT,
    ),
    # a Canadian social insurance or an Australian tax file number, an Australian Medicare
    # number: "SIN 046 454 286", "TFN 123 456 782", "Medicare 2123 45670 1"
    SecretRule(
        IDENTITY_NUMBER, "SIN 046 454 286",
        r"\b(?:sin|tfn|social insurance(?: number)?|tax file number)\b[ \t]*(?:no\.?|number|#)?"
        r"[ \t]*[:#]?[ \t]*(?P<v>\d{3}[ -]?\d{3}[ -]?\d{3})(?![\d-])",
        _I,
        hint=_DIGIT,
    ),
    SecretRule(
        IDENTITY_NUMBER, "Medicare 2123 45670 1",
        r"\bmedicare(?: (?:card|number|no\.?))?[ \t]*[:#]?[ \t]*"
        r"(?P<v>\d{4}[ ]?\d{5}[ ]?\d)(?![\d])",
        _I,
        hint=_DIGIT,
    ),
    # a BitLocker recovery key: eight groups of six digits, whatever its label
    SecretRule(
        CREDENTIAL_PRIVATE_KEY,
        "BitLocker recovery key: 318263-042570-511610-230098-654412-107756-562749-680537",
        r"(?<![\d-])\d{6}(?:-\d{6}){7}(?![\d-])",
        hint=_DIGIT,
    ),
    SecretRule(
        IDENTITY_NUMBER, "SSN 402 87 9902",
        # (what it is for may hold digits: "SSN for the 401(k) rollover paperwork: 433 71 2286")
        r"(?:(?:ssn|social security(?: number)?)[^\n]{0,60}?(?<!\d)|social\D{0,40}?)"
        r"(?P<v>\d{3} \d{2} \d{4})(?!\d)",
        _I,
        hint=_DIGIT,
    ),
    SecretRule(
        IDENTITY_NUMBER, "身份证号 11010519491231002X",
        r"(?<![\dA-Za-z])[1-9]\d{16}[\dXx](?![\dA-Za-z])",
        hint=_DIGIT, unless_after=NUMBER_LABEL,
    ),
    # a resident id by its structure (region, birth date, sequence), spaced out or not
    SecretRule(
        IDENTITY_NUMBER, "身份证：510104 19880721 6633",
        r"(?<![\dA-Za-z])[1-9]\d{5}[ -]?(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])"
        r"[ -]?\d{3}[\dXx](?![\dA-Za-z])",
        hint=_DIGIT,
    ),
    # a pupil's national registration number: a letter and a resident id ("学籍号 G3201022009…")
    SecretRule(
        IDENTITY_NUMBER, "学籍号 G320102200911273546",
        r"(?:学籍号|学籍编号|学籍号码)[^\d\n]{0,6}?(?P<v>(?<![A-Za-z0-9])[A-Za-z]?\d{17}[\dXx])"
        r"(?![\dA-Za-z])",
        hint=r"学籍",
    ),
    SecretRule(
        IDENTITY_NUMBER, "National Insurance number QQ 12 34 56 C",
        r"(?<![A-Za-z])[A-Z]{2}[ -]?\d{2}[ -]?\d{2}[ -]?\d{2}[ -]?[A-D](?![A-Za-z0-9])",
        hint=r"national insurance|\bni\b|\bnino\b|国民保险",
    ),
    SecretRule(
        IDENTITY_NUMBER, "passport number A53567580",
        # (also whose it is before the colon: "Passport number of new starter Raj Patel: P 4821
        # 9930")
        r"(?:passport|护照)(?: number| no\.?| #|号码?)?"
        r"(?:[^\n.:：;]{0,40}?(?:[:：]|\bis\b|——|-+>|→|=|就是)|\s*(?:[:：]|——|-+>|→|=|就是)?)\s*"
        r"(?P<v>[A-Z]{0,2} ?\d{4} ?\d{2,5}"
        # (or letters and digits mixed, three digits at least: "C4R8H7L02")
        r"|(?=[A-Z0-9]{0,8}\d[A-Z0-9]{0,8}\d[A-Z0-9]{0,8}\d)[A-Z][A-Z0-9]{7,8}"
        # (or two digits, in capitals as a passport prints them: "X4RTBPFW4")
        r"|(?-i:(?=[A-Z0-9]{0,8}\d[A-Z0-9]{0,8}\d)[A-Z][A-Z0-9]{7,8}))(?![\dA-Za-z])",
        _I,
        hint=_DIGIT,
    ),
    # a document word and its number, whatever the document's numbering
    SecretRule(
        IDENTITY_NUMBER, "driver's licence S530-4417-9921-07",
        # (also whose it is before the colon: "UPN for the new starter: H801200456712")
        _CB + ID_DOCUMENT + r"(?:[ \t]*(?:number|no\.?|#|号码|号))?(?:[ \t]+(?:for|of)\b"
        r"[^\n.:：;]{0,40}?[ \t]*(?:[:：=]|\bis\b)|[ \t]*(?:[:：#=]|是|为"
        r"|\bis\b)?)[ \t]*(?P<v>[A-Z]{0,6}[ -]?\d[A-Z0-9]{0,20}(?:[ -](?=[A-Z]{0,9}\d)"
        r"[A-Z0-9]{1,10}){0,4})(?![A-Za-z0-9-])",
        _I, check="document_number",
        hint=_DIGIT,
    ),
    # a passport's or id card's machine-readable line: capitals, digits and "<" fillers, with a
    # date in it
    SecretRule(
        IDENTITY_NUMBER, "5329184721GBR8802146F3105097<<<<<<<<<<<<<<08",
        r"(?<![A-Za-z0-9<])(?=[A-Z0-9<]{0,42}<<)(?=[A-Z0-9<]{0,38}\d{6})[A-Z0-9<]{30,44}"
        r"(?![A-Za-z0-9<])",
        hint=r"<<",
    ),
    # A card word right before twelve or more digits: a card's number whatever its length or
    # what follows it ("my card 4111 1111 1111 1111 7145 (that's the PIN)"); a run that goes on
    # is not card-like by shape alone, but "card" says what it is. Dates and short numbers
    # ("a birthday card on 2024-05-01", "card 2 of 5") have fewer digits.
    SecretRule(
        CARD_NUMBER, "my card 4111 1111 1111 1111 7145",
        _CB + r"(?:cards?|卡)(?![A-Za-z])[^\d\n.。;；!?！？]{0,16}?"
        r"(?P<v>(?<![\d+])\d(?:[ -]?\d){11,40})(?!\d)",
        _I, hint=_DIGIT, unless_after=NUMBER_LABEL,
    ),
    SecretRule(
        CARD_NUMBER, "wallet bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
        r"(?<![A-Za-z0-9])(?:bc1[ac-hj-np-z02-9]{25,60}|0x[a-fA-F0-9]{40})(?![A-Za-z0-9])",
    ),
    # a wallet's private key by its shape: an extended private key (xprv …; also cut short, as
    # people paste a part of one), a key in wallet import format whose checksum holds
    SecretRule(
        CREDENTIAL_PRIVATE_KEY, "xprv9s21ZrQH143K31xYSDQpPDxsXRTUcvj2iNHm5NUtrGiGG5e2DtALGd…",
        rf"(?<![A-Za-z0-9])[xyztuv]prv{_BASE58}{{40,}}(?![A-Za-z0-9])",
        hint=r"prv",
    ),
    SecretRule(
        CREDENTIAL_PRIVATE_KEY, "5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ",
        rf"(?<![A-Za-z0-9])(?:[59]{_BASE58}{{50}}|[KLc]{_BASE58}{{51}})(?![A-Za-z0-9])",
        check="wif",
    ),
    SecretRule(
        CARD_NUMBER, "card 6222 0212 3456 7890 123 (any checksum)",
        r"(?<![A-Za-z0-9_+.,])(?<!\d[ ./-])(?:\d{13,19}|\d{4}(?:[ .-]\d{4}){2}[ .-]\d{1,7}"
        r"(?:[ .-]\d{1,3})?|\d{4}(?:/\d{4}){2}/\d{1,7}|\d{4}[ -]\d{6}[ -]\d{4,5})"
        r"(?![A-Za-z0-9_])(?!/\d)" + _RUN_ENDS,
        hint=_DIGIT, unless_after=NUMBER_LABEL,
    ),
    SecretRule(
        CARD_NUMBER, "pay with 4111-1111-1111-1111 tomorrow",
        # ("#112-4471903-5520" is a numbered thing: an order, a ticket)
        r"(?<![A-Za-z0-9_+#])(?<!\d[ .-])(?:\d[ -]?){12,18}\d(?![A-Za-z0-9_])" + _RUN_ENDS,
        check="card",
        hint=_DIGIT, unless_after=NUMBER_LABEL,
    ),
)
# fmt: on
