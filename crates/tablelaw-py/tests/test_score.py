"""tablelaw.score: Law 77, IMPs (78B), matchpoints (78A), boards (Law 2)."""

import pytest

from tablelaw import score


def test_a_doubled_game_made_vulnerable():
    s = score.contract("4HX", "S", 10, vulnerable="ns")
    assert s["total"] == 790
    assert s["scores"] == {"NS": 790, "EW": -790}
    assert [(i["kind"], i["points"]) for i in s["items"]] == [
        ("trick-score", 240),
        ("game", 500),
        ("insult", 50),
    ]
    assert s["citation"] == "duplicate-2017 Law 77"
    assert s["made"] and s["result"] == 0 and s["vulnerable"]


def test_undertricks_and_the_other_side():
    s = score.contract("3nt", "E", 7, vulnerable="both", laws="duplicate-2007")
    assert s["result"] == -2 and not s["made"]
    assert s["scores"] == {"NS": 200, "EW": -200}
    assert s["laws"] == "duplicate-2007"
    assert score.contract("7SXX", "W", 13)["total"] == 2240


def test_bad_contracts_are_refused():
    for bad in [("8H", "S", 10), ("4Q", "S", 10), ("4H", "Q", 10), ("4H", "S", 14)]:
        with pytest.raises(ValueError):
            score.contract(*bad)
    with pytest.raises(ValueError):
        score.contract("4H", "S", 10, vulnerable="maybe")


def test_imps():
    assert score.imps(620, 170) == 10
    assert score.imps(450) == 10
    assert score.imps(-450) == -10
    assert score.imps(10) == 0
    assert score.imps(5000) == 24


def test_matchpoints():
    rows = score.matchpoints([100, 50, 50])
    assert [r["matchpoints"] for r in rows] == [4, 1, 1]
    assert rows[0]["percentage"] == 100.0
    assert score.matchpoints([420])[0]["percentage"] is None


def test_board():
    b = score.board(5)
    assert b["dealer"] == "N" and b["vulnerability"] == "ns"
    assert b["vulnerable"] == {"NS": True, "EW": False}
    assert score.board(20)["vulnerability"] == "both"
    with pytest.raises(ValueError):
        score.board(0)
