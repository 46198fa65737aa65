#!/usr/bin/env bash
# Random complete deals per second: tablelaw simulate under every code on
# one core (--jobs 1) and on all cores, beside OpenSpiel's bridge and euchre
# (its Python API, and its C++ core through `evaluate_bots`), in the same
# run, for BENCHMARKS.md; then the actions a deal takes under each code
# (actions a second = deals a second times actions a deal), and contract
# bridge's floor: the referee beside a bare array loop making the same
# random choices (benches/deals.rs); then OpenSpiel's lean loop, its C++
# random rollout, beside tablelaw's deals with every action uniform among
# the legal ones, round by round (bench/openspiel_rollout.py). Installs
# open-spiel in a virtual environment.
#
#   bash bench/openspiel.sh [DEALS]          all of it
#   bash bench/openspiel.sh rollout [ROUNDS] the lean loop's comparison alone
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${TMPDIR:-/tmp}/tablelaw-openspiel-venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet open-spiel==2.0.2
fi
rollout() {
    cargo build --release --quiet -p tablelaw --example uniform_rollout
    "$venv/bin/python" bench/openspiel_rollout.py target/release/examples/uniform_rollout "$@"
}
if [ "${1:-}" = rollout ]; then
    shift
    rollout "$@"
    exit
fi
deals="${1:-20000}"
cargo build --release --quiet -p tablelaw-cli
cores="$(nproc)"
for laws in duplicate-2017 rubber duplicate-2007 auction-bridge bridge-whist euchre; do
    for jobs in 1 "$cores"; do
        target/release/tablelaw simulate --laws "$laws" --deals $((deals * 100)) --jobs "$jobs" | sed -n 1p
    done
done
"$venv/bin/python" bench/openspiel_random.py bridge "$deals"
"$venv/bin/python" bench/openspiel_random.py euchre "$deals"
cargo run --release --quiet -p tablelaw --example random_actions -- 20000 1
cargo bench --quiet -p tablelaw --bench deals -- --warm-up-time 1 --measurement-time 3 2>/dev/null | grep -E '^(random|uniform)_deals|thrpt'
rollout
