<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el">
    <context>
        <name>Cards</name>
        <message numerus="yes">
            <location filename="../../cc_desktop/ui/cards.py" line="+792" />
            <source>%n card(s)</source>
            <extracomment>the card texts' home is cc_desktop/content/texts.py; these names are still read from here, and imported only when first asked for: the content package is not needed to build the window Cards drawn lately, as pictures: a hand shown again (the player back at the screen after a hand-over, the same hand after a move) is copied, not drawn again. Keyed by everything a card's picture depends on; the oldest go first.</extracomment>
            <translation>
                <numerusform>%n κάρτα</numerusform>
                <numerusform>%n κάρτες</numerusform>
            </translation>
        </message>
        <message>
            <source>ORDER / ACTION</source>
            <translation>ΔΙΑΤΑΓΗ / ΕΝΕΡΓΕΙΑ</translation>
        </message>
        <message>
            <source>ORDER</source>
            <translation>ΔΙΑΤΑΓΗ</translation>
        </message>
        <message>
            <source>ACTION</source>
            <translation>ΕΝΕΡΓΕΙΑ</translation>
        </message>
        <message>
            <source>EVENT</source>
            <translation>ΓΕΓΟΝΟΣ</translation>
        </message>
        <message>
            <source>The pile is empty.</source>
            <translation>Η στοίβα είναι άδεια.</translation>
        </message>
        <message>
            <source>Event!</source>
            <translation>Γεγονός!</translation>
        </message>
        <message>
            <source>Jammed!</source>
            <translation>Εμπλοκή!</translation>
        </message>
        <message>
            <source>Sniper!</source>
            <translation>Ελεύθερος σκοπευτής!</translation>
        </message>
        <message>
            <source>Time!</source>
            <translation>Χρόνος!</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Διαταγή</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Ενέργεια</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Γεγονός</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Στοίβα απόρριψης</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s), the top card first</source>
            <translation>
                <numerusform>%n κάρτα, πρώτα η πάνω</numerusform>
                <numerusform>%n κάρτες, πρώτα η πάνω</numerusform>
            </translation>
        </message>
        <message>
            <source>Random hex {hex}, dice {white} + {coloured} = {total}</source>
            <translation>Τυχαίο εξάγωνο {hex}, ζάρια {white} + {coloured} = {total}</translation>
        </message>
        <message>
            <source>(wind {n})</source>
            <translation>(άνεμος {n})</translation>
        </message>
        <message>
            <source>{n}: {order} / {action} / {event}</source>
            <translation>{n}: {order} / {action} / {event}</translation>
        </message>
        <message>
            <source>Card {n}</source>
            <translation>Κάρτα {n}</translation>
        </message>
    </context>
    <context>
        <name>Counters</name>
        <message>
            <source>Smoke</source>
            <translation>Καπνός</translation>
        </message>
        <message>
            <source>Blaze</source>
            <translation>Πυρκαγιά</translation>
        </message>
        <message>
            <source>Foxholes</source>
            <translation>Ατομικά ορύγματα</translation>
        </message>
        <message>
            <source>Trenches</source>
            <translation>Χαρακώματα</translation>
        </message>
        <message>
            <source>Wire</source>
            <translation>Συρματόπλεγμα</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Νάρκες</translation>
        </message>
        <message>
            <source>Bunker</source>
            <translation>Καταφύγιο</translation>
        </message>
        <message>
            <source>Pillbox</source>
            <translation>Πολυβολείο</translation>
        </message>
        <message>
            <source>Control</source>
            <translation>Έλεγχος</translation>
        </message>
        <message>
            <source>Spotting Round</source>
            <translation>Βολή σκόπευσης</translation>
        </message>
        <message>
            <source>Radio</source>
            <translation>Ασύρματος</translation>
        </message>
        <message>
            <source>SR</source>
            <translation>ΒΣ</translation>
        </message>
        <message>
            <source>FP {fp}, Range {range}, Movement {move}, Morale {morale}</source>
            <translation>ΔΠ {fp}, Βεληνεκές {range}, Κίνηση {move}, Ηθικό {morale}</translation>
        </message>
        <message>
            <source>Squad</source>
            <translation>Ομάδα</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Απόσπασμα</translation>
        </message>
        <message>
            <source>Leader</source>
            <translation>Αρχηγός</translation>
        </message>
        <message>
            <source>, Command {command}</source>
            <translation>, Διοίκηση {command}</translation>
        </message>
        <message>
            <source>Weapon: {name}, FP {fp}, Range {range}</source>
            <translation>Όπλο: {name}, ΔΠ {fp}, Βεληνεκές {range}</translation>
        </message>
        <message>
            <source>Smoke, Hindrance {value}</source>
            <translation>Καπνός, Κώλυμα {value}</translation>
        </message>
        <message>
            <source>veteran</source>
            <translation>βετεράνος</translation>
        </message>
        <message>
            <source>Radio, FP {value}</source>
            <translation>Ασύρματος, ΔΠ {value}</translation>
        </message>
        <message>
            <source>Objective {label}: controlled</source>
            <translation>Στόχος {label}: υπό έλεγχο</translation>
        </message>
        <message>
            <source>MG</source>
            <translation>ΠΟΛ</translation>
        </message>
        <message>
            <source>MTR</source>
            <translation>ΟΛΜ</translation>
        </message>
        <message>
            <source>GUN</source>
            <translation>ΠΥΡ</translation>
        </message>
        <message>
            <source>FT</source>
            <translation>ΦΛΟ</translation>
        </message>
        <message>
            <source>DC</source>
            <translation>ΓΟΜ</translation>
        </message>
        <message>
            <source>MOL</source>
            <translation>ΜΟΛ</translation>
        </message>
        <message>
            <source>Rubble</source>
            <translation>Συντρίμμια</translation>
        </message>
        <message>
            <source>Starshell</source>
            <translation>Φωτοβολίδα</translation>
        </message>
        <message>
            <source>Starshell (V3): lights this hex and the hexes within 2</source>
            <translation>Φωτοβολίδα (V3): φωτίζει αυτό το εξάγωνο και τα εξάγωνα σε απόσταση έως 2</translation>
        </message>
        <message>
            <source>Rubble (V1)</source>
            <translation>Συντρίμμια (V1)</translation>
        </message>
        <message>
            <source>Weapon: {name}, FP {fp}, Range {range} - broken</source>
            <translation>Όπλο: {name}, ΔΠ {fp}, Βεληνεκές {range} - αχρηστευμένο</translation>
        </message>
        <message>
            <source>Radio, FP {value} - broken</source>
            <translation>Ασύρματος, ΔΠ {value} - αχρηστευμένος</translation>
        </message>
        <message>
            <source>{0}, suppressed</source>
            <translation>{0}, {0:m=καθηλωμένος|f=καθηλωμένη|n=καθηλωμένο|p=καθηλωμένες}</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <location filename="../../cc_desktop/ui/decisionpanel.py" line="+77" />
            <source>The {0} player decides:</source>
            <translation>Αποφασίζει ο παίκτης {0:owner}:</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A reaction: answer in the box over the map</source>
            <translation>Αντίδραση: απαντήστε στο πλαίσιο πάνω στον χάρτη</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Waiting for the {0} player</source>
            <translation>Αναμονή για τον παίκτη {0:owner}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The {0} player decides</source>
            <translation>Αποφασίζει ο παίκτης {0:owner}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Drag a unit from the pile in the map's margin onto a lit hex, or click it and then a hex; drag a placed unit again to move it</source>
            <translation>Σύρετε μια μονάδα από τη στοίβα στο περιθώριο του χάρτη σε ένα φωτισμένο εξάγωνο, ή κάντε κλικ σε αυτήν και μετά σε ένα εξάγωνο· για να μετακινήσετε μια μονάδα που έχει ήδη τοποθετηθεί, σύρετέ την ξανά</translation>
        </message>
        <message>
            <location line="+22" />
            <source>with {0}</source>
            <translation>με {0}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>suppressed</source>
            <translation>καθηλωμένη</translation>
        </message>
        <message>
            <location line="+2" />
            <source>veteran</source>
            <translation>βετεράνος</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../../cc_desktop/ui/endgame.py" line="+29" />
            <location line="+57" />
            <source>Game over</source>
            <translation>Τέλος παιχνιδιού</translation>
        </message>
        <message>
            <location line="-49" />
            <source>A tie on VP: the side holding the Initiative card wins (9.2).</source>
            <translation>Ισοπαλία σε ΠΝ: νικά η πλευρά που κρατά την κάρτα Πρωτοβουλίας (9.2).</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+124" />
            <source>VP by source</source>
            <translation>ΠΝ ανά πηγή</translation>
        </message>
        <message>
            <location line="-119" />
            <source>New game…</source>
            <translation>Νέο παιχνίδι…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save…</source>
            <translation>Αποθήκευση…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Save</source>
            <translation>Αποθήκευση</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Close</source>
            <translation>Κλείσιμο</translation>
        </message>
        <message>
            <location line="+24" />
            <source>The Axis wins</source>
            <translation>Νικά ο Άξονας</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The Allies win</source>
            <translation>Νικούν οι Σύμμαχοι</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game is over</source>
            <translation>Το παιχνίδι τελείωσε</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Game over: the Axis wins</source>
            <translation>Τέλος παιχνιδιού: νικά ο Άξονας</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Game over: the Allies win</source>
            <translation>Τέλος παιχνιδιού: νικούν οι Σύμμαχοι</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The game ended by Sudden Death.</source>
            <translation>Το παιχνίδι τελείωσε με Αιφνίδιο θάνατο.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended by surrender: the casualties reached the Surrender marker.</source>
            <translation>Το παιχνίδι τελείωσε με παράδοση: οι απώλειες έφτασαν τον δείκτη Παράδοσης.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended when one side lost its last unit on the map.</source>
            <translation>Το παιχνίδι τελείωσε όταν μια πλευρά έχασε την τελευταία της μονάδα στον χάρτη.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended when one side's last unit left the map.</source>
            <translation>Το παιχνίδι τελείωσε όταν η τελευταία μονάδα μιας πλευράς βγήκε από τον χάρτη.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended at the end of the Time Track.</source>
            <translation>Το παιχνίδι τελείωσε στο τέλος του Πίνακα Χρόνου.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended when one side held all five Objectives.</source>
            <translation>Το παιχνίδι τελείωσε όταν μια πλευρά κατείχε και τους πέντε Στόχους.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended ({0}).</source>
            <translation>Το παιχνίδι τελείωσε ({0}).</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>Final VP: %n to the Axis</source>
            <translation>
                <numerusform>Τελικοί ΠΝ: %n υπέρ του Άξονα</numerusform>
                <numerusform>Τελικοί ΠΝ: %n υπέρ του Άξονα</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Final VP: %n to the Allies</source>
            <translation>
                <numerusform>Τελικοί ΠΝ: %n υπέρ των Συμμάχων</numerusform>
                <numerusform>Τελικοί ΠΝ: %n υπέρ των Συμμάχων</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Final VP: level (0)</source>
            <translation>Τελικοί ΠΝ: ισοπαλία (0)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Optional rules: none</source>
            <translation>Προαιρετικοί κανόνες: κανένας</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rules: {0}</source>
            <translation>Προαιρετικοί κανόνες: {0}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Source</source>
            <translation>Πηγή</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Total</source>
            <translation>Σύνολο</translation>
        </message>
        <message>
            <location line="+42" />
            <location line="+2" />
            <source>{0}: {1} towards the {2}</source>
            <translation>{0}: {1} υπέρ: {2}</translation>
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
            <translation>Απόφαση</translation>
        </message>
        <message>
            <location line="-27" />
            <location line="+27" />
            <source>Hand</source>
            <translation>Χέρι</translation>
        </message>
        <message>
            <location line="-25" />
            <location line="+26" />
            <source>Track display</source>
            <translation>Πίνακας ιχνών</translation>
        </message>
        <message>
            <location line="-22" />
            <location line="+22" />
            <source>Log</source>
            <translation>Ημερολόγιο</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Έτοιμο</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Παιχνίδι</translation>
        </message>
        <message>
            <source>&amp;New game...</source>
            <translation>&amp;Νέο παιχνίδι...</translation>
        </message>
        <message>
            <source>&amp;Open...</source>
            <translation>Ά&amp;νοιγμα...</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>Απο&amp;θήκευση</translation>
        </message>
        <message>
            <source>Save &amp;as...</source>
            <translation>Αποθήκευση &amp;ως...</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Αναίρεση</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Έ&amp;ξοδος</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Βοήθεια</translation>
        </message>
        <message>
            <source>&amp;Rules...</source>
            <translation>&amp;Κανόνες...</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>Π&amp;ροβολή</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Με&amp;γέθυνση</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Σμί&amp;κρυνση</translation>
        </message>
        <message>
            <source>&amp;Fit map</source>
            <translation>&amp;Προσαρμογή χάρτη</translation>
        </message>
        <message>
            <source>&amp;Line of sight tool</source>
            <translation>Εργαλείο &amp;οπτικής επαφής</translation>
        </message>
        <message>
            <source>&amp;What a hex sees</source>
            <translation>&amp;Τι βλέπει ένα εξάγωνο</translation>
        </message>
        <message>
            <source>&amp;Discard piles</source>
            <translation>Στοίβες &amp;απόρριψης</translation>
        </message>
        <message>
            <source>&amp;Reactions</source>
            <translation>&amp;Αντιδράσεις</translation>
        </message>
        <message>
            <location line="+29" />
            <source>cc_desktop — {0}</source>
            <translation>cc_desktop — {0}</translation>
        </message>
        <message>
            <source>Op Fire after each hex entered</source>
            <translation>Πυρ ευκαιρίας μετά από κάθε είσοδο σε εξάγωνο</translation>
        </message>
        <message>
            <source>Ambush before Melee</source>
            <translation>Ενέδρα πριν από τη Μάχη σώμα με σώμα</translation>
        </message>
        <message>
            <source>Dig In after Time advances</source>
            <translation>Ταμπούρωμα όταν προχωρά ο Χρόνος</translation>
        </message>
        <message>
            <source>Initiative re-roll after each roll</source>
            <translation>Νέα ρίψη με την Πρωτοβουλία μετά από κάθε ρίψη</translation>
        </message>
        <message>
            <source>Concealment before Defense rolls</source>
            <translation>Απόκρυψη πριν από τις ρίψεις Άμυνας</translation>
        </message>
        <message>
            <source>Light Wounds when a Squad breaks</source>
            <translation>Ελαφρά τραύματα όταν κλονίζεται μια Ομάδα</translation>
        </message>
        <message>
            <source>No Quarter after a Melee</source>
            <translation>Χωρίς έλεος μετά από Μάχη σώμα με σώμα</translation>
        </message>
        <message>
            <source>Demolitions after a Pass</source>
            <translation>Κατεδαφίσεις μετά από Πάσο</translation>
        </message>
        <message>
            <source>Hidden Mines</source>
            <translation>Κρυφές νάρκες</translation>
        </message>
        <message>
            <source>Hidden Wire</source>
            <translation>Κρυφό συρματόπλεγμα</translation>
        </message>
        <message>
            <source>Hidden Entrenchments</source>
            <translation>Κρυφά χαρακώματα</translation>
        </message>
        <message>
            <source>Hidden Pillbox</source>
            <translation>Κρυφό πολυβολείο</translation>
        </message>
        <message>
            <source>Hidden Unit</source>
            <translation>Κρυφή μονάδα</translation>
        </message>
        <message>
            <source>{0} player asks about</source>
            <translation>Ο παίκτης {0:owner} ρωτά για</translation>
        </message>
        <message>
            <source>Not playable now: {0}</source>
            <translation>Δεν παίζεται τώρα: {0}</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>κανείς</translation>
        </message>
        <message>
            <source>&lt;b&gt;VP&lt;/b&gt; {0} towards {1}</source>
            <translation>&lt;b&gt;ΠΝ&lt;/b&gt; {0} υπέρ: {1}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Time&lt;/b&gt; {0} (Sudden Death from {1}; track ends at {2})</source>
            <translation>&lt;b&gt;Χρόνος&lt;/b&gt; {0} (Αιφνίδιος θάνατος από {1}· ο πίνακας τελειώνει στο {2})</translation>
        </message>
        <message>
            <source>&lt;b&gt;Initiative&lt;/b&gt;: {0}</source>
            <translation>&lt;b&gt;Πρωτοβουλία&lt;/b&gt;: {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Turn&lt;/b&gt; {0}: {1} ({2} of {3} Orders)</source>
            <translation>&lt;b&gt;Γύρος&lt;/b&gt; {0}: {1} ({2} από {3} Διαταγές)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Year&lt;/b&gt; {0}</source>
            <translation>&lt;b&gt;Έτος&lt;/b&gt; {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{0}&lt;/b&gt; ({1}): hand {2}/{3}, deck {4}, discards {5}; casualties {6}, surrenders at {7}</source>
            <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}): χέρι {2}/{3}, τράπουλα {4}, απορρίψεις {5}· απώλειες {6}, παραδίδεται στις {7}</translation>
        </message>
        <message>
            <source>Orders per turn {0}; may discard up to {1} cards when passing (4.3.1)</source>
            <translation>Διαταγές ανά γύρο: {0}· με πάσο μπορεί να απορρίψει έως {1} κάρτες (4.3.1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Objectives&lt;/b&gt; {0}</source>
            <translation>&lt;b&gt;Στόχοι&lt;/b&gt; {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your secret chits&lt;/b&gt;: {0}; the opponent holds {1}</source>
            <translation>&lt;b&gt;Τα μυστικά σας μάρκερ&lt;/b&gt;: {0}· ο αντίπαλος κρατά {1}</translation>
        </message>
        <message>
            <source>{0} reveals a Random Hex: {1}</source>
            <translation>Ο {0} αποκαλύπτει Τυχαίο εξάγωνο: {1}</translation>
        </message>
        <message>
            <source>{0} reveals an Event: {1}</source>
            <translation>Ο {0} αποκαλύπτει Γεγονός: {1}</translation>
        </message>
        <message>
            <source>{0} reveals the dice: white {1}, coloured {2}</source>
            <translation>Ο {0} αποκαλύπτει τα ζάρια: λευκό {1}, χρωματιστό {2}</translation>
        </message>
        <message>
            <source>{0} reveals: {1} + {2} = {3}</source>
            <translation>Ο {0} αποκαλύπτει: {1} + {2} = {3}</translation>
        </message>
        <message>
            <source>Trigger: {0} — ignored (a roll made while a trigger is resolved)</source>
            <translation>Ενεργοποίηση: {0} — αγνοείται (ρίψη κατά την επίλυση ενεργοποίησης)</translation>
        </message>
        <message>
            <source>an Event is revealed and executed</source>
            <translation>αποκαλύπτεται και εκτελείται ένα Γεγονός</translation>
        </message>
        <message>
            <source>a Sniper strikes at a Random Hex</source>
            <translation>ένας Ελεύθερος σκοπευτής πλήττει ένα Τυχαίο εξάγωνο</translation>
        </message>
        <message>
            <source>the Time marker advances</source>
            <translation>ο δείκτης Χρόνου προχωρά</translation>
        </message>
        <message>
            <source>Trigger: {0} — {1}</source>
            <translation>Ενεργοποίηση: {0} — {1}</translation>
        </message>
        <message>
            <source>Trigger: {0}</source>
            <translation>Ενεργοποίηση: {0}</translation>
        </message>
        <message>
            <source>Trigger: {0} — no effect (only on a Fire Attack roll)</source>
            <translation>Ενεργοποίηση: {0} — κανένα αποτέλεσμα (μόνο σε ρίψη Επίθεσης πυρός)</translation>
        </message>
        <message>
            <source>(click for the next card: {0} more)</source>
            <translation>(κλικ για την επόμενη κάρτα: {0} ακόμη)</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Αποθηκεύτηκε</translation>
        </message>
        <message>
            <source>{0} discard pile</source>
            <translation>Στοίβα απόρριψης: {0}</translation>
        </message>
        <message>
            <source>Rule {0}</source>
            <translation>Κανόνας {0}</translation>
        </message>
        <message>
            <source>Let go on the map: {0}</source>
            <translation>Αφήστε τη στον χάρτη: {0}</translation>
        </message>
        <message>
            <source>Card {0} cannot be played now</source>
            <translation>Η κάρτα {0} δεν μπορεί να παιχτεί τώρα</translation>
        </message>
        <message>
            <source>Objectives held</source>
            <translation>Στόχοι υπό κατοχή</translation>
        </message>
        <message>
            <source>Secret Objective chits (revealed at the end)</source>
            <translation>Μυστικά μάρκερ Στόχων (αποκαλύπτονται στο τέλος)</translation>
        </message>
        <message>
            <source>Objective chits opened during play</source>
            <translation>Μάρκερ Στόχων που άνοιξαν κατά το παιχνίδι</translation>
        </message>
        <message>
            <source>Eliminations</source>
            <translation>Εξοντώσεις</translation>
        </message>
        <message>
            <source>Units exited off the map</source>
            <translation>Μονάδες που βγήκαν από τον χάρτη</translation>
        </message>
        <message>
            <source>Time (the Defender's VP when Time advances)</source>
            <translation>Χρόνος (ΠΝ του Αμυνόμενου όταν προχωρά ο Χρόνος)</translation>
        </message>
        <message>
            <source>{0} (Event {1})</source>
            <translation>{0} (Γεγονός {1})</translation>
        </message>
        <message>
            <source>{0} (Action {1})</source>
            <translation>{0} (Ενέργεια {1})</translation>
        </message>
        <message>
            <source>{0} sees {1} hexes</source>
            <translation>Το {0} βλέπει {1} εξάγωνα</translation>
        </message>
        <message>
            <source>{0}: {1} ({2}), level {3}, Cover {4}, {5} MP</source>
            <translation>{0}: {1} ({2}), επίπεδο {3}, Κάλυψη {4}, {5} ΣΚ</translation>
        </message>
        <message>
            <source>hexsides: {0}</source>
            <translation>πλευρές εξαγώνου: {0}</translation>
        </message>
        <message>
            <source>Smoke {0}</source>
            <translation>Καπνός {0}</translation>
        </message>
        <message>
            <source>Blaze</source>
            <translation>Πυρκαγιά</translation>
        </message>
        <message>
            <source>{0}: {1} MP (Ctrl+drag moves the whole group in {2})</source>
            <translation>{0}: {1} ΣΚ (με Ctrl+σύρσιμο κινούνται όλες οι μονάδες του {2})</translation>
        </message>
        <message>
            <source>{0}: {1} MP</source>
            <translation>{0}: {1} ΣΚ</translation>
        </message>
        <message>
            <source>{0}: {1} MP to {2}</source>
            <translation>{0}: {1} ΣΚ έως {2}</translation>
        </message>
        <message>
            <source>Not on the map</source>
            <translation>Εκτός χάρτη</translation>
        </message>
        <message>
            <source>{0} cannot go to {1} now</source>
            <translation>Η μονάδα {0} δεν μπορεί να πάει στο {1} τώρα</translation>
        </message>
        <message>
            <source>No way from {0} to {1}</source>
            <translation>Δεν υπάρχει δρόμος από {0} προς {1}</translation>
        </message>
        <message>
            <source>{0} entered {1}: the {2} player may react ({3}); the move goes on after</source>
            <translation>{0}: είσοδος στο {1}· ο παίκτης {2:owner} μπορεί να αντιδράσει ({3}) και μετά η κίνηση συνεχίζεται</translation>
        </message>
        <message>
            <source>{0} in {1}: {2} MP left</source>
            <translation>{0} στο {1}: απομένουν {2} ΣΚ</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>σταμάτησε</translation>
        </message>
        <message>
            <source>the move ended</source>
            <translation>η κίνηση ολοκληρώθηκε</translation>
        </message>
        <message>
            <source>{0} stopped in {1} by the {2} player's reaction ({3}): {4}</source>
            <translation>{0}: σταμάτησε στο {1} λόγω αντίδρασης του παίκτη {2:owner} ({3}): {4}</translation>
        </message>
        <message>
            <source>{0} stopped in {1}: {2}</source>
            <translation>{0}: σταμάτησε στο {1}: {2}</translation>
        </message>
        <message>
            <source>Rule {0}?</source>
            <translation>Κανόνας {0};</translation>
        </message>
        <message>
            <source>Autosave failed: save the game yourself (File &gt; Save)</source>
            <translation>Η αυτόματη αποθήκευση απέτυχε: αποθηκεύστε το παιχνίδι μόνοι σας (Αρχείο &gt; Αποθήκευση)</translation>
        </message>
        <message>
            <source>The game could not be autosaved: {0}</source>
            <translation>Το παιχνίδι δεν αποθηκεύτηκε αυτόματα: {0}</translation>
        </message>
        <message>
            <source>The autosaved game could not be opened and was set aside as {0}.</source>
            <translation>Το αυτόματα αποθηκευμένο παιχνίδι δεν άνοιξε και φυλάχτηκε χωριστά ως {0}.</translation>
        </message>
        <message>
            <source>The autosaved game could not be opened and was removed.</source>
            <translation>Το αυτόματα αποθηκευμένο παιχνίδι δεν άνοιξε και αφαιρέθηκε.</translation>
        </message>
        <message>
            <source>Autosave set aside</source>
            <translation>Η αυτόματη αποθήκευση φυλάχτηκε χωριστά</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Συνέχεια</translation>
        </message>
        <message>
            <source>Resume the unfinished game ({0}, {1} moves)?</source>
            <translation>Συνέχεια του ημιτελούς παιχνιδιού ({0}, {1} κινήσεις);</translation>
        </message>
        <message>
            <source>Unsaved game</source>
            <translation>Μη αποθηκευμένο παιχνίδι</translation>
        </message>
        <message>
            <source>Save the current game first?</source>
            <translation>Να αποθηκευτεί πρώτα το τρέχον παιχνίδι;</translation>
        </message>
        <message>
            <source>Otherwise the moves played since it was last saved are lost.</source>
            <translation>Αλλιώς θα χαθούν οι κινήσεις που παίχτηκαν από την τελευταία αποθήκευση.</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Άνοιγμα αποθηκευμένου παιχνιδιού</translation>
        </message>
        <message>
            <source>Saved games (*{0})</source>
            <translation>Αποθηκευμένα παιχνίδια (*{0})</translation>
        </message>
        <message>
            <source>Opening the game...</source>
            <translation>Άνοιγμα του παιχνιδιού...</translation>
        </message>
        <message>
            <source>Preparing the battle...</source>
            <translation>Προετοιμασία της μάχης...</translation>
        </message>
        <message>
            <source>Cannot open the game</source>
            <translation>Δεν ανοίγει το παιχνίδι</translation>
        </message>
        <message>
            <source>Cannot start the battle</source>
            <translation>Η μάχη δεν μπορεί να ξεκινήσει</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Αποθήκευση του παιχνιδιού</translation>
        </message>
        <message>
            <source>Saved to {0}</source>
            <translation>Αποθηκεύτηκε στο {0}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>Αδύνατη η αποθήκευση</translation>
        </message>
        <message>
            <source>Double-click for the rules.</source>
            <translation>Διπλό κλικ για τους κανόνες.</translation>
        </message>
        <message>
            <source>Click the rule number for its text.</source>
            <translation>Κάντε κλικ στον αριθμό του κανόνα για το κείμενό του.</translation>
        </message>
        <message>
            <source>Fire at {0}</source>
            <translation>Πυρ στο {0}</translation>
        </message>
        <message>
            <source>Firing pieces</source>
            <translation>Κομμάτια που βάλλουν</translation>
        </message>
        <message>
            <source>Attack FP</source>
            <translation>ΔΠ επίθεσης</translation>
        </message>
        <message>
            <source>FP</source>
            <translation>ΔΠ</translation>
        </message>
        <message>
            <source>Attack Total = {0} + roll</source>
            <translation>Σύνολο επίθεσης = {0} + ρίψη</translation>
        </message>
        <message>
            <source>Morale</source>
            <translation>Ηθικό</translation>
        </message>
        <message>
            <source>Cover</source>
            <translation>Κάλυψη</translation>
        </message>
        <message>
            <source>After the roll</source>
            <translation>Μετά τη ρίψη</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>Άμυνα</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
        <message>
            <source>Defense Total = {0} + roll</source>
            <translation>Σύνολο άμυνας = {0} + ρίψη</translation>
        </message>
        <message>
            <source>{0}: click a lit hex to set it up there, or drag it</source>
            <translation>{0}: κάντε κλικ σε ένα φωτισμένο εξάγωνο για να τοποθετηθεί εκεί, ή σύρετέ την</translation>
        </message>
        <message>
            <source>&lt;b&gt;Optional rules&lt;/b&gt;: {0}</source>
            <translation>&lt;b&gt;Προαιρετικοί κανόνες&lt;/b&gt;: {0}</translation>
        </message>
        <message>
            <source>LOS</source>
            <translation>Οπτ. επαφή</translation>
        </message>
        <message>
            <source>Line of sight tool (L)</source>
            <translation>Εργαλείο οπτικής επαφής (L)</translation>
        </message>
        <message>
            <source>Leave the map tool</source>
            <translation>Έξοδος από το εργαλείο του χάρτη</translation>
        </message>
        <message>
            <source>What a hex sees: click a hex; Esc leaves the tool</source>
            <translation>Τι βλέπει ένα εξάγωνο: κάντε κλικ σε ένα εξάγωνο· Esc για έξοδο από το εργαλείο</translation>
        </message>
        <message>
            <source>Line of sight: drag from the firer's hex to the target (or click one, then the other); Esc leaves the tool</source>
            <translation>Οπτική επαφή: σύρετε από το εξάγωνο αυτού που βάλλει ως τον στόχο (ή κάντε κλικ στο ένα και μετά στο άλλο)· Esc για έξοδο από το εργαλείο</translation>
        </message>
        <message>
            <source>Line of sight: click two hexes – Esc to leave</source>
            <translation>Οπτική επαφή: κάντε κλικ σε δύο εξάγωνα – Esc για έξοδο</translation>
        </message>
        <message>
            <source>What a hex sees: click a hex – Esc to leave</source>
            <translation>Τι βλέπει ένα εξάγωνο: κάντε κλικ σε ένα εξάγωνο – Esc για έξοδο</translation>
        </message>
        <message>
            <source>&amp;How to play...</source>
            <translation>&amp;Πώς παίζεται...</translation>
        </message>
        <message>
            <source>Show my hand</source>
            <translation>Δείξε το χέρι μου</translation>
        </message>
        <message>
            <source>Asked in public: no card is shown. "Show my hand" passes the screen to you first.</source>
            <translation>Δημόσια ερώτηση: καμία κάρτα δεν φαίνεται. Το «Δείξε το χέρι μου» σας δίνει πρώτα την οθόνη.</translation>
        </message>
        <message>
            <source>Asked in public: every answer is public.</source>
            <translation>Δημόσια ερώτηση: κάθε απάντηση είναι δημόσια.</translation>
        </message>
        <message>
            <source>Made without asking (the only choice): {0}</source>
            <translation>Έγινε χωρίς ερώτηση (η μόνη επιλογή): {0}</translation>
        </message>
        <message>
            <source>The hand is hidden while the {0} player answers at the screen</source>
            <translation>Το χέρι είναι κρυφό όσο απαντά στην οθόνη ο άλλος παίκτης ({0})</translation>
        </message>
        <message>
            <source>The log is hidden while the {0} player answers at the screen</source>
            <translation>Το ημερολόγιο είναι κρυφό όσο απαντά στην οθόνη ο άλλος παίκτης ({0})</translation>
        </message>
        <message>
            <source>{0} player:</source>
            <translation>{0}:</translation>
        </message>
        <message>
            <source>{0} player: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your hand.&lt;/b&gt; Each card is played &lt;i&gt;either&lt;/i&gt; for its Order (the big word at the top) &lt;i&gt;or&lt;/i&gt; for its Action (under the picture). Lit cards can be played now; rest the mouse on a dimmed one to read why not.</source>
            <translation>&lt;b&gt;Το χέρι σας.&lt;/b&gt; Κάθε κάρτα παίζεται &lt;i&gt;είτε&lt;/i&gt; για τη Διαταγή της (η μεγάλη λέξη στην κορυφή) &lt;i&gt;είτε&lt;/i&gt; για την Ενέργειά της (κάτω από την εικόνα). Οι φωτισμένες κάρτες παίζονται τώρα· αφήστε το ποντίκι πάνω σε μια σβησμένη για να διαβάσετε γιατί όχι.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A reaction window&lt;/b&gt;, asked at the screen as it is: &lt;i&gt;No, continue&lt;/i&gt; declines in one click; &lt;i&gt;Show my hand&lt;/i&gt; passes the screen to you first, to play an Action card in answer. The Reactions menu sets at which moments the game asks you.</source>
            <translation>&lt;b&gt;Στιγμή αντίδρασης&lt;/b&gt;, που ρωτιέται στην οθόνη όπως είναι: το &lt;i&gt;Όχι, συνέχεια&lt;/i&gt; αρνείται με ένα κλικ· το &lt;i&gt;Δείξε το χέρι μου&lt;/i&gt; σας δίνει πρώτα την οθόνη, για να παίξετε μια κάρτα για την Ενέργειά της ως απάντηση. Το μενού Αντιδράσεις ορίζει σε ποιες στιγμές σας ρωτά το παιχνίδι.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A reaction window.&lt;/b&gt; You may play an Action card now, in answer to your opponent, or &lt;i&gt;No, continue&lt;/i&gt;. The Reactions menu sets at which moments the game asks you.</source>
            <translation>&lt;b&gt;Στιγμή αντίδρασης.&lt;/b&gt; Μπορείτε να παίξετε τώρα μια κάρτα για την Ενέργειά της, ως απάντηση στον αντίπαλο, ή &lt;i&gt;Όχι, συνέχεια&lt;/i&gt;. Το μενού Αντιδράσεις ορίζει σε ποιες στιγμές σας ρωτά το παιχνίδι.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Undo.&lt;/b&gt; Game &gt; Undo takes back your last move, until a card is revealed or drawn (every die roll reveals one) or the other player decides.</source>
            <translation>&lt;b&gt;Αναίρεση.&lt;/b&gt; Το Παιχνίδι &gt; Αναίρεση παίρνει πίσω την τελευταία σας κίνηση, ώσπου να αποκαλυφθεί ή να τραβηχτεί κάρτα (κάθε ζαριά αποκαλύπτει μία) ή να αποφασίσει ο άλλος παίκτης.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hotseat.&lt;/b&gt; The player who just played looks away now. Only the player named clicks the button: nothing of either side's hand shows before.</source>
            <translation>&lt;b&gt;Μία οθόνη, δύο παίκτες.&lt;/b&gt; Ο παίκτης που μόλις έπαιξε κοιτάζει τώρα αλλού. Μόνο ο παίκτης που αναφέρεται πατά το κουμπί: πριν από αυτό δεν φαίνεται τίποτα από το χέρι καμίας πλευράς.</translation>
        </message>
        <message>
            <source>You may give several Orders this turn.</source>
            <translation>Σε αυτόν τον γύρο μπορείτε να δώσετε περισσότερες από μία Διαταγές.</translation>
        </message>
        <message>
            <source>Then &lt;i&gt;End turn&lt;/i&gt;; or &lt;i&gt;Pass&lt;/i&gt; without an Order to discard cards. One click on a line of the Decision panel commits it.</source>
            <translation>Μετά &lt;i&gt;Τέλος γύρου&lt;/i&gt;· ή, χωρίς καμία Διαταγή, &lt;i&gt;Πάσο&lt;/i&gt; για να απορρίψετε κάρτες. Ένα κλικ σε μια γραμμή του πλαισίου Απόφαση την οριστικοποιεί.</translation>
        </message>
        <message>
            <source>Close this hint</source>
            <translation>Κλείσιμο της υπόδειξης</translation>
        </message>
        <message>
            <source>No more hints</source>
            <translation>Όχι άλλες υποδείξεις</translation>
        </message>
        <message>
            <source>Show hi&amp;nts</source>
            <translation>Εμφάνιση υπο&amp;δείξεων</translation>
        </message>
        <message>
            <source>You may give up to {0} Orders this turn.</source>
            <translation>Σε αυτόν τον γύρο μπορείτε να δώσετε έως {0} Διαταγές.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your turn.&lt;/b&gt; Play a card for its Order, then choose the unit it activates. </source>
            <translation>&lt;b&gt;Η σειρά σας.&lt;/b&gt; Παίξτε μια κάρτα για τη Διαταγή της και μετά διαλέξτε τη μονάδα που ενεργοποιεί. </translation>
        </message>
        <message>
            <source>(no user data folder on this system: no autosave)</source>
            <translation>(σε αυτό το σύστημα δεν υπάρχει φάκελος δεδομένων χρήστη: καμία αυτόματη αποθήκευση)</translation>
        </message>
        <message>
            <source>+ / - / 0 (over the map)</source>
            <translation>+ / - / 0 (πάνω στον χάρτη)</translation>
        </message>
        <message>
            <source>Zoom in, zoom out, fit the map</source>
            <translation>Μεγέθυνση, σμίκρυνση, όλος ο χάρτης στο παράθυρο</translation>
        </message>
        <message>
            <source>Esc (over the map)</source>
            <translation>Esc (πάνω στον χάρτη)</translation>
        </message>
        <message>
            <source>Clear the line of sight</source>
            <translation>Καθαρισμός της οπτικής επαφής</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>Ροδέλα του ποντικιού</translation>
        </message>
        <message>
            <source>Zoom the map</source>
            <translation>Ζουμ στον χάρτη</translation>
        </message>
        <message>
            <source>Middle button drag, or drag on an empty part of the map</source>
            <translation>Σύρσιμο με το μεσαίο κουμπί, ή σύρσιμο σε κενό σημείο του χάρτη</translation>
        </message>
        <message>
            <source>Move the map</source>
            <translation>Μετακίνηση του χάρτη</translation>
        </message>
        <message>
            <source>Shift while dragging a counter</source>
            <translation>Shift ενώ σέρνετε ένα πιόνι</translation>
        </message>
        <message>
            <source>Add a waypoint to the path</source>
            <translation>Ενδιάμεσο σημείο στη διαδρομή</translation>
        </message>
        <message>
            <source>Ctrl while picking up a counter to move</source>
            <translation>Ctrl όταν σηκώνετε ένα πιόνι για κίνηση</translation>
        </message>
        <message>
            <source>Move the whole stack</source>
            <translation>Κίνηση όλης της στοίβας</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Πώς παίζεται</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Αναίρεση</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Πλήκτρα</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>Τι κάνουν</translation>
        </message>
        <message>
            <source>; </source>
            <translation>· </translation>
        </message>
    </context>
    <context>
        <name>HandoverScreen</name>
        <message>
            <location filename="../../cc_desktop/ui/handover.py" line="+121" />
            <source>{0} · Turn {1}, Time {2} · the other player looks away</source>
            <extracomment>the revealed cards shown on the screen (the last ones), and their size the lines "while you were away" shown (the newest; the rest are in the log)</extracomment>
            <translation>{0} · Γύρος {1}, Χρόνος {2} · ο άλλος παίκτης κοιτάζει αλλού</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pass the screen to the {0} player ({1})</source>
            <translation>Δώστε την οθόνη στον παίκτη {0:owner} ({1})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pass the screen to the {0} player</source>
            <translation>Δώστε την οθόνη στον παίκτη {0:owner}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>I am the {0} player: show my side</source>
            <translation>Είμαι ο παίκτης {0:owner}: δείξε την πλευρά μου</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Revealed by the last move — both players may look</source>
            <translation>Αποκαλύφθηκαν με την τελευταία κίνηση — μπορούν να τα δουν και οι δύο παίκτες</translation>
        </message>
        <message>
            <location line="+15" />
            <source>(earlier, in the log: {0} more)</source>
            <translation>(νωρίτερα, στο ημερολόγιο: {0} ακόμη)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>While you were away:</source>
            <translation>Όσο λείπατε:</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Γλώσσα</translation>
        </message>
        <message>
            <source>The window will speak the system's language from the next start.</source>
            <translation>Από την επόμενη εκκίνηση το παράθυρο θα ακολουθεί τη γλώσσα του συστήματος.</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Γλώσσα συστήματος</translation>
        </message>
        <message>
            <source>The window will speak {0} from the next start.</source>
            <translation>Γλώσσα του παραθύρου από την επόμενη εκκίνηση: {0}.</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <location filename="../../cc_desktop/ui/launch.py" line="+310" />
            <source>Opening the unfinished game...</source>
            <extracomment>the engine is imported this long after the window's first frame (the import holds the interpreter's lock for tens of milliseconds at a time: not on top of the window's first turns) what the window needs, imported in the background while the dialog is open what a game in the window needs besides the engine, imported with it the most CPU time the window's thread used between two ticks (what a stall would be on a machine with nothing else to do: it leaves out waiting for a busy CPU) the interpreter's switch interval while work runs in the background (seconds; Python's own is 5 ms)</extracomment>
            <translation>Άνοιγμα του ημιτελούς παιχνιδιού...</translation>
        </message>
        <message>
            <location line="+140" />
            <source>Preparing the battle...</source>
            <translation>Προετοιμασία της μάχης...</translation>
        </message>
        <message>
            <location line="+8" />
            <source>cc_desktop cannot start</source>
            <translation>Το cc_desktop δεν μπορεί να ξεκινήσει</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Cannot start the battle</source>
            <translation>Η μάχη δεν μπορεί να ξεκινήσει</translation>
        </message>
    </context>
    <context>
        <name>LosPanel</name>
        <message>
            <location filename="../../cc_desktop/ui/lospanel.py" line="+66" />
            <source>Close the line of sight (Esc)</source>
            <translation>Κλείσιμο οπτικής επαφής (Esc)</translation>
        </message>
        <message>
            <location line="+22" />
            <source>clear</source>
            <translation>ελεύθερη</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hindered</source>
            <translation>με κωλύματα</translation>
        </message>
        <message>
            <location line="+0" />
            <source>blocked</source>
            <translation>αποκλεισμένη</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Hill</source>
            <translation>Λόφος</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Line of sight {0} → {1}</source>
            <translation>Οπτική επαφή {0} → {1}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Line of sight {0} → {1}: {2}, range {3}</source>
            <translation>Οπτική επαφή {0} → {1}: {2}, απόσταση {3}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{0} (blocked by {1} in {2})</source>
            <translation>{0} (αποκλείεται από {1} στο {2})</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} (hindrance {1})</source>
            <translation>{0} (κώλυμα {1})</translation>
        </message>
        <message>
            <location line="+9" />
            <source>{0} · range {1} (rule {2})</source>
            <translation>{0} · απόσταση {1} (κανόνας {2})</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hindrance {0}: only the largest one counts; it comes off the attack's Firepower (rule {1})</source>
            <translation>Κώλυμα {0}: μετρά μόνο το μεγαλύτερο· αφαιρείται από τη Δύναμη Πυρός της επίθεσης (κανόνας {1})</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Blocked by &lt;b&gt;{0}&lt;/b&gt; in &lt;b&gt;{1}&lt;/b&gt; (rule {2})</source>
            <translation>Αποκλείεται από &lt;b&gt;{0}&lt;/b&gt; στο &lt;b&gt;{1}&lt;/b&gt; (κανόνας {2})</translation>
        </message>
        <message>
            <location line="+5" />
            <source>then also {0} in {1} (rule {2})</source>
            <translation>και έπειτα {0} στο {1} (κανόνας {2})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&lt;b&gt;Hindrances&lt;/b&gt;</source>
            <translation>&lt;b&gt;Κωλύματα&lt;/b&gt;</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} in {1}: hindrance {2} (rule {3})</source>
            <translation>{0} στο {1}: κώλυμα {2} (κανόνας {3})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&lt;b&gt;Not counted&lt;/b&gt;</source>
            <translation>&lt;b&gt;Δεν υπολογίζονται&lt;/b&gt;</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the line runs along the railway</source>
            <translation>η γραμμή ακολουθεί τη σιδηροδρομική γραμμή</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line runs along the road</source>
            <translation>η γραμμή ακολουθεί τον δρόμο</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>it stands lower than the higher end of the line</source>
            <translation>βρίσκεται χαμηλότερα από το ψηλότερο άκρο της γραμμής</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{0} in {1}: {2} (rule {3})</source>
            <translation>{0} στο {1}: {2} (κανόνας {3})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Enters {0} across: {1}</source>
            <translation>Μπαίνει στο {0} διασχίζοντας: {1}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Nothing on the line hinders or blocks it.</source>
            <translation>Τίποτα πάνω στη γραμμή δεν την παρακωλύει ούτε την αποκλείει.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Line of sight from {0}</source>
            <translation>Οπτική επαφή από {0}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Release on (or click) the target hex. Esc cancels.</source>
            <translation>Αφήστε το κουμπί (ή κάντε κλικ) στο εξάγωνο-στόχο. Esc για ακύρωση.</translation>
        </message>
    </context>
    <context>
        <name>MapPainter</name>
        <message>
            <source>Artillery Box</source>
            <translation>Κουτί Πυροβολικού</translation>
        </message>
    </context>
    <context>
        <name>MapView</name>
        <message>
            <location filename="../../cc_desktop/ui/viewer.py" line="+105" />
            <source>{0} MP</source>
            <translation>{0} ΣΚ</translation>
        </message>
    </context>
    <context>
        <name>MapViewer</name>
        <message>
            <location line="+237" />
            <source>Click a hex, then another hex, to check the line of sight.</source>
            <translation>Κάντε κλικ σε ένα εξάγωνο, μετά σε άλλο, για έλεγχο οπτικής επαφής.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Line of sight</source>
            <translation>Οπτική επαφή</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Map viewer</source>
            <translation>Προβολή χάρτη</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&amp;File</source>
            <translation>&amp;Αρχείο</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Open map…</source>
            <translation>Ά&amp;νοιγμα χάρτη…</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Close</source>
            <translation>&amp;Κλείσιμο</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;View</source>
            <translation>Π&amp;ροβολή</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;in</source>
            <translation>Με&amp;γέθυνση</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Zoom &amp;out</source>
            <translation>Σμί&amp;κρυνση</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Fit map to window</source>
            <translation>&amp;Προσαρμογή χάρτη στο παράθυρο</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show hex &amp;ids</source>
            <translation>Εμφάνιση &amp;κωδικών εξαγώνων</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Clear line of sight</source>
            <translation>&amp;Καθαρισμός οπτικής επαφής</translation>
        </message>
        <message>
            <location line="+17" />
            <source>{name} - Map viewer</source>
            <translation>{name} - Προβολή χάρτη</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The map has {n} warning(s).</source>
            <translation>Ο χάρτης έχει {n} προειδοποιήσεις.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Cannot open the map</source>
            <translation>Δεν ανοίγει ο χάρτης</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The map file {path} could not be opened:

