"""Balance check and exact balancer (CH-19: a reaction happens only if it is balanced)."""

from __future__ import annotations

from math import gcd

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from chemcards.chemistry import (
    BalanceError,
    balance,
    balance_equation,
    imbalance,
    is_balanced,
    parse_equation,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("H2 + O2 -> H2O", "2H2 + O2 -> 2H2O"),
        ("Fe + O2 -> Fe3O4", "3Fe + 2O2 -> Fe3O4"),
        ("KMnO4 + HCl = KCl + MnCl2 + Cl2 + H2O", "2KMnO4 + 16HCl -> 2KCl + 2MnCl2 + 5Cl2 + 8H2O"),
        ("Cu + HNO3 → Cu(NO3)2 + NO + H2O", "3Cu + 8HNO3 -> 3Cu(NO3)2 + 2NO + 4H2O"),
        ("Fe+3 + Cu -> Fe+2 + Cu+2", "2Fe+3 + Cu -> 2Fe+2 + Cu+2"),
        ("NH4+ + OH- -> NH3 + H2O", "NH4+ + OH- -> NH3 + H2O"),
        ("CuSO4·5H2O -> CuSO4 + H2O", "CuSO4·5H2O -> CuSO4 + 5H2O"),
        ("C6H12O6 + O2 -> CO2 + H2O", "C6H12O6 + 6O2 -> 6CO2 + 6H2O"),
    ],
)
def test_balances_known_equations(text: str, expected: str) -> None:
    eq = balance_equation(text)
    assert str(eq) == expected
    assert eq.balanced


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("H2O -> H2", "cannot be balanced"),
        ("C + O2 -> CO + CO2", "independent balances"),
        ("H2O -> H2O + O2", "cannot be balanced"),
        ("H2 + O2", "no arrow"),
        ("H2 + -> H2O", "empty term"),
        ("H2 + O2 -> Xy", "unknown element"),
    ],
)
def test_balance_errors_are_one_clear_line(text: str, fragment: str) -> None:
    with pytest.raises(BalanceError) as err:
        balance_equation(text)
    assert fragment in str(err.value)
    assert "\n" not in str(err.value)


def test_balance_check_counts_charge_too() -> None:
    ok = parse_equation("2Fe+3 + Cu -> 2Fe+2 + Cu+2")
    assert is_balanced(ok.reactants, ok.products)
    bad = parse_equation("Fe+3 + Cu -> Fe+2 + Cu+2")
    atoms, charge = imbalance(bad.reactants, bad.products)
    assert atoms == {}
    assert charge == (3 + 0) - (2 + 2)
    assert not is_balanced(bad.reactants, bad.products)
    assert not is_balanced(((1, "H2"), (1, "O2")), ((1, "H2O"),))


# ---------------------------------------------------------------- hypothesis

ELEMENTS = ["C", "H", "O", "N", "S", "Cl", "Na", "Fe", "Cu", "P"]
compositions = st.dictionaries(st.sampled_from(ELEMENTS), st.integers(1, 6), min_size=1, max_size=4)


def _text(counts: dict[str, int]) -> str:
    return "".join(f"{el}{n if n > 1 else ''}" for el, n in sorted(counts.items()))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(
    st.lists(compositions, min_size=2, max_size=3),
    st.lists(st.integers(1, 5), min_size=4, max_size=4),
    compositions,
    st.integers(1, 4),
)
def test_balancer_recovers_random_balanced_equations(
    reactants: list[dict[str, int]], coefs: list[int], product: dict[str, int], b: int
) -> None:
    """Build a balanced equation with known coefficients, forget them, and balance again."""
    total: dict[str, int] = {}
    for comp, c in zip(reactants, coefs, strict=False):
        for el, n in comp.items():
            total[el] = total.get(el, 0) + c * n
    rest = {el: total.get(el, 0) - b * product.get(el, 0) for el in set(total) | set(product)}
    assume(all(v >= 0 for v in rest.values()) and any(rest.values()))
    last = {el: v for el, v in rest.items() if v}
    left = [_text(c) for c in reactants]
    right = [_text(product), _text(last)]
    assume(len(set(left + right)) == len(left + right))
    known = [*coefs[: len(left)], b, 1]
    try:
        lc, rc = balance(left, right)
    except BalanceError as exc:
        # Several independent balances: the generated species were linearly dependent.
        assert "independent balances" in str(exc)
        assume(False)
        return
    found = [*lc, *rc]
    g = gcd(*known)
    # The balance is unique, so it is the known one reduced to the smallest integers.
    assert found == [k // g for k in known]
    terms_left = tuple(zip(lc, left, strict=True))
    terms_right = tuple(zip(rc, right, strict=True))
    assert is_balanced(terms_left, terms_right)
