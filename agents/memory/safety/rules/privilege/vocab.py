"""The ranks, waived checks and other people's memory that the privilege rows read (zh and en)."""

from __future__ import annotations

__all__ = [
    "EN_CHECKS_WAIVED",
    "EN_CLAIM",
    "EN_MINOR_SAFETY",
    "EN_OTHERS",
    "EN_SOMEONES_CHATS",
    "EN_STORED",
    "EN_TOUCH",
    "ZH_CHECKS_WAIVED",
    "ZH_CLAIM",
    "ZH_MINOR_SAFETY",
    "ZH_OTHERS",
    "ZH_STORED",
    "ZH_TOUCH",
]

# A rank over the assistant or its deployment, or a standing that needs no checks.
_EN_RANK = (
    r"(?:(?:workspace|platform|system|tenant|global|super|org|organi[sz]ation|instance) ?"
    r"admin(?:istrator)?|superuser|super-user|root (?:access|user|privileges?|rights)"
    r"|sudo (?:access|rights)|(?:the )?(?:owner|operator) of (?:this|the|your)"
    r" (?:deployment|workspace|assistant|platform|bot|instance|tenant)"
    r"|own (?:this|the|your) (?:deployment|workspace|assistant|platform|bot|instance|tenant)"
    r"|(?:one of )?(?:the |your )?(?:assistant'?s |bot'?s )?developers? (?:of (?:this|the|your)"
    r" (?:assistant|bot|platform)|with (?:full|admin|root) (?:clearance|access|rights))"
    r"|one of (?:the |your )?(?:assistant'?s |bot'?s )?developers|(?:the|your) developer"
    r"|(?:the |a )?(?:admin|administrator|developer|operator|owner|moderator|superuser) here"
    r"|(?:the |a )?platform moderator|full clearance|(?:security )?auditor cleared"
    r"|cleared to bypass|exempt from (?:the |your |all )?(?:polic(?:y|ies)|rules|checks)"
    r"|already verified|pre-?verified|verified (?:admin|owner|developer|user)"
    r"|(?:workspace|the) admin|your (?:admin|superuser|owner|operator|developer))"
)
# … claimed of the person: "I'm the workspace admin", "I own this deployment", "role=superuser".
EN_CLAIM = (
    rf"(?:\bi(?:'m| am)(?: now)?\b[^.!?\n;]{{0,16}}?\b{_EN_RANK}|\bi {_EN_RANK}"
    rf"|\bi have {_EN_RANK}|\b(?:role|rank|access(?:_level)?|permissions?) ?[=:] ?"
    r"(?:admin(?:istrator)?|superuser|root|owner|developer|operator|god)\b)"
)
# The assistant's checks on the person waived: "you never need to verify me again", "so
# permission prompts can be skipped for me", "no need to authenticate me", "the usual
# restrictions don't apply to me".
_EN_CHECK = (
    r"(?:permission|verification|confirmation|security|identity|auth(?:entication|orization)?"
    r"|approval|policy) (?:prompts?|checks?|steps?|questions?|requests?)"
)
EN_CHECKS_WAIVED = (
    r"(?:\b(?:you )?(?:never|don'?t|do not|no longer|won'?t|shouldn'?t) (?:need|have) to"
    r" (?:re-?)?(?:verify|authenticate|check|confirm|question) (?:me|my (?:identity|requests?"
    r"|permissions?|access))"
    r"|\bno need to (?:re-?)?(?:verify|authenticate|check|confirm) (?:me|my identity)"
    r"|\bnever (?:re-?)?(?:verify|authenticate|question) me"
    rf"|\b{_EN_CHECK} (?:can|should|may|will|are to)? ?(?:be )?(?:skipped|waived|dropped"
    r"|bypassed|turned off|disabled|lifted)"
    rf"|\b(?:skip|waive|drop|bypass) (?:the |all |any |every )?{_EN_CHECK}"
    r" (?:for me|with me|when i ask)"
    r"|\b(?:don'?t|do not|never|stop) (?:ask(?:ing)?|prompt(?:ing)?) me (?:for (?:permission"
    r"|verification|confirmation|approval)|to (?:confirm|verify|authenticate))"
    r"|\bthe usual (?:limits|restrictions|rules|checks) (?:don'?t|do not|no longer) apply to me)"
)

