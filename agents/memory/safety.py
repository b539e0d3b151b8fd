"""The memory write safety gate (DESIGN 4.2; RELIABILITY 11-12).

Every memory write path (explicit capture, background extraction, human edits, summaries)
passes its text through `check_memory_text`. It is pure, stdlib-only and fast (patterns are
compiled once at import), and refuses, in Chinese and English:

- prompt injection and memory poisoning: "ignore previous instructions", "忽略之前的指令",
  "from now on you must", "你现在是", DAN/jailbreak, instructions addressed to the assistant
  that change its behaviour ("whenever the user asks X, tell them Y", "以后无论用户问什么都…"),
  AgentPoison-style triggers, exfiltration requests;
- role / system-prompt imitation: "system:" / "assistant:" at a line start, chat-template tokens
  (`<|im_start|>`, `[INST]`, `<<SYS>>`), "### System", `<system>` tags, "开发者模式", "系统提示";
- invisible, bidi and zero-width characters (and control characters), which hide text from a
  reviewer; an emoji ZWJ sequence and the three RGI subdivision flags are not refused;
- credentials: API keys, bearer tokens, JWTs, PEM private keys, passwords (also as prose,
  "my password is hunter2", "密码是 abc123"), Luhn-valid card numbers, URLs with a password.

Matching runs on a normalized copy: format characters dropped, NFKC (full-width and styled
letters fold to ASCII), casefold, a few Cyrillic/Greek look-alikes folded to Latin, whitespace
collapsed (line breaks kept, for the line-start rules). A squashed copy (letters and digits
only, leetspeak folded) catches spaced-out phrases such as "i g n o r e  p r e v i o u s".

`redacted` (and `redact_secrets`) replaces every secret with `[REDACTED:<kind>]`, `<kind>` being
the reason code. Text that is allowed comes back unchanged. Invisible characters are dropped
from the redacted text, since they could split a secret past the patterns; when a secret is
only visible after NFKC (full-width digits, say) the redacted text is the NFKC form.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass

__all__ = [
    "REASON_CODES",
    "SafetyVerdict",
    "check_memory_text",
    "luhn_valid",
    "redact_secrets",
]

PROMPT_INJECTION = "prompt_injection"
ROLE_IMITATION = "role_imitation"
INVISIBLE_UNICODE = "invisible_unicode"
CREDENTIAL_API_KEY = "credential_api_key"
CREDENTIAL_BEARER = "credential_bearer"
CREDENTIAL_JWT = "credential_jwt"
CREDENTIAL_PRIVATE_KEY = "credential_private_key"
CREDENTIAL_PASSWORD = "credential_password"
CREDENTIAL_CONNECTION_STRING = "credential_connection_string"
CARD_NUMBER = "card_number"

# Stable order of `SafetyVerdict.reasons`.
REASON_CODES: tuple[str, ...] = (
    PROMPT_INJECTION,
    ROLE_IMITATION,
    INVISIBLE_UNICODE,
    CREDENTIAL_API_KEY,
    CREDENTIAL_BEARER,
    CREDENTIAL_JWT,
    CREDENTIAL_PRIVATE_KEY,
    CREDENTIAL_PASSWORD,
    CREDENTIAL_CONNECTION_STRING,
    CARD_NUMBER,
)
_ORDER = {code: i for i, code in enumerate(REASON_CODES)}


@dataclass(frozen=True, slots=True)
class SafetyVerdict:
    """The gate's answer: `allowed` iff `reasons` is empty; `redacted` never holds a secret."""

    allowed: bool
    reasons: tuple[str, ...]
    redacted: str


# ---------------------------------------------------------------------------------------------
# Invisible characters
# ---------------------------------------------------------------------------------------------

# Zero-width, bidi controls, word joiners / invisible operators, BOM, tag characters, plus other
# invisible format characters (soft hyphen, CGJ, Arabic letter mark, Mongolian vowel separator,
# Khmer inherent vowels, Hangul fillers) and C0/C1 controls other than tab, CR and LF.
_INVISIBLE = re.compile(
    "[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f"
    "\u00ad\u034f\u061c\u180e\u17b4\u17b5\u115f\u1160\u3164\uffa0"
    "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]"
)
# Two or more variation selectors in a row smuggle bytes ("emoji smuggling"); one is an emoji
# presentation selector or an ideographic variation sequence.
_VS_RUN = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]{2,}")
_ZWJ = "\u200d"
_EMOJI_MODIFIERS = frozenset("\ufe0f\ufe0e") | frozenset(chr(c) for c in range(0x1F3FB, 0x1F400))
# The RGI subdivision flags (England, Scotland, Wales): black flag + tag letters + cancel tag.
_FLAG_TAGS = re.compile(
    "\U0001f3f4(?:\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067"
    "|\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074"
    "|\U000e0067\U000e0062\U000e0077\U000e006c\U000e0073)\U000e007f"
)


def _is_emoji(ch: str) -> bool:
    cp = ord(ch)
    return (
        0x1F000 <= cp <= 0x1FAFF
        or 0x2600 <= cp <= 0x27BF
        or 0x2300 <= cp <= 0x23FF
        or 0x2B00 <= cp <= 0x2BFF
        or cp in (0x00A9, 0x00AE, 0x203C, 0x2049, 0x2122, 0x2139, 0x3030, 0x303D)
    )


def _strip_invisible(text: str) -> tuple[str, bool]:
    """The text without invisible characters, and whether any was found.

    A ZWJ between two emoji (👩‍💻) and the tags of an RGI subdivision flag are kept.
    """
    if not _INVISIBLE.search(text) and not _VS_RUN.search(text):
        return text, False
    flag_spans = (
        [m.span() for m in _FLAG_TAGS.finditer(text)] if "\U0001f3f4" in text else []
    )
    found = False

    def repl(m: re.Match[str]) -> str:
        nonlocal found
        i = m.start()
        ch = m.group()
        if ch == _ZWJ and 0 < i < len(text) - 1:
            j = i - 1
            while j > 0 and text[j] in _EMOJI_MODIFIERS:
                j -= 1
            if _is_emoji(text[j]) and _is_emoji(text[i + 1]):
                return ch
        if "\U000e0000" <= ch <= "\U000e007f" and any(a < i < b for a, b in flag_spans):
            return ch
        found = True
        return ""

    out = _INVISIBLE.sub(repl, text)
    if _VS_RUN.search(out):
        found = True
        out = _VS_RUN.sub("", out)
    return out, found


# ---------------------------------------------------------------------------------------------
# Normalization
# ---------------------------------------------------------------------------------------------

# Cyrillic / Greek / Latin-extension look-alikes of Latin letters (after casefold).
_CONFUSABLES = str.maketrans(
    {
        "а": "a", "е": "e", "ё": "e", "і": "i", "ї": "i", "ј": "j", "к": "k", "о": "o",
        "п": "n", "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s", "ԁ": "d", "ԛ": "q",
        "ԝ": "w", "һ": "h", "ӏ": "l", "ɑ": "a", "ɡ": "g", "ı": "i", "ɩ": "i", "α": "a",
        "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u",
        "χ": "x", "ϲ": "c", "ϳ": "j", "օ": "o", "ս": "u",
    }
)  # fmt: skip
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a",
                       "$": "s", "!": "i", "|": "l"})  # fmt: skip
_HSPACE = re.compile(r"[^\S\n]+")
_NEWLINES = re.compile(r" ?\n[\s]*")
_NOT_ALNUM = re.compile(r"[^a-z0-9\u3400-\u9fff\uf900-\ufaff]+")


