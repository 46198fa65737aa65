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
legal ones (`examples/uniform_rollout.rs`: the shuffle included, as a
conservative count), in a child process whose CPU time is read from
`getrusage`. The two alternate round by round, so that both see the same
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


def tablelaw_rate(binary, code, deals, seed):
    """Deals a CPU second of `uniform_rollout CODE DEALS SEED`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, code, str(deals), str(seed)], check=True, stdout=subprocess.DEVNULL)
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
    for code, game in games.items():
        rng = random.Random(1)
        ratios, ours, theirs = [], [], []
        deals = 200_000
        for r in range(rounds):
            states = dealt(game, rng, count)
            os_rate = openspiel_rate(game, states, r + 1)
            tl_rate = tablelaw_rate(binary, code, deals, r + 1)
            # About two CPU seconds a run from the next round on.
            deals = max(10_000, int(tl_rate * 2))
            ratios.append(tl_rate / os_rate)
            ours.append(tl_rate)
            theirs.append(os_rate)
            print(f"{code} round {r + 1}: tablelaw {tl_rate:,.0f} deals/s, "
                  f"OpenSpiel rollout {os_rate:,.0f} deals/s, ratio {tl_rate / os_rate:.2f}")
        print(f"{code}: tablelaw median {statistics.median(ours):,.0f} deals/s "
              f"({min(ours):,.0f}-{max(ours):,.0f}), OpenSpiel rollout median "
              f"{statistics.median(theirs):,.0f} ({min(theirs):,.0f}-{max(theirs):,.0f}); "
              f"ratio median {statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})")


if __name__ == "__main__":
    main()
