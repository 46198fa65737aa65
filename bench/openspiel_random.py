"""Random complete deals through OpenSpiel (pip package `open-spiel`), the
reference the simulation benchmark compares with, two ways:

- `python`: a loop in Python over the Python API, one call an action, as
  the issue states OpenSpiel's figure;
- `c++`: `pyspiel.evaluate_bots` with OpenSpiel's uniform random bots
  (`make_uniform_random_bot`), which plays each whole game inside the
  compiled C++ core, one Python call a deal.

    python bench/openspiel_random.py GAME N

GAME is an OpenSpiel game name (`bridge`, `euchre`); bridge is loaded with
`use_double_dummy_result=false`, so that the cards are played (by default
OpenSpiel scores the contract by a double-dummy solver instead, about one
deal a second). Each deal starts from the initial state; chance outcomes
(the deal) and the players' actions are drawn uniformly from the legal ones
until the state is terminal. Prints deals a second for each way.
"""

import random
import sys
import time

import pyspiel


def python_loop(game, n: int) -> float:
    rng = random.Random(1)
    total = 0.0
    for _ in range(n):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        total += state.returns()[0]
    return total


def cpp_core(game, n: int) -> float:
    bots = [pyspiel.make_uniform_random_bot(p, 1000 + p) for p in range(game.num_players())]
    total = 0.0
    for i in range(n):
        total += pyspiel.evaluate_bots(game.new_initial_state(), bots, i)[0]
    return total


def main() -> None:
    name, n = sys.argv[1], int(sys.argv[2])
    params = {"use_double_dummy_result": False} if name == "bridge" else {}
    game = pyspiel.load_game(name, params)
    for way, run, deals in [("python", python_loop, n), ("c++", cpp_core, n * 10)]:
        start = time.perf_counter()
        total = run(game, deals)
        seconds = time.perf_counter() - start
        print(f"openspiel {name} ({way}): {deals} deals in {seconds:.2f} s:"
              f" {deals / seconds:.0f} deals a second (mean return {total / deals:+.1f})")


if __name__ == "__main__":
    main()