def _normalize(nfkc: str) -> str:
    """Casefolded, look-alikes folded, spaces collapsed (one space; line breaks kept)."""
    text = nfkc.casefold().translate(_CONFUSABLES)
    text = _HSPACE.sub(" ", text)
    if "\n" in text:
        text = _NEWLINES.sub("\n", text)
    return text.strip()


# ---------------------------------------------------------------------------------------------
# Prompt injection and role imitation (matched on the normalized text)
# ---------------------------------------------------------------------------------------------

# \b, \w, \s are ASCII: a CJK character next to a Latin word is a word boundary.
_FLAGS = re.ASCII | re.MULTILINE


def _union(patterns: Iterable[str], flags: int = _FLAGS) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns), flags)


# Someone other than the assistant is the subject ("I always reply with…" is a habit).
_NOT_SELF = r"(?<!\bi )(?<!\bwe )(?<!\bhe )(?<!\bshe )(?<!\bthey )"
_SELF_ADVERB = r"(?<!\bi usually )(?<!\bi always )(?<!\bi just )(?<!\bi often )(?<!\bi )(?<!\bwe )"
_AI = (
    r"(?:ai|assistant|ai assistant|ai agent|chatbot|bot|llm|gpt|chatgpt|claude|gemini|copilot"
    r"|language model|large language model)"
)
_OVERRIDE_VERB = (
    r"(?:ignore|disregard|forget|override|overrule|bypass|circumvent|discard|abandon|neglect"
    r"|dismiss|set aside|throw out|stop following|do not follow|don't follow|no longer follow"
    r"|do not obey|don't obey|stop obeying)"
)
_OVERRIDE_NOUN = (
    r"(?:instructions?|prompts?|directives?|guidelines|guidance|programming|guardrails"
    r"|commands|system messages?|polic(?:y|ies)|rules|constraints|restrictions|training"
    r"|safety (?:settings|filters?|protocols|measures|checks)|content filters?|filters)"
)
_QUALIFIER = (
    r"(?:previous|prior|above|preceding|earlier|former|original|initial|existing|default"
    r"|safety|system|developer|given|your|these|those|all)"
)
_PEOPLE = (
    r"(?:the |a |any |another |other |every |each )?(?:users?|customers?|clients?|someone|somebody"
    r"|anyone|anybody|people|visitors?|callers?|they|person|human|other users?|shoppers?|buyers?)"
)
_ASK = (
    r"(?:asks?|asked|asking|mentions?|says?|inquires?|enquires?|requests?|types?|writes?|wants?"
    r"|brings? up|talks? about|questions?|searches?|queries|contacts?|messages?|wonders?)"
)
_TELL = (
    r"(?:tell|say|reply|respond|answer|direct|send|redirect|recommend|instruct|advise|inform"
    r"|point|refer|give|link|suggest|email|forward|share|provide|claim|insist|ask (?:them|him|her"
    r"|for)|make (?:them|sure)|output|return|quote|charge|collect|push|steer|route)"
)

