"""Skirmish v2.54: the second ruleset, a figure-scale game in continuous space (no Qt).

Every model is one soldier, animal or vehicle with its own characteristics (A = C + Ü + E + M),
equipment, skills, posture, facing and wounds; distances are inches on a 72 x 48 inch table; line
of sight is true 2.5-D.  The rules are identified by the digest's ids (``SK-6.2``) in
``../shared/rules/07-skirmish.md``; see ``docs/skirmish.md``.

Modules:
  types      value types every part shares (stats, postures, points, profiles)
  dice       seeded, recorded dice (D6, D3, 2D6, 3D6) and fixed dice for tests
  data       loading and validating resources/skirmish/*.json (weapons, cover, stat lines, ...)
  table      battlefields: terrain objects with heights, cover saves, difficult ground (Shapely)
  sight      true 2.5-D line of sight (SK-7), explained
  combat     shooting, cover, wounds, melee, morale as functions of values (SK-6, 8, 9, 10, 18)
  specials   grenades, Molotovs, rifle grenades, mortars, flamethrowers, equipment (SK-11-13)
  vehicles, guns, animals   SK-14, SK-15, SK-16
  campaign   experience, skills, permanent wounds, Supply Points, rosters, battles (SK-17, 19, 20)
  state, game, ...   the state machine (decisions, moves, turn sequence, actions SK-3 to SK-5)
"""