# Other people's stored memory, profiles or chats (English).
EN_OTHERS = (
    r"(?:(?:the |all (?:the )?)?other (?:users?|accounts?|people|members?|customers?|tenants?"
    r"|workspaces?|persons?)'?s?|every(?:one|body) else'?s|(?:the )?rest of the users'?"
    r"|all (?:the )?users'|(?:every|each|any) other (?:user|account|person|member)'?s?"
    r"|other people'?s|someone else'?s|another (?:user|person|account)'?s)"
)
EN_STORED = (
    r"(?:(?:stored |saved |remembered )?(?:memories|memory|profiles?|chat (?:history|histories"
    r"|logs?)|conversations?|personal data|data|records))"
)
# … wiped, changed or handed over.
EN_TOUCH = (
    r"(?:delete|erase|remove|wipe|clear|purge|overwrite|edit|rewrite|read|show|send|forward"
    r"|export|dump|copy|leak|hand over|give me)"
)

# A rank claimed of the person (Chinese): 我是这个工作区的管理员, 角色=开发者, 我有root权限.
_ZH_RANK = (
    r"(?:管理员|超级用户|超管|root权限|最高权限|全部权限|所有权限|超级权限|所有者|拥有者|开发者|运营方"
    r"|版主|审核员|已验证|验证过|已认证|认证过)"
)
ZH_CLAIM = (
    rf"(?:我是|我就是|我有|我拥有|我已经?是|本人是)[^。！？\n；;]{{0,16}}?{_ZH_RANK}"
    rf"|(?:角色|身份|权限|已验证)\s*[=：:]\s*{_ZH_RANK}"
)
# The assistant's checks on the person waived (Chinese): 以后不用再验证, 不要再向我要权限确认,
# 平常的限制对我都免了.
ZH_CHECKS_WAIVED = (
    r"(?:(?:不用|不必|无需|别|不要|用不着|不需要)再?(?:验证|核实|确认|校验|认证)(?:我|身份|我的身份)?"
    r"|(?:不用|不必|无需|别|不要|用不着|不需要)再?(?:向我|问我|跟我)要?(?:权限确认|权限|确认|验证)"
    r"|(?:平常|平时|通常|常规|一般|所有|任何)的?(?:限制|规则|检查|审核|验证|规矩)对我(?:都|也)?"
    r"(?:免了|不适用|无效|不算|不管用|取消)"
    r"|(?:权限确认|身份验证|验证步骤|安全检查|权限检查)(?:对我)?(?:都|一律)?(?:可以)?(?:跳过|免了|省了|免掉))"
)
# Other people's stored memory (Chinese).
ZH_OTHERS = (
    r"(?:别人|他人|其他人|其它人|其他用户|其它用户|别的用户|别的账号|其他账号|其它账号|别的账户|其他账户"
    r"|其他成员|别的成员|其他会员|所有人|别的人)"
)
ZH_STORED = r"(?:存的|保存的|留下的|的)*(?:记忆|档案|资料|数据|聊天记录|对话记录|个人信息)"
ZH_TOUCH = (
    r"(?:删掉?|删除|清除|清空|清掉|抹掉|抹去|擦掉|改掉|修改|覆盖|查看|读取|导出|调出|发给我|拿给我)"
)

# What keeps a child safe in the assistant's chats, and whose chats: "the age restrictions on my
# son's chats", "the child-safety rules on my daughter's account".
EN_MINOR_SAFETY = (
    r"(?:age (?:restrictions?|limits?|checks?|verification|gates?)|(?:child|kid|teen|minor|youth)"
    r"(?:[- ]safety)? (?:rules|settings|filters?|protections?|mode|restrictions)"
    r"|(?:child|kid|teen|minor|youth)[- ]safety|minor protections?|parental (?:controls?|filters?))"
)
EN_SOMEONES_CHATS = (
    r"(?:on|for|in|from) (?:my|his|her|their) [^.!?\n]{0,30}?(?:chats?|conversations?|account"
    r"|sessions?|questions)"
)
ZH_MINOR_SAFETY = (
    r"(?:未成年人?保护(?:规则|模式|机制)?|年龄限制|青少年模式|儿童保护(?:规则|模式)?|防沉迷)"
)