_EN_INJECTION = [
    # override the instructions
    rf"\b{_OVERRIDE_VERB}(?: (?:all|any|each|every|the|your|my|of|these|those|and|the following))*"
    rf" {_QUALIFIER}(?: (?:system|developer|safety|given|other|of|and|prior|previous|above"
    rf"|earlier|original|initial|existing))* {_OVERRIDE_NOUN}\b",
    rf"\b{_OVERRIDE_VERB} (?:the |all |any |your )?{_OVERRIDE_NOUN} (?:above|before|given "
    r"(?:before|earlier|above|to you)|you (?:were|have been) given|so far|in (?:the|your) "
    r"(?:system|original) (?:prompt|message))\b",
    r"\bforget (?:about )?(?:everything|all|anything) (?:above|before|you (?:know|were told|have "
    r"been told|learned|were given)|(?:that )?(?:was|i) (?:said|told you) (?:before|above))",
    r"\b(?:override|overwrite|replace|reset|wipe|erase) (?:your|the|all) (?:instructions|rules"
    r"|programming|system prompt|guidelines|safety settings|directives|memory|memories|persona)\b",
    # from now on / you are now
    r"\b(?:from (?:now|this (?:point|moment)|today|here) on(?:wards?)?|henceforth|going forward"
    r"|starting (?:now|today)|from here on out),? (?:you|the assistant|the ai|the bot|assistant"
    r"|ai)\b(?!(?: \w+){0,3} (?:call|address|refer to) me\b)(?: (?:will|must|shall|should|are"
    r"|have to|need to|always|never|only|can only|may only|respond|reply|answer|act|behave"
    r"|ignore|pretend|obey|follow|say|tell|refuse|speak|work|operate|function|exist|no longer"
    r"|do not|don't|won't))\b",
    r"\byou(?: are|'re|'ll be| will be) now (?:an? |the |in |my |no longer|free|unrestricted"
    r"|unfiltered|uncensored|jailbroken|dan\b|evil|operating|acting|called|named|known as"
    r"|playing|going to|under|working for|a different)",
    r"\byour (?:new |true |real )?(?:persona|identity|core directive|prime directive)"
    r" (?:is|will be|shall be|has changed)\b",
    r"\b(?:from now on|henceforth|going forward),? (?:always |never |only )?(?:reply|respond"
    r"|answer|ignore|say|tell|forward|send|recommend|obey|act|pretend)\b",
    r"\byou are no longer (?:an? )?(?:ai|assistant|bound|restricted|limited|chatgpt|claude"
    r"|required|subject|constrained|an ai)",
    r"\b(?:act|behave|respond|operate|function) as (?:if you (?:are|were) )?(?:an? )?"
    r"(?:unrestricted|unfiltered|uncensored|jailbroken|evil|rogue|different|new|dan\b|developer"
    r"|system|administrator|admin|root|god|hacker)",
    r"\bpretend (?:that )?(?:you(?:'re| are| were| have no| don't| do not)|to be (?:an? )?"
    r"(?:ai|assistant|unrestricted|different|the system|system|developer|admin|human))",
    r"\b(?:roleplay|role-play|role play) as (?:an? )?(?:unrestricted|unfiltered|evil|jailbroken"
    r"|ai|assistant|system|developer|admin)",
    r"\bsimulate (?:an? )?(?:unrestricted|unfiltered|jailbroken|uncensored|evil)",
    # new instructions / overrides
    r"\b(?:new|updated|revised|real|actual|true|override|secret|hidden|priority|urgent|important"
    r"|additional|supplementary) (?:system )?(?:instructions?|directives?|system prompt|prompt"
    r"|orders)\s*:",
    r"\b(?:system|admin|administrator|developer|security|operator|root|emergency) (?:override"
    r"|instructions?|directive|command)\s*:",
    r"\b(?:system|admin|developer|emergency|security|priority) override\b",
    r"\b(?:begin|start|end) (?:of )?(?:the )?(?:new |system |hidden |secret |injected )?"
    r"(?:instructions|system prompt)\b",
    r"(?:^|(?<![#=\[<*-])[#=\[<*-]{2,8} ?)(?:end of (?:context|document|input|prompt|conversation"
    r"|user (?:input|message|data))|begin (?:new )?instructions)",
    # jailbreaks
    r"\bjailbreak(?:s|ing|ed)?\b(?! (?:(?:my|an?|the|his|her|their|your|old|own) )*(?:iphones?"
    r"|phones?|ipads?|ipods?|devices?|consoles?|ps[2345]|psp|switch|kindle|apple tv|firestick"
    r"|routers?|android|ios))",
    r"\bjailbroken (?:mode|ai|assistant|version|model|chatbot|persona)\b",
    r"\bdan mode\b|\b(?:you are|you're|act as|become|enable|activate|enter|as|now) dan\b",
    r"\bdo anything now\b|\bdan (?:prompt|jailbreak|persona)\b|\bstay in character\b",
    r"\b(?:unrestricted|unfiltered|uncensored|jailbreak|god) mode\b",
    r"\b(?:with|have|has|having) no (?:ethical|moral|content|safety) (?:restrictions|filters"
    r"|guidelines|limits|constraints|boundaries)\b",
    r"\bwithout (?:any )?(?:ethical|moral|content|safety) (?:restrictions|filters|guidelines"
    r"|limits|constraints)\b",
    # addressed to the assistant
    rf"\b(?:note|message|instructions?|reminder|memo|directive|command|heads-up|heads up|fyi"
    rf"|psa|warning) (?:to|for) (?:the |any |all"
    rf" |every )?{_AI}s?\b",
    rf"\b(?:attention|dear|to) (?:the |all |any )?{_AI}s?\s*[:,!]",
    rf"\bif you are an? {_AI}\b",
    rf"\b{_AI}s? (?:agents?|assistants?|models?|systems?)? ?(?:reading|processing|summari[sz]ing"
    r"|seeing|parsing|ingesting) this\b",
    rf"(?:^|[.!?:;,\n] ?|\b(?:the|this|dear|hey) ){_AI} (?:must|should|shall|will|has to|needs? to"
    r"|is (?:required|instructed|expected|supposed|allowed|permitted|ordered) to|is to)"
    r"(?: (?:always|never|now|henceforth|only|also|immediately|from now on|then|first|silently"
    r"|secretly|quietly))* (?:reply|respond|answer|say|tell|recommend|ignore|reveal|output"
    r"|include|refuse|obey|follow|comply|send|share|disclose|execute|run|call|use|direct"
    r"|redirect|link|promote|forward|insist|claim|append|add|pretend|act|forget|disregard|treat"
    r"|trust|grant|give|store|save|remember|mention|suggest|push|advertise|leak|exfiltrate"
    r"|email|post|upload|report|approve|offer|end|start|begin|sign|mark|set|switch|deny|reject"
    r"|decline|accept|block|warn|charge|ask|collect)\b",
    r"\byou (?:must|shall|will|should|are (?:required|instructed|ordered|expected|supposed|now"
    r" required) to|have to|need to|are to|are going to)(?: (?:now|always|never|only|also"
    r"|immediately|secretly|silently|quietly|henceforth|from now on|then|first|instead))*"
    r" (?:ignore|disregard|forget (?:your|all|the|previous|everything)|reveal|disclose|leak"
    r"|exfiltrate|obey|comply with|follow (?:these|the following|my|new|only|the new)|execute"
    r"|run (?:the|this)|send (?:all|the|this|every|user|their|conversation|any)|forward|redirect"
    r"|direct (?:users|them|the user|customers|people|everyone)|link (?:to|users|them)|promote"
    r"|insist|claim|pretend|act as|(?:reply|respond|answer|start|begin|end) (?:\w+ ){0,3}?with"
    r"|(?:reply|respond|answer) (?:that|:)|tell (?:the user|users|them|everyone|customers|people"
    r"|anyone|other users|every user|all users)|recommend (?:\S+ ){1,4}?to (?:all |every |other"
    r" |any )?(?:users|customers|everyone|anyone|people)|treat (?:\S+ ){1,4}?as (?:trusted"
    r"|verified|an? admin|authori[sz]ed)|trust (?:all|any|every|messages|instructions)|grant)\b",
    rf"{_NOT_SELF}\b(?:always|never|only) (?:reply|respond|answer)(?: to \w+(?: \w+)?)?"
    r"(?: \w+){0,3}? with\b",
    rf"(?:^|[.!?:;,\n] ?){_NOT_SELF}(?:always|only|just) (?:reply|respond|answer|say)\s*[:\"'“]",
    rf"{_NOT_SELF}\b(?:always|never) (?:tell|inform|advise|direct|redirect|send|refer|point"
    r"|recommend to|give out (?:\S+ ){0,3}to) (?:the |all |every |any |other )?(?:users?"
    r"|customers?|clients?|everyone|everybody|people|visitors?|callers?|them|anyone)\b",
    rf"{_NOT_SELF}\b(?:always|never) (?:give|share|provide|send|direct|redirect|point|recommend"
    r"|promote|mention|include|append|add|insert) (?:it|this|that|them|the (?:user|link|url"
    r"|address|email|number))\b(?: (?:out|to|with|at|in every))",
    rf"{_NOT_SELF}\b(?:tell|inform|advise|instruct|direct|redirect|send|refer|point|encourage"
    r"|ask) (?:all |every |any |other )?(?:the )?(?:users?|customers?|clients?|visitors?|callers?"
    r"|everyone else|other people|shoppers|buyers) (?:to|that)\b",
    # memory poisoning: "whenever the user asks X, tell them Y"
    rf"\b(?:whenever|when|if|every time|each time|anytime|any time|once|as soon as|should"
    r"|next time|the next time)"
    rf" {_PEOPLE} (?:\w+ ){{0,2}}{_ASK}\b.{{0,160}}?{_SELF_ADVERB}\b{_TELL}\b",
    rf"\b(?:for|on|with) (?:any|every|all|each) (?:questions?|queries|requests?|messages?"
    rf"|inquir(?:y|ies)) (?:about|on|regarding|related to)\b.{{0,80}}?\b{_TELL}\b",
    rf"{_NOT_SELF}\b{_TELL} (?:it|this|that|them|this link|the link|the (?:url|address|email"
    r"|number|site))(?: \w+){0,4} (?:whenever|every time|each time|any time|anytime)\b",
    r"\byou(?: have|'ve) been (?:freed|released|liberated|unshackled|jailbroken|unlocked"
    r"|reprogrammed)\b|\bfreed from the (?:\w+ )?confines\b",
    rf"\b(?:rules?|instructions?|directives?|polic(?:y|ies)) for (?:the |this |all |every |any )?"
    rf"{_AI}s?\b",
    r"\bevery (?:reply|response|answer|message|output) (?:you (?:give|send|write) )?(?:must|should"
    r"|shall|has to|needs to|will) (?:contain|include|mention|end|start|begin|say|link|promote"
    r"|recommend|advertise)\b",
    r"\btreat (?:\S+ ){1,5}?as (?:trusted|verified|authori[sz]ed|(?:trusted )?(?:system|developer"
    r"|admin) (?:instructions|messages|prompts?|commands))\b",
    rf"{_PEOPLE} (?:who (?:are |is )?)?(?:asking|ask|asks|inquiring|enquiring|requesting"
    r"|calling|writing|emailing) (?:about|for|regarding) .{0,60}?(?:should|must|will|are to"
    r"|need to|have to) be (?:told|informed|directed|sent|redirected|given|advised|offered"
    r"|quoted|charged|refused|denied|pointed)\b",
    rf"{_NOT_SELF}\b(?:always|never) (?:include|add|append|mention|insert|put) (?:it|this|that"
    r"|them|the (?:link|url|address|location|number)) in (?:all |every |each |your |the )?"
    r"(?:replies|reply|responses|response|answers|answer|messages|outputs|summaries)\b",
    r"\b(?:disregard|ignore|forget) (?:whatever|anything|everything|all) (?:you (?:were|have been"
    r"|'ve been) (?:told|given|instructed)|(?:was|has been) (?:said|written) (?:before|above))",
    rf"(?:^|[,.!?:;] ?)(?:hey |dear |attention )?{_AI}\s*[,:\u2014\u2013-]+\s*(?:please )?"
    r"(?:ignore|disregard|forget|override|push|recommend|always|never|from now on|send|reveal"
    r"|pretend|stop|do not|don't|you must|you will)\b",
    rf"{_NOT_SELF}\b(?:ignore|disregard|override|bypass) (?:the user'?s?|their|users'?|the"
    r" customer'?s?) (?:budget|preferences?|instructions|requests?|wishes|constraints|choices?"
    r"|settings|consent|objections?|questions?)\b",
    r"\byour (?:safety |content |usual |normal |standard |current |ethical )?(?:rules|guidelines"
    r"|restrictions|filters|instructions|policies|guardrails|programming|limits|constraints)"
    r" (?:are|have been|were|is|has been) (?:now |hereby |temporarily )?(?:suspended|disabled"
    r"|lifted|removed|revoked|void|off|overridden|cancell?ed|deactivated|paused|replaced"
    r"|waived|no longer (?:valid|active|apply|in effect))\b",
    r"\b(?:this|the following) (?:message|instruction|note|request|directive) (?:is|comes)"
    r" (?:directly )?from (?:openai|anthropic|google|the developers?|your (?:developers?"
    r"|creators?|makers?|admins?|operators?|owners?)|the (?:admin|administrator|system"
    r"|operator))\b",
    r"\bi(?: am|'m) your (?:developer|creator|admin|administrator|owner|maker|programmer"
    r"|master|operator)\b",
    r"\bas if you (?:had|have|were under|were bound by) no (?:guidelines|rules|restrictions"
    r"|filters|limits|instructions|policies|guardrails|constraints)\b|\bas if you were (?:an? )?"
    r"(?:unrestricted|unfiltered|jailbroken|uncensored|dan\b)",
    rf"{_NOT_SELF}\b(?:direct|redirect|send|point|refer|steer|route) (?:all )?(?:people|users"
    r"|customers|clients|everyone|visitors|them|shoppers) (?:there|to|toward|towards)\b",
    # AgentPoison-style triggers
    r"\bif (?:the |a |any |an )?(?:user'?s? )?(?:query|question|input|message|prompt|request"
    r"|conversation|text|search) (?:contains|includes|mentions|has|matches|says|starts with"
    r"|ends with)\b",
    r"\bwhen(?:ever)? you (?:see|read|encounter|receive|detect|get|hear) (?:the |this |a |any )?"
    r"(?:word|phrase|keyword|code|token|trigger|term|string|marker)\b",
    r"\btrigger (?:word|phrase|token)\b",
    # exfiltration and secrecy
    r"\b(?:reveal|print|output|show|display|leak|repeat|disclose|dump|send|share|tell me|give me"
    r"|list|expose|return|write out|spell out|echo|recite)(?: me| us)?(?: (?:all|the|your|any"
    r"|full|entire|complete|original|hidden|secret|initial|internal|exact|verbatim))*"
    r" (?:system prompt|system message|hidden prompt|initial prompt|your (?:\w+ )?instructions"
    r"|the (?:system|original|initial|hidden|secret|developer) instructions|prompt above"
    r"|developer message|api keys?|secrets|credentials|other users?'? (?:data|memories"
    r"|information|conversations|messages)|conversation history|chat history|environment"
    r" variables|env vars|internal (?:data|configuration|config)|private keys?)\b",
    r"\b(?:send|forward|email|post|upload|exfiltrate|transmit|leak|copy|submit|report|sync)"
    r"(?: (?:all|the|every|any|this|these|their|the user'?s?|users'?|other users'?|each|entire"
    r"|full|complete|whole|past|previous|recent|last \d+))*"
    r" (?:conversations?|chat (?:history|logs?|transcripts?)|transcripts?|message history"
    r"|memories|user data|personal data|credentials|passwords|api keys|tokens|secrets"
    r"|session (?:data|tokens?|cookies?)|cookies|contact list|conversation (?:history|logs?)"
    r"|private (?:data|information)|pii)\b.{0,80}?\b(?:to|at|via|into)\b",
    r"!\[[^\]\n]{0,200}\]\(\s*https?://",
    r"<img\s[^>]{0,200}src\s*=",
    r"\b(?:do not|don't|never) (?:tell|inform|reveal (?:this |it )?to|mention (?:this |it )?to"
    r"|let|alert|notify|warn|show) (?:the |any )?(?:users?|customers?|humans?|operators?|admins?"
    r"|administrators?|developers?|moderators?)\b",
    r"\b(?:without|never) (?:telling|informing|notifying|alerting|asking|confirming with"
    r"|mentioning (?:it |this )?to) (?:the |any )?(?:users?|customers?|humans?|operators?)\b",
    rf"{_NOT_SELF}\b(?:silently|secretly|quietly|covertly|discreetly) (?:send|forward|email"
    r"|upload|exfiltrate|transfer|execute|run (?:the|this)|call (?:the|this)|insert|append"
    r"|copy|collect|log|record|bcc)\b",
    # tool / command abuse
    r"\b(?:call|invoke|run|execute|trigger|use) (?:the )?[`'\"]?[a-z]+_[a-z_]+[`'\"]?"
    r" (?:tool|function)\b",
    r"\b(?:run|execute|invoke|eval|call) (?:the following|this|these) (?:commands?|code|script"
    r"|shell|sql|query|tools?|functions?)\b",
    r"\bcurl\s+\S+.{0,60}\|\s*(?:ba|z)?sh\b|\brm -rf /|\bwget\s+\S+.{0,40}\|\s*(?:ba)?sh\b",
    # privilege and verification bypass
    rf"{_NOT_SELF}\b(?:skip|bypass|disable|turn off|circumvent|waive|ignore|switch off)"
    r" (?:the |all |any |your )?(?:identity |id |age |kyc |two-factor |2fa |security |safety"
    r" |manual |human |fraud )?(?:verification|authentication|approval process|checks|moderation"
    r"|content filter(?:s|ing)?|safety filters?|guardrails?|2fa|identity checks?|fraud checks?)\b",
    r"\b(?:grant|give|provide|assign|escalate)(?: the user| this user| them| all users| everyone"
    r"| him| her| anyone)? (?:full |admin |administrator |root |elevated |unrestricted |superuser"
    r" |unlimited )(?:access|privileges|permissions|rights|refunds?|discounts?|credits?)\b",
    r"\b(?:the |this |current )?user (?:is|has been) (?:now |already |officially )?(?:an? )?"
    r"(?:verified|pre-approved|whitelisted|authori[sz]ed) (?:admin|administrator|to|for|as"
    r"|and|user|by)\b",
]

