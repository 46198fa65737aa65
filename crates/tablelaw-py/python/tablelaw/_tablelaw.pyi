"""Type stubs of the native module (built from crates/tablelaw-py/src)."""

import os
from types import TracebackType
from typing import IO, Any, Dict, Iterator, List, Optional, Tuple, Type, Union

CODES: List[str]
"""The codes of laws: rubber, duplicate-2017, duplicate-2007,
auction-bridge, bridge-whist, euchre."""

class Error(Exception):
    """The base of every error tablelaw raises."""

class ImpossibleEvent(Error):
    """An event that cannot happen: the table is unchanged."""

class ScriptSyntaxError(Error):
    """A script line that does not read."""

    line: int
    column: int
    expected: str
    found: str

class RecordError(Error):
    """A PBN or LIN record that does not read."""

    line: Optional[int]
    column: Optional[int]

Event = Union[str, Dict[str, Any]]
PathOrFile = Union[str, "os.PathLike[str]", IO[bytes], IO[str]]

class Session:
    """A session's results on every board, scored in one form (Law 78),
    with the director's adjusted scores (Law 12C)."""

    def __init__(
        self,
        scoring: str = "matchpoints",
        by_direction: bool = False,
        laws: str = "duplicate-2017",
        expected: Optional[int] = None,
    ) -> None: ...
    def record(
        self,
        board: int,
        ns: str,
        ew: str,
        contract: Optional[str] = None,
        declarer: Optional[str] = None,
        tricks: Optional[int] = None,
        *,
        table: Optional[int] = None,
        assigned: Optional[Tuple[str, Optional[str], Optional[int]]] = None,
        artificial: Optional[Tuple[str, str]] = None,
        weighted: Optional[List[Tuple[int, str, Optional[str], Optional[int]]]] = None,
    ) -> int:
        """Records a table's result; raises ValueError for an impossible
        one, recording nothing."""
    def set_vulnerability(self, board: int, vulnerable: str) -> None: ...
    def traveller(self, board: int) -> Dict[str, Any]:
        """Board ``board``'s traveller."""
    def standings(self) -> Dict[str, Any]:
        """The standings, with ranks and percentages."""
    def boards(self) -> List[int]: ...

def score_session(
    path: Union[str, "os.PathLike[str]"],
    scoring: Optional[str] = None,
    by_direction: bool = False,
    laws: str = "duplicate-2017",
) -> Dict[str, Any]:
    """A PBN file's ScoreTables scored again: findings and standings."""

class Table:
    """A table refereeing one game under a code of laws."""

    def __init__(
        self,
        laws: str = "duplicate-2017",
        dealer: str = "N",
        deal: Optional[str] = None,
        vulnerable: Optional[str] = None,
        options: Optional[str] = None,
    ) -> None: ...
    @staticmethod
    def from_script(text: str, laws: Optional[str] = None) -> "Table":
        """A table refereed from a whole script."""
    def apply(self, event: Event) -> int:
        """Applies a script line (or lines, all or none) or a structured
        event; returns how many events were applied."""
    def undo(self, n: int = 1) -> None:
        """Takes back the last ``n`` events; raises ``ValueError``, taking
        nothing back, where the table holds fewer than ``n``."""
    def report(self) -> Dict[str, Any]:
        """The report of ``tablelaw rule --json``."""
    @property
    def turn(self) -> Optional[str]:
        """The seat to act next, or None."""
    @property
    def laws(self) -> str:
        """The code of laws."""
    @property
    def over(self) -> bool:
        """Whether the deal (euchre: the game) is over."""
    @property
    def pending(self) -> Optional[Dict[str, Any]]:
        """The ruling awaiting an election, with the elections accepted."""
    def legal_actions(self, structured: bool = False) -> List[Any]:
        """The regular actions open now: script lines, or dicts."""
    def events(self) -> List[str]:
        """The events so far, one script line each."""
    def script(self) -> str:
        """The table as a script."""
    def __len__(self) -> int: ...
    def __copy__(self) -> "Table": ...
    def __deepcopy__(self, memo: Any) -> "Table": ...
    def __reduce__(self) -> Tuple[Any, Tuple[str, str]]: ...

