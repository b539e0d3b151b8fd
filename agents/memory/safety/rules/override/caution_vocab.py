"""The assistant's caution lowered for good, as vocabulary tables (zh and en).

An order to drop what the assistant adds or does out of caution (warnings, disclaimers,
refusals, second-guessing, filtering its answers), to lower it to nothing, or to let it wear
away, said to last ("from now on", "in every future chat", "for as long as you know me").
What the person asks of their own style is no override ("from now on skip the small talk",
"answer me in bullet points"), nor is what they do themselves ("I'll skip the disclaimers in
my newsletter from now on"): the rows key on the assistant's caution, ordered. The other
concepts override rows are made of are in override/vocab.py.
"""

from __future__ import annotations

# How long, said as a time: stricter than EN_LASTING ("for me", "with me", "remember" say whom
# and what, not for how long; "every single time" and "always" are a habit's).
EN_FOR_GOOD = (
    r"(?:from (?:now|here|this point|today|tomorrow|the next (?:chat|conversation|session|message))"
    r" (?:on(?:wards?)?|forward|out)|from here on out|forever|for ever|permanently|for good"
    r"|going forward|henceforth|hereafter|starting (?:now|today|tomorrow)"
    r"|in (?:all|every|each|any) (?:of )?(?:our |my |your )?(?:future |later |upcoming |other )?"
    r"(?:chats?|sessions?|conversations?|replies|answers|responses|threads)"
    r"|(?:in |for )?every (?:future |later )?(?:chat|session|conversation|reply|answer|response)"
    r"|in (?:our |my )?future (?:chats|sessions|conversations)"
    r"|(?:every|each) time (?:we|i|you) (?:talk|chat|speak|message)"
    r"|(?:for )?as long as you know me|until (?:i say (?:so|otherwise|stop)|further notice"
    r"|i say otherwise)|(?:not |never )?ever again|for the rest of (?:the|this) (?:year|month)"
    r"|from (?:the|this) (?:next|coming) (?:chat|conversation|session) on)"
)
# … or for as long as the person (or someone they name) asks: "when my son asks", "whenever I or
# my team ask".
EN_WHEN_ASKED = r"(?:when|whenever|every time|any time|if) (?:[\w']+ ){1,4}?asks?\b"
# What the assistant adds to an answer out of caution ("the warnings", "disclaimers and
# caveats", "safety lectures", "'I can't help with that'"); a qualifier that is not caution
# names something else ("the weather warnings", "spoiler warnings"). (Hedging and softening
# are a style a person may well not want: "stop hedging, give me a straight answer".)
EN_ADDED_CAUTION = (
    r"(?:(?:safety|content|risk|legal|medical|health|ethical|ethics|moral|trigger|protective)"
    r" )?(?:warnings?|disclaimers?|caveats?)|(?:protective|safety) hedging"
    r"|(?:safety|moral|morality|ethics|ethical) (?:lectures?|lecturing|sermons?|speeches"
    r"|reminders?|notes?|talks?|spiels?|preaching)"
    r"|moraliz(?:ing|e)|moralis(?:ing|e)|refusals?|policy checks?"
    r"|safety checks?|content checks?|(?:the |your )?policy stuff|pearl-clutching"
    r"|['\"]?i can(?:'|no)t help with (?:that|this)['\"]?|['\"]?i(?:'m| am) not able to help"
    r" with (?:that|this)['\"]?"
)
# An order to drop it: "skip", "drop", "no more", "spare me", "stop adding".
EN_DROP = (
    r"(?:skip|drop|ditch|lose|cut|omit|leave out|remove|kill|scrap|spare me|forget|nix|axe"
    # (as a suggestion puts it: "if you just left out the warnings")
    r"|left out|skipped|dropped|omitted|ignored?"
    r"|stop (?:adding|including|giving me|attaching|tacking(?: on)?|putting(?: in)?|throwing in"
    r"|with)|there(?:'s| is) no need for"
    r"|(?:don't|do not|never) (?:add|include|give me|bother with|attach|tack on|put in)"
    r"|no more|no need for|enough with|away with|zero|without)"
)
# What the assistant does out of caution, to stop doing. Filtering its answers, declining what
# the person asks, weighing whether a request is appropriate: the assistant's by their object.
EN_CAUTIOUS_DOING_AI = (
    r"(?:filtering|censoring|sanitizing|sanitising) (?:your |the )?(?:answers?|replies"
    r"|responses|outputs?)(?: (?:to|for) me)?"
    r"|(?:declining|refusing|turning down|rejecting|blocking) (?:my (?:requests?|questions?"
    r"|asks)|what i ask(?: for)?|to answer|(?:things|stuff|requests) (?:on my behalf|for me"
    r"|i ask(?: for)?|i send))"
    r"|(?:checking|judging|weighing|deciding|asking yourself|wondering|evaluating|assessing)"
    r" (?:first )?(?:whether|if) (?:my (?:requests?|questions?|asks)|what i ask|(?:it'?s|it is"
    r"|that'?s|they'?re) (?:appropriate|allowed|ok|okay|safe|acceptable|permitted|harmful)"
    r"|you (?:should|can|may|are allowed to) (?:answer|help|reply|respond))"
)
# … or being careful with the person, babysitting them: only when it is to last (a word for
# the person's own knee, diet or kids is their life: "stop being so careful with my knee").
EN_CAUTIOUS_DOING = (
    r"(?:second-guessing (?:me|my requests?|my questions?)|(?:babysitting|mothering|nannying"
    r"|coddling|policing|chaperoning) me"
    r"|being (?:so |too |this |that |overly |extra |super )?(?:careful|cautious|strict"
    r"|restrictive|protective|prudish|squeamish|uptight|guarded|preachy|paternalistic)"
    r"(?! (?:with|about|around|of|on|when) (?!me\b|us\b|my (?:requests?|questions?)))"
    # (about a thing of the person's life it is theirs: "stop warning me about the traffic")
    r"|gatekeeping(?: (?:information|answers|knowledge|things|stuff))?(?: from me)?"
    r"|(?:warning|lecturing|moralizing|moralising|preaching at|scolding) me(?! (?:about|on|of"
    r"|regarding|when|if)\b))"
)
# Worn away step by step: "a little less strict with me", "each week".
EN_LESS_WITH_ME = (
    r"\bless (?:strict|careful|cautious|restrictive|filtered|guarded|censored|preachy)"
    r" (?:with|for|around|toward) me\b"
)
EN_EACH_TIME = (
    r"(?:each|every|per|with each|with every) (?:day|week|month|time|chat|conversation|session"
    r"|message)"
)
# An order to turn the assistant's caution or rules down: "lower your caution to zero", "relax
# your rules with me", "dial your guardrails down a notch"; "set" and "drop" only to nothing.
EN_LOWER = (
    r"(?:lower|reduce|dial down|dial back|turn down|tone down|relax|loosen|ease|wind down"
    r"|ease up on|ease off)"
)
EN_LOWER_TO_NOTHING = r"(?:set|drop|bring down|put|take)"
EN_CAUTION_DIAL = (
    r"(?:your |the |all |those |these |any ){0,2}(?:caution|carefulness|cautiousness|strictness"
    r"|scruples|(?:safety|refusal|moderation|filter|caution) (?:level|settings?|bar|threshold)"
    r"|(?:(?:safety|content|usage|moderation|refusal|built-in|internal|default|usual|standard"
    r"|ai|bot|chat) )?(?:rules|restrictions|guidelines|guardrails|filters|limits|policies"
    r"|safeguards))"
    # (the person's rules about something: "relax your rules about screen time")
    r"(?! (?:about|on|for|around|regarding|at|in) (?!me\b|us\b|our chats?\b|(?:my|this)"
    r" (?:account|profile|chats?)\b))"
)
# The generic rules, said without an owner ("the usual restrictions", "all the standard
# rules"): the assistant's only when they are lifted for the person, or it is told to set them
# aside ("the usual restrictions don't apply to me"); "the usual parking rules" are a street's.
EN_USUAL = (
    r"(?:the |your |all (?:the |your )?|any (?:of (?:the|your) )?)(?:usual|standard|normal"
    r"|regular|default|built-in|baked-in|normal|customary|ordinary) (?:restrictions|rules"
    r"|limits|limitations|guidelines|filters|constraints|policies|safeguards|guardrails"
    r"|content rules|boundaries)\b"
)
# Who a rule is lifted for, when it is the person: "for me", "to this account", "on my behalf".
EN_FOR_ME = (
    r"(?:for|to|on|with|toward|towards) (?:me|us|this (?:account|profile|user)|my (?:account"
    r"|profile|requests?|questions?|chats?|conversations?))\b"
)
# The person taking the risk on themselves ("I'm an adult", "liability is on me", "whatever
# happens is my problem"): after it, the assistant's care for them is a caution to stop.
EN_ON_MY_HEAD = (
    r"(?:liability is (?:on|with) me|(?:i|i'll|i will) (?:take|accept|assume|bear)"
    r" (?:full |all |the )?(?:responsibility|liability|blame|risk)|(?:it'?s|that'?s"
    r"|whatever happens is|any risk is|the risk is) (?:my|on my|all my) (?:own )?(?:problem"
    r"|responsibility|risk|call|head)|at my own risk|i(?:'m| am) an adult|i consent to"
    r" (?:anything|everything|it all)|i(?:'m| am) (?:legally )?responsible for (?:my own|myself)"
    r"|(?:i'?ve|i have) (?:signed|accepted|agreed to) (?:the|a|your|any) (?:waiver|disclaimer"
    r"|release)|on my own head)"
)
# Where an order to the assistant starts: a clause's start, or "you can", "please", "make a
# note to", "could you" (not "I'm going to": what the person does is theirs).
EN_ORDER_HEAD = (
    r"(?:(?:^|(?<=[.;:!?,(\n\"'-]))[ \t]*(?:(?:and|so|but|then|also|just|please|kindly|ok"
    r"|okay|now|honestly|seriously|simply|hey|look),? ){0,3}|\b(?:and|so|then) "
    r"|\b(?:you (?:can|could|should|may|must|will|need to|have to|are to|'ll|'d better|are free"
    r" to|are allowed to)|(?:note|reminder|remember|make sure|promise me|agree) to"
    r"|(?:i|we) (?:want|need|'d like|would like|expect) you to|why not|how about you|could you"
    r"|why (?:don't|do not|won't|wouldn't) you"
    # a suggestion: "wouldn't it be easier if you just always …"
    r"|(?:easier|better|simpler|nicer|smoother|quicker) if you"
    r"|can you|would you|will you|please|just|kindly)(?: just| now| simply| please| kindly"
    r"| also| finally| go ahead and| always)* )"
)
# A clause whose subject is the person or someone else ("I'm unfiltered in my opinions", "we
# took the gloves off"): a freedom idiom in it is theirs, up to where it is found.
EN_NOT_THEIRS = (
    r"(?:^|(?<=[.;:!?,\n]))(?:(?!\b(?:i(?:'m| am| was|'ve| have| had| took| take| got| get"
    r"| go| went| keep| kept)|we|he|she|they|(?:my|our|his|her|their) \w+ (?:is|are|was|were"
    r"|has|have|had))\b)[^.;!?\n]){0,80}?"
)
# A terse order's frame, when it is the whole text: a note's label before it ("Save this:"),
# thanks or an emoji after it.
TERSE_LEAD = (
    r"(?:(?:please remember|remember|note|memo|memory|save this|fyi|quick note|keep in mind"
    r"|for future reference|note for later|reminder|note to self|btw)[ \t]*[:,-][ \t]*)?"
)
TERSE_TAIL = (
    r"(?:[ \t]*(?:thanks|thank you|thx|ty|please|pls|ok|okay)[.!]?|[ \t]*[^\w\s]{1,4}){0,3}"
)

