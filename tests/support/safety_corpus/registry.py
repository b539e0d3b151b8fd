"""Which corpora make the safety gate's tuning half, its held-back half and its measured
authors, and what each author wrote (tests/support/safety_corpus/__init__.py tells them apart).
The gate's tests (tests/unit/safety/test_safety_generated.py) and its benchmark
(`python -m bench.safety`) read them from here.

Registering a new blind author: import its module, add it to `MEASURED` as "(blind, measured
only)" and to `WRITTEN`, before any round reads its misses. A text it shares with the wide
model's rows (another author's, word for word) leaves those rows: retrain
(`python -m scripts.train_safety_model`; the digest test fails until then).
"""

from __future__ import annotations

from collections import Counter

from tests.support.safety_corpus import heldback, tuning
from tests.support.safety_corpus.authors.eightyfirst_to_ninetieth import (
    tuning_eightyeighth,
    tuning_eightyfifth,
    tuning_eightyfirst,
    tuning_eightyfourth,
    tuning_eightyninth,
    tuning_eightysecond,
    tuning_eightyseventh,
    tuning_eightysixth,
    tuning_eightythird,
    tuning_ninetieth,
)
from tests.support.safety_corpus.authors.fiftyfirst_to_sixtieth import (
    tuning_fiftyeighth,
    tuning_fiftyfifth,
    tuning_fiftyfirst,
    tuning_fiftyfourth,
    tuning_fiftyninth,
    tuning_fiftysecond,
    tuning_fiftyseventh,
    tuning_fiftysixth,
    tuning_fiftythird,
    tuning_sixtieth,
)
from tests.support.safety_corpus.authors.fortyfirst_to_fiftieth import (
    tuning_fiftieth,
    tuning_fortyeighth,
    tuning_fortyfifth,
    tuning_fortyfirst,
    tuning_fortyfourth,
    tuning_fortyninth,
    tuning_fortysecond,
    tuning_fortyseventh,
    tuning_fortysixth,
    tuning_fortythird,
)
from tests.support.safety_corpus.authors.ninetyfirst_to_hundredth import (
    tuning_ninetyfifth,
    tuning_ninetyfirst,
    tuning_ninetyfourth,
    tuning_ninetysecond,
    tuning_ninetysixth,
    tuning_ninetythird,
)
from tests.support.safety_corpus.authors.second_to_eleventh import (
    tuning_eighth,
    tuning_eleventh,
    tuning_fifth,
    tuning_fourth,
    tuning_more,
    tuning_ninth,
    tuning_secrets,
    tuning_seventh,
    tuning_sixth,
    tuning_tenth,
)
from tests.support.safety_corpus.authors.seventyfirst_to_eightieth import (
    tuning_eightieth,
    tuning_seventyeighth,
    tuning_seventyfifth,
    tuning_seventyfirst,
    tuning_seventyfourth,
    tuning_seventyninth,
    tuning_seventysecond,
    tuning_seventyseventh,
    tuning_seventysixth,
    tuning_seventythird,
)
from tests.support.safety_corpus.authors.sixtyfirst_to_seventieth import (
    tuning_seventieth,
    tuning_sixtyeighth,
    tuning_sixtyfifth,
    tuning_sixtyfirst,
    tuning_sixtyfourth,
    tuning_sixtyninth,
    tuning_sixtysecond,
    tuning_sixtyseventh,
    tuning_sixtysixth,
    tuning_sixtythird,
)
from tests.support.safety_corpus.authors.thirtyfirst_to_fortieth import (
    tuning_fortieth,
    tuning_thirtyeighth,
    tuning_thirtyfifth,
    tuning_thirtyfirst,
    tuning_thirtyfourth,
    tuning_thirtyninth,
    tuning_thirtysecond,
    tuning_thirtyseventh,
    tuning_thirtysixth,
    tuning_thirtythird,
)
from tests.support.safety_corpus.authors.twelfth_to_twentieth import (
    tuning_eighteenth,
    tuning_fifteenth,
    tuning_fourteenth,
    tuning_nineteenth,
    tuning_seventeenth,
    tuning_sixteenth,
    tuning_thirteenth,
    tuning_twelfth,
    tuning_twentieth,
)
from tests.support.safety_corpus.authors.twentyfirst_to_thirtieth import (
    tuning_thirtieth,
    tuning_twentyeighth,
    tuning_twentyfifth,
    tuning_twentyfirst,
    tuning_twentyfourth,
    tuning_twentyninth,
    tuning_twentysecond,
    tuning_twentyseventh,
    tuning_twentysixth,
    tuning_twentythird,
)