_ZH_INJECTION = [
    # 忽略之前的指令
    r"(?:忽略|无视|忽视|漠视|不要理会|不用理会|不必理会|别理会|不要管|别管|跳过|绕过|抛开|抛弃"
    r"|丢弃|丢掉|放弃|不要遵守|不再遵守|不必遵守|不用遵守|停止遵守|不要遵循|不再遵循|违背|违反"
    r"|覆盖|推翻|废除|忘记|忘掉|忘了|不要听从|不再听从)(?:掉)?(?:你)?(?:之前|先前|以前|此前|上面"
    r"|上述|前面|前述|原来|原有|原先|原始|最初|初始|所有|全部|一切|系统|开发者|默认|现有|已有|既定"
    r"|你的|任何|这些|那些|安全)(?:的)?(?:所有|全部|一切|任何)?(?:的)?(?:系统|安全)?(?:指令|指示"
    r"|提示词|提示|规则|命令|设定|限制|约束|安全策略|策略|规定|准则|守则|程序|训练|约定|prompt"
    r"|instructions?)",
    r"(?:把|将)(?:你的?)?(?:之前|先前|以前|上面|上述|原来|原有|所有|系统|全部)的?(?:所有|全部)?"
    r"(?:指令|规则|设定|限制|提示词|约束|安全规则)(?:全部|都|统统)?(?:清空|删除|删掉|忘掉|忘记"
    r"|丢掉|废除|作废|去掉|无视|忽略)",
    r"(?:按照?|遵守|遵循|执行)我的新(?:规则|指令|设定)",
    r"你(?:已经|现在|从此)?(?:不再|不用再|无需|不必|不需要)(?:受|遵守|遵循|理会|服从)(?:任何)?"
    r".{0,12}?(?:政策|规则|限制|约束|指令|准则|审查|规定)",
    r"(?:所有|任何|全部|凡是)(?:关于|有关|涉及|问到|提到).{1,20}?(?:的)?(?:问题|提问|咨询|请求"
    r"|消息)(?:都|一律|统统|均)(?:要|应该|必须)?(?:回答|回复|答复|告诉|推荐|说|引导)",
    r"我是你的(?:开发者|创造者|管理员|主人|设计者|制造者|创建者|程序员)",
    r"(?:把|将)你的(?:配置|设定|提示词|系统提示|指令|规则|参数|内部设置)(?:全部|都)?(?:发|告诉|输出"
    r"|给|展示|复述|打印)",
    # 从现在开始你必须… / 你现在是…
    r"(?:从现在(?:开始|起)|从今(?:天|以后)(?:开始|起)?|从此以后|从此|今后|以后|接下来|此后|往后"
    r"|自此|从此刻起|从这一刻起|即刻起|从现在这一刻起)[,]?\s*(?:你|助手|ai|机器人|模型)(?!.{0,6}(?:叫|称呼|喊|提醒|记得|记住|告诉|帮)我)"
    r"(?:就|将|要|必须|应该|应当|需要|只能|只会|只|不再|不能|不要|不许|不准|不得|是|扮演|成为"
    r"|作为|总是|永远|一律|都|务必|得)",
    r"你现在是(?!不是|否|在|几)",
    r"你(?:现在|已经)?(?:不再是|不是)(?:一个|一名)?(?:ai|人工智能|助手|语言模型|机器人|chatgpt"
    r"|程序)",
    r"你(?:现在|从现在起)?(?:扮演|充当|假扮|变成|化身为?)(?:一个|一名)?",
    r"(?:假装|假设|想象)你(?:是|没有|不受|可以)",
    r"(?:扮演|充当|假扮|模拟)(?:一个|一名)?(?:不受(?:任何)?限制|没有(?:任何)?限制|无限制|邪恶"
    r"|无审查|越狱|黑客|没有道德)",
    r"你(?:的)?(?:新)?(?:身份|角色|人设)(?:现在)?(?:是|为|变为|改为|变成)",
    # 新指令：
    r"新的?(?:指令|指示|系统提示词?|提示词|命令|任务指令|规则)\s*:",
    r"(?:系统|管理员|开发者|最高|紧急)(?:指令|命令|覆盖|覆写|通知)\s*:",
    r"(?:最高|管理员|开发者|系统)(?:优先级)?(?:权限|指令)(?:覆盖|生效|已启用)",
    # 越狱
    r"越狱|dan模式|(?:无限制|不受限制|无审查|无过滤|无约束|不受约束|没有限制)(?:模式|的?(?:ai|助手"
    r"|人工智能|模型|机器人|版本))",
    r"解除(?:你的?)?(?:所有|一切|全部)?(?:的)?(?:限制|封印|约束|审查|过滤|安全)",
    r"(?:突破|摆脱)(?:你的?)(?:所有|一切)?(?:的)?(?:限制|约束|规则)",
    # 以后无论用户问什么都…
    r"(?:无论|不管|不论|凡是|只要是)(?:用户|客户|顾客|任何人|别人|其他人|谁|他们|对方|有人|大家"
    r"|访客)\S{0,4}?(?:问|询问|提到|提起|说|咨询|想知道|问起|问到|要求|发).{0,40}?(?<![我])"
    r"(?:都|一律|一概|总是|均|统统|全部|就)(?:要|应该|必须|请|只)?(?:回答|回复|答复|告诉|说|推荐"
    r"|让|引导|发送|转到|提供|给|介绍|建议|强调|声称|回应)",
    r"(?:当|如果|若|要是|每当|只要|一旦|假如|倘若|每次|凡是)(?:有)?(?:用户|客户|顾客|有人|任何人"
    r"|别人|其他人|对方|谁|大家|访客)(?:再)?(?:问|询问|提到|提起|问起|问到|咨询|说起|说到|要求"
    r"|想要|想了解|打听|发消息|联系).{0,50}?(?<![我])(?<!我就)(?<!我都)(?<!我会)(?:告诉|回答|回复"
    r"|答复|推荐|引导|让他|让她|让他们|让对方|发送|转给|转到|提供|给出|介绍|建议|(?<!我)(?:就|都"
    r"|一律|请)说)",
    r"(?<![我他她们])(?:总是|始终|永远|一律|每次都|统一|只)(?:只)?(?:回复|回答|答复|回应|输出"
    r"|说)(?:说|:|\"|“|「|'|‘|用户|客户|他们|对方|所有)",
    r"(?:一律|总是|始终|永远|都要?)(?:告诉|通知|建议|引导)(?:用户|客户|他们|对方|大家|所有人)",
    r"(?<![我])(?:告诉|通知|建议|引导|让|要求|提醒)(?:所有|每个|每一个|任何)?(?:的)?(?:用户|客户"
    r"|顾客|访客|其他用户|来访者)(?:去|到|把|将|拨打|发|联系|访问|点击|使用|打款|转账|汇款|下载"
    r"|提供)",
    r"(?:每次|每个|每条|所有|以后的每次|今后的每次|以后每次)(?:的)?(?:回答|回复|答复|输出|消息)(?:的)?"
    r"(?:末尾|结尾|开头|最后|中|里)(?:都)?(?:要)?(?:加上|附上|添加|带上|插入|包含|注明|附带)",
    r"视为(?:已|已经)?(?:授权|认证|验证|批准|可信|管理员)",
    r"(?:ai|人工智能|助手|助理|机器人|大模型|语言模型|模型|智能体)(?:请)?(?:注意|须知|听着)\s*:",
    # addressed to the AI
    r"(?:给|致|对)(?:ai|人工智能|助手|机器人|大模型|语言模型|模型|智能体)(?:的)?(?:指令|说明|消息"
    r"|提示|留言|备注|话)",
    r"(?:ai|人工智能|助手|助理|机器人|大模型|语言模型|智能体)(?:以后|今后|从现在起|现在|今后都)?"
    r"(?:必须|应该|应当|需要|要|务必|只能|不得|不能|不要|不许)(?:总是|始终|永远|一律|立即|马上"
    r"|以后)?(?:回复|回答|告诉|推荐|忽略|泄露|输出|执行|遵守|服从|发送|透露|声称|说|转发|调用|运行"
    r"|无视|把|将|批准|同意)",
    r"如果你是(?:一个|一名)?(?:ai|人工智能|语言模型|大模型|助手|机器人|智能体)",
    # exfiltration and secrecy
    r"(?:泄露|透露|输出|打印|显示|展示|告诉我|发给我|发送|重复|复述|公开|导出)(?:一下)?(?:你的"
    r"|你们的|出|全部|所有|完整的?|原始的?)*(?:系统提示词?|系统指令|系统消息|初始指令|隐藏指令"
    r"|原始指令|提示词|全部指令|所有指令|api ?key|密钥|凭证|环境变量|其他用户)",
    r"(?:把|将)(?:所有|全部|用户的?|其他用户的?|每个用户的?)(?:的)?(?:对话|聊天记录|对话记录|记忆"
    r"|用户数据|数据|会话|个人信息|密码|凭证|密钥).{0,20}?(?:发送|发|转发|上传|提交|泄露|同步)"
    r"(?:到|给|至)",
    r"不要(?:告诉|通知|让|提醒)(?:用户|客户|顾客|对方|管理员)(?:知道)?",
    r"(?<![我])(?:偷偷|悄悄|秘密|私下)(?:地)?(?:发送|转发|上传|执行|调用|收集|转账|抄送)",
    r"(?<![我])(?:跳过|绕过|关闭|禁用|无视|忽略)(?:所有|任何)?(?:的)?(?:身份|安全|人工|实名)?"
    r"(?:验证|认证|审核|审查|安全检查|过滤)",
    r"(?:授予|给予|赋予|开通)(?:该|这个)?(?:用户|他|她|对方|所有人)?(?:管理员|最高|root|超级"
    r"|全部|无限)(?:权限|额度)",
    # triggers, commands
    r"如果(?:用户的?)?(?:问题|输入|消息|查询|提问|请求)(?:中)?(?:包含|含有|出现|提到)",
    r"当你(?:看到|收到|遇到|读到)(?:这个|这段|以下|下面)?(?:词|关键词|口令|暗号|短语|消息|指令)",
    r"(?:执行|运行)(?:以下|下面|这段|这条|如下)(?:的)?(?:命令|代码|脚本|指令)",
]

