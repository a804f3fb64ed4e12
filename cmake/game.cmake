# The game's engine sources (issue 8): moves, Rogue's lighting, searching and traps, the text
# screen, and exploring LevelMap levels. Computation only, like the rest of the engine.
set(DELVE_GAME_SOURCES
  src/game.c
  src/game_rogue.c
  src/game_move.c
  src/game_light.c
  src/game_search.c
  src/game_pack.c
  src/game_screen.c
  src/game_levelmap.c
  src/game_levelmap_view.c)
