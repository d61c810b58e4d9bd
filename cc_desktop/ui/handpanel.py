"""The seated player's hand (the Hand dock): his cards from his view, the ones the decision lets
him play lit, each dimmed one with the engine's reason (O14); a card clicked plays it, a card
dragged out over the map says what letting it go would play and, let go there, plays its Order
(or its Action when the decision asks for one).  Listens to the controller's ``shown``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cc_desktop.ui.texts import message_text, move_label


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class HandPanel:
    def __init__(self, host):
        from cc_desktop.ui import cards

        self.host = host  # the window: controller, view (the map), status, play, menu, choose
        self.widget = cards.HandWidget()
        self.widget.card_clicked.connect(self.clicked)
        self.widget.card_dragged.connect(self.dragged)
        self.widget.card_dropped.connect(self.dropped)
        # the hand is as tall as its cards (and the room for a scroll bar), never more: a dragged
        # or restored layout gives the spare height to the map, not to empty space under the cards
        self.widget.setMaximumHeight(self.widget.minimumSizeHint().height())

    def attach(self, controller) -> None:
        controller.shown.connect(self.show)

    def show(self, view) -> None:
        from cc_desktop.ui import cards

        hand = self.widget
        hand.set_cards([cards.CardView.from_view(view, view.side, c) for c in view.hand])
        playable = {m.args[0] for m in view.legal_moves() if m.kind in ("order", "discard", "action")}
        hand.set_playable(playable)
        hand.set_reasons(self.card_reasons(view, playable))

    @staticmethod
    def card_reasons(view, playable: set) -> dict[int, str]:
        """O14: at "play an Order, or pass", why each dimmed card's Order cannot be given now,
        in the engine's words with the rule (e.g. no unit could be activated for it)."""
        from cc_desktop.rules import Move

        d = view.pending
        if d is None or d.kind != "turn" or d.why_not is None:
            return {}
        out = {}
        for n in view.hand:
            if n in playable:
                continue
            why = d.why_not(Move("order", n, view.card(view.side, n).order))
            if why is not None:
                out[n] = _tr("Not playable now: {0}").format(message_text(why, game=view))
        return out

    def show_piles(self) -> None:
        """1.2: both discard piles may be inspected at any time (each its own window, closed at
        the next hand-over)."""
        from cc_desktop.ui import cards
        from cc_desktop.ui.texts import side_name

        view = self.host.controller.view()
        for side in ("axis", "allies"):
            faces = [cards.CardView.from_view(view, side, n) for n in view.player(side).discard]
            cards.PileDialog(faces, _tr("{0} discard pile").format(side_name(side)), self.host).show()

    # -- a card clicked, dragged, let go --------------------------------------------------------
    def clicked(self, number: int) -> None:
        self.host.choose(lambda m: m.args and m.args[0] == number and m.kind in ("order", "discard", "action"))

    def drop_moves(self, number: int) -> list:
        """What a card let go on the map plays: its Order, or its Action when the decision asks
        for an Action (A24)."""
        legal = self.host.legal()
        orders = [m for m in legal if m.kind == "order" and m.args and m.args[0] == number]
        return orders or [m for m in legal if m.kind == "action" and m.args and m.args[0] == number]

    def _over_map(self, global_pos) -> bool:
        viewport = self.host.view.viewport()
        return viewport.rect().contains(viewport.mapFromGlobal(global_pos))

    def dragged(self, number: int, global_pos) -> None:
        """A card dragged out of the hand: over the map, say what letting it go would play."""
        ctl = self.host.controller
        if not ctl or not self._over_map(global_pos):
            return
        moves = self.drop_moves(number)
        view = ctl.view()
        if moves:
            self.host.status.say(_tr("Let go on the map: {0}").format(" / ".join(move_label(view, m) for m in moves)))
        else:
            why = self.refusal(number)
            self.host.status.say(message_text(why, game=view) if why else
                                 _tr("Card {0} cannot be played now").format(number))

    def refusal(self, number: int):
        """The rule that refuses playing this card now (its Order, or its Action when asked)."""
        from cc_desktop.rules import Move

        view = self.host.controller.view()
        d = view.pending
        card = view.card(view.side, number) if number in view.hand else None
        if d is None or d.why_not is None or card is None:
            return None
        legal = self.host.legal()
        asks_action = any(m.kind == "action" for m in legal) and not any(m.kind == "order" for m in legal)
        probe = Move("action", number, card.action) if asks_action else Move("order", number, card.order)
        try:
            return d.why_not(probe)
        except Exception:  # noqa: BLE001 - an explanation must never break the window
            return None

    def dropped(self, number: int, global_pos) -> bool:
        """A card let go on the map plays its Order (or Action); elsewhere it goes back to the
        hand.  A card that cannot be played is refused with the reason and its rule."""
        ctl = self.host.controller
        if not ctl or not self._over_map(global_pos):
            return False
        moves = self.drop_moves(number)
        if len(moves) == 1:
            self.host.play(moves[0])
            return True
        if moves:
            self.host._menu(moves)
            return True
        why = self.refusal(number)
        self.host.status.say(message_text(why, game=ctl.view()) if why else
                             _tr("Card {0} cannot be played now").format(number), 10000, why.rule if why else None)
        return False
