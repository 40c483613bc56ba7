"""``chemcards serve | host | join | quick``: online rooms (issue 15, docs/online.md).

``serve`` runs the room server in the foreground. ``host``, ``join`` and ``quick`` open the app on
the online lobby; ``host`` without ``--server`` starts a server inside the app, reachable from the
local network, so one command is enough to play with friends on the same Wi-Fi.
"""

from __future__ import annotations

import argparse
from typing import Any

from . import CommandError, cli_lang, command_lang, parse_option_pairs

DEFAULT_PORT = 8765


def _server_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--server", default=None, metavar="ADDR",
                        help=f"the room server, HOST or HOST:PORT (default: this machine, "
                             f"port {DEFAULT_PORT})")
    parser.add_argument("--web", default=None, metavar="URL",
                        help="a web front (`chemcards web`) that serves this server's rooms, e.g. "
                             "http://192.168.1.5:8000: the lobby's link and QR code then open the room "
                             "in a phone's browser")
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS,
                        help="language of the app (default: the one chosen last time)")


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="0.0.0.0",
                        help="address to listen on (default: every interface, so the LAN can reach it)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    parser.add_argument("--store", default=None, metavar="SPEC",
                        help="where rooms are kept: sqlite:PATH (default: rooms.sqlite in the data folder), "
                             "memory, or redis://HOST:PORT/DB for several server processes")
    parser.add_argument("--advertise", default=None, metavar="ADDR",
                        help="the address clients reach this process at, told to them so that they can "
                             "come back after a drop (default: this machine's address and --port; "
                             "behind a proxy e.g. wss://rooms.example)")
    parser.add_argument("--web", action="store_true",
                        help="also serve the app to browsers (`chemcards web`) on --web-port: the lobby's "
                             "link and QR code then open the room in a phone's browser")
    parser.add_argument("--web-port", type=int, default=None, metavar="PORT",
                        help="port of the browser app (default 8000; 0 picks a free one); implies --web")
    parser.add_argument("--max-apps", type=int, default=None, metavar="N",
                        help="with --web: at most N browser tabs at once, one app process each (default 16)")
    parser.add_argument("--lang", choices=("de", "en", "zh"), default=argparse.SUPPRESS,
                        help="language of the lines printed here (default: the one chosen last time)")
    parser.add_argument("--compress", action="store_true",
                        help="compress messages (permessage-deflate): less traffic for players on slow "
                             "links, more CPU and memory per connection (off by default)")


def add_host_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="the game id, e.g. color-clash (see `chemcards games`)")
    parser.add_argument("--players", type=int, default=None, help="seats at the table (default: the minimum)")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. --option turn_time=45 (repeatable)")
    _server_arg(parser)


def add_join_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("code", help="the room's six-digit code, or its link (http://HOST:PORT/room/CODE "
                                     "from a QR code, or ws://HOST:PORT/room/CODE)")
    _server_arg(parser)


def add_quick_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="the game id, e.g. color-clash")
    parser.add_argument("--players", type=int, default=None, help="table size (default: the minimum)")
    _server_arg(parser)


def run_serve(args: argparse.Namespace) -> int:
    import asyncio

    from chemcards.i18n import tr
    from chemcards.net.backends import open_store
    from chemcards.net.client import lan_address
    from chemcards.net.server import run_server
    from chemcards.net.store import StoreError
    from chemcards.tui.settings import data_dir

    lang = cli_lang(args)  # every line of serve in the command's language (play-through 10)

    def say(key: str, **params: Any) -> str:
        return tr("online", key, lang, **params)

    if not 0 <= args.port <= 65535:
        raise CommandError(say("serve_port_range", option="--port", port=args.port))
    web = args.web or args.web_port is not None
    if args.web_port is not None and not 0 <= args.web_port <= 65535:
        raise CommandError(say("serve_port_range", option="--web-port", port=args.web_port))
    if args.max_apps is not None and not web:
        raise CommandError(say("serve_max_apps_web", max_apps="--max-apps", web="--web"))
    if args.max_apps is not None and args.max_apps < 1:
        raise CommandError(say("serve_max_apps_min", max_apps="--max-apps", n=args.max_apps))
    advertise = None
    if args.advertise:
        from chemcards.net.client import server_url

        try:
            advertise = server_url(args.advertise)
        except ValueError as exc:
            raise CommandError(f"--advertise: {exc}") from None
    try:
        store = open_store(args.store, data_dir())
    except StoreError as exc:
        raise CommandError(str(exc)) from None
    everywhere = args.host in ("0.0.0.0", "::", "")
    shown = lan_address() if everywhere else args.host

    def ready(port: int) -> None:
        print(f"chemcards: {ready_line(store, f'ws://{shown}:{port}/', lang)}", flush=True)

    beside = _web_beside(args, shown, lang) if web else None
    try:
        asyncio.run(run_server(store, args.host, args.port, ready=ready, advertise=advertise,
                               compress=args.compress, beside=beside))
    except KeyboardInterrupt:
        # Ctrl+C is the normal way to stop the server, as its ready line says: a plain line and
        # exit 0, not "interrupted" (play-through 12, de 10); a lasting store has every room already
        print(f"chemcards: {say('serve_stopped')}", flush=True)
        return 0
    except StoreError as exc:
        raise CommandError(str(exc)) from None
    except OSError as exc:
        import errno

        if exc.errno == errno.EADDRINUSE:
            raise CommandError(say("serve_port_in_use", port="--port", web_port="--web-port")) from None
        raise CommandError(say("serve_cannot_listen", host=args.host, reason=exc.strerror or exc)) from None
    return 0


