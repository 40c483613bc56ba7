"""Names offered to computer seats: chemists. Always shown with the "Computer" mark (CC-24), so a
name never passes a computer off as a person. Pure, so the CLI can use it without Textual."""

COMPUTER_NAMES = ("Curie", "Bohr", "Dalton", "Noether", "Mendeleev", "Lavoisier", "Meitner", "Hodgkin")
