"""The README's Python example runs as shown."""

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
    assert "rubber Law 27 ['S elect accept', 'S elect correct']" in out
    assert "no ruling" in out or "pending" in out
    assert len(namespace["games"]) > 100
    assert list(namespace["findings"].columns) == ["file", "line", "board", "kind", "message"]
