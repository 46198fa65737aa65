#!/usr/bin/env bash
# Random complete deals per second: tablelaw simulate beside OpenSpiel's
# bridge and euchre (its Python API, and its C++ core through
# `evaluate_bots`), in the same run, for
# BENCHMARKS.md. Installs open-spiel in a virtual environment.
#
#   bash bench/openspiel.sh [DEALS]
set -euo pipefail
cd "$(dirname "$0")/.."
deals="${1:-20000}"
venv="${TMPDIR:-/tmp}/tablelaw-openspiel-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet open-spiel==2.0.2
fi
cargo build --release --quiet -p tablelaw-cli
for laws in duplicate-2017 rubber auction-bridge bridge-whist euchre; do
    target/release/tablelaw simulate --laws "$laws" --deals $((deals * 100)) | sed -n 1p
done
"$venv/bin/python" bench/openspiel_random.py bridge "$deals"
"$venv/bin/python" bench/openspiel_random.py euchre "$deals"
