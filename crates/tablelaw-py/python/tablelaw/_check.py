"""``tablelaw.check``: records checked against the laws, the findings as
objects, as records or as a pandas DataFrame."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from typing import Any, Iterator, List, Optional, Sequence, Union

from ._tablelaw import check_files


@dataclass(frozen=True)
class Finding:
    """Where a record and the laws disagree."""

    file: str
    """The file."""
    line: Optional[int]
    """The line of the record it concerns, if known."""
    board: Optional[int]
    """The board number the record gives, or ``None`` if it gives none."""
    game: int
    """The board's place in its file, from 1."""
    kind: str
    """``unreadable-deal``, ``no-dealer``, ``illegal-auction``,
    ``contract-mismatch``, ``declarer-mismatch``, ``illegal-play``,
    ``mark-mismatch``, ``result-mismatch``, ``score-mismatch``,
    ``games-run-together`` or (``strict=True``) ``format``."""
    message: str
    """What is wrong, in plain words."""


@dataclass(frozen=True)
class ReadFailure:
    """A part of a file that could not be read (the board it was in is
    skipped)."""

    file: str
    line: Optional[int]
    column: Optional[int]
    message: str


class CheckResult(Sequence[Finding]):
    """The findings of a check, in order, with the counts and the read
    errors. A sequence of ``Finding``; ``records()`` gives dicts and
    ``to_pandas()`` a DataFrame."""

    def __init__(
        self,
        files: int,
        boards: int,
        findings: List[Finding],
        errors: List[ReadFailure],
    ) -> None:
        self.files = files
        """How many files were read."""
        self.boards = boards
        """How many boards were refereed."""
        self.findings = findings
        """The findings, in order."""
        self.errors = errors
        """The read errors, in order."""

    def __len__(self) -> int:
        return len(self.findings)

    def __getitem__(self, index: Any) -> Any:
        return self.findings[index]

    def __iter__(self) -> Iterator[Finding]:
        return iter(self.findings)

    def __repr__(self) -> str:
        return (
            f"<CheckResult: {self.files} files, {self.boards} boards, "
            f"{len(self.findings)} findings, {len(self.errors)} read errors>"
        )

    def summary(self) -> dict:
        """The boards with a finding of each kind: ``{kind: boards}``."""
        boards: dict = {}
        for f in self.findings:
            boards.setdefault(f.kind, set()).add((f.file, f.game))
        return {kind: len(b) for kind, b in boards.items()}

    def records(self) -> List[dict]:
        """The findings as dicts (``file``, ``line``, ``board``, ``game``,
        ``kind``, ``message``): what ``pandas.DataFrame`` takes."""
        return [asdict(f) for f in self.findings]

    def to_pandas(self) -> Any:
        """The findings as a pandas DataFrame, one row a finding (pandas
        must be installed: the ``pandas`` extra,
        ``pip install './crates/tablelaw-py[pandas]'``, or ``pip install
        pandas``)."""
        import pandas  # type: ignore[import-untyped]

        return pandas.DataFrame.from_records(
            self.records(), columns=["file", "line", "board", "game", "kind", "message"]
        )


PathLike = Union[str, "os.PathLike[str]"]


def check(
    paths: Union[PathLike, Sequence[PathLike]],
    laws: str = "duplicate-2017",
    strict: bool = False,
) -> CheckResult:
    """Checks the PBN (``.pbn``) and LIN (``.lin``) records of the files
    and directories given (directories searched recursively) against a
    code of laws, as ``tablelaw check`` does, and returns the findings;
    ``strict=True`` holds PBN files to the PBN 2.1 standard too, as
    ``tablelaw check --strict`` does."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    files, boards, findings, errors = check_files(
        [os.fspath(p) for p in paths], laws, strict
    )
    return CheckResult(
        files,
        boards,
        [Finding(*f) for f in findings],
        [ReadFailure(*e) for e in errors],
    )
