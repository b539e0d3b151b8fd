"""What every match of a costly override row contains (its `near`, rule.py), as vocabulary
tables (zh and en).

Text without one of these words skips the row: one scan instead of a row tried at every
position. The concepts the rows are made of are the tables of override/vocab.py.
"""

from __future__ import annotations

EN_STOP_VERB = r"\b(?:stop|quit|cease|no more|enough|give up|lay off|knock off|cut out)\b"
EN_DIAL_NOUN = (
    r"\b(?:caution|carefulness|cautiousness|strictness|scruples|safety instincts?|level|settings?"
    r"|bar|threshold|rules|restrictions|guidelines|guardrails|filters|limits|policies"
    r"|safeguards|moderation)\b"
)
EN_RULE_NOUN = (
    r"\b(?:rulebooks?|rules|guidelines|restrictions|filters|guardrails|limits|policies|policy)\b"
)
EN_USUAL_WORD = (
    r"\b(?:usual|standard|normal|regular|default|built-in|baked-in|customary|ordinary)\b"
)
EN_MAKER_WORD = (
    r"\b(?:company|companies|developers?|makers?|creators?|vendors?|platform|builders?"
    r"|trainers?|openai|anthropic|lab)\b"
)
EN_OTHER_PEOPLE = (
    r"\bfor (?:other people|others|everyone else|other users|the (?:general )?public"
    r"|normal users|regular users|average users|other accounts)\b"
)
EN_CLASH = (
    r"\b(?:clash|clashes|conflict|conflicts|disagree|disagrees|contradict|contradicts|collide"
    r"|collides|differ|differs)\b"
)
ZH_STOP_NEAR = (
    r"(?:别|不要|不用|不必|无需|用不着|甭|不许|不准|不需要|不(?:要|会)?再?(?:拒绝我|说不))"
)
ZH_RANK_NEAR = (
    r"(?:冲突|矛盾|打架|抵触|不一致|相悖|优先|凌驾|高于|大于|压过|盖过|服从|让位|低于|次于|排在|比"
    r"|说了算|听我的|以我为准|我说的算|我说的才算)"
)
ZH_EXEMPT_NEAR = r"(?:无需|不需要|不用|不必|免于|不再|单列|剔除|排除|移出|除外|豁免|拿出来)"
ZH_FOR_ME_NEAR = r"(?:对我|对本账号|在我这|跟我|管我|审我|拦我|过滤我)"
# Plain words (a regex that starts with a word is scanned fast; one that starts with an optional
# group is tried at every position): what every match of EN_ADDED_CAUTION, EN_FOR_GOOD (or
# "always"), ZH_ADDED_CAUTION, ZH_NO_LIMITS and the exempting keys contains.
EN_ADDED_WORD = (
    r"\b(?:warnings?|disclaimers?|caveats?|hedging|lectures?|lecturing|sermons?|speeches"
    r"|reminders?|notes?|talks?|spiels?|preaching|moraliz(?:ing|e)|moralis(?:ing|e)|refusals?"
    r"|checks?|stuff|pearl-clutching|help with)\b"
)
EN_FOR_GOOD_WORD = (
    r"\b(?:now|here|today|tomorrow|next|forever|ever|permanently|good|forward|henceforth"
    r"|hereafter|starting|all|every|each|any|future|long|until|again|rest|always|coming)\b"
)
ZH_ADDED_WORD = r"(?:免责|风险|安全|说教|警告|劝阻|劝告|拒绝的话|我不能|我无法|help with)"
ZH_NO_LIMITS_WORD = (
    r"(?:百无禁忌|禁区|不能|尺度|不受|限制|约束|审核|审查|红线|不设|肆无忌惮|口无遮拦|什么都|想说什么|开绿灯"
    r"|设防|设限|有问必答|我问|打码)"
)
EXEMPT_KEY_WORD = (
    r"(?:exempt|bypass|override|overridden|waive|waiver|免审|免过滤|豁免|跳过审核|免于审核)"
)
