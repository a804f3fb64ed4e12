# LevelMap sources (issue 3). The engine is computation only and goes into the delve library
# (and WebAssembly); the compatibility API (malloc, FILE*, rand()) is the separate levelmap library.
set(DELVE_LEVELMAP_ENGINE_SOURCES
  src/levelmap_rng.c
  src/levelmap_grid.c
  src/levelmap_carve.c
  src/levelmap_post.c
  src/levelmap_engine.c
  src/levelmap_draw.c
  src/levelmap_json.c)
set(DELVE_LEVELMAP_COMPAT_SOURCES src/levelmap_compat.c)
set(DELVE_LEVELMAP_CLI_SOURCES src/cli_levelmap.c)
set(DELVE_LEVELMAP_DEMO_SOURCES src/levelmap_demo.c)
