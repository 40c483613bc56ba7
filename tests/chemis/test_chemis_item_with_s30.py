"""``state.item_with`` builds an item field by field where ``_replace`` was (issue 18 point 3,
session 30): it must give exactly what ``_replace`` gives, so a counter (CH-19) or a reaction's
products keep every other property of the substance (uid, state, judged class, CH-20 displaced,
CH-23/CH-24 heated and cooled, CH-34 partner and undone exchange)."""

from chemcards.games.chemis.state import Item, item_with


def test_item_with_is_replace_of_portions_and_cards() -> None:
    # every field away from its default, so that a field item_with forgot would show
    it = Item(7, "NaCl", (3, 4), 2, 1, "s", "toxic", True, False, True, 9, ("HCl", "NaOH"))
    assert item_with(it, 6, (3, 4, 5)) == it._replace(portions=6, cards=(3, 4, 5))

