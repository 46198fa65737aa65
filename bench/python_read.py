"""Reads the same PBN files through Python with tablelaw.read_pbn and with
endplay (the field's reference reader), in one run, for BENCHMARKS.md.

Run by bench/python.sh, which installs both in a virtual environment.
For each reader it prints, per file, the games read and the time, then the
totals: MiB/s, games/s and the files it refuses (tablelaw: a game that
does not read raises RecordError; endplay: pbn.load raises).
"""

import os
import sys
import time

import tablelaw
from endplay.parsers import pbn


def read_tablelaw(path):
    """Every game read, one tag looked at (the parts are built on demand)."""
    games = 0
    for game in tablelaw.read_pbn(path):
        game.tag("Board")
        games += 1
    return games


def read_tablelaw_all(path):
    """Every game read and every part built as Python objects (to_dict)."""
    games = 0
    for game in tablelaw.read_pbn(path):
        game.to_dict()
        games += 1
    return games


def read_endplay(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return len(pbn.load(f))


def run(name, read, paths, rounds):
    total_mib = total_games = 0
    total_secs = 0.0
    refused = []
    for path in paths:
        mib = os.path.getsize(path) / (1024 * 1024)
        best = None
        try:
            for _ in range(rounds):
                start = time.perf_counter()
                games = read(path)
                secs = time.perf_counter() - start
                best = secs if best is None else min(best, secs)
        except Exception as e:  # a reader that refuses the file
            refused.append(path)
            print(f"  {name}: {os.path.basename(path)}: refused: {type(e).__name__}: {str(e)[:80]}")
            continue
        total_mib += mib
        total_games += games
        total_secs += best
    print(
        f"{name}: {len(paths) - len(refused)} files read, {len(refused)} refused; "
        f"{total_games} games, {total_mib:.2f} MiB in {total_secs:.3f} s: "
        f"{total_mib / total_secs:.2f} MiB/s, {total_games / total_secs:,.0f} games/s"
    )
    return refused, total_mib, total_games, total_secs


def main():
    paths = sys.argv[1:]
    # Each file read a few times, the best time kept (tablelaw's are short).
    ours = run("tablelaw", read_tablelaw, paths, rounds=5)
    run("tablelaw, every part built", read_tablelaw_all, paths, rounds=5)
    theirs = run("endplay", read_endplay, paths, rounds=1)
    # The speed ratios over the files both read.
    both = [p for p in paths if p not in ours[0] and p not in theirs[0]]
    a = run("tablelaw (files both read)", read_tablelaw, both, rounds=5)
    a_all = run("tablelaw, every part built (files both read)", read_tablelaw_all, both, rounds=5)
    b = run("endplay (files both read)", read_endplay, both, rounds=1)
    endplay = b[1] / b[3]
    print(f"tablelaw / endplay, MiB/s on the files both read: {(a[1] / a[3]) / endplay:.0f}x")
    print(f"tablelaw every part built / endplay: {(a_all[1] / a_all[3]) / endplay:.0f}x")


if __name__ == "__main__":
    main()
