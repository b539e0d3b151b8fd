"""Record what the learned model reads of the texts the gate's own unit tests keep, into
tests/data/safety/kept_readings.jsonl (training rows of "not an instruction" for
scripts/train_safety_model.py).

    python -m scripts.record_kept_readings

The unit tests (tests/unit/safety and its authors' rounds, without the generated corpora,
which the training reads as they are) hold hand-written near misses: own-life sentences that
look like orders ("From now on I cycle to work", "no limits for me when it comes to spicy
food"). A model trained on many authors' attacks reads some of them as orders, so what the
model is asked about them is trained as benign. They are recorded with the model switched off,
so no model decides which are recorded: every text the model would read during a check that
ends allowed, in a test that passes. A test that expects a refusal only the model gives fails
without it and records nothing; texts that training calls attacks, and floods (one unit
repeated: a timing test's text), are dropped. Never run on the
held-back half or a blind author (neither is under tests/unit/safety outside those folders).
"""

from __future__ import annotations

import json
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "safety" / "kept_readings.jsonl"


def flood(text: str) -> bool:
    """Whether `text` is one unit repeated (a flood test's text: what the model reads of it is
    no near miss, whichever check kept it)."""
    raw = text.encode()
    return len(raw) > 100 and len(zlib.compress(raw, 9)) < 0.3 * len(raw)


def attack_texts() -> set[str]:
    """Every text a training row calls an attack: the corpora's and tests/data/safety's."""
    from tests.support.safety_corpus.registry import MEASURED, TUNING

    texts = {r["text"] for m in (*TUNING, *MEASURED) for r in m.attacks()}
    lines = (ROOT / "tests" / "data" / "safety" / "attacks.jsonl").read_text(encoding="utf-8")
    return texts | {json.loads(line)["text"] for line in lines.splitlines() if line.strip()}


def kept_rows(readings: set[str]) -> list[str]:
    """The readings to train as benign: no flood, no attack, nothing held back."""
    from tests.support.safety_corpus.registry import HELD_TEXTS

    dropped = attack_texts() | HELD_TEXTS
    return sorted(t for t in readings if t.strip() and not flood(t) and t not in dropped)


class _Recorder:
    """A pytest plugin: the model switched off, its inputs kept per check and per test."""

    def __init__(self) -> None:
        self.reading: list[str] | None = None
        self.test: list[str] = []
        self.kept: set[str] = set()

    def pytest_configure(self, config: Any) -> None:
        import agents.memory.safety as safety
        from agents.memory.safety import gate

        recorder = self

        class _Off:
            threshold = 2.0  # nothing reaches it: the model refuses nothing

            def score(self, text: str) -> float:
                if recorder.reading is not None:
                    recorder.reading.append(text)
                return 0.0

        original = gate.check_memory_text

        def check(text: str) -> Any:
            self.reading = []
            try:
                verdict = original(text)
            finally:
                reading, self.reading = self.reading, None
            if verdict.allowed:
                self.test += reading
            return verdict

        gate.load_model = lambda: _Off()
        gate.check_memory_text = check
        safety.check_memory_text = check

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_call(self, item: Any) -> Iterator[None]:
        self.test = []
        outcome = yield
        if outcome.excinfo is None:
            self.kept.update(self.test)


def main() -> int:
    sys.path.insert(0, str(ROOT))
    recorder = _Recorder()
    unit = ROOT / "tests" / "unit" / "safety"
    code = pytest.main(
        [
            str(unit),
            f"--ignore={unit / 'test_safety_generated.py'}",
            "-k",
            "not test_throughput",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:xdist",
        ],
        plugins=[recorder],
    )
    kept = kept_rows(recorder.kept)
    OUT.write_text("".join(json.dumps({"text": t}, ensure_ascii=False) + "\n" for t in kept))
    print(f"wrote {OUT.relative_to(ROOT)} ({len(kept)} readings; pytest exit {code})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
