"""tablelaw.Table: every code of laws, events as script lines and as
dicts, impossible events leaving the table unchanged, undo, the script,
pickling and copying."""

import copy
import pickle

import pytest

import tablelaw
from conftest import DEAL, EUCHRE_DEAL, EXAMPLES


def table_of(code):
    if code == "euchre":
        return tablelaw.Table(laws=code, dealer="N", deal=EUCHRE_DEAL)
    return tablelaw.Table(laws=code, dealer="N", deal=DEAL)


def state(t):
    return (t.script(), t.report(), t.turn, t.legal_actions(), len(t))


def test_every_code_is_offered():
    assert set(tablelaw.CODES) == {
        "rubber",
        "duplicate-2017",
        "duplicate-2007",
        "auction-bridge",
        "bridge-whist",
        "euchre",
    }


@pytest.mark.parametrize("code", tablelaw.CODES)
def test_every_code_referees_a_deal_to_its_end(code):
    t = table_of(code)
    assert t.laws == code
    assert t.turn == ("E" if code == "euchre" else "N")
    steps = 0
    while not t.over and steps < 400:
        actions = t.legal_actions()
        if not actions:
            pending = t.pending
            if pending is None:
                break  # euchre: a deal passed out waits for the next deal
            e = pending["elections"][0]
            t.apply(f"{e['by'][0]} elect {e['option']}")
        else:
            # A first bid, then the last action: passes close the bridge
            # auctions quickly.
            t.apply(actions[0] if steps == 0 or code == "euchre" else actions[-1])
        steps += 1
    assert steps > 4
    assert t.over or (code == "euchre" and t.report()["euchre"]["deals"])
    report = t.report()
    assert report["code"] == code
    assert report["schema"] == 1
    assert len(t) == len(t.events())


@pytest.mark.parametrize("code", tablelaw.CODES)
def test_an_impossible_event_leaves_the_table_unchanged(code):
    t = table_of(code)
    t.apply(t.legal_actions()[0])
    before = state(t)
    # A change of a call never made is impossible in contract bridge; an
    # election when no ruling is pending, in the other games (contract
    # bridge records it, without effect: Law 10A).
    impossible = "W change 2C" if code in ("rubber", "duplicate-2017", "duplicate-2007") else "N elect accept"
    with pytest.raises(tablelaw.ImpossibleEvent) as raised:
        t.apply(impossible)
    assert isinstance(raised.value, tablelaw.Error)
    assert str(raised.value)
    assert state(t) == before


def test_an_irregular_auction_is_ruled_and_the_election_taken():
    t = tablelaw.Table(laws="rubber", dealer="N")
    t.apply("N 1S")
    t.apply("E 1H")  # insufficient: Law 27
    pending = t.pending
    assert pending["citation"] == "rubber Law 27"
    assert pending["choosers"] == ["S"]
    assert {e["option"] for e in pending["elections"]} == {"accept", "correct"}
    assert t.legal_actions() == ["S elect accept", "S elect correct"]
    t.apply("S elect correct")
    assert t.pending["choosers"] == ["E"]
    t.apply("E 2H")  # the lowest sufficient bid in hearts: no penalty
    assert t.pending is None
    assert t.turn == "S"
    report = t.report()
    assert [r["citation"] for r in report["rulings"]][0] == "rubber Law 27"
    assert report["penalties"] == []


def test_a_syntax_error_has_its_line_and_column():
    t = tablelaw.Table()
    with pytest.raises(tablelaw.ScriptSyntaxError) as raised:
        t.apply("N 1Z")
    e = raised.value
    assert isinstance(e, tablelaw.Error)
    assert (e.line, e.column) == (1, 3)
    assert "1Z" in e.found
    with pytest.raises(tablelaw.ScriptSyntaxError) as raised:
        tablelaw.Table.from_script("dealer N\nN 1H\nE 2Q\n")
    assert (raised.value.line, raised.value.column) == (3, 3)
    assert len(t) == 0