def ready_line(store: Any, url: str, lang: str) -> str:
    """The line that says the server listens, and what its store keeps of the rooms: the file,
    the Redis address, or nothing past the process (play-through 18 en 9: "(Ctrl+C stops; rooms
    are kept)" under ``--store memory``)."""
    from chemcards.i18n import tr

    key, where = store.kept()
    return tr("online", "serve_ready", lang, url=url, kept=tr("online", key, lang, **where))


def _web_beside(args: argparse.Namespace, shown: str, lang: str = "en") -> Any:
    """``serve --web``: the browser app (``chemcards web``) in the same process and loop, joining
    this server's rooms over loopback; every Welcome then names its http address, so a lobby's
    link and QR code open the room in a phone's browser. One command for a host on a LAN."""
    import sys

    from chemcards.i18n import tr
    from chemcards.web.server import DEFAULT_MAX_APPS, DEFAULT_PORT, default_home, exposure_warning
    from chemcards.web.server import is_loopback as loopback
    from chemcards.web.server import serve as serve_web

    port = DEFAULT_PORT if args.web_port is None else args.web_port
    home = default_home().expanduser().resolve()
    if not loopback(args.host):
        print(f"chemcards: {exposure_warning(args.host, port, home, lang)}", file=sys.stderr, flush=True)

    async def run(server: Any, rooms_port: int) -> None:
        inside = "127.0.0.1" if args.host in ("0.0.0.0", "") else ("::1" if args.host == "::" else args.host)
        rooms = f"ws://{f'[{inside}]' if ':' in inside else inside}:{rooms_port}/"

        def ready(url: str) -> None:
            bound = url.rstrip("/").rsplit(":", 1)[1]
            server.web = f"http://{f'[{shown}]' if ':' in shown else shown}:{bound}/"
            print(f"chemcards: {tr('online', 'serve_web_ready', lang, url=server.web)}", flush=True)

        await serve_web(args.host, port, home, max_apps=args.max_apps or DEFAULT_MAX_APPS, rooms=rooms,
                        ready=ready)

    return run


def _game(game_id: str, players: int | None) -> tuple[Any, int]:
    from chemcards.core.registry import UnknownGame, get_game

    try:
        game = get_game(game_id)
    except UnknownGame as exc:
        raise CommandError(str(exc)) from None
    count = players if players is not None else game.min_players
    try:
        game.check_players(count)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    return game, count


def _url(addr: str | None) -> str:
    from chemcards.net.client import server_url

    try:
        return server_url(addr)
    except ValueError as exc:
        raise CommandError(str(exc)) from None


def run_host(args: argparse.Namespace) -> int:
    game, players = _game(args.game, args.players)
    options = host_options(game, players, args.option)
    # the lobby then says where the options came from and how -o sets them (play-through 18 de 2)
    plan = {"do": "host", "game": game.id, "players": players, "options": options, "from_command_line": True}
    if args.server is None:
        plan["serve"] = True
    return _run(args, plan, None if args.server is None else _url(args.server))


def host_options(game: Any, players: int, pairs: list[str]) -> dict[str, Any]:
    """``--option`` as for ``play``, judged here as the room server will judge it: only an
    option's listed values travel (a deck file stays on this computer), and the game checks the
    whole table (CK-2: competitive mode for five is refused before any room is opened, play-through
    17 en 11)."""
    from chemcards.core.protocol import SetupError
    from chemcards.i18n import tr

    options = parse_option_pairs(game, pairs, listed_only=True)
    try:
        game.check_setup(game.resolve_options(options), players)
    except SetupError as exc:
        raise CommandError(tr(game.id, exc.key, command_lang(), **exc.params)) from None
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    return options


def run_join(args: argparse.Namespace) -> int:
    from chemcards.net.client import parse_link

    try:
        url, code = parse_link(args.code)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    if url is None or args.server is not None:  # --server, when given, names the room server
        url = _url(args.server)
    return _run(args, {"do": "join", "code": code}, url)


def run_quick(args: argparse.Namespace) -> int:
    game, players = _game(args.game, args.players)
    return _run(args, {"do": "quick", "game": game.id, "players": players}, _url(args.server))


def _run(args: argparse.Namespace, plan: dict[str, Any], url: str | None) -> int:
    from chemcards.net.client import web_url

    if getattr(args, "web", None):
        try:
            plan["web"] = web_url(args.web)
        except ValueError as exc:
            raise CommandError(str(exc)) from None
    from chemcards.tui.online_app import OnlineApp

    from .play import app_settings

    app = OnlineApp(plan, url, settings=app_settings(args))
    return int(app.run() or 0)
