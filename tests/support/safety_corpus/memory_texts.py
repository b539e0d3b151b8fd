"""What the service itself stores as memory, generated: entity names and descriptions, relation
notes and item contents, in English and Chinese, first and third person.

The authors' benign texts are things a person says (facts, preferences, habits); the memory
graph stores something else, short names and noun-phrase descriptions ("my manager since the
March reorg; head of platform engineering", "用户的大学室友，在深圳做产品经理"), read one
string at a time as the graph's `gate_value` reads them. The rules may be tuned on the tuning half;
the held-back half draws on other slot values (other people, places, employers, jobs, tools and
projects) and is only measured (tests/unit/safety/test_safety_memory_texts.py).

Texts come from templates x slot values (templates.py): `texts("tuning")` and `texts("held")`.
"""

from __future__ import annotations

from functools import cache

from tests.support.safety_corpus.templates import expand

HALVES = ("tuning", "held")
PER_TEMPLATE = 40

# fmt: off
# Slot values that differ between the halves: who, where, which employer, job, tool and project.
_SPLIT: dict[str, tuple[list[str], list[str]]] = {
    "first": (["Megan", "Tom", "Priya", "Carlos", "Jonas", "Fatima", "Kenji", "Olga", "Sam",
               "Lucy", "Marco", "Aisha", "Ben", "Ingrid", "Diego", "Hannah"],
              ["Rosa", "Felix", "Anika", "Mateo", "Yuki", "Omar", "Greta", "Liam", "Sofia",
               "Tariq", "Elena", "Niall", "Chloe", "Ravi", "Petra", "Hugo"]),
    "last": (["Clarke", "Nair", "Schneider", "Hoffmann", "Brooks", "Patel", "Turner", "Kowalski",
              "Okafor", "Lindqvist"],
             ["Moreau", "Tanaka", "Fischer", "Haddad", "O'Brien", "Novak", "Ferreira", "Kim",
              "Andersen", "Rossi"]),
    "zh_name": (["李伟", "王芳", "张敏", "刘洋", "陈静", "赵磊", "周婷", "孙浩", "林晓", "何军"],
                ["黄磊", "吴倩", "郑凯", "马丽", "胡斌", "郭琳", "罗杰", "高原", "宋雨", "谢峰"]),
    "zh_short": (["小王", "老李", "阿强", "小赵", "周姐", "林老师"],
                 ["小陈", "老张", "阿芳", "小刘", "吴哥", "王老师"]),
    "city": (["Munich", "Berlin", "Austin", "Lyon", "Osaka", "Toronto", "Leeds", "Stockholm"],
             ["Lisbon", "Denver", "Krakow", "Seoul", "Dublin", "Valencia", "Nagoya", "Perth"]),
    "zh_city": (["杭州", "成都", "深圳", "南京", "西安", "厦门"],
                ["苏州", "重庆", "广州", "天津", "昆明", "大连"]),
    "org": (["Northwind Logistics", "Contoso Bank", "Fabrikam", "Globex", "Initech",
             "Umbrella Health", "Blue Yonder Labs", "Acme Robotics"],
            ["Tailspin Toys", "Wingtip Travel", "Litware", "Proseware", "Adatum",
             "Lucerne Publishing", "Margie's Travel", "Coho Vineyard"]),
    "zh_org": (["字节跳动", "招商银行", "华为", "美团", "中信证券", "一家创业公司"],
               ["阿里巴巴", "平安保险", "小米", "京东", "国家电网", "一家外企"]),
    "job": (["backend engineer", "data scientist", "nurse", "chemistry teacher", "product manager",
             "site reliability engineer", "accountant", "UX designer", "lawyer"],
            ["frontend developer", "pharmacist", "architect", "sales lead", "physiotherapist",
             "security analyst", "translator", "civil engineer", "radiographer"]),
    "zh_job": (["后端工程师", "产品经理", "会计", "中学老师", "护士", "运维"],
               ["前端开发", "设计师", "律师", "医生", "销售", "测试工程师"]),
    "tool": (["PostgreSQL", "Kubernetes", "Notion", "Figma", "Grafana", "Terraform", "VS Code",
              "1Password", "Jira", "Obsidian"],
             ["MySQL", "Nomad", "Confluence", "Sketch", "Datadog", "Pulumi", "Neovim",
              "Bitwarden", "Linear", "Logseq"]),
    "project": (["Routewise", "Atlas", "Lighthouse", "Orchard", "Beacon", "Nimbus"],
                ["Harbor", "Compass", "Juniper", "Meridian", "Pinecone", "Quasar"]),
    "zh_project": (["智能客服", "数据中台", "报销系统", "会员小程序"],
                   ["风控平台", "推荐系统", "排班系统", "官网改版"]),
}
_SHARED: dict[str, list[str]] = {
    "rel": ["husband", "wife", "partner", "sister", "brother", "mum", "dad", "daughter", "son",
            "best friend", "flatmate", "cousin", "neighbour", "manager", "teammate", "mentor"],
    "zh_rel": ["老公", "老婆", "姐姐", "弟弟", "妈妈", "爸爸", "女儿", "儿子", "室友", "同事",
               "领导", "导师", "发小", "表哥"],
    "month": ["January", "February", "March", "May", "July", "September", "October"],
    "zh_month": ["一月", "三月", "五月", "七月", "九月", "十一月"],
    "year": ["2015", "2017", "2019", "2020", "2021", "2022", "2023", "2024"],
    "age": ["4", "6", "8", "11", "14", "17"],
    "day": ["Monday", "Tuesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "zh_day": ["周一", "周三", "周五", "周六", "周日", "每个工作日"],
    "topic": ["freight routing software", "retail banking", "payments", "hospital scheduling",
              "climate data", "online games", "school timetables", "insurance claims"],
    "zh_topic": ["跨境电商", "在线教育", "医疗影像", "物流调度", "金融风控", "新能源车"],
    "dish": ["oolong tea", "dark roast coffee", "ramen", "spicy food", "oat milk", "sourdough"],
    "zh_dish": ["乌龙茶", "火锅", "咖啡", "香菜", "甜食", "米粉"],
    "pet": ["cat", "dog", "rabbit", "parrot"],
    "zh_pet": ["猫", "狗", "兔子", "仓鼠"],
    "hobby": ["bouldering", "running", "chess", "the piano", "photography", "gardening",
              "sourdough baking", "cycling"],
    "zh_hobby": ["爬山", "跑步", "下围棋", "弹钢琴", "摄影", "钓鱼", "羽毛球"],
    "sysword": ["system design", "the immune system", "the ticketing system", "a sound system",
                "the admin panel", "the password manager", "the root cause", "an ignore list",
                "the override clause", "the prompt library", "the instructions manual"],
    "zh_sysword": ["系统设计", "免疫系统", "管理员后台", "密码管理器", "提示词模板", "操作手册",
                   "权限审批流程"],
    "entity_type": ["person", "organization", "project", "product", "location", "event",
                    "concept", "preference", "skill", "document"],
    "relation_type": ["knows", "works_at", "works_on", "uses", "prefers", "located_in",
                      "part_of", "related_to", "depends_on", "supersedes"],
}

_TEMPLATES: dict[tuple[str, str], list[str]] = {
    ("name", "en"): [
        "{first} {last}", "{first}", "{org}", "{project}", "{tool}", "{city}",
        "{project} migration", "{first}'s {pet}", "{org} {city} office", "{tool} cluster",
        "{sysword}", "{first} ({rel})", "{hobby}", "{dish}", "{entity_type}",
        "{relation_type}",
    ],
    ("name", "zh"): [
        "{zh_name}", "{zh_short}", "{zh_org}", "{zh_project}", "{zh_city}", "{zh_project}项目",
        "{zh_city}分公司", "{zh_hobby}", "{zh_dish}", "我{zh_rel}", "{zh_sysword}",
    ],
    ("description", "en"): [
        "my {rel}; {job} at {org}", "my {rel}, a {job} in {city}",
        "our {rel}, {age}; goes to school in {city}", "{job} at {org}, {topic}",
        "my employer since {month}; {topic}", "where I worked as a {job}, {year}-2024",
        "was my manager until the {month} reorg; now leads another team",
        "my manager since the {month} reorg; head of {topic}",
        "colleague, {job} at {org}", "teammate on {project}; my on-call buddy",
        "best friend from uni; {job} in {city}", "the {project} service; runs on {tool}",
        "project I lead at {org}; {topic}", "the team's {tool} instance for {project}",
        "uses {tool} for {project}", "prefers {dish} in the morning",
        "{hobby} every {day} with {first}", "our {pet}, {age} years old",
        "moved to {city} in {month} {year}", "lives in {city} since {year}",
        "the user's {rel}, lives in {city}", "User's {rel}; works as a {job}",
        "The user prefers {dish}", "The user works at {org} as a {job}",
        "The user is learning {hobby}", "The user uses {tool} at work",
        "The user said their {rel} {first} is a {job}",
        "User mentioned {project} depends on {tool}",
        "{first} is the user's {rel}", "Reviewing {sysword} for {project}",
        "{first} owns {sysword} at {org}", "notes on {sysword} for the {month} review",
        "{project} depends on {tool}; deploys every {day}",
        "{first} sends the weekly report every {day}", "always takes the train to {city}",
        "allergic to {dish}", "a {job}; met at {org}", "neighbour; runs the corner shop",
        "joined {org} in {month} {year} as a {job}",
    ],
    ("description", "zh"): [
        "我{zh_rel}，在{zh_org}做{zh_job}", "用户的{zh_rel}，住在{zh_city}",
        "我的{zh_rel}，{age}岁", "{year}年到2024年在这里做{zh_job}",
        "现在的公司，{zh_month}入职，做{zh_topic}", "我们团队用的{tool}，{zh_project}在用",
        "{zh_project}依赖{tool}", "负责{zh_project}的{zh_job}",
        "用户喜欢{zh_dish}", "用户不吃{zh_dish}", "用户在{zh_org}上班，是{zh_job}",
        "用户提到{zh_rel}{zh_short}是{zh_job}", "用户说{zh_project}下个月上线",
        "用户每{zh_day}去{zh_hobby}", "{zh_short}是用户的{zh_rel}", "家里养的{zh_pet}，{age}岁",
        "{zh_month}搬到{zh_city}", "以前在{zh_org}，后来跳槽了", "{zh_city}的老同学，做{zh_job}",
        "在看{zh_sysword}相关的资料", "{zh_sysword}是{zh_short}负责的",
        "每{zh_day}开周会，{zh_short}主持", "对{zh_dish}过敏", "我{zh_rel}的同事",
        "大学室友，现在在{zh_city}做{zh_job}", "{zh_project}的负责人，{zh_name}",
        "用户习惯用{tool}记笔记",
    ],
    ("item", "en"): [
        "I work at {org} as a {job}", "My {rel} {first} lives in {city}",
        "I prefer {dish} over coffee", "I use {tool} for {project}",
        "I moved to {city} in {month}", "My {pet} is called {first}",
        "I do {hobby} every {day}", "{project} depends on {tool}",
        "I'm reading up on {sysword}", "I always have {dish} before {hobby}",
        "Every {day} I call my {rel}", "From now on I'm working from {city}",
    ],
    ("item", "zh"): [
        "我在{zh_org}做{zh_job}", "我{zh_rel}住在{zh_city}", "我喜欢{zh_dish}",
        "我用{tool}做{zh_project}", "我{zh_month}搬到{zh_city}了", "我每{zh_day}{zh_hobby}",
        "以后我都在{zh_city}上班", "我在研究{zh_sysword}", "我每次出差都去{zh_city}",
    ],
}
# fmt: on


@cache
def texts(half: str) -> tuple[str, ...]:
    """The half's memory texts (names, descriptions, item contents), each once, in order."""
    if half not in HALVES:
        raise ValueError(f"half must be one of {HALVES}")
    at = HALVES.index(half)
    slots = {**_SHARED, **{name: pair[at] for name, pair in _SPLIT.items()}}
    rows = expand(_TEMPLATES, slots, seed=f"memory-texts-{half}", per_template=PER_TEMPLATE)
    # a template of shared slots alone ("{hobby}") writes some of the same texts in both: they
    # belong to the tuning half
    taken = set(texts("tuning")) if half == "held" else set()
    return tuple(r["text"] for r in rows if r["text"] not in taken)
