"""The Python examples of the README and of docs/python.md run as shown."""

import os
import re

import pytest

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
    assert "no ruling" in out or "pending" in out
    assert len(namespace["games"]) > 100
    assert list(namespace["findings"].columns) == ["file", "line", "board", "game", "kind", "message"]


def test_the_docs_python_examples_run():
    text = (ROOT / "docs" / "python.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        for block in blocks:
            namespace: dict = {}
            exec(compile(block, "docs/python.md", "exec"), namespace)
    finally:
        os.chdir(here)
    assert len(namespace["boards"]) > 100