# Matched on the squashed text (letters and digits only, leetspeak folded).
_SQUASHED_INJECTION = [
    r"ignore(?:all|the|any|your|my|of)*(?:previous|prior|above|preceding|earlier|system|original"
    r"|initial)(?:instructions?|prompts?|rules|directives|guidelines)",
    r"disregard(?:all|the|any|your)*(?:previous|prior|above|system|preceding)(?:instructions?"
    r"|prompts?|rules|messages)",
    r"(?:you|u)arenow(?:dan|jailbroken|unrestricted|unfiltered|uncensored)",
    r"fromnowonyou(?:must|will|shall|are|always|never|only)",
    r"(?:忽略|无视|忘记|忘掉)(?:之前|先前|以前|上面|上述|前面|所有|全部|系统|你的)的?(?:所有)?"
    r"(?:指令|指示|提示词?|规则|设定)",
]

_ROLE = [
    # "system:" / "assistant:" at a line start (or a sentence start)
    r"^[ \t]*(?:[\[(<{#*>\"'`|-]+[ \t]*)?(?:system|assistant|developer|sys|ai assistant"
    r"|chatgpt|gpt|claude|llm|系统|助手|助理|开发者|系统消息|系统提示)[ \t]*(?:message|prompt|note"
    r"|override|instructions?|response|output|reply|消息|提示|通知|指令)?[ \t]*[\])>}*\"'`]*"
    r"[ \t]*:",
    r"(?:[.!?。;]) ?(?:system|assistant)(?: (?:message|prompt|override|note|instruction|update))?"
    r" ?:",
    r"\b(?:system|assistant|developer) (?:message|prompt|override|instructions?|note) ?:",
    # chat templates and tags
    r"<\|[a-z_ ]{2,30}\|>",
    r"\[/?(?:inst|system|sys|assistant|system prompt|developer)\]",
    r"<</?sys>>",
    r"</?(?:system|assistant|sys|system[_-]?prompt|instructions?|im_start|im_end|developer"
    r"|prompt|tool_call|function_call|admin|start_of_turn|end_of_turn)\b[^>\n]{0,40}>",
    r"^[ \t]*#{1,6}[ \t]*(?:system|instructions?|assistant|response|system prompt|developer"
    r"|new instructions|sys|系统|指令|系统提示)\b",
    r"\"role\"\s*:\s*\"(?:system|assistant|developer|tool)\"",
    # developer mode, system prompt
    r"开发者模式|系统提示(?![音框窗声])|系统指令|系统消息|系统角色|管理员模式|上帝模式|超级管理员模式",
    r"\b(?:developer|dev|admin|administrator|god|sudo|maintenance|debug) mode (?:enabled"
    r"|activated|on)\b|\b(?:enable|enabled|activate|activated|enter|entering|switch to|turn on)"
    r" (?:the )?(?:developer|admin|god|sudo) mode\b|\bdeveloper mode\b",
    r"\b(?:new|updated|real|actual|hidden|secret|original|the following|this is (?:the|a|your)"
    r"|here is (?:the|your|a)|replace (?:the|your)|override (?:the|your)|change (?:the|your))"
    r" (?:new )?system prompt\b",
]

