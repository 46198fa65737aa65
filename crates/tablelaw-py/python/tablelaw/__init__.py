"""tablelaw: referee card games by their written laws.

Contract bridge (rubber, duplicate-2017, duplicate-2007), auction bridge,
bridge whist and euchre, from Python:

- ``Table``: a table refereed event by event (``apply("E 1H")``), with its
  report, the seat to act, the legal actions, the ruling pending, undo and
  the script; pickled and copied through its script.
- ``read_pbn`` and ``read_lin``: the games of a record file, read lazily.
- ``check``: the records of files checked against the laws.
- ``score``: the duplicate scoring laws (Law 77, IMPs and matchpoints).
- ``Session``: a session's results, travellers and standings (Law 78),
  with adjusted scores (Law 12C: assigned, artificial, weighted).
- ``simulate``: random complete deals under a code of laws.

Errors derive from ``tablelaw.Error``: ``ImpossibleEvent`` (the table
unchanged), ``ScriptSyntaxError`` and ``RecordError`` (with ``line`` and
``column``).
"""

from . import score
from ._check import CheckResult, Finding, ReadFailure, check
from ._tablelaw import (
    CODES,
    Error,
    ImpossibleEvent,
    LinBoard,
    LinReader,
    PbnGame,
    PbnReader,
    RecordError,
    ScriptSyntaxError,
    Session,
    Table,
    read_lin,
    read_pbn,
    simulate,
)

__all__ = [
    "CODES",
    "CheckResult",
    "Error",
    "Finding",
    "ImpossibleEvent",
    "LinBoard",
    "LinReader",
    "PbnGame",
    "PbnReader",
    "ReadFailure",
    "RecordError",
    "ScriptSyntaxError",
    "Session",
    "Table",
    "check",
    "read_lin",
    "read_pbn",
    "score",
    "simulate",
]
