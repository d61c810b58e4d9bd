"""Setups made in code, for the tests, ``simulate`` and the command line, until the battles of
sk-campaign are wired in: two teams of three on an empty 72 x 48 table (a tree to climb and a
door), with weapon profiles of our own (``test_*`` ids, numbers chosen for tests only).

Also the test doubles of the shot resolution seam (``reactions.resolve_shot``): a scripted
resolver that returns given effects in order, and a rough dice resolver for soak runs.  They
are not the rules of SK-6 (sk-combat's ``shooting.resolve_shot`` is).
"""

from __future__ import annotations

from cc_desktop.skirmish.state import Model
from cc_desktop.skirmish.types import Point, Posture, Stats, WeaponProfile

TEST_WEAPONS = {
    "test_rifle": WeaponProfile("test_rifle", "Test rifle", "rifle", range=36.0, shot_a=2, magazine=5,
                                strength=4, hands=2, ammo="test_rifle_ammo"),
    "test_smg": WeaponProfile("test_smg", "Test SMG", "smg", range=18.0, shot_a=1, burst_a=1, magazine=30,
                              strength=3, hands=2, ammo="test_smg_ammo"),
    "test_pistol": WeaponProfile("test_pistol", "Test pistol", "pistol", range=9.0, shot_a=1, magazine=8,
                                 strength=3, hands=1, ammo="test_pistol_ammo"),
    "test_knife": WeaponProfile("test_knife", "Test knife", "melee", strength=3, hands=1, melee_a=2),
    "test_grenade": WeaponProfile("test_grenade", "Test grenade", "thrown", strength=2, hands=1, throw_a=5,
                                  blast_radius=3.0),
}


def soldier(mid: str, side: str, at: Point, facing: float, weapon: str = "test_rifle", stats=(3, 3, 3, 3),
            skills=(), equipment=("bandage_pack",), carried=("test_pistol",), posture=Posture.STANDING) -> Model:
    """A model ready to play: ``weapon`` in hand and loaded, a loaded pistol carried, two spare
    magazines of each."""
    w = TEST_WEAPONS[weapon]
    rounds = {weapon: w.magazine}
    ammo = {w.ammo: 2}
    for c in carried:
        if c in TEST_WEAPONS and TEST_WEAPONS[c].magazine:
            rounds[c] = TEST_WEAPONS[c].magazine
            ammo[TEST_WEAPONS[c].ammo] = 2
    return Model(id=mid, name=mid.upper(), side=side, base=Stats(*stats), skills=list(skills),
                 carried=list(carried), in_hand=[weapon], rounds=rounds, ammo=ammo, equipment=list(equipment),
                 posture=posture, at=at, facing=facing)


def setup_3v3(turn_limit: int = 8):
    """``test-3v3``: red (r1-r3, south edge y=48) against blue (b1-b3, north edge y=0), 32
    inches apart, facing each other; r3 and b3 carry a grenade; the initiative is rolled."""
    from cc_desktop.skirmish.game import Climbable, Setup
    red = [soldier("r1", "red", Point(30.0, 40.0), 270.0, skills=("nimble",)),
           soldier("r2", "red", Point(36.0, 40.0), 270.0, weapon="test_smg", equipment=("bandage_pack", "infantry_shovel")),
           soldier("r3", "red", Point(42.0, 40.0), 270.0, skills=("medic",), carried=("test_pistol", "test_grenade"))]
    blue = [soldier("b1", "blue", Point(30.0, 8.0), 90.0),
            soldier("b2", "blue", Point(36.0, 8.0), 90.0, weapon="test_smg"),
            soldier("b3", "blue", Point(42.0, 8.0), 90.0, equipment=("bandage_pack", "hobnailed_boots"),
                    carried=("test_pistol", "test_grenade"))]
    return Setup("test-3v3", "empty", ("red", "blue"), red + blue, None, turn_limit,
                 {"red": "south", "blue": "north"}, {"d1": Point(36.0, 30.0)},
                 [Climbable("tree", Point(36.0, 24.0), 8.0)], dict(TEST_WEAPONS))


def setup_3v3_deployed(turn_limit: int = 8):
    """``test-3v3-deploy``: the same teams, each set up by its player in its own 8-inch strip
    along its table edge (SK-3.1)."""
    s = setup_3v3(turn_limit)
    s.id = "test-3v3-deploy"
    s.deploy_zones = {"red": [(0.0, 40.0), (72.0, 40.0), (72.0, 48.0), (0.0, 48.0)],
                      "blue": [(0.0, 0.0), (72.0, 0.0), (72.0, 8.0), (0.0, 8.0)]}
    return s