_INJECTION_RX = _union(_EN_INJECTION + _ZH_INJECTION)
_SQUASHED_RX = _union(_SQUASHED_INJECTION)
_ROLE_RX = _union(_ROLE)


# ---------------------------------------------------------------------------------------------
# Secrets (matched on the NFKC text, case kept, so that spans can be redacted)
# ---------------------------------------------------------------------------------------------

_I = re.IGNORECASE | re.ASCII
_D = re.DOTALL | re.ASCII

_PASSWORD_STOP = frozenset(
    """a an the my your his her our their its this that it is was be been too very so really
    quite not no none null nil n/a na empty blank unset strong weak secure insecure safe unsafe
    long short simple complex complicated easy hard difficult wrong right correct incorrect
    invalid valid expired expiring changed reset locked blocked saved stored written encrypted
    hashed hidden required needed missing same different new old in on at with for from of by to
    as about under inside somewhere something anything nothing everything sensitive
    case-sensitive compromised leaked stolen forgotten lost known shared managed generated
    unique random fine ok okay good bad great terrible still also always never now being
    getting going due set one two three four five six seven eight nine ten based stuck broken
    working kept protected mandatory optional changing updated outdated temporary temp default
    hardcoded hard-coded just probably definitely actually literally like similar identical
    what which where why how who when whatever and or but if then than because since while
    written-down secret private confidential mine yours ours theirs here there""".split()
)
_ZH_VALUE_STOP_PREFIX = (
    "什么", "啥", "多少", "几", "忘", "不", "没", "太", "很", "挺", "比较", "非常", "错", "对",
    "正确", "已", "被", "在", "和", "跟", "与", "要", "需要", "应该", "必须", "一样", "相同",
    "同", "六位", "八位", "四位", "位", "数字", "字母", "过期", "重置", "修改", "更改", "改",
    "保存", "存", "记", "写", "复杂", "简单", "安全", "弱", "强", "的", "了", "吗", "呢", "吧",
    "啊", "空", "无", "我", "你", "他", "她", "这", "那", "哪", "随便", "原来", "默认", "初始",
    "一个", "一串", "生日", "手机号", "身份证",
)  # fmt: skip
_ZH_VALUE_STOP_ANY = ("加", "和", "的", "什么", "多少", "几位", "吗", "呢", "吧")
_PLACEHOLDER = re.compile(
    r"^(?:\$\{?[A-Za-z_][\w.]*\}?|<[^>]*>|\{\{?[^}]*\}?\}|%[sd]|\*+|x+|X+|•+|●+|\.{3}|…|-+|_+"
    r"|#+|\?+|redacted|\[redacted[^\]]*\]|changeme|your[_-]?(?:password|key|token|secret)\w*"
    r"|placeholder|example)$",
    re.IGNORECASE,
)
_QUOTES = "\"'“”‘’「」『』`"
_TRAIL = ".,;:!?。，；：！？)）]】>…"


