"""``chemcards web [--host H] [--port P]``: the app in a browser, on a phone or a computer.

Binds to this computer only (127.0.0.1) unless ``--host`` names another address; then it warns on
stderr what that exposes (docs/web.md) before it starts.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import sys

from . import CommandError, cli_lang


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from chemcards.web.server import DEFAULT_MAX_APPS, DEFAULT_PORT

    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1: this computer only; "
                             "0.0.0.0 serves every network this computer is on, see docs/web.md)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port to listen on (default {DEFAULT_PORT}; 0 picks a free one)")
    parser.add_argument("--max-apps", type=int, default=DEFAULT_MAX_APPS, metavar="N",
                        help=f"at most N browser tabs at once, one app process each "
                             f"(default {DEFAULT_MAX_APPS})")


    parser.add_argument("--rooms", default=None, metavar="ADDR",
                        help="the room server that /room/CODE links join, HOST[:PORT] or ws://HOST:PORT "
                             "(default: ws://127.0.0.1:8765, a `chemcards serve` on this computer)")


def run(args: argparse.Namespace) -> int:
    from chemcards.i18n import tr, ui
    from chemcards.web.server import default_home, exposure_warning, is_loopback, lan_address, serve

    lang = cli_lang(args)  # the lines printed here in the command's language (play-through 10)
    if not 0 <= args.port <= 65535:
        raise CommandError(ui("web_port_range", lang, option="--port", port=args.port))
    if args.max_apps < 1:
        raise CommandError(tr("online", "serve_max_apps_min", lang, max_apps="--max-apps", n=args.max_apps))
    from chemcards.net.client import server_url

    try:
        rooms = server_url(args.rooms) if args.rooms else None
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    home = default_home().expanduser().resolve()
    if not is_loopback(args.host):
        print(f"chemcards: {exposure_warning(args.host, args.port, home, lang)}", file=sys.stderr, flush=True)

    def ready(url: str) -> None:
        print(f"chemcards web: {ui('web_ready', lang, url=url)}", flush=True)
        lan = lan_address() if args.host in ("0.0.0.0", "::") else None
        if lan is not None:  # what a phone on the same network types in
            port = url.rstrip("/").rsplit(":", 1)[1]
            print(f"chemcards web: {ui('web_from_lan', lang, url=f'http://{lan}:{port}/')}", flush=True)

    try:
        asyncio.run(serve(args.host, args.port, home, max_apps=args.max_apps, rooms=rooms, ready=ready))
    except KeyboardInterrupt:
        # Ctrl+C is the way to stop it, as its ready line says (play-through 12, de 10, on serve)
        print(f"chemcards web: {ui('web_stopped', lang)}", flush=True)
        return 0
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise CommandError(ui("web_port_in_use", lang, option="--port", port=args.port)) from None
        raise CommandError(ui("web_cannot_serve", lang, address=f"{args.host}:{args.port}",
                              reason=exc.strerror or exc)) from None
    return 0
