"""The machinery both engines share (cc_desktop/engine): the registry, Move, Decision, step,
messages and events; and that each engine's Move and Decision check against its own registry."""

import json

import pytest

from cc_desktop.engine.machine import Decision, GameOver, Move, step
from cc_desktop.engine.messages import EventLog, MessageTable, Refused, message_class
from cc_desktop.engine.registry import Registry
from cc_desktop.rules import decisions as cc_decisions
from cc_desktop.rules.machine import Decision as CCDecision
from cc_desktop.rules.machine import GameOver as CCGameOver
from cc_desktop.rules.machine import Move as CCMove
from cc_desktop.rules.messages import RuleMessage
from cc_desktop.skirmish.decisions import REGISTRY as SK_REGISTRY
from cc_desktop.skirmish.decisions import SkDecision, SkMessage, SkMove

TABLE = MessageTable({"prompt_go": "Go to {x}?", "went": "went {n} inches"})
Msg = message_class("Msg", TABLE)
TYPES = {"unit": (str, "a unit"), "count": (int, "a number"), "distance": (float, "inches")}
KINDS = {"go": (("unit", "distance"),), "wait": ((), ("count",)), "done": ((),)}
ROWS = [("go", "R1", "the player", "go(unit,distance) wait wait(count) done", "x:distance", "Go to {x}?", False)]


def _registry():
    # "wait" has two signatures, but one decision can declare only one of them: declare the other elsewhere
    rows = [("go", "R1", "the player", "go(unit,distance) wait done", "x:distance", "Go to {x}?", False),
            ("pause", "R2", "the player", "wait(count)", "", "Pause", False)]
    return Registry(TYPES, KINDS, rows, Msg, "tests")


class TMove(Move):
    __slots__ = ()
    registry = _registry()


class TDecision(Decision):
    registry = TMove.registry


def test_a_registry_checks_its_declarations_when_it_is_made():
    with pytest.raises(ValueError, match="move fly is offered by no decision"):
        Registry(TYPES, {**KINDS, "fly": ((),)}, [ROWS[0][:3] + ("go(unit,distance) wait done",) + ROWS[0][4:],
                                                  ("pause", "R2", "p", "wait(count)", "", "P", False)], Msg, "t")
    with pytest.raises(ValueError, match="unknown type point"):
        Registry(TYPES, {"go": (("point",),)}, [("go", "R", "p", "go(point)", "", "P", False)], Msg, "t")
    with pytest.raises(ValueError, match="prompt names y"):
        Registry(TYPES, {"done": ((),)}, [("go", "R", "p", "done", "", "Go {y}", False)], Msg, "t")


def test_moves_parse_real_numbers_with_one_decimal_and_check_json():
    m = TMove.parse("go u1 12.5")
    assert m == TMove("go", "u1", 12.5) and m.args[1] == pytest.approx(12.5) and type(m.args[1]) is float
    assert TMove.parse("go u1 12").args == ("u1", 12.0)
    with pytest.raises(ValueError, match="at most one decimal"):
        TMove.parse("go u1 12.55")
    with pytest.raises(ValueError, match="must be a number"):
        TMove.from_json(["go", "u1", "far"])
    with pytest.raises(ValueError, match="not a move argument"):
        TMove.from_json(["go", "u1", True])
    back = TMove.from_json(json.loads(json.dumps(m.to_json())))
    assert back == m and hash(back) == hash(m) and str(back) == "go u1 12.5"
    assert TMove.parse("wait 3").args == (3,) and TMove.parse("wait").args == ()
    with pytest.raises(ValueError, match="unknown move kind 'fly'"):
        TMove.parse("fly")
    with pytest.raises(AttributeError):
        m.kind = "x"


def test_a_decision_is_checked_against_its_registry_and_builds_its_prompt():
    d = TDecision("a", "go", (TMove("go", "u1", 1.0), TMove("done")), {"x": 2.5})
    assert d.prompt == Msg.of("R1", "prompt_go", x=2.5) and d.prompt.text() == "R1: Go to 2.5?"
    with pytest.raises(ValueError, match=r"wait takes \(\)"):
        TDecision("a", "go", (TMove("wait", 3),), {"x": 2.5})
    with pytest.raises(ValueError, match="a move kind it does not declare"):
        TDecision("a", "pause", (TMove("done"),))
    with pytest.raises(ValueError, match="not of type distance"):
        TDecision("a", "go", (), {"x": 2})
    with pytest.raises(ValueError, match="not in the registry"):
        TDecision("a", "fly", (), {})


