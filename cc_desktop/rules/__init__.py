"""The rules engine (issue 3): game state, Fate decks, orders, actions, events, victory.

A Qt-free state machine.  It is built on ``cc_desktop.board`` for line of sight and movement
costs and never computes either a second way.
"""
