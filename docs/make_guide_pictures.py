"""Take the pictures of Help > How to play (``resources/guide/*.png``) from the real window,
offscreen and reproducibly:

    QT_QPA_PLATFORM=offscreen python docs/make_guide_pictures.py [OUT_DIR]

Each picture is a bundled scenario played with seeded random legal moves
(``cc_desktop.rules.simulate.choose``) up to the moment it shows, in a window of 1366x768, then
cut to the part the guide speaks of and made small (at most :data:`MAX_BYTES` a picture: they
ship with the program, ``setup.py`` copies ``resources/`` whole).  The guide's text is
``resources/guide/en.md``; the pictures are the same for every language (the window's words in
them are English)."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CC_DESKTOP_LANG", "en")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRect, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

SIZE = (1366, 768)
MAX_BYTES = 150_000
OUT = Path(__file__).resolve().parent.parent / "resources" / "guide"


def _window(app, scenario: str, seed: int):
    from cc_desktop.ui.gamewindow import GameWindow

    win = GameWindow()
    win._no_ask = True  # no questions, no hints in the pictures
    win.reveals_on = False
    win.start(scenario, seed=seed)
    win.resize(*SIZE)
    win.show()
    app.processEvents()
    return win


def _settle(app, win) -> None:
    for _ in range(5):
        app.processEvents()
    win.view.settle()
    app.processEvents()


def _play(win, rng, until, limit=4000) -> bool:
    """make_pictures' random play until ``until``, the hand-over screen put away."""
    from make_pictures import _play as play

    reached = play(win, rng, until, limit)
    win.handover.hide()
    return win.controller.game.pending is not None and reached