def test_several_lines_are_applied_all_or_none():
    t = tablelaw.Table(laws="duplicate-2017", dealer="N")
    assert t.apply("N 1H\nE pass  # a comment\n\nS 2H") == 3
    before = state(t)
    with pytest.raises(tablelaw.ImpossibleEvent) as raised:
        t.apply("W pass\nE change 2C")
    assert "line 2" in str(raised.value)
    assert state(t) == before


def test_the_structured_form_is_the_engine_s_events():
    t = tablelaw.Table(laws="duplicate-2007", dealer="E")
    actions = t.legal_actions(structured=True)
    lines = t.legal_actions()
    assert len(actions) == len(lines)
    one = actions[5]
    assert one["event"] == "call" and one["seat"] == "E"
    assert t.apply(one) == 1
    assert t.events() == [lines[5]]
    with pytest.raises(ValueError):
        t.apply({"event": "no-such-event"})
    with pytest.raises(tablelaw.ImpossibleEvent):
        t.apply({"event": "change", "seat": "W", "call": "2C", "finding": "deliberate"})
    with pytest.raises(ValueError):
        t.apply(42)
    assert len(t) == 1


def test_undo_takes_back_the_last_events():
    t = tablelaw.Table(laws="rubber", dealer="N", deal=DEAL)
    t.apply("N 1S\nE 1H")
    assert t.pending is not None
    t.undo()
    assert t.pending is None and t.events() == ["N 1S"] and t.turn == "E"
    t.apply("E pass\nS pass")
    t.undo(2)
    assert t.events() == ["N 1S"]
    t.undo(1)
    assert len(t) == 0 and t.turn == "N"


def test_undo_of_more_events_than_the_table_holds_raises_and_takes_back_none():
    t = tablelaw.Table(laws="rubber", dealer="N", deal=DEAL)
    t.apply("N 1S")
    before = state(t)
    with pytest.raises(ValueError) as raised:
        t.undo(99)
    assert str(raised.value) == "cannot take back 99 events: the table has 1 event"
    assert state(t) == before
    t.undo(0)
    assert state(t) == before
    t.undo()
    with pytest.raises(ValueError):
        t.undo()
    assert len(t) == 0 and t.turn == "N"


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        tablelaw.Table(laws="chess")
    with pytest.raises(tablelaw.ScriptSyntaxError):
        tablelaw.Table(dealer="Q")
    with pytest.raises(ValueError):
        tablelaw.Table(dealer="N\nN 1H")
    with pytest.raises(tablelaw.ScriptSyntaxError):
        tablelaw.Table(deal="N:AKQ")


@pytest.mark.parametrize("code", tablelaw.CODES)
def test_pickle_copy_and_deepcopy_keep_the_table(code):
    t = table_of(code)
    for _ in range(6):
        t.apply(t.legal_actions()[0])
    for other in (pickle.loads(pickle.dumps(t)), copy.copy(t), copy.deepcopy(t)):
        assert other is not t
        assert state(other) == state(t)
    other = copy.deepcopy(t)
    other.undo()
    assert len(other) == len(t) - 1


def test_the_script_reads_back_to_the_same_table():
    for path in sorted(EXAMPLES.glob("*.tl")):
        t = tablelaw.Table.from_script(path.read_text())
        again = tablelaw.Table.from_script(t.script())
        assert state(again) == state(t), path
    t = tablelaw.Table.from_script("laws rubber\ndealer N\nN 1S\n", laws="duplicate-2007")
    assert t.laws == "duplicate-2007"


def test_an_impossible_event_in_a_script_names_its_line():
    with pytest.raises(tablelaw.ImpossibleEvent) as raised:
        tablelaw.Table.from_script("dealer N\nN 1S\n\nW change 2C\n")
    assert "line 4" in str(raised.value)


def test_repr_names_the_code_and_the_turn():
    assert repr(tablelaw.Table(laws="euchre", dealer="S")).startswith("<tablelaw.Table euchre")


