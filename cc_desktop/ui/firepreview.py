"""The Fire preview (issue 14): while the seated player's Fire decision is pending, the attack on
the hex under the mouse (or on the target chosen) in parts before "Fire!", each with its rule:
every firing piece's FP, the Fire Group, Hindrance and what hinders, height, Actions; what the
rules add after the roll; each defender's Morale and Cover.  On a hex that is no target: why not,
with the rule.  A small panel over a corner of the map, away from the hex under the mouse (while
a target is chosen it lets the mouse through to the map) or from the target and the Fire Group
(then a click on a rule number opens it in the rules browser).  The mouse on a choice of the
decision list that names a hex ("Fire at E5") previews that hex too (:mod:`mapchoices`).

It asks the engine (:meth:`cc_desktop.rules.view.SideView.fire_preview`: the very parts the
resolution adds up) and re-derives nothing.  Listens to the controller's ``shown`` and the map's
``hexHovered``."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRect, QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from cc_desktop.ui.texts import message_text, piece_name, signed, term_label

MARGIN = 8  # px between the panel and the map's edge
WIDTH = 360  # px: the panel's widest
HEX_MARGIN = 12  # px round a hex's centre the panel keeps clear of


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


def _rule(rule: str) -> str:
    """A rule number as a link the panel opens in the rules browser."""
    return f"<a href='rule:{escape(rule)}'>{escape(rule)}</a>" if rule else ""


def _row(label: str, value: str = "", rule: str = "", indent: int = 0, bold: bool = False) -> str:
    pad = "&nbsp;" * (3 * indent)
    label, value = escape(label), escape(value)
    if bold:
        label, value = f"<b>{label}</b>", f"<b>{value}</b>"
    return (f"<tr><td>{pad}{label}</td><td align='right'>&nbsp;{value}</td>"
            f"<td>&nbsp;{_rule(rule)}</td></tr>")


def _terms(view, terms, indent: int = 1, first_plain: bool = False) -> list[str]:
    return [_row(term_label(view, t), str(t.value) if first_plain and i == 0 else signed(t.value), t.rule, indent)
            for i, t in enumerate(terms)]


def _total(view, name: str, value: int, terms) -> list[str]:
    """A total and its parts: one row ("Cover: Woods 2 T99") when it has one part."""
    if len(terms) == 1:
        t = terms[0]
        printed = t.code in ("term_morale", "term_printed_fp")  # nothing more to say than the name
        label = name if printed else _tr("{0}: {1}").format(name, term_label(view, t))
        return [_row(label, str(value), t.rule, indent=1)]
    return [_row(name, str(value), indent=1)] + _terms(view, terms, indent=2, first_plain=True)


def _heading(text: str) -> str:
    return f"<tr><td colspan='3'><b>{escape(text)}</b></td></tr>"


def _refusal(view, message) -> str:
    text = escape(message_text(message, with_rule=False, game=view))
    return f"<p style='color:#a00000'>{text} ({_rule(message.rule)})</p>"


def preview_html(view, found) -> str:
    """The panel's text for an :class:`~cc_desktop.rules.fire.AttackBreakdown`."""
    title = _tr("Fire at {0}").format(found.target if len(found.targets) < 2 else " + ".join(found.targets))
    html = [f"<p><b>{escape(title)}</b></p>"]
    if not found.group:  # no attack to show: why not
        if found.refusal is not None:
            html.append(_refusal(view, found.refusal))
        return "".join(html)
    rows = [_heading(_tr("Firing pieces"))]
    for piece in found.pieces:
        one = len(piece.terms) == 1
        rows.append(_row(str(piece_name(view, piece.piece)), str(piece.fp), piece.terms[0].rule if one else ""))
        if not one:
            rows += _terms(view, piece.terms, indent=1, first_plain=True)
    rows.append(_heading(_tr("Attack FP")))
    rows += _terms(view, found.terms, indent=1, first_plain=True)
    rows.append(_row(_tr("FP"), str(found.fp), bold=True))
    if found.after_roll:
        rows.append(_heading(_tr("After the roll")))
        rows += _terms(view, found.after_roll)
    total = _tr("Attack Total = {0} + roll").format(found.fp + sum(t.value for t in found.after_roll))
    rows.append(_row(total, bold=True))
    if found.defenders:
        rows.append(_heading(_tr("Defense")))
    for d in found.defenders:
        rows.append(_row(str(piece_name(view, d.unit, False))))
        rows += _total(view, _tr("Morale"), d.morale, d.morale_terms)
        rows += _total(view, _tr("Cover"), d.cover, d.cover_terms)
        rows.append(_row(_tr("Defense Total = {0} + roll").format(d.total), indent=1, bold=True))
    html.append("<table cellspacing='0' cellpadding='1'>" + "".join(rows) + "</table>")
    for note in found.notes:
        html.append(f"<p><i>{escape(message_text(note, with_rule=False, game=view))}</i> ({_rule(note.rule)})</p>")
    if found.refusal is not None:
        html.append(_refusal(view, found.refusal))
    return "".join(html)


