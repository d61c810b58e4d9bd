<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<!-- English needs no translation but its plural forms: "%n card(s)" is "1 card" and "3 cards".
     Only the messages with %n are here (written by hand; keep them in step with the code). -->
<context>
    <name>Cards</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), the top card first</source>
        <translation>
            <numerusform>%n card, the top card first</numerusform>
            <numerusform>%n cards, the top card first</numerusform>
        </translation>
    </message>
</context>
</TS>
