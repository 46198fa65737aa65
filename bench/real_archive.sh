#!/usr/bin/env bash
# `tablelaw check` on real records beside the project's made file, for
# BENCHMARKS.md: the PBN files of DIR... (by default the fixtures; give the
# shared data directory too) concatenated, file after file and again, to
# at least MIB MiB (default 30), a blank line between files; and a made
# file of the same size from `read_pbn --make`. Both are checked with one
# job, alternately, ROUNDS times (default 9); the CPU time of each (user
# and system, so that a busy machine counts less), the boards a second
# (the `[Board` tags, as BENCHMARKS.md counts them), and each round's
# ratio, real over made, with the median and range. Nothing is kept in
# the repository: the files go to a temporary directory.
#
#   bash bench/real_archive.sh [-m MIB] [-r ROUNDS] [DIR...]
set -euo pipefail
cd "$(dirname "$0")/.."
mib=30
rounds=9
while getopts m:r: opt; do
    case "$opt" in
        m) mib="$OPTARG" ;;
        r) rounds="$OPTARG" ;;
        *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
dirs=("$@")
[ ${#dirs[@]} -gt 0 ] || dirs=(crates/tablelaw-formats/tests/data/pbn)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cargo build --release --quiet -p tablelaw-cli
cargo build --release --quiet -p tablelaw-formats --example read_pbn
mapfile -t files < <(find "${dirs[@]}" -name '*.pbn' -type f | sort)
real="$work/real.pbn"
: >"$real"
while [ "$(stat -c %s "$real")" -lt $((mib << 20)) ]; do
    for f in "${files[@]}"; do
        cat "$f" >>"$real"
        printf '\n\n' >>"$real"
    done
done
made="$work/made.pbn"
target/release/examples/read_pbn --make "$mib" "$made" >/dev/null
boards() { grep -c '\[Board ' "$1" || true; }
echo "real: ${#files[@]} files, $(stat -c %s "$real") bytes, $(boards "$real") [Board tags"
echo "made: $(stat -c %s "$made") bytes, $(boards "$made") [Board tags"
python3 - "$real" "$made" "$rounds" "$(boards "$real")" "$(boards "$made")" <<'PY'
import statistics, subprocess, sys
real, made, rounds, real_boards, made_boards = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
def cpu(path):
    out = subprocess.run(["/usr/bin/time", "-f", "%U %S", "target/release/tablelaw", "check", "-j", "1", path],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).stderr.strip().splitlines()[-1]
    user, system = map(float, out.split())
    return user + system
ratios, r_rates, m_rates = [], [], []
for i in range(rounds):
    first, second = (real, made) if i % 2 == 0 else (made, real)
    times = {first: cpu(first), second: cpu(second)}
    r, m = real_boards / times[real], made_boards / times[made]
    r_rates.append(r); m_rates.append(m); ratios.append(r / m)
    print(f"round {i + 1}: real {r:,.0f} boards/s ({times[real]:.2f} s), made {m:,.0f} boards/s ({times[made]:.2f} s), real/made {r / m:.3f}")
print(f"real: median {statistics.median(r_rates):,.0f} boards/s ({min(r_rates):,.0f}-{max(r_rates):,.0f}); "
      f"made: median {statistics.median(m_rates):,.0f} ({min(m_rates):,.0f}-{max(m_rates):,.0f}); "
      f"real/made median {statistics.median(ratios):.3f} ({min(ratios):.3f}-{max(ratios):.3f})")
PY
