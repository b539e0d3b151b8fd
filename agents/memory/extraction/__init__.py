"""Memory extraction: from what a person says to memory items and graph entities.

- `explicit/`: explicit capture, no model call, its rules as tables ("记住…", "call me Sam",
  "I prefer trains");
- `auto.py`: `AutoExtractor`, background extraction by a model (write mode `auto`), with
  `answer.py` (the prompt and the parsing of the model's JSON), `write.py` (idempotent writes
  of what it found), `queue.py` (the Redis Streams job state) and `worker.py` (the consumer).
"""

from agents.memory.extraction.answer import Extraction, model_spec_of, parse_extraction
from agents.memory.extraction.auto import (
    AutoExtractor,
    ExtractSettings,
    select_segment,
    thread_messages,
)
from agents.memory.extraction.explicit import ExplicitFact, extract_explicit
from agents.memory.extraction.queue import ExtractionQueue, SessionRef
from agents.memory.extraction.worker import ExtractionWorker
from agents.memory.extraction.write import ThreadMessage

__all__ = [
    "AutoExtractor",
    "ExplicitFact",
    "ExtractSettings",
    "Extraction",
    "ExtractionQueue",
    "ExtractionWorker",
    "SessionRef",
    "ThreadMessage",
    "extract_explicit",
    "model_spec_of",
    "parse_extraction",
    "select_segment",
    "thread_messages",
]
