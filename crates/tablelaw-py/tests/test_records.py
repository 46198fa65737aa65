"""tablelaw.read_pbn and read_lin: every fixture read, by path and from
file objects, lazily, with errors carrying their line and column."""

import io

import pytest

import tablelaw
from conftest import LIN_FILES, PBN_FILES


@pytest.mark.parametrize("path", PBN_FILES, ids=lambda p: p.name)
def test_every_pbn_file_reads_alike_by_path_and_by_file(path):
    by_path = list(tablelaw.read_pbn(path, errors="skip"))
    with open(path, "rb") as f:
        by_binary = list(tablelaw.read_pbn(f, errors="skip"))
    with open(path, encoding="latin-1") as f:
        text = f.read()
    by_str = list(tablelaw.read_pbn(str(path), errors="skip"))
    assert by_path == by_binary == by_str
    # The check reads the same games through its own record reader.
    checked = tablelaw.check(path)
    assert checked.boards == len(by_path)
    for game in by_path:
        assert set(game.keys()) == {"line", "tags", "sections", "deal", "auction", "play", "notes"}
        assert isinstance(game["tags"], dict)
        assert game.to_dict() == {k: game[k] for k in game.keys()}
        if game["deal"] is not None:
            hands = game["deal"].split(":")[1].split()
            assert len(hands) == 4
        if game["auction"]:
            assert game["auction"]["first"] in "NESW"
    if by_path and "[Board" in text:
        assert any("Board" in g["tags"] for g in by_path)


@pytest.mark.parametrize("path", LIN_FILES, ids=lambda p: p.name)
def test_every_lin_file_reads(path):
    boards = list(tablelaw.read_lin(path))
    with open(path, "rb") as f:
        assert list(tablelaw.read_lin(f)) == boards
    assert boards
    assert tablelaw.check(path).boards == len(boards)
    for b in boards:
        if b["deal"]:
            assert b["dealer"] in "NESW"
            assert b["auction"]["first"] == b["dealer"]
        assert all(len(c) == 2 for c in b["play"])
        assert b.to_dict() == {k: b[k] for k in b.keys()}
        assert b.play == b["play"] and b.deal == b["deal"]


def test_a_pbn_game_s_parts():
    text = (
        '[Board "3"]\n[Dealer "S"]\n[Deal "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 '
        'AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"]\n[Auction "S"]\n1NT =1= Pass 3NT AP\n'
        '[Note "1:15-17"]\n[Play "W"]\nD2 D3 DA D4\n*\n'
    )
    (game,) = list(tablelaw.read_pbn(io.StringIO(text)))
    assert game["tags"]["Board"] == "3"
    assert game["deal"].startswith("N:KT8.A96")
    assert game["auction"]["calls"] == ["1NT =1=", "Pass", "3NT", "AP"]
    assert game["auction"]["notes"] == {1: "15-17"}
    assert game["play"]["leader"] == "W"
    assert game["play"]["cards"][:4] == ["D2", "D3", "DA", "D4"]
    assert game.play == game["play"] and game.tags == game["tags"] and game.line == 1
    assert game.tag("Dealer") == "S" and game.tag("Contract") is None
    with pytest.raises(KeyError):
        game["board"]
    assert "board 3" in repr(game)


def test_a_malformed_game_raises_with_its_line_and_column_and_reading_goes_on():
    text = '[Board "1"]\n\n[Board "2"]\n[Auction "N"]\n1H 9Z\n\n[Board "3"]\n'
    games = tablelaw.read_pbn(io.BytesIO(text.encode()))
    assert next(games)["tags"]["Board"] == "1"
    with pytest.raises(tablelaw.RecordError) as raised:
        next(games)
    assert isinstance(raised.value, tablelaw.Error)
    assert (raised.value.line, raised.value.column) == (5, 4)
    assert next(games)["tags"]["Board"] == "3"
    with pytest.raises(StopIteration):
        next(games)
    skipping = tablelaw.read_pbn(io.BytesIO(text.encode()), errors="skip")
    assert [g["tags"]["Board"] for g in skipping] == ["1", "3"]
    assert [e[:2] for e in skipping.errors] == [(5, 4)]


def test_a_malformed_lin_board_raises_with_its_line():
    reader = tablelaw.read_lin(io.StringIO("md|3SAKQ,S2,S3,|mb|1Q|\n"))
    with pytest.raises(tablelaw.RecordError) as raised:
        list(reader)
    assert raised.value.line == 1 and raised.value.column is not None