#: the decisions at which the preview follows the mouse (a target to choose): the panel lets the
#: mouse through to the map under it; at the others (the target chosen) its rule numbers are links
CHOOSING = ("fire", "assault_target")


class FirePreview(QObject):
    """The panel over the map; ``hex``: the hex under the mouse (the last one: the panel keeps
    it when the mouse leaves the map), or the target a choice of the decision list names;
    ``shown``: the breakdown shown (None: hidden)."""

    def __init__(self, host):
        super().__init__(host)
        self.host = host  # the window: controller, view (the map), show_rules
        self.hex = ""
        self.shown = None
        self.frame = QFrame(host.view.viewport())
        self.frame.setObjectName("fire_preview")
        self.frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.frame.setAutoFillBackground(True)
        self.frame.setStyleSheet("QFrame#fire_preview { background: rgba(255, 253, 240, 238);"
                                 " border: 1px solid #8a7a50; border-radius: 4px; }")
        layout = QVBoxLayout(self.frame)
        layout.setContentsMargins(8, 4, 8, 4)
        self.label = QLabel(self.frame)
        self.label.setObjectName("fire_preview_text")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.label.linkActivated.connect(self.open_rule)
        layout.addWidget(self.label)
        self.frame.hide()
        host.view.hexHovered.connect(self.hovered)

    def attach(self, controller) -> None:
        controller.shown.connect(self.update)

    def hovered(self, hex_id: str) -> None:
        """The mouse on a hex (or a choice naming one); off the map ("") the last one stays."""
        if hex_id and hex_id != self.hex:
            self.hex = hex_id
            self.update()

    def update(self, view=None) -> None:
        """Ask the engine for the preview at the seated player's decision (nothing while the
        other side decides: his decision is not this player's to preview)."""
        ctl = self.host.controller
        if ctl is None or not ctl.seat_ok():
            self.hide()
            return
        view = view if view is not None else ctl.view()
        found = view.fire_preview(self.hex or None)
        if found is None or (not found.group and found.refusal is not None
                             and found.refusal.code == "no_enemy_in_target"):
            self.hide()  # nothing to preview (a hex without an enemy: a click says so)
            return
        self.shown = found
        choosing = view.pending.kind in CHOOSING
        self.frame.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, choosing)
        self.label.setText(preview_html(view, found))
        # keep clear of the hex under the mouse; once the target is chosen, of it and of every
        # piece of the group or that may join it (a click on its counter adds it)
        pieces = list(found.group) + [a for m in view.legal_moves() for a in m.args if isinstance(a, str)]
        avoid = [self.hex] if choosing else [found.target, *found.targets, *(self._hex_of(view, p) for p in pieces)]
        self.place(view, [h for h in avoid if h and h in view.grid])
        self.frame.show()
        self.frame.raise_()

    @staticmethod
    def _hex_of(view, piece: str) -> str:
        holder = view.holder(piece)
        unit = holder if holder is not None else view.unit(piece)
        return unit.hex if unit is not None and unit.hex else ""

    def hide(self) -> None:
        self.shown = None
        self.frame.hide()

    def place(self, view, avoid: list[str]) -> None:
        """In the first corner of the map (top left, top right, bottom left, bottom right) that
        covers none of the hexes ``avoid`` (the hex under the mouse; the target and the Fire Group)."""
        port = self.host.view.viewport()
        width = min(WIDTH, max(120, port.width() - 2 * MARGIN))
        margins = self.frame.layout().contentsMargins()
        inner = width - margins.left() - margins.right() - 2
        height = min(self.label.heightForWidth(inner) + margins.top() + margins.bottom() + 2,
                     max(60, port.height() - 2 * MARGIN))
        self.frame.resize(QSize(width, height))
        points = [self.host.view.mapFromScene(QPointF(*view.grid.centre(h))) for h in avoid]
        top = MARGIN
        button = getattr(getattr(self.host, "maptools", None), "los_button", None)
        if button is not None and button.isVisible():  # the map's LOS button, over its top left
            top = max(top, button.geometry().bottom() + MARGIN // 2)
        right, bottom = max(0, port.width() - width - MARGIN), max(top, port.height() - height - MARGIN)
        corners = [(MARGIN, top), (right, top), (MARGIN, bottom), (right, bottom)]
        for x, y in corners:
            rect = QRect(x, y, width, height).adjusted(-HEX_MARGIN, -HEX_MARGIN, HEX_MARGIN, HEX_MARGIN)
            if not any(rect.contains(p) for p in points):
                break
        else:
            x, y = corners[0]
        self.frame.move(x, y)

    def open_rule(self, link: str) -> None:
        if link.startswith("rule:"):
            self.host.show_rules(link[len("rule:"):])