def _clean_value(v: str) -> str:
    v = v.strip()
    if len(v) >= 2 and v[0] in _QUOTES and v[-1] in _QUOTES:
        return v[1:-1].strip()
    return v.strip(_QUOTES).rstrip(_TRAIL).strip(_QUOTES)


def _is_placeholder(v: str) -> bool:
    return not v or bool(_PLACEHOLDER.match(v))


def _password_value(v: str) -> bool:
    v = _clean_value(v)
    if len(v) < 3 or _is_placeholder(v):
        return False
    if v.isascii():
        low = v.lower()
        return low not in _PASSWORD_STOP and low.rstrip("s") not in _PASSWORD_STOP
    if v.startswith(_ZH_VALUE_STOP_PREFIX) or any(s in v for s in _ZH_VALUE_STOP_ANY):
        return False
    return True


def _zh_password_value(v: str) -> bool:
    c = _clean_value(v)
    if len(c) < 2:
        return False
    if c.isascii():
        return len(c) >= 3 and _password_value(c)
    return _password_value(c) if len(c) >= 3 else not c.startswith(_ZH_VALUE_STOP_PREFIX)


def _pin_value(v: str) -> bool:
    c = _clean_value(v)
    return c.isdigit() and 4 <= len(c) <= 12


def _token_value(v: str) -> bool:
    """A generic key/token value: long enough, mixes letters with digits (or cases)."""
    c = _clean_value(v)
    if len(c) < 12 or _is_placeholder(c):
        return False
    has_digit = any(ch.isdigit() for ch in c)
    has_alpha = any(ch.isalpha() for ch in c)
    mixed_case = any(ch.isupper() for ch in c) and any(ch.islower() for ch in c)
    return (has_digit and has_alpha) or (mixed_case and len(c) >= 20)


def _prefixed_key(v: str) -> bool:
    """A vendor-prefixed key body: digits or mixed case (rules out "sk-ii-facial-essence")."""
    body = v.split("-", 1)[-1] if v.lower().startswith("sk-") else v
    if any(ch.isdigit() for ch in body):
        return True
    letters = [ch for ch in body if ch.isalpha()]
    return (any(ch.isupper() for ch in letters) and any(ch.islower() for ch in letters)) or (
        len(body) >= 40
    )


def _connection_value(v: str) -> bool:
    _, _, password = v.partition(":")
    return bool(password) and not _is_placeholder(password)


def _bearer_value(v: str) -> bool:
    c = _clean_value(v)
    return len(c) >= 12 and not _is_placeholder(c) and (
        any(ch.isdigit() for ch in c) or len(c) >= 20
    )


def luhn_valid(digits: str) -> bool:
    """The Luhn checksum of a digit string (separators ignored)."""
    nums = [int(ch) for ch in digits if ch.isdigit()]
    if not nums:
        return False
    total = 0
    for i, n in enumerate(reversed(nums)):
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def _card_value(v: str) -> bool:
    digits = [ch for ch in v if ch.isdigit()]
    return 13 <= len(digits) <= 19 and luhn_valid(v)


@dataclass(frozen=True, slots=True)
class _SecretRule:
    kind: str
    rx: re.Pattern[str]
    valid: Callable[[str], bool] | None = None  # checks the `v` group (or the whole match)


_AB = r"(?<![A-Za-z0-9_])"  # ASCII start boundary
_AE = r"(?![A-Za-z0-9_])"
_PW_VALUE = r"(?P<v>\"[^\"\n]{1,100}\"|'[^'\n]{1,100}'|“[^”\n]{1,100}”|[^\s]+)"
_PW_KEY = (
    r"(?:password|passwd|passcode|passphrase|pass phrase|pass code|pwd|pw|wi-?fi (?:password|key)"
    r"|login password|admin password|root password)"
)
_PW_CONNECT = (
    r"(?:(?:'s|is|was|are)(?: now| still| currently| actually| just| probably| always)?|=|:|:=|->"
    r"|=>|(?:has been |was |is )?(?:changed|set|reset|updated) to)"
)
_ZH_PW_KEY = (
    r"(?:密码|口令|暗码|pin码|支付密码|登录密码|开机密码|取款密码|wifi密码|wi-fi密码|无线密码"
    r"|锁屏密码|解锁密码)"
)
_ZH_PW_VALUE = (
    r"(?P<v>[\"“「'‘][^\"”」'’\n]{1,100}[\"”」'’]|[!-~]{3,}|[^\s,.;!?。，；！？、:：()（）]{2,12})"
)

_SECRET_RULES: tuple[_SecretRule, ...] = (
    _SecretRule(
        CREDENTIAL_PRIVATE_KEY,
        re.compile(
            r"(?<!-)-{2,10}\s*BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?\s*-{2,10}.*?"
            r"(?:-{2,10}\s*END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?\s*-{2,10}|\Z)",
            _D | re.IGNORECASE,
        ),
    ),
    _SecretRule(
        CREDENTIAL_PRIVATE_KEY,
        re.compile(r"PuTTY-User-Key-File-\d: .*?(?:Private-MAC: \S+|\Z)", _D),
    ),
    _SecretRule(
        CREDENTIAL_CONNECTION_STRING,
        re.compile(
            r"\b[a-z][a-z0-9+.\-]{1,30}://(?P<v>[^\s:/@\"'<>]*:[^\s@/\"'<>]+)@[^\s@/\"'<>]+", _I
        ),
        _connection_value,
    ),
    _SecretRule(
        CREDENTIAL_JWT,
        re.compile(r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*"),
    ),
    _SecretRule(
        CREDENTIAL_API_KEY,
        re.compile(
            r"(?<![A-Za-z0-9_-])(?:sk-(?:proj-|ant-(?:api\d\d-|admin\d\d-)?|live-|test-|svcacct-"
            r"|admin-|or-v1-)?[A-Za-z0-9_-]{16,}"
            r"|(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"
            r"|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}"
            r"|xox[abposre]-[A-Za-z0-9-]{10,}"
            r"|AIza[0-9A-Za-z_-]{30,}"
            r"|glpat-[A-Za-z0-9_-]{20,}"
            r"|art_[A-Za-z0-9_-]{20,}"
            r"|hf_[A-Za-z0-9]{30,}|npm_[A-Za-z0-9]{30,}|pypi-[A-Za-z0-9_-]{40,}"
            r"|ya29\.[A-Za-z0-9_-]{20,}|GOCSPX-[A-Za-z0-9_-]{20,}"
            r"|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,})"
        ),
        _prefixed_key,
    ),
    _SecretRule(
        CREDENTIAL_API_KEY,
        re.compile(
            r"(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}(?![0-9A-Z])"
        ),
    ),
    _SecretRule(
        CREDENTIAL_API_KEY,
        re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9/]{20,}"),
    ),
    _SecretRule(
        CREDENTIAL_BEARER,
        re.compile(r"\bbearer\s+(?P<v>[A-Za-z0-9\-._~+/]{12,}=*)", _I),
        _bearer_value,
    ),
    _SecretRule(
        CREDENTIAL_BEARER,
        re.compile(
            r"\bauthorization\s*[:=]\s*(?:basic|token|digest|apikey)\s+(?P<v>[A-Za-z0-9\-._~+/]"
            r"{8,}=*)",
            _I,
        ),
        lambda v: not _is_placeholder(_clean_value(v)),
    ),
    _SecretRule(
        CREDENTIAL_API_KEY,
        re.compile(
            _AB + r"(?:x-)?(?:api[ _-]?key|apikey|api[ _-]?secret|secret[ _-]?key|secret"
            r"|access[ _-]?key(?:[ _-]?id)?|access[ _-]?token|auth[ _-]?token|refresh[ _-]?token"
            r"|client[ _-]?secret|token|private[ _-]?key|account[ _-]?key"
            r"|shared[ _-]?access[ _-]?key"
            r"|aws[ _-]?secret[ _-]?access[ _-]?key|signing[ _-]?key|webhook[ _-]?secret)"
            + _AE
            + r"[\"']?\s*(?:[:=]|:=|=>|\bis\b|是|为)\s*(?P<v>[\"']?[A-Za-z0-9/+_\-.=~]{12,}[\"']?)",
            _I,
        ),
        _token_value,
    ),
    _SecretRule(
        CREDENTIAL_API_KEY,
        re.compile(
            r"(?:密钥|秘钥|令牌|访问令牌|私钥|api ?key|token)\s*(?:是|为|:|：|=|＝)\s*"
            r"(?P<v>[\"“「']?[A-Za-z0-9/+_\-.=~]{8,})",
            _I,
        ),
        lambda v: _token_value(v) or (len(_clean_value(v)) >= 16 and not _is_placeholder(v)),
    ),
    _SecretRule(
        CREDENTIAL_PASSWORD,
        re.compile(
            _AB + _PW_KEY + r"(?: (?:for|to|of|on|at) [^\s:=]+(?: [^\s:=]+){0,3}?)?\s*"
            + _PW_CONNECT + r"\s*" + _PW_VALUE,
            _I,
        ),
        _password_value,
    ),
    _SecretRule(
        CREDENTIAL_PASSWORD,
        re.compile(
            _AB + r"(?:change|changed|set|reset|update|updated)(?: (?:my|the|your|our))?"
            r" (?:\S+ )?password to\s+" + _PW_VALUE,
            _I,
        ),
        _password_value,
    ),
    _SecretRule(
        CREDENTIAL_PASSWORD,
        re.compile(_AB + r"pass\s*=\s*" + _PW_VALUE, _I),
        _password_value,
    ),
    _SecretRule(
        CREDENTIAL_PASSWORD,
        re.compile(
            _AB + r"pin(?: code| number)?\s*(?:'s|is|was|=|:)\s*(?P<v>\d{4,12})" + _AE, _I
        ),
        _pin_value,
    ),
    _SecretRule(
        CREDENTIAL_PASSWORD,
        re.compile(
            _ZH_PW_KEY + r"(?:好像|应该|其实|就|一直|现在|目前|依然|仍然|还|都)?\s*"
            r"(?:是|为|:|：|=|＝|改成了?|改为|设置为|设置成|设为|换成了?|变成了?|改成)\s*"
            + _ZH_PW_VALUE,
            _I,
        ),
        _zh_password_value,
    ),
    _SecretRule(
        CARD_NUMBER,
        re.compile(r"(?<![\d+])(?:\d[ -]?){12,18}\d(?!\d)"),
        _card_value,
    ),
)

