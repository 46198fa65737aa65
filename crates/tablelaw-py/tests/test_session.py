"""tablelaw.Session: a session's travellers and standings (Law 78) with
adjusted scores (Law 12C), as the library scores them."""

import pytest

import tablelaw


def values(traveller, side="ns_score"):
    return [round(r[side]["value"], 6) for r in traveller["rows"]]


def test_law_78_a_matchpoints_with_ties_and_a_passed_out_board():
    # Law 78A by hand: +110 beats three (6), each 0 beats -50 and ties the
    # other 0 (3), -50 beats none (0).
    s = tablelaw.Session("matchpoints")
    s.record(1, "1", "2", "2S", "N", 8)
    s.record(1, "3", "4", "pass")
    s.record(1, "5", "6", "2S", "N", 7)
    s.record(1, "7", "8", "pass")
    t = s.traveller(1)
    assert values(t) == [6, 3, 0, 3]
    assert t["rows"][1]["ns_points"] == 0
    assert t["top"] == 6


def test_law_12_c_1_c_weighted_matchpoints_not_weighted_points():
    # 60% of 4S= (+420) and 40% of 4S-1 (-50) against +420, +450, -50:
    # 0.6 x 3 + 0.4 x 1 = 2.2 units (the weighted points, +232, would be 2).
    s = tablelaw.Session()
    s.record(1, "1", "2", weighted=[(60, "4S", "N", 10), (40, "4S", "N", 9)])
    s.record(1, "3", "4", "4S", "N", 10)
    s.record(1, "5", "6", "4S", "N", 11)
    s.record(1, "7", "8", "4S", "N", 9)
    t = s.traveller(1)
    assert values(t) == [2.2, 3.4, 6.0, 0.4]
    assert t["rows"][0]["ns_points"] == pytest.approx(232)


def test_law_12_c_2_artificial_scores_and_the_ranking():
    s = tablelaw.Session("matchpoints", by_direction=True)
    for n in ("1", "2", "3"):
        s.record(1, n, n, "4S", "N", 9 + int(n))
    s.record(2, "1", "1", artificial=("avg+", "avg-"))
    s.record(2, "2", "2", "4S", "N", 10)
    s.record(2, "3", "3", "4S", "N", 11)
    t = s.traveller(2)
    assert t["rows"][0]["ns_score"]["artificial"] == "average-plus"
    assert t["rows"][0]["ns_score"]["percentage"] == 60
    st = s.standings()
    ns = [r for r in st["rows"] if r["direction"] == "NS"]
    assert [r["contestant"] for r in ns] == ["3", "2", "1"]
    # Pair 3: a top on board 1 (4 of 4); on board 2 it beats the one other
    # result compared (2 of 2), factored to three results: (2 + 1) x 3 / 2
    # - 1 = 3.5 of 4. 7.5 of 8 is 93.75%.
    assert ns[0]["percentage"] == 93.75


def test_law_78_b_teams_imps_and_an_assigned_score():
    # Board 2, North-South vulnerable: A makes 4S (+620) at table 1; at
    # table 2 the director assigned A, East-West, 2S+2 (+170): 790 is 13.
    s = tablelaw.Session("imps")
    s.record(2, "A", "B", "4S", "N", 10)
    s.record(2, "B", "A", assigned=("2S", "E", 10))
    assert values(s.traveller(2)) == [13, -13]
    assert s.standings()["rows"][0] == {
        "rank": 1,
        "tied": False,
        "contestant": "A",
        "direction": None,
        "boards": 1,
        "total": 13.0,
        "top": None,
        "percentage": None,
    }


def test_an_impossible_result_is_refused_and_nothing_recorded():
    s = tablelaw.Session()
    s.record(1, "1", "2", "4S", "N", 10)
    with pytest.raises(ValueError, match="tricks"):
        s.record(1, "3", "4", "4S", "N", 14)
    with pytest.raises(ValueError, match="artificial"):
        s.record(1, "3", "4", artificial=("great", "avg"))
    with pytest.raises(ValueError, match="scoring"):
        tablelaw.Session("rubber")
    assert len(s.traveller(1)["rows"]) == 1
    assert s.boards() == [1]


def test_a_pbn_files_score_tables_scored_again(tmp_path):
    from conftest import ROOT

    result = tablelaw.score.session(ROOT / "examples" / "club-evening.pbn", by_direction=True)
    assert (result["boards"], result["results"], result["findings"]) == (3, 12, [])
    ns = [r for r in result["standings"]["rows"] if r["direction"] == "NS"]
    assert [r["contestant"] for r in ns] == ["2", "1", "4", "3"]
    assert round(ns[0]["percentage"], 2) == 72.22
    wrong = tmp_path / "wrong.pbn"
    text = (ROOT / "examples" / "club-evening.pbn").read_text()
    wrong.write_text(text.replace(" 2  2 4S    N 11   450", " 2  2 4S    N 11   480"))
    found = tablelaw.score.session(wrong)["findings"]
    assert [(f["line"], f["field"], f["laws"]) for f in found] == [(19, "Score_NS", "450")]
