<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
    <context>
        <name>Cards</name>
        <message numerus="yes">
            <location filename="../../cc_desktop/ui/cards.py" line="+792" />
            <source>%n card(s)</source>
            <extracomment>the card texts' home is cc_desktop/content/texts.py; these names are still read from here, and imported only when first asked for: the content package is not needed to build the window Cards drawn lately, as pictures: a hand shown again (the player back at the screen after a hand-over, the same hand after a move) is copied, not drawn again. Keyed by everything a card's picture depends on; the oldest go first.</extracomment>
            <translation>
                <numerusform>%n карта</numerusform>
                <numerusform>%n карты</numerusform>
                <numerusform>%n карт</numerusform>
            </translation>
        </message>
        <message>
            <source>ORDER / ACTION</source>
            <translation>ПРИКАЗ / ДЕЙСТВИЕ</translation>
        </message>
        <message>
            <source>ORDER</source>
            <translation>ПРИКАЗ</translation>
        </message>
        <message>
            <source>ACTION</source>
            <translation>ДЕЙСТВИЕ</translation>
        </message>
        <message>
            <source>EVENT</source>
            <translation>СОБЫТИЕ</translation>
        </message>
        <message>
            <source>The pile is empty.</source>
            <translation>Стопка пуста.</translation>
        </message>
        <message>
            <source>Event!</source>
            <translation>Событие!</translation>
        </message>
        <message>
            <source>Jammed!</source>
            <translation>Заклинило!</translation>
        </message>
        <message>
            <source>Sniper!</source>
            <translation>Снайпер!</translation>
        </message>
        <message>
            <source>Time!</source>
            <translation>Время!</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Приказ</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Действие</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Событие</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Сброс</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s), the top card first</source>
            <translation>
                <numerusform>%n карта, сверху вниз</numerusform>
                <numerusform>%n карты, сверху вниз</numerusform>
                <numerusform>%n карт, сверху вниз</numerusform>
            </translation>
        </message>
        <message>
            <source>Random hex {hex}, dice {white} + {coloured} = {total}</source>
            <translation>Случайный гекс {hex}, кубики {white} + {coloured} = {total}</translation>
        </message>
        <message>
            <source>(wind {n})</source>
            <translation>(ветер {n})</translation>
        </message>
        <message>
            <source>{n}: {order} / {action} / {event}</source>
            <translation>{n}: {order} / {action} / {event}</translation>
        </message>
        <message>
            <source>Card {n}</source>
            <translation>Карта {n}</translation>
        </message>
    </context>
    <context>
        <name>Counters</name>
        <message>
            <source>Smoke</source>
            <translation>Дым</translation>
        </message>
        <message>
            <source>Blaze</source>
            <translation>Пожар</translation>
        </message>
        <message>
            <source>Foxholes</source>
            <translation>Окопы</translation>
        </message>
        <message>
            <source>Trenches</source>
            <translation>Траншеи</translation>
        </message>
        <message>
            <source>Wire</source>
            <translation>Проволока</translation>
        </message>
        <message>
            <source>Mines</source>
            <translation>Мины</translation>
        </message>
        <message>
            <source>Bunker</source>
            <translation>Бункер</translation>
        </message>
        <message>
            <source>Pillbox</source>
            <translation>Дот</translation>
        </message>
        <message>
            <source>Control</source>
            <translation>Контроль</translation>
        </message>
        <message>
            <source>Spotting Round</source>
            <translation>Пристрелочный выстрел</translation>
        </message>
        <message>
            <source>Radio</source>
            <translation>Рация</translation>
        </message>
        <message>
            <source>SR</source>
            <translation>ПВ</translation>
        </message>
        <message>
            <source>FP {fp}, Range {range}, Movement {move}, Morale {morale}</source>
            <translation>ОМ {fp}, дальность {range}, движение {move}, мораль {morale}</translation>
        </message>
        <message>
            <source>Squad</source>
            <translation>Отделение</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Группа</translation>
        </message>
        <message>
            <source>Leader</source>
            <translation>Командир</translation>
        </message>
        <message>
            <source>, Command {command}</source>
            <translation>, командование {command}</translation>
        </message>
        <message>
            <source>Weapon: {name}, FP {fp}, Range {range}</source>
            <translation>Оружие: {name}, ОМ {fp}, дальность {range}</translation>
        </message>
        <message>
            <source>Smoke, Hindrance {value}</source>
            <translation>Дым, помеха {value}</translation>
        </message>
        <message>
            <source>veteran</source>
            <translation>ветеран</translation>
        </message>
        <message>
            <source>Radio, FP {value}</source>
            <translation>Рация, ОМ {value}</translation>
        </message>
        <message>
            <source>Objective {label}: controlled</source>
            <translation>Цель {label}: под контролем</translation>
        </message>
        <message>
            <source>MG</source>
            <translation>ПУЛ</translation>
        </message>
        <message>
            <source>MTR</source>
            <translation>МИН</translation>
        </message>
        <message>
            <source>GUN</source>
            <translation>ОР</translation>
        </message>
        <message>
            <source>FT</source>
            <translation>ОГН</translation>
        </message>
        <message>
            <source>DC</source>
            <translation>ЗАР</translation>
        </message>
        <message>
            <source>MOL</source>
            <translation>КС</translation>
        </message>
        <message>
            <source>Rubble</source>
            <translation>Завалы</translation>
        </message>
        <message>
            <source>Starshell</source>
            <translation>Ракета</translation>
        </message>
        <message>
            <source>Starshell (V3): lights this hex and the hexes within 2</source>
            <translation>Осветительная ракета (V3): освещает этот гекс и гексы в радиусе 2</translation>
        </message>
        <message>
            <source>Rubble (V1)</source>
            <translation>Завалы (V1)</translation>
        </message>
        <message>
            <source>Weapon: {name}, FP {fp}, Range {range} - broken</source>
            <translation>Оружие: {name}, ОМ {fp}, дальность {range} - сломано</translation>
        </message>
        <message>
            <source>Radio, FP {value} - broken</source>
            <translation>Рация, ОМ {value} - сломана</translation>
        </message>
        <message>
            <source>{0}, suppressed</source>
            <translation>{0}, {0:m=прижат огнём|f=прижата огнём|n=прижато огнём|p=прижаты огнём}</translation>
        </message>
    </context>
    <context>
        <name>DecisionPanel</name>
        <message>
            <location filename="../../cc_desktop/ui/decisionpanel.py" line="+77" />
            <source>The {0} player decides:</source>
            <translation>Решает игрок: {0}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A reaction: answer in the box over the map</source>
            <translation>Реакция: ответьте в окошке над картой</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Waiting for the {0} player</source>
            <translation>Ожидание игрока: {0}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The {0} player decides</source>
            <translation>Решает игрок: {0}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Drag a unit from the pile in the map's margin onto a lit hex, or click it and then a hex; drag a placed unit again to move it</source>
            <translation>Перетащите подразделение из стопки на поле у края карты на подсвеченный гекс или щёлкните его, а затем гекс; уже поставленное подразделение можно перетащить ещё раз</translation>
        </message>
        <message>
            <location line="+22" />
            <source>with {0}</source>
            <translation>с оружием: {0}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>suppressed</source>
            <translation>прижато огнём</translation>
        </message>
        <message>
            <location line="+2" />
            <source>veteran</source>
            <translation>ветеран</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../../cc_desktop/ui/endgame.py" line="+29" />
            <location line="+57" />
            <source>Game over</source>
            <translation>Игра окончена</translation>
        </message>
        <message>
            <location line="-49" />
            <source>A tie on VP: the side holding the Initiative card wins (9.2).</source>
            <translation>Ничья по ПО: побеждает сторона, у которой карта Инициативы (9.2).</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+124" />
            <source>VP by source</source>
            <translation>ПО по источникам</translation>
        </message>
        <message>
            <location line="-119" />
            <source>New game…</source>
            <translation>Новая игра…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save…</source>
            <translation>Сохранить…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Save</source>
            <translation>Сохранить</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <location line="+24" />
            <source>The Axis wins</source>
            <translation>Победа Оси</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The Allies win</source>
            <translation>Победа Союзников</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game is over</source>
            <translation>Игра окончена</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Game over: the Axis wins</source>
            <translation>Игра окончена: победа Оси</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Game over: the Allies win</source>
            <translation>Игра окончена: победа Союзников</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The game ended by Sudden Death.</source>
            <translation>Игра завершилась Внезапной смертью.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended by surrender: the casualties reached the Surrender marker.</source>
            <translation>Игра завершилась капитуляцией: потери достигли маркера капитуляции.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended when one side lost its last unit on the map.</source>
            <translation>Игра завершилась: одна из сторон потеряла последнее подразделение на карте.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended when one side's last unit left the map.</source>
            <translation>Игра завершилась: последнее подразделение одной из сторон покинуло карту.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended at the end of the Time Track.</source>
            <translation>Игра завершилась в конце трека Времени.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended when one side held all five Objectives.</source>
            <translation>Игра завершилась: одна из сторон удержала все пять Целей.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game ended ({0}).</source>
            <translation>Игра завершилась ({0}).</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>Final VP: %n to the Axis</source>
            <translation>
                <numerusform>Итоговые ПО: %n в пользу Оси</numerusform>
                <numerusform>Итоговые ПО: %n в пользу Оси</numerusform>
                <numerusform>Итоговые ПО: %n в пользу Оси</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Final VP: %n to the Allies</source>
            <translation>
                <numerusform>Итоговые ПО: %n в пользу Союзников</numerusform>
                <numerusform>Итоговые ПО: %n в пользу Союзников</numerusform>
                <numerusform>Итоговые ПО: %n в пользу Союзников</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Final VP: level (0)</source>
            <translation>Итоговые ПО: поровну (0)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Optional rules: none</source>
            <translation>Дополнительные правила: нет</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rules: {0}</source>
            <translation>Дополнительные правила: {0}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Source</source>
            <translation>Источник</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Total</source>
            <translation>Итого</translation>
        </message>
        <message>
            <location line="+42" />
            <location line="+2" />
            <source>{0}: {1} towards the {2}</source>
            <translation>{0}: {1} в пользу: {2}</translation>
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
            <translation>Решение</translation>
        </message>
        <message>
            <location line="-27" />
            <location line="+27" />
            <source>Hand</source>
            <translation>Рука</translation>
        </message>
        <message>
            <location line="-25" />
            <location line="+26" />
            <source>Track display</source>
            <translation>Треки</translation>
        </message>
        <message>
            <location line="-22" />
            <location line="+22" />
            <source>Log</source>
            <translation>Журнал</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>Готово</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <source>&amp;New game...</source>
            <translation>&amp;Новая игра...</translation>
        </message>
        <message>
            <source>&amp;Open...</source>
            <translation>&amp;Открыть...</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Сохранить</translation>
        </message>
        <message>
            <source>Save &amp;as...</source>
            <translation>Сохранить &amp;как...</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Отменить ход</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <source>&amp;Rules...</source>
            <translation>&amp;Правила...</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Приблизить</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Отдалить</translation>
        </message>
        <message>
            <source>&amp;Fit map</source>
            <translation>&amp;Вписать карту</translation>
        </message>
        <message>
            <source>&amp;Line of sight tool</source>
            <translation>Инструмент &amp;линии видимости</translation>
        </message>
        <message>
            <source>&amp;What a hex sees</source>
            <translation>&amp;Что видно из гекса</translation>
        </message>
        <message>
            <source>&amp;Discard piles</source>
            <translation>&amp;Стопки сброса</translation>
        </message>
        <message>
            <source>&amp;Reactions</source>
            <translation>&amp;Реакции</translation>
        </message>
        <message>
            <location line="+29" />
            <source>cc_desktop — {0}</source>
            <translation>cc_desktop — {0}</translation>
        </message>
        <message>
            <source>Op Fire after each hex entered</source>
            <translation>Огонь на опережение после каждого входа в гекс</translation>
        </message>
        <message>
            <source>Ambush before Melee</source>
            <translation>Засада перед рукопашной</translation>
        </message>
        <message>
            <source>Dig In after Time advances</source>
            <translation>Окапывание при продвижении Времени</translation>
        </message>
        <message>
            <source>Initiative re-roll after each roll</source>
            <translation>Переброс за Инициативу после каждого броска</translation>
        </message>
        <message>
            <source>Concealment before Defense rolls</source>
            <translation>Маскировка перед бросками Защиты</translation>
        </message>
        <message>
            <source>Light Wounds when a Squad breaks</source>
            <translation>Лёгкие ранения, когда Отделение подавлено</translation>
        </message>
        <message>
            <source>No Quarter after a Melee</source>
            <translation>Пленных не брать после рукопашной</translation>
        </message>
        <message>
            <source>Demolitions after a Pass</source>
            <translation>Подрыв после паса</translation>
        </message>
        <message>
            <source>Hidden Mines</source>
            <translation>Скрытые мины</translation>
        </message>
        <message>
            <source>Hidden Wire</source>
            <translation>Скрытая проволока</translation>
        </message>
        <message>
            <source>Hidden Entrenchments</source>
            <translation>Скрытые траншеи</translation>
        </message>
        <message>
            <source>Hidden Pillbox</source>
            <translation>Скрытый дот</translation>
        </message>
        <message>
            <source>Hidden Unit</source>
            <translation>Скрытое подразделение</translation>
        </message>
        <message>
            <source>{0} player asks about</source>
            <translation>Спрашивать {0:acc} о</translation>
        </message>
        <message>
            <source>Not playable now: {0}</source>
            <translation>Сейчас нельзя сыграть: {0}</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>никто</translation>
        </message>
        <message>
            <source>&lt;b&gt;VP&lt;/b&gt; {0} towards {1}</source>
            <translation>&lt;b&gt;ПО&lt;/b&gt; {0} в пользу: {1}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Time&lt;/b&gt; {0} (Sudden Death from {1}; track ends at {2})</source>
            <translation>&lt;b&gt;Время&lt;/b&gt; {0} (Внезапная смерть с {1}; трек заканчивается на {2})</translation>
        </message>
        <message>
            <source>&lt;b&gt;Initiative&lt;/b&gt;: {0}</source>
            <translation>&lt;b&gt;Инициатива&lt;/b&gt;: {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Turn&lt;/b&gt; {0}: {1} ({2} of {3} Orders)</source>
            <translation>&lt;b&gt;Ход&lt;/b&gt; {0}: {1} (приказов: {2} из {3})</translation>
        </message>
        <message>
            <source>&lt;b&gt;Year&lt;/b&gt; {0}</source>
            <translation>&lt;b&gt;Год&lt;/b&gt; {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{0}&lt;/b&gt; ({1}): hand {2}/{3}, deck {4}, discards {5}; casualties {6}, surrenders at {7}</source>
            <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}): рука {2}/{3}, колода {4}, сброс {5}; потери {6}, капитуляция при {7}</translation>
        </message>
        <message>
            <source>Orders per turn {0}; may discard up to {1} cards when passing (4.3.1)</source>
            <translation>Приказов за ход: {0}; при пасе можно сбросить до {1} карт (4.3.1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Objectives&lt;/b&gt; {0}</source>
            <translation>&lt;b&gt;Цели&lt;/b&gt; {0}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your secret chits&lt;/b&gt;: {0}; the opponent holds {1}</source>
            <translation>&lt;b&gt;Ваши секретные фишки&lt;/b&gt;: {0}; у противника {1}</translation>
        </message>
        <message>
            <source>{0} reveals a Random Hex: {1}</source>
            <translation>{0} открывает случайный гекс: {1}</translation>
        </message>
        <message>
            <source>{0} reveals an Event: {1}</source>
            <translation>{0} открывает Событие: {1}</translation>
        </message>
        <message>
            <source>{0} reveals the dice: white {1}, coloured {2}</source>
            <translation>{0} открывает кубики: белый {1}, цветной {2}</translation>
        </message>
        <message>
            <source>{0} reveals: {1} + {2} = {3}</source>
            <translation>{0} открывает: {1} + {2} = {3}</translation>
        </message>
        <message>
            <source>Trigger: {0} — ignored (a roll made while a trigger is resolved)</source>
            <translation>Триггер: {0} — игнорируется (бросок при разрешении триггера)</translation>
        </message>
        <message>
            <source>an Event is revealed and executed</source>
            <translation>открывается и выполняется Событие</translation>
        </message>
        <message>
            <source>a Sniper strikes at a Random Hex</source>
            <translation>снайпер стреляет по случайному гексу</translation>
        </message>
        <message>
            <source>the Time marker advances</source>
            <translation>маркер Времени продвигается</translation>
        </message>
        <message>
            <source>Trigger: {0} — {1}</source>
            <translation>Триггер: {0} — {1}</translation>
        </message>
        <message>
            <source>Trigger: {0}</source>
            <translation>Триггер: {0}</translation>
        </message>
        <message>
            <source>Trigger: {0} — no effect (only on a Fire Attack roll)</source>
            <translation>Триггер: {0} — без эффекта (только при броске огневой атаки)</translation>
        </message>
        <message>
            <source>(click for the next card: {0} more)</source>
            <translation>(щёлкните, чтобы увидеть следующую карту: ещё {0})</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Сохранено</translation>
        </message>
        <message>
            <source>{0} discard pile</source>
            <translation>Сброс: {0}</translation>
        </message>
        <message>
            <source>Rule {0}</source>
            <translation>Правило {0}</translation>
        </message>
        <message>
            <source>Let go on the map: {0}</source>
            <translation>Отпустите на карте: {0}</translation>
        </message>
        <message>
            <source>Card {0} cannot be played now</source>
            <translation>Карту {0} сейчас сыграть нельзя</translation>
        </message>
        <message>
            <source>Objectives held</source>
            <translation>Удерживаемые Цели</translation>
        </message>
        <message>
            <source>Secret Objective chits (revealed at the end)</source>
            <translation>Секретные фишки Целей (открываются в конце)</translation>
        </message>
        <message>
            <source>Objective chits opened during play</source>
            <translation>Фишки Целей, открытые в ходе игры</translation>
        </message>
        <message>
            <source>Eliminations</source>
            <translation>Уничтожения</translation>
        </message>
        <message>
            <source>Units exited off the map</source>
            <translation>Подразделения, покинувшие карту</translation>
        </message>
        <message>
            <source>Time (the Defender's VP when Time advances)</source>
            <translation>Время (ПО Обороняющегося при продвижении Времени)</translation>
        </message>
        <message>
            <source>{0} (Event {1})</source>
            <translation>{0} (Событие {1})</translation>
        </message>
        <message>
            <source>{0} (Action {1})</source>
            <translation>{0} (Действие {1})</translation>
        </message>
        <message>
            <source>{0} sees {1} hexes</source>
            <translation>Из {0} видно гексов: {1}</translation>
        </message>
        <message>
            <source>{0}: {1} ({2}), level {3}, Cover {4}, {5} MP</source>
            <translation>{0}: {1} ({2}), уровень {3}, Укрытие {4}, {5} ОД</translation>
        </message>
        <message>
            <source>hexsides: {0}</source>
            <translation>стороны гекса: {0}</translation>
        </message>
        <message>
            <source>Smoke {0}</source>
            <translation>Дым {0}</translation>
        </message>
        <message>
            <source>Blaze</source>
            <translation>Пожар</translation>
        </message>
        <message>
            <source>{0}: {1} MP (Ctrl+drag moves the whole group in {2})</source>
            <translation>{0}: {1} ОД (Ctrl+перетаскивание двигает все подразделения из {2})</translation>
        </message>
        <message>
            <source>{0}: {1} MP</source>
            <translation>{0}: {1} ОД</translation>
        </message>
        <message>
            <source>{0}: {1} MP to {2}</source>
            <translation>{0}: {1} ОД до {2}</translation>
        </message>
        <message>
            <source>Not on the map</source>
            <translation>Не на карте</translation>
        </message>
        <message>
            <source>{0} cannot go to {1} now</source>
            <translation>{0} не может сейчас пойти в {1}</translation>
        </message>
        <message>
            <source>No way from {0} to {1}</source>
            <translation>Нет пути из {0} в {1}</translation>
        </message>
        <message>
            <source>{0} entered {1}: the {2} player may react ({3}); the move goes on after</source>
            <translation>{0} входит в {1}: {2:nom} может отреагировать ({3}), затем движение продолжится</translation>
        </message>
        <message>
            <source>{0} in {1}: {2} MP left</source>
            <translation>{0} в {1}: осталось {2} ОД</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>остановлен</translation>
        </message>
        <message>
            <source>the move ended</source>
            <translation>движение завершено</translation>
        </message>
        <message>
            <source>{0} stopped in {1} by the {2} player's reaction ({3}): {4}</source>
            <translation>{0} — остановка в {1} из-за реакции {2:gen} ({3}): {4}</translation>
        </message>
        <message>
            <source>{0} stopped in {1}: {2}</source>
            <translation>{0} — остановка в {1}: {2}</translation>
        </message>
        <message>
            <source>Rule {0}?</source>
            <translation>Правило {0}?</translation>
        </message>
        <message>
            <source>Autosave failed: save the game yourself (File &gt; Save)</source>
            <translation>Автосохранение не удалось: сохраните игру сами (Файл &gt; Сохранить)</translation>
        </message>
        <message>
            <source>The game could not be autosaved: {0}</source>
            <translation>Не удалось автоматически сохранить игру: {0}</translation>
        </message>
        <message>
            <source>The autosaved game could not be opened and was set aside as {0}.</source>
            <translation>Автосохранённую игру не удалось открыть; файл отложен под именем {0}.</translation>
        </message>
        <message>
            <source>The autosaved game could not be opened and was removed.</source>
            <translation>Автосохранённую игру не удалось открыть, и она удалена.</translation>
        </message>
        <message>
            <source>Autosave set aside</source>
            <translation>Автосохранение отложено</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Продолжить</translation>
        </message>
        <message>
            <source>Resume the unfinished game ({0}, {1} moves)?</source>
            <translation>Продолжить незаконченную игру ({0}, ходов: {1})?</translation>
        </message>
        <message>
            <source>Unsaved game</source>
            <translation>Несохранённая игра</translation>
        </message>
        <message>
            <source>Save the current game first?</source>
            <translation>Сначала сохранить текущую игру?</translation>
        </message>
        <message>
            <source>Otherwise the moves played since it was last saved are lost.</source>
            <translation>Иначе ходы, сделанные после последнего сохранения, будут потеряны.</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Открыть сохранённую игру</translation>
        </message>
        <message>
            <source>Saved games (*{0})</source>
            <translation>Сохранённые игры (*{0})</translation>
        </message>
        <message>
            <source>Opening the game...</source>
            <translation>Открытие партии...</translation>
        </message>
        <message>
            <source>Preparing the battle...</source>
            <translation>Подготовка боя...</translation>
        </message>
        <message>
            <source>Cannot open the game</source>
            <translation>Не удаётся открыть игру</translation>
        </message>
        <message>
            <source>Cannot start the battle</source>
            <translation>Не удаётся начать бой</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Сохранить игру</translation>
        </message>
        <message>
            <source>Saved to {0}</source>
            <translation>Сохранено в {0}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>Не удаётся сохранить</translation>
        </message>
        <message>
            <source>Double-click for the rules.</source>
            <translation>Двойной щелчок открывает правила.</translation>
        </message>
        <message>
            <source>Click the rule number for its text.</source>
            <translation>Щёлкните номер правила, чтобы увидеть его текст.</translation>
        </message>
        <message>
            <source>Fire at {0}</source>
            <translation>Огонь по {0}</translation>
        </message>
        <message>
            <source>Firing pieces</source>
            <translation>Стреляющие фишки</translation>
        </message>
        <message>
            <source>Attack FP</source>
            <translation>ОМ атаки</translation>
        </message>
        <message>
            <source>FP</source>
            <translation>ОМ</translation>
        </message>
        <message>
            <source>Attack Total = {0} + roll</source>
            <translation>Итог атаки = {0} + бросок</translation>
        </message>
        <message>
            <source>Morale</source>
            <translation>Мораль</translation>
        </message>
        <message>
            <source>Cover</source>
            <translation>Укрытие</translation>
        </message>
        <message>
            <source>After the roll</source>
            <translation>После броска</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>Защита</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <translation>{0}: {1}</translation>
        </message>
        <message>
            <source>Defense Total = {0} + roll</source>
            <translation>Итог защиты = {0} + бросок</translation>
        </message>
        <message>
            <source>{0}: click a lit hex to set it up there, or drag it</source>
            <translation>{0}: щёлкните подсвеченный гекс, чтобы поставить туда, или перетащите</translation>
        </message>
        <message>
            <source>&lt;b&gt;Optional rules&lt;/b&gt;: {0}</source>
            <translation>&lt;b&gt;Дополнительные правила&lt;/b&gt;: {0}</translation>
        </message>
        <message>
            <source>LOS</source>
            <translation>Видимость</translation>
        </message>
        <message>
            <source>Line of sight tool (L)</source>
            <translation>Инструмент линии видимости (L)</translation>
        </message>
        <message>
            <source>Leave the map tool</source>
            <translation>Выйти из инструмента карты</translation>
        </message>
        <message>
            <source>What a hex sees: click a hex; Esc leaves the tool</source>
            <translation>Что видно из гекса: щёлкните гекс; Esc — выход из инструмента</translation>
        </message>
        <message>
            <source>Line of sight: drag from the firer's hex to the target (or click one, then the other); Esc leaves the tool</source>
            <translation>Линия видимости: протяните от гекса стреляющего к цели (или щёлкните один гекс, затем другой); Esc — выход из инструмента</translation>
        </message>
        <message>
            <source>Line of sight: click two hexes – Esc to leave</source>
            <translation>Линия видимости: щёлкните два гекса – Esc для выхода</translation>
        </message>
        <message>
            <source>What a hex sees: click a hex – Esc to leave</source>
            <translation>Что видно из гекса: щёлкните гекс – Esc для выхода</translation>
        </message>
        <message>
            <source>&amp;How to play...</source>
            <translation>&amp;Как играть...</translation>
        </message>
        <message>
            <source>Show my hand</source>
            <translation>Показать мою руку</translation>
        </message>
        <message>
            <source>Asked in public: no card is shown. "Show my hand" passes the screen to you first.</source>
            <translation>Вопрос задан открыто: карты не показываются. «Показать мою руку» сначала передаёт экран вам.</translation>
        </message>
        <message>
            <source>Asked in public: every answer is public.</source>
            <translation>Вопрос задан открыто: все ответы открыты.</translation>
        </message>
        <message>
            <source>Made without asking (the only choice): {0}</source>
            <translation>Сделано без вопроса (единственный вариант): {0}</translation>
        </message>
        <message>
            <source>The hand is hidden while the {0} player answers at the screen</source>
            <translation>Рука скрыта, пока у экрана отвечает другой игрок ({0})</translation>
        </message>
        <message>
            <source>The log is hidden while the {0} player answers at the screen</source>
            <translation>Журнал скрыт, пока у экрана отвечает другой игрок ({0})</translation>
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
            <translation>&lt;b&gt;Ваша рука.&lt;/b&gt; Каждую карту играют &lt;i&gt;либо&lt;/i&gt; ради её приказа (крупное слово вверху), &lt;i&gt;либо&lt;/i&gt; ради её действия (под картинкой). Яркие карты можно сыграть сейчас; наведите мышь на тусклую, чтобы узнать, почему её нельзя.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A reaction window&lt;/b&gt;, asked at the screen as it is: &lt;i&gt;No, continue&lt;/i&gt; declines in one click; &lt;i&gt;Show my hand&lt;/i&gt; passes the screen to you first, to play an Action card in answer. The Reactions menu sets at which moments the game asks you.</source>
            <translation>&lt;b&gt;Окно реакции&lt;/b&gt; — вопрос задан прямо на экране: &lt;i&gt;Нет, продолжить&lt;/i&gt; отказывается одним щелчком; &lt;i&gt;Показать мою руку&lt;/i&gt; сначала передаёт экран вам, чтобы сыграть в ответ карту действия. В меню «Реакции» задаётся, в какие моменты игра вас спрашивает.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A reaction window.&lt;/b&gt; You may play an Action card now, in answer to your opponent, or &lt;i&gt;No, continue&lt;/i&gt;. The Reactions menu sets at which moments the game asks you.</source>
            <translation>&lt;b&gt;Окно реакции.&lt;/b&gt; Сейчас можно сыграть карту действия в ответ противнику или выбрать &lt;i&gt;Нет, продолжить&lt;/i&gt;. В меню «Реакции» задаётся, в какие моменты игра вас спрашивает.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Undo.&lt;/b&gt; Game &gt; Undo takes back your last move, until a card is revealed or drawn (every die roll reveals one) or the other player decides.</source>
            <translation>&lt;b&gt;Отмена.&lt;/b&gt; Игра &gt; Отменить ход возвращает ваш последний ход — пока не открыта или не взята карта (каждый бросок кубиков открывает карту) и пока не решал другой игрок.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hotseat.&lt;/b&gt; The player who just played looks away now. Only the player named clicks the button: nothing of either side's hand shows before.</source>
            <translation>&lt;b&gt;Хотсит.&lt;/b&gt; Игрок, который только что ходил, теперь отворачивается. Кнопку нажимает только названный игрок: до этого не видно ничего из руки ни одной из сторон.</translation>
        </message>
        <message>
            <source>You may give several Orders this turn.</source>
            <translation>В этот ход можно отдать несколько приказов.</translation>
        </message>
        <message>
            <source>Then &lt;i&gt;End turn&lt;/i&gt;; or &lt;i&gt;Pass&lt;/i&gt; without an Order to discard cards. One click on a line of the Decision panel commits it.</source>
            <translation>Затем &lt;i&gt;Завершить ход&lt;/i&gt;; или, не отдав приказа, &lt;i&gt;Пас&lt;/i&gt;, чтобы сбросить карты. Один щелчок по строке панели «Решение» сразу выполняет выбор.</translation>
        </message>
        <message>
            <source>Close this hint</source>
            <translation>Закрыть подсказку</translation>
        </message>
        <message>
            <source>No more hints</source>
            <translation>Больше не подсказывать</translation>
        </message>
        <message>
            <source>Show hi&amp;nts</source>
            <translation>Показывать по&amp;дсказки</translation>
        </message>
        <message>
            <source>You may give up to {0} Orders this turn.</source>
            <translation>В этот ход можно отдать приказов: до {0}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your turn.&lt;/b&gt; Play a card for its Order, then choose the unit it activates. </source>
            <translation>&lt;b&gt;Ваш ход.&lt;/b&gt; Сыграйте карту ради её приказа, затем выберите подразделение, которое он активирует. </translation>
        </message>
        <message>
            <source>(no user data folder on this system: no autosave)</source>
            <translation>(в этой системе нет папки пользовательских данных: автосохранения нет)</translation>
        </message>
        <message>
            <source>+ / - / 0 (over the map)</source>
            <translation>+ / - / 0 (над картой)</translation>
        </message>
        <message>
            <source>Zoom in, zoom out, fit the map</source>
            <translation>Приблизить, отдалить, вписать карту в окно</translation>
        </message>
        <message>
            <source>Esc (over the map)</source>
            <translation>Esc (над картой)</translation>
        </message>
        <message>
            <source>Clear the line of sight</source>
            <translation>Сбросить линию видимости</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>Колесо мыши</translation>
        </message>
        <message>
            <source>Zoom the map</source>
            <translation>Масштаб карты</translation>
        </message>
        <message>
            <source>Middle button drag, or drag on an empty part of the map</source>
            <translation>Перетаскивание средней кнопкой или по пустому месту карты</translation>
        </message>
        <message>
            <source>Move the map</source>
            <translation>Сдвинуть карту</translation>
        </message>
        <message>
            <source>Shift while dragging a counter</source>
            <translation>Shift при перетаскивании фишки</translation>
        </message>
        <message>
            <source>Add a waypoint to the path</source>
            <translation>Добавить промежуточную точку пути</translation>
        </message>
        <message>
            <source>Ctrl while picking up a counter to move</source>
            <translation>Ctrl, когда берёте фишку для движения</translation>
        </message>
        <message>
            <source>Move the whole stack</source>
            <translation>Двигать всю стопку</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Как играть</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Отменить ход</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>Клавиши</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>Что делают</translation>
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
            <translation>{0} · Ход {1}, Время {2} · другой игрок отворачивается</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Pass the screen to the {0} player ({1})</source>
            <translation>Передайте экран игроку: {0} ({1})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pass the screen to the {0} player</source>
            <translation>Передайте экран игроку: {0}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>I am the {0} player: show my side</source>
            <translation>Я — {0:nom}: показать мою сторону</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Revealed by the last move — both players may look</source>
            <translation>Открыто последним ходом — смотреть могут оба игрока</translation>
        </message>
        <message>
            <location line="+15" />
            <source>(earlier, in the log: {0} more)</source>
            <translation>(раньше, в журнале: ещё {0})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>While you were away:</source>
            <translation>Пока вас не было:</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>The window will speak the system's language from the next start.</source>
            <translation>Со следующего запуска окно будет на языке системы.</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Как в системе</translation>
        </message>
        <message>
            <source>The window will speak {0} from the next start.</source>
            <translation>Со следующего запуска язык окна: {0}.</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <location filename="../../cc_desktop/ui/launch.py" line="+310" />
            <source>Opening the unfinished game...</source>
            <extracomment>the engine is imported this long after the window's first frame (the import holds the interpreter's lock for tens of milliseconds at a time: not on top of the window's first turns) what the window needs, imported in the background while the dialog is open what a game in the window needs besides the engine, imported with it the most CPU time the window's thread used between two ticks (what a stall would be on a machine with nothing else to do: it leaves out waiting for a busy CPU) the interpreter's switch interval while work runs in the background (seconds; Python's own is 5 ms)</extracomment>
            <translation>Открытие незаконченной партии...</translation>
        </message>
        <message>
            <location line="+140" />
            <source>Preparing the battle...</source>
            <translation>Подготовка боя...</translation>
        </message>
        <message>
            <location line="+8" />
            <source>cc_desktop cannot start</source>
            <translation>cc_desktop не может запуститься</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Cannot start the battle</source>
            <translation>Не удаётся начать бой</translation>
        </message>
    </context>
    <context>
        <name>LosPanel</name>
        <message>
            <location filename="../../cc_desktop/ui/lospanel.py" line="+66" />
            <source>Close the line of sight (Esc)</source>
            <translation>Закрыть линию видимости (Esc)</translation>
        </message>
        <message>
            <location line="+22" />
            <source>clear</source>
            <translation>свободна</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hindered</source>
            <translation>затруднена</translation>
        </message>
        <message>
            <location line="+0" />
            <source>blocked</source>
            <translation>перекрыта</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Hill</source>
            <translation>Холм</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Line of sight {0} → {1}</source>
            <translation>Линия видимости {0} → {1}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Line of sight {0} → {1}: {2}, range {3}</source>
            <translation>Линия видимости {0} → {1}: {2}, дистанция {3}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{0} (blocked by {1} in {2})</source>
            <translation>{0} (перекрывает {1} в {2})</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} (hindrance {1})</source>
            <translation>{0} (помеха {1})</translation>
        </message>
        <message>
            <location line="+9" />
            <source>{0} · range {1} (rule {2})</source>
            <translation>{0} · дистанция {1} (правило {2})</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hindrance {0}: only the largest one counts; it comes off the attack's Firepower (rule {1})</source>
            <translation>Помеха {0}: учитывается только наибольшая; она вычитается из огневой мощи атаки (правило {1})</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Blocked by &lt;b&gt;{0}&lt;/b&gt; in &lt;b&gt;{1}&lt;/b&gt; (rule {2})</source>
            <translation>Перекрыта: &lt;b&gt;{0}&lt;/b&gt; в &lt;b&gt;{1}&lt;/b&gt; (правило {2})</translation>
        </message>
        <message>
            <location line="+5" />
            <source>then also {0} in {1} (rule {2})</source>
            <translation>затем ещё {0} в {1} (правило {2})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&lt;b&gt;Hindrances&lt;/b&gt;</source>
            <translation>&lt;b&gt;Помехи&lt;/b&gt;</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} in {1}: hindrance {2} (rule {3})</source>
            <translation>{0} в {1}: помеха {2} (правило {3})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&lt;b&gt;Not counted&lt;/b&gt;</source>
            <translation>&lt;b&gt;Не учитываются&lt;/b&gt;</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the line runs along the railway</source>
            <translation>линия идёт вдоль железной дороги</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line runs along the road</source>
            <translation>линия идёт вдоль дороги</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>it stands lower than the higher end of the line</source>
            <translation>оно ниже более высокого конца линии</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{0} in {1}: {2} (rule {3})</source>
            <translation>{0} в {1}: {2} (правило {3})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Enters {0} across: {1}</source>
            <translation>Входит в {0} через: {1}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Nothing on the line hinders or blocks it.</source>
            <translation>Ничто на линии не создаёт помех и не перекрывает её.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Line of sight from {0}</source>
            <translation>Линия видимости из {0}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Release on (or click) the target hex. Esc cancels.</source>
            <translation>Отпустите кнопку на гексе цели (или щёлкните его). Esc — отмена.</translation>
        </message>
    </context>
    <context>
        <name>MapPainter</name>
        <message>
            <source>Artillery Box</source>
            <translation>Поле артиллерии</translation>
        </message>
    </context>
    <context>
        <name>MapView</name>
        <message>
            <location filename="../../cc_desktop/ui/viewer.py" line="+105" />
            <source>{0} MP</source>
            <translation>{0} ОД</translation>
        </message>
    </context>
    <context>
        <name>MapViewer</name>
        <message>
            <location line="+237" />
            <source>Click a hex, then another hex, to check the line of sight.</source>
            <translation>Щёлкните гекс, затем другой гекс, чтобы проверить линию видимости.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Line of sight</source>
            <translation>Линия видимости</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Map viewer</source>
            <translation>Просмотр карты</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Open map…</source>
            <translation>&amp;Открыть карту…</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Close</source>
            <translation>&amp;Закрыть</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Приблизить</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Zoom &amp;out</source>
            <translation>&amp;Отдалить</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Fit map to window</source>
            <translation>&amp;Вписать карту в окно</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show hex &amp;ids</source>
            <translation>Показать &amp;номера гексов</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Clear line of sight</source>
            <translation>&amp;Сбросить линию видимости</translation>
        </message>
        <message>
            <location line="+17" />
            <source>{name} - Map viewer</source>
            <translation>{name} - Просмотр карты</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The map has {n} warning(s).</source>
            <translation>Предупреждений на карте: {n}.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Cannot open the map</source>
            <translation>Не удаётся открыть карту</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The map file {path} could not be opened:

{reason}</source>
            <translation>Не удалось открыть файл карты {path}:

{reason}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Open map</source>
            <translation>Открыть карту</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Map files (*.json);;All files (*)</source>
            <translation>Файлы карт (*.json);;Все файлы (*)</translation>
        </message>
        <message>
            <location line="+14" />
            <source>{hex}: {terrain}, level {level}</source>
            <translation>{hex}: {terrain}, уровень {level}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Line of sight from {hex}: click the target hex (Esc cancels).</source>
            <translation>Линия видимости из {hex}: щёлкните гекс цели (Esc — отмена).</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Line of sight {a} to {b}: {verdict}</source>
            <translation>Линия видимости {a} — {b}: {verdict}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>clear</source>
            <translation>свободна</translation>
        </message>
        <message>
            <location line="+0" />
            <source>hindered</source>
            <translation>затруднена</translation>
        </message>
        <message>
            <location line="+0" />
            <source>blocked</source>
            <translation>перекрыта</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../cc_desktop/ui/newgame.py" line="+342" />
            <source>New game</source>
            <translation>Новая игра</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Random battle</source>
            <translation>Случайный бой</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Each number is another random battle; the same number gives the same battle.</source>
            <translation>Каждый номер — другой случайный бой; один и тот же номер даёт тот же бой.</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>any</source>
            <translation>любые</translation>
        </message>
        <message>
            <location line="-3" />
            <source>{0} against {1}</source>
            <translation>{0} против {1}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Axis {0}, Allies {1}</source>
            <translation>Ось: {0}, Союзники: {1}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The Road bonus may pay for the Road hex itself (T93)</source>
            <translation>Бонус дороги может оплатить вход в сам гекс с дорогой (T93)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Units leaving a new Blaze may enter an enemy hex (E46)</source>
            <translation>Подразделения, уходящие от нового пожара, могут войти во вражеский гекс (E46)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Entrench places Foxholes in every eligible hex (E55)</source>
            <translation>«Закрепление» ставит окопы в каждый подходящий гекс (E55)</translation>
        </message>
        <message>
            <location line="+18" />
            <source>random (recommended)</source>
            <extracomment>the players' own set (for a battle without a recommendation): the last choice at first</extracomment>
            <translation>случайное (рекомендуется)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A reproducible seed is not secret: whoever knows it knows the decks.</source>
            <translation>Воспроизводимое зерно не секрет: кто его знает, тот знает колоды.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Scenario</source>
            <translation>Сценарий</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random battle number</source>
            <translation>Номер случайного боя</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nations</source>
            <translation>Страны</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Postures</source>
            <translation>Роли сторон</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Briefing</source>
            <translation>Брифинг</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rule options</source>
            <translation>Варианты правил</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rules (V1–V20)</source>
            <translation>Дополнительные правила (V1–V20)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not secret: whoever knows the seed knows both decks.</source>
            <translation>Не секрет: кто знает зерно, тот знает обе колоды.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Reproducible seed</source>
            <translation>Воспроизводимое зерно</translation>
        </message>
        <message>
            <location line="+93" />
            <source>{0}: {1}, {2}, {3} units</source>
            <extracomment>whether the engine is loaded: a random battle's briefing (the battle generated) waits for it</extracomment>
            <translation>{0}: {1}, {2}, подразделений: {3}</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../cc_desktop/ui/rulebook.py" line="+66" />
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Search: a rule number (O21.1) or a word</source>
            <translation>Поиск: номер правила (O21.1) или слово</translation>
        </message>
    </context>
    <context>
        <name>TrackWidget</name>
        <message>
            <location filename="../../cc_desktop/ui/track.py" line="+104" />
            <source>Victory</source>
            <translation>Победа</translation>
        </message>
        <message>
            <location line="-45" />
            <location line="+70" />
            <source>Allies</source>
            <translation>Союзники</translation>
        </message>
        <message>
            <location line="-70" />
            <location line="+71" />
            <source>Axis</source>
            <translation>Ось</translation>
        </message>
        <message>
            <location line="-71" />
            <source>Attacker</source>
            <translation>Атакующий</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Defender</source>
            <translation>Обороняющийся</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Recon</source>
            <translation>Разведка</translation>
        </message>
        <message>
            <location line="+74" />
            <source>Time</source>
            <translation>Время</translation>
        </message>
        <message>
            <location line="+18" />
            <source>{0} casualties</source>
            <translation>Потери: {0}</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Initiative: {0}</source>
            <translation>Инициатива: {0}</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Objectives</source>
            <translation>Цели</translation>
        </message>
    </context>
    <context>
        <name>VariantsSection</name>
        <message>
            <location filename="../../cc_desktop/ui/newgame.py" line="-285" />
            <source>recommended by the scenario</source>
            <extracomment>what ``cc-desktop`` preselects (and builds while the dialog is open): a real battle cc_desktop.content.DEFAULT_SCENARIO (the test skirmish; a test checks they agree) the module whose import means the engine is loaded (its RULE_OPTIONS, its scenario check) QSettings key: the players' own set of optional rules, as last chosen for a battle without a recommendation ("V9,V10"; "" for none) the height of the optional rules' scrolled list (the dialog fits a 1366x768 screen) what each variant needs (Starshells the night rules), from the engine; None until it has told</extracomment>
            <translation>рекомендовано сценарием</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Rule text</source>
            <translation>Текст правила</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read rule {0} in the rules browser</source>
            <translation>Открыть правило {0} в справочнике правил</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Use the scenario's recommendation</source>
            <translation>Как рекомендует сценарий</translation>
        </message>
        <message>
            <location line="+3" />
            <source>None</source>
            <translation>Ни одного</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Uncheck every optional rule</source>
            <translation>Снять отметку со всех дополнительных правил</translation>
        </message>
        <message>
            <location line="+74" />
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{0} (recommended by the scenario)</source>
            <translation>{0} (рекомендовано сценарием)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chosen: {0}</source>
            <translation>Выбрано: {0}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>it is {expected}'s decision, not {player}'s</source>
            <translation>решение принимает {expected:nom}, а не {player:nom}</translation>
        </message>
        <message>
            <source>{move} is not one of the legal choices now ({decision})</source>
            <translation>{move} сейчас не входит в допустимые варианты ({decision})</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>игра окончена</translation>
        </message>
        <message>
            <source>unknown move {move}</source>
            <translation>неизвестный ход {move}</translation>
        </message>
        <message>
            <source>card {card} is not in {player}'s hand</source>
            <translation>карты {card} нет в руке {player:gen}</translation>
        </message>
        <message>
            <source>card {card} shows the {order} Order, not {wanted}</source>
            <translation>на карте {card} приказ {order}, а не {wanted}</translation>
        </message>
        <message>
            <source>{player} has given {given} of {limit} Orders this turn</source>
            <translation>{player} отдал {given} из {limit} приказов в этот ход</translation>
        </message>
        <message>
            <source>Command Confusion can never be played as an Order</source>
            <translation>Неразбериху в командовании нельзя сыграть как приказ</translation>
        </message>
        <message>
            <source>the current Order must be finished first</source>
            <translation>сначала нужно завершить текущий приказ</translation>
        </message>
        <message>
            <source>no unit can carry out the {order} Order</source>
            <translation>ни одно подразделение не может выполнить приказ {order}</translation>
        </message>
        <message>
            <source>{unit} has already been activated this turn</source>
            <translation>{unit} уже {unit:m=активирован|f=активирована|n=активировано|p=активированы} в этот ход</translation>
        </message>
        <message>
            <source>{player} has already been activated for Recover or Rout this turn</source>
            <translation>{player} уже активировал подразделения для Восстановления или Бегства в этот ход</translation>
        </message>
        <message>
            <source>{unit} is not within {leader}'s Command radius</source>
            <translation>{unit} вне радиуса командования {leader:gen}</translation>
        </message>
        <message>
            <source>entering {hex} costs {cost} MP; {unit} has {left} left</source>
            <translation>вход в {hex} стоит {cost} ОД; у {unit:gen} осталось {left}</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: {reason}</source>
            <translation>{unit} не может войти в {hex}: {reason}</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: it holds enemy units</source>
            <translation>{unit} не может войти в {hex}: там вражеские подразделения</translation>
        </message>
        <message>
            <source>at least one activated unit must enter a new hex</source>
            <translation>хотя бы одно активированное подразделение должно войти в новый гекс</translation>
        </message>
        <message>
            <source>no enemy unit in LOS and Range of the activated units</source>
            <translation>нет вражеских подразделений в пределах видимости и дальности активированных подразделений</translation>
        </message>
        <message>
            <source>{target} is {range} hexes away; Range is {max}</source>
            <translation>до {target} гексов: {range}; дальность {max}</translation>
        </message>
        <message>
            <source>no line of sight from {origin} to {target}</source>
            <translation>нет линии видимости из {origin} в {target}</translation>
        </message>
        <message>
            <source>the attack's FP is {fp} after Hindrance {hindrance}</source>
            <translation>ОМ атаки равна {fp} после помехи {hindrance}</translation>
        </message>
        <message>
            <source>{scenario}: {first} moves first; seed hidden</source>
            <translation>{scenario}: первым ходит {first:nom}; зерно скрыто</translation>
        </message>
        <message>
            <source>{player} draws a card</source>
            <translation>{player} берёт карту</translation>
        </message>
        <message>
            <source>{player} draws card {card}</source>
            <translation>{player} берёт карту {card}</translation>
        </message>
        <message>
            <source>{player} plays card {card} for its {order} Order</source>
            <translation>{player} играет карту {card} как приказ {order}</translation>
        </message>
        <message>
            <source>{player} plays card {card} for its {action} Action</source>
            <translation>{player} играет карту {card} как действие {action}</translation>
        </message>
        <message>
            <source>{player} discards card {card}</source>
            <translation>{player} сбрасывает карту {card}</translation>
        </message>
        <message>
            <source>{player} reveals card {card}: dice {d1}+{d2}{trigger}</source>
            <translation>{player} открывает карту {card}: кубики {d1}+{d2}{trigger}</translation>
        </message>
        <message>
            <source>{player} rolls {d1}+{d2} = {total} for {purpose}</source>
            <translation>{player} бросает {d1}+{d2} = {total} ({purpose})</translation>
        </message>
        <message>
            <source>{player} uses the Initiative card: the roll is made again</source>
            <translation>{player} использует карту Инициативы: бросок повторяется</translation>
        </message>
        <message>
            <source>{trigger} ignored: a roll made while a trigger is resolved triggers nothing</source>
            <translation>{trigger} игнорируется: бросок при разрешении триггера ничего не вызывает</translation>
        </message>
        <message>
            <source>{trigger} on {player}'s roll</source>
            <translation>{trigger} на броске {player:gen}</translation>
        </message>
        <message>
            <source>Event {event} ({player})</source>
            <translation>Событие {event} ({player:nom})</translation>
        </message>
        <message>
            <source>Event {event}: not yet part of the rules engine; no effect</source>
            <translation>Событие {event}: пока не реализовано в движке правил; без эффекта</translation>
        </message>
        <message>
            <source>Sniper! hex {hex}</source>
            <translation>Снайпер! Гекс {hex}</translation>
        </message>
        <message>
            <source>the Sniper hits {unit} in {hex}</source>
            <translation>снайпер поражает {unit:acc} в {hex}</translation>
        </message>
        <message>
            <source>the Sniper hits nobody</source>
            <translation>снайпер никого не поражает</translation>
        </message>
        <message>
            <source>{weapon} is fixed (random hex number {n})</source>
            <translation>{weapon} {weapon:m=исправлен|f=исправлена|n=исправлено|p=исправлены} (номер случайного гекса {n})</translation>
        </message>
        <message>
            <source>{weapon} is eliminated (random hex number {n})</source>
            <translation>{weapon} {weapon:m=уничтожен|f=уничтожена|n=уничтожено|p=уничтожены} (номер случайного гекса {n})</translation>
        </message>
        <message>
            <source>Time advances to {time} (caused by {player})</source>
            <translation>Время продвигается до {time} (его продвинул {player:nom})</translation>
        </message>
        <message>
            <source>{player} reshuffles</source>
            <translation>{player} перетасовывает колоду</translation>
        </message>
        <message>
            <source>Sudden Death roll {total} against Time {time}</source>
            <translation>бросок Внезапной смерти {total} против Времени {time}</translation>
        </message>
        <message>
            <source>the Defender {player} gains 1 VP</source>
            <translation>обороняющийся ({player:nom}) получает 1 ПО</translation>
        </message>
        <message>
            <source>Smoke removed from {hex}</source>
            <translation>дым убран из {hex}</translation>
        </message>
        <message>
            <source>{unit} arrives in {hex}</source>
            <translation>{unit} {unit:m=прибывает|f=прибывает|n=прибывает|p=прибывают} в {hex}</translation>
        </message>
        <message>
            <source>{unit} set up in {hex}</source>
            <translation>{unit} {unit:m=расставлен|f=расставлена|n=расставлено|p=расставлены} в {hex}</translation>
        </message>
        <message>
            <source>{unit} moves to {hex} ({spent} MP spent)</source>
            <translation>{unit} перемещается в {hex} (потрачено {spent} ОД)</translation>
        </message>
        <message>
            <source>{unit} breaks</source>
            <translation>{unit} {unit:m=подавлен|f=подавлена|n=подавлено|p=подавлены}</translation>
        </message>
        <message>
            <source>{unit} rallies</source>
            <translation>{unit} восстанавливается</translation>
        </message>
        <message>
            <source>{unit} is suppressed</source>
            <translation>{unit} {unit:m=прижат|f=прижата|n=прижато|p=прижаты} огнём</translation>
        </message>
        <message>
            <source>{unit} is no longer suppressed</source>
            <translation>{unit} больше не {unit:m=прижат|f=прижата|n=прижато|p=прижаты} огнём</translation>
        </message>
        <message>
            <source>{unit} is eliminated; {beneficiary} gains {vp} VP</source>
            <translation>{unit} {unit:m=уничтожен|f=уничтожена|n=уничтожено|p=уничтожены}; {beneficiary:nom} получает {vp} ПО</translation>
        </message>
        <message>
            <source>{unit} exits the map; {player} gains {vp} VP</source>
            <translation>{unit} покидает карту; {player:nom} получает {vp} ПО</translation>
        </message>
        <message>
            <source>{unit} retreats to {hex}</source>
            <translation>{unit} отступает в {hex}</translation>
        </message>
        <message>
            <source>{weapon} breaks</source>
            <translation>{weapon} {weapon:m=ломается|f=ломается|n=ломается|p=ломаются}</translation>
        </message>
        <message>
            <source>{weapon} is destroyed</source>
            <translation>{weapon} {weapon:m=уничтожен|f=уничтожена|n=уничтожено|p=уничтожены}</translation>
        </message>
        <message>
            <source>attack on {target}: FP {fp} + roll {roll} = {total}</source>
            <translation>атака на {target}: ОМ {fp} + бросок {roll} = {total}</translation>
        </message>
        <message>
            <source>{unit}: Morale {morale} + roll {roll} = {total} against {attack}</source>
            <translation>{unit}: Мораль {morale} + бросок {roll} = {total} против {attack}</translation>
        </message>
        <message>
            <source>VP {delta:+d} for {player} ({source}); balance {balance}</source>
            <translation>ПО {delta:+d} для {player:gen} ({source}); баланс {balance}</translation>
        </message>
        <message>
            <source>{player} takes Objective {number}</source>
            <translation>{player} занимает Цель {number}</translation>
        </message>
        <message>
            <source>the Initiative card passes to {player}</source>
            <translation>карта Инициативы переходит к {player:dat}</translation>
        </message>
        <message>
            <source>{player}'s turn</source>
            <translation>ход {player:gen}</translation>
        </message>
        <message>
            <source>{player} ends the turn</source>
            <translation>{player} завершает ход</translation>
        </message>
        <message>
            <source>{player} passes</source>
            <translation>{player} пасует</translation>
        </message>
        <message>
            <source>the {action} Action cannot be played now</source>
            <translation>действие {action} сейчас сыграть нельзя</translation>
        </message>
        <message>
            <source>at least one activated unit must Advance into a new hex</source>
            <translation>хотя бы одно активированное подразделение должно продвинуться в новый гекс</translation>
        </message>
        <message>
            <source>the barrage lands on {hex} (drift dice {white} and {coloured})</source>
            <translation>обстрел ложится на {hex} (кубики отклонения {white} и {coloured})</translation>
        </message>
        <message>
            <source>the Spotting Round leaves the map at {hex}: the Order ends</source>
            <translation>пристрелочный выстрел уходит с карты в {hex}: приказ завершён</translation>
        </message>
        <message>
            <source>that card does not show the {action} Action</source>
            <translation>на этой карте нет действия {action}</translation>
        </message>
        <message>
            <source>at least one activated piece must make an attack</source>
            <translation>хотя бы одна активированная фишка должна атаковать</translation>
        </message>
        <message>
            <source>units moving together must start in the same hex and stay together</source>
            <translation>подразделения, движущиеся вместе, должны начинать в одном гексе и оставаться вместе</translation>
        </message>
        <message>
            <source>{leader} cannot activate {unit}: a Leader never activates another Leader</source>
            <translation>{leader} не может активировать {unit:acc}: командир никогда не активирует другого командира</translation>
        </message>
        <message>
            <source>{player}'s Melee total in {hex}: strength {strength} + roll {roll} = {total}</source>
            <translation>итог рукопашной {player:gen} в {hex}: сила {strength} + бросок {roll} = {total}</translation>
        </message>
        <message>
            <source>{target} holds no enemy unit</source>
            <translation>в {target} нет вражеских подразделений</translation>
        </message>
        <message>
            <source>no unit is activated for Op Fire</source>
            <translation>ни одно подразделение не активировано для огня на опережение</translation>
        </message>
        <message>
            <source>choose at least one piece to fire</source>
            <translation>выберите хотя бы одну стреляющую фишку</translation>
        </message>
        <message>
            <source>{unit} gets no Rally roll: it was not broken when the Order was announced</source>
            <translation>{unit} не бросает на восстановление: при объявлении приказа {unit:m=он не был подавлен|f=она не была подавлена|n=оно не было подавлено|p=они не были подавлены}</translation>
        </message>
        <message>
            <source>{unit} gets no Rout roll: it was not broken when the Order was announced</source>
            <translation>{unit} не бросает на бегство: при объявлении приказа {unit:m=он не был подавлен|f=она не была подавлена|n=оно не было подавлено|p=они не были подавлены}</translation>
        </message>
        <message>
            <source>{piece} is not adjacent to the Fire Group's hexes</source>
            <translation>{piece} не {piece:m=соседствует|f=соседствует|n=соседствует|p=соседствуют} с гексами огневой группы</translation>
        </message>
        <message>
            <source>{piece} is Ordnance: it always fires alone</source>
            <translation>{piece} — тяжёлое оружие и всегда {piece:m=стреляет|f=стреляет|n=стреляет|p=стреляют} отдельно</translation>
        </message>
        <message>
            <source>{piece} cannot fire (broken, or its carrier is broken or suppressed)</source>
            <translation>{piece} не {piece:m=может|f=может|n=может|p=могут} стрелять (оружие сломано либо носитель подавлен или прижат огнём)</translation>
        </message>
        <message>
            <source>{piece} is not activated or has already fired</source>
            <translation>{piece} не {piece:m=активирован|f=активирована|n=активировано|p=активированы} или уже {piece:m=стрелял|f=стреляла|n=стреляло|p=стреляли}</translation>
        </message>
        <message>
            <source>{player}'s Radio breaks</source>
            <translation>рация {player:gen} ломается</translation>
        </message>
        <message>
            <source>{player}'s Radio is removed from the game</source>
            <translation>рация {player:gen} выходит из игры</translation>
        </message>
        <message>
            <source>{player}'s Radio is repaired</source>
            <translation>рация {player:gen} исправлена</translation>
        </message>
        <message>
            <source>Smoke {value} placed in {hex}</source>
            <translation>дым {value} поставлен в {hex}</translation>
        </message>
        <message>
            <source>{unit} cannot spot: an unbroken, not yet activated Leader is needed</source>
            <translation>{unit} не может корректировать огонь: нужен неподавленный, ещё не активированный командир</translation>
        </message>
        <message>
            <source>Spotting Round placed on {hex}</source>
            <translation>пристрелочный выстрел в {hex}</translation>
        </message>
        <message>
            <source>Targeting {target}: product {product} - Hindrance {hindrance} against range {range}: {result}</source>
            <translation>Наведение на {target}: произведение {product} - помеха {hindrance} против дистанции {range}: {result}</translation>
        </message>
        <message>
            <source>{weapon} cannot be transferred now</source>
            <translation>{weapon} сейчас нельзя передать</translation>
        </message>
        <message>
            <source>{target} is {range} hexes away; the minimum range is {min}</source>
            <translation>до {target} гексов: {range}; минимальная дальность {min}</translation>
        </message>
        <message>
            <source>{weapon} is handed to {unit}</source>
            <translation>{weapon} {weapon:m=передан|f=передана|n=передано|p=переданы} {unit:dat}</translation>
        </message>
        <message>
            <source>the {fortification} in {hex} are destroyed (Fortification Vulnerability)</source>
            <translation>{fortification} в {hex} {fortification:m=разрушен|f=разрушена|n=разрушено|p=разрушены} (уязвимость укреплений)</translation>
        </message>
        <message>
            <source>Foxholes dug in {hex}</source>
            <translation>в {hex} вырыты окопы</translation>
        </message>
        <message>
            <source>{unit} deploys into two Teams ({teams})</source>
            <translation>{unit} делится на две группы ({teams})</translation>
        </message>
        <message>
            <source>{unit} must retreat to a hex closer to its friendly edge, not {hex}</source>
            <translation>{unit} {unit:m=должен|f=должна|n=должно|p=должны} отступить в гекс ближе к своему краю, а не в {hex}</translation>
        </message>
        <message>
            <source>Event {event}: random hex {hex}</source>
            <translation>Событие {event}: случайный гекс {hex}</translation>
        </message>
        <message>
            <source>{event}: {player} declines</source>
            <translation>{event}: {player:nom} отказывается</translation>
        </message>
        <message>
            <source>{unit} becomes a Veteran (+1 FP, Range, Movement and Morale)</source>
            <translation>{unit} становится ветераном (+1 к ОМ, дальности, движению и морали)</translation>
        </message>
        <message>
            <source>{player} counts {count} enemy units on the Casualty Track</source>
            <translation>{player} насчитывает на треке потерь вражеских подразделений: {count}</translation>
        </message>
        <message>
            <source>Blaze placed in {hex}</source>
            <translation>пожар в {hex}</translation>
        </message>
        <message>
            <source>no Blaze is placed in {hex}</source>
            <translation>пожар в {hex} не возникает</translation>
        </message>
        <message>
            <source>{fortification} removed from {hex}</source>
            <translation>{fortification} {fortification:m=убран|f=убрана|n=убрано|p=убраны} из {hex}</translation>
        </message>
        <message>
            <source>{unit} leaves the Blaze to {hex}</source>
            <translation>{unit} уходит от пожара в {hex}</translation>
        </message>
        <message>
            <source>Mines placed in {hex}</source>
            <translation>мины поставлены в {hex}</translation>
        </message>
        <message>
            <source>no Mines are placed in {hex}</source>
            <translation>мины в {hex} не ставятся</translation>
        </message>
        <message>
            <source>the Breeze blows towards direction {direction}</source>
            <translation>ветер дует в направлении {direction}</translation>
        </message>
        <message>
            <source>no wind direction is printed: no Blaze spreads</source>
            <translation>направление ветра не указано: пожар не распространяется</translation>
        </message>
        <message>
            <source>{player} controls {count} Objectives</source>
            <translation>{player} контролирует Целей: {count}</translation>
        </message>
        <message>
            <source>Commissar: {unit} Morale {morale}, roll {roll}</source>
            <translation>Комиссар: {unit}, мораль {morale}, бросок {roll}</translation>
        </message>
        <message>
            <source>no Smoke is placed in {hex}</source>
            <translation>дым в {hex} не ставится</translation>
        </message>
        <message>
            <source>{player}'s Surrender marker moves to space {space}</source>
            <translation>маркер капитуляции {player:gen} перемещается на клетку {space}</translation>
        </message>
        <message>
            <source>Foxholes placed in {hex}</source>
            <translation>окопы поставлены в {hex}</translation>
        </message>
        <message>
            <source>{unit} is promoted and placed in {hex}</source>
            <translation>{unit} получает повышение и ставится в {hex}</translation>
        </message>
        <message>
            <source>{player} loses card {card}, picked at random by {chooser}</source>
            <translation>{player} теряет карту {card}: её наугад выбрал {chooser:nom}</translation>
        </message>
        <message>
            <source>{player}'s hand is empty: no card is lost</source>
            <translation>рука {player:gen} пуста: карта не теряется</translation>
        </message>
        <message>
            <source>{unit} appears in {hex}</source>
            <translation>{unit} появляется в {hex}</translation>
        </message>
        <message>
            <source>Support Table roll {total}: column {rolls}</source>
            <translation>бросок по таблице поддержки {total}: колонка {rolls}</translation>
        </message>
        <message>
            <source>{player} takes {item} from his Support Table</source>
            <translation>{player} берёт {item} из своей таблицы поддержки</translation>
        </message>
        <message>
            <source>{unit} is placed in {hex}</source>
            <translation>{unit} ставится в {hex}</translation>
        </message>
        <message>
            <source>{unit} cannot be placed in or next to {hex}</source>
            <translation>{unit:acc} нельзя поставить в {hex} или рядом</translation>
        </message>
        <message>
            <source>Event {event}: nothing it can be applied to; no effect</source>
            <translation>Событие {event}: не к чему применить; без эффекта</translation>
        </message>
        <message>
            <source>Event {event}: random hex {hex} is not on this map; no effect</source>
            <translation>Событие {event}: случайного гекса {hex} нет на этой карте; без эффекта</translation>
        </message>
        <message>
            <source>{player} shows his hand ({count} cards) to {viewer}</source>
            <translation>{player} показывает свою руку (карт: {count}) {viewer:dat}</translation>
        </message>
        <message>
            <source>{player}'s hand: cards {cards}</source>
            <translation>рука {player:gen}: карты {cards}</translation>
        </message>
        <message>
            <source>{player}'s card {card} goes to his discard pile</source>
            <translation>карта {card} {player:gen} уходит в его сброс</translation>
        </message>
        <message>
            <source>{player} draws a secret Objective chit</source>
            <translation>{player} берёт секретную фишку цели</translation>
        </message>
        <message>
            <source>{player} draws secret Objective chit {chit}</source>
            <translation>{player} берёт секретную фишку цели {chit}</translation>
        </message>
        <message>
            <source>Objective chit {chit} is now open for both players</source>
            <translation>фишка цели {chit} теперь открыта обоим игрокам</translation>
        </message>
        <message>
            <source>{fortification} placed in {hex}</source>
            <translation>{fortification} {fortification:m=поставлен|f=поставлена|n=поставлено|p=поставлены} в {hex}</translation>
        </message>
        <message>
            <source>{weapon} returns to the map with {unit}</source>
            <translation>{weapon} {weapon:m=возвращается|f=возвращается|n=возвращается|p=возвращаются} на карту вместе с {unit:ins}</translation>
        </message>
        <message>
            <source>{unit} returns from the Casualty Track, broken, in {hex}</source>
            <translation>{unit} возвращается с трека потерь {unit:m=подавленным|f=подавленной|n=подавленным|p=подавленными} в {hex}</translation>
        </message>
        <message>
            <source>{player} sets up {fortification} in {hex}</source>
            <translation>{player} расставляет {fortification:acc} в {hex}</translation>
        </message>
        <message>
            <source>{fortification} is not placed in {hex}: {reason}</source>
            <translation>{fortification:acc} нельзя поставить в {hex}: {reason}</translation>
        </message>
        <message>
            <source>Mine Attack in {hex} on {units}: FP {fp} + roll {roll} = {total}</source>
            <translation>атака мин в {hex} (цели: {units}): ОМ {fp} + бросок {roll} = {total}</translation>
        </message>
        <message>
            <source>{player} places {fortification} in {hex}</source>
            <translation>{player} ставит {fortification:acc} в {hex}</translation>
        </message>
        <message>
            <source>{action} cannot be played in {hex}: {reason}</source>
            <translation>«{action}» нельзя сыграть в {hex}: {reason}</translation>
        </message>
        <message>
            <source>Hidden Unit: {reason}; no effect</source>
            <translation>Скрытое подразделение: {reason}; без эффекта</translation>
        </message>
        <message>
            <source>{unit} loses all remaining MP in the Wire in {hex}</source>
            <translation>{unit} теряет все оставшиеся ОД на проволоке в {hex}</translation>
        </message>
        <message>
            <source>{hex} was entered along a Trench: no Op Fire at it</source>
            <translation>в {hex} вошли по траншее: огня на опережение по нему нет</translation>
        </message>
        <message>
            <source>Command Confusion can never be played as an Action</source>
            <translation>Неразбериху в командовании нельзя сыграть как действие</translation>
        </message>
        <message>
            <source>no piece with boxed FP activated for Move has a target it can attack</source>
            <translation>ни у одной фишки с ОМ в рамке, активированной для движения, нет цели для атаки</translation>
        </message>
        <message>
            <source>Concealment: Cover {cover} of {hex} is subtracted; the Attack Total is now {total}</source>
            <translation>Маскировка: вычитается Укрытие {cover} гекса {hex}; итог атаки теперь {total}</translation>
        </message>
        <message>
            <source>the Cover of {hex} is {cover}: Concealment has nothing to subtract</source>
            <translation>Укрытие {hex} равно {cover}: Маскировке нечего вычитать</translation>
        </message>
        <message>
            <source>the {fortification} in {hex} are eliminated (Demolitions)</source>
            <translation>{fortification} в {hex} {fortification:m=уничтожен|f=уничтожена|n=уничтожено|p=уничтожены} (Подрыв)</translation>
        </message>
        <message>
            <source>no Fortification in a hex that holds a unit of {player}</source>
            <translation>нет укреплений в гексах с подразделениями {player:gen}</translation>
        </message>
        <message>
            <source>{unit} is replaced by {team} (Light Wounds)</source>
            <translation>{unit} заменяется на {team:acc} (Лёгкие ранения)</translation>
        </message>
        <message>
            <source>{nation} may not play No Quarter against {opponent}</source>
            <translation>{nation} не {nation:m=может|f=может|n=может|p=могут} играть «Пленных не брать» против {opponent:gen}</translation>
        </message>
        <message>
            <source>{player} has no unit left from the Melee in {hex}</source>
            <translation>у {player:gen} не осталось подразделений после рукопашной в {hex}</translation>
        </message>
        <message>
            <source>{piece} has no boxed Range</source>
            <translation>у {piece:gen} нет дальности в рамке</translation>
        </message>
        <message>
            <source>Spray Fire is not cumulative: this attack already hits two hexes</source>
            <translation>огонь веером не суммируется: эта атака уже поражает два гекса</translation>
        </message>
        <message>
            <source>no second enemy-occupied hex next to {hex} in Range and LOS of every firing piece</source>
            <translation>нет второго занятого врагом гекса рядом с {hex} в пределах дальности и видимости всех стреляющих фишек</translation>
        </message>
        <message>
            <source>{piece} cannot reach both hexes of the Spray Fire</source>
            <translation>{piece} не {piece:m=достаёт|f=достаёт|n=достаёт|p=достают} до обоих гексов огня веером</translation>
        </message>
        <message>
            <source>{weapon}: the target's Cover is 0</source>
            <translation>{weapon}: Укрытие цели равно 0</translation>
        </message>
        <message>
            <source>game over ({reason}): victory to the {winner}, VP {balance}</source>
            <translation>игра окончена ({reason}): победа {winner:gen}, ПО {balance}</translation>
        </message>
        <message>
            <source>Set up your {fortification}: choose a hex of your set-up area</source>
            <translation>Расстановка: {fortification} — выберите гекс своей зоны расстановки</translation>
        </message>
        <message>
            <source>Play a card for its Order, or Pass (End the turn once you have given an Order)</source>
            <translation>Сыграйте карту ради её приказа или пасуйте (после приказа — завершите ход)</translation>
        </message>
        <message>
            <source>Discard a card (up to {limit} in all), or Done</source>
            <translation>Сбросьте карту (всего не больше {limit}) или нажмите «Готово»</translation>
        </message>
        <message>
            <source>Choose the unit to activate for the {order} Order</source>
            <translation>Выберите подразделение для активации по приказу «{order}»</translation>
        </message>
        <message>
            <source>Choose the Leader who spots for the Artillery Request</source>
            <translation>Выберите командира-корректировщика для запроса артиллерии</translation>
        </message>
        <message>
            <source>Activate more units in {leader}'s Command radius, or Done</source>
            <translation>Активируйте ещё подразделения в радиусе командования {leader:gen} или нажмите «Готово»</translation>
        </message>
        <message>
            <source>Choose the unit (or the stack moving together) that moves next</source>
            <translation>Выберите подразделение (или стопку, идущую вместе), которое движется следующим</translation>
        </message>
        <message>
            <source>Move {unit}: enter a hex ({left} MP left), or stop</source>
            <translation>Движение ({unit}): войдите в гекс (осталось {left} ОД) или остановитесь</translation>
        </message>
        <message>
            <source>Play Assault Fire with the units activated for Move, or Done</source>
            <translation>Сыграйте «Штурмовой огонь» подразделениями, активированными для движения, или Готово</translation>
        </message>
        <message>
            <source>Choose the hex the Assault Fire attacks</source>
            <translation>Выберите гекс, который атакует штурмовой огонь</translation>
        </message>
        <message>
            <source>Smoke Grenades: choose the hex of the Smoke</source>
            <translation>Дымовые гранаты: выберите гекс для дыма</translation>
        </message>
        <message>
            <source>Op Fire at {units} entering {hex}?</source>
            <translation>Огонь на опережение по {hex}? Входит: {units}</translation>
        </message>
        <message>
            <source>Play more Fire cards against {units} in {hex}, or Op Fire now</source>
            <translation>Сыграйте ещё карты огня (цель: {units} в {hex}) или откройте огонь на опережение сейчас</translation>
        </message>
        <message>
            <source>Choose the hex to attack (or a Weapon to fire Smoke), or Done</source>
            <translation>Выберите гекс для атаки (или оружие для стрельбы дымом) или Готово</translation>
        </message>
        <message>
            <source>Form the Fire Group against {hex}: add pieces, play Actions, then Fire</source>
            <translation>Сформируйте огневую группу для атаки по {hex}: добавьте подразделения и оружие, сыграйте действия, затем Огонь</translation>
        </message>
        <message>
            <source>Choose the hex where {piece} fires Smoke</source>
            <translation>Выберите гекс, куда {piece} {piece:m=стреляет|f=стреляет|n=стреляет|p=стреляют} дымом</translation>
        </message>
        <message>
            <source>Spray Fire: choose the second hex attacked with {hex}</source>
            <translation>Огонь веером: выберите второй гекс, атакуемый вместе с {hex}</translation>
        </message>
        <message>
            <source>Play Actions before the Fire Attack roll on {hex}, or roll</source>
            <translation>Сыграйте действия перед броском огневой атаки по {hex} или бросайте</translation>
        </message>
        <message>
            <source>Sustained Fire at {hex} rolled doubles: choose the Weapon that breaks</source>
            <translation>Непрерывный огонь по {hex}: выпал дубль — выберите оружие, которое ломается</translation>
        </message>
        <message>
            <source>Choose the unit that makes its Defense roll next (Attack Total {attack})</source>
            <translation>Выберите подразделение, которое следующим бросает Защиту (итог атаки {attack})</translation>
        </message>
        <message>
            <source>Play Concealment before the Defense roll of {unit} in {hex} (Attack Total {attack})?</source>
            <translation>Сыграть Маскировку перед броском Защиты ({unit} в {hex}, итог атаки {attack})?</translation>
        </message>
        <message>
            <source>Concealment: choose the hex whose Cover is subtracted</source>
            <translation>Маскировка: выберите гекс, чьё Укрытие вычитается</translation>
        </message>
        <message>
            <source>Play Light Wounds? {unit} in {hex} is about to break</source>
            <translation>Сыграть «Лёгкие ранения»? {unit} в {hex} вот-вот будет {unit:m=подавлен|f=подавлена|n=подавлено|p=подавлены}</translation>
        </message>
        <message>
            <source>Play a Hidden Action ({actions}) against {unit} entering {hex}?</source>
            <translation>Сыграть скрытое действие ({actions})? В {hex} входит {unit}</translation>
        </message>
        <message>
            <source>Play a Hidden Action ({actions}) in {hex} before the Defense roll of {unit}?</source>
            <translation>Сыграть скрытое действие ({actions}) в {hex} перед броском Защиты ({unit})?</translation>
        </message>
        <message>
            <source>Play Hidden Unit after {player}'s Pass?</source>
            <translation>Сыграть «Скрытое подразделение» после паса {player:gen}?</translation>
        </message>
        <message>
            <source>Hidden Unit: choose a unit of the Support Table column for roll {roll}</source>
            <translation>Скрытое подразделение: выберите подразделение из колонки таблицы поддержки для броска {roll}</translation>
        </message>
        <message>
            <source>Hidden Unit: choose an empty hex with Cover 1 or more in your set-up area for {unit}</source>
            <translation>Скрытое подразделение: выберите для {unit:gen} пустой гекс с Укрытием 1 или больше в своей зоне расстановки</translation>
        </message>
        <message>
            <source>Advance a unit into an adjacent hex (once one has advanced, the others may stay)</source>
            <translation>Продвиньте подразделение в соседний гекс (после первого продвижения остальные могут остаться)</translation>
        </message>
        <message>
            <source>Choose the Melee to resolve next</source>
            <translation>Выберите рукопашную, которая разрешается следующей</translation>
        </message>
        <message>
            <source>Play Ambush before the Melee in {hex}?</source>
            <translation>Сыграть Засаду перед рукопашной в {hex}?</translation>
        </message>
        <message>
            <source>Ambush in {hex}: choose your unit that breaks</source>
            <translation>Засада в {hex}: выберите своё подразделение, которое подавляется</translation>
        </message>
        <message>
            <source>Play No Quarter after the Melee in {hex}?</source>
            <translation>Сыграть «Пленных не брать» после рукопашной в {hex}?</translation>
        </message>
        <message>
            <source>Choose the broken unit that rolls to rally next</source>
            <translation>Выберите подавленное подразделение, которое следующим бросает на восстановление</translation>
        </message>
        <message>
            <source>Rout: choose the player whose broken units rout</source>
            <translation>Бегство: выберите игрока, чьи подавленные подразделения бегут</translation>
        </message>
        <message>
            <source>Rout: choose the broken unit that makes its Rout roll next</source>
            <translation>Бегство: выберите подавленное подразделение, которое следующим бросает на бегство</translation>
        </message>
        <message>
            <source>Retreat {unit}: choose the next hex, closer to your friendly map edge</source>
            <translation>Отступление ({unit}): выберите следующий гекс, ближе к своему краю карты</translation>
        </message>
        <message>
            <source>Give up the Initiative card to re-roll the {total}?</source>
            <translation>Отдать карту Инициативы, чтобы перебросить результат {total}?</translation>
        </message>
        <message>
            <source>Sniper in {hex}: choose the unit it hits, in that hex or next to it, or nobody</source>
            <translation>Снайпер в {hex}: выберите поражаемое подразделение в этом или соседнем гексе, или никого</translation>
        </message>
        <message>
            <source>Choose the hex where {spotter} places the Spotting Round</source>
            <translation>Выберите гекс, куда {spotter} ставит пристрелочный выстрел</translation>
        </message>
        <message>
            <source>Fire a Barrage or Smoke rounds?</source>
            <translation>Обстрел фугасными или дымовыми снарядами?</translation>
        </message>
        <message>
            <source>Choose the hex of the impact area to resolve next</source>
            <translation>Выберите гекс зоны поражения, который разрешается следующим</translation>
        </message>
        <message>
            <source>Time advances: choose the Smoke marker to remove</source>
            <translation>Время продвигается: выберите маркер дыма, который убирается</translation>
        </message>
        <message>
            <source>Place the reinforcement {unit} on your friendly map edge</source>
            <translation>Поставьте подкрепление ({unit}) на своём краю карты</translation>
        </message>
        <message>
            <source>Time advanced: play Dig In (Foxholes in a hex with your unit)?</source>
            <translation>Время продвинулось: сыграть «Окапывание» (окопы в гексе с вашим подразделением)?</translation>
        </message>
        <message>
            <source>Dig In: choose the hex of the Foxholes</source>
            <translation>Окапывание: выберите гекс для окопов</translation>
        </message>
        <message>
            <source>Choose the Time space where {unit} returns as a reinforcement</source>
            <translation>Выберите клетку Времени, где {unit} вернётся подкреплением</translation>
        </message>
        <message>
            <source>{hex} is overstacked: eliminate a unit (or Deploy a Squad)</source>
            <translation>Перегрузка в {hex}: уничтожьте подразделение (или разделите отделение)</translation>
        </message>
        <message>
            <source>Play Demolitions after {player}'s Pass?</source>
            <translation>Сыграть «Подрыв» после паса {player:gen}?</translation>
        </message>
        <message>
            <source>Demolitions: choose the Fortification that is eliminated</source>
            <translation>Подрыв: выберите укрепление, которое уничтожается</translation>
        </message>
        <message>
            <source>Deploy {unit}: choose the Team that keeps the {marker} marker</source>
            <translation>Разделение ({unit}): выберите группу, которая сохраняет маркер «{marker}»</translation>
        </message>
        <message>
            <source>Blaze in {hex}: choose the adjacent hex {unit} moves to</source>
            <translation>Пожар в {hex}: выберите соседний гекс, куда уходит {unit}</translation>
        </message>
        <message>
            <source>Air Support near {hex}: break every unit in a nearest occupied hex, or decline</source>
            <translation>Поддержка с воздуха у {hex}: подавить все подразделения в одном из ближайших занятых гексов или отказаться</translation>
        </message>
        <message>
            <source>Battle Harden: choose your unit that becomes a Veteran</source>
            <translation>Боевая закалка: выберите своё подразделение, которое становится ветераном</translation>
        </message>
        <message>
            <source>Commissar: choose your broken unit that rolls (above its Morale it is eliminated, else it rallies)</source>
            <translation>Комиссар: выберите своё подавленное подразделение для броска (выше морали — уничтожается, иначе восстанавливается)</translation>
        </message>
        <message>
            <source>Deploy: replace one of your Squads by two Teams?</source>
            <translation>Разделение: заменить одно из своих отделений двумя группами?</translation>
        </message>
        <message>
            <source>Entrench: place Foxholes in a hex with your units?</source>
            <translation>Закрепление: поставить окопы в гекс со своими подразделениями?</translation>
        </message>
        <message>
            <source>Field Promotion: place the Private in a hex with your broken unit?</source>
            <translation>Повышение на поле боя: поставить рядового в гекс со своим подавленным подразделением?</translation>
        </message>
        <message>
            <source>Hero: choose the friendly hex where the Hero appears</source>
            <translation>Герой: выберите свой гекс, где появляется герой</translation>
        </message>
        <message>
            <source>Hero: rally one of your broken units in {hex}?</source>
            <translation>Герой: восстановить одно из своих подавленных подразделений в {hex}?</translation>
        </message>
        <message>
            <source>Infiltration: choose a unit of the Support Table column for roll {roll}</source>
            <translation>Просачивание: выберите подразделение из колонки таблицы поддержки для броска {roll}</translation>
        </message>
        <message>
            <source>Infiltration: choose the hex in or next to {hex} where {unit} is placed</source>
            <translation>Просачивание: выберите гекс ({hex} или соседний), куда ставится {unit}</translation>
        </message>
        <message>
            <source>Interdiction: choose the unit in a hex with Cover below 1 that is suppressed</source>
            <translation>Воспрещение: выберите подразделение в гексе с Укрытием меньше 1, которое прижимается огнём</translation>
        </message>
        <message>
            <source>Interrogation: discard one card of {player}'s hand, or decline</source>
            <translation>Допрос: сбросьте одну карту из руки {player:gen} или откажитесь</translation>
        </message>
        <message>
            <source>KIA: choose the broken unit that is eliminated</source>
            <translation>Убит в бою: выберите подавленное подразделение, которое уничтожается</translation>
        </message>
        <message>
            <source>Malfunction: choose which of the Weapons nearest to {hex} breaks</source>
            <translation>Неисправность: выберите, какое из оружия, ближайшего к {hex}, ломается</translation>
        </message>
        <message>
            <source>Medic!: choose the broken unit that rallies</source>
            <translation>Санитар!: выберите подавленное подразделение, которое восстанавливается</translation>
        </message>
        <message>
            <source>Prisoners of War: choose your broken unit with or next to an enemy unit: it is eliminated</source>
            <translation>Военнопленные: выберите своё подавленное подразделение рядом с врагом или вместе с ним: оно уничтожается</translation>
        </message>
        <message>
            <source>Reconnaissance: choose the secret Objective chit you reveal</source>
            <translation>Разведка: выберите секретную фишку цели, которую открываете</translation>
        </message>
        <message>
            <source>Reinforcements: choose an item of the Support Table column for roll {roll}</source>
            <translation>Подкрепления: выберите пункт колонки таблицы поддержки для броска {roll}</translation>
        </message>
        <message>
            <source>Reinforcements: place {unit} on your friendly map edge</source>
            <translation>Подкрепления: поставьте {unit:acc} на своём краю карты</translation>
        </message>
        <message>
            <source>Sappers: remove a Mines or Wire marker?</source>
            <translation>Сапёры: убрать маркер мин или проволоки?</translation>
        </message>
        <message>
            <source>Scrounge: take a Weapon from the Casualty Track?</source>
            <translation>Подбор оружия: взять оружие с трека потерь?</translation>
        </message>
        <message>
            <source>Scrounge: choose your unit without a Weapon that takes {weapon}</source>
            <translation>Подбор оружия: выберите своё подразделение без оружия, которое возьмёт {weapon:acc}</translation>
        </message>
        <message>
            <source>Shell Shock: choose which of the units nearest to {hex} breaks</source>
            <translation>Контузия: выберите, какое из ближайших к {hex} подразделений подавляется</translation>
        </message>
        <message>
            <source>Suppressing Fire: suppress an enemy unit in Range and LOS of one of your Machine Guns?</source>
            <translation>Сковывающий огонь: прижать огнём вражеское подразделение в пределах дальности и видимости одного из ваших пулемётов?</translation>
        </message>
        <message>
            <source>Walking Wounded: choose the unit on the Casualty Track that returns</source>
            <translation>Раненые в строю: выберите подразделение с трека потерь, которое возвращается</translation>
        </message>
        <message>
            <source>Walking Wounded: choose the hex in or next to {hex} where {unit} returns</source>
            <translation>Раненые в строю: выберите гекс ({hex} или соседний), куда возвращается {unit}</translation>
        </message>
        <message>
            <source>White Phosphorus: place Smoke in a hex next to one of your unbroken Squads?</source>
            <translation>Белый фосфор: поставить дым в гекс рядом с одним из своих неподавленных отделений?</translation>
        </message>
        <message>
            <source>White Phosphorus in {hex}: choose your unit there that breaks</source>
            <translation>Белый фосфор в {hex}: выберите своё подразделение там, которое подавляется</translation>
        </message>
        <message>
            <source>a line of the saved log could not be read</source>
            <translation>не удалось прочитать строку сохранённого журнала</translation>
        </message>
        <message>
            <source>{hex} is not adjacent to {unit}</source>
            <translation>{hex} — не соседний гекс для {unit:gen}</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: it is ablaze</source>
            <translation>{unit} не может войти в {hex}: там пожар</translation>
        </message>
        <message>
            <source>{unit} cannot enter {hex}: its terrain is impassable</source>
            <translation>{unit} не может войти в {hex}: местность непроходима</translation>
        </message>
        <message>
            <source>{unit} cannot cross into {hex}: a Major Bridge is entered and left only along its road or railway</source>
            <translation>{unit} не может перейти в {hex}: на большой мост входят и сходят только по его дороге или железной дороге</translation>
        </message>
        <message>
            <source>{unit} cannot cross the Cliff into {hex}: a Move never crosses a Cliff</source>
            <translation>{unit} не может пересечь обрыв в {hex}: при Движении обрыв не пересекают</translation>
        </message>
        <message>
            <source>{unit} carries a Weapon: it cannot climb the Cliff into {hex}</source>
            <translation>{unit} несёт оружие и не может взобраться на обрыв в {hex}</translation>
        </message>
        <message>
            <source>{unit} may leave the map only off the enemy edge</source>
            <translation>{unit} может покинуть карту только через вражеский край</translation>
        </message>
        <message>
            <source>leaving the map costs {cost} MP; {unit} has {left} left</source>
            <translation>выход с карты стоит {cost} ОД; у {unit:gen} осталось {left}</translation>
        </message>
        <message>
            <source>{unit} has Advanced already: it stops in {hex}</source>
            <translation>{unit} уже {unit:m=продвинулся|f=продвинулась|n=продвинулось|p=продвинулись} и остаётся в {hex}</translation>
        </message>
        <message>
            <source>{player} has given an Order this turn: he may end it, not pass</source>
            <translation>{player} уже отдал приказ в этот ход: ход можно закончить, но не спасовать</translation>
        </message>
        <message>
            <source>{player} has given no Order this turn: a turn without an Order is a Pass</source>
            <translation>{player} не отдал ни одного приказа в этот ход: ход без приказов — это пас</translation>
        </message>
        <message>
            <source>{unit} cannot go on to {hex} in this Move: the Wire in {wire} ends it</source>
            <translation>{unit} не может дойти до {hex} за это движение: проволока в {wire} его прекращает</translation>
        </message>
        <message>
            <source>no Move can take {unit} to {hex}: every way is impassable or held by the enemy</source>
            <translation>никакое движение не приведёт {unit:acc} в {hex}: все пути непроходимы или заняты противником</translation>
        </message>
        <message>
            <source>Wire ends the move</source>
            <translation>проволока прекращает движение</translation>
        </message>
        <message>
            <source>{player} fires in Enfilade and gives the Initiative card to {opponent}</source>
            <translation>{player} ведёт фланговый огонь и отдаёт карту инициативы {opponent:dat}</translation>
        </message>
        <message>
            <source>{unit} is {player}'s Mortar Spotter</source>
            <translation>{unit} — корректировщик миномётов {player:gen}</translation>
        </message>
        <message>
            <source>{spotter} activates the Mortar of {unit}: it may fire by his LOS</source>
            <translation>{spotter} активирует миномёт {unit:gen}: он может стрелять по линии видимости корректировщика</translation>
        </message>
        <message>
            <source>Point Blank Fire: {cards} card(s) discarded at random; the Attack Total is now {total}</source>
            <translation>Огонь в упор: случайно сброшено карт: {cards}; итог атаки теперь {total}</translation>
        </message>
        <message>
            <source>near miss ({result}): the shot at {target} falls in {hex}</source>
            <translation>недолёт или перелёт ({result}): выстрел по {target} попадает в {hex}</translation>
        </message>
        <message>
            <source>the shot at {target} misses ({result}): no near miss</source>
            <translation>выстрел по {target} мимо ({result}): ни недолёта, ни перелёта</translation>
        </message>
        <message>
            <source>Critical Hit: the Attack Total {attack} is at least twice the Defense Total {defense}: {unit} is eliminated</source>
            <translation>Критическое попадание: итог атаки {attack} не меньше удвоенного итога защиты {defense}: {unit} {unit:m=уничтожен|f=уничтожена|n=уничтожено|p=уничтожены}</translation>
        </message>
        <message>
            <source>{unit} withdraws: his Command lowers the Morale of the broken Squads and Teams in {hex}</source>
            <translation>{unit} отходит: {unit:m=его|f=её|n=его|p=их} командование снижает мораль подавленных отделений и групп в {hex}</translation>
        </message>
        <message>
            <source>{hex} is Water terrain: the Attack Total is 2 less ({total})</source>
            <translation>{hex} — водная местность: итог атаки меньше на 2 ({total})</translation>
        </message>
        <message>
            <source>the Spotting Round ends on the map border (white {white}, coloured {coloured}): the barrage strikes {hexes}</source>
            <translation>пристрелочный выстрел остановился на краю карты (белый {white}, цветной {coloured}): обстрел поражает {hexes}</translation>
        </message>
        <message>
            <source>Starshell: the Spotting Round is placed in {hex}</source>
            <translation>Осветительная ракета: пристрелочный выстрел ставится в {hex}</translation>
        </message>
        <message>
            <source>the Starshell's Spotting Round from {hex} drifts off the map: no Starshell</source>
            <translation>пристрелочный выстрел осветительной ракеты из {hex} уходит за край карты: ракеты нет</translation>
        </message>
        <message>
            <source>a Starshell lights {hex} and the hexes within 2 (white {white}, coloured {coloured})</source>
            <translation>осветительная ракета освещает {hex} и гексы в радиусе 2 (белый {white}, цветной {coloured})</translation>
        </message>
        <message>
            <source>the Starshell in {hex} is removed</source>
            <translation>осветительная ракета в {hex} снята</translation>
        </message>
        <message>
            <source>{unit} is suppressed again and panics: it loses its Suppression marker and breaks</source>
            <translation>{unit} снова {unit:m=прижат|f=прижата|n=прижато|p=прижаты} огнём и впадает в панику: теряет маркер «Прижато огнём» и {unit:m=становится подавленным|f=становится подавленной|n=становится подавленным|p=становятся подавленными}</translation>
        </message>
        <message>
            <source>{player} discards card {card} (Command Confusion) for Command Flexibility</source>
            <translation>{player} сбрасывает карту {card} («Неразбериха в командовании») ради гибкости командования</translation>
        </message>
        <message>
            <source>Fire Team Deployment: Deploy one of your Squads into two Teams before you set up?</source>
            <translation>Разделение на группы: разделить одно отделение на две группы перед расстановкой?</translation>
        </message>
        <message>
            <source>Name one of your Leaders your Mortar Spotter?</source>
            <translation>Назначить одного из командиров корректировщиком миномётов?</translation>
        </message>
        <message>
            <source>Discard a Command Confusion card as {player}'s Turn begins (he then suppresses one of your units)?</source>
            <translation>Сбросить карту «Неразбериха в командовании» в начале хода {player:gen} (тогда он прижмёт огнём одно ваше подразделение)?</translation>
        </message>
        <message>
            <source>Command Flexibility: suppress one of {player}'s units?</source>
            <translation>Гибкость командования: прижать огнём одно подразделение {player:gen}?</translation>
        </message>
        <message>
            <source>Mortar Spotter {leader}: activate Mortars anywhere to fire by his LOS, or Done</source>
            <translation>Корректировщик {leader}: активируйте миномёты в любом месте для стрельбы по его линии видимости, или Готово</translation>
        </message>
        <message>
            <source>Point Blank Fire at {hex}: discard cards at random, +2 to the Attack Total each?</source>
            <translation>Огонь в упор по {hex}: сбросить случайные карты, +2 к итогу атаки за каждую?</translation>
        </message>
        <message>
            <source>Near miss at {hex}: the line of fire runs along a hexside: choose the hex the shot falls in</source>
            <translation>Недолёт или перелёт у {hex}: линия огня идёт вдоль стороны гекса: выберите гекс, куда попадает выстрел</translation>
        </message>
        <message>
            <source>The building of {hex} collapses: choose the adjacent hex that becomes Rubble</source>
            <translation>Здание в {hex} обрушивается: выберите соседний гекс, который превратится в завалы</translation>
        </message>
        <message>
            <source>Withdraw: declare a Leader in {hex} whose Command lowers his broken units' Morale, or Done</source>
            <translation>Отход: объявите командира в {hex}, чьё командование снижает мораль его подавленных подразделений, или Готово</translation>
        </message>
        <message>
            <source>Voluntary Retreat: an unbroken Leader breaks and retreats with {unit}, or Done</source>
            <translation>Добровольное отступление: неподавленный командир становится подавленным и отступает вместе с {unit:ins}, или Готово</translation>
        </message>
        <message>
            <source>At night: repair your Radio (Battery Access) or fire a Starshell?</source>
            <translation>Ночью: починить рацию (связь с батареей) или выпустить осветительную ракету?</translation>
        </message>
        <message>
            <source>The Starshell's Spotting Round ended on the map border: choose the adjacent hex of the Starshell</source>
            <translation>Пристрелочный выстрел осветительной ракеты остановился на краю карты: выберите соседний гекс для ракеты</translation>
        </message>
        <message>
            <source>Artillery Denied: deny the enemy Radio, or remove a Starshell?</source>
            <translation>Отказ в артиллерии: сломать вражескую рацию или снять осветительную ракету?</translation>
        </message>
        <message>
            <source>{hex} is reduced to Rubble: every unit there is suppressed</source>
            <translation>{hex} превращается в завалы: все подразделения там прижаты огнём</translation>
        </message>
        <message>
            <source>the building of {hex} collapses into {into}</source>
            <translation>здание в {hex} обрушивается на {into}</translation>
        </message>
        <message>
            <source>no Rubble marker is left for {hex}</source>
            <translation>не осталось маркеров завалов для {hex}</translation>
        </message>
        <message>
            <source>the line of sight from {origin} to {target} is blocked by {feature} in {hex}</source>
            <translation>линию видимости из {origin} в {target} перекрывает {feature} в {hex}</translation>
        </message>
        <message>
            <source>{piece} has already fired in this Order (one attack per piece)</source>
            <translation>{piece} уже {piece:m=стрелял|f=стреляла|n=стреляло|p=стреляли} в этом приказе (одна атака на фишку)</translation>
        </message>
        <message>
            <source>{target} was given up as a target in this Order</source>
            <translation>от цели {target} в этом приказе уже отказались</translation>
        </message>
        <message>
            <source>FP {fp} = {parts}</source>
            <translation>ОМ {fp} = {parts}</translation>
        </message>
        <message>
            <source>FP of {piece}</source>
            <translation>ОМ {piece:gen}</translation>
        </message>
        <message>
            <source>{count} other piece(s), +1 each</source>
            <translation>ещё фишек: {count}, по +1 за каждую</translation>
        </message>
        <message>
            <source>Hindrance: {feature} in {hex}</source>
            <translation>Помеха: {feature} в {hex}</translation>
        </message>
        <message>
            <source>Hindrance</source>
            <translation>Помеха</translation>
        </message>
        <message>
            <source>Night: Hindrance equal to the range</source>
            <translation>Ночь: помеха, равная дистанции</translation>
        </message>
        <message>
            <source>firing down at a lower hex</source>
            <translation>стрельба сверху вниз</translation>
        </message>
        <message>
            <source>firing up at a higher hex</source>
            <translation>стрельба снизу вверх</translation>
        </message>
        <message>
            <source>{action} Action</source>
            <translation>Действие «{action}»</translation>
        </message>
        <message>
            <source>Enfilade: {count} more hex(es) firing</source>
            <translation>Фланговый огонь: ещё стреляющих гексов: {count}</translation>
        </message>
        <message>
            <source>Airburst: a Mortar fires at Woods</source>
            <translation>Разрывы в кронах: миномёт стреляет по лесу</translation>
        </message>
        <message>
            <source>Water cushioning</source>
            <translation>Вода гасит разрывы</translation>
        </message>
        <message>
            <source>printed FP</source>
            <translation>ОМ на фишке</translation>
        </message>
        <message>
            <source>printed FP (broken side)</source>
            <translation>ОМ на фишке (подавленная сторона)</translation>
        </message>
        <message>
            <source>Command of {leader}</source>
            <translation>Командование {leader:gen}</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Прижато огнём</translation>
        </message>
        <message>
            <source>Veteran</source>
            <translation>Ветеран</translation>
        </message>
        <message>
            <source>Wire in its hex</source>
            <translation>Проволока в гексе</translation>
        </message>
        <message>
            <source>other modifiers</source>
            <translation>прочие модификаторы</translation>
        </message>
        <message>
            <source>Ordnance: a Targeting roll first; the product of the dice less Hindrance {hindrance} must be above the range {range}</source>
            <translation>Тяжёлое оружие: сначала бросок наведения; произведение кубиков минус помеха {hindrance} должно быть больше дистанции {range}</translation>
        </message>
        <message>
            <source>Point Blank Fire: +2 to the Attack Total per card discarded at random</source>
            <translation>Огонь в упор: +2 к итогу атаки за каждую случайно сброшенную карту</translation>
        </message>
        <message>
            <source>the strongest Fire Group the pieces can form against {target}</source>
            <translation>сильнейшая огневая группа, которую фишки могут составить для атаки по {target}</translation>
        </message>
        <message>
            <source>FP {fp}: the attack needs Fire Actions to reach FP 1</source>
            <translation>ОМ {fp}: чтобы ОМ атаки достигла 1, нужны действия, повышающие ОМ</translation>
        </message>
        <message>
            <source>{unit}: Morale {base} + Cover {cover} ({cover_by}) + roll {roll} = {total} against {attack}</source>
            <translation>{unit}: Мораль {base} + Укрытие {cover} ({cover_by}) + бросок {roll} = {total} против {attack}</translation>
        </message>
        <message>
            <source>printed Morale</source>
            <translation>Мораль на фишке</translation>
        </message>
        <message>
            <source>printed Morale (broken side)</source>
            <translation>Мораль на фишке (подавленная сторона)</translation>
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
            <translation>Завалы</translation>
        </message>
        <message>
            <source>Road in the hex</source>
            <translation>Дорога в гексе</translation>
        </message>
        <message>
            <source>Overstacking</source>
            <translation>Перегрузка гекса</translation>
        </message>
        <message>
            <source>{feature} crossed by the fire: Cover {cover}</source>
            <translation>{feature} на линии огня: Укрытие {cover}</translation>
        </message>
        <message>
            <source>{fortification} against a Mortar: Cover {cover}</source>
            <translation>{fortification} против миномёта: Укрытие {cover}</translation>
        </message>
        <message>
            <source>{weapon}: Cover 0</source>
            <translation>{weapon}: Укрытие 0</translation>
        </message>
        <message>
            <source>Mine Attack: Cover 0</source>
            <translation>Атака мин: Укрытие 0</translation>
        </message>
        <message>
            <source>other Cover modifiers</source>
            <translation>прочие модификаторы Укрытия</translation>
        </message>
        <message>
            <source>{unit} set up again in {hex}</source>
            <translation>{unit} {unit:m=переставлен|f=переставлена|n=переставлено|p=переставлены} в {hex}</translation>
        </message>
        <message>
            <source>{unit} is not one of your units to set up</source>
            <translation>{unit} не входит в ваши подразделения для расстановки</translation>
        </message>
        <message>
            <source>{hex} is not in your set-up area</source>
            <translation>{hex} не входит в вашу зону расстановки</translation>
        </message>
        <message>
            <source>enemy units are set up in {hex}</source>
            <translation>в {hex} расставлены вражеские подразделения</translation>
        </message>
        <message>
            <source>a Blaze burns in {hex}</source>
            <translation>в {hex} пожар</translation>
        </message>
        <message>
            <source>{unit} would make more than 7 figures in {hex}</source>
            <translation>если поставить {unit:acc} в {hex}, там будет больше 7 фигурок</translation>
        </message>
        <message>
            <source>{unit} is in {hex} already</source>
            <translation>{unit} уже в {hex}</translation>
        </message>
        <message>
            <source>units still to be set up: {left}</source>
            <translation>ещё не расставлено подразделений: {left}</translation>
        </message>
        <message>
            <source>Set up your units in any order ({left} still to place), move any again, then Done</source>
            <translation>Расстановка: ставьте подразделения в любом порядке (осталось: {left}), любое можно переставить, затем «Готово»</translation>
        </message>
    </context>
    <context>
        <name>moves</name>
        <message>
            <source>Activate {0}</source>
            <translation>Активировать {0:acc}</translation>
        </message>
        <message>
            <source>Also activate {0}</source>
            <translation>Также активировать {0:acc}</translation>
        </message>
        <message>
            <source>Move {0} next</source>
            <translation>Следующее движение: {0}</translation>
        </message>
        <message>
            <source>Rally roll for {0}</source>
            <translation>Бросок восстановления для {0:gen}</translation>
        </message>
        <message>
            <source>Rout roll for {0}</source>
            <translation>Бросок бегства для {0:gen}</translation>
        </message>
        <message>
            <source>Defense roll for {0}</source>
            <translation>Бросок Защиты для {0:gen}</translation>
        </message>
        <message>
            <source>Snipe {0}</source>
            <translation>Снайпер поражает {0:acc}</translation>
        </message>
        <message>
            <source>Eliminate {0}</source>
            <translation>Уничтожить {0:acc}</translation>
        </message>
        <message>
            <source>Suppress {0}</source>
            <translation>Прижать огнём {0:acc}</translation>
        </message>
        <message>
            <source>Deploy {0} into two Teams</source>
            <translation>Разделить {0:acc} на две группы</translation>
        </message>
        <message>
            <source>{0} stays</source>
            <translation>{0} остаётся</translation>
        </message>
        <message>
            <source>Break {0}</source>
            <translation>Подавить {0:acc}</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>Игра окончена</translation>
        </message>
        <message>
            <source>Pass (discard)</source>
            <translation>Пас (сброс)</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Завершить ход</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Готово</translation>
        </message>
        <message>
            <source>No, continue</source>
            <translation>Нет, продолжить</translation>
        </message>
        <message>
            <source>Keep the roll</source>
            <translation>Оставить бросок</translation>
        </message>
        <message>
            <source>Re-roll (give up the Initiative card)</source>
            <translation>Перебросить (отдать карту Инициативы)</translation>
        </message>
        <message>
            <source>Fire!</source>
            <translation>Огонь!</translation>
        </message>
        <message>
            <source>Give up this target</source>
            <translation>Отказаться от этой цели</translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Бросить</translation>
        </message>
        <message>
            <source>Hit nobody</source>
            <translation>Никого не поражать</translation>
        </message>
        <message>
            <source>Op Fire with the units already activated</source>
            <translation>Огонь на опережение уже активированными подразделениями</translation>
        </message>
        <message>
            <source>Play {0} for its Order</source>
            <translation>Сыграть {0} как приказ</translation>
        </message>
        <message>
            <source>Play #{0} for its {1} Action</source>
            <translation>Сыграть #{0} как действие {1}</translation>
        </message>
        <message>
            <source>Discard {0}</source>
            <translation>Сбросить {0}</translation>
        </message>
        <message>
            <source>Place {0} in {1}</source>
            <translation>Поставить {0:acc} в {1}</translation>
        </message>
        <message>
            <source>{0}: enter {1}</source>
            <translation>{0}: войти в {1}</translation>
        </message>
        <message>
            <source>{0}: exit the map</source>
            <translation>{0}: покинуть карту</translation>
        </message>
        <message>
            <source>Fire at {0}</source>
            <translation>Огонь по {0}</translation>
        </message>
        <message>
            <source>Add {0} to the Fire Group</source>
            <translation>Добавить {0:acc} в огневую группу</translation>
        </message>
        <message>
            <source>{0}: advance into {1}</source>
            <translation>{0}: продвинуться в {1}</translation>
        </message>
        <message>
            <source>{0}: retreat to {1}</source>
            <translation>{0}: отступить в {1}</translation>
        </message>
        <message>
            <source>Rout the {0} player</source>
            <translation>Бегство {0:gen}</translation>
        </message>
        <message>
            <source>{0} returns on Time space {1}</source>
            <translation>{0} возвращается на клетку Времени {1}</translation>
        </message>
        <message>
            <source>Stop moving {0}</source>
            <translation>Остановить {0:acc}</translation>
        </message>
        <message>
            <source>Axis</source>
            <translation>Ось</translation>
        </message>
        <message>
            <source>Allies</source>
            <translation>Союзники</translation>
        </message>
        <message>
            <source>Attacker</source>
            <translation>Атакующий</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>Обороняющийся</translation>
        </message>
        <message>
            <source>Recon</source>
            <translation>Разведка</translation>
        </message>
        <message>
            <source>the Weapon</source>
            <translation>оружие</translation>
        </message>
        <message>
            <source>the Suppressed marker</source>
            <translation>маркер «Прижато огнём»</translation>
        </message>
        <message>
            <source>the Veteran marker</source>
            <translation>маркер ветерана</translation>
        </message>
        <message>
            <source>Move the whole stack in {0}</source>
            <translation>Двигать всю стопку из {0}</translation>
        </message>
        <message>
            <source>Place the Fortification in {0}</source>
            <translation>Поставить укрепление в {0}</translation>
        </message>
        <message>
            <source>Dig In: Foxholes in {0}</source>
            <translation>Окапывание: окопы в {0}</translation>
        </message>
        <message>
            <source>Entrench: Foxholes in {0}</source>
            <translation>Закрепление: окопы в {0}</translation>
        </message>
        <message>
            <source>A Hero appears in {0}</source>
            <translation>Герой появляется в {0}</translation>
        </message>
        <message>
            <source>Field Promotion in {0}</source>
            <translation>Повышение на поле боя в {0}</translation>
        </message>
        <message>
            <source>Infiltrate into {0}</source>
            <translation>Просочиться в {0}</translation>
        </message>
        <message>
            <source>Air strike on {0}</source>
            <translation>Авиаудар по {0}</translation>
        </message>
        <message>
            <source>Remove the Fortification in {0}</source>
            <translation>Убрать укрепление в {0}</translation>
        </message>
        <message>
            <source>Remove the Smoke in {0}</source>
            <translation>Убрать дым в {0}</translation>
        </message>
        <message>
            <source>Demolish the Fortification in {0}</source>
            <translation>Подорвать укрепление в {0}</translation>
        </message>
        <message>
            <source>Conceal the units in {0}</source>
            <translation>Замаскировать подразделения в {0}</translation>
        </message>
        <message>
            <source>Spot for the Artillery in {0}</source>
            <translation>Корректировать огонь артиллерии по {0}</translation>
        </message>
        <message>
            <source>Resolve the impact in {0}</source>
            <translation>Разрешить попадание в {0}</translation>
        </message>
        <message>
            <source>Resolve the Melee in {0}</source>
            <translation>Разрешить рукопашную в {0}</translation>
        </message>
        <message>
            <source>Spray Fire also at {0}</source>
            <translation>Огонь веером также по {0}</translation>
        </message>
        <message>
            <source>Smoke in {0}</source>
            <translation>Дым в {0}</translation>
        </message>
        <message>
            <source>Make {0} a Veteran</source>
            <translation>Сделать {0:acc} ветераном</translation>
        </message>
        <message>
            <source>Commissar: {0} rolls to rally</source>
            <translation>Комиссар: бросок восстановления для {0:gen}</translation>
        </message>
        <message>
            <source>Return {0} to the map</source>
            <translation>Вернуть {0:acc} на карту</translation>
        </message>
        <message>
            <source>orders</source>
            <translation>приказы</translation>
        </message>
        <message>
            <source>actions</source>
            <translation>действия</translation>
        </message>
        <message>
            <source>events</source>
            <translation>события</translation>
        </message>
        <message>
            <source>Fire a Barrage (high explosive)</source>
            <translation>Обстрел (фугасные снаряды)</translation>
        </message>
        <message>
            <source>Fire Smoke rounds</source>
            <translation>Дымовой обстрел</translation>
        </message>
        <message>
            <source>{0} {1}</source>
            <translation>{0} {1}</translation>
        </message>
        <message>
            <source>chit {0}</source>
            <translation>фишка {0}</translation>
        </message>
        <message>
            <source>chit {0} ({1})</source>
            <translation>фишка {0} ({1})</translation>
        </message>
        <message>
            <source>{0}: move away from the Blaze into {1}</source>
            <translation>{0}: уйти от пожара в {1}</translation>
        </message>
        <message>
            <source>Hand {0} to {1}</source>
            <translation>Передать {0:acc} {1:dat}</translation>
        </message>
        <message>
            <source>Give {0} to {1}</source>
            <translation>Отдать {0:acc} {1:dat}</translation>
        </message>
        <message>
            <source>{0} keeps {1}</source>
            <translation>{0} сохраняет {1}</translation>
        </message>
        <message>
            <source>Reveal your secret {0}</source>
            <translation>Раскрыть свой секрет: {0}</translation>
        </message>
        <message>
            <source>Take {0} from the Support Table</source>
            <translation>Взять {0:acc} из таблицы поддержки</translation>
        </message>
        <message>
            <source>Fire Smoke with {0}</source>
            <translation>Стрелять дымом: {0}</translation>
        </message>
        <message>
            <source>holding all five Objectives wins</source>
            <translation>удержание всех пяти Целей приносит победу</translation>
        </message>
        <message>
            <source>exit VP doubled</source>
            <translation>ПО за выход удваиваются</translation>
        </message>
        <message>
            <source>elimination VP doubled</source>
            <translation>ПО за уничтожение удваиваются</translation>
        </message>
        <message>
            <source>Take {0} from the Casualty Track</source>
            <translation>Взять {0:acc} с трека потерь</translation>
        </message>
        <message>
            <source>Medic: rally {0}</source>
            <translation>Санитар: восстановить {0:acc}</translation>
        </message>
        <message>
            <source>Objective {0} worth {1} VP more</source>
            <translation>Цель {0} стоит на {1} ПО больше</translation>
        </message>
        <message>
            <source>every Objective worth {0} VP more</source>
            <translation>каждая Цель стоит на {0} ПО больше</translation>
        </message>
        <message>
            <source>Sudden Death</source>
            <translation>Внезапная смерть</translation>
        </message>
        <message>
            <source>Support Table</source>
            <translation>Таблица поддержки</translation>
        </message>
        <message>
            <source>Support Table (E68)</source>
            <translation>Таблица поддержки (E68)</translation>
        </message>
        <message>
            <source>Support Table (A35.4)</source>
            <translation>Таблица поддержки (A35.4)</translation>
        </message>
        <message>
            <source>Commissar: {0}</source>
            <translation>Комиссар: {0}</translation>
        </message>
        <message>
            <source>Mine Attack in {0}</source>
            <translation>атака мин в {0}</translation>
        </message>
        <message>
            <source>Melee in {0}</source>
            <translation>рукопашная в {0}</translation>
        </message>
        <message>
            <source>Targeting {0} (Smoke)</source>
            <translation>наведение на {0} (дым)</translation>
        </message>
        <message>
            <source>Targeting {0}</source>
            <translation>наведение на {0}</translation>
        </message>
        <message>
            <source>Fire Attack on {0}</source>
            <translation>огневая атака по {0}</translation>
        </message>
        <message>
            <source>Fire Defense: {0}</source>
            <translation>защита от огня: {0}</translation>
        </message>
        <message>
            <source>Rally: {0}</source>
            <translation>восстановление: {0}</translation>
        </message>
        <message>
            <source>Rout: {0}</source>
            <translation>бегство: {0}</translation>
        </message>
        <message>
            <source>Accuracy at {0}</source>
            <translation>точность по {0}</translation>
        </message>
        <message>
            <source>Artillery Impact in {0}</source>
            <translation>попадание артиллерии в {0}</translation>
        </message>
        <message>
            <source>surrender</source>
            <translation>капитуляция</translation>
        </message>
        <message>
            <source>the last unit on the map was lost</source>
            <translation>потеряно последнее подразделение на карте</translation>
        </message>
        <message>
            <source>the last unit left the map</source>
            <translation>последнее подразделение покинуло карту</translation>
        </message>
        <message>
            <source>the end of the Time Track</source>
            <translation>конец трека Времени</translation>
        </message>
        <message>
            <source>all five Objectives held</source>
            <translation>удержание всех пяти Целей</translation>
        </message>
        <message>
            <source>Time advanced (6.1.2)</source>
            <translation>Время продвинулось (6.1.2)</translation>
        </message>
        <message>
            <source>{0} eliminated (7.1)</source>
            <translation>{0} {0:m=уничтожен|f=уничтожена|n=уничтожено|p=уничтожены} (7.1)</translation>
        </message>
        <message>
            <source>{0} exited the map (7.2.1)</source>
            <translation>{0} {0:m=покинул|f=покинула|n=покинуло|p=покинули} карту (7.2.1)</translation>
        </message>
        <message>
            <source>secret chit {0} (7.3.3)</source>
            <translation>секретная фишка {0} (7.3.3)</translation>
        </message>
        <message>
            <source>Objective {0} (7.3.3)</source>
            <translation>Цель {0} (7.3.3)</translation>
        </message>
        <message>
            <source>chit {0}, Objective {1} ({2})</source>
            <translation>фишка {0}, Цель {1} ({2})</translation>
        </message>
        <message>
            <source>No Quarter in {0} (A38)</source>
            <translation>Пленных не брать в {0} (A38)</translation>
        </message>
        <message>
            <source>Light Wounds: {0} (A36)</source>
            <translation>Лёгкие ранения: {0} (A36)</translation>
        </message>
        <message>
            <source>{0} and {1} more</source>
            <translation>{0} и ещё {1}</translation>
        </message>
        <message>
            <source>Axis player</source>
            <translation>Игрок за Ось</translation>
        </message>
        <message>
            <source>Allied player</source>
            <translation>Игрок за Союзников</translation>
        </message>
        <message>
            <source>Allied</source>
            <translation>Союзники</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>Оружие</translation>
        </message>
        <message>
            <source>Suppressed</source>
            <translation>Прижато огнём</translation>
        </message>
        <message>
            <source>Veteran</source>
            <translation>Ветеран</translation>
        </message>
        <message>
            <source>not on the map</source>
            <translation>вне карты</translation>
        </message>
        <message>
            <source>Water terrain</source>
            <translation>водная местность</translation>
        </message>
        <message>
            <source>Blaze</source>
            <translation>пожар</translation>
        </message>
        <message>
            <source>not an Objective hex</source>
            <translation>это не гекс Цели</translation>
        </message>
        <message>
            <source>the Pillbox is already in play</source>
            <translation>дот уже в игре</translation>
        </message>
        <message>
            <source>a Building hex</source>
            <translation>гекс со зданием</translation>
        </message>
        <message>
            <source>not at this moment</source>
            <translation>не в этот момент</translation>
        </message>
        <message>
            <source>no unit in that column</source>
            <translation>в этой колонке нет подразделений</translation>
        </message>
        <message>
            <source>no empty hex with Cover 1</source>
            <translation>нет пустого гекса с Укрытием 1</translation>
        </message>
        <message>
            <source>no hex of the set-up zone can hold it</source>
            <translation>ни один гекс зоны расстановки его не вмещает</translation>
        </message>
        <message>
            <source>hit</source>
            <translation>попадание</translation>
        </message>
        <message>
            <source>miss</source>
            <translation>промах</translation>
        </message>
        <message>
            <source>it holds {0}</source>
            <translation>там уже {0}</translation>
        </message>
        <message>
            <source>no {0} marker left</source>
            <translation>маркеров «{0}» больше нет</translation>
        </message>
        <message>
            <source>{0}, broken</source>
            <translation>{0}, {0:m=подавлен|f=подавлена|n=подавлено|p=подавлены}</translation>
        </message>
        <message>
            <source>Enfilade: give up the Initiative card for +1 FP per extra hex</source>
            <translation>Фланговый огонь: отдать карту инициативы за +1 к огневой мощи за каждый лишний гекс</translation>
        </message>
        <message>
            <source>Point Blank: discard {0} card(s) at random</source>
            <translation>В упор: сбросить случайные карты ({0})</translation>
        </message>
        <message>
            <source>{0} withdraws</source>
            <translation>{0} отходит</translation>
        </message>
        <message>
            <source>{0} retreats with the unit</source>
            <translation>{0} отступает вместе с подразделением</translation>
        </message>
        <message>
            <source>Repair the Radio (Battery Access)</source>
            <translation>Починить рацию (связь с батареей)</translation>
        </message>
        <message>
            <source>Remove the Starshell in {0}</source>
            <translation>Снять осветительную ракету в {0}</translation>
        </message>
        <message>
            <source>Deny the enemy Radio</source>
            <translation>Сломать вражескую рацию</translation>
        </message>
        <message>
            <source>The shot falls in {0}</source>
            <translation>Выстрел попадает в {0}</translation>
        </message>
        <message>
            <source>Rubble in {0}</source>
            <translation>Завалы в {0}</translation>
        </message>
        <message>
            <source>Name {0} Mortar Spotter</source>
            <translation>Назначить {0:acc} корректировщиком миномётов</translation>
        </message>
        <message>
            <source>Fire a Starshell</source>
            <translation>Выпустить осветительную ракету</translation>
        </message>
        <message>
            <source>The Starshell lands in {0}</source>
            <translation>Осветительная ракета падает в {0}</translation>
        </message>
        <message>
            <source>{0} {1} [{2}]</source>
            <translation>{0} {1} [{2}]</translation>
        </message>
        <message>
            <source>after the roll: {0} {1} [{2}]</source>
            <translation>после броска: {0} {1} [{2}]</translation>
        </message>
        <message>
            <source>Rubble</source>
            <translation>Завалы</translation>
        </message>
        <message>
            <source>{0}, {1}</source>
            <translation>{0}, {1}</translation>
        </message>
        <message>
            <source>Malfunction: {0} breaks</source>
            <translation>Неисправность: {0} {0:m=ломается|f=ломается|n=ломается|p=ломаются}</translation>
        </message>
    </context>
</TS>
