"""tablelaw.simulate: random complete deals under every code."""

import threading

import pytest

import tablelaw


@pytest.mark.parametrize("code", tablelaw.CODES)
def test_every_code_plays_its_deals_to_the_score(code):
    s = tablelaw.simulate(code, 40, seed=7)
    assert s["laws"] == code
    assert s["deals"] == 40 and s["finished"] == 40
    assert s["unfinished"] == {} and s["first_unfinished_script"] is None
    assert sum(s["contracts"].values()) + s["passed_out"] == 40
    assert s["irregular_events"] == 0


@pytest.mark.parametrize("code", tablelaw.CODES)
def test_irregular_events_are_ruled(code):
    s = tablelaw.simulate(code, 40, irregular=0.2, seed=3)
    assert s["irregular_events"] > 0 and s["rulings"] > 0
    assert s["finished"] + sum(s["unfinished"].values()) == 40


def test_the_same_seed_plays_the_same_deals():
    def without_time(s):
        timed = ("seconds", "deals_per_second", "rubbers_per_second")
        return {k: v for k, v in s.items() if k not in timed}

    a = tablelaw.simulate("rubber", 200, irregular=0.05, seed=11)
    b = tablelaw.simulate("rubber", 200, irregular=0.05, seed=11)
    c = tablelaw.simulate("rubber", 200, irregular=0.05, seed=12)
    assert without_time(a) == without_time(b)
    assert without_time(a) != without_time(c)


@pytest.mark.parametrize("code", ["rubber", "auction-bridge", "bridge-whist"])
def test_the_codes_scored_by_the_rubber_play_whole_rubbers(code):
    s = tablelaw.simulate(code, 400, seed=5)
    assert s["rubbers"] > 0
    assert s["deals_per_rubber"] >= 2
    assert s["rubbers_per_second"] > 0
    assert "rubbers" not in tablelaw.simulate("duplicate-2017", 10, seed=5)


def test_deals_run_beside_other_threads():
    results = []
    threads = [
        threading.Thread(target=lambda: results.append(tablelaw.simulate("euchre", 300)))
        for _ in range(3)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [r["deals"] for r in results] == [300, 300, 300]


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        tablelaw.simulate("rubber", 10, irregular=1.5)
    with pytest.raises(ValueError):
        tablelaw.simulate("rubber", 0)
    with pytest.raises(ValueError):
        tablelaw.simulate("chess", 10)


def test_an_interrupt_stops_a_long_run():
    import os
    import signal
    import time

    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    start = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        tablelaw.simulate("euchre", 2_000_000)
    timer.join()
    assert time.perf_counter() - start < 20
