"""What one player may see of a Skirmish battle: :class:`SkSideView` (issue 17).

    view = game.view("red")          # the red player's view, read from the game when asked
    view.deciding, view.asked        # who decides now and what (public: kind, about, prompt)
    view.pending, view.legal_moves() # the decision and its moves, only when red decides
    view.why_not("move r1 30.0 30.0"), view.refusal(move, "hu")   # the engine's refusal, in words
    view.cost_of("move r1 30.0 30.0")                              # MoveCost: the A it takes
    view.model("b2"), view.models()  # ModelView: what the table shows of each figure
    view.sight("r1", "b2")           # SightView: seen?, in the arc?, in cover?, the parts, why
    view.seen_by("r1")               # what r1 sees (SK-7)
    view.range_to("r1", "b2")        # the weapon in hand's range band (SK-6.1)
    view.log.line(i), view.objectives, view.result

The window draws a Skirmish battle from this alone: no rule of its own (issue 17).  A view
copies nothing: building one stores the game and the side; each accessor reads the game when
asked (a model is read into a frozen :class:`ModelView` at that moment), so the window may make
one at every redraw.

What is hidden (docs/skirmish-decisions/view.md): Skirmish has no secret on the table.  Every
figure, its posture, facing, weapons, wounds and its sheet (characteristics, A left, A reserved,
A borrowed) are open: the A a model reserves are what it did not spend of its known A in actions
made in the open (SK-2, SK-3.3), and SK-6.6 asks the observers in the order of their reserves.
The objectives of both sides are the scenario's, known to both (SK-20.1).  What the view hides is
what a side may not know *yet*: the other side's pending decision (its options, its legal moves;
who decides and about what are public), and the future of the dice (the generator's state is in
the game's state, which no public name of a view leads to).  ``game.view(None)`` is the
referee's view: every decision's moves (for the tests and the command line).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from cc_desktop.skirmish import actions, prices, reactions, shooting, texts
from cc_desktop.skirmish.decisions import SkMove, msg
from cc_desktop.skirmish.state import SPECIAL_PIECES, Model
from cc_desktop.skirmish.types import Point, Pose, Posture, Stats


# -- what the view gives -----------------------------------------------------------------------------
@dataclass(frozen=True)
class ModelView:
    """One figure as the players see it (SK-1, SK-2, SK-3.3, SK-18): its sheet and its place on
    the table.  ``mine``: a model of the viewer's side (the referee's view: False)."""
    id: str
    name: str
    side: str
    kind: str
    mine: bool
    stats: Stats          # current (SK-0.2: with the temporary reductions)
    base: Stats           # before this battle's wounds
    A: int                # SK-2: the sum of the current stats
    a_remaining: int      # SK-3.3 left in its own turn
    a_reserved: int       # SK-3.3 kept for the opponent's turn
    a_debt: int           # SK-10.2 borrowed from its next turn
    at: Point
    facing: float
    posture: str
    wounds: tuple[tuple[str, bool], ...]   # (location, bleeds) in the order suffered (SK-18)
    bleeding: bool
    conscious: bool
    alive: bool
    out: str              # "" in play, else dead / surrendered / fled
    in_play: bool
    in_hand: tuple[str, ...]
    carried: tuple[str, ...]
    rounds: tuple[tuple[str, int], ...]    # weapon -> rounds loaded (SK-4.13)
    ammo: tuple[tuple[str, int], ...]      # ammunition type -> magazines
    equipment: tuple[str, ...]
    skills: tuple[str, ...]
    activated: bool       # SK-3.4 has acted this turn
    acting: bool          # the model acting now
    preempt_spent: bool   # SK-6.6 has fired its pre-emptive shot
    placed: bool          # SK-3.1 on the table
    in_hole: str | None
    vehicle: str | None
    seat: str | None
    riding: str | None
    on_fire: bool
    fleeing: bool
    tp: int


@dataclass(frozen=True)
class Asked:
    """The pending decision as both players may know it: who decides, the kind, what it is about
    (``about``: the typed parameters of the registry) and the question (a message, worded by
    :func:`words`); its options are the deciding side's alone (:attr:`SkSideView.pending`)."""
    player: str
    kind: str
    about: tuple[tuple[str, Any], ...]
    window: bool
    rule: str
    prompt: Any


@dataclass(frozen=True)
class MoveCost:
    """The A ``move`` would take of its model now, as the engine prices it (``cost``), or why the
    engine cannot price it (``refusal``: off the table, a wall in the way...); ``action`` False
    for a choice that is no action (activate, done, end, decline, place...: no A)."""
    move: SkMove
    cost: int | None
    refusal: Any = None
    action: bool = True