def test_a_decision_checks_the_arguments_of_each_run_of_one_move_kind_once():
    """A set-up offers hundreds of moves of one kind: every option's kind is checked, the
    arguments of the first move of each run of one kind."""
    many = tuple(TMove("go", f"u{i}", float(i)) for i in range(300))
    d = TDecision("a", "go", many + (TMove("done"),) + many, {"x": 2.5})
    assert d.options[-1] == TMove("go", "u299", 299.0) and d.spec is TMove.registry.decisions["go"]
    with pytest.raises(ValueError, match="offers go u1 1: go takes"):  # the first of a run
        TDecision("a", "go", (TMove("done"), TMove("go", "u1", 1)) + many, {"x": 2.5})
    with pytest.raises(ValueError, match=r"offers go u2 2: go takes"):  # a run after another kind
        TDecision("a", "go", many + (TMove("done"), TMove("go", "u2", 2), TMove("go", "u3", 3.0)), {"x": 2.5})
    with pytest.raises(ValueError, match=r"offers wait 3: wait takes \(\)"):  # in the middle
        TDecision("a", "go", many[:150] + (TMove("wait", 3),) + many[150:], {"x": 2.5})
    waits = tuple(TMove("wait", i) for i in range(200))
    with pytest.raises(ValueError, match="offers done, a move kind it does not declare"):
        TDecision("a", "pause", waits[:100] + (TMove("done"),) + waits[100:])
    # a run's later moves are not checked again
    assert TDecision("a", "go", many[:2] + (TMove("go", "u9", 9),), {"x": 2.5}).options[-1].args == ("u9", 9)


def test_combat_commander_s_set_up_decision_is_checked_with_all_its_moves(monkeypatch):
    seen = []
    real = cc_decisions.check
    monkeypatch.setattr(cc_decisions, "check", lambda *a: seen.append((a[0], len(a[3]))) or real(*a))
    from cc_desktop.rules import Game

    g = Game.new("test-skirmish", seed=1)
    assert g.pending.kind == "setup" and seen == [("setup", 360)] and len(g.pending.options) == 360


def test_step_runs_a_procedure_to_its_decisions_and_its_end():
    def proc():
        mv = yield TDecision("a", "go", (TMove("done"),), {"x": 1.0})
        assert mv == TMove("done")
        yield TDecision("a", "pause", (TMove("wait", 1),))
        raise GameOver

    p = proc()
    assert step(p, None).kind == "go"
    assert step(p, TMove("done")).kind == "pause"
    assert step(p, TMove("wait", 1)) is None


def test_messages_refusals_and_events_with_visibility():
    m = Msg.of("R1", "went", n=3)
    assert m.text() == "R1: went 3 inches" and m.args == {"n": 3} and m.to_json()["code"] == "went"
    assert Msg.of("", "unknown_code", a=1).text() == "unknown_code a=1"
    r = Refused(m)
    assert (r.rule, r.code, r.params) == ("R1", "went", {"n": 3}) and str(r) == "R1: went 3 inches"
    log, heard = EventLog(), []
    log.listeners.append(heard.append)
    log.emit("a", m)
    log.emit("b", m, visible_to="red")
    assert [e.kind for e in log.seen_by("blue")] == ["a"] and [e.kind for e in log.seen_by("red")] == ["a", "b"]
    assert len(log.seen_by(None)) == 2 and heard == log.events
    with pytest.raises(ValueError, match="declared twice"):
        TABLE.add({"went": "something else"})


def test_both_engines_subclass_the_shared_move_and_decision_with_their_own_registry():
    assert issubclass(CCMove, Move) and issubclass(SkMove, Move)
    assert issubclass(CCDecision, Decision) and issubclass(SkDecision, Decision)
    assert CCMove.registry is cc_decisions.REGISTRY and SkMove.registry is SK_REGISTRY
    assert CCGameOver is GameOver
    # the same text is a different move in each game: its own kinds and argument types
    assert CCMove.parse("order 12 move").args == (12, "move")
    with pytest.raises(ValueError, match="unknown move kind 'order'"):
        SkMove.parse("order 12 move")
    assert SkMove.parse("move m3 12.5 30.0").args == ("m3", 12.5, 30.0)
    with pytest.raises(ValueError, match="unknown move kind 'jump'"):
        CCMove.parse("jump m3 1 2")
    # Combat Commander's moves still take only words and whole numbers
    with pytest.raises(ValueError, match="not a move argument"):
        CCMove.from_json(["enter", "u3", 1.5])
    assert repr(CCMove("done")) == "Move('done')" and repr(SkMove("done")) == "SkMove('done')"
    # each prompt is its engine's message type
    assert isinstance(cc_decisions.prompt(cc_decisions.DECISIONS["turn"], {}), RuleMessage)
    sk = SkDecision("red", "activate", (SkMove("end"),), {"turn": 1})
    assert isinstance(sk.prompt, SkMessage) and sk.prompt.text().startswith("SK-3.3: Turn 1")


def test_combat_commander_decisions_still_check_through_its_module_function(monkeypatch):
    """tests/rules/test_decisions.py records every decision made by patching decisions.check."""
    seen = []
    real = cc_decisions.check
    monkeypatch.setattr(cc_decisions, "check", lambda *a: seen.append(a[0]) or real(*a))
    CCDecision("axis", "turn", (CCMove("pass"),))
    assert seen == ["turn"]
