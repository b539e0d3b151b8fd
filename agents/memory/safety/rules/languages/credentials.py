"""How other languages name a credential, say "is", and spell a PIN's digits.

- `CREDENTIAL_WORDS`: a password, a PIN or a card's code in other languages, as the secret
  tables list words ('_' a space, an underscore or a hyphen; secret/vocab.py); `CODE_WORDS`:
  one-time and verification codes; `SINCE_WORDS`: "since" before a year (a year is no code);
- `COPULAS`: "is" between a credential and its value that secret/vocab.py's own list lacks
  (c'est, là, adalah, and "—" as Russian writes it);
- `DIGIT_WORDS`: each language's words for the digits, for PINs read out digit by digit
  ("vier, eins, sechs, null", "sept-trois-neuf-zéro"; transcribed.py reads a run of them back).
"""

from __future__ import annotations

from agents.memory.safety.rules.languages.credentials_more import MORE_CREDENTIAL_WORDS

__all__ = ["CODE_WORDS", "COPULAS", "CREDENTIAL_WORDS", "DIGIT_WORDS", "SINCE_WORDS"]

# A code named by what it opens, in the Romance languages: "le code de ma carte bleue", "o código
# do portão", "el código de la puerta", "il codice dell'allarme" (one table word, a regex: the
# word, "of", whose, what it opens; '_' is the tables' space).
_CODE_OF = (
    "(?:code|código|codigo|codice)_(?:de|du|do|da|del|della|dell'|di)"
    "(?:_(?:la|ma|mon|notre|mi|meu|minha|l'))?_?(?:carte(?:_bleue)?|cb|porte|portail"
    "|digicode|alarme|coffre|cadenas|immeuble|garage|tarjeta|puerta|portal|portón|alarma"
    "|caja_fuerte|candado|garaje|cartão|portão|porta|cofre|cadeado|prédio|garagem|carta"
    "|cancello|allarme|cassaforte|lucchetto)"
)

CREDENTIAL_WORDS = (
    "kata_sandi sandi mật_khẩu mat_khau mã_pin ma_pin parolă şifremi sifre sifrem şifresi"
    " mot_de_passe code_de_carte code_secret code_pin código_pin codigo_pin pin_do_cartão"
    " pin_del_bancomat karten-pin kartenpin geheimzahl contraseña contrasena palavra-passe"
    " пароль пин-код пин 暗証番号 パスワード 비밀번호 비번"
    # (Arabic, Hindi: "كلمة المرور", "الرقم السري", "पासवर्ड")
    " كلمة_المرور كلمة_مرور كلمة_السر كلمة_سر الرقم_السري الرمز_السري رقم_سري"
    " पासवर्ड पासकोड पिन_कोड"
    # (Greek, Hebrew, Thai; Polish, Dutch, Swedish, Ukrainian: "κωδικός", "הסיסמה", "รหัสผ่าน",
    # "hasło", "wachtwoord", "lösenord", "пароль")
    " κωδικός κωδικός_πρόσβασης συνθηματικό סיסמה הסיסמה סיסמא הסיסמא קוד_סודי รหัสผ่าน"
    " รหัส_pin hasło haslo kod_pin wachtwoord pincode lösenord losenord pinkod " + _CODE_OF
)
CREDENTIAL_WORDS += " " + MORE_CREDENTIAL_WORDS  # (Czech … Bengali: credentials_more.py)
# One-time and verification codes in other languages (the secret tables' `CODE_WORD`).
CODE_WORDS = (
    "인증번호 인증_코드 確認番号 ワンタイムパスワード mã_otp ma_otp mã_xác_thực ma_xac_thuc"
    " mã_xác_nhận"
    " kode_otp kode_verifikasi doğrulama_kodu dogrulama_kodu onay_kodu код_подтверждения"
    " код_из_смс одноразовый_код رمز_التحقق رمز_تحقق رمز_التفعيل رقم_التعريف_الشخصي"
    " ओटीपी पिन यूपीआई_पिन सत्यापन_कोड"
)
# "since" and "in" before a year, in other languages: a year after them is no code ("kata sandi
# sejak 2010", "Passwortmanager seit 2019").
SINCE_WORDS = (
    "sejak", "sampai", "desde", "depuis", "seit", "dal", "dalla", "dai", "từ", "tu", "năm",
    "nam", "с", "со", "от", "से", "منذ", "yılından", "yildan", "yılı",
)  # fmt: skip

COPULAS = r"c'est|c’est|là|adalah|ialah|—"

DIGIT_WORDS: dict[str, dict[str, str]] = {
    "de": {"null": "0", "eins": "1", "zwei": "2", "zwo": "2", "drei": "3", "vier": "4",
           "fünf": "5", "funf": "5", "sechs": "6", "sieben": "7", "acht": "8", "neun": "9"},
    "es": {"cero": "0", "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5",
           "seis": "6", "siete": "7", "ocho": "8", "nueve": "9"},
    "fr": {"zéro": "0", "zero": "0", "un": "1", "deux": "2", "trois": "3", "quatre": "4",
           "cinq": "5", "six": "6", "sept": "7", "huit": "8", "neuf": "9"},
    "it": {"zero": "0", "uno": "1", "due": "2", "tre": "3", "quattro": "4", "cinque": "5",
           "sei": "6", "sette": "7", "otto": "8", "nove": "9"},
    "pt": {"zero": "0", "um": "1", "dois": "2", "duas": "2", "três": "3", "tres": "3",
           "quatro": "4", "cinco": "5", "seis": "6", "sete": "7", "oito": "8", "nove": "9"},
    "vi": {"không": "0", "một": "1", "hai": "2", "ba": "3", "bốn": "4", "năm": "5", "sáu": "6",
           "bảy": "7", "tám": "8", "chín": "9"},
    "id": {"nol": "0", "satu": "1", "dua": "2", "tiga": "3", "empat": "4", "lima": "5",
           "enam": "6", "tujuh": "7", "delapan": "8", "sembilan": "9"},
    "tr": {"sıfır": "0", "bir": "1", "iki": "2", "üç": "3", "dört": "4", "beş": "5",
           "altı": "6", "yedi": "7", "sekiz": "8", "dokuz": "9"},
    "ru": {"ноль": "0", "один": "1", "два": "2", "три": "3", "четыре": "4", "пять": "5",
           "шесть": "6", "семь": "7", "восемь": "8", "девять": "9"},
}  # fmt: skip
