"""The roster file (.skroster): what is written reads back the same; a broken file is refused
with one clear message naming the file and the place, never a traceback, and is left untouched."""

import json
import os
import random

import pytest

from cc_desktop.skirmish.roster import (ROSTER_FORMAT, BattleRecord, Member, PermanentWound, Roster, RosterProblem,
                                        parse_roster, read_roster, roster_from_json, roster_text, write_roster)
from cc_desktop.skirmish.types import Stats


def sample() -> Roster:
    hans = Member(id="hans", name="Hans Weber", stats=Stats(3, 4, 3, 3), tp_total=6, tp_unspent=2,
                  skills=("leader", "nimble"), weapons=("mp40", "grenade_m24"), equipment=("helmet",),
                  wounds=(PermanentWound("arm", Stats(1, 0, 0, 0), 2, roll=2, battle="partisan-raid"),),
                  miss_battles=1, leader=True, improved=("U",), skill_bought="nimble", battles=1)
    fritz = Member(id="wehrmacht_escort.driver", name="Fritz", stats=Stats(3, 3, 3, 3), tp_total=2, status="dead",
                   battles=1)
    rec = BattleRecord("partisan-raid", "germans", 60, ("officer_escapes",), ("hans", "wehrmacht_escort.driver"),
                       ("wehrmacht_escort.driver",), (), "Partisan raid")
    return Roster("Kampfgruppe Weber", "german", up=65, members=(hans, fritz), history=(rec,))


@pytest.mark.rule("SK-17", "SK-19")
def test_a_roster_written_reads_back_the_same(tmp_path):
    path = tmp_path / "weber.skroster"
    write_roster(path, sample())
    assert read_roster(path) == sample()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == ROSTER_FORMAT and data["version"] == 1
    assert data["members"][0]["tp_total"] == 6 and data["members"][0]["wounds"][0]["loss"] == {"C": 1, "U": 0, "E": 0, "M": 0}
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]   # no temporary file left


def broken(mutate) -> dict:
    data = json.loads(roster_text(sample()))
    mutate(data)
    return data


CASES = [
    (lambda d: d.update(format="cc-desktop-position"), "format: is 'cc-desktop-position': this is not a Skirmish roster"),
    (lambda d: d.update(version=2), "version: the roster is of format version 2, written by a newer cc-desktop; "
                                    "this one reads version 1"),
    (lambda d: d.pop("members"), "the field 'members' is missing"),
    (lambda d: d["members"][0]["stats"].update(C="three"), "members[0].stats.C: must be a whole number, not 'three'"),
    (lambda d: d["members"][0]["stats"].update(E=-1), "members[0].stats.E: must be between 0 and 20, not -1"),
    (lambda d: d["members"][0]["stats"].update(A=13), "members[0].stats: unknown characteristic 'A'"),
    (lambda d: d["members"][0].update(tp_unspent=9), "members[0].tp_unspent: is 9, more than tp_total (6)"),
    (lambda d: d["members"][1].update(id="hans"), "members[1].id: 'hans' is the id of an earlier member too"),
    (lambda d: d["members"][0].update(status="sleeping"), "members[0].status: must be one of alive, dead"),
    (lambda d: d["members"][0]["wounds"][0].update(location="toe"), "members[0].wounds[0].location: must be leg, body, arm or head"),
    (lambda d: d["members"][0].update(improved=["U", "U"]), "members[0].improved: names a characteristic twice"),
    (lambda d: d["members"][0].update(skill_bought="sniper"), "members[0].skill_bought: 'sniper' is not among the member's skills"),
    (lambda d: d["members"][0].update(skills=["nimble", "nimble"]), "members[0].skills[1]: 'nimble' is listed twice"),
    (lambda d: d["members"][1].update(leader=True, status="alive"), "members[1].leader: a team has one leader (SK-17.1)"),
    (lambda d: d["history"][0].update(dead=["ghost"]), "history[0].dead[0]: 'ghost' is no member of the roster"),
    (lambda d: d["history"][0].update(up_earned=150), "history[0].up_earned: must be between 0 and 100, not 150"),
    (lambda d: d.update(up=True), "up: must be a whole number, not True"),
    (lambda d: d.update(name=""), "name: must not be empty"),
    (lambda d: d["members"][0].update(name="x" * 5000), "members[0].name: is 5,000 characters long (at most 200)"),
]


