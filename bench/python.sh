#!/usr/bin/env bash
# Reads the same PBN files with tablelaw's Python package (tablelaw.read_pbn)
# and with endplay 0.5.12, in one run, for BENCHMARKS.md.
#
#   bash bench/python.sh [FILE...]
#
# With no FILE it reads every PBN fixture and a 4 MiB file made from them.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${TMPDIR:-/tmp}/tablelaw-python-bench-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet endplay==0.5.12
fi
# A release build of the package, as pip builds it.
"$venv/bin/pip" install --quiet --force-reinstall --no-deps ./crates/tablelaw-py
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
    made="${TMPDIR:-/tmp}/tablelaw-4mib.pbn"
    # The fixtures endplay reads, repeated to 4 MiB, games apart.
    : >"$made"
    while [ "$(stat -c %s "$made")" -lt $((4 << 20)) ]; do
        for f in crates/tablelaw-formats/tests/data/pbn/realbridge-export.pbn \
                 crates/tablelaw-formats/tests/data/pbn/handrecord-large1.pbn; do
            cat "$f" >>"$made"
            printf '\n\n' >>"$made"
        done
    done
    files=(crates/tablelaw-formats/tests/data/pbn/*.pbn "$made")
fi
"$venv/bin/python" bench/python_read.py "${files[@]}"
