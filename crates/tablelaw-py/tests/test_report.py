"""The report of every code, validated against the published schema."""

import jsonschema
import pytest

import tablelaw
from test_table import table_of


@pytest.mark.parametrize("code", tablelaw.CODES)
def test_the_report_follows_the_schema(code, schema):
    t = table_of(code)
    jsonschema.validate(t.report(), schema)
    for _ in range(12):
        actions = t.legal_actions()
        if not actions:
            break
        t.apply(actions[0])
        jsonschema.validate(t.report(), schema)


def test_an_irregular_auction_s_report_follows_the_schema(schema):
    t = tablelaw.Table(laws="duplicate-2017", dealer="N")
    t.apply("N 1S\nE 1H")
    report = t.report()
    jsonschema.validate(report, schema)
    assert report["pending"] == t.pending
    assert report["pending"]["citation"].startswith("duplicate-2017 Law 27")
    assert report["turn"] is None or report["turn"] in "NESW"


def test_a_ruling_lists_every_clause_it_applies_its_principal_first(schema):
    t = table_of("duplicate-2017")
    t.apply("N 1S\nE P\nS P\nW P")
    t.apply("finding missing-card W D3")
    report = t.report()
    jsonschema.validate(report, schema)
    ruling = report["rulings"][-1]
    assert ruling["law"] == "14A1"
    assert ruling["clauses"] == ["14A1", "14A3", "14C"]


def test_an_attempt_to_withdraw_a_played_card_is_recorded_without_effect(schema):
    t = table_of("duplicate-2017")
    t.apply("N 1S\nE P\nS P\nW P\nE H2")
    before = t.report()["turn"]
    t.apply("E withdraws H2")
    report = t.report()
    jsonschema.validate(report, schema)
    assert report["rulings"][-1]["law"] == "47F2"
    assert report["turn"] == before