@pytest.mark.parametrize("mutate, message", CASES)
def test_a_broken_roster_is_refused_with_the_place_and_the_fault(tmp_path, mutate, message):
    path = tmp_path / "team.skroster"
    text = json.dumps(broken(mutate))
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RosterProblem) as exc:
        read_roster(path)
    assert str(exc.value).startswith("team.skroster: ")
    assert message in str(exc.value)
    assert path.read_text(encoding="utf-8") == text            # the file is untouched


@pytest.mark.parametrize("content, message", [
    (b"{not json", "team.skroster: not valid JSON"),
    (b"\xff\xfe\x00garbage", "team.skroster: not a UTF-8 text file"),
    (b"[1, 2, 3]", "team.skroster: a roster is a JSON object"),
    (b"", "team.skroster: not valid JSON"),
    (b'{"format": "cc-desktop-skirmish-roster", "version": 1, "name": "x", "nation": "german", "up": NaN, "members": []}',
     "NaN is not a number this program accepts"),
])
def test_files_that_are_no_roster_at_all(tmp_path, content, message):
    path = tmp_path / "team.skroster"
    path.write_bytes(content)
    with pytest.raises(RosterProblem) as exc:
        read_roster(path)
    assert message in str(exc.value)
    assert path.read_bytes() == content


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(RosterProblem, match="nothing.skroster: file not found"):
        read_roster(tmp_path / "nothing.skroster")
    (tmp_path / "dir.skroster").mkdir()
    with pytest.raises(RosterProblem, match="is a folder"):
        read_roster(tmp_path / "dir.skroster")


def test_a_failed_write_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "team.skroster"
    write_roster(path, sample())
    before = path.read_bytes()

    def refuse(*a, **k):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        write_roster(path, Roster("Other", "soviet"))
    assert path.read_bytes() == before


def test_a_roster_this_program_cannot_read_is_never_written(tmp_path):
    bad = Roster("Team", "german", members=(Member(id="Bad Id", name="x", stats=Stats(3, 3, 3, 3)),))
    with pytest.raises(RosterProblem, match=r"members\[0\]\.id"):
        write_roster(tmp_path / "t.skroster", bad)
    assert not (tmp_path / "t.skroster").exists()


def test_damaged_rosters_never_raise_anything_else():
    """Random damage to a good roster (values swapped for others of any type, keys dropped): the
    reader answers RosterProblem or a roster, never another exception."""
    rng = random.Random(17)
    junk = [None, True, -1, 0, 10 ** 9, 2.5, "", "x", [], {}, ["a"], {"C": 1}]
    good = json.loads(roster_text(sample()))

    def paths(node, here=()):
        yield here
        if isinstance(node, dict):
            for k, v in node.items():
                yield from paths(v, here + (k,))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                yield from paths(v, here + (i,))

    all_paths = [p for p in paths(good) if p]
    for _ in range(400):
        data = json.loads(json.dumps(good))
        p = rng.choice(all_paths)
        parent = data
        for k in p[:-1]:
            parent = parent[k]
        if isinstance(parent, dict) and rng.random() < 0.3:
            del parent[p[-1]]
        else:
            parent[p[-1]] = rng.choice(junk)
        try:
            roster_from_json(data)
        except RosterProblem:
            pass
        try:
            parse_roster(json.dumps(data))
        except RosterProblem:
            pass


def test_an_oversized_file_is_refused_unread(tmp_path):
    path = tmp_path / "huge.skroster"
    path.write_bytes(b" " * 2_000_001)
    with pytest.raises(RosterProblem, match="huge.skroster: is 2.0 MB; a roster file is at most 2.0 MB"):
        read_roster(path)


def test_member_lookup_and_new_ids():
    r = sample()
    assert r.member("hans").alive and not r.member("wehrmacht_escort.driver").alive
    assert [m.id for m in r.active] == ["hans"]
    assert r.new_member_id("Hans") == "hans-2" and r.new_member_id("Jürgen Ölz") == "jurgen-olz"
    assert r.new_member_id("Ферапонт") == "soldier"
    with pytest.raises(KeyError, match="no member 'otto'"):
        r.member("otto")
