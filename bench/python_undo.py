"""`Table.undo` through the Python package, for BENCHMARKS.md: a table of N
events, then an event applied and undone again and again (the median time
of each, so that undo is seen beside the event it takes back), and every
event undone one at a time (a run of undos: linear if each is bounded).

Two tables: a euchre rubber whose every deal is passed twice round (its
events all regular: a deal line, then eight passes), and a rubber of
contract bridge whose deals are all passed out (four passes, then the next
deal), through the rubber's steps.

    python bench/python_undo.py [N...]        (default 1000 4000 16000 65536)
    python bench/python_undo.py --no-unwind N...   (skip the run of undos)
"""

import statistics
import sys
import time

import tablelaw

EUCHRE_DEAL = "deal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9"


def next_euchre(t):
    passes = [a for a in t.legal_actions() if a.endswith(" pass")]
    return passes[0] if passes else EUCHRE_DEAL


def next_rubber(t):
    passes = [a for a in t.legal_actions() if a.lower().endswith(" pass")]
    return passes[0] if passes else "deal"


def build(laws, step, n):
    t = tablelaw.Table(laws=laws, dealer="N")
    for _ in range(n):
        t.apply(step(t))
    return t


def median_us(times):
    return statistics.median(times) * 1e6


def measure(laws, step, n, unwind):
    t = build(laws, step, n)
    applies, undos = [], []
    for _ in range(200):
        line = step(t)
        start = time.perf_counter()
        t.apply(line)
        middle = time.perf_counter()
        t.undo(1)
        end = time.perf_counter()
        applies.append(middle - start)
        undos.append(end - middle)
    a, u = median_us(applies), median_us(undos)
    out = f"{laws:8} N={n:6}: an event {a:8.1f} us, undo(1) {u:8.1f} us, undo/event {u / a:6.2f}"
    if unwind:
        start = time.process_time()
        for _ in range(n):
            t.undo(1)
        total = time.process_time() - start
        out += f"; {n} undos one by one {total:.2f} s CPU ({total / n * 1e6:.1f} us each)"
    print(out, flush=True)


def main():
    args = sys.argv[1:]
    unwind = "--no-unwind" not in args
    sizes = [int(a) for a in args if a != "--no-unwind"] or [1000, 4000, 16000, 65536]
    for n in sizes:
        measure("euchre", next_euchre, n, unwind)
        measure("rubber", next_rubber, n, unwind)


if __name__ == "__main__":
    main()
