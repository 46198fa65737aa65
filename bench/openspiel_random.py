"""Random complete deals through OpenSpiel's Python API (pip package
`open-spiel`), the reference the simulation benchmark compares with.

    python bench/openspiel_random.py GAME N

GAME is an OpenSpiel game name (`bridge`, `euchre`); bridge is loaded with
`use_double_dummy_result=false`, so that the cards are played (by default
OpenSpiel scores the contract by a double-dummy solver instead, about one
deal a second). Each deal starts from
the initial state; chance outcomes (the deal) and the players' actions are
drawn uniformly from the legal ones until the state is terminal. Prints
deals a second.
"""

import random
import sys
import time

import pyspiel


def main() -> None:
    name, n = sys.argv[1], int(sys.argv[2])
    params = {"use_double_dummy_result": False} if name == "bridge" else {}
    game = pyspiel.load_game(name, params)
    rng = random.Random(1)
    start = time.perf_counter()
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
    seconds = time.perf_counter() - start
    print(f"openspiel {name}: {n} deals in {seconds:.2f} s: {n / seconds:.0f} deals a second"
          f" (mean return {total / n:+.1f})")


if __name__ == "__main__":
    main()
