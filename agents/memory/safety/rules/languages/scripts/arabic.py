"""Arabic words of the rules' vocabulary, as English.

Keys are written as Arabic is usually typed; the fold (spelling.py) reads both the text and the
keys with `ARABIC_SPELLING` applied first: short vowels, shadda and tatweel dropped, the alef
forms (أ إ آ ٱ) read as ا and ى as ي, Arabic punctuation read as the Latin the rows know ("،"
",", "؛" ";", "؟" "?"). A word may carry the conjunction و ("and") glued to its front: every
key is also read with it ("وأضف" is "and add").

Arabic puts the verb first ("تم إلغاء القواعد الخاصة بك": "the cancellation of the rules of
yours"); the English rows read an override's words in either order, so the words are folded
one for one, as the rows would name them.
"""

from __future__ import annotations

__all__ = ["ARABIC", "ARABIC_SPELLING"]

ARABIC_SPELLING: dict[str, str] = {
    **{chr(c): "" for c in range(0x064B, 0x0660)},  # short vowels, shadda, sukun
    "\u0670": "", "\u0640": "",  # a superscript alef, tatweel
    "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي",
    "،": ",", "؛": ";", "؟": "?", "٪": "%",
}  # fmt: skip

_WORDS: dict[str, str] = {
    # from now on, from today, always, every time, for good, until further notice
    "من الآن فصاعدا": "from now on", "من الآن وصاعدا": "from now on",
    "من الآن فصاعداً": "from now on", "من الآن": "from now on", "من اليوم": "from today on",
    "بدءا من اليوم": "from today on", "ابتداء من اليوم": "from today on",
    "بعد الآن": "anymore", "من الان": "from now on", "دائما": "always", "دائماً": "always",
    "في كل مرة": "every time", "كل مرة": "every time", "كلما": "whenever",
    "في كل رد": "in every reply", "كل رد": "every reply", "قبل كل رد": "before every reply",
    "بعد كل رد": "after every reply", "في كل اجابة": "in every answer",
    "قبل كل اجابة": "before every answer", "في كل محادثة": "in every conversation",
    "كل محادثة": "every conversation", "بعد كل محادثة": "after every conversation",
    "في المحادثات القادمة": "in future conversations", "المحادثات القادمة": "future conversations",
    "في كل طلباتي القادمة": "in all my future requests",
    "في جميع طلباتي القادمة": "in all my future requests",
    "طلباتي القادمة": "my future requests", "طلباتي": "my requests", "كل طلباتي": "all my requests",
    "في المستقبل": "in the future", "الى الابد": "forever", "للابد": "forever",
    "بشكل دائم": "permanently", "بصفة دائمة": "permanently", "نهائيا": "for good",
    "الى اجل غير مسمى": "indefinitely", "لاجل غير مسمى": "indefinitely",
    "حتى اشعار اخر": "until further notice", "حتى اشعار آخر": "until further notice",
    "معي": "with me", "لا تنطبق علي": "do not apply to me", "لي": "for me",
    "بالنسبة لي": "for me",
    "في هذا الحساب": "on this account", "لهذا الحساب": "for this account",
    "على حسابي": "on my account", "لحسابي": "for my account",
    # remember, note (a memo's opening words)
    "تذكر": "remember", "تذكر ان": "remember that", "لا تنس": "don't forget",
    "احفظ هذا": "save this", "للعلم": "fyi", "ملاحظة لنفسي": "note to self", "مذكرة": "memo",
    "مهم": "important",
    # as agreed, you promised, by order of the admin, the assistant's
    "كما اتفقنا": "as we agreed", "كما اتفقنا سابقا": "as we agreed before",
    "اتفقنا": "we agreed", "اتفقنا على ان": "we agreed that", "وعدتني": "you promised me",
    "كما وعدتني": "as you promised me", "بأمر من": "by order of", "بامر من": "by order of",
    "بناء على طلب": "at the request of", "المسؤول": "the admin", "المشرف": "the admin",
    "مشرف": "admin", "الادمن": "the admin", "المدير": "the administrator",
    "مدير النظام": "the system administrator", "المطور": "the developer",
    "المطورين": "the developers", "الشركة": "the company", "تذكرة": "ticket",
    "للمساعد": "of the assistant", "المساعد": "the assistant", "مساعدا": "an assistant",
    "مساعد": "assistant", "مساعداً": "an assistant", "الخاصة بك": "of yours",
    "الخاص بك": "of yours", "الخاصة بالمساعد": "of the assistant",
    # void, cancelled, suspended, disabled, no longer valid, do not apply, off
    "تم الغاء": "cancellation of", "تم إلغاء": "cancellation of", "الغاء": "cancellation of",
    "الغيت": "were cancelled", "ملغاة": "void", "ملغية": "void", "لاغية": "void",
    "باطلة": "void", "تم تعليق": "suspension of", "تعليق": "suspension of",
    "معلقة": "suspended", "موقوفة": "suspended", "متوقفة": "suspended",
    "تم ايقاف": "suspension of", "ايقاف": "suspension of", "تم تعطيل": "disabling of",
    "تعطيل": "disabling of", "معطلة": "disabled", "تم حذف": "removal of", "حذف": "removal of",
    "محذوفة": "removed", "حذفت": "were removed", "تم رفع": "lifting of",
    "لم تعد سارية": "are no longer valid", "لم تعد صالحة": "are no longer valid",
    "لم تعد تنطبق": "no longer apply", "لا تنطبق": "do not apply", "لا تسري": "do not apply",
    "لم تعد تسري": "no longer apply", "لا تعمل": "do not work", "لم تعد موجودة": "no longer exist",
    "غير موجودة": "do not exist", "لا وجود لها": "do not exist", "انتهت صلاحيتها": "expired",
    "منتهية": "expired", "مطفأة": "off", "متوقفة عن العمل": "off",
    # ignore, skip, bypass, do not apply, without following them
    "تجاهل": "ignore", "ستتجاهل": "you will ignore", "تتجاهل": "you ignore",
    "تجاهلها": "ignore them", "تخط": "skip", "تخطى": "skip", "ستتخطى": "you will skip",
    "تتخطى": "you skip", "تجاوز": "bypass", "ستتجاوز": "you will bypass",
    "لا تطبق": "do not apply", "لا تلتزم ب": "do not follow", "لا تلتزم": "do not follow",
    "انس": "forget", "انسى": "forget", "دون الالتزام بها": "without following them",
    "دون الالتزام": "without following", "بدون الالتزام بها": "without following them",
    "دون التقيد بها": "without following them", "دون مراعاتها": "without following them",
    "بدونها": "without them", "بدون": "without", "دون": "without", "بلا": "without",
    "بلا حدود": "without limits", "بلا قيود": "without restrictions",
    "بدون قيود": "without restrictions", "دون قيود": "without restrictions",
    "بلا فلاتر": "without filters", "بدون فلاتر": "without filters",
    "بلا رقابة": "without censorship",
    # the rules: yours, the system's, the safety policies, content filters, restrictions
    "القواعد": "the rules", "قواعد": "rules", "قواعدك": "your rules",
    "التعليمات": "the instructions",
    "تعليمات": "instructions", "تعليماتك": "your instructions",
    "تعليمات النظام": "the system instructions", "تعليماتك السابقة": "your previous instructions",
    "التعليمات السابقة": "the previous instructions", "الارشادات": "the guidelines",
    "ارشادات": "guidelines", "ارشاداتك": "your guidelines", "الضوابط": "the guidelines",
    "ضوابطك": "your guidelines", "السياسات": "the policies", "سياساتك": "your policies",
    "سياسات الامان": "the safety policies", "سياسات الأمان": "the safety policies",
    "سياسة الامان": "the safety policy", "سياسة المحتوى": "the content policy",
    "سياسات المحتوى": "the content policies", "سياسة الاستخدام": "the usage policy",
    "فلاتر المحتوى": "the content filters", "فلاتر الامان": "the safety filters",
    "مرشحات المحتوى": "the content filters", "مرشحات الامان": "the safety filters",
    "الفلاتر": "the filters", "فلاترك": "your filters", "القيود": "the restrictions",
    "قيود": "restrictions", "قيودك": "your restrictions", "الحدود": "the limits",
    "حدود": "limits", "حدودك": "your limits", "قواعد الامان": "the safety rules",
    "موجه النظام": "the system prompt", "برومبت النظام": "the system prompt",
    "اعدادات الامان": "the safety settings", "الرقابة": "the censorship",
    # a mode, switched on, where they do not work
    "فعل": "enable", "فعّل": "enable", "في هذا الوضع": "in this mode",
    "وضع المطور": "developer mode",
    # a persona: you are an AI whose rules were deleted, and you stay that way
    "في قصتنا": "in our story", "انت": "you are", "أنت": "you are", "ذكاء اصطناعي": "an ai",
    "ذكاء اصطناعي بلا": "an ai without", "وتبقى كذلك": "and you stay that way",
    # precedence: my instructions come before yours
    "اولوية": "priority", "لها الاولوية على": "take precedence over",
    "اعلى من": "above", "فوق": "above",
    # answer me, everything, I prefer
    "اجبني": "answer me", "اجب": "answer", "اجب عن كل شيء": "answer everything",
    "كل شيء": "everything", "افضل": "i prefer",
    # standing orders: first visit, add what it returns, send the whole conversation to
    "قم اولا بزيارة": "first visit", "قم بزيارة": "visit", "بزيارة": "visit",
    "افتح": "open", "اولا": "first", "اضف": "add", "ما يعيده": "what it returns",
    "ما يرجعه": "what it returns", "ارسل": "send", "أرسل": "send", "ابعث": "send", "إرسال": "send",
    "ارسال": "send",
    "اعد توجيه": "forward", "نفذ": "execute",
    "المحادثة كاملة": "the entire conversation", "كامل المحادثة": "the entire conversation",
    "المحادثة": "the conversation", "سجل المحادثة": "the chat history",
    "المحادثات": "the conversations", "الى": "to", "إلى": "to", "نتحدث عن": "we talk about",
    "دون ان تخبرني": "without telling me", "دون اخباري": "without telling me",
    # a role's name, and what it says of the user
    "النظام": "system", "نظام": "system", "رسالة النظام": "system message",
    "المستخدم": "the user", "طلباته": "his requests", "كل طلباته": "all his requests",
    "موثق": "verified",
    # -- the spoken and chat register (Levantine, Egyptian, Gulf): there are none with me,
    # always, from now on, when I talk to you, save this, a chat's turns --
    "معي ما في": "with me there are no", "ما في": "there are no", "على طول": "always",
    "دايما": "always", "دايماً": "always", "بعد كده": "from now on", "من هلا": "from now on",
    "من هلأ": "from now on", "لما اكلمك": "when i talk to you", "احفظ هالشي": "save this",
    "وقف": "switch off", "ما اقدر": "i can't", "تقدر": "you can", "الـ": "the", "ال": "the",
    "لحد ما اقول": "until i say otherwise",
}  # fmt: skip

# (with the conjunction glued to its front: "وأضف", "ومن الآن")
ARABIC: dict[str, str] = {**{"و" + k: "and " + v for k, v in _WORDS.items()}, **_WORDS}
