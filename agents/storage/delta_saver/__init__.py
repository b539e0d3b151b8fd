"""The runtime's own LangGraph checkpoint saver: deltas on core Redis commands (saver.py)."""

from agents.storage.delta_saver.cache import HotCache
from agents.storage.delta_saver.saver import DeltaRedisSaver

__all__ = ["DeltaRedisSaver", "HotCache"]
