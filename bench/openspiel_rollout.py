"""OpenSpiel's own lean loop beside tablelaw's, for BENCHMARKS.md.

OpenSpiel's C++ random rollout (`RandomRolloutEvaluator`: clone the state,
then its legal actions, a uniform pick, apply, to the end) has no Python
method of its own in the pip package (2.0.2): `pyspiel.Evaluator` is passed
to C++ only. It is run through `pyspiel.MCTSBot` with one simulation, whose
one evaluation of the root state is `ROLLOUTS` rollouts from it: one Python
call a state, the rest in C++. The states are dealt first, untimed (the
deal's chance nodes sampled here, in Python), so the figure is the rollouts
alone, the deal excluded, as the evaluator runs in OpenSpiel's own searches.

tablelaw plays the same kind of deal with every action uniform among the
legal ones (`examples/uniform_rollout.rs`), in a child process whose CPU
time is read from `getrusage`, two ways: OpenSpiel's work (ROLLOUTS
rollouts from each dealt state, each from the dealt state again: the bridge
table reset to the deal, the euchre table cloned), and every deal shuffled
(a conservative count: the shuffle, which OpenSpiel's figure leaves out,
counted against tablelaw). The two alternate round by round, so that both see the same
machine; each round's ratio is tablelaw's deals a second over OpenSpiel's,
and the summary gives their median and range. CPU time, not wall time: the
machine may be shared.

    python bench/openspiel_rollout.py EXAMPLE_BINARY [ROUNDS] [STATES]
"""

import random
import resource
import statistics
import subprocess
import sys
import time

import pyspiel

ROLLOUTS = 200  # rollouts an evaluation: the MCTS around it costs little


def dealt(game, rng, count):
    """`count` states just after the deal's chance nodes."""
    states = []
    for _ in range(count):
        state = game.new_initial_state()
        while state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probs)[0])
        states.append(state)
    return states


def openspiel_rate(game, states, seed):
    """Rollouts a CPU second over `states`, ROLLOUTS from each."""
    evaluator = pyspiel.RandomRolloutEvaluator(ROLLOUTS, seed)
    bot = pyspiel.MCTSBot(game, evaluator, 2.0, 1, 1000, False, seed, False)
    start = time.process_time()
    for state in states:
        bot.step(state)
    return len(states) * ROLLOUTS / (time.process_time() - start)


def tablelaw_rate(binary, code, deals, seed, from_each):
    """Deals a CPU second of `uniform_rollout CODE DEALS SEED FROM_EACH`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, code, str(deals), str(seed), str(from_each)],
                   check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return deals / cpu


def main():
    binary = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    games = {
        "bridge": pyspiel.load_game("bridge(use_double_dummy_result=false)"),
        "euchre": pyspiel.load_game("euchre"),
    }
    print(f"OpenSpiel {ROLLOUTS} rollouts from each of {count} dealt states a round; "
          f"tablelaw as many deals as OpenSpiel's last round took about 2 s for, at its rate")
    def span(values, fmt):
        return (f"median {fmt(statistics.median(values))} "
                f"({fmt(min(values))}-{fmt(max(values))})")

    for code, game in games.items():
        rng = random.Random(1)
        theirs = []
        ways = {"from dealt states": ROLLOUTS, "each deal shuffled": 1}
        ours = {way: [] for way in ways}
        ratios = {way: [] for way in ways}
        deals = 200_000
        for r in range(rounds):
            states = dealt(game, rng, count)
            os_rate = openspiel_rate(game, states, r + 1)
            theirs.append(os_rate)
            line = f"{code} round {r + 1}: OpenSpiel rollout {os_rate:,.0f} deals/s"
            for way, from_each in ways.items():
                tl_rate = tablelaw_rate(binary, code, deals, r + 1, from_each)
                ours[way].append(tl_rate)
                ratios[way].append(tl_rate / os_rate)
                line += f"; tablelaw {way} {tl_rate:,.0f}, ratio {tl_rate / os_rate:.2f}"
            # About two CPU seconds a run from the next round on.
            deals = max(10_000, int(ours["each deal shuffled"][-1] * 2))
            print(line)
        print(f"{code}: OpenSpiel rollout {span(theirs, lambda v: f'{v:,.0f}')} deals/s")
        for way in ways:
            print(f"{code}: tablelaw {way} {span(ours[way], lambda v: f'{v:,.0f}')} deals/s; "
                  f"ratio {span(ratios[way], lambda v: f'{v:.2f}')}")


if __name__ == "__main__":
    main()