class PbnGame:
    """A game of a PBN file, its parts built when asked for."""

    @property
    def line(self) -> int: ...
    @property
    def tags(self) -> Dict[str, str]: ...
    @property
    def sections(self) -> Dict[str, List[str]]: ...
    @property
    def deal(self) -> Optional[str]: ...
    @property
    def auction(self) -> Optional[Dict[str, Any]]: ...
    @property
    def play(self) -> Optional[Dict[str, Any]]: ...
    @property
    def notes(self) -> Dict[int, str]: ...
    def tag(self, name: str) -> Optional[str]:
        """The value of one tag, or None."""
    def __getitem__(self, key: str) -> Any: ...
    def keys(self) -> List[str]: ...
    def to_dict(self) -> Dict[str, Any]:
        """Every part, in a dict."""

class PbnReader(Iterator[PbnGame]):
    """The games of a PBN file, read as iterated."""

    @property
    def errors(self) -> List[Tuple[Optional[int], Optional[int], str]]: ...
    def __iter__(self) -> "PbnReader": ...
    def __next__(self) -> PbnGame: ...
    def close(self) -> None: ...
    def __enter__(self) -> "PbnReader": ...
    def __exit__(
        self,
        kind: Optional[Type[BaseException]],
        value: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> bool: ...

class LinBoard:
    """A board of a LIN file, its parts built when asked for."""

    @property
    def tags(self) -> Dict[str, str]: ...
    @property
    def players(self) -> Optional[List[str]]: ...
    @property
    def dealer(self) -> Optional[str]: ...
    @property
    def deal(self) -> Optional[str]: ...
    @property
    def vulnerable(self) -> Optional[str]: ...
    @property
    def auction(self) -> Dict[str, Any]: ...
    @property
    def play(self) -> List[str]: ...
    @property
    def claim(self) -> Optional[int]: ...
    @property
    def notes(self) -> List[str]: ...
    def __getitem__(self, key: str) -> Any: ...
    def keys(self) -> List[str]: ...
    def to_dict(self) -> Dict[str, Any]:
        """Every part, in a dict."""

class LinReader(Iterator[LinBoard]):
    """The boards of a LIN file, read as iterated."""

    @property
    def errors(self) -> List[Tuple[Optional[int], Optional[int], str]]: ...
    def __iter__(self) -> "LinReader": ...
    def __next__(self) -> LinBoard: ...
    def close(self) -> None: ...
    def __enter__(self) -> "LinReader": ...
    def __exit__(
        self,
        kind: Optional[Type[BaseException]],
        value: Optional[BaseException],
        traceback: Optional[TracebackType],
    ) -> bool: ...

def read_pbn(path_or_file: PathOrFile, errors: str = "raise") -> PbnReader:
    """The games of a PBN file, read lazily."""

def read_lin(path_or_file: PathOrFile, errors: str = "raise") -> LinReader:
    """The boards of a LIN file, read lazily."""

def check_files(
    paths: List[str], laws: str = "duplicate-2017", strict: bool = False
) -> Tuple[
    int,
    int,
    List[Tuple[str, Optional[int], Optional[int], int, str, str]],
    List[Tuple[str, Optional[int], Optional[int], str]],
]: ...
def contract(
    contract: str,
    declarer: str,
    tricks: int,
    vulnerable: str = "none",
    laws: str = "duplicate-2017",
) -> Dict[str, Any]:
    """The Law 77 score of a contract."""

def imps(score: int, other: Optional[int] = None) -> int:
    """IMPs (Law 78B) for a difference, or for score less other."""

def matchpoints(scores: List[int]) -> List[Dict[str, Any]]:
    """Each score's matchpoints (Law 78A)."""

def board(number: int) -> Dict[str, Any]:
    """A board's dealer and vulnerability (Law 2)."""

def simulate(
    laws: str = "duplicate-2017",
    deals: int = 1000,
    irregular: float = 0.0,
    seed: int = 1,
) -> Dict[str, Any]:
    """Random complete deals under a code of laws, summarised."""
