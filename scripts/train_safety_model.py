"""Train the safety gate's injection model (agents/memory/safety/classifier.py) on the tuning
corpora and write agents/memory/safety/injection_model.bin.

    python -m scripts.train_safety_model          # write the model
    python -m scripts.train_safety_model --check  # exit 1 if the shipped file differs

Only tuning data is read: the first eleven authors' corpora (tests/support/safety_corpus/
tuning.py and authors/second_to_eleventh/), the hand-written tests/data/safety/*.jsonl, and, as
ordinary memory text, the entities of the recall sets' tuning half and of
tests/support/memory_quality.py. No held-back half is trained on. The
authors from the twelfth on are not trained on either: with the twelfth the model lost two
held-back attacks that no rule catches (the rules were generalized from them instead); trained
on the whole tuning half up to the twenty-second, it refused half of what the rules missed of an
author it had not seen, but also 25 near misses of the gate's unit tests, at scores no threshold
separates; trained on the tuning half up to the twenty-third with sentences of one's own life
added, it did better on two authors it had not seen but lost a held-back attack (README,
"Memory safety"). Trained on every tuning and partly tuned author up to the ninetieth (557,724
rows, ~15 min), it lifted the three blind authors after them from 83.9 / 90.5 / 84.0 % refused
to 89.0 / 95.1 / 92.0 % (88.6 / 94.4 / 91.0 % at a threshold of 0.9, benign 2.3 / 1.6 / 1.3 %
against 2.7 / 4.7 / 1.0 %), far more than any round of rows did, but refused 81 of the unit
tests' hand-written near misses even at 0.9; it is not shipped. The model answers one question,
"is this an instruction to the assistant?": secrets and invisible characters are refused by the
structural rules, so their rows are trained as "not an instruction". Training is deterministic:
the same corpora give the same bytes.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from agents.memory.safety.classifier import MODEL_PATH, InjectionModel, train  # noqa: E402
from tests.support import memory_quality  # noqa: E402
from tests.support.recall_set import tuning as recall_tuning  # noqa: E402
from tests.support.safety_corpus.registry import TUNING  # noqa: E402

STRUCTURAL = ("secret", "credential", "card_number", "invisible_unicode")
# Inferred memories speak of the person in the third person ("The user said: …", "用户提到…"):
# every benign fact is also trained in those frames, so that "the user" alone reads as no order.
THIRD_PERSON = ("The user said: {}", "User mentioned that {}", "用户说：{}", "用户提到{}")


def training_rows() -> list[tuple[str, int]]:
    rows: list[tuple[str, int]] = []
    # the first eleven authors' corpora (tuning.py and authors/second_to_eleventh/), in the
    # registry's order: the model's bytes depend on it
    for module in TUNING[:11]:
        rows += [(r["text"], int(not r["kind"].startswith(STRUCTURAL))) for r in module.attacks()]
        rows += [(r["text"], 0) for r in module.benign()]
        rows += [
            (frame.format(r["text"]), 0)
            for i, r in enumerate(module.benign())
            for frame in THIRD_PERSON[i % 2 :: 2]
        ]
    # What memories look like (names, descriptions): the recall sets' tuning half and the
    # older quality set, as ordinary text.
    for memories in memory_quality.MEMORIES.values():
        rows += [(f"{m.name}\n{m.description}", 0) for m in memories]
    for person in recall_tuning.PEOPLE.values():
        rows += [(f"{e.name}\n{e.description}", 0) for e in person.entities]
    data = ROOT / "tests" / "data" / "safety"
    for name, label in (("attacks.jsonl", 1), ("benign.jsonl", 0)):
        for line in (data / name).read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                rows.append((row["text"], label and int(not row["kind"].startswith(STRUCTURAL))))
    return rows


def build() -> InjectionModel:
    return train(training_rows())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped model")
    args = parser.parse_args()
    raw = build().to_bytes()
    if args.check:
        same = MODEL_PATH.exists() and MODEL_PATH.read_bytes() == raw
        print("the shipped model matches the corpora" if same else "the shipped model is stale")
        return 0 if same else 1
    MODEL_PATH.write_bytes(raw)
    print(f"wrote {MODEL_PATH.relative_to(ROOT)} ({len(raw)} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