def _png(image: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG", 0)  # 0: the smallest file
    return bytes(data)


def _small(image: QImage, width: int | None = None) -> bytes:
    """The picture scaled to ``width`` (if narrower), as a PNG of at most MAX_BYTES: in full
    colour, a little narrower if need be (down to 80%), else in 256 colours (diffused), else
    narrower still."""
    width = min(width or image.width(), image.width())

    def scaled(w: int) -> QImage:
        img = image if w >= image.width() else image.scaledToWidth(w, Qt.TransformationMode.SmoothTransformation)
        return img.convertToFormat(QImage.Format.Format_RGB32)

    for w in (width, int(width * 0.9), int(width * 0.8)):
        data = _png(scaled(w))
        if len(data) <= MAX_BYTES:
            return data
    while True:
        data = _png(scaled(width).convertToFormat(QImage.Format.Format_Indexed8, Qt.ImageConversionFlag.DiffuseDither))
        if len(data) <= MAX_BYTES:
            return data
        width = int(width * 0.9)


def _save(out: Path, name: str, image: QImage, width: int | None = None) -> None:
    (out / name).write_bytes(_small(image, width))


def _grab(widget, rect: QRect | None = None) -> QImage:
    return (widget.grab(rect) if rect is not None else widget.grab()).toImage()


def _dock_of(widget):
    while widget is not None and widget.metaObject().className() != "QDockWidget":
        widget = widget.parentWidget()
    return widget


def _hand_rect(win) -> QRect:
    """The part of the Hand dock its cards take (the rest of the row is empty)."""
    hand = win.hand_panel.widget
    dock = _dock_of(hand)
    cards = [w for w in hand._widgets if w.isVisible()]
    right = max((w.mapTo(dock, w.rect().bottomRight()).x() for w in cards), default=dock.width())
    return QRect(0, 0, min(max(right + 16, 480), dock.width()), dock.height())


def _decision(app, win) -> QImage:
    """The Decision panel as the window draws it, tall enough for every choice (the window's
    right-hand docks share 768 pixels)."""
    from cc_desktop.ui.decisionpanel import DecisionPanel

    panel = DecisionPanel()
    panel.show_view(win.controller.view())
    panel.resize(400, 60 + panel.title.heightForWidth(390) + 18 * max(3, panel.list.count()) + 12)
    panel.show()
    app.processEvents()
    image = _grab(panel)
    panel.close()
    panel.deleteLater()
    return image


def main(out: Path) -> None:
    app = QApplication.instance() or QApplication(["cc-desktop"])
    out.mkdir(parents=True, exist_ok=True)

    # the window in a Turn: the map, the hand, the Decision panel, the track, the log
    win = _window(app, "chapel-crossroads-1944", 3)
    _play(win, random.Random(3), lambda g: g.pending.kind == "turn" and g.state.turn >= 2)
    _settle(app, win)
    _save(out, "window.png", _grab(win), 760)
    # the hand, and the Decision panel at the Turn's decision
    hand_dock = _dock_of(win.hand_panel.widget)
    _save(out, "hand.png", _grab(hand_dock, _hand_rect(win)), 620)
    _save(out, "decision.png", _decision(app, win), 420)
    win.close()

    # a squad picked up in a Move Order: the hexes it may reach, with their MP, and a path
    win = _window(app, "chapel-crossroads-1944", 5)
    _play(win, random.Random(5), lambda g: g.pending.kind == "mover" and g.state.turn >= 1)
    ctl = win.controller
    view = ctl.view()
    movers = [m.args[0] for m in view.legal_moves() if m.kind == "mover"]
    xs, ys = zip(*(view.grid.centre(h) for h in view.grid.ids))
    middle = (sum(xs) / len(xs), sum(ys) / len(ys))

    def off_middle(uid: str) -> float:  # the unit nearest the map's middle: the picture has room
        x, y = view.grid.centre(view.unit(uid).hex)
        return (x - middle[0]) ** 2 + (y - middle[1]) ** 2

    unit = min(movers, key=off_middle)
    item = win.units.items[unit]
    win.view.zoom_in()
    win.view.zoom_in()
    win.view.centerOn(item)
    _settle(app, win)
    win.on_drag_start(item)
    reach = win.reachable(unit)
    start = view.unit(unit).hex
    # the path to a hex two steps away, the dearest of them
    two = [h for h in reach if view.grid.distance(start, h) == 2] or list(reach) or [start]
    win.on_drag_move(item, QPointF(*view.grid.centre(max(two, key=lambda h: (reach.get(h, 0), h)))))
    _settle(app, win)
    centre = win.view.mapFromScene(item.sceneBoundingRect().center())
    box = QRect(0, 0, 640, 400)
    box.moveCenter(centre)
    box = box.intersected(win.view.viewport().rect())
    _save(out, "move.png", _grab(win.view.viewport(), box), 620)
    win.move_tool.clear()
    win.close()

    # a reaction window: Op Fire offered to the player whose opponent moves in sight
    win = _window(app, "shattered-mill-1943", 2)
    _play(win, random.Random(2), lambda g: g.pending.window and g.pending.kind == "react")
    ctl = win.controller  # the moving player has the seat: the reaction is asked in public
    ctl.viewer = "axis" if ctl.game.pending.player == "allies" else "allies"
    win.refresh()
    _settle(app, win)
    box = win.table.box
    if box.isVisible():  # asked in public, over the map: the box and the hexes it is about
        area = box.geometry().adjusted(-150, -110, 150, 110).intersected(win.view.rect())
        _save(out, "reaction.png", _grab(win.view, area), 620)  # the box is a child of the view
    else:  # the seated player's own window: the Decision panel
        _save(out, "reaction.png", _decision(app, win), 420)
    win.close()

    # the pass screen
    win = _window(app, "farmland-patrols-1945", 2)
    _play(win, random.Random(2), lambda g: g.pending.kind == "turn" and g.state.turn >= 2)
    win.handover.show_for("allies" if win.controller.game.pending.player == "axis" else "axis")
    _settle(app, win)
    _save(out, "handover.png", _grab(win, QRect(0, win.height() // 3, win.width(), win.height() // 3)), 620)
    win.close()

    # the line of sight tool on the village map
    win = _window(app, "chapel-crossroads-1944", 3)
    _play(win, random.Random(3), lambda g: g.state.turn >= 1)
    win.los_action.setChecked(True)
    _settle(app, win)
    win.on_hex_clicked("C7")
    win.on_hex_clicked("K4")
    grid = win.controller.view().grid
    (ax, ay), (bx, by) = grid.centre("C7"), grid.centre("K4")
    win.view.zoom_in()
    win.view.zoom_in()
    win.view.centerOn((ax + bx) / 2 + 120, (ay + by) / 2 + 60)
    _settle(app, win)
    # from the line to the tool's panel, in the map's bottom-right corner
    a, b = win.view.mapFromScene(QPointF(ax, ay)), win.view.mapFromScene(QPointF(bx, by))
    port = win.view.viewport().rect()
    box = QRect(max(0, min(a.x(), b.x()) - 70), max(0, min(a.y(), b.y()) - 90), 0, 0)
    box.setBottomRight(port.bottomRight())
    _save(out, "los.png", _grab(win.view, box.translated(win.view.viewport().pos())), 640)  # with the panel
    win.close()
    for path in sorted(out.glob("*.png")):
        print(f"{path}  {path.stat().st_size // 1000} kB")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
