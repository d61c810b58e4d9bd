"""Take the README's pictures of the game window, offscreen and reproducibly:

    QT_QPA_PLATFORM=offscreen python docs/make_pictures.py [OUT_DIR]

the window in play (a Move decision, the hexes lit), set-up (the units to place in a pile in the
margin, the set-up area lit), a fire attack (the revealed card and the log), the Fire preview
before "Fire!", a reaction window asked in public, the LOS tool, the hand-over screen (what was
revealed, "while you were away"), the end of a game, and the New game dialog.  At 1366 x 768, the
laptop screen the window is made to fit, in English.  Each
picture is a seeded game played with random legal moves, so running it again gives the same
pictures."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CC_DESKTOP_LANG", "en")

from PySide6.QtWidgets import QApplication  # noqa: E402

from cc_desktop.rules.simulate import choose  # noqa: E402
from cc_desktop.ui.gamewindow import RANDOM_BATTLE, GameWindow, NewGameDialog  # noqa: E402

SIZE = (1366, 768)


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
    from cc_desktop.ui import imagecache

    for _ in range(5):
        app.processEvents()
        imagecache.settle()  # the map's tiles and the counters' pictures drawn, as a moment later on screen
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


def _play_at_the_table(win, rng, until, limit=6000) -> bool:
    """Random legal moves made as two players at the table make them (the seating policy: a
    pass screen taken, a reaction asked in public answered there or with Show my hand)."""
    ctl = win.controller
    for _ in range(limit):
        game = ctl.game
        if game.pending is None or until(win):
            break
        if not win.handover.isHidden():
            win.on_seat_taken()
            continue
        move = choose(rng, game)
        prompt = ctl.prompt
        if prompt is not None and prompt.how == "window" and move.kind in prompt.hidden_moves:
            win.table.box.hand_button.click()
            win.on_seat_taken()
        win.play(move)
    return until(win)


def main(out: Path) -> None:
    from cc_desktop.ui.language import install_translation

    app = QApplication.instance() or QApplication(["cc-desktop"])
    install_translation(app, "en")
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(11)

    # the window in play (the README's first picture): a Move Order, the hexes its unit may enter lit
    win = _window(app, "chapel-crossroads-1944", 4)
    _play(win, rng, lambda g: g.state.turn >= 3 and g.pending.kind == "step" and g.pending.player == "allies")
    win.handover.hide()
    win.controller.viewer = win.controller.game.pending.player
    win.refresh()
    _settle(app, win)
    win.grab().save(str(out.parent / "screenshot.png" if out.name == "pictures" else out / "screenshot.png"))
    win.close()

    # set-up: a few units placed, the next one to place lit on the map's margin
    win = _window(app, "chapel-crossroads-1944", 3)
    _play(win, rng, lambda g: sum(1 for u in g.state.units.values() if u.hex) >= 5)
    win.handover.hide()
    win.on_hex_hovered(next(m for m in win.controller.game.pending.options if m.kind == "place").args[-1])
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

    # the Fire preview: a Fire Order's target under the mouse, the attack in parts before "Fire!"
    win = _window(app, "shattered-mill-1943", 7)
    _play(win, rng, lambda g: g.state.turn >= 2 and g.pending.kind == "fire"
          and any(m.kind == "target" for m in g.legal_moves()))
    win.handover.hide()
    target = next(m for m in win.controller.game.legal_moves() if m.kind == "target").args[0]
    win.fire_preview.hovered(target)
    _settle(app, win)
    win.grab().save(str(out / "preview.png"))
    win.close()

    # a reaction window asked in public: Decline in one click, or Show my hand (a pass screen)
    win = _window(app, "chapel-crossroads-1944", 6)
    _play_at_the_table(win, rng, lambda w: w.controller.game.state.turn >= 1
                       and getattr(w.controller.prompt, "how", None) == "window")
    _settle(app, win)
    win.grab().save(str(out / "reaction.png"))
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
    _play_at_the_table(win, rng, lambda w: w.controller.game.state.turn >= 2 and not w.handover.isHidden())
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
