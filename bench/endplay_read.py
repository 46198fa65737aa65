"""Times the Python library endplay reading PBN files, for BENCHMARKS.md.

Run by bench/endplay.sh, which installs endplay in a virtual environment.
Prints, for each file: MiB, boards read, seconds, MiB/s, boards/s, or the
error if endplay refuses the file.
"""
import os
import sys
import time

from endplay.parsers import pbn


def main() -> None:
    for path in sys.argv[1:]:
        size = os.path.getsize(path) / (1024 * 1024)
        start = time.perf_counter()
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                boards = pbn.load(f)
        except Exception as e:  # endplay raises on files it cannot read
            print(f"{path}: {size:.2f} MiB: refused: {type(e).__name__}: {e}")
            continue
        secs = time.perf_counter() - start
        print(
            f"{path}: {size:.2f} MiB, {len(boards)} boards, {secs:.2f} s, "
            f"{size / secs:.2f} MiB/s, {len(boards) / secs:.0f} boards/s"
        )


if __name__ == "__main__":
    main()
