"""``chemcards web``: the Textual app served to browsers (one app process per browser tab).

Imports neither Textual nor Rich: the server only relays bytes between a browser and an app
process; the app itself runs in that process, exactly as in a terminal.
"""
