# Game tests (issue 8): lighting, searching and traps, moves and runs, LevelMap exploration, the
# API and screen, and a random-play fuzz with determinism checks. test_game_util.c holds the
# shared checks and the walker that plays real key presses along a shortest path.
delve_test(test_game_light test_game_light.c test_game_util.c)
delve_test(test_game_search test_game_search.c test_game_util.c)
delve_test(test_game_moves test_game_moves.c test_game_util.c)
delve_test(test_game_api test_game_api.c test_game_util.c)
delve_test(test_game_levelmap test_game_levelmap.c test_game_util.c)
delve_test(test_game_fuzz test_game_fuzz.c test_game_util.c)
# Replaying an original game from its clock seed (the recorded screens: test_rogue_dos148).
delve_test(test_rogue_replay test_rogue_replay.c test_game_util.c)
