"""Issue 18 point 3: ``Chemis.apply`` takes no copy of the state before acting any more, so a refusal
must come before the first change (the protocol: "raise IllegalAction and leave the state exactly
as it was"). Thrown at every position of random games: actions that were legal a few positions
earlier, for the seat to act and for a seat that is not to act, each refused with the state
unchanged. Actions from real positions reach the deep checks (a judgement round's CH-10 filter, a
counter's CH-19 check, a reaction choice CH-21) that hand-made wrong actions stop short of."""

from __future__ import annotations

from chemis_helpers import fresh
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from chemcards.core.protocol import IllegalAction
from chemcards.core.rng import Rng
from chemcards.games.chemis import GAME
from chemcards.games.chemis.state import ChemisState


def _snapshot(st: ChemisState) -> tuple[object, ...]:
    """All of the state, the order of the pile and the generator's position included."""
    return GAME.state_json(st), st.rng.clone().randbelow(1 << 30)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st_.integers(0, 10_000), n=st_.integers(2, 5))
def test_refusals_come_before_any_change(seed: int, n: int) -> None:
    """Protocol ``apply`` + CH-6/CH-10/CH-11/CH-19/CH-21: a refused action changes nothing."""
    st = fresh(n, seed)
    pick = Rng(seed + 11)
    recent: list[object] = []
    refused = 0
    for _ in range(400):
        if GAME.outcome(st) is not None:
            break
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        here = set(legal)
        other = next(s for s in range(st.n) if s != seat)
        before = _snapshot(st)
        for a in recent[-12:]:
            for who in (seat, other):
                if who == seat and a in here:
                    continue
                try:
                    GAME.apply(st, who, a)  # type: ignore[arg-type]
                except IllegalAction as exc:
                    assert exc.reason and exc.key
                    refused += 1
                else:
                    raise AssertionError(f"{a} was accepted from seat {who}, not in its legal list")
                assert _snapshot(st) == before, f"refusing {a} from seat {who} changed the state"
        a = legal[pick.randbelow(len(legal))]
        recent.append(a)
        GAME.apply(st, seat, a)
    assert refused > 0