@dataclass(frozen=True)
class SightView:
    """The sight from one model to another (SK-7), as the engine decides it: ``seen`` (SK-7.1,
    the engine's own line of sight), ``in_arc`` (SK-7.3), ``can_shoot`` (both), the distance in
    inches, and on a battlefield the detail (sk-table's :class:`~cc_desktop.skirmish.sight.SightResult`):
    each part of the body seen or what hides it, ``in_cover`` and the covers crossed in order from
    the observer (SK-8.2).  ``verdict`` is None when it can shoot, else the message why not."""
    observer: str
    target: str
    seen: bool
    in_arc: bool
    distance: float
    in_cover: bool
    parts: tuple[tuple[str, bool, str, str], ...]      # (part, seen, what hides it, rule)
    covers: tuple[tuple[str, str, str | None, int | None], ...]  # (object id, name, cover id, save)
    verdict: Any
    detail: Any = None

    @property
    def can_shoot(self) -> bool:
        return self.seen and self.in_arc

    def explain(self, language: str = "en") -> list[str]:
        """The lines that say why, in ``language``: sk-table's explanation of the line (its
        messages, ``SightResult.messages``, with their rule ids: the eye and the target, what hides
        or covers each part of the body, the names of the objects and postures in the language)
        and the verdict."""
        lines = self.detail.explain(language).splitlines() if self.detail is not None else []
        if self.verdict is not None:
            lines.append(words(self.verdict, language))
        return lines


@dataclass(frozen=True)
class ObjectiveView:
    """An objective of a side (SK-20.1): the battle's own, known to both players."""
    side: str
    id: str
    rank: str
    up: int
    kind: str
    text: str


@dataclass(frozen=True)
class Result:
    """The end of the battle: the winner (None: no side), why it ended (the ``battle_over``
    message of the log), and for a battle of the campaign each side's UP and objectives met
    (SK-20.1)."""
    winner: str | None
    reason: Any
    up: tuple[tuple[str, int], ...] = ()
    met: tuple[tuple[str, tuple[str, ...]], ...] = ()


def _move(move) -> SkMove:
    """A move given as an SkMove, its text ("move r1 30.0 36.5") or its JSON list."""
    if isinstance(move, str):
        return SkMove.parse(move)
    if isinstance(move, list):
        return SkMove.from_json(move)
    return move


def words(message, language: str = "en", with_rule: bool = True) -> str:
    """A message of the engine (rule, code, params) in ``language`` (texts.render)."""
    return texts.render(message, language, with_rule=with_rule)


@lru_cache(maxsize=8)
def _battle(battle_id: str):
    from cc_desktop.skirmish import battles
    return battles.shipped_battles().get(battle_id)


class SkSideLog:
    """The log as a side may see it, read when asked: ``len()`` the lines of the game,
    :meth:`line` a line if the side may see it (``Event.visible``), else None."""

    __slots__ = ("__game", "side")

    def __init__(self, game, side: str | None):
        self.__game = game
        self.side = side

    def __len__(self) -> int:
        return len(self.__game.log)

    def line(self, index: int):
        event = self.__game.log.events[index]
        return event if event.visible(self.side) else None

    def visible(self, index: int) -> bool:
        return self.__game.log.events[index].visible(self.side)

    def since(self, start: int) -> list:
        return [e for e in self.__game.log.events[start:] if e.visible(self.side)]

    def text(self, index: int, language: str = "en") -> str | None:
        event = self.line(index)
        return None if event is None else words(event.message, language)


