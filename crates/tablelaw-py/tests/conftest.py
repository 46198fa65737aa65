"""Paths shared by the tests: the repository's test data, examples and
report schema."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "crates" / "tablelaw-formats" / "tests" / "data"
PBN_FILES = sorted((DATA / "pbn").glob("*.pbn"))
LIN_FILES = sorted((DATA / "lin").glob("*.lin"))
SCHEMA = ROOT / "schema" / "report.schema.json"
EXAMPLES = ROOT / "examples"

DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"
EUCHRE_DEAL = "N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9"


@pytest.fixture(scope="session")
def schema():
    import json

    return json.loads(SCHEMA.read_text())


def test_the_data_is_there():
    assert PBN_FILES and LIN_FILES and SCHEMA.exists()
