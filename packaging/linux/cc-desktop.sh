#!/bin/sh
# /usr/bin/cc-desktop: start the game from its self-contained bundle in /opt/cc-desktop.
# Arguments pass through: `cc-desktop FILE.ccgame` opens a saved game.
exec /opt/cc-desktop/cc-desktop "$@"