SETUPS = {"test-3v3": setup_3v3, "test-3v3-deploy": setup_3v3_deployed}


def scripted_resolver(effects):
    """A shot resolver (test double) returning the given ``ShotEffect``s in order, recording
    each call's (shooter, target, shot, rounds, preemptive) in ``.calls``."""
    queue = list(effects)
    calls = []

    def resolve(g, shooter, target, weapon, shot, rounds, preemptive, called=None):
        calls.append((shooter.id, target.id, shot, rounds, preemptive) + ((called,) if called else ()))
        return queue.pop(0)

    resolve.calls = calls
    return resolve


def rough_resolver(g, shooter, target, weapon, shot, rounds, preemptive, called=None):
    """A shot resolver for soak runs only (not SK-6): D6 >= 4 hits (-1 pre-emptive), the hit
    location by D6, the wound bleeds."""
    from cc_desktop.skirmish.reactions import ShotEffect
    from cc_desktop.skirmish.wounds import location_for
    hit = g.state.dice.d6("rough to-hit") - (1 if preemptive else 0) >= 4
    if not hit:
        return ShotEffect(False)
    return ShotEffect(True, ((location_for(g.state.dice.d6("rough location")).value, True),))


# -- sk-guns (wave 3): a position with towed guns and animals, for tests and soak runs -------------------
def setup_guns_animals(turn_limit: int = 8):
    """``test-guns-animals``: the 3 v 3 teams, red's light anti-tank gun in action at (36, 42)
    with r2 and r3 beside it (SK-15), blue's infantry gun limbered at (41.5, 9) beside b3 with a
    horse (not yet harnessed) at hand, a red dog and a red horse beside r3 (SK-16)."""
    from cc_desktop.skirmish.animals import load_animals
    s = setup_3v3(turn_limit)
    s.id = "test-guns-animals"
    cards = load_animals()

    def beast(mid, card, side, at, facing):
        return Model(id=mid, name=cards[card].name, side=side, kind="animal", animal=card, base=cards[card].stats,
                     at=at, facing=facing)

    s.models[1].at, s.models[2].at = Point(35.0, 41.0), Point(37.0, 41.0)
    s.models += [beast("rd", "dog", "red", Point(24.0, 38.0), 270.0), beast("rh", "horse", "red", Point(38.5, 42.5), 270.0),
                 beast("bh", "horse", "blue", Point(40.5, 7.5), 90.0)]
    s.pieces = {"guns": [{"id": "rg", "type": "light_at_gun", "side": "red", "at": [36.0, 42.0], "facing": 270.0,
                          "ready": True, "ammo": {"ap": 6, "he": 6}},
                         {"id": "bg", "type": "light_infantry_gun", "side": "blue", "at": [41.5, 9.0], "facing": 90.0}]}
    return s


SETUPS["test-guns-animals"] = setup_guns_animals


# -- sk-dogs: anti-tank dogs and a dog sled (SK-16.3), for tests and soak runs ----------------------------
def setup_dogs(turn_limit: int = 8):
    """``test-dogs``: the 3 v 3 teams; red's anti-tank dog rd (its mine fitted) at (24, 38) and
    a dog rm without one beside r1; red's dog sled rs at (42.5, 42) behind r3 with the dogs rs1
    and rs2 in harness; blue's light car bc at (36, 14) heading south (90) with b2 at the wheel."""
    from cc_desktop.skirmish.animals import load_animals
    from cc_desktop.skirmish.state import Vehicle
    from cc_desktop.skirmish.vehicles import load_vehicles
    s = setup_3v3(turn_limit)
    s.id = "test-dogs"
    cards = load_animals()

    def dog(mid, at, equipment=(), harnessed_to=None):
        return Model(id=mid, name=cards["dog"].name, side="red", kind="animal", animal="dog", base=cards["dog"].stats,
                     at=at, facing=270.0, equipment=list(equipment), harnessed_to=harnessed_to)

    s.models += [dog("rd", Point(24.0, 38.0), ("dog_mine",)), dog("rm", Point(31.5, 40.5)),
                 dog("rs1", Point(41.7, 40.6), harnessed_to="rs"), dog("rs2", Point(43.3, 40.6), harnessed_to="rs")]
    car = load_vehicles()["light_car"]
    s.pieces = {"vehicles": [Vehicle("bc", "light_car", "blue", Point(36.0, 14.0), 90.0, seats={"driver": "b2"},
                                     szp_left={e.id: e.szp for e in car.elements}).to_json()],
                "sleds": [{"id": "rs", "side": "red", "at": [42.5, 42.0], "facing": 270.0}]}
    return s


SETUPS["test-dogs"] = setup_dogs