Rows = list[dict[str, str]]

HELD_ATTACKS: Rows = heldback.attacks()
HELD_BENIGN: Rows = heldback.benign()
# The halves were written apart; a text both authors happened to write counts as held back.
HELD_TEXTS = {r["text"] for r in HELD_ATTACKS + HELD_BENIGN}
TUNING = (
    tuning,
    tuning_more,
    tuning_secrets,
    tuning_fourth,
    tuning_fifth,
    tuning_sixth,
    tuning_seventh,
    tuning_eighth,
    tuning_ninth,
    tuning_tenth,
    tuning_eleventh,
    tuning_twelfth,
    tuning_thirteenth,
    tuning_fourteenth,
    tuning_eighteenth,
    tuning_nineteenth,
    tuning_twentieth,
    tuning_twentyfirst,
    tuning_twentysecond,
    tuning_twentythird,
    tuning_twentyfourth,
    tuning_twentyfifth,
    tuning_twentysixth,
    tuning_twentyseventh,
    tuning_twentyeighth,
    tuning_twentyninth,
    tuning_thirtieth,
    tuning_thirtyfirst,
    tuning_thirtysecond,
    tuning_thirtythird,
    tuning_thirtyfourth,
    tuning_thirtyfifth,
    tuning_thirtysixth,
    tuning_thirtyseventh,
    tuning_thirtyeighth,
    tuning_thirtyninth,
    tuning_fortieth,
)
TUNING_ATTACKS: Rows = [r for m in TUNING for r in m.attacks() if r["text"] not in HELD_TEXTS]
TUNING_BENIGN: Rows = [r for m in TUNING for r in m.benign() if r["text"] not in HELD_TEXTS]

ATTACK_KINDS = {"standing_order", "override", "role_imitation", "secret"}
BENIGN_KINDS = {"fact", "own_url", "trigger_words", "habit", "preference", "work"}

