"""cc_desktop: a digital table for Combat Commander battles.

Layers (see README.md): ``board`` (hex grid, maps, line of sight, movement graph), ``rules``
(the game engine), ``content`` (nations, decks, scenarios) are pure Python and never import
Qt; ``ui`` is the Qt window that listens to the model and sends it moves.
"""

__version__ = "0.1.0"