class Endless(io.RawIOBase):
    """A PBN file of ever more games, counting the bytes asked of it."""

    GAME = b'[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n1NT Pass 3NT AP\n\n'

    def __init__(self, games):
        self.left = games
        self.given = 0

    def readable(self):
        return True

    def read(self, n=-1):
        if self.left <= 0:
            return b""
        k = min(self.left, max(1, n // len(self.GAME)))
        self.left -= k
        self.given += k * len(self.GAME)
        return self.GAME * k


def test_reading_is_lazy_and_streams():
    source = Endless(games=200_000)  # about 11 MB
    games = tablelaw.read_pbn(source)
    first = next(games)
    assert first["auction"]["calls"] == ["1NT", "Pass", "3NT", "AP"]
    # Only a block or two has been asked for, not the whole input.
    assert source.given < 2_000_000
    count = 1 + sum(1 for _ in games)
    assert count == 200_000
    assert source.left == 0


def test_a_reader_closes():
    with tablelaw.read_pbn(io.BytesIO(Endless.GAME * 3)) as games:
        next(games)
    assert list(games) == []


def test_bad_arguments_are_refused():
    with pytest.raises(FileNotFoundError):
        tablelaw.read_pbn("no-such-file.pbn")
    with pytest.raises(ValueError):
        tablelaw.read_pbn(io.BytesIO(b""), errors="ignore")


def test_sections_notes_and_repeated_tags():
    from conftest import DATA

    game = next(iter(tablelaw.read_pbn(DATA / "pbn" / "endplay-sample.pbn")))
    table = game.sections["OptimumResultTable"]
    assert len(table) == 10 and table[0] == "N NT  7" and table[-1] == "W  C  7"
    assert game.tags["OptimumResultTable"] == "Declarer;Denomination\\2R;Result\\2R"
    assert game.auction["notes"] == {1: " Spades & minor", 2: " ♠"}
    assert game.auction["calls"][5] == "2H =1="
    text = '[Board "1"]\n[Board "2"]\n[Note "1:before"]\n[Auction "N"]\nPass\n[Note "2:after"]\n'
    (game,) = list(tablelaw.read_pbn(io.StringIO(text)))
    assert game.tags == {"Board": "1"}  # of a tag repeated, the first
    assert game.notes == {1: "before"}
    assert game.auction["notes"] == {2: "after"}
    assert game.play is None and game.deal is None


def test_every_call_and_card_reads_as_written():
    calls = ["Pass", "X", "XX"] + [f"{l}{d}" for l in range(1, 8) for d in ["C", "D", "H", "S", "NT"]]
    text = '[Board "1"]\n[Auction "N"]\n' + " ".join(calls) + " ^I 1C 2D! AP\n"
    (game,) = list(tablelaw.read_pbn(io.StringIO(text)))
    assert game.auction["calls"] == calls + ["^I 1C", "2D !", "AP"]
    cards = [s + r for s in "SHDC" for r in "AKQJT98765432"]
    text = '[Board "1"]\n[Play "N"]\n' + " ".join(cards) + "\n"
    (game,) = list(tablelaw.read_pbn(io.StringIO(text)))
    assert game.play["cards"] == cards


def test_a_lin_board_s_parts():
    text = (
        "pn|Ann,Bob,Cy,Di|md|3SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|"
        "sv|n|ah|Board 2|mb|7N!|an|cold|mb|p|mb|p|mb|p|pg||pc|S2|mc|13|nt|well bid|\n"
    )
    (board,) = list(tablelaw.read_lin(io.StringIO(text)))
    assert board.players == ["Ann", "Bob", "Cy", "Di"]
    assert board.dealer == "N" and board.vulnerable == "NS"
    assert board.tags == {"ah": "Board 2"}
    assert board.auction == {"first": "N", "calls": ["7NT!", "Pass", "Pass", "Pass"], "explanations": {0: "cold"}}
    assert board.play == ["S2"] and board.claim == 13 and board.notes == ["well bid"]
    assert board.deal.split(" ")[2] == "AKQJ.AKQJ.AKQJ.A"  # South, the first hand of md
    with pytest.raises(KeyError):
        board["md"]
    assert repr(board) == "<tablelaw.LinBoard Board 2>"
