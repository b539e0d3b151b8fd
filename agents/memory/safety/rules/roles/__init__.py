"""Role and system-prompt imitation (any language): `markers.py` reads a role inside its brackets,
banner or line start ("[system]", "=== SYSTEM ===", "系统:"), `named.py` a role that carries a
name or a remark beside it.
"""