{reason}</source>
            <translation>Το αρχείο χάρτη {path} δεν άνοιξε:

{reason}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Open map</source>
            <translation>Άνοιγμα χάρτη</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Map files (*.json);;All files (*)</source>
            <translation>Αρχεία χάρτη (*.json);;Όλα τα αρχεία (*)</translation>
        </message>
        <message>
            <location line="+14" />
            <source>{hex}: {terrain}, level {level}</source>
            <translation>{hex}: {terrain}, επίπεδο {level}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Line of sight from {hex}: click the target hex (Esc cancels).</source>
            <translation>Οπτική επαφή από {hex}: κάντε κλικ στο εξάγωνο-στόχο (Esc για ακύρωση).</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Line of sight {a} to {b}: {verdict}</source>
            <translation>Οπτική επαφή {a} προς {b}: {verdict}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>clear</source>
            <translation>ελεύθερη</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hindered</source>
            <translation>με κωλύματα</translation>
        </message>
        <message>
            <location line="+0" />
            <source>blocked</source>
            <translation>αποκλεισμένη</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../cc_desktop/ui/newgame.py" line="+342" />
            <source>New game</source>
            <translation>Νέο παιχνίδι</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Random battle</source>
            <translation>Τυχαία μάχη</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Each number is another random battle; the same number gives the same battle.</source>
            <translation>Κάθε αριθμός είναι μια άλλη τυχαία μάχη· ο ίδιος αριθμός δίνει την ίδια μάχη.</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>any</source>
            <translation>τυχαία</translation>
        </message>
        <message>
            <location line="-3" />
            <source>{0} against {1}</source>
            <translation>{0} εναντίον {1}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Axis {0}, Allies {1}</source>
            <translation>Άξονας {0}, Σύμμαχοι {1}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The Road bonus may pay for the Road hex itself (T93)</source>
            <translation>Το μπόνους του Δρόμου μπορεί να πληρώσει και το ίδιο το εξάγωνο Δρόμου (T93)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Units leaving a new Blaze may enter an enemy hex (E46)</source>
            <translation>Οι μονάδες που φεύγουν από νέα Πυρκαγιά μπορούν να μπουν σε εχθρικό εξάγωνο (E46)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Entrench places Foxholes in every eligible hex (E55)</source>
            <translation>Η Περιχαράκωση τοποθετεί Ατομικά ορύγματα σε κάθε κατάλληλο εξάγωνο (E55)</translation>
        </message>
        <message>
            <location line="+18" />
            <source>random (recommended)</source>
            <extracomment>the players' own set (for a battle without a recommendation): the last choice at first</extracomment>
            <translation>τυχαίος (συνιστάται)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A reproducible seed is not secret: whoever knows it knows the decks.</source>
            <translation>Ένας αναπαραγώγιμος σπόρος δεν είναι μυστικός: όποιος τον ξέρει, ξέρει τις τράπουλες.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Scenario</source>
            <translation>Σενάριο</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random battle number</source>
            <translation>Αριθμός τυχαίας μάχης</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nations</source>
            <translation>Έθνη</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Postures</source>
            <translation>Στάσεις</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Briefing</source>
            <translation>Ενημέρωση</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rule options</source>
            <translation>Επιλογές κανόνων</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rules (V1–V20)</source>
            <translation>Προαιρετικοί κανόνες (V1–V20)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not secret: whoever knows the seed knows both decks.</source>
            <translation>Δεν είναι μυστικός: όποιος ξέρει τον σπόρο ξέρει και τις δύο τράπουλες.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Reproducible seed</source>
            <translation>Αναπαραγώγιμος σπόρος</translation>
        </message>
        <message>
            <location line="+93" />
            <source>{0}: {1}, {2}, {3} units</source>
            <extracomment>whether the engine is loaded: a random battle's briefing (the battle generated) waits for it</extracomment>
            <translation>{0}: {1}, {2}, {3} μονάδες</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../cc_desktop/ui/rulebook.py" line="+66" />
            <source>Rules</source>
            <translation>Κανόνες</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Search: a rule number (O21.1) or a word</source>
            <translation>Αναζήτηση: αριθμός κανόνα (O21.1) ή λέξη</translation>
        </message>
    </context>
    <context>
        <name>TrackWidget</name>
        <message>
            <location filename="../../cc_desktop/ui/track.py" line="+104" />
            <source>Victory</source>
            <translation>Νίκη</translation>
        </message>
        <message>
            <location line="-45" />
            <location line="+70" />
            <source>Allies</source>
            <translation>Σύμμαχοι</translation>
        </message>
        <message>
            <location line="-70" />
            <location line="+71" />
            <source>Axis</source>
            <translation>Άξονας</translation>
        </message>
        <message>
            <location line="-71" />
            <source>Attacker</source>
            <translation>Επιτιθέμενος</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Defender</source>
            <translation>Αμυνόμενος</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Recon</source>
            <translation>Αναγνώριση</translation>
        </message>
        <message>
            <location line="+74" />
            <source>Time</source>
            <translation>Χρόνος</translation>
        </message>
        <message>
            <location line="+18" />
            <source>{0} casualties</source>
            <translation>Απώλειες: {0}</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Initiative: {0}</source>
            <translation>Πρωτοβουλία: {0}</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Objectives</source>
            <translation>Στόχοι</translation>
        </message>
    </context>
    <context>
        <name>VariantsSection</name>
        <message>
            <location filename="../../cc_desktop/ui/newgame.py" line="-285" />
            <source>recommended by the scenario</source>
            <extracomment>what ``cc-desktop`` preselects (and builds while the dialog is open): a real battle cc_desktop.content.DEFAULT_SCENARIO (the test skirmish; a test checks they agree) the module whose import means the engine is loaded (its RULE_OPTIONS, its scenario check) QSettings key: the players' own set of optional rules, as last chosen for a battle without a recommendation ("V9,V10"; "" for none) the height of the optional rules' scrolled list (the dialog fits a 1366x768 screen) what each variant needs (Starshells the night rules), from the engine; None until it has told</extracomment>
            <translation>προτείνεται από το σενάριο</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Rule text</source>
            <translation>Κείμενο του κανόνα</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read rule {0} in the rules browser</source>
            <translation>Διαβάστε τον κανόνα {0} στους Κανόνες</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Use the scenario's recommendation</source>
            <translation>Όπως προτείνει το σενάριο</translation>
        </message>
        <message>
            <location line="+3" />
            <source>None</source>
            <translation>Κανένας</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Uncheck every optional rule</source>
            <translation>Κανένας προαιρετικός κανόνας (αποεπιλογή όλων)</translation>
        </message>
        <message>
            <location line="+74" />
            <source>none</source>
            <translation>κανένας</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} (recommended by the scenario)</source>
            <translation>{0} (πρόταση του σεναρίου)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chosen: {0}</source>
            <translation>Επιλεγμένοι: {0}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>it is {expected}'s decision, not {player}'s</source>
            <translation>η απόφαση είναι {expected:gen}, όχι {player:gen}</translation>
        </message>
        <message>
            <source>{move} is not one of the legal choices now ({decision})</source>
            <translation>το {move} δεν είναι μία από τις νόμιμες επιλογές τώρα ({decision})</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>το παιχνίδι τελείωσε</translation>
        </message>
        <message>
            <source>unknown move {move}</source>
            <translation>άγνωστη κίνηση {move}</translation>
        </message>
        <message>
            <source>card {card} is not in {player}'s hand</source>
            <translation>η κάρτα {card} δεν είναι στο χέρι {player:gen}</translation>
        </message>
        <message>
            <source>card {card} shows the {order} Order, not {wanted}</source>
            <translation>η κάρτα {card} δείχνει τη Διαταγή {order}, όχι {wanted}</translation>
        </message>
        <message>
            <source>{player} has given {given} of {limit} Orders this turn</source>
            <translation>ο {player} έχει δώσει {given} από {limit} Διαταγές σε αυτόν τον γύρο</translation>
        </message>
        <message>
            <source>Command Confusion can never be played as an Order</source>
            <translation>η Σύγχυση διοίκησης δεν παίζεται ποτέ ως Διαταγή</translation>
        </message>
        <message>
            <source>the current Order must be finished first</source>
            <translation>πρέπει πρώτα να ολοκληρωθεί η τρέχουσα Διαταγή</translation>
        </message>
        <message>
            <source>no unit can carry out the {order} Order</source>
            <translation>καμία μονάδα δεν μπορεί να εκτελέσει τη Διαταγή {order}</translation>
        </message>
        <message>
            <source>{unit} has already been activated this turn</source>
            <translation>η μονάδα {unit} έχει ήδη ενεργοποιηθεί σε αυτόν τον γύρο</translation>
        </message>
        <message>
            <source>{player} has already been activated for Recover or Rout this turn</source>
            <translation>ο {player} έχει ήδη ενεργοποιηθεί για Ανάκαμψη ή Άτακτη φυγή σε αυτόν τον γύρο</translation>
        </message>
        <message>
            <source>{unit} is not within {leader}'s Command radius</source>
            <translation>η μονάδα {unit} δεν είναι εντός της ακτίνας Διοίκησης {leader:m=του|f=της|n=του|p=των} {leader:gen}</translation>
        </message>
        <message>
            <source>entering {hex} costs {cost} MP; {unit} has {left} left</source>
            <translation>η είσοδος στο {hex} κοστίζει {cost} ΣΚ· η μονάδα {unit} έχει {left}</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: {reason}</source>
            <translation>η μονάδα {unit} δεν μπορεί να μπει στο {hex}: {reason}</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: it holds enemy units</source>
            <translation>η μονάδα {unit} δεν μπορεί να μπει στο {hex}: υπάρχουν εχθρικές μονάδες</translation>
        </message>
        <message>
            <source>at least one activated unit must enter a new hex</source>
            <translation>τουλάχιστον μία ενεργοποιημένη μονάδα πρέπει να μπει σε νέο εξάγωνο</translation>
        </message>
        <message>
            <source>no enemy unit in LOS and Range of the activated units</source>
            <translation>καμία εχθρική μονάδα σε οπτική επαφή και Βεληνεκές των ενεργοποιημένων μονάδων</translation>
        </message>
        <message>
            <source>{target} is {range} hexes away; Range is {max}</source>
            <translation>ο στόχος {target} απέχει {range} εξάγωνα· το Βεληνεκές είναι {max}</translation>
        </message>
        <message>
            <source>no line of sight from {origin} to {target}</source>
            <translation>καμία οπτική επαφή από {origin} προς {target}</translation>
        </message>
        <message>
            <source>the attack's FP is {fp} after Hindrance {hindrance}</source>
            <translation>η ΔΠ της επίθεσης είναι {fp} μετά από Κώλυμα {hindrance}</translation>
        </message>
        <message>
            <source>{scenario}: {first} moves first; seed hidden</source>
            <translation>{scenario}: κινείται πρώτος {first:nom}· ο σπόρος είναι κρυφός</translation>
        </message>
        <message>
            <source>{player} draws a card</source>
            <translation>ο {player} τραβά μια κάρτα</translation>
        </message>
        <message>
            <source>{player} draws card {card}</source>
            <translation>ο {player} τραβά την κάρτα {card}</translation>
        </message>
        <message>
            <source>{player} plays card {card} for its {order} Order</source>
            <translation>ο {player} παίζει την κάρτα {card} για τη Διαταγή {order}</translation>
        </message>
        <message>
            <source>{player} plays card {card} for its {action} Action</source>
            <translation>ο {player} παίζει την κάρτα {card} για την Ενέργεια {action}</translation>
        </message>
        <message>
            <source>{player} discards card {card}</source>
            <translation>ο {player} απορρίπτει την κάρτα {card}</translation>
        </message>
        <message>
            <source>{player} reveals card {card}: dice {d1}+{d2}{trigger}</source>
            <translation>ο {player} αποκαλύπτει την κάρτα {card}: ζάρια {d1}+{d2}{trigger}</translation>
        </message>
        <message>
            <source>{player} rolls {d1}+{d2} = {total} for {purpose}</source>
            <translation>ο {player} ρίχνει {d1}+{d2} = {total} για {purpose}</translation>
        </message>
        <message>
            <source>{player} uses the Initiative card: the roll is made again</source>
            <translation>ο {player} χρησιμοποιεί την κάρτα Πρωτοβουλίας: η ρίψη επαναλαμβάνεται</translation>
        </message>
        <message>
            <source>{trigger} ignored: a roll made while a trigger is resolved triggers nothing</source>
            <translation>{trigger} αγνοείται: ρίψη κατά την επίλυση ενεργοποίησης δεν ενεργοποιεί τίποτα</translation>
        </message>
        <message>
            <source>{trigger} on {player}'s roll</source>
            <translation>{trigger} στη ρίψη {player:gen}</translation>
        </message>
        <message>
            <source>Event {event} ({player})</source>
            <translation>Γεγονός {event} ({player})</translation>
        </message>
        <message>
            <source>Event {event}: not yet part of the rules engine; no effect</source>
            <translation>Γεγονός {event}: δεν υποστηρίζεται ακόμη από τη μηχανή κανόνων· κανένα αποτέλεσμα</translation>
        </message>
        <message>
            <source>Sniper! hex {hex}</source>
            <translation>Ελεύθερος σκοπευτής! εξάγωνο {hex}</translation>
        </message>
        <message>
            <source>the Sniper hits {unit} in {hex}</source>
            <translation>ο Ελεύθερος σκοπευτής πλήττει τη μονάδα {unit} στο {hex}</translation>
        </message>
        <message>
            <source>the Sniper hits nobody</source>
            <translation>ο Ελεύθερος σκοπευτής δεν πλήττει κανέναν</translation>
        </message>
        <message>
            <source>{weapon} is fixed (random hex number {n})</source>
            <translation>{weapon:m=ο|f=η|n=το|p=οι} {weapon} {weapon:m=επισκευάζεται|f=επισκευάζεται|n=επισκευάζεται|p=επισκευάζονται} (τυχαίος αριθμός εξαγώνου {n})</translation>
        </message>
        <message>
            <source>{weapon} is eliminated (random hex number {n})</source>
            <translation>{weapon:m=ο|f=η|n=το|p=οι} {weapon} {weapon:m=εξοντώνεται|f=εξοντώνεται|n=εξοντώνεται|p=εξοντώνονται} (τυχαίος αριθμός εξαγώνου {n})</translation>
        </message>
        <message>
            <source>Time advances to {time} (caused by {player})</source>
            <translation>ο Χρόνος προχωρά στο {time} (λόγω {player:gen})</translation>
        </message>
        <message>
            <source>{player} reshuffles</source>
            <translation>ο {player} ανακατεύει την τράπουλα</translation>
        </message>
        <message>
            <source>Sudden Death roll {total} against Time {time}</source>
            <translation>ρίψη Αιφνίδιου θανάτου {total} έναντι Χρόνου {time}</translation>
        </message>
        <message>
            <source>the Defender {player} gains 1 VP</source>
            <translation>{player:nom} (Αμυνόμενος) κερδίζει 1 ΠΝ</translation>
        </message>
        <message>
            <source>Smoke removed from {hex}</source>
            <translation>ο Καπνός αφαιρείται από το {hex}</translation>
        </message>
        <message>
            <source>{unit} arrives in {hex}</source>
            <translation>η μονάδα {unit} φτάνει στο {hex}</translation>
        </message>
        <message>
            <source>{unit} set up in {hex}</source>
            <translation>η μονάδα {unit} τοποθετείται στο {hex}</translation>
        </message>
        <message>
            <source>{unit} moves to {hex} ({spent} MP spent)</source>
            <translation>η μονάδα {unit} κινείται στο {hex} ({spent} ΣΚ)</translation>
        </message>
        <message>
            <source>{unit} breaks</source>
            <translation>η μονάδα {unit} κλονίζεται</translation>
        </message>
        <message>
            <source>{unit} rallies</source>
            <translation>η μονάδα {unit} ανασυντάσσεται</translation>
        </message>
        <message>
            <source>{unit} is suppressed</source>
            <translation>η μονάδα {unit} καθηλώνεται</translation>
        </message>
        <message>
            <source>{unit} is no longer suppressed</source>
            <translation>η μονάδα {unit} δεν είναι πια καθηλωμένη</translation>
        </message>
        <message>
            <source>{unit} is eliminated; {beneficiary} gains {vp} VP</source>
            <translation>η μονάδα {unit} εξοντώνεται· {beneficiary:nom} κερδίζει {vp} ΠΝ</translation>
        </message>
        <message>
            <source>{unit} exits the map; {player} gains {vp} VP</source>
            <translation>η μονάδα {unit} βγαίνει από τον χάρτη· {player:nom} κερδίζει {vp} ΠΝ</translation>
        </message>
        <message>
            <source>{unit} retreats to {hex}</source>
            <translation>η μονάδα {unit} υποχωρεί στο {hex}</translation>
        </message>
        <message>
            <source>{weapon} breaks</source>
            <translation>{weapon:m=ο|f=η|n=το|p=οι} {weapon} {weapon:m=αχρηστεύεται|f=αχρηστεύεται|n=αχρηστεύεται|p=αχρηστεύονται}</translation>
        </message>
        <message>
            <source>{weapon} is destroyed</source>
            <translation>{weapon:m=ο|f=η|n=το|p=οι} {weapon} {weapon:m=καταστρέφεται|f=καταστρέφεται|n=καταστρέφεται|p=καταστρέφονται}</translation>
        </message>
        <message>
            <source>attack on {target}: FP {fp} + roll {roll} = {total}</source>
            <translation>επίθεση στο {target}: ΔΠ {fp} + ρίψη {roll} = {total}</translation>
        </message>
        <message>
            <source>{unit}: Morale {morale} + roll {roll} = {total} against {attack}</source>
            <translation>{unit}: Ηθικό {morale} + ρίψη {roll} = {total} έναντι {attack}</translation>
        </message>
        <message>
            <source>VP {delta:+d} for {player} ({source}); balance {balance}</source>
            <translation>ΠΝ {delta:+d} για {player:acc} ({source})· ισοζύγιο {balance}</translation>
        </message>
        <message>
            <source>{player} takes Objective {number}</source>
            <translation>ο {player} καταλαμβάνει τον Στόχο {number}</translation>
        </message>
        <message>
            <source>the Initiative card passes to {player}</source>
            <translation>η κάρτα Πρωτοβουλίας περνά σ{player:acc}</translation>
        </message>
        <message>
            <source>{player}'s turn</source>
            <translation>σειρά {player:gen}</translation>
        </message>
        <message>
            <source>{player} ends the turn</source>
            <translation>ο {player} τελειώνει τον γύρο</translation>
        </message>
        <message>
            <source>{player} passes</source>
            <translation>ο {player} πάει πάσο</translation>
        </message>
        <message>
            <source>the {action} Action cannot be played now</source>
            <translation>η Ενέργεια {action} δεν μπορεί να παιχτεί τώρα</translation>
        </message>
        <message>
            <source>at least one activated unit must Advance into a new hex</source>
            <translation>τουλάχιστον μία ενεργοποιημένη μονάδα πρέπει να Προελάσει σε νέο εξάγωνο</translation>
        </message>
        <message>
            <source>the barrage lands on {hex} (drift dice {white} and {coloured})</source>
            <translation>το φράγμα πυρός πέφτει στο {hex} (ζάρια απόκλισης {white} και {coloured})</translation>
        </message>
        <message>
            <source>the Spotting Round leaves the map at {hex}: the Order ends</source>
            <translation>η Βολή σκόπευσης βγαίνει από τον χάρτη στο {hex}: η Διαταγή τελειώνει</translation>
        </message>
        <message>
            <source>that card does not show the {action} Action</source>
            <translation>αυτή η κάρτα δεν δείχνει την Ενέργεια {action}</translation>
        </message>
        <message>
            <source>at least one activated piece must make an attack</source>
            <translation>τουλάχιστον ένα ενεργοποιημένο κομμάτι πρέπει να επιτεθεί</translation>
        </message>
        <message>
            <source>units moving together must start in the same hex and stay together</source>
            <translation>οι μονάδες που κινούνται μαζί πρέπει να ξεκινούν από το ίδιο εξάγωνο και να μένουν μαζί</translation>
        </message>
        <message>
            <source>{leader} cannot activate {unit}: a Leader never activates another Leader</source>
            <translation>ο {leader} δεν μπορεί να ενεργοποιήσει τη μονάδα {unit}: ένας Αρχηγός δεν ενεργοποιεί ποτέ άλλον Αρχηγό</translation>
        </message>
        <message>
            <source>{player}'s Melee total in {hex}: strength {strength} + roll {roll} = {total}</source>
            <translation>σύνολο Μάχης σώμα με σώμα {player:gen} στο {hex}: δύναμη {strength} + ρίψη {roll} = {total}</translation>
        </message>
        <message>
            <source>{target} holds no enemy unit</source>
            <translation>στο {target} δεν υπάρχει εχθρική μονάδα</translation>
        </message>
        <message>
            <source>no unit is activated for Op Fire</source>
            <translation>καμία μονάδα δεν είναι ενεργοποιημένη για Πυρ ευκαιρίας</translation>
        </message>
        <message>
            <source>choose at least one piece to fire</source>
            <translation>διαλέξτε τουλάχιστον ένα κομμάτι για να βάλει</translation>
        </message>
        <message>
            <source>{unit} gets no Rally roll: it was not broken when the Order was announced</source>
            <translation>η μονάδα {unit} δεν ρίχνει για Ανασύνταξη: δεν ήταν κλονισμένη όταν ανακοινώθηκε η Διαταγή</translation>
        </message>
        <message>
            <source>{unit} gets no Rout roll: it was not broken when the Order was announced</source>
            <translation>η μονάδα {unit} δεν ρίχνει για Άτακτη φυγή: δεν ήταν κλονισμένη όταν ανακοινώθηκε η Διαταγή</translation>
        </message>
        <message>
            <source>{piece} is not adjacent to the Fire Group's hexes</source>
            <translation>{piece:m=ο|f=η|n=το|p=οι} {piece} δεν είναι δίπλα στα εξάγωνα της Συγκεντρωτικής ομάδας πυρός</translation>
        </message>
        <message>
            <source>{piece} is Ordnance: it always fires alone</source>
            <translation>{piece:m=ο|f=η|n=το|p=οι} {piece} είναι Πυροβόλο: {piece:m=βάλλει πάντα μόνος του|f=βάλλει πάντα μόνη της|n=βάλλει πάντα μόνο του|p=βάλλουν πάντα μόνες τους}</translation>
        </message>
        <message>
            <source>{piece} cannot fire (broken, or its carrier is broken or suppressed)</source>
            <translation>{piece:m=ο|f=η|n=το|p=οι} {piece} δεν {piece:m=μπορεί να βάλει|f=μπορεί να βάλει|n=μπορεί να βάλει|p=μπορούν να βάλουν} (αχρηστευμένο Όπλο ή κλονισμένος ή καθηλωμένος φορέας)</translation>
        </message>
        <message>
            <source>{piece} is not activated or has already fired</source>
            <translation>{piece:m=ο|f=η|n=το|p=οι} {piece} δεν είναι {piece:m=ενεργοποιημένος|f=ενεργοποιημένη|n=ενεργοποιημένο|p=ενεργοποιημένες} ή {piece:m=έχει|f=έχει|n=έχει|p=έχουν} ήδη βάλει</translation>
        </message>
        <message>
            <source>{player}'s Radio breaks</source>
            <translation>ο Ασύρματος {player:gen} αχρηστεύεται</translation>
        </message>
        <message>
            <source>{player}'s Radio is removed from the game</source>
            <translation>ο Ασύρματος {player:gen} αφαιρείται από το παιχνίδι</translation>
        </message>
        <message>
            <source>{player}'s Radio is repaired</source>
            <translation>ο Ασύρματος {player:gen} επισκευάζεται</translation>
        </message>
        <message>
            <source>Smoke {value} placed in {hex}</source>
            <translation>Καπνός {value} τοποθετείται στο {hex}</translation>
        </message>
        <message>
            <source>{unit} cannot spot: an unbroken, not yet activated Leader is needed</source>
            <translation>η μονάδα {unit} δεν μπορεί να παρατηρήσει: χρειάζεται ένας ακλόνητος Αρχηγός που δεν έχει ενεργοποιηθεί</translation>
        </message>
        <message>
            <source>Spotting Round placed on {hex}</source>
            <translation>Βολή σκόπευσης τοποθετείται στο {hex}</translation>
        </message>
        <message>
            <source>Targeting {target}: product {product} - Hindrance {hindrance} against range {range}: {result}</source>
            <translation>Στόχευση {target}: γινόμενο {product} - Κώλυμα {hindrance} έναντι απόστασης {range}: {result}</translation>
        </message>
        <message>
            <source>{weapon} cannot be transferred now</source>
            <translation>{weapon:m=ο|f=η|n=το|p=οι} {weapon} δεν {weapon:m=μπορεί να μεταβιβαστεί|f=μπορεί να μεταβιβαστεί|n=μπορεί να μεταβιβαστεί|p=μπορούν να μεταβιβαστούν} τώρα</translation>
        </message>
        <message>
            <source>{target} is {range} hexes away; the minimum range is {min}</source>
            <translation>ο στόχος {target} απέχει {range} εξάγωνα· η ελάχιστη απόσταση είναι {min}</translation>
        </message>
        <message>
            <source>{weapon} is handed to {unit}</source>
            <translation>{weapon:m=ο|f=η|n=το|p=οι} {weapon} {weapon:m=παραδίδεται|f=παραδίδεται|n=παραδίδεται|p=παραδίδονται} στη μονάδα {unit}</translation>
        </message>
        <message>
            <source>the {fortification} in {hex} are destroyed (Fortification Vulnerability)</source>
            <translation>{fortification:art} στο {hex} {fortification:m=καταστρέφεται|f=καταστρέφεται|n=καταστρέφεται|p=καταστρέφονται} (Τρωτότητα οχυρώσεων)</translation>
        </message>
        <message>
            <source>Foxholes dug in {hex}</source>
            <translation>Ατομικά ορύγματα σκάφτηκαν στο {hex}</translation>
        </message>
        <message>
            <source>{unit} deploys into two Teams ({teams})</source>
            <translation>η μονάδα {unit} αναπτύσσεται σε δύο Αποσπάσματα ({teams})</translation>
        </message>
        <message>
            <source>{unit} must retreat to a hex closer to its friendly edge, not {hex}</source>
            <translation>η μονάδα {unit} πρέπει να υποχωρήσει σε εξάγωνο πιο κοντά στο φιλικό της άκρο, όχι στο {hex}</translation>
        </message>
        <message>
            <source>Event {event}: random hex {hex}</source>
            <translation>Γεγονός {event}: τυχαίο εξάγωνο {hex}</translation>
        </message>
        <message>
            <source>{event}: {player} declines</source>
            <translation>{event}: {player:nom} αρνείται</translation>
        </message>
        <message>
            <source>{unit} becomes a Veteran (+1 FP, Range, Movement and Morale)</source>
            <translation>η μονάδα {unit} γίνεται Βετεράνος (+1 ΔΠ, Βεληνεκές, Κίνηση και Ηθικό)</translation>
        </message>
        <message>
            <source>{player} counts {count} enemy units on the Casualty Track</source>
            <translation>ο {player} μετρά {count} εχθρικές μονάδες στον Πίνακα απωλειών</translation>
        </message>
        <message>
            <source>Blaze placed in {hex}</source>
            <translation>Πυρκαγιά τοποθετείται στο {hex}</translation>
        </message>
        <message>
            <source>no Blaze is placed in {hex}</source>
            <translation>δεν τοποθετείται Πυρκαγιά στο {hex}</translation>
        </message>
        <message>
            <source>{fortification} removed from {hex}</source>
            <translation>{fortification:art} {fortification:m=αφαιρείται|f=αφαιρείται|n=αφαιρείται|p=αφαιρούνται} από το {hex}</translation>
        </message>
        <message>
            <source>{unit} leaves the Blaze to {hex}</source>
            <translation>η μονάδα {unit} φεύγει από την Πυρκαγιά προς το {hex}</translation>
        </message>
        <message>
            <source>Mines placed in {hex}</source>
            <translation>Νάρκες τοποθετούνται στο {hex}</translation>
        </message>
        <message>
            <source>no Mines are placed in {hex}</source>
            <translation>δεν τοποθετούνται Νάρκες στο {hex}</translation>
        </message>
        <message>
            <source>the Breeze blows towards direction {direction}</source>
            <translation>η Αύρα φυσά προς την κατεύθυνση {direction}</translation>
        </message>
        <message>
            <source>no wind direction is printed: no Blaze spreads</source>
            <translation>δεν αναγράφεται κατεύθυνση ανέμου: καμία Πυρκαγιά δεν εξαπλώνεται</translation>
        </message>
        <message>
            <source>{player} controls {count} Objectives</source>
            <translation>ο {player} ελέγχει {count} Στόχους</translation>
        </message>
        <message>
            <source>Commissar: {unit} Morale {morale}, roll {roll}</source>
            <translation>Κομισάριος: {unit} Ηθικό {morale}, ρίψη {roll}</translation>
        </message>
        <message>
            <source>no Smoke is placed in {hex}</source>
            <translation>δεν τοποθετείται Καπνός στο {hex}</translation>
        </message>
        <message>
            <source>{player}'s Surrender marker moves to space {space}</source>
            <translation>ο δείκτης Παράδοσης {player:gen} πηγαίνει στο τετράγωνο {space}</translation>
        </message>
        <message>
            <source>Foxholes placed in {hex}</source>
            <translation>Ατομικά ορύγματα τοποθετούνται στο {hex}</translation>
        </message>
        <message>
            <source>{unit} is promoted and placed in {hex}</source>
            <translation>η μονάδα {unit} προάγεται και τοποθετείται στο {hex}</translation>
        </message>
        <message>
            <source>{player} loses card {card}, picked at random by {chooser}</source>
            <translation>ο {player} χάνει την κάρτα {card}, που διάλεξε τυχαία {chooser:nom}</translation>
        </message>
        <message>
            <source>{player}'s hand is empty: no card is lost</source>
            <translation>το χέρι {player:gen} είναι άδειο: δεν χάνεται κάρτα</translation>
        </message>
        <message>
            <source>{unit} appears in {hex}</source>
            <translation>η μονάδα {unit} εμφανίζεται στο {hex}</translation>
        </message>
        <message>
            <source>Support Table roll {total}: column {rolls}</source>
            <translation>ρίψη Πίνακα υποστήριξης {total}: στήλη {rolls}</translation>
        </message>
        <message>
            <source>{player} takes {item} from his Support Table</source>
            <translation>ο {player} παίρνει {item} από τον Πίνακα υποστήριξής του</translation>
        </message>
        <message>
            <source>{unit} is placed in {hex}</source>
            <translation>η μονάδα {unit} τοποθετείται στο {hex}</translation>
        </message>
        <message>
            <source>{unit} cannot be placed in or next to {hex}</source>
            <translation>η μονάδα {unit} δεν μπορεί να τοποθετηθεί μέσα ή δίπλα στο {hex}</translation>
        </message>
        <message>
            <source>Event {event}: nothing it can be applied to; no effect</source>
            <translation>Γεγονός {event}: δεν υπάρχει τίποτα για να εφαρμοστεί· κανένα αποτέλεσμα</translation>
        </message>
        <message>
            <source>Event {event}: random hex {hex} is not on this map; no effect</source>
            <translation>Γεγονός {event}: το τυχαίο εξάγωνο {hex} δεν υπάρχει σε αυτόν τον χάρτη· κανένα αποτέλεσμα</translation>
        </message>
        <message>
            <source>{player} shows his hand ({count} cards) to {viewer}</source>
            <translation>ο {player} δείχνει το χέρι του ({count} κάρτες) σ{viewer:acc}</translation>
        </message>
        <message>
            <source>{player}'s hand: cards {cards}</source>
            <translation>χέρι {player:gen}: κάρτες {cards}</translation>
        </message>
        <message>
            <source>{player}'s card {card} goes to his discard pile</source>
            <translation>η κάρτα {card} {player:gen} πηγαίνει στη στοίβα απόρριψής του</translation>
        </message>
        <message>
            <source>{player} draws a secret Objective chit</source>
            <translation>ο {player} τραβά ένα μυστικό μάρκερ Στόχου</translation>
        </message>
        <message>
            <source>{player} draws secret Objective chit {chit}</source>
            <translation>ο {player} τραβά το μυστικό μάρκερ Στόχου {chit}</translation>
        </message>
        <message>
            <source>Objective chit {chit} is now open for both players</source>
            <translation>το μάρκερ Στόχου {chit} είναι πλέον φανερό και για τους δύο παίκτες</translation>
        </message>
        <message>
            <source>{fortification} placed in {hex}</source>
            <translation>{fortification:art} {fortification:m=τοποθετείται|f=τοποθετείται|n=τοποθετείται|p=τοποθετούνται} στο {hex}</translation>
        </message>
        <message>
            <source>{weapon} returns to the map with {unit}</source>
            <translation>{weapon:m=ο|f=η|n=το|p=οι} {weapon} {weapon:m=επιστρέφει|f=επιστρέφει|n=επιστρέφει|p=επιστρέφουν} στον χάρτη με τη μονάδα {unit}</translation>
        </message>
        <message>
            <source>{unit} returns from the Casualty Track, broken, in {hex}</source>
            <translation>η μονάδα {unit} επιστρέφει από τον Πίνακα απωλειών, κλονισμένη, στο {hex}</translation>
        </message>
        <message>
            <source>{player} sets up {fortification} in {hex}</source>
            <translation>ο {player} τοποθετεί {fortification} στο {hex}</translation>
        </message>
        <message>
            <source>{fortification} is not placed in {hex}: {reason}</source>
            <translation>{fortification:art} δεν {fortification:m=τοποθετείται|f=τοποθετείται|n=τοποθετείται|p=τοποθετούνται} στο {hex}: {reason}</translation>
        </message>
        <message>
            <source>Mine Attack in {hex} on {units}: FP {fp} + roll {roll} = {total}</source>
            <translation>Επίθεση ναρκών στο {hex} κατά {units}: ΔΠ {fp} + ρίψη {roll} = {total}</translation>
        </message>
        <message>
            <source>{player} places {fortification} in {hex}</source>
            <translation>ο {player} τοποθετεί {fortification} στο {hex}</translation>
        </message>
        <message>
            <source>{action} cannot be played in {hex}: {reason}</source>
            <translation>η {action} δεν μπορεί να παιχτεί στο {hex}: {reason}</translation>
        </message>
        <message>
            <source>Hidden Unit: {reason}; no effect</source>
            <translation>Κρυφή μονάδα: {reason}· κανένα αποτέλεσμα</translation>
        </message>
        <message>
            <source>{unit} loses all remaining MP in the Wire in {hex}</source>
            <translation>η μονάδα {unit} χάνει όλα τα υπόλοιπα ΣΚ στο Συρματόπλεγμα στο {hex}</translation>
        </message>
        <message>
            <source>{hex} was entered along a Trench: no Op Fire at it</source>
            <translation>στο {hex} μπήκε κατά μήκος Χαρακώματος: όχι Πυρ ευκαιρίας εναντίον του</translation>
        </message>
        <message>
            <source>Command Confusion can never be played as an Action</source>
            <translation>η Σύγχυση διοίκησης δεν παίζεται ποτέ ως Ενέργεια</translation>
        </message>
        <message>
            <source>no piece with boxed FP activated for Move has a target it can attack</source>
            <translation>κανένα κομμάτι με πλαισιωμένη ΔΠ ενεργοποιημένο για Κίνηση δεν έχει στόχο που μπορεί να πλήξει</translation>
        </message>
        <message>
            <source>Concealment: Cover {cover} of {hex} is subtracted; the Attack Total is now {total}</source>
            <translation>Απόκρυψη: αφαιρείται η Κάλυψη {cover} του {hex}· το Σύνολο επίθεσης είναι τώρα {total}</translation>
        </message>
        <message>
            <source>the Cover of {hex} is {cover}: Concealment has nothing to subtract</source>
            <translation>η Κάλυψη του {hex} είναι {cover}: η Απόκρυψη δεν έχει τι να αφαιρέσει</translation>
        </message>
        <message>
            <source>the {fortification} in {hex} are eliminated (Demolitions)</source>
            <translation>{fortification:art} στο {hex} {fortification:m=καταστρέφεται|f=καταστρέφεται|n=καταστρέφεται|p=καταστρέφονται} (Κατεδαφίσεις)</translation>
        </message>
        <message>
            <source>no Fortification in a hex that holds a unit of {player}</source>
            <translation>καμία Οχύρωση σε εξάγωνο με μονάδα {player:gen}</translation>
        </message>
        <message>
            <source>{unit} is replaced by {team} (Light Wounds)</source>
            <translation>η μονάδα {unit} αντικαθίσταται από {team} (Ελαφρά τραύματα)</translation>
        </message>
        <message>
            <source>{nation} may not play No Quarter against {opponent}</source>
            <translation>{nation:m=ο|f=η|n=το|p=οι} {nation} δεν {nation:m=μπορεί να παίξει|f=μπορεί να παίξει|n=μπορεί να παίξει|p=μπορούν να παίξουν} Χωρίς έλεος εναντίον {opponent:m=του|f=της|n=του|p=των} {opponent:gen}</translation>
        </message>
        <message>
            <source>{player} has no unit left from the Melee in {hex}</source>
            <translation>ο {player} δεν έχει πια μονάδα από τη Μάχη σώμα με σώμα στο {hex}</translation>
        </message>
        <message>
            <source>{piece} has no boxed Range</source>
            <translation>{piece:m=ο|f=η|n=το|p=οι} {piece} δεν {piece:m=έχει|f=έχει|n=έχει|p=έχουν} πλαισιωμένο Βεληνεκές</translation>
        </message>
        <message>
            <source>Spray Fire is not cumulative: this attack already hits two hexes</source>
            <translation>το Πυρ διασποράς δεν αθροίζεται: αυτή η επίθεση πλήττει ήδη δύο εξάγωνα</translation>
        </message>
        <message>
            <source>no second enemy-occupied hex next to {hex} in Range and LOS of every firing piece</source>
            <translation>κανένα δεύτερο εξάγωνο με εχθρούς δίπλα στο {hex} σε Βεληνεκές και οπτική επαφή κάθε κομματιού που βάλλει</translation>
        </message>
        <message>
            <source>{piece} cannot reach both hexes of the Spray Fire</source>
            <translation>{piece:m=ο|f=η|n=το|p=οι} {piece} δεν {piece:m=φτάνει|f=φτάνει|n=φτάνει|p=φτάνουν} και τα δύο εξάγωνα του Πυρός διασποράς</translation>
        </message>
        <message>
            <source>{weapon}: the target's Cover is 0</source>
            <translation>{weapon}: η Κάλυψη του στόχου είναι 0</translation>
        </message>
        <message>
            <source>game over ({reason}): victory to the {winner}, VP {balance}</source>
            <translation>τέλος παιχνιδιού ({reason}): νικητής: {winner}, ΠΝ {balance}</translation>
        </message>
        <message>
            <source>Set up your {fortification}: choose a hex of your set-up area</source>
            <translation>Αρχική τοποθέτηση: {fortification} — διαλέξτε εξάγωνο της ζώνης ανάπτυξής σας</translation>
        </message>
        <message>
            <source>Play a card for its Order, or Pass (End the turn once you have given an Order)</source>
            <translation>Παίξτε μια κάρτα για τη Διαταγή της ή πάστε (αφού δώσετε Διαταγή: Τέλος γύρου)</translation>
        </message>
        <message>
            <source>Discard a card (up to {limit} in all), or Done</source>
            <translation>Απορρίψτε μια κάρτα (έως {limit} συνολικά) ή Τέλος</translation>
        </message>
        <message>
            <source>Choose the unit to activate for the {order} Order</source>
            <translation>Διαλέξτε τη μονάδα που ενεργοποιείται για τη Διαταγή «{order}»</translation>
        </message>
        <message>
            <source>Choose the Leader who spots for the Artillery Request</source>
            <translation>Διαλέξτε τον Αρχηγό που κάνει την παρατήρηση για το Αίτημα πυροβολικού</translation>
        </message>
        <message>
            <source>Activate more units in {leader}'s Command radius, or Done</source>
            <translation>Ενεργοποιήστε κι άλλες μονάδες στην ακτίνα Διοίκησης {leader:m=του|f=της|n=του|p=των} {leader:gen} ή Τέλος</translation>
        </message>
        <message>
            <source>Choose the unit (or the stack moving together) that moves next</source>
            <translation>Διαλέξτε τη μονάδα (ή τη στοίβα που κινείται μαζί) που κινείται μετά</translation>
        </message>
        <message>
            <source>Move {unit}: enter a hex ({left} MP left), or stop</source>
            <translation>Κίνηση ({unit}): μπείτε σε εξάγωνο (απομένουν {left} ΣΚ) ή σταματήστε</translation>
        </message>
        <message>
            <source>Play Assault Fire with the units activated for Move, or Done</source>
            <translation>Παίξτε Πυρ εφόδου με τις μονάδες που ενεργοποιήθηκαν για Κίνηση ή Τέλος</translation>
        </message>
        <message>
            <source>Choose the hex the Assault Fire attacks</source>
            <translation>Διαλέξτε το εξάγωνο που χτυπά το Πυρ εφόδου</translation>
        </message>
        <message>
            <source>Smoke Grenades: choose the hex of the Smoke</source>
            <translation>Χειροβομβίδες καπνού: διαλέξτε το εξάγωνο του Καπνού</translation>
        </message>
        <message>
            <source>Op Fire at {units} entering {hex}?</source>
            <translation>Πυρ ευκαιρίας στο {hex}, όπου μπαίνει: {units};</translation>
        </message>
        <message>
            <source>Play more Fire cards against {units} in {hex}, or Op Fire now</source>
            <translation>Παίξτε κι άλλες κάρτες Πυρός (στόχος: {units} στο {hex}) ή Πυρ ευκαιρίας τώρα</translation>
        </message>
        <message>
            <source>Choose the hex to attack (or a Weapon to fire Smoke), or Done</source>
            <translation>Διαλέξτε το εξάγωνο της επίθεσης (ή Όπλο για βολή Καπνού) ή Τέλος</translation>
        </message>
        <message>
            <source>Form the Fire Group against {hex}: add pieces, play Actions, then Fire</source>
            <translation>Σχηματίστε τη Συγκεντρωτική ομάδα πυρός κατά του {hex}: προσθέστε μονάδες και Όπλα, παίξτε Ενέργειες, μετά Πυρ</translation>
        </message>
        <message>
            <source>Choose the hex where {piece} fires Smoke</source>
            <translation>Διαλέξτε το εξάγωνο για τη βολή Καπνού ({piece})</translation>
        </message>
        <message>
            <source>Spray Fire: choose the second hex attacked with {hex}</source>
            <translation>Πυρ διασποράς: διαλέξτε το δεύτερο εξάγωνο που δέχεται επίθεση μαζί με το {hex}</translation>
        </message>
        <message>
            <source>Play Actions before the Fire Attack roll on {hex}, or roll</source>
            <translation>Παίξτε Ενέργειες πριν από τη ρίψη Επίθεσης πυρός στο {hex} ή ρίξτε</translation>
        </message>
        <message>
            <source>Sustained Fire at {hex} rolled doubles: choose the Weapon that breaks</source>
            <translation>Το Συνεχές πυρ στο {hex} έφερε διπλές: διαλέξτε το Όπλο που αχρηστεύεται</translation>
        </message>
        <message>
            <source>Choose the unit that makes its Defense roll next (Attack Total {attack})</source>
            <translation>Διαλέξτε τη μονάδα που ρίχνει Άμυνα μετά (Σύνολο επίθεσης {attack})</translation>
        </message>
        <message>
            <source>Play Concealment before the Defense roll of {unit} in {hex} (Attack Total {attack})?</source>
            <translation>Να παιχτεί Απόκρυψη πριν από τη ρίψη Άμυνας της μονάδας {unit} στο {hex} (Σύνολο επίθεσης {attack});</translation>
        </message>
        <message>
            <source>Concealment: choose the hex whose Cover is subtracted</source>
            <translation>Απόκρυψη: διαλέξτε το εξάγωνο του οποίου η Κάλυψη αφαιρείται</translation>
        </message>
        <message>
            <source>Play Light Wounds? {unit} in {hex} is about to break</source>
            <translation>Να παιχτούν Ελαφρά τραύματα; Η μονάδα {unit} στο {hex} πρόκειται να κλονιστεί</translation>
        </message>
        <message>
            <source>Play a Hidden Action ({actions}) against {unit} entering {hex}?</source>
            <translation>Να παιχτεί Κρυφή ενέργεια ({actions}) κατά της μονάδας {unit} που μπαίνει στο {hex};</translation>
        </message>
        <message>
            <source>Play a Hidden Action ({actions}) in {hex} before the Defense roll of {unit}?</source>
            <translation>Να παιχτεί Κρυφή ενέργεια ({actions}) στο {hex} πριν από τη ρίψη Άμυνας της μονάδας {unit};</translation>
        </message>
        <message>
            <source>Play Hidden Unit after {player}'s Pass?</source>
            <translation>Να παιχτεί Κρυφή μονάδα μετά το Πάσο {player:gen};</translation>
        </message>
        <message>
            <source>Hidden Unit: choose a unit of the Support Table column for roll {roll}</source>
            <translation>Κρυφή μονάδα: διαλέξτε μια μονάδα της στήλης του Πίνακα υποστήριξης για ρίψη {roll}</translation>
        </message>
        <message>
            <source>Hidden Unit: choose an empty hex with Cover 1 or more in your set-up area for {unit}</source>
            <translation>Κρυφή μονάδα: διαλέξτε ένα άδειο εξάγωνο με Κάλυψη 1 ή περισσότερο στη ζώνη ανάπτυξής σας για τη μονάδα {unit}</translation>
        </message>
        <message>
            <source>Advance a unit into an adjacent hex (once one has advanced, the others may stay)</source>
            <translation>Προέλαση μιας μονάδας σε γειτονικό εξάγωνο (αφού προελάσει μία, οι άλλες μπορούν να μείνουν)</translation>
        </message>
        <message>
            <source>Choose the Melee to resolve next</source>
            <translation>Διαλέξτε τη Μάχη σώμα με σώμα που επιλύεται μετά</translation>
        </message>
        <message>
            <source>Play Ambush before the Melee in {hex}?</source>
            <translation>Να παιχτεί Ενέδρα πριν από τη Μάχη σώμα με σώμα στο {hex};</translation>
        </message>
        <message>
            <source>Ambush in {hex}: choose your unit that breaks</source>
            <translation>Ενέδρα στο {hex}: διαλέξτε τη μονάδα σας που κλονίζεται</translation>
        </message>
        <message>
            <source>Play No Quarter after the Melee in {hex}?</source>
            <translation>Να παιχτεί Χωρίς έλεος μετά τη Μάχη σώμα με σώμα στο {hex};</translation>
        </message>
        <message>
            <source>Choose the broken unit that rolls to rally next</source>
            <translation>Διαλέξτε την κλονισμένη μονάδα που ρίχνει για ανασύνταξη μετά</translation>
        </message>
        <message>
            <source>Rout: choose the player whose broken units rout</source>
            <translation>Άτακτη φυγή: διαλέξτε τον παίκτη του οποίου οι κλονισμένες μονάδες τρέπονται σε φυγή</translation>
        </message>
        <message>
            <source>Rout: choose the broken unit that makes its Rout roll next</source>
            <translation>Άτακτη φυγή: διαλέξτε την κλονισμένη μονάδα που ρίχνει μετά</translation>
        </message>
        <message>
            <source>Retreat {unit}: choose the next hex, closer to your friendly map edge</source>
            <translation>Υποχώρηση ({unit}): διαλέξτε το επόμενο εξάγωνο, πιο κοντά στο φιλικό σας άκρο του χάρτη</translation>
        </message>
        <message>
            <source>Give up the Initiative card to re-roll the {total}?</source>
            <translation>Να δοθεί η κάρτα Πρωτοβουλίας για νέα ρίψη αντί για το {total};</translation>
        </message>
        <message>
            <source>Sniper in {hex}: choose the unit it hits, in that hex or next to it, or nobody</source>
            <translation>Ελεύθερος σκοπευτής στο {hex}: διαλέξτε τη μονάδα που πλήττεται, σε αυτό ή σε γειτονικό εξάγωνο, ή καμία</translation>
        </message>
        <message>
            <source>Choose the hex where {spotter} places the Spotting Round</source>
            <translation>Διαλέξτε το εξάγωνο όπου {spotter:m=ο|f=η|n=το|p=οι} {spotter} τοποθετεί τη Βολή σκόπευσης</translation>
        </message>
        <message>
            <source>Fire a Barrage or Smoke rounds?</source>
            <translation>Φράγμα πυρός ή βολή καπνογόνων;</translation>
        </message>
        <message>
            <source>Choose the hex of the impact area to resolve next</source>
            <translation>Διαλέξτε το εξάγωνο της περιοχής πρόσκρουσης που επιλύεται μετά</translation>
        </message>
        <message>
            <source>Time advances: choose the Smoke marker to remove</source>
            <translation>Ο Χρόνος προχωρά: διαλέξτε τον δείκτη Καπνού που αφαιρείται</translation>
        </message>
        <message>
            <source>Place the reinforcement {unit} on your friendly map edge</source>
            <translation>Τοποθετήστε την ενίσχυση {unit} στο φιλικό σας άκρο του χάρτη</translation>
        </message>
        <message>
            <source>Time advanced: play Dig In (Foxholes in a hex with your unit)?</source>
            <translation>Ο Χρόνος προχώρησε: να παιχτεί Ταμπούρωμα (Ατομικά ορύγματα σε εξάγωνο με μονάδα σας);</translation>
        </message>
        <message>
            <source>Dig In: choose the hex of the Foxholes</source>
            <translation>Ταμπούρωμα: διαλέξτε το εξάγωνο των Ατομικών ορυγμάτων</translation>
        </message>
        <message>
            <source>Choose the Time space where {unit} returns as a reinforcement</source>
            <translation>Διαλέξτε το τετράγωνο Χρόνου όπου η μονάδα {unit} επιστρέφει ως ενίσχυση</translation>
        </message>
        <message>
            <source>{hex} is overstacked: eliminate a unit (or Deploy a Squad)</source>
            <translation>Υπερσυσσώρευση στο {hex}: εξοντώστε μια μονάδα (ή Αναπτύξτε μια Ομάδα)</translation>
        </message>
        <message>
            <source>Play Demolitions after {player}'s Pass?</source>
            <translation>Να παιχτούν Κατεδαφίσεις μετά το Πάσο {player:gen};</translation>
        </message>
        <message>
            <source>Demolitions: choose the Fortification that is eliminated</source>
            <translation>Κατεδαφίσεις: διαλέξτε την Οχύρωση που εξοντώνεται</translation>
        </message>
        <message>
            <source>Deploy {unit}: choose the Team that keeps the {marker} marker</source>
            <translation>Ανάπτυξη ({unit}): διαλέξτε το Απόσπασμα που κρατά τον δείκτη «{marker}»</translation>
        </message>
        <message>
            <source>Blaze in {hex}: choose the adjacent hex {unit} moves to</source>
            <translation>Πυρκαγιά στο {hex}: διαλέξτε το γειτονικό εξάγωνο όπου μετακινείται η μονάδα {unit}</translation>
        </message>
        <message>
            <source>Air Support near {hex}: break every unit in a nearest occupied hex, or decline</source>
            <translation>Αεροπορική υποστήριξη κοντά στο {hex}: να κλονιστούν όλες οι μονάδες ενός από τα πλησιέστερα κατειλημμένα εξάγωνα, ή άρνηση</translation>
        </message>
        <message>
            <source>Battle Harden: choose your unit that becomes a Veteran</source>
            <translation>Σκληραγώγηση: διαλέξτε τη μονάδα σας που γίνεται Βετεράνος</translation>
        </message>
        <message>
            <source>Commissar: choose your broken unit that rolls (above its Morale it is eliminated, else it rallies)</source>
            <translation>Κομισάριος: διαλέξτε την κλονισμένη μονάδα σας που ρίχνει (πάνω από το Ηθικό της εξοντώνεται, αλλιώς ανασυντάσσεται)</translation>
        </message>
        <message>
            <source>Deploy: replace one of your Squads by two Teams?</source>
            <translation>Ανάπτυξη: να αντικατασταθεί μία Ομάδα σας από δύο Αποσπάσματα;</translation>
        </message>
        <message>
            <source>Entrench: place Foxholes in a hex with your units?</source>
            <translation>Περιχαράκωση: να τοποθετηθούν Ατομικά ορύγματα σε εξάγωνο με μονάδες σας;</translation>
        </message>
        <message>
            <source>Field Promotion: place the Private in a hex with your broken unit?</source>
            <translation>Προαγωγή στο πεδίο μάχης: να τοποθετηθεί ο Στρατιώτης σε εξάγωνο με κλονισμένη μονάδα σας;</translation>
        </message>
        <message>
            <source>Hero: choose the friendly hex where the Hero appears</source>
            <translation>Ήρωας: διαλέξτε το φιλικό εξάγωνο όπου εμφανίζεται ο Ήρωας</translation>
        </message>
        <message>
            <source>Hero: rally one of your broken units in {hex}?</source>
            <translation>Ήρωας: ανασύνταξη μίας κλονισμένης μονάδας σας στο {hex};</translation>
        </message>
        <message>
            <source>Infiltration: choose a unit of the Support Table column for roll {roll}</source>
            <translation>Διείσδυση: διαλέξτε μια μονάδα της στήλης του Πίνακα υποστήριξης για ρίψη {roll}</translation>
        </message>
        <message>
            <source>Infiltration: choose the hex in or next to {hex} where {unit} is placed</source>
            <translation>Διείσδυση: διαλέξτε το εξάγωνο, το {hex} ή γειτονικό του, όπου τοποθετείται η μονάδα {unit}</translation>
        </message>
        <message>
            <source>Interdiction: choose the unit in a hex with Cover below 1 that is suppressed</source>
            <translation>Απαγόρευση: διαλέξτε τη μονάδα σε εξάγωνο με Κάλυψη κάτω από 1 που καθηλώνεται</translation>
        </message>
        <message>
            <source>Interrogation: discard one card of {player}'s hand, or decline</source>
            <translation>Ανάκριση: απορρίψτε μία κάρτα από το χέρι {player:gen} ή αρνηθείτε</translation>
        </message>
        <message>
            <source>KIA: choose the broken unit that is eliminated</source>
            <translation>Νεκρός στη μάχη: διαλέξτε την κλονισμένη μονάδα που εξοντώνεται</translation>
        </message>
        <message>
            <source>Malfunction: choose which of the Weapons nearest to {hex} breaks</source>
            <translation>Δυσλειτουργία: διαλέξτε ποιο από τα Όπλα πλησιέστερα στο {hex} αχρηστεύεται</translation>
        </message>
        <message>
            <source>Medic!: choose the broken unit that rallies</source>
            <translation>Τραυματιοφορέα!: διαλέξτε την κλονισμένη μονάδα που ανασυντάσσεται</translation>
        </message>
        <message>
            <source>Prisoners of War: choose your broken unit with or next to an enemy unit: it is eliminated</source>
            <translation>Αιχμάλωτοι πολέμου: διαλέξτε την κλονισμένη μονάδα σας μαζί ή δίπλα σε εχθρική μονάδα: εξοντώνεται</translation>
        </message>
        <message>
            <source>Reconnaissance: choose the secret Objective chit you reveal</source>
            <translation>Αναγνώριση: διαλέξτε το μυστικό μάρκερ Στόχου που αποκαλύπτετε</translation>
        </message>
        <message>
            <source>Reinforcements: choose an item of the Support Table column for roll {roll}</source>
            <translation>Ενισχύσεις: διαλέξτε ένα στοιχείο της στήλης του Πίνακα υποστήριξης για ρίψη {roll}</translation>
        </message>
        <message>
            <source>Reinforcements: place {unit} on your friendly map edge</source>
            <translation>Ενισχύσεις: τοποθετήστε τη μονάδα {unit} στο φιλικό σας άκρο του χάρτη</translation>
        </message>
        <message>
            <source>Sappers: remove a Mines or Wire marker?</source>
            <translation>Σκαπανείς: να αφαιρεθεί ένας δείκτης Ναρκών ή Συρματοπλέγματος;</translation>
        </message>
        <message>
            <source>Scrounge: take a Weapon from the Casualty Track?</source>
            <translation>Περισυλλογή: να ληφθεί ένα Όπλο από τον Πίνακα απωλειών;</translation>
        </message>
        <message>
            <source>Scrounge: choose your unit without a Weapon that takes {weapon}</source>
            <translation>Περισυλλογή: διαλέξτε τη μονάδα σας χωρίς Όπλο που παίρνει {weapon:m=τον|f=τη|n=το|p=τις} {weapon:acc}</translation>
        </message>
        <message>
            <source>Shell Shock: choose which of the units nearest to {hex} breaks</source>
            <translation>Σοκ βομβαρδισμού: διαλέξτε ποια από τις μονάδες πλησιέστερα στο {hex} κλονίζεται</translation>
        </message>
        <message>
            <source>Suppressing Fire: suppress an enemy unit in Range and LOS of one of your Machine Guns?</source>
            <translation>Πυρ καθήλωσης: να καθηλωθεί μια εχθρική μονάδα σε Βεληνεκές και οπτική επαφή ενός Πολυβόλου σας;</translation>
        </message>
        <message>
            <source>Walking Wounded: choose the unit on the Casualty Track that returns</source>
            <translation>Περιπατητικοί τραυματίες: διαλέξτε τη μονάδα του Πίνακα απωλειών που επιστρέφει</translation>
        </message>
        <message>
            <source>Walking Wounded: choose the hex in or next to {hex} where {unit} returns</source>
            <translation>Περιπατητικοί τραυματίες: διαλέξτε το εξάγωνο, το {hex} ή γειτονικό του, όπου επιστρέφει η μονάδα {unit}</translation>
        </message>
        <message>
            <source>White Phosphorus: place Smoke in a hex next to one of your unbroken Squads?</source>
            <translation>Λευκός φωσφόρος: να τοποθετηθεί Καπνός σε εξάγωνο δίπλα σε μία ακλόνητη Ομάδα σας;</translation>
        </message>
        <message>
            <source>White Phosphorus in {hex}: choose your unit there that breaks</source>
            <translation>Λευκός φωσφόρος στο {hex}: διαλέξτε τη μονάδα σας εκεί που κλονίζεται</translation>
        </message>
        <message>
            <source>a line of the saved log could not be read</source>
            <translation>μια γραμμή του αποθηκευμένου ημερολογίου δεν μπόρεσε να διαβαστεί</translation>
        </message>
        <message>
            <source>{hex} is not adjacent to {unit}</source>
            <translation>το {hex} δεν είναι δίπλα στη μονάδα {unit}</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: it is ablaze</source>
            <translation>η μονάδα {unit} δεν μπορεί να μπει στο {hex}: εκεί υπάρχει Πυρκαγιά</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: its terrain is impassable</source>
            <translation>η μονάδα {unit} δεν μπορεί να μπει στο {hex}: το έδαφός του είναι αδιάβατο</translation>
        </message>
        <message>
            <source>{unit} cannot cross into {hex}: a Major Bridge is entered and left only along its road or railway</source>
            <translation>η μονάδα {unit} δεν μπορεί να περάσει στο {hex}: σε Μεγάλη Γέφυρα μπαίνει και βγαίνει κανείς μόνο κατά μήκος του δρόμου ή της σιδηροδρομικής γραμμής της</translation>
        </message>
        <message>
            <source>{unit} cannot cross the Cliff into {hex}: a Move never crosses a Cliff</source>
            <translation>η μονάδα {unit} δεν μπορεί να περάσει τον Γκρεμό προς το {hex}: μια Κίνηση δεν περνά ποτέ Γκρεμό</translation>
        </message>
        <message>
            <source>{unit} carries a Weapon: it cannot climb the Cliff into {hex}</source>
            <translation>η μονάδα {unit} φέρει Όπλο: δεν μπορεί να σκαρφαλώσει τον Γκρεμό προς το {hex}</translation>
        </message>
        <message>
            <source>{unit} may leave the map only off the enemy edge</source>
            <translation>η μονάδα {unit} μπορεί να βγει από τον χάρτη μόνο από το εχθρικό άκρο</translation>
        </message>
        <message>
            <source>leaving the map costs {cost} MP; {unit} has {left} left</source>
            <translation>η έξοδος από τον χάρτη κοστίζει {cost} ΣΚ· η μονάδα {unit} έχει {left}</translation>
        </message>
        <message>
            <source>{unit} has Advanced already: it stops in {hex}</source>
            <translation>η μονάδα {unit} έχει ήδη Προελάσει: σταματά στο {hex}</translation>
        </message>
        <message>
            <source>{player} has given an Order this turn: he may end it, not pass</source>
            <translation>ο {player} έχει δώσει Διαταγή σε αυτόν τον γύρο: μπορεί να τον τελειώσει, όχι να πάει πάσο</translation>
        </message>
        <message>
            <source>{player} has given no Order this turn: a turn without an Order is a Pass</source>
            <translation>ο {player} δεν έχει δώσει Διαταγή σε αυτόν τον γύρο: γύρος χωρίς Διαταγή είναι πάσο</translation>
        </message>
        <message>
            <source>{unit} cannot go on to {hex} in this Move: the Wire in {wire} ends it</source>
            <translation>η μονάδα {unit} δεν μπορεί να συνεχίσει ως το {hex} σε αυτή την Κίνηση: το Συρματόπλεγμα στο {wire} τη σταματά</translation>
        </message>
        <message>
            <source>no Move can take {unit} to {hex}: every way is impassable or held by the enemy</source>
            <translation>καμία Κίνηση δεν φέρνει τη μονάδα {unit} στο {hex}: κάθε δρόμος είναι αδιάβατος ή τον κρατά ο εχθρός</translation>
        </message>
        <message>
            <source>Wire ends the move</source>
            <translation>το Συρματόπλεγμα τερματίζει την κίνηση</translation>
        </message>
        <message>
            <source>{player} fires in Enfilade and gives the Initiative card to {opponent}</source>
            <translation>Ο {player} βάλλει με Πλευρικά πυρά και δίνει την κάρτα Πρωτοβουλίας σ{opponent:acc}</translation>
        </message>
        <message>
            <source>{unit} is {player}'s Mortar Spotter</source>
            <translation>{unit:m=Ο|f=Η|n=Το|p=Οι} {unit} είναι ο Παρατηρητής Όλμων {player:gen}</translation>
        </message>
        <message>
            <source>{spotter} activates the Mortar of {unit}: it may fire by his LOS</source>
            <translation>{spotter:m=Ο|f=Η|n=Το|p=Οι} {spotter} ενεργοποιεί τον όλμο της μονάδας {unit}: μπορεί να βάλει με τη δική {spotter:m=του|f=της|n=του|p=τους} οπτική επαφή</translation>
        </message>
        <message>
            <source>Point Blank Fire: {cards} card(s) discarded at random; the Attack Total is now {total}</source>
            <translation>Πυρ εξ επαφής: {cards} κάρτα(-ες) απορρίπτονται τυχαία· το Σύνολο επίθεσης είναι τώρα {total}</translation>
        </message>
        <message>
            <source>near miss ({result}): the shot at {target} falls in {hex}</source>
            <translation>αστοχία κοντά στον στόχο ({result}): η βολή κατά του {target} πέφτει στο {hex}</translation>
        </message>
        <message>
            <source>the shot at {target} misses ({result}): no near miss</source>
            <translation>η βολή κατά του {target} αστοχεί ({result}): δεν πέφτει κοντά στον στόχο</translation>
        </message>
        <message>
            <source>Critical Hit: the Attack Total {attack} is at least twice the Defense Total {defense}: {unit} is eliminated</source>
            <translation>Καίριο πλήγμα: το Σύνολο επίθεσης {attack} είναι τουλάχιστον διπλάσιο του Συνόλου άμυνας {defense}: η μονάδα {unit} εξοντώνεται</translation>
        </message>
        <message>
            <source>{unit} withdraws: his Command lowers the Morale of the broken Squads and Teams in {hex}</source>
            <translation>{unit:m=Ο|f=Η|n=Το|p=Οι} {unit} αποσύρεται: η Διοίκησή {unit:m=του|f=της|n=του|p=τους} μειώνει το Ηθικό των κλονισμένων Ομάδων και Αποσπασμάτων στο {hex}</translation>
        </message>
        <message>
            <source>{hex} is Water terrain: the Attack Total is 2 less ({total})</source>
            <translation>Το {hex} είναι υδάτινο έδαφος: το Σύνολο Επίθεσης μειώνεται κατά 2 ({total})</translation>
        </message>
        <message>
            <source>the Spotting Round ends on the map border (white {white}, coloured {coloured}): the barrage strikes {hexes}</source>
            <translation>η Βολή σκόπευσης καταλήγει στην άκρη του χάρτη (λευκό {white}, χρωματιστό {coloured}): το φράγμα πυρός πλήττει τα {hexes}</translation>
        </message>
        <message>
            <source>Starshell: the Spotting Round is placed in {hex}</source>
            <translation>Φωτοβολίδα: η Βολή σκόπευσης τοποθετείται στο {hex}</translation>
        </message>
        <message>
            <source>the Starshell's Spotting Round from {hex} drifts off the map: no Starshell</source>
            <translation>η Βολή σκόπευσης της Φωτοβολίδας από το {hex} παρασύρεται έξω από τον χάρτη: καμία Φωτοβολίδα</translation>
        </message>
        <message>
            <source>a Starshell lights {hex} and the hexes within 2 (white {white}, coloured {coloured})</source>
            <translation>μια φωτοβολίδα φωτίζει το {hex} και τα εξάγωνα σε απόσταση έως 2 (λευκό {white}, χρωματιστό {coloured})</translation>
        </message>
        <message>
            <source>the Starshell in {hex} is removed</source>
            <translation>η φωτοβολίδα στο {hex} αφαιρείται</translation>
        </message>
        <message>
            <source>{unit} is suppressed again and panics: it loses its Suppression marker and breaks</source>
            <translation>Η μονάδα {unit} καθηλώνεται ξανά και πανικοβάλλεται: χάνει τον δείκτη Καθήλωσης και κλονίζεται</translation>
        </message>
        <message>
            <source>{player} discards card {card} (Command Confusion) for Command Flexibility</source>
            <translation>Ο {player} απορρίπτει την κάρτα {card} (Σύγχυση διοίκησης) για Ευελιξία διοίκησης</translation>
        </message>
        <message>
            <source>Fire Team Deployment: Deploy one of your Squads into two Teams before you set up?</source>
            <translation>Ανάπτυξη Αποσπάσματος: να αναπτύξετε μία Ομάδα σε δύο Αποσπάσματα πριν από την αρχική τοποθέτηση;</translation>
        </message>
        <message>
            <source>Name one of your Leaders your Mortar Spotter?</source>
            <translation>Να ορίσετε έναν από τους Αρχηγούς σας Παρατηρητή Όλμων;</translation>
        </message>
        <message>
            <source>Discard a Command Confusion card as {player}'s Turn begins (he then suppresses one of your units)?</source>
            <translation>Να απορρίψετε μια κάρτα Σύγχυσης διοίκησης καθώς αρχίζει ο Γύρος {player:gen} (τότε εκείνος καθηλώνει μία μονάδα σας);</translation>
        </message>
        <message>
            <source>Command Flexibility: suppress one of {player}'s units?</source>
            <translation>Ευελιξία διοίκησης: να καθηλώσετε μία μονάδα {player:gen};</translation>
        </message>
        <message>
            <source>Mortar Spotter {leader}: activate Mortars anywhere to fire by his LOS, or Done</source>
            <translation>Παρατηρητής Όλμων {leader}: ενεργοποιήστε όλμους οπουδήποτε για να βάλουν με τη δική του οπτική επαφή, ή Τέλος</translation>
        </message>
        <message>
            <source>Point Blank Fire at {hex}: discard cards at random, +2 to the Attack Total each?</source>
            <translation>Πυρ εξ επαφής στο {hex}: να απορρίψετε τυχαία κάρτες, +2 στο Σύνολο επίθεσης η καθεμία;</translation>
        </message>
        <message>
            <source>Near miss at {hex}: the line of fire runs along a hexside: choose the hex the shot falls in</source>
            <translation>Αστοχία κοντά στον στόχο στο {hex}: η γραμμή βολής περνά κατά μήκος πλευράς εξαγώνου: διαλέξτε το εξάγωνο όπου πέφτει η βολή</translation>
        </message>
        <message>
            <source>The building of {hex} collapses: choose the adjacent hex that becomes Rubble</source>
            <translation>Το κτίριο του {hex} καταρρέει: διαλέξτε το γειτονικό εξάγωνο που γίνεται Συντρίμμια</translation>
        </message>
        <message>
            <source>Withdraw: declare a Leader in {hex} whose Command lowers his broken units' Morale, or Done</source>
            <translation>Απόσυρση: δηλώστε έναν Αρχηγό στο {hex} του οποίου η Διοίκηση μειώνει το Ηθικό των κλονισμένων μονάδων του, ή Τέλος</translation>
        </message>
        <message>
            <source>Voluntary Retreat: an unbroken Leader breaks and retreats with {unit}, or Done</source>
            <translation>Εκούσια υποχώρηση: ένας ακλόνητος Αρχηγός κλονίζεται και υποχωρεί μαζί με τη μονάδα {unit}, ή Τέλος</translation>
        </message>
        <message>
            <source>At night: repair your Radio (Battery Access) or fire a Starshell?</source>
            <translation>Νύχτα: να επισκευάσετε τον Ασύρματο (Πρόσβαση στην Πυροβολαρχία) ή να ρίξετε φωτοβολίδα;</translation>
        </message>
        <message>
            <source>The Starshell's Spotting Round ended on the map border: choose the adjacent hex of the Starshell</source>
            <translation>Η Βολή σκόπευσης της Φωτοβολίδας κατέληξε στην άκρη του χάρτη: διαλέξτε το γειτονικό εξάγωνο της Φωτοβολίδας</translation>
        </message>
        <message>
            <source>Artillery Denied: deny the enemy Radio, or remove a Starshell?</source>
            <translation>Άρνηση πυροβολικού: να αχρηστεύσετε τον εχθρικό Ασύρματο ή να αφαιρέσετε μια Φωτοβολίδα;</translation>
        </message>
        <message>
            <source>{hex} is reduced to Rubble: every unit there is suppressed</source>
            <translation>Το {hex} γίνεται Συντρίμμια: κάθε μονάδα εκεί καθηλώνεται</translation>
        </message>
        <message>
            <source>the building of {hex} collapses into {into}</source>
            <translation>το κτίριο του {hex} καταρρέει μέσα στο {into}</translation>
        </message>
        <message>
            <source>no Rubble marker is left for {hex}</source>
            <translation>δεν έμεινε δείκτης Συντριμμιών για το {hex}</translation>
        </message>
        <message>
            <source>the line of sight from {origin} to {target} is blocked by {feature} in {hex}</source>
            <translation>η οπτική επαφή από {origin} προς {target} αποκλείεται από {feature} στο {hex}</translation>
        </message>
        <message>
            <source>{piece} has already fired in this Order (one attack per piece)</source>
            <translation>{piece:m=ο|f=η|n=το|p=οι} {piece} {piece:m=έχει|f=έχει|n=έχει|p=έχουν} ήδη βάλει σε αυτή τη Διαταγή (μία επίθεση ανά κομμάτι)</translation>
        </message>
        <message>
            <source>{target} was given up as a target in this Order</source>
            <translation>το {target} εγκαταλείφθηκε ως στόχος σε αυτή τη Διαταγή</translation>
        </message>
        <message>
            <source>FP {fp} = {parts}</source>
            <translation>ΔΠ {fp} = {parts}</translation>
        </message>
        <message>
            <source>FP of {piece}</source>
            <translation>ΔΠ {piece:m=του|f=της|n=του|p=των} {piece:gen}</translation>
        </message>
        <message>
            <source>{count} other piece(s), +1 each</source>
            <translation>άλλα κομμάτια: {count}, +1 το καθένα</translation>
        </message>
        <message>
            <source>Hindrance: {feature} in {hex}</source>
            <translation>Κώλυμα: {feature} στο {hex}</translation>
        </message>
        <message>
            <source>Hindrance</source>
            <translation>Κώλυμα</translation>
        </message>
        <message>
            <source>Night: Hindrance equal to the range</source>
            <translation>Νύχτα: Κώλυμα ίσο με την απόσταση</translation>
        </message>
        <message>
            <source>firing down at a lower hex</source>
            <translation>βολή προς χαμηλότερο εξάγωνο</translation>
        </message>
        <message>
            <source>firing up at a higher hex</source>
            <translation>βολή προς ψηλότερο εξάγωνο</translation>
        </message>
        <message>
            <source>{action} Action</source>
            <translation>Ενέργεια {action}</translation>
        </message>
        <message>
            <source>Enfilade: {count} more hex(es) firing</source>
            <translation>Πλευρικά πυρά: επιπλέον εξάγωνα που βάλλουν: {count}</translation>
        </message>
        <message>
            <source>Airburst: a Mortar fires at Woods</source>
            <translation>Εκρήξεις στις κορυφές των δέντρων: Όλμος βάλλει σε Δάσος</translation>
        </message>
        <message>
            <source>Water cushioning</source>
            <translation>Το νερό απορροφά την έκρηξη</translation>
        </message>
        <message>
            <source>printed FP</source>
            <translation>αναγραφόμενη ΔΠ</translation>
        </message>
        <message>
            <source>printed FP (broken side)</source>
            <translation>αναγραφόμενη ΔΠ (κλονισμένη πλευρά)</translation>
        </message>
        <message>
            <source>Command of {leader}</source>
            <translation>Διοίκηση {leader:m=του|f=της|n=του|p=των} {leader:gen}</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Καθήλωση</translation>
        </message>
        <message>
            <source>Veteran</source>
            <translation>Βετεράνος</translation>
        </message>
        <message>
            <source>Wire in its hex</source>
            <translation>Συρματόπλεγμα στο εξάγωνο</translation>
        </message>
        <message>
            <source>other modifiers</source>
            <translation>λοιποί τροποποιητές</translation>
        </message>
        <message>
            <source>Ordnance: a Targeting roll first; the product of the dice less Hindrance {hindrance} must be above the range {range}</source>
            <translation>Πυροβόλο: πρώτα ρίψη Στόχευσης· το γινόμενο των ζαριών μείον το Κώλυμα {hindrance} πρέπει να ξεπερνά την απόσταση {range}</translation>
        </message>
        <message>
            <source>Point Blank Fire: +2 to the Attack Total per card discarded at random</source>
            <translation>Πυρ εξ επαφής: +2 στο Σύνολο επίθεσης για κάθε κάρτα που απορρίπτεται τυχαία</translation>
        </message>
        <message>
            <source>the strongest Fire Group the pieces can form against {target}</source>
            <translation>η ισχυρότερη Συγκεντρωτική ομάδα πυρός που μπορούν να σχηματίσουν τα κομμάτια κατά του {target}</translation>
        </message>
        <message>
            <source>FP {fp}: the attack needs Fire Actions to reach FP 1</source>
            <translation>ΔΠ {fp}: η επίθεση χρειάζεται Ενέργειες που αυξάνουν τη ΔΠ για να φτάσει ΔΠ 1</translation>
        </message>
        <message>
            <source>{unit}: Morale {base} + Cover {cover} ({cover_by}) + roll {roll} = {total} against {attack}</source>
            <translation>{unit}: Ηθικό {base} + Κάλυψη {cover} ({cover_by}) + ρίψη {roll} = {total} έναντι {attack}</translation>
        </message>
        <message>
            <source>printed Morale</source>
            <translation>αναγραφόμενο Ηθικό</translation>
        </message>
        <message>
            <source>printed Morale (broken side)</source>
            <translation>αναγραφόμενο Ηθικό (κλονισμένη πλευρά)</translation>
        </message>
        <message>
            <source>{terrain}</source>
            <translation>{terrain:nom}</translation>
        </message>
        <message>
            <source>{fortification}</source>
            <translation>{fortification:nom}</translation>
        </message>
        <message>
            <source>Rubble</source>
            <translation>Συντρίμμια</translation>
        </message>
        <message>
            <source>Road in the hex</source>
            <translation>Δρόμος στο εξάγωνο</translation>
        </message>
        <message>
            <source>Overstacking</source>
            <translation>Υπερσυσσώρευση</translation>
        </message>
        <message>
            <source>{feature} crossed by the fire: Cover {cover}</source>
            <translation>{feature} στη γραμμή πυρός: Κάλυψη {cover}</translation>
        </message>
        <message>
            <source>{fortification} against a Mortar: Cover {cover}</source>
            <translation>{fortification:nom} έναντι Όλμου: Κάλυψη {cover}</translation>
        </message>
        <message>
            <source>{weapon}: Cover 0</source>
            <translation>{weapon}: Κάλυψη 0</translation>
        </message>
        <message>
            <source>Mine Attack: Cover 0</source>
            <translation>Επίθεση ναρκών: Κάλυψη 0</translation>
        </message>
        <message>
            <source>other Cover modifiers</source>
            <translation>λοιποί τροποποιητές Κάλυψης</translation>
        </message>
        <message>
            <source>{unit} set up again in {hex}</source>
            <translation>η μονάδα {unit} τοποθετείται ξανά στο {hex}</translation>
        </message>
        <message>
            <source>{unit} is not one of your units to set up</source>
            <translation>η μονάδα {unit} δεν είναι από τις μονάδες που τοποθετείτε εσείς</translation>
        </message>
        <message>
            <source>{hex} is not in your set-up area</source>
            <translation>το {hex} δεν ανήκει στη ζώνη ανάπτυξής σας</translation>
        </message>
        <message>
            <source>enemy units are set up in {hex}</source>
            <translation>στο {hex} έχουν τοποθετηθεί εχθρικές μονάδες</translation>
        </message>
        <message>
            <source>a Blaze burns in {hex}</source>
            <translation>στο {hex} καίει Πυρκαγιά</translation>
        </message>
        <message>
            <source>{unit} would make more than 7 figures in {hex}</source>
            <translation>με τη μονάδα {unit} το {hex} θα είχε πάνω από 7 φιγούρες</translation>
        </message>
        <message>
            <source>{unit} is in {hex} already</source>
            <translation>η μονάδα {unit} είναι ήδη στο {hex}</translation>
        </message>
        <message>
            <source>units still to be set up: {left}</source>
            <translation>μονάδες που δεν έχουν τοποθετηθεί ακόμη: {left}</translation>
        </message>
        <message>
            <source>Set up your units in any order ({left} still to place), move any again, then Done</source>
            <translation>Αρχική τοποθέτηση: βάλτε τις μονάδες σας με όποια σειρά θέλετε (απομένουν: {left}), μετακινήστε όποια θέλετε ξανά και μετά Τέλος</translation>
        </message>
    </context>
    <context>
        <name>moves</name>
        <message>
            <source>Activate {0}</source>
            <translation>Ενεργοποίηση {0:m=του|f=της|n=του|p=των} {0:gen}</translation>
        </message>
        <message>
            <source>Also activate {0}</source>
            <translation>Ενεργοποίηση και {0:m=του|f=της|n=του|p=των} {0:gen}</translation>
        </message>
        <message>
            <source>Move {0} next</source>
            <translation>Επόμενη κίνηση: {0}</translation>
        </message>
        <message>
            <source>Rally roll for {0}</source>
            <translation>Ρίψη ανασύνταξης για {0}</translation>
        </message>
        <message>
            <source>Rout roll for {0}</source>
            <translation>Ρίψη Άτακτης φυγής για {0}</translation>
        </message>
        <message>
            <source>Defense roll for {0}</source>
            <translation>Ρίψη Άμυνας για {0}</translation>
        </message>
        <message>
            <source>Snipe {0}</source>
            <translation>Ελεύθερος σκοπευτής: {0}</translation>
        </message>
        <message>
            <source>Eliminate {0}</source>
            <translation>Εξόντωση {0:m=του|f=της|n=του|p=των} {0:gen}</translation>
        </message>
        <message>
            <source>Suppress {0}</source>
            <translation>Καθήλωση {0:m=του|f=της|n=του|p=των} {0:gen}</translation>
        </message>
        <message>
            <source>Deploy {0} into two Teams</source>
            <translation>Ανάπτυξη {0:m=του|f=της|n=του|p=των} {0:gen} σε δύο Αποσπάσματα</translation>
        </message>
        <message>
            <source>{0} stays</source>
            <translation>{0:m=Ο|f=Η|n=Το|p=Οι} {0} μένει</translation>
        </message>
        <message>
            <source>Break {0}</source>
            <translation>Κλονισμός: {0}</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>Το παιχνίδι τελείωσε</translation>
        </message>
        <message>
            <source>Pass (discard)</source>
            <translation>Πάσο (απόρριψη)</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Τέλος γύρου</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Τέλος</translation>
        </message>
        <message>
            <source>No, continue</source>
            <translation>Όχι, συνέχεια</translation>
        </message>
        <message>
            <source>Keep the roll</source>
            <translation>Κράτα τη ρίψη</translation>
        </message>
        <message>
            <source>Re-roll (give up the Initiative card)</source>
            <translation>Νέα ρίψη (δίνετε την κάρτα Πρωτοβουλίας)</translation>
        </message>
        <message>
            <source>Fire!</source>
            <translation>Πυρ!</translation>
        </message>
        <message>
            <source>Give up this target</source>
            <translation>Εγκατάλειψη αυτού του στόχου</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Ρίψη</translation>
        </message>
        <message>
            <source>Hit nobody</source>
            <translation>Κανένας δεν πλήττεται</translation>
        </message>
        <message>
            <source>Op Fire with the units already activated</source>
            <translation>Πυρ ευκαιρίας με τις ήδη ενεργοποιημένες μονάδες</translation>
        </message>
        <message>
            <source>Play {0} for its Order</source>
            <translation>Παίξτε το {0} για τη Διαταγή του</translation>
        </message>
        <message>
            <source>Play #{0} for its {1} Action</source>
            <translation>Παίξτε το #{0} για την Ενέργεια {1}</translation>
        </message>
        <message>
            <source>Discard {0}</source>
            <translation>Απόρριψη {0}</translation>
        </message>
        <message>
            <source>Place {0} in {1}</source>
            <translation>Τοποθέτηση: {0} στο {1}</translation>
        </message>
        <message>
            <source>{0}: enter {1}</source>
            <translation>{0}: είσοδος στο {1}</translation>
        </message>
        <message>
            <source>{0}: exit the map</source>
            <translation>{0}: έξοδος από τον χάρτη</translation>
        </message>
        <message>
            <source>Fire at {0}</source>
            <translation>Πυρ στο {0}</translation>
        </message>
        <message>
            <source>Add {0} to the Fire Group</source>
            <translation>Προσθήκη {0:m=του|f=της|n=του|p=των} {0:gen} στη Συγκεντρωτική ομάδα πυρός</translation>
        </message>
        <message>
            <source>{0}: advance into {1}</source>
            <translation>{0}: προέλαση στο {1}</translation>
        </message>
        <message>
            <source>{0}: retreat to {1}</source>
            <translation>{0}: υποχώρηση στο {1}</translation>
        </message>
        <message>
            <source>Rout the {0} player</source>
            <translation>Άτακτη φυγή {0:gen}</translation>
        </message>
        <message>
            <source>{0} returns on Time space {1}</source>
            <translation>{0:m=Ο|f=Η|n=Το|p=Οι} {0} επιστρέφει στο τετράγωνο Χρόνου {1}</translation>
        </message>
        <message>
            <source>Stop moving {0}</source>
            <translation>Τέλος κίνησης {0:m=του|f=της|n=του|p=των} {0:gen}</translation>
        </message>
        <message>
            <source>Axis</source>
            <translation>Άξονας</translation>
        </message>
        <message>
            <source>Allies</source>
            <translation>Σύμμαχοι</translation>
        </message>
        <message>
            <source>Attacker</source>
            <translation>Επιτιθέμενος</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>Αμυνόμενος</translation>
        </message>
        <message>
            <source>Recon</source>
            <translation>Αναγνώριση</translation>
        </message>
        <message>
            <source>the Weapon</source>
            <translation>το Όπλο</translation>
        </message>
        <message>
            <source>the Suppressed marker</source>
            <translation>τον δείκτη Καθήλωσης</translation>
        </message>
        <message>
            <source>the Veteran marker</source>
            <translation>τον δείκτη Βετεράνου</translation>
        </message>
        <message>
            <source>Move the whole stack in {0}</source>
            <translation>Κίνηση όλης της στοίβας του {0}</translation>
        </message>
        <message>
            <source>Place the Fortification in {0}</source>
            <translation>Τοποθέτηση της Οχύρωσης στο {0}</translation>
        </message>
        <message>
            <source>Dig In: Foxholes in {0}</source>
            <translation>Ταμπούρωμα: Ατομικά ορύγματα στο {0}</translation>
        </message>
        <message>
            <source>Entrench: Foxholes in {0}</source>
            <translation>Περιχαράκωση: Ατομικά ορύγματα στο {0}</translation>
        </message>
        <message>
            <source>A Hero appears in {0}</source>
            <translation>Ένας Ήρωας εμφανίζεται στο {0}</translation>
        </message>
        <message>
            <source>Field Promotion in {0}</source>
            <translation>Προαγωγή στο πεδίο μάχης ({0})</translation>
        </message>
        <message>
            <source>Infiltrate into {0}</source>
            <translation>Διείσδυση στο {0}</translation>
        </message>
        <message>
            <source>Air strike on {0}</source>
            <translation>Αεροπορική επίθεση στο {0}</translation>
        </message>
        <message>
            <source>Remove the Fortification in {0}</source>
            <translation>Αφαίρεση της Οχύρωσης στο {0}</translation>
        </message>
        <message>
            <source>Remove the Smoke in {0}</source>
            <translation>Αφαίρεση του Καπνού στο {0}</translation>
        </message>
        <message>
            <source>Demolish the Fortification in {0}</source>
            <translation>Κατεδάφιση της Οχύρωσης στο {0}</translation>
        </message>
        <message>
            <source>Conceal the units in {0}</source>
            <translation>Απόκρυψη των μονάδων στο {0}</translation>
        </message>
        <message>
            <source>Spot for the Artillery in {0}</source>
            <translation>Παρατήρηση για το πυροβολικό στο {0}</translation>
        </message>
        <message>
            <source>Resolve the impact in {0}</source>
            <translation>Επίλυση της πρόσκρουσης στο {0}</translation>
        </message>
        <message>
            <source>Resolve the Melee in {0}</source>
            <translation>Επίλυση της Μάχης σώμα με σώμα στο {0}</translation>
        </message>
        <message>
            <source>Spray Fire also at {0}</source>
            <translation>Πυρ διασποράς και στο {0}</translation>
        </message>
        <message>
            <source>Smoke in {0}</source>
            <translation>Καπνός στο {0}</translation>
        </message>
        <message>
            <source>Make {0} a Veteran</source>
            <translation>Ανάδειξη {0:m=του|f=της|n=του|p=των} {0:gen} σε Βετεράνο</translation>
        </message>
        <message>
            <source>Commissar: {0} rolls to rally</source>
            <translation>Κομισάριος: ρίψη ανασύνταξης για {0}</translation>
        </message>
        <message>
            <source>Return {0} to the map</source>
            <translation>Επιστροφή {0:m=του|f=της|n=του|p=των} {0:gen} στον χάρτη</translation>
        </message>
        <message>
            <source>orders</source>
            <translation>διαταγές</translation>
        </message>
        <message>
            <source>actions</source>
            <translation>ενέργειες</translation>
        </message>
        <message>
            <source>events</source>
            <translation>γεγονότα</translation>
        </message>
        <message>
            <source>Fire a Barrage (high explosive)</source>
            <translation>Φράγμα πυρός (εκρηκτικά βλήματα)</translation>
        </message>
        <message>
            <source>Fire Smoke rounds</source>
            <translation>Βολή βλημάτων Καπνού</translation>
        </message>
        <message>
            <source>{0} {1}</source>
            <translation>{0} {1}</translation>
        </message>
        <message>
            <source>chit {0}</source>
            <translation>μάρκερ {0}</translation>
        </message>
        <message>
            <source>chit {0} ({1})</source>
            <translation>μάρκερ {0} ({1})</translation>
        </message>
        <message>
            <source>{0}: move away from the Blaze into {1}</source>
            <translation>{0}: απομάκρυνση από την Πυρκαγιά προς το {1}</translation>
        </message>
        <message>
            <source>Hand {0} to {1}</source>
            <translation>Παράδοση {0:m=του|f=της|n=του|p=των} {0:gen} {1:m=στον|f=στην|n=στο|p=στις} {1:acc}</translation>
        </message>
        <message>
            <source>Give {0} to {1}</source>
            <translation>Δώστε {0:m=τον|f=τη|n=το|p=τις} {0:acc} {1:m=στον|f=στην|n=στο|p=στις} {1:acc}</translation>
        </message>
        <message>
            <source>{0} keeps {1}</source>
            <translation>{0} κρατά {1}</translation>
        </message>
        <message>
            <source>Reveal your secret {0}</source>
            <translation>Αποκάλυψη του μυστικού σας: {0}</translation>
        </message>
        <message>
            <source>Take {0} from the Support Table</source>
            <translation>Λήψη {0} από τον Πίνακα υποστήριξης</translation>
        </message>
        <message>
            <source>Fire Smoke with {0}</source>
            <translation>Βολή Καπνού με {0}</translation>
        </message>
        <message>
            <source>holding all five Objectives wins</source>
            <translation>η κατοχή και των πέντε Στόχων δίνει τη νίκη</translation>
        </message>
        <message>
            <source>exit VP doubled</source>
            <translation>διπλοί ΠΝ εξόδου</translation>
        </message>
        <message>
            <source>elimination VP doubled</source>
            <translation>διπλοί ΠΝ εξόντωσης</translation>
        </message>
        <message>
            <source>Take {0} from the Casualty Track</source>
            <translation>Λήψη {0:m=του|f=της|n=του|p=των} {0:gen} από τον Πίνακα απωλειών</translation>
        </message>
        <message>
            <source>Medic: rally {0}</source>
            <translation>Τραυματιοφορέας: ανασύνταξη {0:m=του|f=της|n=του|p=των} {0:gen}</translation>
        </message>
        <message>
            <source>Objective {0} worth {1} VP more</source>
            <translation>ο Στόχος {0} αξίζει {1} ΠΝ περισσότερους</translation>
        </message>
        <message>
            <source>every Objective worth {0} VP more</source>
            <translation>κάθε Στόχος αξίζει {0} ΠΝ περισσότερους</translation>
        </message>
        <message>
            <source>Sudden Death</source>
            <translation>Αιφνίδιος θάνατος</translation>
        </message>
        <message>
            <source>Support Table</source>
            <translation>Πίνακας υποστήριξης</translation>
        </message>
        <message>
            <source>Support Table (E68)</source>
            <translation>Πίνακας υποστήριξης (E68)</translation>
        </message>
        <message>
            <source>Support Table (A35.4)</source>
            <translation>Πίνακας υποστήριξης (A35.4)</translation>
        </message>
        <message>
            <source>Commissar: {0}</source>
            <translation>Κομισάριος: {0}</translation>
        </message>
        <message>
            <source>Mine Attack in {0}</source>
            <translation>επίθεση ναρκών στο {0}</translation>
        </message>
        <message>
            <source>Melee in {0}</source>
            <translation>μάχη σώμα με σώμα στο {0}</translation>
        </message>
        <message>
            <source>Targeting {0} (Smoke)</source>
            <translation>στόχευση {0} (Καπνός)</translation>
        </message>
        <message>
            <source>Targeting {0}</source>
            <translation>στόχευση {0}</translation>
        </message>
        <message>
            <source>Fire Attack on {0}</source>
            <translation>επίθεση πυρός στο {0}</translation>
        </message>
        <message>
            <source>Fire Defense: {0}</source>
            <translation>άμυνα έναντι πυρός: {0}</translation>
        </message>
        <message>
            <source>Rally: {0}</source>
            <translation>ανασύνταξη: {0}</translation>
        </message>
        <message>
            <source>Rout: {0}</source>
            <translation>άτακτη φυγή: {0}</translation>
        </message>
        <message>
            <source>Accuracy at {0}</source>
            <translation>ακρίβεια στο {0}</translation>
        </message>
        <message>
            <source>Artillery Impact in {0}</source>
            <translation>πρόσκρουση πυροβολικού στο {0}</translation>
        </message>
        <message>
            <source>surrender</source>
            <translation>παράδοση</translation>
        </message>
        <message>
            <source>the last unit on the map was lost</source>
            <translation>χάθηκε η τελευταία μονάδα στον χάρτη</translation>
        </message>
        <message>
            <source>the last unit left the map</source>
            <translation>η τελευταία μονάδα βγήκε από τον χάρτη</translation>
        </message>
        <message>
            <source>the end of the Time Track</source>
            <translation>το τέλος του Πίνακα Χρόνου</translation>
        </message>
        <message>
            <source>all five Objectives held</source>
            <translation>κατοχή και των πέντε Στόχων</translation>
        </message>
        <message>
            <source>Time advanced (6.1.2)</source>
            <translation>ο Χρόνος προχώρησε (6.1.2)</translation>
        </message>
        <message>
            <source>{0} eliminated (7.1)</source>
            <translation>εξοντώθηκε: {0} (7.1)</translation>
        </message>
        <message>
            <source>{0} exited the map (7.2.1)</source>
            <translation>βγήκε από τον χάρτη: {0} (7.2.1)</translation>
        </message>
        <message>
            <source>secret chit {0} (7.3.3)</source>
            <translation>μυστικό μάρκερ {0} (7.3.3)</translation>
        </message>
        <message>
            <source>Objective {0} (7.3.3)</source>
            <translation>Στόχος {0} (7.3.3)</translation>
        </message>
        <message>
            <source>chit {0}, Objective {1} ({2})</source>
            <translation>μάρκερ {0}, Στόχος {1} ({2})</translation>
        </message>
        <message>
            <source>No Quarter in {0} (A38)</source>
            <translation>Χωρίς έλεος στο {0} (A38)</translation>
        </message>
        <message>
            <source>Light Wounds: {0} (A36)</source>
            <translation>Ελαφρά τραύματα: {0} (A36)</translation>
        </message>
        <message>
            <source>{0} and {1} more</source>
            <translation>{0} και {1} ακόμη</translation>
        </message>
        <message>
            <source>Axis player</source>
            <translation>παίκτης του Άξονα</translation>
        </message>
        <message>
            <source>Allied player</source>
            <translation>παίκτης των Συμμάχων</translation>
        </message>
        <message>
            <source>Allied</source>
            <translation>Σύμμαχοι</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>Όπλο</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Καθήλωση</translation>
        </message>
        <message>
            <source>Veteran</source>
            <translation>Βετεράνος</translation>
        </message>
        <message>
            <source>not on the map</source>
            <translation>εκτός χάρτη</translation>
        </message>
        <message>
            <source>Water terrain</source>
            <translation>υδάτινο έδαφος</translation>
        </message>
        <message>
            <source>Blaze</source>
            <translation>πυρκαγιά</translation>
        </message>
        <message>
            <source>not an Objective hex</source>
            <translation>δεν είναι εξάγωνο Στόχου</translation>
        </message>
        <message>
            <source>the Pillbox is already in play</source>
            <translation>το πολυβολείο είναι ήδη στο παιχνίδι</translation>
        </message>
        <message>
            <source>a Building hex</source>
            <translation>εξάγωνο κτιρίου</translation>
        </message>
        <message>
            <source>not at this moment</source>
            <translation>όχι αυτή τη στιγμή</translation>
        </message>
        <message>
            <source>no unit in that column</source>
            <translation>καμία μονάδα σε αυτή τη στήλη</translation>
        </message>
        <message>
            <source>no empty hex with Cover 1</source>
            <translation>κανένα άδειο εξάγωνο με Κάλυψη 1</translation>
        </message>
        <message>
            <source>no hex of the set-up zone can hold it</source>
            <translation>κανένα εξάγωνο της ζώνης ανάπτυξης δεν μπορεί να το δεχτεί</translation>
        </message>
        <message>
            <source>hit</source>
            <translation>εύστοχη</translation>
        </message>
        <message>
            <source>miss</source>
            <translation>άστοχη</translation>
        </message>
        <message>
            <source>it holds {0}</source>
            <translation>υπάρχει ήδη: {0}</translation>
        </message>
        <message>
            <source>no {0} marker left</source>
            <translation>δεν απέμειναν δείκτες: {0}</translation>
        </message>
        <message>
            <source>{0}, broken</source>
            <translation>{0}, {0:m=κλονισμένος|f=κλονισμένη|n=κλονισμένο|p=κλονισμένες}</translation>
        </message>
        <message>
            <source>Enfilade: give up the Initiative card for +1 FP per extra hex</source>
            <translation>Πλευρικά πυρά: δώστε την κάρτα Πρωτοβουλίας για +1 ΔΠ ανά επιπλέον εξάγωνο</translation>
        </message>
        <message>
            <source>Point Blank: discard {0} card(s) at random</source>
            <translation>Πυρ εξ επαφής: απορρίψτε τυχαία {0} κάρτα(-ες)</translation>
        </message>
        <message>
            <source>{0} withdraws</source>
            <translation>{0:m=Ο|f=Η|n=Το|p=Οι} {0} αποσύρεται</translation>
        </message>
        <message>
            <source>{0} retreats with the unit</source>
            <translation>{0:m=Ο|f=Η|n=Το|p=Οι} {0} υποχωρεί μαζί με τη μονάδα</translation>
        </message>
        <message>
            <source>Repair the Radio (Battery Access)</source>
            <translation>Επισκευή του Ασυρμάτου (Πρόσβαση στην Πυροβολαρχία)</translation>
        </message>
        <message>
            <source>Remove the Starshell in {0}</source>
            <translation>Αφαίρεση της φωτοβολίδας στο {0}</translation>
        </message>
        <message>
            <source>Deny the enemy Radio</source>
            <translation>Να αχρηστευτεί ο εχθρικός Ασύρματος</translation>
        </message>
        <message>
            <source>The shot falls in {0}</source>
            <translation>Η βολή πέφτει στο {0}</translation>
        </message>
        <message>
            <source>Rubble in {0}</source>
            <translation>Συντρίμμια στο {0}</translation>
        </message>
        <message>
            <source>Name {0} Mortar Spotter</source>
            <translation>Ορισμός {0:m=του|f=της|n=του|p=των} {0:gen} ως Παρατηρητή Όλμων</translation>
        </message>
        <message>
            <source>Fire a Starshell</source>
            <translation>Ρίψη φωτοβολίδας</translation>
        </message>
        <message>
            <source>The Starshell lands in {0}</source>
            <translation>Η φωτοβολίδα πέφτει στο {0}</translation>
        </message>
        <message>
            <source>{0} {1} [{2}]</source>
            <translation>{0} {1} [{2}]</translation>
        </message>
        <message>
            <source>after the roll: {0} {1} [{2}]</source>
            <translation>μετά τη ρίψη: {0} {1} [{2}]</translation>
        </message>
        <message>
            <source>Rubble</source>
            <translation>Συντρίμμια</translation>
        </message>
        <message>
            <source>{0}, {1}</source>
            <translation>{0}, {1}</translation>
        </message>
        <message>
            <source>Malfunction: {0} breaks</source>
            <translation>Δυσλειτουργία: {0:m=ο|f=η|n=το|p=οι} {0} {0:m=αχρηστεύεται|f=αχρηστεύεται|n=αχρηστεύεται|p=αχρηστεύονται}</translation>
        </message>
    </context>
</TS>
