"""The duplicate scoring laws: the Law 77 score of a contract, IMPs
(Law 78B), matchpoints (Law 78A) and a board's dealer and vulnerability
(Law 2). The dicts have the fields of ``tablelaw score --json``."""

from ._tablelaw import board, contract, imps, matchpoints

__all__ = ["board", "contract", "imps", "matchpoints"]
