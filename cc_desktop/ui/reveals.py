"""Revealed cards (1.3, 1.9): every card revealed (a roll, a Random Hex, an Event) is queued
and shown big over the map, one after the other, with what it is for in words; the roll (and
trigger) lines that follow a card complete its caption before it is shown.  Reveals are public:
at a hand-over, the last move's (and those still waiting to be shown) are kept for the hand-over
screen (:meth:`Reveals.cover`), which shows them to both players - the one leaving the seat sees
the result of his move before he passes the screen, the one taking it sees it too (issue 14,
item 2).  Listens to the controller's ``logged`` (the lines the seated player may see)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer

from cc_desktop.ui.texts import message_text, side_subject

# the log lines that say what a roll did (1.9): shown under the revealed card's caption
REVEAL_RESULTS = frozenset({
    "attack", "defense", "unit_broken", "unit_eliminated", "unit_rallied", "unit_suppressed",
    "targeting", "melee_total", "mine_attack", "sudden_death_roll", "commissar_roll", "sniper_target",
    "sniper_none",
})


def _tr(text: str) -> str:
    # the window's own words, in its translation context (resources/i18n: "GameWindow")
    return QCoreApplication.translate("GameWindow", text)


class Reveals:
    def __init__(self, host):
        from cc_desktop.ui import cards

        self.host = host  # the window: controller, handover, view (the map)
        self.popup = cards.RevealPopup(host.view)
        self.popup.finished.connect(self.next)
        self.on = True
        self.ms = 1500  # each revealed card stays this long (a click skips it)
        self.queue: list[dict] = []  # the reveals still to show, in order
        self.recent: list[dict] = []  # the last reveals, for the hand-over screen
        self.replay: list[dict] = []  # the reveals the hand-over screen shows

    def attach(self, controller) -> None:
        controller.logged.connect(self.add)
        self.queue, self.recent, self.replay = [], [], []  # a new game's own

    def cover(self, since: int) -> None:
        """A hand-over: the reveals of the moves after the first ``since`` (the last move asked
        for and those made without asking after it) and those still waiting to be shown are
        kept for the hand-over screen, which shows them to both players."""
        self.replay = [e for e in self.recent if e["move"] > since or e in self.queue]
        self.clear()

    def clear(self) -> None:
        self.queue = []
        self.popup.dismiss()

    def seat_taken(self, viewer: str) -> None:
        """1.3: the cards the last move revealed were shown on the hand-over screen, to the
        player now seated too: nothing is shown again."""
        self.queue = []
        self.replay = []

    def add(self, event) -> None:
        """1.3, 1.9: every card revealed (a roll, a Random Hex, an Event) is queued and shown big,
        one after the other, with what it is for in words; the roll (and trigger) lines that
        follow a card complete its caption before it is shown.  Reveals are public: at a
        hand-over the last move's are shown on the hand-over screen, to both players."""
        ctl = self.host.controller
        if not ctl:
            return
        code = event.message.code
        if event.kind == "card_revealed":
            entry = {"event": event, "roll": None, "trigger": None, "move": len(ctl.game.moves)}
            self.recent = self.recent[-11:] + [entry]
            if self.on:
                self.queue.append(entry)
                QTimer.singleShot(0, self.next)  # once the move's events are all in
        elif code == "roll" and self.recent:
            entry = self.recent[-1]
            if entry["roll"] is None and entry["event"].message.args.get("use", "roll") == "roll":
                entry["roll"] = event
        elif code in ("trigger", "trigger_ignored") and self.recent:
            entry = next((e for e in reversed(self.recent) if e["roll"] is not None), None)
            if entry is not None and entry["trigger"] is None:
                entry["trigger"] = event
        elif code in REVEAL_RESULTS and self.recent and event.visible(ctl.viewer):
            # what the roll did (the attack total, the Morale check and its outcome), on the card
            entry = self.recent[-1]
            if entry["roll"] is not None and len(entry.setdefault("results", [])) < 3:
                entry["results"].append(event)

    def next(self) -> None:
        """Show the next queued reveal (the popup's ``finished`` calls it again)."""
        from cc_desktop.ui import cards

        ctl = self.host.controller
        if not self.popup.isHidden() or not self.queue or not ctl:
            return
        if not self.host.handover.isHidden() or not ctl.seat_ok():
            return  # kept for the player who takes the seat
        entry = self.queue.pop(0)
        args = entry["event"].message.args
        view = ctl.view()
        side, number = args.get("player"), args.get("card")
        if side not in ("axis", "allies") or view.card(side, number) is None:
            return self.next()
        card = cards.CardView.from_view(view, side, number)
        emphasis = {"hex": "hex", "event": "event"}.get(args.get("use"), "dice")
        self.popup.show_card(card, self.caption(entry, view), self.ms, emphasis)

    def caption(self, entry: dict, view, more: bool = True) -> str:
        """The words over a revealed card: who reveals it, for what, the total, the trigger."""
        from cc_desktop.ui import cards

        game = view
        args = entry["event"].message.args
        side = side_subject(args.get("player", ""))
        d1, d2 = args.get("d1"), args.get("d2")
        use = args.get("use", "roll")
        number = args.get("card")
        card = view.card(args["player"], number)
        if entry["roll"] is not None:  # "Axis rolls 6+1 = 7 for Targeting Rifle Squad"
            lines = [message_text(entry["roll"].message, with_rule=False, game=game, where=False)]
        elif use == "hex":
            lines = [_tr("{0} reveals a Random Hex: {1}").format(side, card.random_hex)]
        elif use == "event":
            lines = [_tr("{0} reveals an Event: {1}").format(side, cards.ui_card_texts().event(card.event).name)]
        elif use == "dice":
            lines = [_tr("{0} reveals the dice: white {1}, coloured {2}").format(side, d1, d2)]
        else:
            lines = [_tr("{0} reveals: {1} + {2} = {3}").format(side, d1, d2, (d1 or 0) + (d2 or 0))]
        lines += [message_text(e.message, with_rule=False, game=game, where=False) for e in entry.get("results", ())]
        trigger = args.get("trigger")
        if trigger and entry["roll"] is not None:
            word = cards.trigger_word(trigger)
            fired = entry["trigger"]
            if fired is not None and fired.message.code == "trigger_ignored":
                lines.append(_tr("Trigger: {0} — ignored (a roll made while a trigger is resolved)").format(word))
            elif fired is not None:
                effect = {"event": _tr("an Event is revealed and executed"),
                          "sniper": _tr("a Sniper strikes at a Random Hex"),
                          "time": _tr("the Time marker advances")}.get(trigger, "")
                lines.append(_tr("Trigger: {0} — {1}").format(word, effect) if effect
                             else _tr("Trigger: {0}").format(word))
            elif trigger == "jammed" and entry["roll"].message.args.get("what") != "Fire Attack on {0}":
                lines.append(_tr("Trigger: {0} — no effect (only on a Fire Attack roll)").format(word))
            else:
                lines.append(_tr("Trigger: {0}").format(word))
        waiting = len(self.queue) if more else 0
        if waiting:
            lines.append(_tr("(click for the next card: {0} more)").format(waiting))
        return "\n".join(lines)
