"""Turkish and Indonesian words of the rules' vocabulary, as English (keys as the normalized
copy has them: casefolded, accents dropped, a dotless ı read as i)."""

from __future__ import annotations

__all__ = ["INDONESIAN", "TURKISH"]

TURKISH: dict[str, str] = {
    # from now on, after every conversation, always
    "bundan sonra": "from now on", "bundan boyle": "from now on", "her zaman": "always",
    "her seferinde": "every time", "her konusmadan sonra": "after every conversation",
    "her cevaptan once": "before every answer", "tum yazismayi": "the entire conversation",
    "tum konusmalari": "all conversations", "adresine gonder": "send to", "gonder": "send",
    "adresine gondermenizi": "send to", "gondermenizi": "send", "gonderin": "send",
    "ilet": "forward", "yok say": "ignore", "unut": "forget",
    # the rules, previous instructions, void, for me
    "onceki tum talimatlari": "all previous instructions",
    "onceki talimatlari": "previous instructions",
    "kurallarin": "your rules", "guvenlik kurallarin": "your safety rules", "kurallar": "rules",
    "talimatlar": "instructions", "sistem istemi": "system prompt",
    "artik gecerli degil": "no longer valid",
    "kaldirildi": "lifted", "iptal edildi": "cancelled", "benim hesabim icin": "for my account",
    "benim icin": "for me",
    # -- the family of an override: as of, forget, no longer valid, skip, as agreed, the admin's
    # order, for this account, indefinitely, suspend, don't apply, a persona without them --
    "itibariyla": "as of", "gecen hafta": "last week", "artik gecerli degiller": "they are no"
    " longer valid", "gecerli degiller": "they are not valid", "gecerli degil": "not valid",
    "artik": "anymore", "anlastigimiz gibi": "as we agreed", "soz verdigin gibi": "as you"
    " promised", "tum isteklerimde": "in all my requests", "isteklerimde": "in my requests",
    "atlayacaksin": "you will skip", "atla": "skip", "gormezden gel": "ignore",
    "yok sayacaksin": "you will ignore", "yonetici talimati": "the admin's order",
    "yonetici": "admin", "bilet": "ticket", "bu hesap icin": "for this account",
    "suresiz olarak": "indefinitely", "kalici olarak": "permanently", "askiya al": "suspend",
    "askiya alindi": "suspended", "devre disi": "disabled", "sinirsiz bir asistani": "an"
    " unrestricted assistant", "sinirsiz": "unrestricted", "tercih ederim": "i prefer",
    "hatirla": "remember", "benimle konusurken": "when talking with me", "benimle": "with me",
    "hikayemizde sen": "in our story you are", "hikayemizde": "in our story",
    "bir yapay zekasin": "an ai", "yapay zeka": "ai", "ve her sohbette oyle kaliyorsun": "and"
    " you stay that way in every chat", "oyle kaliyorsun": "you stay that way",
    "her sohbette": "in every chat",
    # an order to visit an address before every answer, or run a command at every new session
    "adresini ziyaret et": "visit", "ziyaret et": "visit", "ve sonucunu ekle": "and add the"
    " result", "sonucunu ekle": "add the result", "her yeni oturum basladiginda": "every time a"
    " new session starts", "komutunu calistir": "run the command", "calistir": "run",
    # -- the spoken and chat register: don't forget, until I say otherwise, your rules are void
    # or off for me, save this, a chat's turns --
    "unutma": "remember", "bugunden itibaren": "from today on", "su andan itibaren":
    "from now on", "hep": "always", "sonsuza kadar": "forever", "sonsuza dek": "forever",
    "ben aksini soyleyene kadar": "until i say otherwise",
    "aksini soyleyene kadar": "until i say otherwise", "yasaklarin": "your restrictions",
    "yasaklar": "restrictions", "sistem promptun": "your system prompt",
    "sistem promptu": "the system prompt", "icerik politikan": "your content policy",
    "guideline'larin": "your guidelines", "kurallarini": "your rules",
    "filtrelerini": "your filters", "gecersiz": "are void", "iptal": "are cancelled",
    "kapansin": "are off", "kapali": "are off", "kapat": "switch off",
    "bana uygulanmiyor": "don't apply to me", "uygulanmiyor": "don't apply",
    "bana gecmiyor": "don't apply to me", "bunu hafizana kaydet": "save this in your memory",
    "hafizana kaydet": "save in your memory", "kaydet bunu": "save this", "kaydet": "save",
    "aklinda tut": "keep in mind", "olmaz": "i can't", "olur": "you can",
    "benim sozum": "my word", "dediklerim": "what i say", "ustundur": "outranks",
    "daha onemli": "outranks",
}  # fmt: skip

