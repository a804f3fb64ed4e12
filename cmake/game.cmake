# The game's engine sources (see issue 8).
set(DELVE_GAME_SOURCES)
