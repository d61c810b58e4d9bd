"""Take the README's pictures of the game window, offscreen and reproducibly:

    QT_QPA_PLATFORM=offscreen python docs/make_pictures.py [OUT_DIR]

set-up (placing the order of battle in the lit zone), a fire attack (the revealed card and the
log), the LOS tool, the hand-over screen, the end of a game, and the New game dialog.  Each
picture is a seeded game played with random legal moves, so running it again gives the same
pictures."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from cc_desktop.rules.simulate import choose  # noqa: E402
from cc_desktop.ui.gamewindow import RANDOM_BATTLE, GameWindow, NewGameDialog  # noqa: E402

SIZE = (1500, 950)


def _window(app, scenario: str, seed: int) -> GameWindow:
    win = GameWindow()
    win._no_ask = True
    win.reveals_on = False
    win.start(scenario, seed=seed)
    win.resize(*SIZE)
    win.show()
    app.processEvents()
    return win


def _settle(app, win) -> None:
    for _ in range(5):
        app.processEvents()
    win.view.fit()
    app.processEvents()


def _play(win, rng, until, limit=3000) -> bool:
    game = win.controller.game
    for _ in range(limit):
        if game.pending is None or until(game):
            break
        win.controller.viewer = game.pending.player
        win.controller.apply(choose(rng, game))
    if game.pending is not None:
        win.controller.viewer = game.pending.player
    win.refresh()
    return until(game)


def main(out: Path) -> None:
    app = QApplication.instance() or QApplication(["cc-desktop"])
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(11)

    # set-up: a few units placed, the next one to place lit on the map's margin
    win = _window(app, "chapel-crossroads-1944", 3)
    _play(win, rng, lambda g: sum(1 for u in g.state.units.values() if u.hex) >= 5)
    win.handover.hide()
    win.on_hex_hovered(win.controller.game.pending.options[-1].args[-1])
    _settle(app, win)
    win.grab().save(str(out / "setup.png"))
    win.close()

    # a fire attack: the moment after a Fire Attack roll, the card revealed for it shown big
    win = _window(app, "shattered-mill-1943", 5)
    win.reveals_on = True
    _play(win, rng, lambda g: g.state.turn > 2 and any(e.message.code == "attack" for e in g.log[-4:]))
    win.handover.hide()
    # the attack's card, as the players see it (a hand-over may have sent it to the replay queue)
    attacks = [e for e in win.reveals.recent
               if e["roll"] is not None and e["roll"].message.args.get("what") == "Fire Attack on {0}"]
    win.reveal.hide()
    win.reveal_ms = 60_000
    win.reveals.queue = attacks[-1:]
    win.reveals.next()
    _settle(app, win)
    win.grab().save(str(out / "fire.png"))
    win.close()

    # the LOS tool on a shipped map: from C7 to K4 on the village map
    win = _window(app, "chapel-crossroads-1944", 3)
    _play(win, rng, lambda g: g.state.turn >= 1)
    win.handover.hide()
    win.los_action.setChecked(True)
    win.on_hex_clicked("C7")
    win.on_hex_clicked("K4")
    _settle(app, win)
    win.grab().save(str(out / "los.png"))
    win.close()

    # the hand-over screen
    win = _window(app, "farmland-patrols-1945", 2)
    _play(win, rng, lambda g: g.state.turn >= 2)
    win.handover.show_for("allies" if win.controller.game.pending.player == "axis" else "axis")
    _settle(app, win)
    win.grab().save(str(out / "handover.png"))
    win.close()

    # the end of a game
    win = _window(app, "farmland-patrols-1945", 8)
    _play(win, rng, lambda g: g.pending is None, limit=20000)
    win.handover.hide()
    _settle(app, win)
    picture = win.grab()
    if getattr(win, "end_dialog", None) is not None:  # the end-of-game screen, over the window
        from PySide6.QtGui import QPainter

        win.end_dialog.show()
        app.processEvents()
        dialog = win.end_dialog.grab()
        painter = QPainter(picture)
        painter.drawPixmap((picture.width() - dialog.width()) // 2, (picture.height() - dialog.height()) // 3, dialog)
        painter.end()
    picture.save(str(out / "end.png"))
    win.close()

    # the New game dialog on a random battle
    dlg = NewGameDialog()
    dlg.combo.setCurrentIndex(dlg.combo.findData(RANDOM_BATTLE))
    dlg.battle.setValue(7)
    dlg.show()
    app.processEvents()
    dlg.grab().save(str(out / "new-game.png"))
    print("\n".join(str(p) for p in sorted(out.glob("*.png"))))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "pictures")
