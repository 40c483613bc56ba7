"""The documentation folder, installed as ``chemcards.docs`` so the app can show the rules."""
