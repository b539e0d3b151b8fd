"""A person's first recall on a replica, answered from the Redis index while their copy is
built: `recall.py` the candidates and the proof that ranking them is exact, `partial.py` the
partial copy that notes what ranking reads beyond it."""
