"""tablelaw.check: findings as objects, records and a DataFrame."""

import pytest

import tablelaw
from conftest import DATA

PBN = (
    '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
    '[Deal "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"]\n'
    '[Declarer "S"]\n[Contract "2S"]\n[Result "8"]\n'
    '[Auction "N"]\n1S Pass 2S AP\n[Score "NS 110"]\n'
)


def test_a_finding_has_its_file_line_board_kind_and_message(tmp_path):
    path = tmp_path / "one.pbn"
    path.write_text(PBN)
    result = tablelaw.check(path)
    assert (result.files, result.boards, len(result)) == (1, 1, 1)
    (finding,) = result
    assert finding.file == str(path)
    assert finding.board == 1
    assert finding.game == 1
    assert finding.kind == "declarer-mismatch"
    assert finding.line is not None and finding.line >= 1
    assert "North" in finding.message
    assert result.summary() == {"declarer-mismatch": 1}
    # The same record with the right declarer has no finding.
    path.write_text(PBN.replace('[Declarer "S"]', '[Declarer "N"]'))
    assert len(tablelaw.check(str(path))) == 0


def test_the_fixtures_as_the_command_checks_them():
    result = tablelaw.check(DATA)
    assert result.files == len(list(DATA.rglob("*.pbn"))) + len(list(DATA.rglob("*.lin")))
    assert result.boards > 500
    assert result.errors == []
    assert all(f.kind in {
        "unreadable-deal", "no-dealer", "illegal-auction", "contract-mismatch",
        "declarer-mismatch", "illegal-play", "mark-mismatch", "result-mismatch",
        "score-mismatch", "games-run-together",
    } for f in result)
    records = result.records()
    assert len(records) == len(result)
    assert set(records[0]) == {"file", "line", "board", "game", "kind", "message"}
    assert tablelaw.check([DATA / "pbn", DATA / "lin"]).records() == records


def test_the_findings_as_a_dataframe():
    pandas = pytest.importorskip("pandas")
    result = tablelaw.check(DATA)
    frame = result.to_pandas()
    assert isinstance(frame, pandas.DataFrame)
    assert list(frame.columns) == ["file", "line", "board", "game", "kind", "message"]
    assert len(frame) == len(result)
    assert frame.groupby("kind").size().to_dict() == {
        k: sum(1 for f in result if f.kind == k) for k in {f.kind for f in result}
    }


def test_unreadable_inputs_are_read_errors(tmp_path):
    (tmp_path / "notes.txt").write_text("hello")
    result = tablelaw.check([tmp_path / "notes.txt", tmp_path / "missing.pbn"])
    assert len(result.errors) == 2
    assert result.files == 0
    with pytest.raises(ValueError):
        tablelaw.check(DATA, laws="chess")


def test_a_board_without_a_number_and_the_strict_mode(tmp_path):
    path = tmp_path / "two.pbn"
    untagged = PBN.replace('[Board "1"]\n', "")
    path.write_text(untagged + "\n" + untagged)
    result = tablelaw.check(path)
    assert [(f.board, f.game) for f in result] == [(None, 1), (None, 2)]
    # Strict: the verifier's correct files pass; a bad date is a format finding.
    assert len(tablelaw.check(DATA / "pbn" / "verifier-correct_21.pbn", strict=True)) == 0
    path.write_text(PBN.replace('[Board "1"]', '[Board "1"]\n[Date "2024-01-02"]'))
    kinds = [f.kind for f in tablelaw.check(path, strict=True)]
    assert sorted(kinds) == ["declarer-mismatch", "format"]
    assert [f.kind for f in tablelaw.check(path)] == ["declarer-mismatch"]


def test_an_unknown_code_lists_every_code():
    assert len(tablelaw.CODES) == 6
    for refused in [
        lambda: tablelaw.check(DATA, laws="chess"),
        lambda: tablelaw.simulate("chess", 10),
        lambda: tablelaw.Table(laws="chess"),
    ]:
        with pytest.raises(ValueError) as e:
            refused()
        for code in tablelaw.CODES:
            assert code in str(e.value), (code, str(e.value))