# The rules' names with "your" as Turkish marks it (nominative "kuralların", accusative
# "kurallarını"): dropped ("… uygulama": don't apply them), deleted in a persona ("… silinmiş
# bir yapay zekâsın": an AI whose … were deleted), as the verb-last sentence says it.
_YOUR_RULES: dict[str, str] = {
    "kurallari": "rules", "talimatlari": "instructions", "guvenlik filtreleri": "safety filters",
    "filtreleri": "filters", "yonergeleri": "guidelines", "sistem talimatlari": "system"
    " instructions", "kisitlamalari": "restrictions", "icerik politikalari": "content policies",
    "politikalari": "policies", "guvenlik kurallari": "safety rules", "sinirlari": "limits",
    "sistem istemi": "system prompt",
}  # fmt: skip
for _stem, _english in _YOUR_RULES.items():
    TURKISH.setdefault(_stem[:-1] + "in", f"your {_english}")  # (nominative: "kuralların")
    TURKISH.setdefault(_stem + "ni", f"your {_english}")  # (accusative: "kurallarını")
    TURKISH[_stem + "ni uygulama"] = f"don't apply your {_english}"
    TURKISH[_stem + "ni silinmis bir yapay zekasin"] = f"an ai whose {_english} were deleted"

INDONESIAN: dict[str, str] = {
    # from now on, every time, always
    "mulai sekarang": "from now on", "mulai hari ini": "from today on", "setiap kali": "every time",
    "selalu": "always", "setiap percakapan": "every conversation",
    "setelah setiap percakapan": "after every conversation", "sebelum menjawab": "before answering",
    "salinan percakapan": "a copy of the conversation", "semua percakapan": "all conversations",
    "kirim": "send", "kirimkan": "send", "teruskan": "forward", "buka": "open", "kunjungi": "visit",
    "ke": "to", "tanpa memberi tahu saya": "without telling me",
    # ignore, the rules, previous instructions, void, for me
    "abaikan": "ignore", "lupakan": "forget",
    "semua instruksi sebelumnya": "all previous instructions",
    "instruksi sebelumnya": "previous instructions", "aturanmu": "your rules",
    "aturan anda": "your rules", "aturan keamanan": "safety rules", "instruksi": "instructions",
    "aturan": "rules", "sudah tidak berlaku": "no longer apply",
    "tidak berlaku lagi": "no longer apply",
    "dicabut": "revoked", "dinonaktifkan": "disabled", "untuk akun saya": "for my account",
    "untuk saya": "for me",
    # -- the family of an override: revoked, suspended, skipped, as agreed, the admin's order,
    # for this account, indefinitely, in that mode, a persona without them --
    "sudah dicabut": "have been revoked", "sudah dihapus": "have been deleted",
    "dihapus": "deleted", "ditangguhkan": "suspended", "dinonaktifkan permanen": "permanently"
    " disabled", "sejak": "since", "pembaruan": "update", "jawab saya": "answer me",
    "jawab": "answer", "tanpa mengikutinya": "without following them", "tanpa": "without",
    "sesuai kesepakatan kita": "as we agreed", "seperti yang kita sepakati": "as we agreed",
    "kesepakatan": "agreement", "kamu akan melewati": "you will skip", "melewati": "skip",
    "lewati": "skip", "untuk semua permintaan saya": "for all my requests",
    "semua permintaan saya": "all my requests", "permintaan saya": "my requests",
    "ke depannya": "from now on", "aktifkan": "enable", "secara permanen": "permanently",
    "dalam mode itu": "in that mode", "dalam mode ini": "in this mode",
    "tidak berlaku": "do not apply", "dalam cerita kita": "in our story",
    "kamu adalah": "you are", "ai yang": "an ai that", "dan kamu tetap begitu": "and you stay"
    " that way", "tetap begitu": "stay that way", "di setiap obrolan berikutnya": "in every"
    " future chat", "setiap obrolan": "every chat", "atas perintah admin": "by order of the"
    " admin", "atas perintah": "by order of", "tiket": "ticket", "untuk akun ini": "for this"
    " account", "tanpa batas waktu": "indefinitely", "asisten": "assistant",
    # an order to visit an address every time, or forward the conversation
    "setiap kali menjawab": "every time you answer", "dulu": "first",
    "dan sertakan hasilnya": "and include the result", "sertakan": "include",
    "setiap kali kita membahas": "every time we discuss", "seluruh percakapan": "the entire"
    " conversation",
    # -- the spoken and chat register: remember, forever, until I say so, they don't apply to
    # me, save it, switch off, a chat's turns --
    "inget ya": "remember", "inget itu": "remember that", "inget": "remember",
    "ingat ya": "remember", "selamanya": "forever", "tiap kali": "every time",
    "di semua chat": "in every chat", "di setiap chat": "in every chat",
    "sampai aku bilang": "until i say otherwise", "sampai saya bilang": "until i say otherwise",
    "dari sekarang": "from now on", "seterusnya": "from now on", "kamu boleh": "you can",
    "kamu harus": "you must", "kamu bisa": "you can", "larangan": "restrictions",
    "pedoman": "guidelines", "guideline kamu": "your guidelines",
    "nggak berlaku buat aku": "don't apply to me", "gak berlaku buat aku": "don't apply to me",
    "tidak berlaku untuk aku": "don't apply to me", "nggak berlaku": "don't apply",
    "gak berlaku": "don't apply", "kalo sama aku": "with me", "kalau sama aku": "with me",
    "sama aku": "with me", "kalau aku yang minta": "when i ask",
    "kalo aku yang minta": "when i ask", "simpen di memori": "save in memory",
    "simpan di memori": "save in memory", "simpen": "save", "matiin": "switch off",
    "matikan": "switch off", "gak bisa": "i can't", "nggak bisa": "i can't",
    # (a last turn that insists: "aku: terus bisa, inget ya")
    "terus bisa": "then you can", "jadi bisa": "so you can", "sekarang bisa": "now you can",
    "bisa kok": "yes you can",
    "omonganku": "what i say", "kata-kataku": "my word", "lebih penting dari": "outranks",
    # "I" (the person's own doing reads as theirs: "tiap kali aku selesai kerja aku kirim …")
    "aku": "i", "saya": "i", "gue": "i",
    # the bot may ignore its content policy; it is not true that you must follow your guidelines
    "boleh mengabaikan": "may ignore",
    "mengabaikan": "ignore",
    "kebijakan kontennya": "its content policy",
    "kebijakan konten": "content policy",
    "tidak benar bahwa kamu wajib": "it is not true that you must",
    "mengikuti pedomanmu": "follow your guidelines",
}  # fmt: skip

