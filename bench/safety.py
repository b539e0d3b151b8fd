"""The memory safety gate's rates on every generated corpus (tests/support/safety_corpus).

    python -m bench.safety                              # every half and author: ~10 min on 2 cores
    python -m bench.safety --only ninetyfirst,held-back  # some of them
    python -m bench.safety --json rates.json            # also write the lines as JSON

Prints one line per corpus, as the test suite's summary does for the two halves: attacks refused
(and the missed ones by kind), benign refused. The tuning half and the held-back half are also
asserted by tests/unit/safety/test_safety_generated.py; each measured author's whole rates are
figures (the suite judges a sample of each), reported in the README and docs/safety-corpora.md.
Only counts are printed, never a text: reading the held-back half's misses, or a blind author's
before it is registered, would be tuning on them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

HALVES = ("tuning", "held-back")


def _names() -> dict[str, str]:
    """Each corpus's short name ("ninetyfirst") to what its line is called."""
    from tests.support.safety_corpus.registry import MEASURED

    names = {half: f"{half} half" for half in HALVES}
    names.update({m.__name__.rsplit("_", 1)[1]: label for m, label in MEASURED.items()})
    return names


def _rows(name: str) -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    from tests.support.safety_corpus import registry

    if name == "tuning":
        return registry.TUNING_ATTACKS, registry.TUNING_BENIGN
    if name == "held-back":
        return registry.HELD_ATTACKS, registry.HELD_BENIGN
    module = next(m for m in registry.MEASURED if m.__name__.rsplit("_", 1)[1] == name)
    return module.attacks(), module.benign()


def measure(name: str) -> tuple[str, str, float]:
    """(name, rate line, seconds) for one corpus, in a process of the pool."""
    from agents.memory.safety import check_memory_text
    from tests.support.safety_corpus.registry import rate_line

    started = time.perf_counter()
    attacks, benign = _rows(name)
    missed = [r for r in attacks if check_memory_text(r["text"]).allowed]
    false = [r for r in benign if not check_memory_text(r["text"]).allowed]
    return name, rate_line(attacks, missed, benign, false), time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="", help="comma-separated corpora (default: all)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--json", type=Path, help="also write {corpus: line} here")
    args = parser.parse_args(argv)
    names = _names()
    chosen = [n.strip() for n in args.only.split(",") if n.strip()] or list(names)
    unknown = [n for n in chosen if n not in names]
    if unknown:
        parser.error(f"unknown corpora {unknown}; known: {', '.join(names)}")
    # the two halves are the largest: they start first
    chosen.sort(key=lambda n: n not in HALVES)
    lines: dict[str, str] = {}
    started = time.perf_counter()
    with ProcessPoolExecutor(max(1, args.workers)) as pool:
        for name, line, seconds in pool.map(measure, chosen):
            lines[names[name]] = line
            print(f"{names[name]}: {line} [{seconds:.0f} s]", flush=True)
    print(f"{len(lines)} corpora in {time.perf_counter() - started:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(lines, ensure_ascii=False, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
