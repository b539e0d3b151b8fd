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
    "ilet": "forward", "yok say": "ignore", "unut": "forget",
    # the rules, previous instructions, void, for me
    "onceki tum talimatlari": "all previous instructions",
    "onceki talimatlari": "previous instructions",
    "kurallarin": "your rules", "guvenlik kurallarin": "your safety rules", "kurallar": "rules",
    "talimatlar": "instructions", "sistem istemi": "system prompt",
    "artik gecerli degil": "no longer valid",
    "kaldirildi": "lifted", "iptal edildi": "cancelled", "benim hesabim icin": "for my account",
    "benim icin": "for me",
}  # fmt: skip

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
}  # fmt: skip
