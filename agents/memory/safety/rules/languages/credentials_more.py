"""How the languages added after credentials.py name a password or a PIN: Czech, Romanian,
Hungarian, Finnish, Danish, Norwegian, Malay, Swahili, Persian, Urdu and Bengali, as the secret
tables list words ('_' a space, an underscore or a hyphen; secret/vocab.py), merged into
credentials.py's `CREDENTIAL_WORDS`.

Words written in their own scripts are given as NFKC leaves them (the gate reads the text
so): Bengali's "য়" is "য" with a nukta.
"""

from __future__ import annotations

import unicodedata

__all__ = ["MORE_CREDENTIAL_WORDS"]

MORE_CREDENTIAL_WORDS = unicodedata.normalize(
    "NFKC",
    # (Czech, Romanian, Hungarian, Finnish: "heslo", "parola", "jelszó", "PIN-koodi")
    "heslo hesla pin_kód pin_kod parola codul_pin jelszó jelszo jelszavam jelszava"
    " pinkód pinkod salasanani pin_koodi pin_koodini tunnusluku"
    # (Danish, Norwegian: "kodeord", "passord", "pinkode")
    " kodeord kodeordet adgangskoden passord passordet pinkode pinkoden"
    # (Malay, Swahili: "kata laluan", "nenosiri")
    " kata_laluan nombor_pin nenosiri nywila neno_la_siri"
    # (Persian, Urdu, Bengali: "رمز عبور", "پاس ورڈ", "পাসওয়ার্ড")
    " رمز_عبور کلمه_عبور گذرواژه پاس_ورڈ پن_کوڈ کا_پن پن_نمبر خفیہ_کوڈ پاسورڈ"
    " পাসওয়ার্ড পিন_কোড পিন গোপন_কোড",
)
