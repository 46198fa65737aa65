#!/usr/bin/env bash
# Reads the same PBN files with tablelaw's reader and with endplay (the field's
# reference reader, pip package `endplay`), in the same run, for BENCHMARKS.md.
#
#   bash bench/endplay.sh [FILE...]
#
# With no FILE it reads every PBN fixture and a 1 MiB file made from them.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${TMPDIR:-/tmp}/tablelaw-endplay-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet endplay
fi
cargo build --release --quiet -p tablelaw-formats --example read_pbn
reader=target/release/examples/read_pbn
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
    made="${TMPDIR:-/tmp}/tablelaw-1mib.pbn"
    "$reader" --make 1 "$made"
    files=(crates/tablelaw-formats/tests/data/pbn/*.pbn "$made")
fi
echo "== tablelaw"
"$reader" "${files[@]}"
echo "== endplay"
"$venv/bin/python" bench/endplay_read.py "${files[@]}"