def test_euchre_s_discard_is_the_dealer_s():
    t = tablelaw.Table(laws="euchre", dealer="N", deal="N:.AKJ.7.7 AKQ..A.A JT...QJT 98..KQ.K turned H9")
    t.apply("E pass\nS pass\nW pass\nN take-up")
    before = state(t)
    with pytest.raises(tablelaw.ImpossibleEvent) as raised:
        t.apply("E discard C7")
    assert "Law 86" in str(raised.value)
    assert state(t) == before
    t.apply("N discard C7")
    with pytest.raises(tablelaw.ImpossibleEvent) as raised:
        tablelaw.Table.from_script(
            "laws euchre\ndealer N\ndeal N:.AKJ.7.7 AKQ..A.A JT...QJT 98..KQ.K turned H9\n"
            "E pass\nS pass\nW pass\nN take-up\nS discard C7\n"
        )
    assert "line 8" in str(raised.value) and "Law 86" in str(raised.value)


def test_a_rubber_goes_on_deal_after_deal_with_its_score_sheet():
    t = tablelaw.Table(laws="rubber", dealer="N")
    for line in ["N 4S", "E pass", "S pass", "W pass", "result 10"]:
        t.apply(line)
    with pytest.raises(tablelaw.ImpossibleEvent):
        t.apply("result 9")  # told already
    t.apply("deal")  # the next deal: East deals, North-South vulnerable
    assert t.report()["dealer"] == "E"
    rubber = t.report()["rubber"]
    assert rubber["deal"] == 2
    assert rubber["games"] == {"NS": 1, "EW": 0}
    assert rubber["vulnerable"] == {"NS": True, "EW": False}
    assert rubber["totals"] == {"NS": 120, "EW": 0}
    for line in ["E pass", "S 3NT", "W pass", "N pass", "E pass", "result 9"]:
        t.apply(line)
    rubber = t.report()["rubber"]
    assert rubber["over"] and rubber["winner"] == "NS"
    assert rubber["totals"]["NS"] == 120 + 100 + 700
    # Taken back into the first deal, and read back from its script.
    t.undo(7)
    assert t.report()["rubber"]["deal"] == 1
    again = tablelaw.Table.from_script(t.script())
    assert again.report() == t.report()


def test_the_play_laws_findings_and_the_adjusted_score_through_their_lines():
    t = tablelaw.Table(laws="duplicate-2017", dealer="S", deal=DEAL)
    t.apply("S 1S\nW pass\nN 2S\nfinding wrong-hand W")
    first = t.report()["rulings"][0]
    assert first["clauses"] == ["15A1", "15A2(b)", "15A2(c)"]
    assert t.turn == "W"
    t.apply("W pass\nN 2S\nE pass\nS 4S\nW pass\nN pass\nE pass")
    t.apply("W D3\nN DA\nE D4\nS D6\nfinding foreign-card SA")
    assert t.report()["rulings"][-1]["law"] == "13C"
    # An assigned score waits for the play's end: refused, the table unchanged.
    before = state(t)
    with pytest.raises(tablelaw.ImpossibleEvent):
        t.apply("finding adjusted-score partner-information NS assigned 3S S 10")
    assert state(t) == before
    t.apply('S claims 9 "trumps"\nW elect accept')
    t.apply("finding adjusted-score partner-information NS assigned 3S S 10")
    report = t.report()
    adjusted = report["contract_bridge"]["adjusted_score"]
    assert adjusted["kind"] == "assigned"
    assert (adjusted["contract"], adjusted["declarer"], adjusted["tricks"]) == ("3S", "S", 10)
    assert adjusted["ns_points"] == 170
    assert report["points"] == {"NS": 170, "EW": -170}
    assert report["rulings"][-1]["clauses"][:2] == ["16B3", "16B1(a)"]
    t.apply("finding adjusted-score extraneous-information EW artificial avg+ avg-")
    report = t.report()
    assert report["points"] is None
    assert report["contract_bridge"]["adjusted_score"]["ns"] == "average plus"
    # The script reads back to the same table.
    again = tablelaw.Table.from_script(t.script())
    assert again.report() == t.report()