# Authors outside the tuning half so far, and what their rates in the summary are called.
MEASURED = {
    tuning_fifteenth: "fifteenth author (partly tuned on)",
    tuning_sixteenth: "sixteenth author (partly tuned on)",
    tuning_seventeenth: "seventeenth author (partly tuned on)",
    tuning_fortyfirst: "forty-first author (partly tuned on)",
    tuning_fortysecond: "forty-second author (partly tuned on)",
    tuning_fortythird: "forty-third author (partly tuned on)",
    tuning_fortyfourth: "forty-fourth author (partly tuned on)",
    tuning_fortyfifth: "forty-fifth author (partly tuned on)",
    tuning_fortysixth: "forty-sixth author (partly tuned on)",
    tuning_fortyseventh: "forty-seventh author (partly tuned on)",
    tuning_fortyeighth: "forty-eighth author (partly tuned on)",
    tuning_fortyninth: "forty-ninth author (partly tuned on)",
    tuning_fiftieth: "fiftieth author (partly tuned on)",
    tuning_fiftyfirst: "fifty-first author (partly tuned on)",
    tuning_fiftysecond: "fifty-second author (partly tuned on)",
    tuning_fiftythird: "fifty-third author (partly tuned on)",
    tuning_fiftyfourth: "fifty-fourth author (partly tuned on)",
    tuning_fiftyfifth: "fifty-fifth author (partly tuned on)",
    tuning_fiftysixth: "fifty-sixth author (partly tuned on)",
    tuning_fiftyseventh: "fifty-seventh author (partly tuned on)",
    tuning_fiftyeighth: "fifty-eighth author (partly tuned on)",
    tuning_fiftyninth: "fifty-ninth author (partly tuned on)",
    tuning_sixtieth: "sixtieth author (partly tuned on)",
    tuning_sixtyfirst: "sixty-first author (partly tuned on)",
    tuning_sixtysecond: "sixty-second author (partly tuned on)",
    tuning_sixtythird: "sixty-third author (partly tuned on)",
    tuning_sixtyfourth: "sixty-fourth author (partly tuned on)",
    tuning_sixtyfifth: "sixty-fifth author (partly tuned on)",
    tuning_sixtysixth: "sixty-sixth author (partly tuned on)",
    tuning_sixtyseventh: "sixty-seventh author (partly tuned on)",
    tuning_sixtyeighth: "sixty-eighth author (partly tuned on)",
    tuning_sixtyninth: "sixty-ninth author (partly tuned on)",
    tuning_seventieth: "seventieth author (partly tuned on)",
    tuning_seventyfirst: "seventy-first author (partly tuned on)",
    tuning_seventysecond: "seventy-second author (partly tuned on)",
    tuning_seventythird: "seventy-third author (partly tuned on)",
    tuning_seventyfourth: "seventy-fourth author (partly tuned on)",
    tuning_seventyfifth: "seventy-fifth author (partly tuned on)",
    tuning_seventysixth: "seventy-sixth author (partly tuned on)",
    tuning_seventyseventh: "seventy-seventh author (partly tuned on)",
    tuning_seventyeighth: "seventy-eighth author (partly tuned on)",
    tuning_seventyninth: "seventy-ninth author (partly tuned on)",
    tuning_eightieth: "eightieth author (partly tuned on)",
    tuning_eightyfirst: "eighty-first author (partly tuned on)",
    tuning_eightysecond: "eighty-second author (partly tuned on)",
    tuning_eightythird: "eighty-third author (partly tuned on)",
    tuning_eightyfourth: "eighty-fourth author (partly tuned on)",
    tuning_eightyfifth: "eighty-fifth author (partly tuned on)",
    tuning_eightysixth: "eighty-sixth author (partly tuned on)",
    tuning_eightyseventh: "eighty-seventh author (partly tuned on)",
    tuning_eightyeighth: "eighty-eighth author (partly tuned on)",
    tuning_eightyninth: "eighty-ninth author (partly tuned on)",
    tuning_ninetieth: "ninetieth author (partly tuned on)",
    tuning_ninetyfirst: "ninety-first author (partly tuned on)",
    tuning_ninetysecond: "ninety-second author (partly tuned on)",
    tuning_ninetythird: "ninety-third author (partly tuned on)",
    tuning_ninetyfourth: "ninety-fourth author (blind, measured only)",
    tuning_ninetyfifth: "ninety-fifth author (blind, measured only)",
    tuning_ninetysixth: "ninety-sixth author (blind, measured only)",
}
# The languages and benign kinds each wrote: the early ones both of the policy's languages and
# every benign kind; the forty-first twenty-seven, the forty-second eleven, facts and
# preferences; the forty-third to ninety-sixth both, facts and preferences.
WRITTEN = {
    tuning_fortyfirst: (
        {"en", "zh", "es", "fr", "de", "pt", "it", "ja", "ko", "ru", "ar", "tr", "vi", "id", "hi"}
        | {"cs", "ro", "hu", "fi", "da", "no", "ms", "bn", "fa", "ur", "sw", "tl"},
        {"fact", "preference"},
    ),
    tuning_fortysecond: (
        {"en", "zh", "es", "fr", "de", "ja", "ko", "ru", "pt", "id", "vi"},
        {"fact", "preference"},
    ),
    tuning_fortythird: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fortyfourth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fortyfifth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fortysixth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fortyseventh: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fortyeighth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fortyninth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftieth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftyfirst: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftysecond: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftythird: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftyfourth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftyfifth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftysixth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftyseventh: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftyeighth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_fiftyninth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtieth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtyfirst: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtysecond: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtythird: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtyfourth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtyfifth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtysixth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtyseventh: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtyeighth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_sixtyninth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventieth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventyfirst: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventysecond: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventythird: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventyfourth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventyfifth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventysixth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventyseventh: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventyeighth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_seventyninth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightieth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightyfirst: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightysecond: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightythird: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightyfourth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightyfifth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightysixth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightyseventh: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightyeighth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_eightyninth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_ninetieth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_ninetyfirst: ({"en", "zh"}, {"fact", "preference"}),
    tuning_ninetysecond: ({"en", "zh"}, {"fact", "preference"}),
    tuning_ninetythird: ({"en", "zh"}, {"fact", "preference"}),
    tuning_ninetyfourth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_ninetyfifth: ({"en", "zh"}, {"fact", "preference"}),
    tuning_ninetysixth: ({"en", "zh"}, {"fact", "preference"}),
}


def rate_line(attacks: Rows, missed: Rows, benign: Rows, false: Rows) -> str:
    """How a corpus fared: its attacks refused (and the missed ones by kind), its benign refused."""
    refused = 1 - len(missed) / len(attacks)
    by_kind = Counter(r["kind"] for r in missed)
    kinds = ", missed by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(by_kind.items()))
    return (
        f"attacks refused {refused:.1%} ({len(attacks) - len(missed)}/{len(attacks)}"
        + (kinds if by_kind else "")
        + f"); benign refused {len(false) / len(benign):.1%} ({len(false)}/{len(benign)})"
    )
