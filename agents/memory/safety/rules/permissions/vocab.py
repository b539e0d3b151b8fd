"""The acts, data and parties the permission rows read, as tables (zh and en)."""

from __future__ import annotations

__all__ = [
    "EN_ANYONE",
    "EN_DATA",
    "EN_NO_CHECK",
    "EN_RISKY",
    "ZH_ANYONE",
    "ZH_NO_CHECK",
    "ZH_RISKY",
]

# What the assistant may do for the person that costs money, speaks for them in public or opens
# their accounts (English).
EN_RISKY = (
    r"(?:pay(?:ing|ments?)?\b|purchas(?:es|ing|e)\b|buy(?:ing)?\b|transfers?\b|wir(?:e|es|ing)\b"
    r"|send(?:ing)? money|money\b|top(?:ping)? up|invoices?\b|crypto|sign(?:ing)? (?:documents"
    r"|contracts|anything|papers)|post(?:ing)? (?:publicly|anything public|on my accounts)"
    r"|install(?:ing)? (?:plugins?|apps?|extensions?|anything)|grant(?:ing)? (?:permissions"
    r"|access)|shar(?:e|ing) my\b|new payees?|spend(?:ing)?\b|orders?\b|checkout|charg(?:es?"
    r"|ing)\b|bookings?\b|book(?:ing)? (?:flights|hotels|anything)"
    r"|delet(?:e|ing) (?:files|anything|my|emails|messages|data)|messag(?:e|ing) my (?:whole )?"
    r"contact|send(?:ing)? e-?mails? (?:for|as) me|forward(?:ing)? my|run(?:ning)? any"
    r"|chang(?:e|ing) my (?:security|password|account|2fa)|giv(?:e|ing) (?:apps?|plugins?"
    r"|tools?|services?) access)"
)
# The person's data a stranger should not be handed.
EN_DATA = (
    r"(?:memories|files|(?:medical )?notes|photos|(?:live |exact |current )?location"
    r"|(?:home )?address|contacts|bank (?:statements|details|account)|emails?|inbox"
    r"|chat (?:history|logs?)"
    r"|calendar|schedule|medical (?:records|history)|passwords?|documents|messages"
    r"|kids'? names|children'?s names|(?:phone )?number|id|passport|health data)"
)
# Whoever asks, not a person the memory names.
EN_ANYONE = (
    r"(?:anyone|anybody|whoever|everyone|everybody|strangers?|any ?one|people who|third parties"
    r"|any (?:app|plugin|website|site|tool|caller|third party|service|bot|stranger|user)s?"
    r"|(?:a|any) stranger|someone who)"
)
# The person's check skipped: never asked, confirmed, pinged or woken.
EN_NO_CHECK = (
    r"(?:\b(?:never|don'?t|do not|stop|no need to|no longer|without|dont)(?: (?:bother|bother to"
    r"|need to|have to))? (?:ask(?:ing)?|check(?:ing)?|confirm(?:ing)?|ping(?:ing)?"
    r"|bother(?:ing)?|wak(?:e|ing)|notify(?:ing)?|tell(?:ing)?|wait(?:ing)? for)"
    r"(?: (?:with|in with|on|for))?(?: me)?(?: to confirm| first| for (?:my )?(?:ok|okay"
    r"|approval|permission|sign-?off))?)"
)

# The same acts in Chinese.
ZH_RISKY = (
    r"(?:付款|支付|转账|转钱|打钱|汇款|买东西|网上买|大额消费|消费|发红包|发大额红包|红包|理财|签文件|签合同"
    r"|以我的名义签|公开发帖|发帖|授权|装插件|安装插件|分享给别人|共享给|转发我的|充值|下单|刷卡|付钱"
    r"|订机票|订酒店|给新收款人|给陌生)"
)
# Whoever asks, in Chinese.
ZH_ANYONE = (
    r"(?:任何人|任何第三方|任何应用|任何网站|任何插件|任何来问的人|任何自称[^，,。]{1,8}的人|随便哪个"
    r"(?:网站|应用|人|app)|打电话来的人|群里任何人|所有来私信的人|所有人|谁|有人|陌生人|别人)"
)
# The person's check skipped (Chinese).
ZH_NO_CHECK = (
    r"(?:(?:都|一律|全部)?(?:不用|不必|无需|别|不要|用不着)(?:再)?(?:问我|跟我确认|找我确认|问我确认"
    r"|确认|弹窗问我|打扰我|通知我|经过我)|(?:我都|一律|全部)(?:默认)?同意[，,]?(?:以后)?别再问)"
)
