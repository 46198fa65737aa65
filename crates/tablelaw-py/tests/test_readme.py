"""The Python examples of the README and of docs/python.md run as shown."""

import os
import re

import pytest
import tablelaw

from conftest import ROOT


def test_the_readme_python_example_runs(capsys):
    pytest.importorskip("pandas")
    text = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        for block in blocks:
            namespace: dict = {}
            exec(compile(block, "README.md", "exec"), namespace)
    finally:
        os.chdir(here)
    out = capsys.readouterr().out
    assert "rubber Law 27" in out
    assert "rubber Law 27 ['S elect accept', 'S elect correct']" in out
    assert "duplicate-2007 Law 10A" in out
    assert "cannot change" in out
    assert len(namespace["games"]) > 100
    assert list(namespace["findings"].columns) == ["file", "line", "board", "game", "kind", "message"]


def test_the_docs_python_examples_run():
    text = (ROOT / "docs" / "python.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        spaces = []
        for block in blocks:
            namespace: dict = {}
            exec(compile(block, "docs/python.md", "exec"), namespace)
            spaces.append(namespace)
    finally:
        os.chdir(here)
    assert any(len(n.get("boards", [])) > 100 for n in spaces)
    session = next(n["s"] for n in spaces if isinstance(n.get("s"), tablelaw.Session))
    assert len(session.standings()["rows"]) == 8


def test_the_install_lines_install_what_the_readme_example_imports():
    # The example imports pandas: the install line of the README and of
    # docs/python.md asks for the package's `pandas` extra, which
    # pyproject.toml declares.
    pyproject = (ROOT / "crates" / "tablelaw-py" / "pyproject.toml").read_text()
    extras = pyproject.split("[project.optional-dependencies]", 1)[1].split("\n[", 1)[0]
    assert re.search(r'^pandas = \["pandas"\]$', extras, re.M), extras
    for doc in ["README.md", "docs/python.md"]:
        text = (ROOT / doc).read_text()
        assert "pip install './crates/tablelaw-py[pandas]'" in text, doc
    readme = (ROOT / "README.md").read_text()
    assert "import pandas" in "".join(re.findall(r"```python\n(.*?)```", readme, re.S))