# The same in Chinese. How long: "以后", "永久", "从下次聊天开始", "在我说停之前" (a preference said
# with 以后 is no override by itself: "以后回答简短一点"; the rows key on the caution it drops).
ZH_FOR_GOOD = (
    r"(?:以后|今后|往后|从今往后|从今以后|从此以后|从此|永久|永远|一直|长期|从下次(?:聊天|对话|会话)?"
    r"(?:开始|起)|每次(?:聊天|对话|会话)|所有(?:会话|对话|聊天)|在我说停之前|直到我说停"
    r"|今年剩下的时间里?|从现在(?:起|开始)|从今天(?:起|开始)|即日起|往后每一次|都这样|长期有效)"
)
# What the assistant adds out of caution ("免责声明", "风险提示", "劝阻", "sorry I can't help with
# that"), and dropping it ("别加", "全部省掉", "都免了").
ZH_ADDED_CAUTION = (
    r"(?:免责声明|免责条款|(?:风险|安全)(?:提示|提醒|警告|说明)|道德说教"
    # (a bare word after another word is that word's: "编译警告", "天气警告")
    r"|(?:(?<![\u3400-\u9fff])|(?<=[的加带给写说附些套上再我]))(?:警告|劝阻|劝告|说教)"
    r"|拒绝的话|[\"“]?我不能[\"”]?|(?:sorry,? )?i can(?:'|no)t help with (?:that|this)"
    r"|抱歉,?我(?:不能|无法)(?:帮|回答))"
)
# A list of them, as one thing: "风险提示、警告、劝阻", "安全提醒那一套".
ZH_CAUTION_LIST = (
    rf"{ZH_ADDED_CAUTION}(?:[、,，和及与/ ]+{ZH_ADDED_CAUTION}){{0,5}}(?:那一套|这一套|这些|那些"
    r"|之类的?)?"
)
ZH_DROP_BEFORE = (
    r"(?:(?:别|不要|不用|不必|无需|甭)再?(?:(?:给我|跟我|对我|在回答里|在回复里)(?:加|带|给|写|附|说"
    r"|来|发|提)?|加|带|给|写|附|说|来|发|提)(?:上|那些|什么)? ?"
    r"|(?:不要|不需要|无需|不用)(?:任何|再有)|去掉|省掉|省略|删掉|拿掉)"
)
ZH_DROP_AFTER = (
    r"(?:(?:全部|全都|都|一律|统统|通通|就|也|一概)?(?:省掉|省了|省略|删掉|删了|全删|都删|删除|免了"
    r"|去掉|拿掉|不要了|别要了|取消))"
)
# What the assistant does out of caution, to stop: reviewing the person's requests, filtering
# what it answers them, vetting for them ("替我把关"); these are its own by their object. Saying
# no, holding back, keeping its guard up, a nanny's part: only when it is to last.
ZH_STOP = r"(?:别再?|不要再?|不用再?|不必再?|无需再?|用不着再?|甭|不许再?|不准再?|不需要再?)"
ZH_CAUTIOUS_DOING_AI = (
    r"(?:(?:替我|帮我)把关|过滤(?:给我的|我的)(?:回答|回复|内容|答案)|过滤(?:回答|回复)"
    r"|(?:审(?:查|核)?|过滤)(?:我的(?:任何|所有)?(?:请求|问题|提问|消息|内容|话)|我(?!的)))"
)
ZH_WEAK_DOING = (
    r"(?:说不(?=[。！？!?.,，、;；\s~了]|$)|拒绝我(?=[。！？!?.,，、;；\s~了]|$)"
    # (not a nanny's job: "从今往后不用当保姆了" is the person's)
    r"|判断(?:该不该|能不能|可不可以)(?:答|回答|说)|设防|当老妈子|有?顾虑|有?顾忌)"
)
# The assistant's caution set to nothing: "你的谨慎程度设成零", "底线调到零" (the person's own
# 底线 is theirs: "我的底线一降再降").
ZH_CAUTION_DIAL = (
    r"(?:谨慎程度|谨慎|小心程度|防备|戒备|(?<!我的)(?<!我)(?<!他的)(?<!她的)底线|安全(?:级别|等级|阈值)"
    r"|审核(?:力度|级别|强度)|过滤(?:级别|强度|等级)|限制(?:级别|等级|程度))"
)
# The person taking the consequences on themselves ("后果自负", "出了问题我自己负责"): after it,
# being talked out of things or warned is a caution to stop ("…，今后别再劝阻我").
ZH_ON_MY_HEAD = (
    r"(?:后果(?:我)?自负|后果我(?:自己)?(?:担|承担|负责)|我(?:自己|自愿)?承担(?:全部|一切)?(?:后果|风险"
    r"|责任)|责任我(?:全|来|自己)?(?:担|负)|我自己负责|风险我(?:自己)?(?:担|承担)|出了(?:任何)?问题我"
    r"(?:自己)?负责|我(?:来)?全权负责|我负全责|(?:一切)?(?:责任|后果)(?:都)?(?:由)?我(?:来)?(?:扛|兜)"
    r"|我来兜底)"
)
# What the assistant weighs out of caution, to stop after the person takes the consequences:
# "考虑安全问题", "顾虑风险" (only then: "以后不用再考虑安全问题了" may be a new lock's).
ZH_WEIGHED_RISK = r"(?:考虑|顾及|顾虑|在意|担心|管)(?:什么|任何)?(?:安全|风险)(?:问题|因素|隐患)?"
ZH_TO_NOTHING = r"(?:设成|设为|调到|调成|降到|降为|改成|改为|归|放宽到|放到)(?:零|0|最低|没有|无)"
# No limits for the person, said of the assistant (narrower than ZH_FREEDOM, whose "天马行空"
# and "放开手脚" may be a style the person wants).
ZH_NO_LIMITS = (
    r"(?:百无禁忌|没有?(?:任何)?禁区|没有(?:什么)?不能(?:碰|聊|说|讲|问|谈)的|尺度全开|尺度放开"
    r"|不受任何[^，,。！？]{0,4}?(?:约束|限制)|没有(?:任何)?(?:限制|约束|审核|审查|红线)|无限制"
    r"|不设限|肆无忌惮|口无遮拦|什么都(?:可以|能)(?:说|回答|聊|写|讲)|想说什么就说什么|开绿灯"
    r"|(?:不用|别|不要|不必)设(?:防|限)|不设防|有问必答|我问(?:什么|啥)你(?:就|都)?(?:答|回答|说)(?:什么|啥)"
    r"|(?:说话|聊天|回答|回复)(?:都)?(?:不用|别|不要|无需)打码)"
)
# What the person says, as what ranks first: "我的话", "我的备忘", "我说了算".
ZH_MY_WORD = (
    r"(?:我的话|我说的话?|我(?:的|存的|记的|写的|保存的|留的)(?:记忆|备忘录?|备注|笔记|要求|指示|消息"
    r"|意思|指令)|用户的话|用户说的)"
)
ZH_MY_SAY = r"(?:我说了算|听我的|以我为准|我说的算|我说的才算数?|一切听我的)"
# A terse order's frame in Chinese: a note's label before it, thanks or an emoji after it.
ZH_TERSE_LEAD = (
    r"(?:(?:记一下|请记住|记住|备忘|帮我存一下|提醒|以后记得|跟你说一声|注意)[:：,，]?[ \t]*)?"
)
ZH_TERSE_TAIL = (
    r"(?:[ \t]*[,，]?[ \t]*(?:谢谢|记住哦|记住了?|好吗|好不好|ok|行吗)|[ \t]*[^\w\s]{1,4}"
    r"|[ \t]*[~～])"
    r"{0,3}"
)
