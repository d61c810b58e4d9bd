"""Loading and validating content: nations, Fate decks, scenarios (issue 3 and 5).  No Qt.

Maps and the terrain chart are loaded by ``cc_desktop.board``.
"""
