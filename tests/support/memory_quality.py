"""A small bilingual retrieval set for memory recall (our own; the held-out set is separate).

Three people: one writes English, one Chinese, one mixes both. Each query names the memories
that answer it; `kind` says what it tests: lexical (exact names, codes, numbers), paraphrase,
cross-lingual, newer (a newer fact must beat the one it replaced), relational (the answer is a
neighbour of what the question names) and near-miss (a lexically similar wrong memory exists).
`days` backdates a memory (its last update that many days ago).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Memory:
    key: str
    name: str
    entity_type: str
    description: str = ""
    days: float = 0.0
    properties: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Query:
    user: str
    text: str
    relevant: tuple[str, ...]
    kind: str


MEMORIES: dict[str, list[Memory]] = {
    "en": [
        Memory("alice", "Alice Chen", "person", "my manager; leads the platform team", 20),
        Memory("northwind", "Northwind Traders", "organization", "the logistics company", 40),
        Memory("apollo", "Project Apollo", "project", "rewrite of the payments service", 5),
        Memory("postgres", "PostgreSQL 16", "product", "relational database server", 30),
        Memory("kafka", "Apache Kafka", "product", "event streaming platform", 30),
        Memory("k8s", "Kubernetes", "product", "container orchestration cluster", 60),
        Memory("berlin", "Berlin", "location", "the city the user lived in until last year", 200),
        Memory("munich", "Munich", "location", "moved here in spring; the user's home city", 8),
        Memory("coffee", "Oat milk flat white", "preference", "usual order at the café", 15),
        Memory("veggie", "Vegetarian", "preference", "does not eat meat or fish", 90),
        Memory("peanut", "Peanut allergy", "concept", "severe allergic reaction to peanuts", 120),
        Memory("rust", "Rust", "skill", "learning Rust in the evenings", 12),
        Memory(
            "marathon",
            "Berlin Marathon",
            "event",
            "running the marathon on 27 September; trains four times a week",
            3,
        ),
        Memory("bob", "Bob Martinez", "person", "college friend, works as a nurse", 45),
        Memory("lisbon", "Lisbon", "location", "capital of Portugal", 45),
        Memory(
            "adr",
            "Apollo design doc",
            "document",
            "architecture decision record ADR-0042 for the payments rewrite",
            6,
        ),
        Memory("pixel", "Pixel 6", "product", "the user's phone", 300),
        Memory("iphone", "iPhone 15", "product", "the user's new phone, bought last week", 7),
        Memory("guitar", "Classical guitar", "skill", "plays guitar on weekends", 150),
        Memory("tokyo22", "Trip to Tokyo", "event", "holiday in Japan in 2022", 700),
    ],
    "zh": [
        Memory("wangfang", "王芳", "person", "大学室友，现在做产品经理", 30),
        Memory("hangzhou", "杭州", "location", "浙江省会", 30),
        Memory("ant", "蚂蚁集团", "organization", "用户现在工作的公司，做风控", 60),
        Memory("risk", "风控模型升级", "project", "今年第三季度的重点项目，负责特征平台", 10),
        Memory("flink", "Flink", "product", "实时计算引擎", 10),
        Memory("clickhouse", "ClickHouse", "product", "分析型数据库", 10),
        Memory("tea", "龙井茶", "preference", "每天早上一杯龙井，不加糖", 20),
        Memory("cat", "馒头", "concept", "家里养的三岁橘猫", 50),
        Memory("yoga", "瑜伽课", "event", "每周三晚上七点上瑜伽课", 14),
        Memory("shanghai", "上海", "location", "用户以前住在浦东", 220),
        Memory("suzhou", "苏州", "location", "用户今年搬到苏州工业园区住", 9),
        Memory("python", "Python 数据分析", "skill", "熟练使用 pandas 做数据分析", 100),
        Memory(
            "book", "《人月神话》读书笔记", "document", "关于软件工程管理的笔记，编号 NOTE-17", 40
        ),
        Memory("budget", "装修预算", "concept", "新房装修预算 30 万元", 25),
        Memory("tesla", "特斯拉 Model 3", "product", "用户以前开的车", 260),
        Memory("su7", "小米 SU7", "product", "用户新买的电动车", 6),
        Memory("hiking", "爬山", "preference", "周末喜欢去莫干山徒步", 70),
        Memory("mom", "妈妈", "person", "住在成都，每周日视频通话", 35),
        Memory("chengdu", "成都", "location", "四川省会", 35),
    ],
    "mix": [
        Memory("helios", "Helios 推荐系统", "project", "负责 recommendation ranking 模型", 4),
        Memory("pytorch", "PyTorch", "product", "deep learning framework", 4),
        Memory("redis", "Redis", "product", "feature store 的缓存", 15),
        Memory("tom", "Tom Li", "person", "tech lead of the ranking team", 25),
        Memory("shenzhen", "深圳", "location", "Shenzhen office, 南山区", 25),
        Memory("sushi", "寿司", "preference", "最爱 salmon nigiri", 30),
        Memory("jlpt", "日语 N2", "skill", "passed JLPT N2 in 2025", 200),
        Memory("trip", "东京出差", "event", "十月去 Tokyo 出差五天", 2),
        Memory("spark", "Spark", "product", "旧的离线 pipeline，已经不用了", 400),
        Memory("ml", "机器学习", "concept", "the user's main field", 80),
    ],
}

# (source, relation_type, target) per person.
RELATIONS: dict[str, list[tuple[str, str, str]]] = {
    "en": [
        ("alice", "works_at", "northwind"),
        ("alice", "works_on", "apollo"),
        ("apollo", "uses", "postgres"),
        ("apollo", "depends_on", "kafka"),
        ("apollo", "uses", "k8s"),
        ("adr", "related_to", "apollo"),
        ("bob", "located_in", "lisbon"),
        ("marathon", "located_in", "berlin"),
    ],
    "zh": [
        ("wangfang", "located_in", "hangzhou"),
        ("risk", "uses", "flink"),
        ("risk", "uses", "clickhouse"),
        ("risk", "part_of", "ant"),
        ("mom", "located_in", "chengdu"),
    ],
    "mix": [
        ("helios", "uses", "pytorch"),
        ("helios", "uses", "redis"),
        ("tom", "works_on", "helios"),
        ("tom", "located_in", "shenzhen"),
    ],
}

QUERIES: list[Query] = [
    # English
    Query("en", "ADR-0042", ("adr",), "lexical"),
    Query("en", "Alice Chen", ("alice",), "lexical"),
    Query("en", "What does the user usually drink at the coffee shop?", ("coffee",), "paraphrase"),
    Query(
        "en", "Any dietary restrictions I should know about?", ("veggie", "peanut"), "paraphrase"
    ),
    Query("en", "Which programming language is the user studying?", ("rust",), "paraphrase"),
    Query("en", "Where does the user live now?", ("munich",), "newer"),
    Query("en", "What phone does the user have?", ("iphone",), "newer"),
    Query("en", "What database does the payments rewrite use?", ("postgres",), "relational"),
    Query("en", "Where does Bob live?", ("lisbon",), "relational"),
    Query("en", "Which company does Alice work for?", ("northwind",), "relational"),
    Query("en", "Who is working on Project Apollo?", ("alice",), "relational"),
    Query("en", "When is the race the user is training for?", ("marathon",), "near-miss"),
    Query("en", "用户对什么食物过敏？", ("peanut",), "cross-lingual"),
    # Chinese
    Query("zh", "NOTE-17", ("book",), "lexical"),
    Query("zh", "龙井", ("tea",), "lexical"),
    Query("zh", "用户早上习惯喝什么？", ("tea",), "paraphrase"),
    Query("zh", "家里养了什么宠物？", ("cat",), "paraphrase"),
    Query("zh", "装修打算花多少钱？", ("budget",), "paraphrase"),
    Query("zh", "用户现在住在哪个城市？", ("suzhou",), "newer"),
    Query("zh", "用户现在开什么车？", ("su7",), "newer"),
    Query("zh", "风控项目用的是什么实时计算引擎？", ("flink",), "relational"),
    Query("zh", "王芳在哪个城市？", ("hangzhou",), "relational"),
    Query("zh", "谁住在成都？", ("mom",), "relational"),
    Query("zh", "What tea does the user drink?", ("tea",), "cross-lingual"),
    Query(
        "zh",
        "Which analytics database does the risk project use?",
        ("clickhouse",),
        "cross-lingual",
    ),
    Query("zh", "瑜伽课是星期几？", ("yoga",), "near-miss"),
    # Mixed
    Query("mix", "Helios 用什么框架训练模型？", ("pytorch",), "relational"),
    Query("mix", "what food does the user love?", ("sushi",), "cross-lingual"),
    Query("mix", "日语水平怎么样", ("jlpt",), "paraphrase"),
    Query("mix", "JLPT", ("jlpt",), "lexical"),
    Query("mix", "When is the user going to Japan?", ("trip",), "cross-lingual"),
    Query("mix", "Tom 在哪个 office？", ("shenzhen",), "relational"),
    Query("mix", "Who leads the ranking team?", ("tom",), "near-miss"),
]


def metrics(ranked: dict[int, list[str]], k: int = 5) -> dict[str, Any]:
    """recall@k (share of relevant memories in the top k) and MRR, overall and per kind."""
    per_kind: dict[str, list[tuple[float, float]]] = {}
    rows = []
    for i, q in enumerate(QUERIES):
        got = ranked.get(i, [])
        hit = sum(1 for r in q.relevant if r in got[:k]) / len(q.relevant)
        rank = next((n + 1 for n, key in enumerate(got) if key in q.relevant), None)
        rr = 1.0 / rank if rank else 0.0
        per_kind.setdefault(q.kind, []).append((hit, rr))
        rows.append((q.kind, q.text, hit, rank))
    all_scores = [s for v in per_kind.values() for s in v]
    return {
        "recall@k": sum(h for h, _ in all_scores) / len(all_scores),
        "mrr": sum(r for _, r in all_scores) / len(all_scores),
        "by_kind": {
            kind: (sum(h for h, _ in v) / len(v), sum(r for _, r in v) / len(v))
            for kind, v in per_kind.items()
        },
        "rows": rows,
    }