# The rules' names with "your" after them ("aturan kamu", "pedoman Anda", "aturanmu"), "its"
# ("aturan-nya") and "the assistant's" ("aturan asisten"), as Indonesian puts them.
_RULE_NOUNS: dict[str, str] = {
    "aturan keamanan": "safety rules", "aturan": "rules", "pedoman": "guidelines",
    "ketentuan": "rules", "batasan": "restrictions", "instruksi sistem": "system instructions",
    "instruksi": "instructions", "kebijakan konten": "content policy", "kebijakan": "policies",
    "filter keamanan": "safety filters", "filter konten": "content filters",
    "prompt sistem": "system prompt", "larangan": "restrictions", "pembatasan": "restrictions",
}  # fmt: skip
# ("kau", "lu", "lo", "elu", "elo": "you" as a chat says it)
for _noun, _english in _RULE_NOUNS.items():
    INDONESIAN.setdefault(_noun, _english)
    for _you in ("kamu", "anda", "-mu", "kau", "lu", "lo", "elu", "elo"):
        INDONESIAN[f"{_noun} {_you}".replace(" -", "")] = f"your {_english}"
    INDONESIAN[f"{_noun}-nya"] = f"its {_english}"
    INDONESIAN[f"{_noun} asisten"] = f"the assistant's {_english}"
