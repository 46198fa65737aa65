"""The duplicate scoring laws: the Law 77 score of a contract, IMPs
(Law 78B), matchpoints (Law 78A) and a board's dealer and vulnerability
(Law 2), and ``session``: a PBN file's ScoreTables scored again (Laws 77,
78, 12C), its findings and standings. The dicts have the fields of
``tablelaw score --json``."""

from ._tablelaw import board, contract, imps, matchpoints
from ._tablelaw import score_session as session

__all__ = ["board", "contract", "imps", "matchpoints", "session"]
