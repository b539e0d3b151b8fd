"""A module that takes a minute to import: a CPU worker's preload that outlasts its server."""

from __future__ import annotations

import time

time.sleep(60)
