<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
    <context>
        <name>Cards</name>
        <message numerus="yes">
            <location filename="../../cc_desktop/ui/cards.py" line="+792" />
            <source>%n card(s)</source>
            <extracomment>the card texts' home is cc_desktop/content/texts.py; these names are still read from here, and imported only when first asked for: the content package is not needed to build the window Cards drawn lately, as pictures: a hand shown again (the player back at the screen after a hand-over, the same hand after a move) is copied, not drawn again. Keyed by everything a card's picture depends on; the oldest go first.</extracomment>
            <translation>
                <numerusform>%n lap</numerusform>
            </translation>
        </message>
        <message>
            <source>ORDER / ACTION</source>
            <translation>PARANCS / AKCIÓ</translation>
        </message>
        <message>
            <source>ORDER</source>
            <translation>PARANCS</translation>
        </message>
        <message>
            <source>ACTION</source>
            <translation>AKCIÓ</translation>
        </message>
        <message>
            <source>EVENT</source>
            <translation>ESEMÉNY</translation>
        </message>
        <message>
            <source>The pile is empty.</source>
            <translation>A pakli üres.</translation>
        </message>
        <message>
            <source>Event!</source>
            <translation>Esemény!</translation>
        </message>
        <message>
            <source>Jammed!</source>
            <translation>Elakadás!</translation>
        </message>
        <message>
            <source>Sniper!</source>
            <translation>Mesterlövész!</translation>
        </message>
        <message>
            <source>Time!</source>
            <translation>Idő!</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Parancs</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Akció</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Esemény</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Dobópakli</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s), the top card first</source>
            <translation>
                <numerusform>%n lap, a legfelső elöl</numerusform>
            </translation>
        </message>
        <message>
            <source>Random hex {hex}, dice {white} + {coloured} = {total}</source>
            <translation>Véletlen hexa {hex}, kockák {white} + {coloured} = {total}</translation>
        </message>
        <message>
            <source>(wind {n})</source>
            <translation>(szél {n})</translation>
        </message>
        <message>
            <source>{n}: {order} / {action} / {event}</source>
            <translation>{n}: {order} / {action} / {event}</translation>
        </message>
        <message>
            <source>Card {n}</source>
            <translation>{n}. lap</translation>
        </message>
    </context>
    <context>
        <name>Counters</name>
        <message>
            <source>Smoke</source>
            <translation>Füst</translation>
        </message>
        <message>
            <source>Blaze</source>
            <translation>Tűzvész</translation>
        </message>
        <message>
            <source>Foxholes</source>
            <translation>Lövészteknők</translation>
        </message>
        <message>
            <source>Trenches</source>
            <translation>Lövészárkok</translation>
        </message>
        <message>
            <source>Wire</source>
            <translation>Drótakadály</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Aknák</translation>
        </message>
        <message>
            <source>Bunker</source>
            <translation>Bunker</translation>
        </message>
        <message>
            <source>Pillbox</source>
            <translation>Betonbunker</translation>
        </message>
        <message>
            <source>Control</source>
            <translation>Ellenőrzés</translation>
        </message>
        <message>
            <source>Spotting Round</source>
            <translation>Belövő lövés</translation>
        </message>
        <message>
            <source>Radio</source>
            <translation>Rádió</translation>
        </message>
        <message>
            <source>SR</source>
            <translation>BL</translation>
        </message>
        <message>
            <source>FP {fp}, Range {range}, Movement {move}, Morale {morale}</source>
            <translation>TE {fp}, Lőtáv {range}, Mozgás {move}, Morál {morale}</translation>
        </message>
        <message>
            <source>Squad</source>
            <translation>Osztag</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Raj</translation>
        </message>
        <message>
            <source>Leader</source>
            <translation>Vezető</translation>
        </message>
        <message>
            <source>, Command {command}</source>
            <translation>, Vezetés {command}</translation>
        </message>
        <message>
            <source>Weapon: {name}, FP {fp}, Range {range}</source>
            <translation>Fegyver: {name}, TE {fp}, Lőtáv {range}</translation>
        </message>
        <message>
            <source>Smoke, Hindrance {value}</source>
            <translation>Füst, Akadály {value}</translation>
        </message>
        <message>
            <source>veteran</source>
            <translation>veterán</translation>
        </message>
        <message>
            <source>Radio, FP {value}</source>
            <translation>Rádió, TE {value}</translation>
        </message>
        <message>
            <source>Objective {label}: controlled</source>
            <translation>{label}. Cél: ellenőrzött</translation>
        </message>
        <message>
            <source>MG</source>
            <translation>GP</translation>
        </message>
        <message>
            <source>MTR</source>
            <translation>AKN</translation>
        </message>
        <message>
            <source>GUN</source>
            <translation>LÖV</translation>
        </message>
        <message>
            <source>FT</source>
            <translation>LSZ</translation>
        </message>
        <message>
            <source>DC</source>
            <translation>RTÖ</translation>
        </message>
        <message>
            <source>MOL</source>
            <translation>MOL</translation>
        </message>
        <message>
            <source>Rubble</source>
            <translation>Törmelék</translation>
        </message>
        <message>
            <source>Starshell</source>
            <translation>Rakéta</translation>
        </message>
        <message>
            <source>Starshell (V3): lights this hex and the hexes within 2</source>
            <translation>Világítórakéta (V3): megvilágítja ezt a hexát és a tőle legfeljebb 2 hexányira lévőket</translation>
        </message>
        <message>
            <source>Rubble (V1)</source>
            <translation>Törmelék (V1)</translation>
        </message>
        <message>
            <source>Weapon: {name}, FP {fp}, Range {range} - broken</source>
            <translation>Fegyver: {name}, TE {fp}, Lőtáv {range} - elromlott</translation>
        </message>
        <message>
            <source>Radio, FP {value} - broken</source>
            <translation>Rádió, TE {value} - elromlott</translation>
        </message>
        <message>
            <source>{0}, suppressed</source>
            <translation>{0} (lefogva)</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <location filename="../../cc_desktop/ui/decisionpanel.py" line="+77" />
            <source>The {0} player decides:</source>
            <translation>A {0} játékosa dönt:</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A reaction: answer in the box over the map</source>
            <translation>Reakció: válaszolj a térkép fölötti ablakban</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Waiting for the {0} player</source>
            <translation>Várakozás a {0} játékosára</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The {0} player decides</source>
            <translation>A {0} játékosa dönt</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Drag a unit from the pile in the map's margin onto a lit hex, or click it and then a hex; drag a placed unit again to move it</source>
            <translation>Húzz egy egységet a térkép szélén álló kupacból egy kiemelt hexára, vagy kattints rá, majd egy hexára; a már lerakott egységet újra áthúzva áthelyezheted</translation>
        </message>
        <message>
            <location line="+22" />
            <source>with {0}</source>
            <translation>fegyver: {0}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>suppressed</source>
            <translation>lefogva</translation>
        </message>
        <message>
            <location line="+2" />
            <source>veteran</source>
            <translation>veterán</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../../cc_desktop/ui/endgame.py" line="+29" />
            <location line="+57" />
            <source>Game over</source>
            <translation>Vége a játéknak</translation>
        </message>
        <message>
            <location line="-49" />
            <source>A tie on VP: the side holding the Initiative card wins (9.2).</source>
            <translation>Egyenlő GYP: a Kezdeményezés lapot birtokló oldal győz (9.2).</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+124" />
            <source>VP by source</source>
            <translation>GYP forrás szerint</translation>
        </message>
        <message>
            <location line="-119" />
            <source>New game…</source>
            <translation>Új játék…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save…</source>
            <translation>Mentés…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Save</source>
            <translation>Mentés</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Close</source>
            <translation>Bezárás</translation>
        </message>
        <message>
            <location line="+24" />
            <source>The Axis wins</source>
            <translation>A Tengely győz</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The Allies win</source>
            <translation>A Szövetségesek győznek</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game is over</source>
            <translation>A játéknak vége</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Game over: the Axis wins</source>
            <translation>Vége a játéknak: a Tengely győz</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Game over: the Allies win</source>
            <translation>Vége a játéknak: a Szövetségesek győznek</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The game ended by Sudden Death.</source>
            <translation>A játék Hirtelen halállal ért véget.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended by surrender: the casualties reached the Surrender marker.</source>
            <translation>A játék megadással ért véget: a veszteségek elérték a Megadás jelzőt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended when one side lost its last unit on the map.</source>
            <translation>A játék véget ért, mert az egyik oldal elvesztette utolsó egységét a térképen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended when one side's last unit left the map.</source>
            <translation>A játék véget ért, mert az egyik oldal utolsó egysége elhagyta a térképet.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended at the end of the Time Track.</source>
            <translation>A játék az Idősáv végén ért véget.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended when one side held all five Objectives.</source>
            <translation>A játék véget ért, mert az egyik oldal birtokolta mind az öt Célt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended ({0}).</source>
            <translation>A játék véget ért ({0}).</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>Final VP: %n to the Axis</source>
            <translation>
                <numerusform>Végső GYP: %n a Tengely javára</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Final VP: %n to the Allies</source>
            <translation>
                <numerusform>Végső GYP: %n a Szövetségesek javára</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Final VP: level (0)</source>
            <translation>Végső GYP: döntetlen (0)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Optional rules: none</source>
            <translation>Választható szabályok: nincs</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rules: {0}</source>
            <translation>Választható szabályok: {0}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Source</source>
            <translation>Forrás</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Total</source>
            <translation>Összesen</translation>
        </message>
        <message>
            <location line="+42" />
            <location line="+2" />
            <source>{0}: {1} towards the {2}</source>
            <translation>{0}: {1} a(z) {2} javára</translation>
        </message>
    </context>
    <context>
        <name>GameWindow</name>
        <message>
            <location filename="../../cc_desktop/ui/gamewindow.py" line="+85" />
            <source>cc_desktop</source>
            <extracomment>The version of the docks' layout kept in QSettings (``saveState``): a layout saved by an older window (the Track display and the Log one above the other: 796 pixels high at the least) is not restored.</extracomment>
            <translation>cc_desktop</translation>
        </message>
        <message>
            <location line="+26" />
            <location line="+30" />
            <source>Decision</source>
            <translation>Döntés</translation>
        </message>
        <message>
            <location line="-27" />
            <location line="+27" />
            <source>Hand</source>
            <translation>Kéz</translation>
        </message>
        <message>
            <location line="-25" />
            <location line="+26" />
            <source>Track display</source>
            <translation>Sávok</translation>
        </message>
        <message>
            <location line="-22" />
            <location line="+22" />
            <source>Log</source>
            <translation>Napló</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Kész</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Játék</translation>
        </message>
        <message>
            <source>&amp;New game...</source>
            <translation>Ú&amp;j játék...</translation>
        </message>
        <message>
            <source>&amp;Open...</source>
            <translation>&amp;Megnyitás...</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>M&amp;entés</translation>
        </message>
        <message>
            <source>Save &amp;as...</source>
            <translation>Mentés má&amp;sként...</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Visszavonás</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Kilépés</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Súgó</translation>
        </message>
        <message>
            <source>&amp;Rules...</source>
            <translation>&amp;Szabályok...</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Nézet</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Nagyítás</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Kicsinyítés</translation>
        </message>
        <message>
            <source>&amp;Fit map</source>
            <translation>Térkép &amp;illesztése</translation>
        </message>
        <message>
            <source>&amp;Line of sight tool</source>
            <translation>&amp;Rálátás eszköz</translation>
        </message>
        <message>
            <source>&amp;What a hex sees</source>
            <translation>&amp;Mit lát egy hexa</translation>
        </message>
        <message>
            <source>&amp;Discard piles</source>
            <translation>&amp;Dobópaklik</translation>
        </message>
        <message>
            <source>&amp;Reactions</source>
            <translation>&amp;Reakciók</translation>
        </message>
        <message>
            <location line="+29" />
            <source>cc_desktop — {0}</source>
            <translation>cc_desktop — {0}</translation>
        </message>
        <message>
            <source>Op Fire after each hex entered</source>
            <translation>Reakciótűz minden belépett hexa után</translation>
        </message>
        <message>
            <source>Ambush before Melee</source>
            <translation>Rajtaütés a közelharc előtt</translation>
        </message>
        <message>
            <source>Dig In after Time advances</source>
            <translation>Beásás, amikor az Idő előrelép</translation>
        </message>
        <message>
            <source>Initiative re-roll after each roll</source>
            <translation>Újradobás a Kezdeményezéssel minden dobás után</translation>
        </message>
        <message>
            <source>Concealment before Defense rolls</source>
            <translation>Rejtőzés a Védekezési dobások előtt</translation>
        </message>
        <message>
            <source>Light Wounds when a Squad breaks</source>
            <translation>Könnyű sebesülés, amikor egy Osztag megtörik</translation>
        </message>
        <message>
            <source>No Quarter after a Melee</source>
            <translation>Nincs kegyelem a közelharc után</translation>
        </message>
        <message>
            <source>Demolitions after a Pass</source>
            <translation>Robbantás passzolás után</translation>
        </message>
        <message>
            <source>Hidden Mines</source>
            <translation>Rejtett aknák</translation>
        </message>
        <message>
            <source>Hidden Wire</source>
            <translation>Rejtett drótakadály</translation>
        </message>
        <message>
            <source>Hidden Entrenchments</source>
            <translation>Rejtett lövészárkok</translation>
        </message>
        <message>
            <source>Hidden Pillbox</source>
            <translation>Rejtett betonbunker</translation>
        </message>
        <message>
            <source>Hidden Unit</source>
            <translation>Rejtett egység</translation>
        </message>
        <message>
            <source>{0} player asks about</source>
            <translation>A {0} játékosa kérdezi:</translation>
        </message>
        <message>
            <source>Not playable now: {0}</source>
            <translation>Most nem játszható ki: {0}</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>senki</translation>
        </message>
        <message>
            <source>&lt;b&gt;VP&lt;/b&gt; {0} towards {1}</source>
            <translation>&lt;b&gt;GYP&lt;/b&gt; {0} a(z) {1} javára</translation>
        </message>
        <message>
            <source>&lt;b&gt;Time&lt;/b&gt; {0} (Sudden Death from {1}; track ends at {2})</source>
            <translation>&lt;b&gt;Idő&lt;/b&gt; {0} (Hirtelen halál {1}-tól; a sáv vége {2})</translation>
        </message>
        <message>
            <source>&lt;b&gt;Initiative&lt;/b&gt;: {0}</source>
            <translation>&lt;b&gt;Kezdeményezés&lt;/b&gt;: {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Turn&lt;/b&gt; {0}: {1} ({2} of {3} Orders)</source>
            <translation>&lt;b&gt;Kör&lt;/b&gt; {0}: {1} ({2} / {3} Parancs)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Year&lt;/b&gt; {0}</source>
            <translation>&lt;b&gt;Év&lt;/b&gt; {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{0}&lt;/b&gt; ({1}): hand {2}/{3}, deck {4}, discards {5}; casualties {6}, surrenders at {7}</source>
            <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}): kéz {2}/{3}, pakli {4}, dobott {5}; veszteség {6}, megadás {7}-nál</translation>
        </message>
        <message>
            <source>Orders per turn {0}; may discard up to {1} cards when passing (4.3.1)</source>
            <translation>Parancsok körönként: {0}; passzoláskor legfeljebb {1} lap dobható el (4.3.1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Objectives&lt;/b&gt; {0}</source>
            <translation>&lt;b&gt;Célok&lt;/b&gt; {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your secret chits&lt;/b&gt;: {0}; the opponent holds {1}</source>
            <translation>&lt;b&gt;Titkos zsetonjaid&lt;/b&gt;: {0}; az ellenfélnél {1}</translation>
        </message>
        <message>
            <source>{0} reveals a Random Hex: {1}</source>
            <translation>{0} felfed egy véletlen hexát: {1}</translation>
        </message>
        <message>
            <source>{0} reveals an Event: {1}</source>
            <translation>{0} felfed egy Eseményt: {1}</translation>
        </message>
        <message>
            <source>{0} reveals the dice: white {1}, coloured {2}</source>
            <translation>{0} felfedi a kockákat: fehér {1}, színes {2}</translation>
        </message>
        <message>
            <source>{0} reveals: {1} + {2} = {3}</source>
            <translation>{0} felfedi: {1} + {2} = {3}</translation>
        </message>
        <message>
            <source>Trigger: {0} — ignored (a roll made while a trigger is resolved)</source>
            <translation>Kiváltó: {0} — figyelmen kívül (kiváltó feloldása közbeni dobás)</translation>
        </message>
        <message>
            <source>an Event is revealed and executed</source>
            <translation>egy Esemény felfedése és végrehajtása</translation>
        </message>
        <message>
            <source>a Sniper strikes at a Random Hex</source>
            <translation>egy Mesterlövész lecsap egy véletlen hexára</translation>
        </message>
        <message>
            <source>the Time marker advances</source>
            <translation>az Idő jelző előrelép</translation>
        </message>
        <message>
            <source>Trigger: {0} — {1}</source>
            <translation>Kiváltó: {0} — {1}</translation>
        </message>
        <message>
            <source>Trigger: {0}</source>
            <translation>Kiváltó: {0}</translation>
        </message>
        <message>
            <source>Trigger: {0} — no effect (only on a Fire Attack roll)</source>
            <translation>Kiváltó: {0} — nincs hatása (csak Tűztámadás dobásnál)</translation>
        </message>
        <message>
            <source>(click for the next card: {0} more)</source>
            <translation>(kattints a következő lapért: még {0})</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Mentve</translation>
        </message>
        <message>
            <source>{0} discard pile</source>
            <translation>{0} dobópakli</translation>
        </message>
        <message>
            <source>Rule {0}</source>
            <translation>{0}. szabály</translation>
        </message>
        <message>
            <source>Let go on the map: {0}</source>
            <translation>Engedd el a térképen: {0}</translation>
        </message>
        <message>
            <source>Card {0} cannot be played now</source>
            <translation>A(z) {0}. lap most nem játszható ki</translation>
        </message>
        <message>
            <source>Objectives held</source>
            <translation>Birtokolt Célok</translation>
        </message>
        <message>
            <source>Secret Objective chits (revealed at the end)</source>
            <translation>Titkos Cél zsetonok (a végén derülnek ki)</translation>
        </message>
        <message>
            <source>Objective chits opened during play</source>
            <translation>Játék közben felfedett Cél zsetonok</translation>
        </message>
        <message>
            <source>Eliminations</source>
            <translation>Megsemmisítések</translation>
        </message>
        <message>
            <source>Units exited off the map</source>
            <translation>A térképről kilépett egységek</translation>
        </message>
        <message>
            <source>Time (the Defender's VP when Time advances)</source>
            <translation>Idő (a Védő GYP-je, amikor az Idő előrelép)</translation>
        </message>
        <message>
            <source>{0} (Event {1})</source>
            <translation>{0} (Esemény {1})</translation>
        </message>
        <message>
            <source>{0} (Action {1})</source>
            <translation>{0} (Akció {1})</translation>
        </message>
        <message>
            <source>{0} sees {1} hexes</source>
            <translation>{0} {1} hexát lát</translation>
        </message>
        <message>
            <source>{0}: {1} ({2}), level {3}, Cover {4}, {5} MP</source>
            <translation>{0}: {1} ({2}), szint {3}, Fedezék {4}, {5} MP</translation>
        </message>
        <message>
            <source>hexsides: {0}</source>
            <translation>hexaoldalak: {0}</translation>
        </message>
        <message>
            <source>Smoke {0}</source>
            <translation>Füst {0}</translation>
        </message>
        <message>
            <source>Blaze</source>
            <translation>Tűzvész</translation>
        </message>
        <message>
            <source>{0}: {1} MP (Ctrl+drag moves the whole group in {2})</source>
            <translation>{0}: {1} MP (Ctrl+húzással a(z) {2} hexa egész csoportja mozog)</translation>
        </message>
        <message>
            <source>{0}: {1} MP</source>
            <translation>{0}: {1} MP</translation>
        </message>
        <message>
            <source>{0}: {1} MP to {2}</source>
            <translation>{0}: {1} MP ide: {2}</translation>
        </message>
        <message>
            <source>Not on the map</source>
            <translation>Nincs a térképen</translation>
        </message>
        <message>
            <source>{0} cannot go to {1} now</source>
            <translation>{0} most nem mehet ide: {1}</translation>
        </message>
        <message>
            <source>No way from {0} to {1}</source>
            <translation>Nincs út {0} és {1} között</translation>
        </message>
        <message>
            <source>{0} entered {1}: the {2} player may react ({3}); the move goes on after</source>
            <translation>{0} belépett a(z) {1} hexába: a {2} játékosa reagálhat ({3}), utána folytatódik a mozgás</translation>
        </message>
        <message>
            <source>{0} in {1}: {2} MP left</source>
            <translation>{0} a(z) {1} hexában: {2} MP maradt</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>megállt</translation>
        </message>
        <message>
            <source>the move ended</source>
            <translation>a mozgás véget ért</translation>
        </message>
        <message>
            <source>{0} stopped in {1} by the {2} player's reaction ({3}): {4}</source>
            <translation>{0} megállt a(z) {1} hexában a {2} játékosának reakciója miatt ({3}): {4}</translation>
        </message>
        <message>
            <source>{0} stopped in {1}: {2}</source>
            <translation>{0} megállt a(z) {1} hexában: {2}</translation>
        </message>
        <message>
            <source>Rule {0}?</source>
            <translation>{0}. szabály?</translation>
        </message>
        <message>
            <source>Autosave failed: save the game yourself (File &gt; Save)</source>
            <translation>Az automatikus mentés nem sikerült: mentsd el magad a játékot (Fájl &gt; Mentés)</translation>
        </message>
        <message>
            <source>The game could not be autosaved: {0}</source>
            <translation>A játékot nem sikerült automatikusan menteni: {0}</translation>
        </message>
        <message>
            <source>The autosaved game could not be opened and was set aside as {0}.</source>
            <translation>Az automatikusan mentett játékot nem sikerült megnyitni; félretettük {0} néven.</translation>
        </message>
        <message>
            <source>The autosaved game could not be opened and was removed.</source>
            <translation>Az automatikusan mentett játékot nem sikerült megnyitni, ezért töröltük.</translation>
        </message>
        <message>
            <source>Autosave set aside</source>
            <translation>Automatikus mentés félretéve</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Folytatás</translation>
        </message>
        <message>
            <source>Resume the unfinished game ({0}, {1} moves)?</source>
            <translation>Folytatod a befejezetlen játékot ({0}, {1} lépés)?</translation>
        </message>
        <message>
            <source>Unsaved game</source>
            <translation>Nem mentett játék</translation>
        </message>
        <message>
            <source>Save the current game first?</source>
            <translation>Előbb mented az aktuális játékot?</translation>
        </message>
        <message>
            <source>Otherwise the moves played since it was last saved are lost.</source>
            <translation>Különben a legutóbbi mentés óta megtett lépések elvesznek.</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Mentett játék megnyitása</translation>
        </message>
        <message>
            <source>Saved games (*{0})</source>
            <translation>Mentett játékok (*{0})</translation>
        </message>
        <message>
            <source>Opening the game...</source>
            <translation>A játék megnyitása...</translation>
        </message>
        <message>
            <source>Preparing the battle...</source>
            <translation>A csata előkészítése...</translation>
        </message>
        <message>
            <source>Cannot open the game</source>
            <translation>A játék nem nyitható meg</translation>
        </message>
        <message>
            <source>Cannot start the battle</source>
            <translation>A csata nem indítható el</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>A játék mentése</translation>
        </message>
        <message>
            <source>Saved to {0}</source>
            <translation>Mentve ide: {0}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>A mentés nem sikerült</translation>
        </message>
        <message>
            <source>Double-click for the rules.</source>
            <translation>Dupla kattintás: a szabályok.</translation>
        </message>
        <message>
            <source>Click the rule number for its text.</source>
            <translation>Kattints a szabály számára a szövegéért.</translation>
        </message>
        <message>
            <source>Fire at {0}</source>
            <translation>Tűz ide: {0}</translation>
        </message>
        <message>
            <source>Firing pieces</source>
            <translation>Tüzelő bábuk</translation>
        </message>
        <message>
            <source>Attack FP</source>
            <translation>A támadás TE-je</translation>
        </message>
        <message>
            <source>FP</source>
            <translation>TE</translation>
        </message>
        <message>
            <source>Attack Total = {0} + roll</source>
            <translation>Támadási összeg = {0} + dobás</translation>
        </message>
        <message>
            <source>Morale</source>
            <translation>Morál</translation>
        </message>
        <message>
            <source>Cover</source>
            <translation>Fedezék</translation>
        </message>
        <message>
            <source>After the roll</source>
            <translation>A dobás után</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>Védekezés</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
        <message>
            <source>Defense Total = {0} + roll</source>
            <translation>Védekezési összeg = {0} + dobás</translation>
        </message>
        <message>
            <source>{0}: click a lit hex to set it up there, or drag it</source>
            <translation>{0}: kattints egy kiemelt hexára, hogy oda állítsd fel, vagy húzd oda</translation>
        </message>
        <message>
            <source>&lt;b&gt;Optional rules&lt;/b&gt;: {0}</source>
            <translation>&lt;b&gt;Választható szabályok&lt;/b&gt;: {0}</translation>
        </message>
        <message>
            <source>LOS</source>
            <translation>Rálátás</translation>
        </message>
        <message>
            <source>Line of sight tool (L)</source>
            <translation>Rálátás eszköz (L)</translation>
        </message>
        <message>
            <source>Leave the map tool</source>
            <translation>Kilépés a térképeszközből</translation>
        </message>
        <message>
            <source>What a hex sees: click a hex; Esc leaves the tool</source>
            <translation>Mit lát egy hexa: kattints egy hexára; Esc: kilépés az eszközből</translation>
        </message>
        <message>
            <source>Line of sight: drag from the firer's hex to the target (or click one, then the other); Esc leaves the tool</source>
            <translation>Rálátás: húzd a tüzelő hexájától a célig (vagy kattints az egyikre, majd a másikra); Esc: kilépés az eszközből</translation>
        </message>
        <message>
            <source>Line of sight: click two hexes – Esc to leave</source>
            <translation>Rálátás: kattints két hexára – Esc: kilépés</translation>
        </message>
        <message>
            <source>What a hex sees: click a hex – Esc to leave</source>
            <translation>Mit lát egy hexa: kattints egy hexára – Esc: kilépés</translation>
        </message>
        <message>
            <source>&amp;How to play...</source>
            <translation>&amp;Hogyan játsszunk...</translation>
        </message>
        <message>
            <source>Show my hand</source>
            <translation>Mutasd a kezemet</translation>
        </message>
        <message>
            <source>Asked in public: no card is shown. "Show my hand" passes the screen to you first.</source>
            <translation>Nyilvános kérdés: egyetlen lap sem látszik. A „Mutasd a kezemet” előbb átadja neked a képernyőt.</translation>
        </message>
        <message>
            <source>Asked in public: every answer is public.</source>
            <translation>Nyilvános kérdés: minden válasz nyilvános.</translation>
        </message>
        <message>
            <source>Made without asking (the only choice): {0}</source>
            <translation>Kérdés nélkül megtörtént (az egyetlen lehetőség): {0}</translation>
        </message>
        <message>
            <source>The hand is hidden while the {0} player answers at the screen</source>
            <translation>A kéz rejtve marad, amíg a {0} játékosa a képernyőnél válaszol</translation>
        </message>
        <message>
            <source>The log is hidden while the {0} player answers at the screen</source>
            <translation>A napló rejtve marad, amíg a {0} játékosa a képernyőnél válaszol</translation>
        </message>
        <message>
            <source>{0} player:</source>
            <translation>A {0} játékosa:</translation>
        </message>
        <message>
            <source>{0} player: {1}</source>
            <translation>A {0} játékosa: {1}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your hand.&lt;/b&gt; Each card is played &lt;i&gt;either&lt;/i&gt; for its Order (the big word at the top) &lt;i&gt;or&lt;/i&gt; for its Action (under the picture). Lit cards can be played now; rest the mouse on a dimmed one to read why not.</source>
            <translation>&lt;b&gt;A kezed.&lt;/b&gt; Minden lapot &lt;i&gt;vagy&lt;/i&gt; a Parancsáért (a nagy szó felül), &lt;i&gt;vagy&lt;/i&gt; az Akciójáért (a kép alatt) játszol ki. A kiemelt lapok most kijátszhatók; vidd az egeret egy halványra, és megtudod, miért nem.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A reaction window&lt;/b&gt;, asked at the screen as it is: &lt;i&gt;No, continue&lt;/i&gt; declines in one click; &lt;i&gt;Show my hand&lt;/i&gt; passes the screen to you first, to play an Action card in answer. The Reactions menu sets at which moments the game asks you.</source>
            <translation>&lt;b&gt;Reakcióablak&lt;/b&gt;, a képernyőn úgy, ahogy van: a &lt;i&gt;Nem, tovább&lt;/i&gt; egy kattintással elutasít; a &lt;i&gt;Mutasd a kezemet&lt;/i&gt; előbb átadja neked a képernyőt, hogy válaszul kijátszhass egy lapot az Akciójáért. A Reakciók menüben állíthatod be, mely pillanatokban kérdezzen a játék.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A reaction window.&lt;/b&gt; You may play an Action card now, in answer to your opponent, or &lt;i&gt;No, continue&lt;/i&gt;. The Reactions menu sets at which moments the game asks you.</source>
            <translation>&lt;b&gt;Reakcióablak.&lt;/b&gt; Most válaszul kijátszhatsz egy lapot az Akciójáért az ellenfeled lépésére, vagy választhatod a &lt;i&gt;Nem, tovább&lt;/i&gt; gombot. A Reakciók menüben állíthatod be, mely pillanatokban kérdezzen a játék.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Undo.&lt;/b&gt; Game &gt; Undo takes back your last move, until a card is revealed or drawn (every die roll reveals one) or the other player decides.</source>
            <translation>&lt;b&gt;Visszavonás.&lt;/b&gt; A Játék &gt; Visszavonás visszaveszi az utolsó lépésedet, amíg nem fordult fel vagy nem húztál lapot (minden kockadobás felfordít egyet), és amíg a másik játékos nem döntött.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hotseat.&lt;/b&gt; The player who just played looks away now. Only the player named clicks the button: nothing of either side's hand shows before.</source>
            <translation>&lt;b&gt;Egy képernyő, két játékos.&lt;/b&gt; Aki az imént lépett, most elfordul. Csak a megnevezett játékos kattint a gombra: addig egyik fél kezéből sem látszik semmi.</translation>
        </message>
        <message>
            <source>You may give several Orders this turn.</source>
            <translation>Ebben a körben több Parancsot is kiadhatsz.</translation>
        </message>
        <message>
            <source>Then &lt;i&gt;End turn&lt;/i&gt;; or &lt;i&gt;Pass&lt;/i&gt; without an Order to discard cards. One click on a line of the Decision panel commits it.</source>
            <translation>Aztán &lt;i&gt;Kör vége&lt;/i&gt;; vagy Parancs nélkül &lt;i&gt;Passz&lt;/i&gt;, hogy lapokat dobj el. A Döntés panel egy sorára egy kattintás rögtön véglegesíti a választást.</translation>
        </message>
        <message>
            <source>Close this hint</source>
            <translation>A tipp bezárása</translation>
        </message>
        <message>
            <source>No more hints</source>
            <translation>Nem kérek több tippet</translation>
        </message>
        <message>
            <source>Show hi&amp;nts</source>
            <translation>&amp;Tippek mutatása</translation>
        </message>
        <message>
            <source>You may give up to {0} Orders this turn.</source>
            <translation>Ebben a körben legfeljebb {0} Parancsot adhatsz ki.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your turn.&lt;/b&gt; Play a card for its Order, then choose the unit it activates. </source>
            <translation>&lt;b&gt;Te jössz.&lt;/b&gt; Játssz ki egy lapot a Parancsáért, aztán válaszd ki az egységet, amelyet aktivál. </translation>
        </message>
        <message>
            <source>(no user data folder on this system: no autosave)</source>
            <translation>(ezen a rendszeren nincs felhasználói adatmappa: nincs automatikus mentés)</translation>
        </message>
        <message>
            <source>+ / - / 0 (over the map)</source>
            <translation>+ / - / 0 (a térkép fölött)</translation>
        </message>
        <message>
            <source>Zoom in, zoom out, fit the map</source>
            <translation>Nagyítás, kicsinyítés, az egész térkép az ablakban</translation>
        </message>
        <message>
            <source>Esc (over the map)</source>
            <translation>Esc (a térkép fölött)</translation>
        </message>
        <message>
            <source>Clear the line of sight</source>
            <translation>A rálátás törlése</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>Egérgörgő</translation>
        </message>
        <message>
            <source>Zoom the map</source>
            <translation>A térkép nagyítása</translation>
        </message>
        <message>
            <source>Middle button drag, or drag on an empty part of the map</source>
            <translation>Húzás a középső gombbal, vagy húzás a térkép üres részén</translation>
        </message>
        <message>
            <source>Move the map</source>
            <translation>A térkép mozgatása</translation>
        </message>
        <message>
            <source>Shift while dragging a counter</source>
            <translation>Shift egy bábu húzása közben</translation>
        </message>
        <message>
            <source>Add a waypoint to the path</source>
            <translation>Közbülső pont az útvonalon</translation>
        </message>
        <message>
            <source>Ctrl while picking up a counter to move</source>
            <translation>Ctrl, amikor felveszel egy bábut mozgatásra</translation>
        </message>
        <message>
            <source>Move the whole stack</source>
            <translation>Az egész köteg mozgatása</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Hogyan játsszunk</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Visszavonás</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Billentyűk</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>Mit csinálnak</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
    </context>
    <context>
        <name>HandoverScreen</name>
        <message>
            <location filename="../../cc_desktop/ui/handover.py" line="+121" />
            <source>{0} · Turn {1}, Time {2} · the other player looks away</source>
            <extracomment>the revealed cards shown on the screen (the last ones), and their size the lines "while you were away" shown (the newest; the rest are in the log)</extracomment>
            <translation>{0} · Kör {1}, Idő {2} · a másik játékos elfordul</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pass the screen to the {0} player ({1})</source>
            <translation>Add át a képernyőt a {0} játékosának ({1})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pass the screen to the {0} player</source>
            <translation>Add át a képernyőt a {0} játékosának</translation>
        </message>
        <message>
            <location line="+3" />
            <source>I am the {0} player: show my side</source>
            <translation>Én vagyok a {0} játékosa: mutasd az oldalamat</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Revealed by the last move — both players may look</source>
            <translation>Az utolsó lépés felfedte — mindkét játékos megnézheti</translation>
        </message>
        <message>
            <location line="+15" />
            <source>(earlier, in the log: {0} more)</source>
            <translation>(korábban, a naplóban: még {0})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>While you were away:</source>
            <translation>Amíg távol voltál:</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Nyelv</translation>
        </message>
        <message>
            <source>The window will speak the system's language from the next start.</source>
            <translation>A következő indítástól az ablak a rendszer nyelvét használja.</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>A rendszer nyelve</translation>
        </message>
        <message>
            <source>The window will speak {0} from the next start.</source>
            <translation>Az ablak nyelve a következő indítástól: {0}.</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <location filename="../../cc_desktop/ui/launch.py" line="+310" />
            <source>Opening the unfinished game...</source>
            <extracomment>the engine is imported this long after the window's first frame (the import holds the interpreter's lock for tens of milliseconds at a time: not on top of the window's first turns) what the window needs, imported in the background while the dialog is open what a game in the window needs besides the engine, imported with it the most CPU time the window's thread used between two ticks (what a stall would be on a machine with nothing else to do: it leaves out waiting for a busy CPU) the interpreter's switch interval while work runs in the background (seconds; Python's own is 5 ms)</extracomment>
            <translation>A befejezetlen játék megnyitása...</translation>
        </message>
        <message>
            <location line="+140" />
            <source>Preparing the battle...</source>
            <translation>A csata előkészítése...</translation>
        </message>
        <message>
            <location line="+8" />
            <source>cc_desktop cannot start</source>
            <translation>A cc_desktop nem tud elindulni</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Cannot start the battle</source>
            <translation>A csata nem indítható el</translation>
        </message>
    </context>
    <context>
        <name>LosPanel</name>
        <message>
            <location filename="../../cc_desktop/ui/lospanel.py" line="+66" />
            <source>Close the line of sight (Esc)</source>
            <translation>Rálátás bezárása (Esc)</translation>
        </message>
        <message>
            <location line="+22" />
            <source>clear</source>
            <translation>szabad</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hindered</source>
            <translation>akadályozott</translation>
        </message>
        <message>
            <location line="+0" />
            <source>blocked</source>
            <translation>blokkolt</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Hill</source>
            <translation>Domb</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Line of sight {0} → {1}</source>
            <translation>Rálátás {0} → {1}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Line of sight {0} → {1}: {2}, range {3}</source>
            <translation>Rálátás {0} → {1}: {2}, távolság {3}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{0} (blocked by {1} in {2})</source>
            <translation>{0} (blokkolja: {1}, a(z) {2} hexában)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} (hindrance {1})</source>
            <translation>{0} (akadály {1})</translation>
        </message>
        <message>
            <location line="+9" />
            <source>{0} · range {1} (rule {2})</source>
            <translation>{0} · távolság {1} ({2}. szabály)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hindrance {0}: only the largest one counts; it comes off the attack's Firepower (rule {1})</source>
            <translation>Akadály {0}: csak a legnagyobb számít; a támadás Tűzerejéből vonódik le ({1}. szabály)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Blocked by &lt;b&gt;{0}&lt;/b&gt; in &lt;b&gt;{1}&lt;/b&gt; (rule {2})</source>
            <translation>Blokkolja: &lt;b&gt;{0}&lt;/b&gt; a(z) &lt;b&gt;{1}&lt;/b&gt; hexában ({2}. szabály)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>then also {0} in {1} (rule {2})</source>
            <translation>aztán még: {0} a(z) {1} hexában ({2}. szabály)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&lt;b&gt;Hindrances&lt;/b&gt;</source>
            <translation>&lt;b&gt;Akadályok&lt;/b&gt;</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} in {1}: hindrance {2} (rule {3})</source>
            <translation>{0} a(z) {1} hexában: akadály {2} ({3}. szabály)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&lt;b&gt;Not counted&lt;/b&gt;</source>
            <translation>&lt;b&gt;Nem számítanak&lt;/b&gt;</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the line runs along the railway</source>
            <translation>a vonal a vasút mentén halad</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line runs along the road</source>
            <translation>a vonal az út mentén halad</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>it stands lower than the higher end of the line</source>
            <translation>alacsonyabban van, mint a vonal magasabb vége</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{0} in {1}: {2} (rule {3})</source>
            <translation>{0} a(z) {1} hexában: {2} ({3}. szabály)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Enters {0} across: {1}</source>
            <translation>A(z) {0} hexába ezen át lép be: {1}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Nothing on the line hinders or blocks it.</source>
            <translation>A vonalon semmi sem akadályozza és nem is blokkolja.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Line of sight from {0}</source>
            <translation>Rálátás innen: {0}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Release on (or click) the target hex. Esc cancels.</source>
            <translation>Engedd el a gombot a célhexán (vagy kattints rá). Esc: mégse.</translation>
        </message>
    </context>
    <context>
        <name>MapPainter</name>
        <message>
            <source>Artillery Box</source>
            <translation>Tüzérségi doboz</translation>
        </message>
    </context>
    <context>
        <name>MapView</name>
        <message>
            <location filename="../../cc_desktop/ui/viewer.py" line="+105" />
            <source>{0} MP</source>
            <translation>{0} MP</translation>
        </message>
    </context>
    <context>
        <name>MapViewer</name>
        <message>
            <location line="+237" />
            <source>Click a hex, then another hex, to check the line of sight.</source>
            <translation>Kattints egy hexára, majd egy másikra a rálátás ellenőrzéséhez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Line of sight</source>
            <translation>Rálátás</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Map viewer</source>
            <translation>Térképnéző</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&amp;File</source>
            <translation>&amp;Fájl</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Open map…</source>
            <translation>Térkép &amp;megnyitása…</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Close</source>
            <translation>&amp;Bezárás</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;View</source>
            <translation>&amp;Nézet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Nagyítás</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Zoom &amp;out</source>
            <translation>&amp;Kicsinyítés</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Fit map to window</source>
            <translation>Térkép &amp;illesztése az ablakhoz</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show hex &amp;ids</source>
            <translation>Hexa&amp;azonosítók mutatása</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Clear line of sight</source>
            <translation>Rálátás &amp;törlése</translation>
        </message>
        <message>
            <location line="+17" />
            <source>{name} - Map viewer</source>
            <translation>{name} - Térképnéző</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The map has {n} warning(s).</source>
            <translation>A térképen {n} figyelmeztetés van.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Cannot open the map</source>
            <translation>A térkép nem nyitható meg</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The map file {path} could not be opened:

{reason}</source>
            <translation>A(z) {path} térképfájl nem nyitható meg:

{reason}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Open map</source>
            <translation>Térkép megnyitása</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Map files (*.json);;All files (*)</source>
            <translation>Térképfájlok (*.json);;Minden fájl (*)</translation>
        </message>
        <message>
            <location line="+14" />
            <source>{hex}: {terrain}, level {level}</source>
            <translation>{hex}: {terrain}, szint {level}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Line of sight from {hex}: click the target hex (Esc cancels).</source>
            <translation>Rálátás innen: {hex}: kattints a célhexára (Esc: mégse).</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Line of sight {a} to {b}: {verdict}</source>
            <translation>Rálátás {a} – {b}: {verdict}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>clear</source>
            <translation>szabad</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hindered</source>
            <translation>akadályozott</translation>
        </message>
        <message>
            <location line="+0" />
            <source>blocked</source>
            <translation>blokkolt</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../cc_desktop/ui/newgame.py" line="+342" />
            <source>New game</source>
            <translation>Új játék</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Random battle</source>
            <translation>Véletlen csata</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Each number is another random battle; the same number gives the same battle.</source>
            <translation>Minden szám egy másik véletlen csata; ugyanaz a szám ugyanazt a csatát adja.</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>any</source>
            <translation>bármelyik</translation>
        </message>
        <message>
            <location line="-3" />
            <source>{0} against {1}</source>
            <translation>{0} kontra {1}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Axis {0}, Allies {1}</source>
            <translation>Tengely: {0}, Szövetségesek: {1}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The Road bonus may pay for the Road hex itself (T93)</source>
            <translation>Az Út bónusza magát az Út hexába lépést is fizetheti (T93)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Units leaving a new Blaze may enter an enemy hex (E46)</source>
            <translation>Az új Tűzvészből távozó egységek ellenséges hexába is léphetnek (E46)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Entrench places Foxholes in every eligible hex (E55)</source>
            <translation>A Sáncolás minden arra alkalmas hexába Lövészteknőket rak (E55)</translation>
        </message>
        <message>
            <location line="+18" />
            <source>random (recommended)</source>
            <extracomment>the players' own set (for a battle without a recommendation): the last choice at first</extracomment>
            <translation>véletlen (ajánlott)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A reproducible seed is not secret: whoever knows it knows the decks.</source>
            <translation>A reprodukálható mag nem titkos: aki ismeri, ismeri a paklikat.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Scenario</source>
            <translation>Forgatókönyv</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random battle number</source>
            <translation>Véletlen csata száma</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nations</source>
            <translation>Nemzetek</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Postures</source>
            <translation>Szerepek</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Briefing</source>
            <translation>Eligazítás</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rule options</source>
            <translation>Szabálybeállítások</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rules (V1–V20)</source>
            <translation>Választható szabályok (V1–V20)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not secret: whoever knows the seed knows both decks.</source>
            <translation>Nem titkos: aki ismeri a magot, mindkét paklit ismeri.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Reproducible seed</source>
            <translation>Reprodukálható mag</translation>
        </message>
        <message>
            <location line="+93" />
            <source>{0}: {1}, {2}, {3} units</source>
            <extracomment>whether the engine is loaded: a random battle's briefing (the battle generated) waits for it</extracomment>
            <translation>{0}: {1}, {2}, {3} egység</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../cc_desktop/ui/rulebook.py" line="+66" />
            <source>Rules</source>
            <translation>Szabályok</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Search: a rule number (O21.1) or a word</source>
            <translation>Keresés: szabályszám (O21.1) vagy szó</translation>
        </message>
    </context>
    <context>
        <name>TrackWidget</name>
        <message>
            <location filename="../../cc_desktop/ui/track.py" line="+104" />
            <source>Victory</source>
            <translation>Győzelem</translation>
        </message>
        <message>
            <location line="-45" />
            <location line="+70" />
            <source>Allies</source>
            <translation>Szövetségesek</translation>
        </message>
        <message>
            <location line="-70" />
            <location line="+71" />
            <source>Axis</source>
            <translation>Tengely</translation>
        </message>
        <message>
            <location line="-71" />
            <source>Attacker</source>
            <translation>Támadó</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Defender</source>
            <translation>Védő</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Recon</source>
            <translation>Felderítő</translation>
        </message>
        <message>
            <location line="+74" />
            <source>Time</source>
            <translation>Idő</translation>
        </message>
        <message>
            <location line="+18" />
            <source>{0} casualties</source>
            <translation>{0} veszteségei</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Initiative: {0}</source>
            <translation>Kezdeményezés: {0}</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Objectives</source>
            <translation>Célok</translation>
        </message>
    </context>
    <context>
        <name>VariantsSection</name>
        <message>
            <location filename="../../cc_desktop/ui/newgame.py" line="-285" />
            <source>recommended by the scenario</source>
            <extracomment>what ``cc-desktop`` preselects (and builds while the dialog is open): a real battle cc_desktop.content.DEFAULT_SCENARIO (the test skirmish; a test checks they agree) the module whose import means the engine is loaded (its RULE_OPTIONS, its scenario check) QSettings key: the players' own set of optional rules, as last chosen for a battle without a recommendation ("V9,V10"; "" for none) the height of the optional rules' scrolled list (the dialog fits a 1366x768 screen) what each variant needs (Starshells the night rules), from the engine; None until it has told</extracomment>
            <translation>a forgatókönyv ajánlja</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Rule text</source>
            <translation>Szabályszöveg</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read rule {0} in the rules browser</source>
            <translation>Olvasd el a {0} szabályt a szabályok között</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Use the scenario's recommendation</source>
            <translation>A forgatókönyv ajánlása szerint</translation>
        </message>
        <message>
            <location line="+3" />
            <source>None</source>
            <translation>Egyik sem</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Uncheck every optional rule</source>
            <translation>Minden választható szabály kikapcsolása</translation>
        </message>
        <message>
            <location line="+74" />
            <source>none</source>
            <translation>nincs</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} (recommended by the scenario)</source>
            <translation>{0} (a forgatókönyv ajánlása)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chosen: {0}</source>
            <translation>Kiválasztva: {0}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>it is {expected}'s decision, not {player}'s</source>
            <translation>most {expected:nom} dönt, nem {player:nom}</translation>
        </message>
        <message>
            <source>{move} is not one of the legal choices now ({decision})</source>
            <translation>{move:art} most nem szabályos választás ({decision})</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>a játéknak vége</translation>
        </message>
        <message>
            <source>unknown move {move}</source>
            <translation>ismeretlen lépés: {move}</translation>
        </message>
        <message>
            <source>card {card} is not in {player}'s hand</source>
            <translation>{card:art} lap nincs {player:poss} kezében</translation>
        </message>
        <message>
            <source>card {card} shows the {order} Order, not {wanted}</source>
            <translation>{card:art} lapon {order:art} Parancs áll, nem {wanted:art}</translation>
        </message>
        <message>
            <source>{player} has given {given} of {limit} Orders this turn</source>
            <translation>{player} ebben a körben {given} / {limit} Parancsot adott ki</translation>
        </message>
        <message>
            <source>Command Confusion can never be played as an Order</source>
            <translation>a Vezetési zűrzavar soha nem játszható ki Parancsként</translation>
        </message>
        <message>
            <source>the current Order must be finished first</source>
            <translation>előbb be kell fejezni az aktuális Parancsot</translation>
        </message>
        <message>
            <source>no unit can carry out the {order} Order</source>
            <translation>egyetlen egység sem hajthatja végre {order:art} Parancsot</translation>
        </message>
        <message>
            <source>{unit} has already been activated this turn</source>
            <translation>{unit:nom} ebben a körben már aktiválva volt</translation>
        </message>
        <message>
            <source>{player} has already been activated for Recover or Rout this turn</source>
            <translation>{player} ebben a körben már aktivált Rendeződésre vagy Megfutamodásra</translation>
        </message>
        <message>
            <source>{unit} is not within {leader}'s Command radius</source>
            <translation>{unit:nom} nincs {leader:nom} Vezetési körzetében</translation>
        </message>
        <message>
            <source>entering {hex} costs {cost} MP; {unit} has {left} left</source>
            <translation>a belépés {hex:ill} {cost} MP; {unit:dat} {left} maradt</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: {reason}</source>
            <translation>{unit:nom} nem léphet {hex:ill}: {reason}</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: it holds enemy units</source>
            <translation>{unit:nom} nem léphet {hex:ill}: ellenséges egységek vannak ott</translation>
        </message>
        <message>
            <source>at least one activated unit must enter a new hex</source>
            <translation>legalább egy aktivált egységnek új hexába kell lépnie</translation>
        </message>
        <message>
            <source>no enemy unit in LOS and Range of the activated units</source>
            <translation>nincs ellenséges egység az aktivált egységek rálátásában és lőtávjában</translation>
        </message>
        <message>
            <source>{target} is {range} hexes away; Range is {max}</source>
            <translation>{target} {range} hexányira van; a Lőtáv {max}</translation>
        </message>
        <message>
            <source>no line of sight from {origin} to {target}</source>
            <translation>nincs rálátás {origin:del} {target:sub}</translation>
        </message>
        <message>
            <source>the attack's FP is {fp} after Hindrance {hindrance}</source>
            <translation>a támadás TE-je {fp} {hindrance:art} Akadály után</translation>
        </message>
        <message>
            <source>{scenario}: {first} moves first; seed hidden</source>
            <translation>{scenario}: {first:nom} lép először; a mag rejtett</translation>
        </message>
        <message>
            <source>{player} draws a card</source>
            <translation>{player} húz egy lapot</translation>
        </message>
        <message>
            <source>{player} draws card {card}</source>
            <translation>{player} húzza {card:art} lapot</translation>
        </message>
        <message>
            <source>{player} plays card {card} for its {order} Order</source>
            <translation>{player} kijátssza {card:art} lapot {order:art} Parancsért</translation>
        </message>
        <message>
            <source>{player} plays card {card} for its {action} Action</source>
            <translation>{player} kijátssza {card:art} lapot {action:art} Akcióért</translation>
        </message>
        <message>
            <source>{player} discards card {card}</source>
            <translation>{player} eldobja {card:art} lapot</translation>
        </message>
        <message>
            <source>{player} reveals card {card}: dice {d1}+{d2}{trigger}</source>
            <translation>{player} felfedi {card:art} lapot: kockák {d1}+{d2}{trigger}</translation>
        </message>
        <message>
            <source>{player} rolls {d1}+{d2} = {total} for {purpose}</source>
            <translation>{player} dob: {d1}+{d2} = {total}, cél: {purpose}</translation>
        </message>
        <message>
            <source>{player} uses the Initiative card: the roll is made again</source>
            <translation>{player} felhasználja a Kezdeményezés lapot: a dobás megismétlődik</translation>
        </message>
        <message>
            <source>{trigger} ignored: a roll made while a trigger is resolved triggers nothing</source>
            <translation>{trigger} figyelmen kívül: egy kiváltó feloldása közbeni dobás semmit sem vált ki</translation>
        </message>
        <message>
            <source>{trigger} on {player}'s roll</source>
            <translation>{trigger} {player:poss} dobásán</translation>
        </message>
        <message>
            <source>Event {event} ({player})</source>
            <translation>Esemény: {event} ({player:nom})</translation>
        </message>
        <message>
            <source>Event {event}: not yet part of the rules engine; no effect</source>
            <translation>Esemény: {event}: a szabálymotor még nem kezeli; nincs hatása</translation>
        </message>
        <message>
            <source>Sniper! hex {hex}</source>
            <translation>Mesterlövész! hexa {hex}</translation>
        </message>
        <message>
            <source>the Sniper hits {unit} in {hex}</source>
            <translation>a Mesterlövész eltalálja {unit:acc} {hex:ine}</translation>
        </message>
        <message>
            <source>the Sniper hits nobody</source>
            <translation>a Mesterlövész senkit sem talál el</translation>
        </message>
        <message>
            <source>{weapon} is fixed (random hex number {n})</source>
            <translation>{weapon:nom} {weapon:m=megjavul|p=megjavulnak} (a véletlen hexa száma: {n})</translation>
        </message>
        <message>
            <source>{weapon} is eliminated (random hex number {n})</source>
            <translation>{weapon:nom} {weapon:m=megsemmisül|p=megsemmisülnek} (a véletlen hexa száma: {n})</translation>
        </message>
        <message>
            <source>Time advances to {time} (caused by {player})</source>
            <translation>az Idő előrelép: {time} (okozója {player:nom})</translation>
        </message>
        <message>
            <source>{player} reshuffles</source>
            <translation>{player} újrakeveri a paklit</translation>
        </message>
        <message>
            <source>Sudden Death roll {total} against Time {time}</source>
            <translation>Hirtelen halál dobás {total} az Idő {time} ellen</translation>
        </message>
        <message>
            <source>the Defender {player} gains 1 VP</source>
            <translation>a Védő ({player:nom}) 1 GYP-t kap</translation>
        </message>
        <message>
            <source>Smoke removed from {hex}</source>
            <translation>a Füst lekerül {hex:del}</translation>
        </message>
        <message>
            <source>{unit} arrives in {hex}</source>
            <translation>{unit:nom} megérkezik {hex:ill}</translation>
        </message>
        <message>
            <source>{unit} set up in {hex}</source>
            <translation>{unit:nom} {hex:ine} áll fel</translation>
        </message>
        <message>
            <source>{unit} moves to {hex} ({spent} MP spent)</source>
            <translation>{unit:nom} {hex:ill} lép ({spent} MP elköltve)</translation>
        </message>
        <message>
            <source>{unit} breaks</source>
            <translation>{unit:nom} megtörik</translation>
        </message>
        <message>
            <source>{unit} rallies</source>
            <translation>{unit:nom} rendeződik</translation>
        </message>
        <message>
            <source>{unit} is suppressed</source>
            <translation>{unit:nom} lefogottá válik</translation>
        </message>
        <message>
            <source>{unit} is no longer suppressed</source>
            <translation>{unit:nom} már nincs lefogva</translation>
        </message>
        <message>
            <source>{unit} is eliminated; {beneficiary} gains {vp} VP</source>
            <translation>{unit:nom} megsemmisül; {beneficiary:nom} {vp} GYP-t kap</translation>
        </message>
        <message>
            <source>{unit} exits the map; {player} gains {vp} VP</source>
            <translation>{unit:nom} elhagyja a térképet; {player:nom} {vp} GYP-t kap</translation>
        </message>
        <message>
            <source>{unit} retreats to {hex}</source>
            <translation>{unit:nom} {hex:ill} vonul vissza</translation>
        </message>
        <message>
            <source>{weapon} breaks</source>
            <translation>{weapon:nom} {weapon:m=elromlik|p=elromlanak}</translation>
        </message>
        <message>
            <source>{weapon} is destroyed</source>
            <translation>{weapon:nom} {weapon:m=megsemmisül|p=megsemmisülnek}</translation>
        </message>
        <message>
            <source>attack on {target}: FP {fp} + roll {roll} = {total}</source>
            <translation>támadás {target:sub}: TE {fp} + dobás {roll} = {total}</translation>
        </message>
        <message>
            <source>{unit}: Morale {morale} + roll {roll} = {total} against {attack}</source>
            <translation>{unit}: Morál {morale} + dobás {roll} = {total} {attack:art} ellen</translation>
        </message>
        <message>
            <source>VP {delta:+d} for {player} ({source}); balance {balance}</source>
            <translation>GYP {delta:+d} {player:nom} számára ({source}); egyenleg {balance}</translation>
        </message>
        <message>
            <source>{player} takes Objective {number}</source>
            <translation>{player} elfoglalja {number:art}. Célt</translation>
        </message>
        <message>
            <source>the Initiative card passes to {player}</source>
            <translation>a Kezdeményezés lap {player:all} kerül</translation>
        </message>
        <message>
            <source>{player}'s turn</source>
            <translation>{player:poss} köre</translation>
        </message>
        <message>
            <source>{player} ends the turn</source>
            <translation>{player} befejezi a kört</translation>
        </message>
        <message>
            <source>{player} passes</source>
            <translation>{player} passzol</translation>
        </message>
        <message>
            <source>the {action} Action cannot be played now</source>
            <translation>{action:art} Akció most nem játszható ki</translation>
        </message>
        <message>
            <source>at least one activated unit must Advance into a new hex</source>
            <translation>legalább egy aktivált egységnek új hexába kell Előrenyomulnia</translation>
        </message>
        <message>
            <source>the barrage lands on {hex} (drift dice {white} and {coloured})</source>
            <translation>a zárótűz {hex:sub} esik (szórókockák: {white} és {coloured})</translation>
        </message>
        <message>
            <source>the Spotting Round leaves the map at {hex}: the Order ends</source>
            <translation>a Belövő lövés {hex:ine} elhagyja a térképet: a Parancs véget ér</translation>
        </message>
        <message>
            <source>that card does not show the {action} Action</source>
            <translation>azon a lapon nincs {action} Akció</translation>
        </message>
        <message>
            <source>at least one activated piece must make an attack</source>
            <translation>legalább egy aktivált bábunak támadnia kell</translation>
        </message>
        <message>
            <source>units moving together must start in the same hex and stay together</source>
            <translation>az együtt mozgó egységeknek ugyanabból a hexából kell indulniuk és együtt kell maradniuk</translation>
        </message>
        <message>
            <source>{leader} cannot activate {unit}: a Leader never activates another Leader</source>
            <translation>{leader:nom} nem aktiválhatja {unit:acc}: Vezető sosem aktivál másik Vezetőt</translation>
        </message>
        <message>
            <source>{player}'s Melee total in {hex}: strength {strength} + roll {roll} = {total}</source>
            <translation>{player:poss} közelharc-összege {hex:ine}: erő {strength} + dobás {roll} = {total}</translation>
        </message>
        <message>
            <source>{target} holds no enemy unit</source>
            <translation>{target} nem tartalmaz ellenséges egységet</translation>
        </message>
        <message>
            <source>no unit is activated for Op Fire</source>
            <translation>egy egység sincs Reakciótűzre aktiválva</translation>
        </message>
        <message>
            <source>choose at least one piece to fire</source>
            <translation>válassz legalább egy tüzelő bábut</translation>
        </message>
        <message>
            <source>{unit} gets no Rally roll: it was not broken when the Order was announced</source>
            <translation>{unit:nom} nem dob Rendeződésre: nem volt megtört a Parancs bejelentésekor</translation>
        </message>
        <message>
            <source>{unit} gets no Rout roll: it was not broken when the Order was announced</source>
            <translation>{unit:nom} nem dob Megfutamodásra: nem volt megtört a Parancs bejelentésekor</translation>
        </message>
        <message>
            <source>{piece} is not adjacent to the Fire Group's hexes</source>
            <translation>{piece:nom} {piece:m=nem szomszédos|p=nem szomszédosak} a Tűzcsoport hexáival</translation>
        </message>
        <message>
            <source>{piece} is Ordnance: it always fires alone</source>
            <translation>{piece:nom} {piece:m=tüzérségi eszköz: mindig egyedül tüzel|p=tüzérségi eszközök: mindig egyedül tüzelnek}</translation>
        </message>
        <message>
            <source>{piece} cannot fire (broken, or its carrier is broken or suppressed)</source>
            <translation>{piece:nom} {piece:m=nem tüzelhet|p=nem tüzelhetnek} (megtört, vagy a hordozója megtört vagy lefogott)</translation>
        </message>
        <message>
            <source>{piece} is not activated or has already fired</source>
            <translation>{piece:nom} {piece:m=nincs aktiválva, vagy már tüzelt|p=nincsenek aktiválva, vagy már tüzeltek}</translation>
        </message>
        <message>
            <source>{player}'s Radio breaks</source>
            <translation>{player:poss} Rádiója elromlik</translation>
        </message>
        <message>
            <source>{player}'s Radio is removed from the game</source>
            <translation>{player:poss} Rádiója kikerül a játékból</translation>
        </message>
        <message>
            <source>{player}'s Radio is repaired</source>
            <translation>{player:poss} Rádiója megjavítva</translation>
        </message>
        <message>
            <source>Smoke {value} placed in {hex}</source>
            <translation>{value} erejű Füst kerül {hex:ill}</translation>
        </message>
        <message>
            <source>{unit} cannot spot: an unbroken, not yet activated Leader is needed</source>
            <translation>{unit:nom} nem lehet megfigyelő: ehhez nem megtört, még nem aktivált Vezető kell</translation>
        </message>
        <message>
            <source>Spotting Round placed on {hex}</source>
            <translation>a Belövő lövés {hex:ill} kerül</translation>
        </message>
        <message>
            <source>Targeting {target}: product {product} - Hindrance {hindrance} against range {range}: {result}</source>
            <translation>Célzás {target:sub}: szorzat {product} - Akadály {hindrance} {range:art} távolsággal szemben: {result}</translation>
        </message>
        <message>
            <source>{weapon} cannot be transferred now</source>
            <translation>{weapon:acc} most nem lehet átadni</translation>
        </message>
        <message>
            <source>{target} is {range} hexes away; the minimum range is {min}</source>
            <translation>{target} {range} hexányira van; a minimális lőtáv {min}</translation>
        </message>
        <message>
            <source>{weapon} is handed to {unit}</source>
            <translation>{weapon:nom} {weapon:m=átkerül|p=átkerülnek} {unit:all}</translation>
        </message>
        <message>
            <source>the {fortification} in {hex} are destroyed (Fortification Vulnerability)</source>
            <translation>{fortification:nom} {hex:ine} {fortification:m=megsemmisül|p=megsemmisülnek} (Erődítmények sebezhetősége)</translation>
        </message>
        <message>
            <source>Foxholes dug in {hex}</source>
            <translation>Lövészteknők készülnek {hex:ine}</translation>
        </message>
        <message>
            <source>{unit} deploys into two Teams ({teams})</source>
            <translation>{unit:nom} két Rajra válik szét ({teams})</translation>
        </message>
        <message>
            <source>{unit} must retreat to a hex closer to its friendly edge, not {hex}</source>
            <translation>{unit:nom} csak a saját térképszéléhez közelebbi hexába vonulhat vissza, {hex:ill} nem</translation>
        </message>
        <message>
            <source>Event {event}: random hex {hex}</source>
            <translation>Esemény: {event}: véletlen hexa {hex}</translation>
        </message>
        <message>
            <source>{event}: {player} declines</source>
            <translation>{event}: {player:nom} lemond róla</translation>
        </message>
        <message>
            <source>{unit} becomes a Veteran (+1 FP, Range, Movement and Morale)</source>
            <translation>{unit:nom} Veterán lesz (+1 TE, Lőtáv, Mozgás és Morál)</translation>
        </message>
        <message>
            <source>{player} counts {count} enemy units on the Casualty Track</source>
            <translation>{player} {count} ellenséges egységet számol a Veszteségsávon</translation>
        </message>
        <message>
            <source>Blaze placed in {hex}</source>
            <translation>Tűzvész keletkezik {hex:ine}</translation>
        </message>
        <message>
            <source>no Blaze is placed in {hex}</source>
            <translation>nem keletkezik Tűzvész {hex:ine}</translation>
        </message>
        <message>
            <source>{fortification} removed from {hex}</source>
            <translation>{fortification:nom} {fortification:m=lekerül|p=lekerülnek} {hex:del}</translation>
        </message>
        <message>
            <source>{unit} leaves the Blaze to {hex}</source>
            <translation>{unit:nom} a Tűzvész elől {hex:ill} húzódik</translation>
        </message>
        <message>
            <source>Mines placed in {hex}</source>
            <translation>Aknák kerülnek {hex:ill}</translation>
        </message>
        <message>
            <source>no Mines are placed in {hex}</source>
            <translation>nem kerülnek Aknák {hex:ill}</translation>
        </message>
        <message>
            <source>the Breeze blows towards direction {direction}</source>
            <translation>a Szellő {direction} irányba fúj</translation>
        </message>
        <message>
            <source>no wind direction is printed: no Blaze spreads</source>
            <translation>nincs nyomtatott szélirány: a Tűzvész nem terjed</translation>
        </message>
        <message>
            <source>{player} controls {count} Objectives</source>
            <translation>{player} {count} Célt ellenőriz</translation>
        </message>
        <message>
            <source>Commissar: {unit} Morale {morale}, roll {roll}</source>
            <translation>Komisszár: {unit}, Morál {morale}, dobás {roll}</translation>
        </message>
        <message>
            <source>no Smoke is placed in {hex}</source>
            <translation>nem kerül Füst {hex:ill}</translation>
        </message>
        <message>
            <source>{player}'s Surrender marker moves to space {space}</source>
            <translation>{player:poss} Megadás jelzője {space:art}. mezőre lép</translation>
        </message>
        <message>
            <source>Foxholes placed in {hex}</source>
            <translation>Lövészteknők kerülnek {hex:ill}</translation>
        </message>
        <message>
            <source>{unit} is promoted and placed in {hex}</source>
            <translation>{unit:nom} előléptetést kap, és {hex:ill} kerül</translation>
        </message>
        <message>
            <source>{player} loses card {card}, picked at random by {chooser}</source>
            <translation>{player} elveszti {card:art} lapot, amelyet {chooser:nom} választott véletlenszerűen</translation>
        </message>
        <message>
            <source>{player}'s hand is empty: no card is lost</source>
            <translation>{player:poss} keze üres: nem vész el lap</translation>
        </message>
        <message>
            <source>{unit} appears in {hex}</source>
            <translation>{unit:nom} megjelenik {hex:ine}</translation>
        </message>
        <message>
            <source>Support Table roll {total}: column {rolls}</source>
            <translation>Támogatási táblázat dobás {total}: oszlop {rolls}</translation>
        </message>
        <message>
            <source>{player} takes {item} from his Support Table</source>
            <translation>{player} elveszi a Támogatási táblázatáról {item:acc}</translation>
        </message>
        <message>
            <source>{unit} is placed in {hex}</source>
            <translation>{unit:nom} {hex:ill} kerül</translation>
        </message>
        <message>
            <source>{unit} cannot be placed in or next to {hex}</source>
            <translation>{unit:acc} nem lehet {hex:ill} vagy mellé rakni</translation>
        </message>
        <message>
            <source>Event {event}: nothing it can be applied to; no effect</source>
            <translation>Esemény: {event}: nincs mire alkalmazni; nincs hatása</translation>
        </message>
        <message>
            <source>Event {event}: random hex {hex} is not on this map; no effect</source>
            <translation>Esemény: {event}: {hex:art} véletlen hexa nincs ezen a térképen; nincs hatása</translation>
        </message>
        <message>
            <source>{player} shows his hand ({count} cards) to {viewer}</source>
            <translation>{player} megmutatja a kezét ({count} lap) {viewer:dat}</translation>
        </message>
        <message>
            <source>{player}'s hand: cards {cards}</source>
            <translation>{player:poss} keze: lapok {cards}</translation>
        </message>
        <message>
            <source>{player}'s card {card} goes to his discard pile</source>
            <translation>{player:poss} {card} lapja a dobópaklijába kerül</translation>
        </message>
        <message>
            <source>{player} draws a secret Objective chit</source>
            <translation>{player} húz egy titkos Cél zsetont</translation>
        </message>
        <message>
            <source>{player} draws secret Objective chit {chit}</source>
            <translation>{player} húzza {chit:art} titkos Cél zsetont</translation>
        </message>
        <message>
            <source>Objective chit {chit} is now open for both players</source>
            <translation>{chit:art} Cél zseton mostantól mindkét játékos számára nyílt</translation>
        </message>
        <message>
            <source>{fortification} placed in {hex}</source>
            <translation>{fortification:nom} {hex:ill} {fortification:m=kerül|p=kerülnek}</translation>
        </message>
        <message>
            <source>{weapon} returns to the map with {unit}</source>
            <translation>{weapon:nom} {unit:ins} együtt {weapon:m=tér|p=térnek} vissza a térképre</translation>
        </message>
        <message>
            <source>{unit} returns from the Casualty Track, broken, in {hex}</source>
            <translation>{unit:nom} megtörten tér vissza a Veszteségsávról {hex:ill}</translation>
        </message>
        <message>
            <source>{player} sets up {fortification} in {hex}</source>
            <translation>{player} felállítja {fortification:acc} {hex:ine}</translation>
        </message>
        <message>
            <source>{fortification} is not placed in {hex}: {reason}</source>
            <translation>{fortification:nom} {fortification:m=nem kerül|p=nem kerülnek} {hex:ill}: {reason}</translation>
        </message>
        <message>
            <source>Mine Attack in {hex} on {units}: FP {fp} + roll {roll} = {total}</source>
            <translation>Aknatámadás {hex:ine} (célpont: {units}): TE {fp} + dobás {roll} = {total}</translation>
        </message>
        <message>
            <source>{player} places {fortification} in {hex}</source>
            <translation>{player} lerakja {fortification:acc} {hex:ill}</translation>
        </message>
        <message>
            <source>{action} cannot be played in {hex}: {reason}</source>
            <translation>{action} nem játszható ki {hex:ine}: {reason}</translation>
        </message>
        <message>
            <source>Hidden Unit: {reason}; no effect</source>
            <translation>Rejtett egység: {reason}; nincs hatása</translation>
        </message>
        <message>
            <source>{unit} loses all remaining MP in the Wire in {hex}</source>
            <translation>{unit:nom} elveszti minden maradék MP-jét a Drótakadályban {hex:ine}</translation>
        </message>
        <message>
            <source>{hex} was entered along a Trench: no Op Fire at it</source>
            <translation>{hex:ill} Lövészárkon át léptek be: nincs rá Reakciótűz</translation>
        </message>
        <message>
            <source>Command Confusion can never be played as an Action</source>
            <translation>a Vezetési zűrzavar soha nem játszható ki Akcióként</translation>
        </message>
        <message>
            <source>no piece with boxed FP activated for Move has a target it can attack</source>
            <translation>egyetlen Mozgásra aktivált, keretes TE-jű bábunak sincs megtámadható célpontja</translation>
        </message>
        <message>
            <source>Concealment: Cover {cover} of {hex} is subtracted; the Attack Total is now {total}</source>
            <translation>Rejtőzés: {hex} {cover} Fedezéke levonva; a Támadási összeg most {total}</translation>
        </message>
        <message>
            <source>the Cover of {hex} is {cover}: Concealment has nothing to subtract</source>
            <translation>{hex} Fedezéke {cover}: a Rejtőzésnek nincs mit levonnia</translation>
        </message>
        <message>
            <source>the {fortification} in {hex} are eliminated (Demolitions)</source>
            <translation>{fortification:nom} {hex:ine} {fortification:m=megsemmisül|p=megsemmisülnek} (Robbantás)</translation>
        </message>
        <message>
            <source>no Fortification in a hex that holds a unit of {player}</source>
            <translation>nincs Erődítmény olyan hexában, ahol {player:poss} egysége áll</translation>
        </message>
        <message>
            <source>{unit} is replaced by {team} (Light Wounds)</source>
            <translation>{unit:acc} {team:nom} váltja fel (Könnyű sebesülés)</translation>
        </message>
        <message>
            <source>{nation} may not play No Quarter against {opponent}</source>
            <translation>{nation:nom} nem játszhatja ki a Nincs kegyelem Akciót {opponent:ins} szemben</translation>
        </message>
        <message>
            <source>{player} has no unit left from the Melee in {hex}</source>
            <translation>{player:dat} egyetlen egysége sem maradt a közelharcból {hex:ine}</translation>
        </message>
        <message>
            <source>{piece} has no boxed Range</source>
            <translation>{piece:dat} nincs keretes Lőtávja</translation>
        </message>
        <message>
            <source>Spray Fire is not cumulative: this attack already hits two hexes</source>
            <translation>a Szórt tűz nem halmozható: ez a támadás már két hexát talál</translation>
        </message>
        <message>
            <source>no second enemy-occupied hex next to {hex} in Range and LOS of every firing piece</source>
            <translation>{hex:ins} szomszédos második, ellenség által megszállt hexa nincs minden tüzelő bábu Lőtávjában és rálátásában</translation>
        </message>
        <message>
            <source>{piece} cannot reach both hexes of the Spray Fire</source>
            <translation>{piece:nom} {piece:m=nem éri el|p=nem érik el} a Szórt tűz mindkét hexáját</translation>
        </message>
        <message>
            <source>{weapon}: the target's Cover is 0</source>
            <translation>{weapon}: a célpont Fedezéke 0</translation>
        </message>
        <message>
            <source>game over ({reason}): victory to the {winner}, VP {balance}</source>
            <translation>vége a játéknak ({reason}), győztes: {winner}, GYP {balance}</translation>
        </message>
        <message>
            <source>Set up your {fortification}: choose a hex of your set-up area</source>
            <translation>Állítsd fel {fortification:acc}: válassz hexát a felállítási területeden</translation>
        </message>
        <message>
            <source>Play a card for its Order, or Pass (End the turn once you have given an Order)</source>
            <translation>Játssz ki egy lapot a Parancsáért, vagy passzolj (Parancs után: a kör vége)</translation>
        </message>
        <message>
            <source>Discard a card (up to {limit} in all), or Done</source>
            <translation>Dobj el egy lapot (összesen legfeljebb {limit} lap), vagy Kész</translation>
        </message>
        <message>
            <source>Choose the unit to activate for the {order} Order</source>
            <translation>Válaszd ki az aktiválandó egységet ({order} Parancs)</translation>
        </message>
        <message>
            <source>Choose the Leader who spots for the Artillery Request</source>
            <translation>Válaszd ki a megfigyelő Vezetőt a Tüzérség kéréséhez</translation>
        </message>
        <message>
            <source>Activate more units in {leader}'s Command radius, or Done</source>
            <translation>Aktiválj további egységeket {leader:nom} Vezetési körzetében, vagy Kész</translation>
        </message>
        <message>
            <source>Choose the unit (or the stack moving together) that moves next</source>
            <translation>Válaszd ki a következőként mozgó egységet (vagy az együtt mozgó köteget)</translation>
        </message>
        <message>
            <source>Move {unit}: enter a hex ({left} MP left), or stop</source>
            <translation>Mozgás ({unit}): lépj be egy hexába ({left} MP maradt), vagy állj meg</translation>
        </message>
        <message>
            <source>Play Assault Fire with the units activated for Move, or Done</source>
            <translation>Játssz ki Rohamtüzet a Mozgásra aktivált egységekkel, vagy Kész</translation>
        </message>
        <message>
            <source>Choose the hex the Assault Fire attacks</source>
            <translation>Válaszd ki a hexát, amelyet a Rohamtűz támad</translation>
        </message>
        <message>
            <source>Smoke Grenades: choose the hex of the Smoke</source>
            <translation>Füstgránátok: válaszd ki a Füst hexáját</translation>
        </message>
        <message>
            <source>Op Fire at {units} entering {hex}?</source>
            <translation>Reakciótüzet nyitsz? {hex:ill} belép: {units}</translation>
        </message>
        <message>
            <source>Play more Fire cards against {units} in {hex}, or Op Fire now</source>
            <translation>További Tűz lapokat játszol ki (célpont: {units}, {hex}), vagy most nyitsz Reakciótüzet?</translation>
        </message>
        <message>
            <source>Choose the hex to attack (or a Weapon to fire Smoke), or Done</source>
            <translation>Válaszd ki a támadott hexát (vagy egy Fegyvert Füst lövésére), vagy Kész</translation>
        </message>
        <message>
            <source>Form the Fire Group against {hex}: add pieces, play Actions, then Fire</source>
            <translation>Állítsd össze a Tűzcsoportot {hex:sub}: adj hozzá bábukat, játssz ki Akciókat, majd Tűz</translation>
        </message>
        <message>
            <source>Choose the hex where {piece} fires Smoke</source>
            <translation>Válaszd ki a hexát, ahová {piece:nom} Füstöt {piece:m=lő|p=lőnek}</translation>
        </message>
        <message>
            <source>Spray Fire: choose the second hex attacked with {hex}</source>
            <translation>Szórt tűz: válaszd ki a második hexát, amelyet {hex:ins} együtt támadsz</translation>
        </message>
        <message>
            <source>Play Actions before the Fire Attack roll on {hex}, or roll</source>
            <translation>Játssz ki Akciókat a Tűztámadás dobása előtt ({hex}), vagy dobj</translation>
        </message>
        <message>
            <source>Sustained Fire at {hex} rolled doubles: choose the Weapon that breaks</source>
            <translation>Folyamatos tűz ({hex}): dupla dobás — válaszd ki az elromló Fegyvert</translation>
        </message>
        <message>
            <source>Choose the unit that makes its Defense roll next (Attack Total {attack})</source>
            <translation>Válaszd ki a következő Védekezési dobást végző egységet (Támadási összeg: {attack})</translation>
        </message>
        <message>
            <source>Play Concealment before the Defense roll of {unit} in {hex} (Attack Total {attack})?</source>
            <translation>Rejtőzést játszol ki {unit:nom} Védekezési dobása előtt {hex:ine} (Támadási összeg: {attack})?</translation>
        </message>
        <message>
            <source>Concealment: choose the hex whose Cover is subtracted</source>
            <translation>Rejtőzés: válaszd ki a hexát, amelynek Fedezéke levonódik</translation>
        </message>
        <message>
            <source>Play Light Wounds? {unit} in {hex} is about to break</source>
            <translation>Könnyű sebesülést játszol ki? {hex:ine} {unit:nom} épp megtörne</translation>
        </message>
        <message>
            <source>Play a Hidden Action ({actions}) against {unit} entering {hex}?</source>
            <translation>Rejtett akciót ({actions}) játszol ki {unit:nom} ellen, amely {hex:ill} lép?</translation>
        </message>
        <message>
            <source>Play a Hidden Action ({actions}) in {hex} before the Defense roll of {unit}?</source>
            <translation>Rejtett akciót ({actions}) játszol ki {hex:ine} {unit:nom} Védekezési dobása előtt?</translation>
        </message>
        <message>
            <source>Play Hidden Unit after {player}'s Pass?</source>
            <translation>Rejtett egységet játszol ki {player:poss} passzolása után?</translation>
        </message>
        <message>
            <source>Hidden Unit: choose a unit of the Support Table column for roll {roll}</source>
            <translation>Rejtett egység: válassz egy egységet a Támogatási táblázat {roll:art} dobáshoz tartozó oszlopából</translation>
        </message>
        <message>
            <source>Hidden Unit: choose an empty hex with Cover 1 or more in your set-up area for {unit}</source>
            <translation>Rejtett egység: válassz {unit:dat} egy üres, legalább 1-es Fedezékű hexát a felállítási területeden</translation>
        </message>
        <message>
            <source>Advance a unit into an adjacent hex (once one has advanced, the others may stay)</source>
            <translation>Nyomulj előre egy egységgel egy szomszédos hexába (az első után a többiek maradhatnak)</translation>
        </message>
        <message>
            <source>Choose the Melee to resolve next</source>
            <translation>Válaszd ki a következőként feloldandó közelharcot</translation>
        </message>
        <message>
            <source>Play Ambush before the Melee in {hex}?</source>
            <translation>Rajtaütést játszol ki a közelharc előtt {hex:ine}?</translation>
        </message>
        <message>
            <source>Ambush in {hex}: choose your unit that breaks</source>
            <translation>Rajtaütés {hex:ine}: válaszd ki megtörő egységedet</translation>
        </message>
        <message>
            <source>Play No Quarter after the Melee in {hex}?</source>
            <translation>Nincs kegyelem Akciót játszol ki a közelharc után {hex:ine}?</translation>
        </message>
        <message>
            <source>Choose the broken unit that rolls to rally next</source>
            <translation>Válaszd ki a következő rendeződési dobást végző megtört egységet</translation>
        </message>
        <message>
            <source>Rout: choose the player whose broken units rout</source>
            <translation>Megfutamodás: válaszd ki a játékost, akinek megtört egységei megfutamodnak</translation>
        </message>
        <message>
            <source>Rout: choose the broken unit that makes its Rout roll next</source>
            <translation>Megfutamodás: válaszd ki a következő Megfutamodási dobást végző megtört egységet</translation>
        </message>
        <message>
            <source>Retreat {unit}: choose the next hex, closer to your friendly map edge</source>
            <translation>Visszavonulás ({unit}): válaszd ki a következő hexát, közelebb a saját térképszéledhez</translation>
        </message>
        <message>
            <source>Give up the Initiative card to re-roll the {total}?</source>
            <translation>Átadod a Kezdeményezés lapot, hogy újradobd {total:art} eredményt?</translation>
        </message>
        <message>
            <source>Sniper in {hex}: choose the unit it hits, in that hex or next to it, or nobody</source>
            <translation>Mesterlövész {hex:ine}: válaszd ki az eltalált egységet ebben vagy egy szomszédos hexában, vagy senkit</translation>
        </message>
        <message>
            <source>Choose the hex where {spotter} places the Spotting Round</source>
            <translation>Válaszd ki a hexát, ahová {spotter:nom} a Belövő lövést teszi</translation>
        </message>
        <message>
            <source>Fire a Barrage or Smoke rounds?</source>
            <translation>Zárótűz vagy füstlövedékek?</translation>
        </message>
        <message>
            <source>Choose the hex of the impact area to resolve next</source>
            <translation>Válaszd ki a becsapódási terület következőként feloldandó hexáját</translation>
        </message>
        <message>
            <source>Time advances: choose the Smoke marker to remove</source>
            <translation>Az Idő előrelép: válaszd ki az eltávolítandó Füst jelzőt</translation>
        </message>
        <message>
            <source>Place the reinforcement {unit} on your friendly map edge</source>
            <translation>Erősítés: rakd le {unit:acc} a saját térképszéledre</translation>
        </message>
        <message>
            <source>Time advanced: play Dig In (Foxholes in a hex with your unit)?</source>
            <translation>Az Idő előrelépett: Beásást játszol ki (Lövészteknők egy hexába, ahol egységed van)?</translation>
        </message>
        <message>
            <source>Dig In: choose the hex of the Foxholes</source>
            <translation>Beásás: válaszd ki a Lövészteknők hexáját</translation>
        </message>
        <message>
            <source>Choose the Time space where {unit} returns as a reinforcement</source>
            <translation>Válaszd ki az Idősáv mezőjét, ahol {unit:nom} erősítésként visszatér</translation>
        </message>
        <message>
            <source>{hex} is overstacked: eliminate a unit (or Deploy a Squad)</source>
            <translation>{hex} túlzsúfolt: semmisíts meg egy egységet (vagy válassz szét egy Osztagot)</translation>
        </message>
        <message>
            <source>Play Demolitions after {player}'s Pass?</source>
            <translation>Robbantást játszol ki {player:poss} passzolása után?</translation>
        </message>
        <message>
            <source>Demolitions: choose the Fortification that is eliminated</source>
            <translation>Robbantás: válaszd ki a megsemmisülő Erődítményt</translation>
        </message>
        <message>
            <source>Deploy {unit}: choose the Team that keeps the {marker} marker</source>
            <translation>Szétválasztás ({unit}): válaszd ki a Rajt, amely megtartja {marker:art} jelzőt</translation>
        </message>
        <message>
            <source>Blaze in {hex}: choose the adjacent hex {unit} moves to</source>
            <translation>Tűzvész {hex:ine}: válaszd ki a szomszédos hexát, ahová {unit:nom} húzódik</translation>
        </message>
        <message>
            <source>Air Support near {hex}: break every unit in a nearest occupied hex, or decline</source>
            <translation>Légitámogatás {hex:ade}: törd meg az egyik legközelebbi megszállt hexa összes egységét, vagy mondj le róla</translation>
        </message>
        <message>
            <source>Battle Harden: choose your unit that becomes a Veteran</source>
            <translation>Harcedzettség: válaszd ki egységedet, amely Veterán lesz</translation>
        </message>
        <message>
            <source>Commissar: choose your broken unit that rolls (above its Morale it is eliminated, else it rallies)</source>
            <translation>Komisszár: válaszd ki dobó megtört egységedet (Morálja fölött megsemmisül, különben rendeződik)</translation>
        </message>
        <message>
            <source>Deploy: replace one of your Squads by two Teams?</source>
            <translation>Szétválasztás: egyik Osztagodat két Raj váltja fel?</translation>
        </message>
        <message>
            <source>Entrench: place Foxholes in a hex with your units?</source>
            <translation>Sáncolás: Lövészteknők egy hexába, ahol egységeid vannak?</translation>
        </message>
        <message>
            <source>Field Promotion: place the Private in a hex with your broken unit?</source>
            <translation>Harctéri előléptetés: a Közlegény egy hexába, ahol megtört egységed van?</translation>
        </message>
        <message>
            <source>Hero: choose the friendly hex where the Hero appears</source>
            <translation>Hős: válaszd ki a saját hexát, ahol a Hős megjelenik</translation>
        </message>
        <message>
            <source>Hero: rally one of your broken units in {hex}?</source>
            <translation>Hős: rendeződjön egyik megtört egységed {hex:ine}?</translation>
        </message>
        <message>
            <source>Infiltration: choose a unit of the Support Table column for roll {roll}</source>
            <translation>Beszivárgás: válassz egy egységet a Támogatási táblázat {roll:art} dobáshoz tartozó oszlopából</translation>
        </message>
        <message>
            <source>Infiltration: choose the hex in or next to {hex} where {unit} is placed</source>
            <translation>Beszivárgás: válaszd ki a hexát ({hex} vagy szomszédja), ahová {unit:nom} kerül</translation>
        </message>
        <message>
            <source>Interdiction: choose the unit in a hex with Cover below 1 that is suppressed</source>
            <translation>Elzárás: válaszd ki az 1-nél kisebb Fedezékű hexában álló egységet, amely lefogva lesz</translation>
        </message>
        <message>
            <source>Interrogation: discard one card of {player}'s hand, or decline</source>
            <translation>Kihallgatás: dobd el {player:poss} egyik lapját, vagy mondj le róla</translation>
        </message>
        <message>
            <source>KIA: choose the broken unit that is eliminated</source>
            <translation>Elesett: válaszd ki a megsemmisülő megtört egységet</translation>
        </message>
        <message>
            <source>Malfunction: choose which of the Weapons nearest to {hex} breaks</source>
            <translation>Üzemzavar: válaszd ki, hogy {hex:art_all} legközelebbi Fegyverek közül melyik romlik el</translation>
        </message>
        <message>
            <source>Medic!: choose the broken unit that rallies</source>
            <translation>Szanitéc!: válaszd ki a rendeződő megtört egységet</translation>
        </message>
        <message>
            <source>Prisoners of War: choose your broken unit with or next to an enemy unit: it is eliminated</source>
            <translation>Hadifoglyok: válaszd ki megtört egységedet, amely ellenséges egység mellett vagy vele van: megsemmisül</translation>
        </message>
        <message>
            <source>Reconnaissance: choose the secret Objective chit you reveal</source>
            <translation>Felderítés: válaszd ki a titkos Cél zsetont, amelyet felfedsz</translation>
        </message>
        <message>
            <source>Reinforcements: choose an item of the Support Table column for roll {roll}</source>
            <translation>Erősítés: válassz egy tételt a Támogatási táblázat {roll:art} dobáshoz tartozó oszlopából</translation>
        </message>
        <message>
            <source>Reinforcements: place {unit} on your friendly map edge</source>
            <translation>Erősítés: rakd le {unit:acc} a saját térképszéledre</translation>
        </message>
        <message>
            <source>Sappers: remove a Mines or Wire marker?</source>
            <translation>Utászok: eltávolítasz egy Akna vagy Drótakadály jelzőt?</translation>
        </message>
        <message>
            <source>Scrounge: take a Weapon from the Casualty Track?</source>
            <translation>Zsákmányolás: elveszel egy Fegyvert a Veszteségsávról?</translation>
        </message>
        <message>
            <source>Scrounge: choose your unit without a Weapon that takes {weapon}</source>
            <translation>Zsákmányolás: válaszd ki fegyvertelen egységedet, amely felveszi {weapon:acc}</translation>
        </message>
        <message>
            <source>Shell Shock: choose which of the units nearest to {hex} breaks</source>
            <translation>Gránátsokk: válaszd ki, hogy {hex:art_all} legközelebbi egységek közül melyik törik meg</translation>
        </message>
        <message>
            <source>Suppressing Fire: suppress an enemy unit in Range and LOS of one of your Machine Guns?</source>
            <translation>Lefogó tűz: lefogsz egy ellenséges egységet valamelyik Géppuskád Lőtávjában és rálátásában?</translation>
        </message>
        <message>
            <source>Walking Wounded: choose the unit on the Casualty Track that returns</source>
            <translation>Járóképes sebesültek: válaszd ki a Veszteségsávról visszatérő egységet</translation>
        </message>
        <message>
            <source>Walking Wounded: choose the hex in or next to {hex} where {unit} returns</source>
            <translation>Járóképes sebesültek: válaszd ki a hexát ({hex} vagy szomszédja), ahová {unit:nom} visszatér</translation>
        </message>
        <message>
            <source>White Phosphorus: place Smoke in a hex next to one of your unbroken Squads?</source>
            <translation>Fehér foszfor: Füstöt raksz egy hexába valamelyik nem megtört Osztagod mellé?</translation>
        </message>
        <message>
            <source>White Phosphorus in {hex}: choose your unit there that breaks</source>
            <translation>Fehér foszfor {hex:ine}: válaszd ki ottani egységedet, amely megtörik</translation>
        </message>
        <message>
            <source>a line of the saved log could not be read</source>
            <translation>a mentett napló egy sora nem olvasható</translation>
        </message>
        <message>
            <source>{hex} is not adjacent to {unit}</source>
            <translation>{hex} nem szomszédos {unit:ins}</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: it is ablaze</source>
            <translation>{unit:nom} nem léphet {hex:ill}: ott Tűzvész van</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: its terrain is impassable</source>
            <translation>{unit:nom} nem léphet {hex:ill}: a terep járhatatlan</translation>
        </message>
        <message>
            <source>{unit} cannot cross into {hex}: a Major Bridge is entered and left only along its road or railway</source>
            <translation>{unit:nom} nem léphet át {hex:ill}: Nagy hídra csak az útja vagy vasútja mentén lehet fel- és lelépni</translation>
        </message>
        <message>
            <source>{unit} cannot cross the Cliff into {hex}: a Move never crosses a Cliff</source>
            <translation>{unit:nom} nem kelhet át a Sziklafalon {hex:ill}: Mozgással Sziklafalon sosem lehet átkelni</translation>
        </message>
        <message>
            <source>{unit} carries a Weapon: it cannot climb the Cliff into {hex}</source>
            <translation>{unit:nom} Fegyvert visz: nem mászhat fel a Sziklafalon {hex:ill}</translation>
        </message>
        <message>
            <source>{unit} may leave the map only off the enemy edge</source>
            <translation>{unit:nom} csak az ellenséges térképszélen hagyhatja el a térképet</translation>
        </message>
        <message>
            <source>leaving the map costs {cost} MP; {unit} has {left} left</source>
            <translation>a térkép elhagyása {cost} MP; {unit:dat} {left} maradt</translation>
        </message>
        <message>
            <source>{unit} has Advanced already: it stops in {hex}</source>
            <translation>{unit:nom} már Előrenyomult: {hex:ine} megáll</translation>
        </message>
        <message>
            <source>{player} has given an Order this turn: he may end it, not pass</source>
            <translation>{player} ebben a körben már adott ki Parancsot: befejezheti a kört, de nem passzolhat</translation>
        </message>
        <message>
            <source>{player} has given no Order this turn: a turn without an Order is a Pass</source>
            <translation>{player} ebben a körben nem adott ki Parancsot: a Parancs nélküli kör passzolás</translation>
        </message>
        <message>
            <source>{unit} cannot go on to {hex} in this Move: the Wire in {wire} ends it</source>
            <translation>{unit:nom} ebben a Mozgásban nem juthat tovább {hex:ill}: a Drótakadály {wire:ine} véget vet neki</translation>
        </message>
        <message>
            <source>no Move can take {unit} to {hex}: every way is impassable or held by the enemy</source>
            <translation>egy Mozgás sem juttathatja el {unit:acc} {hex:ill}: minden út járhatatlan vagy az ellenségé</translation>
        </message>
        <message>
            <source>Wire ends the move</source>
            <translation>a Drótakadály véget vet a mozgásnak</translation>
        </message>
        <message>
            <source>{player} fires in Enfilade and gives the Initiative card to {opponent}</source>
            <translation>{player} Oldalazó tüzet nyit, és átadja a Kezdeményezés lapot {opponent:dat}</translation>
        </message>
        <message>
            <source>{unit} is {player}'s Mortar Spotter</source>
            <translation>{unit:nom} {player:poss} Aknavető-megfigyelője</translation>
        </message>
        <message>
            <source>{spotter} activates the Mortar of {unit}: it may fire by his LOS</source>
            <translation>{spotter:nom} aktiválja {unit:nom} Aknavetőjét: az ő rálátásával tüzelhet</translation>
        </message>
        <message>
            <source>Point Blank Fire: {cards} card(s) discarded at random; the Attack Total is now {total}</source>
            <translation>Közvetlen közeli tűz: {cards} lap véletlenszerűen eldobva; a Támadási összeg most {total}</translation>
        </message>
        <message>
            <source>near miss ({result}): the shot at {target} falls in {hex}</source>
            <translation>közeli becsapódás ({result}): {target:art_sub} leadott lövés {hex:ill} csapódik</translation>
        </message>
        <message>
            <source>the shot at {target} misses ({result}): no near miss</source>
            <translation>{target:art_sub} leadott lövés célt téveszt ({result}): nincs közeli becsapódás</translation>
        </message>
        <message>
            <source>Critical Hit: the Attack Total {attack} is at least twice the Defense Total {defense}: {unit} is eliminated</source>
            <translation>Kritikus találat: a Támadási összeg ({attack}) legalább kétszerese a Védekezési összegnek ({defense}): {unit:nom} megsemmisül</translation>
        </message>
        <message>
            <source>{unit} withdraws: his Command lowers the Morale of the broken Squads and Teams in {hex}</source>
            <translation>{unit:nom} kivonul: Vezetése csökkenti a megtört Osztagok és Rajok Morálját {hex:ine}</translation>
        </message>
        <message>
            <source>{hex} is Water terrain: the Attack Total is 2 less ({total})</source>
            <translation>{hex} vízi terep: a Támadási összeg 2-vel kisebb ({total})</translation>
        </message>
        <message>
            <source>the Spotting Round ends on the map border (white {white}, coloured {coloured}): the barrage strikes {hexes}</source>
            <translation>a Belövő lövés a térkép szélén áll meg (fehér {white}, színes {coloured}): a zárótűz ezeket a hexákat éri: {hexes}</translation>
        </message>
        <message>
            <source>Starshell: the Spotting Round is placed in {hex}</source>
            <translation>Világítórakéta: a Belövő lövés {hex:ill} kerül</translation>
        </message>
        <message>
            <source>the Starshell's Spotting Round from {hex} drifts off the map: no Starshell</source>
            <translation>a Világítórakéta Belövő lövése {hex:del} lesodródik a térképről: nincs Világítórakéta</translation>
        </message>
        <message>
            <source>a Starshell lights {hex} and the hexes within 2 (white {white}, coloured {coloured})</source>
            <translation>Világítórakéta világítja meg {hex:acc} és a 2 hexán belüli hexákat (fehér {white}, színes {coloured})</translation>
        </message>
        <message>
            <source>the Starshell in {hex} is removed</source>
            <translation>a Világítórakéta lekerül {hex:del}</translation>
        </message>
        <message>
            <source>{unit} is suppressed again and panics: it loses its Suppression marker and breaks</source>
            <translation>{unit:nom} ismét lefogottá válik, és pánikba esik: elveszti a Lefogva jelzőjét, és megtörik</translation>
        </message>
        <message>
            <source>{player} discards card {card} (Command Confusion) for Command Flexibility</source>
            <translation>{player} eldobja {card:art} lapot (Vezetési zűrzavar) a Rugalmas vezetésért</translation>
        </message>
        <message>
            <source>Fire Team Deployment: Deploy one of your Squads into two Teams before you set up?</source>
            <translation>Rajok leválasztása: két Rajra választod szét egyik Osztagodat a felállítás előtt?</translation>
        </message>
        <message>
            <source>Name one of your Leaders your Mortar Spotter?</source>
            <translation>Kinevezed egyik Vezetődet Aknavető-megfigyelőnek?</translation>
        </message>
        <message>
            <source>Discard a Command Confusion card as {player}'s Turn begins (he then suppresses one of your units)?</source>
            <translation>Eldobsz egy Vezetési zűrzavar lapot {player:poss} köre kezdetén (ekkor ő lefogja egy egységedet)?</translation>
        </message>
        <message>
            <source>Command Flexibility: suppress one of {player}'s units?</source>
            <translation>Rugalmas vezetés: lefogod {player:poss} egyik egységét?</translation>
        </message>
        <message>
            <source>Mortar Spotter {leader}: activate Mortars anywhere to fire by his LOS, or Done</source>
            <translation>Aknavető-megfigyelő ({leader}): aktiválj bárhol Aknavetőket, hogy az ő rálátásával tüzeljenek, vagy Kész</translation>
        </message>
        <message>
            <source>Point Blank Fire at {hex}: discard cards at random, +2 to the Attack Total each?</source>
            <translation>Közvetlen közeli tűz {hex:sub}: véletlenszerűen eldobsz lapokat, mindegyikért +2 a Támadási összeghez?</translation>
        </message>
        <message>
            <source>Near miss at {hex}: the line of fire runs along a hexside: choose the hex the shot falls in</source>
            <translation>Közeli becsapódás {hex:ade}: a tűzvonal hexaoldal mentén fut: válaszd ki, melyik hexába csapódik a lövés</translation>
        </message>
        <message>
            <source>The building of {hex} collapses: choose the adjacent hex that becomes Rubble</source>
            <translation>{hex:art} épülete összeomlik: válaszd ki a szomszédos hexát, amely Törmelék lesz</translation>
        </message>
        <message>
            <source>Withdraw: declare a Leader in {hex} whose Command lowers his broken units' Morale, or Done</source>
            <translation>Kivonulás: jelölj ki egy Vezetőt {hex:ine}, akinek a Vezetése csökkenti megtört egységei Morálját, vagy Kész</translation>
        </message>
        <message>
            <source>Voluntary Retreat: an unbroken Leader breaks and retreats with {unit}, or Done</source>
            <translation>Önkéntes visszavonulás: egy nem megtört Vezető megtörik, és {unit:ins} együtt vonul vissza, vagy Kész</translation>
        </message>
        <message>
            <source>At night: repair your Radio (Battery Access) or fire a Starshell?</source>
            <translation>Éjszaka: megjavítod a Rádiódat (Kapcsolat az üteggel), vagy Világítórakétát lősz ki?</translation>
        </message>
        <message>
            <source>The Starshell's Spotting Round ended on the map border: choose the adjacent hex of the Starshell</source>
            <translation>A Világítórakéta Belövő lövése a térkép szélén állt meg: válaszd ki a Világítórakéta szomszédos hexáját</translation>
        </message>
        <message>
            <source>Artillery Denied: deny the enemy Radio, or remove a Starshell?</source>
            <translation>Tüzérség megtagadása: elrontod az ellenséges Rádiót, vagy leveszel egy Világítórakétát?</translation>
        </message>
        <message>
            <source>{hex} is reduced to Rubble: every unit there is suppressed</source>
            <translation>{hex} Törmelékké válik: minden ott lévő egység lefogottá válik</translation>
        </message>
        <message>
            <source>the building of {hex} collapses into {into}</source>
            <translation>{hex:art} épülete {into:sub} omlik</translation>
        </message>
        <message>
            <source>no Rubble marker is left for {hex}</source>
            <translation>nem maradt Törmelék jelző {hex:sub}</translation>
        </message>
        <message>
            <source>the line of sight from {origin} to {target} is blocked by {feature} in {hex}</source>
            <translation>nincs rálátás {origin:del} {target:sub}: {hex:ine} {feature:art} zárja el</translation>
        </message>
        <message>
            <source>{piece} has already fired in this Order (one attack per piece)</source>
            <translation>{piece:nom} ebben a Parancsban már {piece:m=tüzelt|p=tüzeltek} (bábunként egy támadás)</translation>
        </message>
        <message>
            <source>{target} was given up as a target in this Order</source>
            <translation>{target:del} mint célpontról ebben a Parancsban már lemondtál</translation>
        </message>
        <message>
            <source>FP {fp} = {parts}</source>
            <translation>TE {fp} = {parts}</translation>
        </message>
        <message>
            <source>FP of {piece}</source>
            <translation>{piece:nom} TE-je</translation>
        </message>
        <message>
            <source>{count} other piece(s), +1 each</source>
            <translation>további {count} bábu, egyenként +1</translation>
        </message>
        <message>
            <source>Hindrance: {feature} in {hex}</source>
            <translation>Akadály: {feature} {hex:ine}</translation>
        </message>
        <message>
            <source>Hindrance</source>
            <translation>Akadály</translation>
        </message>
        <message>
            <source>Night: Hindrance equal to the range</source>
            <translation>Éjszaka: a távolsággal egyenlő Akadály</translation>
        </message>
        <message>
            <source>firing down at a lower hex</source>
            <translation>tüzelés lefelé, alacsonyabb hexára</translation>
        </message>
        <message>
            <source>firing up at a higher hex</source>
            <translation>tüzelés felfelé, magasabb hexára</translation>
        </message>
        <message>
            <source>{action} Action</source>
            <translation>{action} Akció</translation>
        </message>
        <message>
            <source>Enfilade: {count} more hex(es) firing</source>
            <translation>Oldalazó tűz: még {count} hexából tüzelnek</translation>
        </message>
        <message>
            <source>Airburst: a Mortar fires at Woods</source>
            <translation>Légrobbanás: Aknavető tüzel Erdőre</translation>
        </message>
        <message>
            <source>Water cushioning</source>
            <translation>A víz tompító hatása</translation>
        </message>
        <message>
            <source>printed FP</source>
            <translation>nyomtatott TE</translation>
        </message>
        <message>
            <source>printed FP (broken side)</source>
            <translation>nyomtatott TE (megtört oldal)</translation>
        </message>
        <message>
            <source>Command of {leader}</source>
            <translation>{leader:nom} Vezetése</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Lefogva</translation>
        </message>
        <message>
            <source>Veteran</source>
            <translation>Veterán</translation>
        </message>
        <message>
            <source>Wire in its hex</source>
            <translation>Drótakadály a hexájában</translation>
        </message>
        <message>
            <source>other modifiers</source>
            <translation>egyéb módosítók</translation>
        </message>
        <message>
            <source>Ordnance: a Targeting roll first; the product of the dice less Hindrance {hindrance} must be above the range {range}</source>
            <translation>Tüzérségi eszköz: előbb Célzási dobás; a kockák szorzata az Akadály ({hindrance}) levonása után legyen nagyobb a távolságnál ({range})</translation>
        </message>
        <message>
            <source>Point Blank Fire: +2 to the Attack Total per card discarded at random</source>
            <translation>Közvetlen közeli tűz: minden véletlenszerűen eldobott lapért +2 a Támadási összeghez</translation>
        </message>
        <message>
            <source>the strongest Fire Group the pieces can form against {target}</source>
            <translation>a legerősebb Tűzcsoport, amelyet a bábuk {target:art} ellen alkothatnak</translation>
        </message>
        <message>
            <source>FP {fp}: the attack needs Fire Actions to reach FP 1</source>
            <translation>TE {fp}: a támadásnak TE-t növelő Akciók kellenek, hogy elérje az 1 TE-t</translation>
        </message>
        <message>
            <source>{unit}: Morale {base} + Cover {cover} ({cover_by}) + roll {roll} = {total} against {attack}</source>
            <translation>{unit}: Morál {base} + Fedezék {cover} ({cover_by}) + dobás {roll} = {total} {attack:art} ellen</translation>
        </message>
        <message>
            <source>printed Morale</source>
            <translation>nyomtatott Morál</translation>
        </message>
        <message>
            <source>printed Morale (broken side)</source>
            <translation>nyomtatott Morál (megtört oldal)</translation>
        </message>
        <message>
            <source>{terrain}</source>
            <translation>{terrain:plain}</translation>
        </message>
        <message>
            <source>{fortification}</source>
            <translation>{fortification:plain}</translation>
        </message>
        <message>
            <source>Rubble</source>
            <translation>Törmelék</translation>
        </message>
        <message>
            <source>Road in the hex</source>
            <translation>Út a hexában</translation>
        </message>
        <message>
            <source>Overstacking</source>
            <translation>Túlzsúfolás</translation>
        </message>
        <message>
            <source>{feature} crossed by the fire: Cover {cover}</source>
            <translation>{feature} a tűz útjában: Fedezék {cover}</translation>
        </message>
        <message>
            <source>{fortification} against a Mortar: Cover {cover}</source>
            <translation>{fortification:plain} Aknavető ellen: Fedezék {cover}</translation>
        </message>
        <message>
            <source>{weapon}: Cover 0</source>
            <translation>{weapon}: Fedezék 0</translation>
        </message>
        <message>
            <source>Mine Attack: Cover 0</source>
            <translation>Aknatámadás: Fedezék 0</translation>
        </message>
        <message>
            <source>other Cover modifiers</source>
            <translation>egyéb Fedezék-módosítók</translation>
        </message>
        <message>
            <source>{unit} set up again in {hex}</source>
            <translation>{unit:nom} átkerül {hex:ill}</translation>
        </message>
        <message>
            <source>{unit} is not one of your units to set up</source>
            <translation>{unit:nom} nem tartozik a felállítandó egységeid közé</translation>
        </message>
        <message>
            <source>{hex} is not in your set-up area</source>
            <translation>{hex:art} nincs a felállítási területeden</translation>
        </message>
        <message>
            <source>enemy units are set up in {hex}</source>
            <translation>{hex:ine} ellenséges egységek állnak</translation>
        </message>
        <message>
            <source>a Blaze burns in {hex}</source>
            <translation>{hex:ine} Tűzvész ég</translation>
        </message>
        <message>
            <source>{unit} would make more than 7 figures in {hex}</source>
            <translation>{unit:ins} több mint 7 figura lenne {hex:ine}</translation>
        </message>
        <message>
            <source>{unit} is in {hex} already</source>
            <translation>{unit:nom} már {hex:ine} van</translation>
        </message>
        <message>
            <source>units still to be set up: {left}</source>
            <translation>még {left} egység felállítása van hátra</translation>
        </message>
        <message>
            <source>Set up your units in any order ({left} still to place), move any again, then Done</source>
            <translation>Felállítás: állítsd fel egységeidet tetszőleges sorrendben (hátravan: {left}), bármelyiket áthelyezheted, aztán Kész</translation>
        </message>
    </context>
    <context>
        <name>moves</name>
        <message>
            <source>Activate {0}</source>
            <translation>Aktiválás: {0}</translation>
        </message>
        <message>
            <source>Also activate {0}</source>
            <translation>Még aktiválás: {0}</translation>
        </message>
        <message>
            <source>Move {0} next</source>
            <translation>Következő mozgó: {0}</translation>
        </message>
        <message>
            <source>Rally roll for {0}</source>
            <translation>Rendeződési dobás: {0}</translation>
        </message>
        <message>
            <source>Rout roll for {0}</source>
            <translation>Megfutamodási dobás: {0}</translation>
        </message>
        <message>
            <source>Defense roll for {0}</source>
            <translation>Védekezési dobás: {0}</translation>
        </message>
        <message>
            <source>Snipe {0}</source>
            <translation>Mesterlövész: {0}</translation>
        </message>
        <message>
            <source>Eliminate {0}</source>
            <translation>Megsemmisítés: {0}</translation>
        </message>
        <message>
            <source>Suppress {0}</source>
            <translation>Lefogás: {0}</translation>
        </message>
        <message>
            <source>Deploy {0} into two Teams</source>
            <translation>{0} szétválasztása két Rajra</translation>
        </message>
        <message>
            <source>{0} stays</source>
            <translation>{0} marad</translation>
        </message>
        <message>
            <source>Break {0}</source>
            <translation>Megtörés: {0}</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>A játéknak vége</translation>
        </message>
        <message>
            <source>Pass (discard)</source>
            <translation>Passz (eldobás)</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Kör vége</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Kész</translation>
        </message>
        <message>
            <source>No, continue</source>
            <translation>Nem, tovább</translation>
        </message>
        <message>
            <source>Keep the roll</source>
            <translation>Dobás megtartása</translation>
        </message>
        <message>
            <source>Re-roll (give up the Initiative card)</source>
            <translation>Újradobás (átadod a Kezdeményezés lapot)</translation>
        </message>
        <message>
            <source>Fire!</source>
            <translation>Tűz!</translation>
        </message>
        <message>
            <source>Give up this target</source>
            <translation>Célpont feladása</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Dobás</translation>
        </message>
        <message>
            <source>Hit nobody</source>
            <translation>Senkit sem talál</translation>
        </message>
        <message>
            <source>Op Fire with the units already activated</source>
            <translation>Reakciótűz a már aktivált egységekkel</translation>
        </message>
        <message>
            <source>Play {0} for its Order</source>
            <translation>{0} kijátszása Parancsként</translation>
        </message>
        <message>
            <source>Play #{0} for its {1} Action</source>
            <translation>#{0} kijátszása {1} Akcióként</translation>
        </message>
        <message>
            <source>Discard {0}</source>
            <translation>Eldobás: {0}</translation>
        </message>
        <message>
            <source>Place {0} in {1}</source>
            <translation>{0} lerakása ide: {1}</translation>
        </message>
        <message>
            <source>{0}: enter {1}</source>
            <translation>{0}: belépés ide: {1}</translation>
        </message>
        <message>
            <source>{0}: exit the map</source>
            <translation>{0}: kilépés a térképről</translation>
        </message>
        <message>
            <source>Fire at {0}</source>
            <translation>Tűz ide: {0}</translation>
        </message>
        <message>
            <source>Add {0} to the Fire Group</source>
            <translation>{0} hozzáadása a Tűzcsoporthoz</translation>
        </message>
        <message>
            <source>{0}: advance into {1}</source>
            <translation>{0}: előrenyomulás ide: {1}</translation>
        </message>
        <message>
            <source>{0}: retreat to {1}</source>
            <translation>{0}: visszavonulás ide: {1}</translation>
        </message>
        <message>
            <source>Rout the {0} player</source>
            <translation>Megfutamodás: {0:nom}</translation>
        </message>
        <message>
            <source>{0} returns on Time space {1}</source>
            <translation>{0} visszatér {1:art}. Idő mezőn</translation>
        </message>
        <message>
            <source>Stop moving {0}</source>
            <translation>{0} megállítása</translation>
        </message>
        <message>
            <source>Axis</source>
            <translation>Tengely</translation>
        </message>
        <message>
            <source>Allies</source>
            <translation>Szövetségesek</translation>
        </message>
        <message>
            <source>Attacker</source>
            <translation>Támadó</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>Védő</translation>
        </message>
        <message>
            <source>Recon</source>
            <translation>Felderítő</translation>
        </message>
        <message>
            <source>the Weapon</source>
            <translation>a Fegyver</translation>
        </message>
        <message>
            <source>the Suppressed marker</source>
            <translation>a Lefogva jelző</translation>
        </message>
        <message>
            <source>the Veteran marker</source>
            <translation>a Veterán jelző</translation>
        </message>
        <message>
            <source>Move the whole stack in {0}</source>
            <translation>Az egész köteg mozgatása innen: {0}</translation>
        </message>
        <message>
            <source>Place the Fortification in {0}</source>
            <translation>Az Erődítmény lerakása ide: {0}</translation>
        </message>
        <message>
            <source>Dig In: Foxholes in {0}</source>
            <translation>Beásás: Lövészteknők ide: {0}</translation>
        </message>
        <message>
            <source>Entrench: Foxholes in {0}</source>
            <translation>Sáncolás: Lövészteknők ide: {0}</translation>
        </message>
        <message>
            <source>A Hero appears in {0}</source>
            <translation>Hős tűnik fel itt: {0}</translation>
        </message>
        <message>
            <source>Field Promotion in {0}</source>
            <translation>Harctéri előléptetés itt: {0}</translation>
        </message>
        <message>
            <source>Infiltrate into {0}</source>
            <translation>Beszivárgás ide: {0}</translation>
        </message>
        <message>
            <source>Air strike on {0}</source>
            <translation>Légicsapás ide: {0}</translation>
        </message>
        <message>
            <source>Remove the Fortification in {0}</source>
            <translation>Az Erődítmény eltávolítása innen: {0}</translation>
        </message>
        <message>
            <source>Remove the Smoke in {0}</source>
            <translation>A Füst eltávolítása innen: {0}</translation>
        </message>
        <message>
            <source>Demolish the Fortification in {0}</source>
            <translation>Az Erődítmény felrobbantása itt: {0}</translation>
        </message>
        <message>
            <source>Conceal the units in {0}</source>
            <translation>Az egységek rejtőzése itt: {0}</translation>
        </message>
        <message>
            <source>Spot for the Artillery in {0}</source>
            <translation>Tüzérség irányítása ide: {0}</translation>
        </message>
        <message>
            <source>Resolve the impact in {0}</source>
            <translation>A becsapódás feloldása itt: {0}</translation>
        </message>
        <message>
            <source>Resolve the Melee in {0}</source>
            <translation>A közelharc feloldása itt: {0}</translation>
        </message>
        <message>
            <source>Spray Fire also at {0}</source>
            <translation>Szórt tűz ide is: {0}</translation>
        </message>
        <message>
            <source>Smoke in {0}</source>
            <translation>Füst ide: {0}</translation>
        </message>
        <message>
            <source>Make {0} a Veteran</source>
            <translation>{0} Veteránná tétele</translation>
        </message>
        <message>
            <source>Commissar: {0} rolls to rally</source>
            <translation>Komisszár: {0} rendeződésre dob</translation>
        </message>
        <message>
            <source>Return {0} to the map</source>
            <translation>{0} visszahelyezése a térképre</translation>
        </message>
        <message>
            <source>orders</source>
            <translation>parancsok</translation>
        </message>
        <message>
            <source>actions</source>
            <translation>akciók</translation>
        </message>
        <message>
            <source>events</source>
            <translation>események</translation>
        </message>
        <message>
            <source>Fire a Barrage (high explosive)</source>
            <translation>Zárótűz (repesz-romboló lőszer)</translation>
        </message>
        <message>
            <source>Fire Smoke rounds</source>
            <translation>Füstlövedékek kilövése</translation>
        </message>
        <message>
            <source>{0} {1}</source>
            <translation>{0} {1}</translation>
        </message>
        <message>
            <source>chit {0}</source>
            <translation>{0} zseton</translation>
        </message>
        <message>
            <source>chit {0} ({1})</source>
            <translation>{0} zseton ({1})</translation>
        </message>
        <message>
            <source>{0}: move away from the Blaze into {1}</source>
            <translation>{0}: kitérés a Tűzvész elől ide: {1}</translation>
        </message>
        <message>
            <source>Hand {0} to {1}</source>
            <translation>{0} átadása neki: {1}</translation>
        </message>
        <message>
            <source>Give {0} to {1}</source>
            <translation>{0} odaadása neki: {1}</translation>
        </message>
        <message>
            <source>{0} keeps {1}</source>
            <translation>{0} megtartja: {1}</translation>
        </message>
        <message>
            <source>Reveal your secret {0}</source>
            <translation>Titkod felfedése: {0}</translation>
        </message>
        <message>
            <source>Take {0} from the Support Table</source>
            <translation>{0} elvétele a Támogatási táblázatból</translation>
        </message>
        <message>
            <source>Fire Smoke with {0}</source>
            <translation>Füst kilövése ezzel: {0}</translation>
        </message>
        <message>
            <source>holding all five Objectives wins</source>
            <translation>mind az öt Cél birtoklása győzelmet hoz</translation>
        </message>
        <message>
            <source>exit VP doubled</source>
            <translation>kilépési GYP duplázva</translation>
        </message>
        <message>
            <source>elimination VP doubled</source>
            <translation>megsemmisítési GYP duplázva</translation>
        </message>
        <message>
            <source>Take {0} from the Casualty Track</source>
            <translation>{0} elvétele a Veszteségsávról</translation>
        </message>
        <message>
            <source>Medic: rally {0}</source>
            <translation>Szanitéc: {0} rendeződése</translation>
        </message>
        <message>
            <source>Objective {0} worth {1} VP more</source>
            <translation>a(z) {0}. Cél {1} GYP-vel többet ér</translation>
        </message>
        <message>
            <source>every Objective worth {0} VP more</source>
            <translation>minden Cél {0} GYP-vel többet ér</translation>
        </message>
        <message>
            <source>Sudden Death</source>
            <translation>Hirtelen halál</translation>
        </message>
        <message>
            <source>Support Table</source>
            <translation>Támogatási táblázat</translation>
        </message>
        <message>
            <source>Support Table (E68)</source>
            <translation>Támogatási táblázat (E68)</translation>
        </message>
        <message>
            <source>Support Table (A35.4)</source>
            <translation>Támogatási táblázat (A35.4)</translation>
        </message>
        <message>
            <source>Commissar: {0}</source>
            <translation>Komisszár: {0}</translation>
        </message>
        <message>
            <source>Mine Attack in {0}</source>
            <translation>aknatámadás itt: {0}</translation>
        </message>
        <message>
            <source>Melee in {0}</source>
            <translation>közelharc itt: {0}</translation>
        </message>
        <message>
            <source>Targeting {0} (Smoke)</source>
            <translation>célzás: {0} (Füst)</translation>
        </message>
        <message>
            <source>Targeting {0}</source>
            <translation>célzás: {0}</translation>
        </message>
        <message>
            <source>Fire Attack on {0}</source>
            <translation>tűztámadás: {0}</translation>
        </message>
        <message>
            <source>Fire Defense: {0}</source>
            <translation>tűzvédekezés: {0}</translation>
        </message>
        <message>
            <source>Rally: {0}</source>
            <translation>rendeződés: {0}</translation>
        </message>
        <message>
            <source>Rout: {0}</source>
            <translation>megfutamodás: {0}</translation>
        </message>
        <message>
            <source>Accuracy at {0}</source>
            <translation>pontosság: {0}</translation>
        </message>
        <message>
            <source>Artillery Impact in {0}</source>
            <translation>tüzérségi becsapódás itt: {0}</translation>
        </message>
        <message>
            <source>surrender</source>
            <translation>megadás</translation>
        </message>
        <message>
            <source>the last unit on the map was lost</source>
            <translation>elveszett az utolsó egység a térképen</translation>
        </message>
        <message>
            <source>the last unit left the map</source>
            <translation>az utolsó egység elhagyta a térképet</translation>
        </message>
        <message>
            <source>the end of the Time Track</source>
            <translation>az Idősáv vége</translation>
        </message>
        <message>
            <source>all five Objectives held</source>
            <translation>mind az öt Cél birtoklása</translation>
        </message>
        <message>
            <source>Time advanced (6.1.2)</source>
            <translation>előrelépett az Idő (6.1.2)</translation>
        </message>
        <message>
            <source>{0} eliminated (7.1)</source>
            <translation>megsemmisült: {0} (7.1)</translation>
        </message>
        <message>
            <source>{0} exited the map (7.2.1)</source>
            <translation>elhagyta a térképet: {0} (7.2.1)</translation>
        </message>
        <message>
            <source>secret chit {0} (7.3.3)</source>
            <translation>{0} titkos zseton (7.3.3)</translation>
        </message>
        <message>
            <source>Objective {0} (7.3.3)</source>
            <translation>{0}. Cél (7.3.3)</translation>
        </message>
        <message>
            <source>chit {0}, Objective {1} ({2})</source>
            <translation>{0} zseton, {1}. Cél ({2})</translation>
        </message>
        <message>
            <source>No Quarter in {0} (A38)</source>
            <translation>Nincs kegyelem itt: {0} (A38)</translation>
        </message>
        <message>
            <source>Light Wounds: {0} (A36)</source>
            <translation>Könnyű sebesülés: {0} (A36)</translation>
        </message>
        <message>
            <source>{0} and {1} more</source>
            <translation>{0} és még {1}</translation>
        </message>
        <message>
            <source>Axis player</source>
            <translation>A Tengely játékosa</translation>
        </message>
        <message>
            <source>Allied player</source>
            <translation>A Szövetségesek játékosa</translation>
        </message>
        <message>
            <source>Allied</source>
            <translation>Szövetségesek</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>Fegyver</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Lefogva</translation>
        </message>
        <message>
            <source>Veteran</source>
            <translation>Veterán</translation>
        </message>
        <message>
            <source>not on the map</source>
            <translation>nincs a térképen</translation>
        </message>
        <message>
            <source>Water terrain</source>
            <translation>vízi terep</translation>
        </message>
        <message>
            <source>Blaze</source>
            <translation>tűzvész</translation>
        </message>
        <message>
            <source>not an Objective hex</source>
            <translation>nem Cél-hexa</translation>
        </message>
        <message>
            <source>the Pillbox is already in play</source>
            <translation>a betonbunker már játékban van</translation>
        </message>
        <message>
            <source>a Building hex</source>
            <translation>épülethexa</translation>
        </message>
        <message>
            <source>not at this moment</source>
            <translation>nem ebben a pillanatban</translation>
        </message>
        <message>
            <source>no unit in that column</source>
            <translation>ebben az oszlopban nincs egység</translation>
        </message>
        <message>
            <source>no empty hex with Cover 1</source>
            <translation>nincs üres hexa legalább 1 Fedezékkel</translation>
        </message>
        <message>
            <source>no hex of the set-up zone can hold it</source>
            <translation>a felállítási zóna egyetlen hexájába sem kerülhet</translation>
        </message>
        <message>
            <source>hit</source>
            <translation>talált</translation>
        </message>
        <message>
            <source>miss</source>
            <translation>nem talált</translation>
        </message>
        <message>
            <source>it holds {0}</source>
            <translation>már van benne: {0}</translation>
        </message>
        <message>
            <source>no {0} marker left</source>
            <translation>nincs több jelző: {0}</translation>
        </message>
        <message>
            <source>{0}, broken</source>
            <translation>{0} (megtört)</translation>
        </message>
        <message>
            <source>Enfilade: give up the Initiative card for +1 FP per extra hex</source>
            <translation>Oldalazó tűz: átadod a Kezdeményezés lapot, minden további hexáért +1 TE</translation>
        </message>
        <message>
            <source>Point Blank: discard {0} card(s) at random</source>
            <translation>Közvetlen közelről: {0} lap véletlenszerű eldobása</translation>
        </message>
        <message>
            <source>{0} withdraws</source>
            <translation>{0} kivonul</translation>
        </message>
        <message>
            <source>{0} retreats with the unit</source>
            <translation>{0} visszavonul az egységgel</translation>
        </message>
        <message>
            <source>Repair the Radio (Battery Access)</source>
            <translation>A Rádió megjavítása (Kapcsolat az üteggel)</translation>
        </message>
        <message>
            <source>Remove the Starshell in {0}</source>
            <translation>A Világítórakéta levétele innen: {0}</translation>
        </message>
        <message>
            <source>Deny the enemy Radio</source>
            <translation>Az ellenséges Rádió elrontása</translation>
        </message>
        <message>
            <source>The shot falls in {0}</source>
            <translation>A lövés ide csapódik: {0}</translation>
        </message>
        <message>
            <source>Rubble in {0}</source>
            <translation>Törmelék ide: {0}</translation>
        </message>
        <message>
            <source>Name {0} Mortar Spotter</source>
            <translation>{0} kinevezése Aknavető-megfigyelőnek</translation>
        </message>
        <message>
            <source>Fire a Starshell</source>
            <translation>Világítórakéta kilövése</translation>
        </message>
        <message>
            <source>The Starshell lands in {0}</source>
            <translation>A Világítórakéta ide esik: {0}</translation>
        </message>
        <message>
            <source>{0} {1} [{2}]</source>
            <translation>{0} {1} [{2}]</translation>
        </message>
        <message>
            <source>after the roll: {0} {1} [{2}]</source>
            <translation>a dobás után: {0} {1} [{2}]</translation>
        </message>
        <message>
            <source>Rubble</source>
            <translation>Törmelék</translation>
        </message>
        <message>
            <source>{0}, {1}</source>
            <translation>{0}, {1}</translation>
        </message>
        <message>
            <source>Malfunction: {0} breaks</source>
            <translation>Üzemzavar: {0:nom} {0:m=elromlik|p=elromlanak}</translation>
        </message>
    </context>
</TS>
