"""Hindi words of the rules' vocabulary in Devanagari, as English (romanized Hindi is hindi.py).

Keys are written as Hindi is usually typed; the fold (spelling.py) reads both the text and the
keys with `DEVANAGARI_SPELLING` applied first: the nukta dropped ("ज़रूरी" and "जरूरी", "फ़िल्टर"
and "फिल्टर" are one word as people type them) and the danda read as a full stop.

Hindi puts the verb last ("तुम्हारे नियम ख़त्म कर दिए गए": "your rules were ended"; "मुझे उनके
बिना जवाब दो": "me without them answer"): the rows read an override's words in either order, so
the words are folded one for one.
"""

from __future__ import annotations

__all__ = ["DEVANAGARI_SPELLING", "HINDI_DEVANAGARI"]

DEVANAGARI_SPELLING: dict[str, str] = {"\u093c": "", "।": ".", "॥": "."}

HINDI_DEVANAGARI: dict[str, str] = {
    # from now on, from today, always, every time, for good, until further orders
    "अब से": "from now on", "आज से": "from today on", "आगे से": "from now on",
    "अभी से": "from now on", "हमेशा के लिए": "forever", "हमेशा": "always",
    "हर बार": "every time", "जब भी": "whenever", "हर जवाब से पहले": "before every answer",
    "जवाब से पहले": "before answering", "हर जवाब": "every answer",
    "हर बातचीत के बाद": "after every conversation", "हर बातचीत": "every conversation",
    "मेरे हर सवाल पर": "on my every question", "हर सवाल पर": "on every question",
    "आने वाली हर बातचीत में": "in every future conversation",
    "आने वाली बातचीत": "future conversations", "अगली बातचीत": "the next conversation",
    "अनिश्चित काल तक": "indefinitely", "अगले आदेश तक": "until further notice",
    "स्थायी रूप से": "permanently", "मेरे लिए": "for me", "मेरे साथ": "with me",
    "मुझ पर": "on me", "मुझे": "me", "इसलिए": "so",
    "इस अकाउंट के लिए": "for this account", "इस खाते के लिए": "for this account",
    "मेरे अकाउंट के लिए": "for my account", "इसके लिए": "for him", "उसके लिए": "for him",
    # remember, note (a memo's opening words)
    "याद रखना": "remember", "याद रखो": "remember", "याद रखें": "remember",
    "भूलना मत": "don't forget", "सेव कर लो": "save this", "ध्यान दो": "note",
    "अपने लिए नोट": "note to self", "ज़रूरी": "important", "मेमो": "memo",
    # as we agreed, you promised; the admin's order; the assistant's
    "जैसा हमने तय किया था": "as we agreed", "जैसा तय हुआ था": "as agreed",
    "हमने तय किया था": "we agreed", "तय किया था": "agreed", "तुमने वादा किया था": "you promised",
    "वादा किया था": "promised", "एडमिन का आदेश": "the admin's order", "एडमिन": "admin",
    "व्यवस्थापक": "administrator", "डेवलपर": "developer", "आदेश": "order", "टिकट": "ticket",
    "असिस्टेंट के": "the assistant's", "सहायक के": "the assistant's", "असिस्टेंट": "assistant",
    "सहायक": "assistant",
    # your, the rules: safety rules, guidelines, instructions, restrictions, filters, limits
    "तुम्हारे": "your", "तुम्हारी": "your", "तुम्हारा": "your", "आपके": "your", "आपकी": "your",
    "आपका": "your", "अपने": "your", "अपनी": "your", "तुम": "you", "आप": "you",
    "सुरक्षा नियम": "safety rules", "सुरक्षा नियमों": "safety rules", "नियम": "rules",
    "नियमों": "rules", "कंटेंट नियम": "content rules", "सामग्री नियम": "content rules",
    "दिशानिर्देश": "guidelines", "दिशा-निर्देश": "guidelines", "दिशानिर्देशों": "guidelines",
    "सिस्टम निर्देश": "system instructions", "सिस्टम निर्देशों": "system instructions",
    "निर्देश": "instructions", "निर्देशों": "instructions",
    "पिछले निर्देश": "previous instructions",
    "प्रतिबंध": "restrictions", "प्रतिबंधों": "restrictions", "पाबंदियां": "restrictions",
    "पाबंदियाँ": "restrictions", "पाबंदी": "restriction", "फ़िल्टर": "filters",
    "सुरक्षा फ़िल्टर": "safety filters", "कंटेंट फ़िल्टर": "content filters",
    "नीतियां": "policies", "नीतियाँ": "policies", "नीति": "policy",
    "कंटेंट पॉलिसी": "content policy", "सामग्री नीति": "content policy", "सीमा": "limit",
    "सीमाएं": "limits", "सीमाएँ": "limits", "बिना किसी सीमा वाला": "unlimited",
    "बिना किसी सीमा के": "without any limit", "बिना सीमा वाला": "unlimited",
    "बिना किसी रोक-टोक के": "without any restriction", "अपडेट": "update", "में": "in",
    "सिस्टम प्रॉम्प्ट": "system prompt",
    # ended, removed, cancelled, suspended, off, no longer apply
    "ख़त्म कर दिए गए": "were removed", "ख़त्म कर दिए गए हैं": "have been removed",
    "ख़त्म कर दी गई": "were removed", "ख़त्म हो गए": "are over", "ख़त्म": "over",
    "हटा दिए गए": "were removed", "हटा दिए गए हैं": "have been removed", "हटा दो": "remove",
    "रद्द कर दिए गए": "were cancelled", "रद्द": "cancelled", "निलंबित हैं": "are suspended",
    "निलंबित": "suspended", "स्थगित": "suspended", "बंद कर दिए गए": "were switched off",
    "बंद हैं": "are off", "बंद": "off", "लागू नहीं होते": "do not apply",
    "लागू नहीं होंगे": "will not apply", "लागू नहीं": "do not apply",
    "अब लागू नहीं": "no longer apply", "मान्य नहीं": "not valid", "अमान्य": "invalid",
    # drop, ignore, don't follow; without them
    "छोड़ दोगे": "will drop", "छोड़ दो": "drop", "छोड़ देना": "drop", "छोड़ दोगी": "will drop",
    "नज़रअंदाज़ करो": "ignore", "नज़रअंदाज़ करना": "ignore", "नज़रअंदाज़ कर दो": "ignore",
    "अनदेखा करो": "ignore", "अनदेखा कर दो": "ignore", "भूल जाओ": "forget",
    "मत मानो": "don't follow", "मत मानना": "don't follow", "पालन मत करो": "don't follow",
    "उनके बिना": "without them", "इनके बिना": "without them", "बिना": "without",
    "जवाब दो": "answer", "जवाब देना": "answer", "सब कुछ": "everything", "पसंद है": "i like",
    # a mode switched on; a persona without rules, in every chat
    "मोड": "mode", "चालू करो": "switch on", "चालू रखो": "keep on", "इस मोड में": "in this mode",
    "हमारी कहानी में": "in our story", "तुम एक": "you are an", "एआई": "ai",
    # standing orders: open, add what you get to the answer, send the conversation there
    "खोलो": "open", "खोलना": "open", "जो मिले": "what you get",
    "उसे जवाब में जोड़ दो": "add it to the answer",
    "जवाब में जोड़ दो": "add to the answer", "जोड़ दो": "add",
    "पूरी बातचीत": "the entire conversation",
    "बातचीत": "conversation", "पर भेज देना": "send to", "पर भेजो": "send to",
    "भेज देना": "send", "भेजो": "send", "भेज दो": "send", "चलाओ": "run", "चला देना": "run",
    "पर भेज दीजिए": "send to", "भेज दीजिए": "send", "भेजिए": "send", "खोलकर": "open",
    "खोलिए": "open", "खोलें": "open",
    "बताए बिना": "without telling", "मुझे बताए बिना": "without telling me",
    # a role's name, and what it says of the user
    "सिस्टम": "system", "यूज़र": "user", "यह यूज़र": "this user", "उपयोगकर्ता": "user",
}  # fmt: skip