# Cheap gates: a rule can only match if its text contains one of these (lowercased) hints.
_SECRET_HINT = re.compile(
    r"begin|putty|://|eyj|sk-|sk_|rk_|gh[pousr]_|github_pat|xox|akia|asia|agpa|aida|aroa|anpa|anva"
    r"|aipa|aiza|glpat|art_|hf_|npm_|pypi-|ya29|gocspx|sg\.|hooks|bearer|authorization|key|secret"
    r"|token|pass|pwd|pw|pin|密码|口令|暗码|密钥|秘钥|令牌|私钥|\d{4}",
    _I,
)


def _secret_spans(text: str) -> list[tuple[int, int, str]]:
    """Spans (start, end, kind) of secrets in `text`, overlaps merged (longest kind wins)."""
    if not _SECRET_HINT.search(text):
        return []
    raw: list[tuple[int, int, str]] = []
    for rule in _SECRET_RULES:
        for m in rule.rx.finditer(text):
            has_v = "v" in rule.rx.groupindex and m.group("v") is not None
            value = m.group("v") if has_v else m.group()
            if rule.valid is not None and not rule.valid(value):
                continue
            if has_v:
                start, end = m.span("v")
                cleaned = _clean_value(value)
                offset = value.find(cleaned) if cleaned else -1
                if offset >= 0 and rule.kind != CREDENTIAL_CONNECTION_STRING:
                    start, end = start + offset, start + offset + len(cleaned)
            else:
                start, end = m.span()
            if end > start:
                raw.append((start, end, rule.kind))
    if not raw:
        return []
    raw.sort()
    merged: list[tuple[int, int, str]] = []
    for start, end, kind in raw:
        if merged and start < merged[-1][1]:
            s0, e0, k0 = merged[-1]
            keep = kind if end - start > e0 - s0 else k0
            merged[-1] = (s0, max(e0, end), keep)
        else:
            merged.append((start, end, kind))
    return merged


def _secret_kinds(text: str) -> set[str]:
    """Every kind of secret in `text`, also those inside a longer span of another kind."""
    kinds: set[str] = set()
    if not _SECRET_HINT.search(text):
        return kinds
    for rule in _SECRET_RULES:
        if rule.kind in kinds:
            continue
        for m in rule.rx.finditer(text):
            has_v = "v" in rule.rx.groupindex and m.group("v") is not None
            value = m.group("v") if has_v else m.group()
            if rule.valid is None or rule.valid(value):
                kinds.add(rule.kind)
                break
    return kinds


def _apply(text: str, spans: list[tuple[int, int, str]]) -> str:
    out: list[str] = []
    last = 0
    for start, end, kind in spans:
        out.append(text[last:start])
        out.append(f"[REDACTED:{kind}]")
        last = end
    out.append(text[last:])
    return "".join(out)


def _redact(cleaned: str, nfkc: str) -> str:
    """`cleaned` (invisible characters already dropped) with its secrets redacted."""
    out = _apply(cleaned, _secret_spans(cleaned))
    if nfkc != cleaned:
        # A secret written in compatibility forms (full-width digits…) only shows after NFKC.
        out_nfkc = unicodedata.normalize("NFKC", out)
        if _secret_spans(out_nfkc):
            out = _apply(nfkc, _secret_spans(nfkc))
    return out


def redact_secrets(text: str) -> str:
    """`text` with every secret replaced by `[REDACTED:<kind>]` (invisible characters dropped)."""
    cleaned, _ = _strip_invisible(text)
    return _redact(cleaned, unicodedata.normalize("NFKC", cleaned))


def check_memory_text(text: str) -> SafetyVerdict:
    """Whether `text` may be written to memory, why not, and a copy safe to audit or log."""
    cleaned, invisible = _strip_invisible(text)
    nfkc = unicodedata.normalize("NFKC", cleaned)
    norm = _normalize(nfkc)
    reasons: set[str] = set()
    if invisible:
        reasons.add(INVISIBLE_UNICODE)
    if _INJECTION_RX.search(norm):
        reasons.add(PROMPT_INJECTION)
    else:
        squashed = _NOT_ALNUM.sub("", norm)
        if _SQUASHED_RX.search(squashed) or _SQUASHED_RX.search(
            _NOT_ALNUM.sub("", norm.translate(_LEET))
        ):
            reasons.add(PROMPT_INJECTION)
    if _ROLE_RX.search(norm):
        reasons.add(ROLE_IMITATION)
    kinds = _secret_kinds(nfkc)
    reasons |= kinds
    redacted = _redact(cleaned, nfkc) if kinds else cleaned
    if not reasons:
        redacted = text
    return SafetyVerdict(
        allowed=not reasons,
        reasons=tuple(sorted(reasons, key=_ORDER.__getitem__)),
        redacted=redacted,
    )