class SkSideView:
    """What ``side`` may see of a Skirmish game now (see the module's docstring)."""

    __slots__ = ("__game", "side")

    def __init__(self, game, side: str | None):
        if side is not None and side not in game.state.sides:
            raise ValueError(f"unknown side {side!r} (the sides: {', '.join(game.state.sides)})")
        self.__game = game
        self.side = side

    # -- the battle (content: the same for both) --------------------------------------------------
    def _st(self):
        return self.__game.state

    @property
    def battle(self) -> str:
        return self.__game.setup.id

    @property
    def map_id(self) -> str:
        return self.__game.setup.map_id

    @property
    def table(self):
        """The battlefield (sk-table's ``Table``; None: the empty table of the test setups)."""
        return self.__game.table

    @property
    def sides(self) -> tuple[str, str]:
        return tuple(self._st().sides)

    @property
    def other(self) -> str | None:
        return self._st().other(self.side) if self.side else None

    @property
    def options(self) -> dict[str, str]:
        """The readings this game is played with (agreed before it began)."""
        return dict(self.__game.options)

    @property
    def turn_limit(self) -> int:
        return self.__game.turn_limit

    def home_edge(self, side: str) -> str:
        """The side's own table edge (SK-10.2: where its models flee)."""
        return self.__game.home_edge(side)

    def deploy_zone(self, side: str) -> tuple[tuple[float, float], ...] | None:
        """SK-3.1: the polygon the side sets up in (None: the setup places its models)."""
        zone = self.__game.deploy_zone(side)
        return None if zone is None else tuple(tuple(p) for p in zone)

    @property
    def doors(self) -> dict[str, tuple[Point, bool]]:
        """Door id -> (where, open now) (SK-4.9)."""
        opened = set(self._st().open_doors)
        return {k: (p, k in opened) for k, p in self.__game.doors().items()}

    @property
    def climbables(self) -> tuple:
        return tuple(self.__game.climbables())

    # -- the tracks ------------------------------------------------------------------------------
    turn = property(lambda self: self._st().turn)                  # SK-3.3 the game turn
    playing = property(lambda self: self._st().side)               # the side playing its turn
    first = property(lambda self: self._st().first)                # SK-3.2 who won the initiative
    phase = property(lambda self: self._st().phase)
    acting = property(lambda self: self._st().acting)              # SK-3.4 the model acting now
    over = property(lambda self: self._st().over)
    winner = property(lambda self: self._st().winner)
    end_reason = property(lambda self: self._st().end_reason)

    # -- the decision ----------------------------------------------------------------------------
    @property
    def deciding(self) -> str | None:
        """The side the game waits for (None: the battle is over); public."""
        d = self.__game.pending
        return d.player if d is not None else None

    @property
    def asked(self) -> Asked | None:
        """Who decides and what, without the options (both players know a window is open and
        about whom: SK-6.6's order is the open reserves')."""
        d = self.__game.pending
        if d is None:
            return None
        return Asked(d.player, d.kind, tuple(sorted(d.about.items())), d.window, d.spec.rule, d.prompt)

    @property
    def mine(self) -> bool:
        """Whether the viewer decides now (the referee: whenever anyone does)."""
        d = self.__game.pending
        return d is not None and (self.side is None or d.player == self.side)

    @property
    def pending(self):
        """The pending decision with its options, if it is the viewer's."""
        return self.__game.pending if self.mine else None

    def legal_moves(self) -> list:
        """The legal moves of the viewer's pending decision (the engine's sample: see
        docs/skirmish.md "Moves in inches"); none while the other side decides."""
        return self.__game.legal_moves() if self.mine else []

    def why_not(self, move):
        """Why ``move`` is refused now (an SkMessage with its SK rule), None if legal.  A move
        while the other side decides is refused without asking his decision (its options are
        his): "not one of the choices now"."""
        game = self.__game
        move = _move(move)
        d = game.pending
        if d is not None and not self.mine:   # SK-3.3 the other side's choice: its options are his
            return msg("SK-3.3", "not_a_legal_choice", move=str(move)[:60], decision=d.kind)
        return game.why_not(move)

    def is_legal(self, move) -> bool:
        return self.why_not(move) is None

    def refusal(self, move, language: str = "en") -> str | None:
        """:meth:`why_not` in words, with its rule ("SK-3.4: r2 has 5 A; the move costs 12")."""
        why = self.why_not(move)
        return None if why is None else words(why, language)

    # -- prices and distances --------------------------------------------------------------------
    def cost_of(self, move) -> MoveCost:
        """The A ``move`` takes of its model now (its first argument: a model of the viewer's
        side; the referee's: any), as the action's own check prices it: the check is asked
        (nothing of the game changes) and names its price as it works it out
        (``skirmish.prices``); a price beyond the A at hand is still the price.  A check that
        refuses the move before it comes to a price gives its refusal instead.  Legality now is
        :meth:`why_not`'s business."""
        move = _move(move)
        if move.kind not in actions.ACTIONS or not move.args:
            return MoveCost(move, 0, None, False)
        model = self._st().models.get(str(move.args[0]))
        if model is None or (self.side is not None and model.side != self.side):
            return MoveCost(move, None, msg("SK-3.4", "not_acting", model=str(move.args[0])))
        game = self.__game

        def check():
            try:
                return actions.why_not(game, model, move, "own")
            except (LookupError, TypeError, ValueError, AttributeError):
                return msg("SK-3.4", "not_a_legal_choice", move=str(move)[:60], decision="act")

        cost, why = prices.asked(check)
        if cost is not None:
            return MoveCost(move, cost)
        if why is None:
            return MoveCost(move, 0)   # an action that charges nothing (drop: SK-4.3)
        return MoveCost(move, None, why)

    def _point(self, where) -> Point:
        if isinstance(where, str):
            return self._st().models[where].at
        if isinstance(where, Point):
            return where
        return Point(float(where[0]), float(where[1]))

    def distance(self, a, b) -> float:
        """Inches on the table (plan view, as ranges and moves are measured) between two models
        (ids) or places ((x, y))."""
        return self._point(a).distance(self._point(b))

    def range_to(self, shooter: str, target):
        """SK-6.1: the range band of the firearm in ``shooter``'s hands at ``target`` (a model
        or a place): sk-combat's ``RangeResult`` (band short / long / None beyond, the step with
        its rule); None when it holds no firearm."""
        game = self.__game
        m = self._st().models[shooter]
        w = reactions.weapon_in_hand(game, m)
        if w is None:
            return None
        fitted = tuple(e for e in m.equipment if e in ("telescopic_sight", "bipod"))
        return shooting.range_band(w, self.distance(shooter, target), m.skills, fitted=fitted)

    # -- the models ------------------------------------------------------------------------------
    def _model_view(self, m: Model) -> ModelView:
        return ModelView(
            m.id, m.name, m.side, m.kind, self.side is not None and m.side == self.side, m.stats, m.base, m.A,
            m.a_remaining, m.a_reserved, m.a_debt, m.at, m.facing, m.posture.value,
            tuple((w.location, w.bleeds) for w in m.wounds), m.bleeding, m.conscious, m.alive, m.out, m.in_play,
            tuple(m.in_hand), tuple(m.carried), tuple(sorted(m.rounds.items())), tuple(sorted(m.ammo.items())),
            tuple(m.equipment), tuple(m.skills), m.activated, self._st().acting == m.id, m.preempt_spent, m.placed,
            m.in_hole, m.vehicle, m.seat, m.riding, m.on_fire, m.fleeing, m.tp)

    def model(self, model_id: str) -> ModelView | None:
        """The figure as the table shows it (every figure: nothing on the table is secret, SK-7.1
        "not seen" is a matter of line of sight, :meth:`sight`)."""
        m = self._st().models.get(model_id)
        return None if m is None else self._model_view(m)

    def models(self, side: str | None = None) -> list[ModelView]:
        """Every model (of ``side``), in the setup's order."""
        return [self._model_view(m) for m in self._st().models.values() if side is None or m.side == side]

    def own_models(self) -> list[ModelView]:
        return self.models(self.side) if self.side else []

    def enemy_models(self) -> list[ModelView]:
        return self.models(self.other) if self.side else []

    def weapon(self, item: str):
        """A weapon's line (SK-11.2: public data)."""
        return self.__game.weapon(item)

    # -- the table in play -----------------------------------------------------------------------
    @property
    def open_doors(self) -> frozenset[str]:
        return frozenset(self._st().open_doors)

    @property
    def destroyed_cover(self) -> frozenset[str]:
        """SK-8.4: the cover segments shot away."""
        return frozenset(self._st().destroyed_cover)

    @property
    def ground(self) -> tuple[dict, ...]:
        """Items lying on the table (SK-4.3, SK-4.4)."""
        return tuple(d.to_json() for d in self._st().ground)

    @property
    def foxholes(self) -> tuple[dict, ...]:
        """SK-4.1: holes dug and being dug, the A put in, who is in each."""
        return tuple(f.to_json() for f in self._st().foxholes.values())

    @property
    def pieces(self) -> dict[str, tuple[dict, ...]]:
        """SK-12 to SK-16: what stands on the table besides the figures, by kind: vehicles, towed
        guns, mortars, fires, smoke clouds and dog sleds (``state.SPECIAL_PIECES``), as the state
        saves them."""
        st = self._st()
        return {k: tuple(x.to_json() for x in getattr(st, k).values()) for k in SPECIAL_PIECES}

    # -- sight (SK-7) ----------------------------------------------------------------------------
    def _posed(self, model_id: str, at=None, facing: float | None = None, posture=None) -> Model:
        """The model, or a copy of it standing elsewhere (``at``: a place (x, y) on the ground),
        facing elsewhere or in another posture: what it would see there (nothing changes)."""
        m = self._st().models[model_id]
        if at is None and facing is None and posture is None:
            return m
        probe = Model.from_json(m.to_json())
        if at is not None:
            probe.at = self._point(at)
        if facing is not None:
            probe.facing = float(facing) % 360.0
        if posture is not None:
            probe.posture = Posture(posture)
        return probe

    def sight(self, observer: str, target: str, *, at=None, facing: float | None = None, posture=None) -> SightView:
        """The sight from ``observer`` to ``target`` as the engine decides it (its line of sight
        seam ``reactions.can_see``, the front arc ``reactions.in_arc``), explained on a
        battlefield by sk-table's ``sight.sight`` with the doors, the cover and the smoke as they are.
        ``at``, ``facing``, ``posture``: from where the observer would stand (a move's preview)."""
        game, st = self.__game, self._st()
        a, b = self._posed(observer, at, facing, posture), st.models[target]
        seen = reactions.can_see(game, a, b)
        arc = reactions.in_arc(a, b)
        detail, parts, covers, in_cover = None, (), (), False
        if game.table is not None:
            from cc_desktop.skirmish import sight
            detail = sight.sight(game.table, Pose(a.at, a.facing, a.posture), Pose(b.at, b.facing, b.posture),
                                 **st.sight_args())
            in_cover = detail.in_cover
            parts = tuple((p.part, p.seen, p.blocked_by.label if p.blocked_by is not None else "", p.rule)
                          for p in detail.points)
            covers = tuple((c.object_id, c.name, c.cover, c.save) for c in detail.covers)
        if not seen:   # SK-7.1 no part of the body seen
            verdict = msg("SK-7.1", "not_seen", model=a.id, target=b.id)
        elif not arc:  # SK-7.3 a model sees (and shoots) only ahead
            verdict = msg("SK-7.3", "behind", model=a.id, target=b.id)
        else:
            verdict = None
        return SightView(a.id, b.id, seen, arc, a.at.distance(b.at), in_cover, parts, covers, verdict, detail)

    def sees(self, observer: str, target: str, *, at=None, facing: float | None = None, posture=None) -> bool:
        """SK-7.1 and SK-7.3: ``observer`` sees ``target`` in its front arc (from ``at``...)."""
        a, b = self._posed(observer, at, facing, posture), self._st().models[target]
        return reactions.in_arc(a, b) and reactions.can_see(self.__game, a, b)

    def seen_by(self, observer: str, *, at=None, facing: float | None = None, posture=None) -> tuple[str, ...]:
        """What ``observer`` sees (SK-7), or would see from ``at`` / ``facing`` / ``posture``:
        every other model on the table, in play or lying there, in its front arc and its line of
        sight."""
        a = self._posed(observer, at, facing, posture)
        return tuple(m.id for m in self._st().models.values()
                     if m.id != observer and m.placed and m.alive and not m.out
                     and reactions.in_arc(a, m) and reactions.can_see(self.__game, a, m))

    # -- the log, the objectives, the end ----------------------------------------------------------
    @property
    def log(self) -> SkSideLog:
        return SkSideLog(self.__game, self.side)

    @property
    def objectives(self) -> tuple[ObjectiveView, ...]:
        """Both sides' objectives (SK-20.1), for a battle of the campaign; () for a test setup."""
        battle = _battle(self.battle)
        if battle is None:
            return ()
        return tuple(ObjectiveView(s.id, o.id, o.rank, o.up, o.kind, o.text) for s in battle.sides for o in s.objectives)

    @property
    def result(self) -> Result | None:
        """The end of the battle (None while it goes on): the winner, the reason (the log's
        ``battle_over`` message), and for a battle of the campaign the UP each side earned and
        its objectives met (sk-campaign's ``battle_result``, SK-20.1)."""
        game = self.__game
        if game.pending is not None:
            return None
        reason = next((e.message for e in reversed(game.log.events) if e.kind == "battle_over"), None)
        up, met = (), ()
        battle = _battle(self.battle)
        if battle is not None:
            from cc_desktop.skirmish.campaign_play import battle_result
            scores = battle_result(game, battle).scores
            up = tuple((s, sc.up) for s, sc in scores.items())
            met = tuple((s, sc.met) for s, sc in scores.items())
        return Result(self._st().winner, reason, up, met)


__all__ = ["Asked", "ModelView", "MoveCost", "ObjectiveView", "Result", "SightView", "SkSideLog", "SkSideView",
           "words"]
