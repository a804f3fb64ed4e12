# libFuzzer targets (issue 7), with clang only: -DDELVE_FUZZ=ON -DDELVE_SANITIZE=ON builds
# tests/fuzz/fuzz_*.c into fuzz_levelmap_read, fuzz_cli, fuzz_game, fuzz_original and fuzz_options,
# each linked
# with libFuzzer, AddressSanitizer and UndefinedBehaviorSanitizer; the libraries they call get
# libFuzzer's coverage instrumentation. scripts/fuzz (and scripts/test-hardening, briefly) builds
# them in build/fuzz and runs them on the seed corpora in tests/fuzz/corpus/<target>/.
# Included from CMakeLists.txt after the delve and levelmap library targets and delve_cli.
include_guard(GLOBAL)

option(DELVE_FUZZ "Build the libFuzzer targets of tests/fuzz (clang, with DELVE_SANITIZE)" OFF)

if(DELVE_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "DELVE_FUZZ needs clang (libFuzzer): configure with CC=clang")
  endif()
  if(NOT DELVE_SANITIZE)
    message(FATAL_ERROR "DELVE_FUZZ needs -DDELVE_SANITIZE=ON: every target of the build must "
                        "link the sanitizers the instrumented libraries use")
  endif()
  set(DELVE_FUZZ_DIR ${PROJECT_SOURCE_DIR}/tests/fuzz)
  # Coverage for the engine, without comparison tracing: its comparisons are of game and level
  # state, not of input bytes, and tracing them made the game target 3.5x slower. The options'
  # boundaries come from the targets' own input decoding (tests/fuzz/fuzz_input.h).
  target_compile_options(delve_objects PRIVATE -fsanitize=fuzzer-no-link -fno-sanitize-coverage=trace-cmp)
  target_compile_options(levelmap PRIVATE -fsanitize=fuzzer-no-link)

  function(delve_fuzzer name)
    add_executable(${name} ${DELVE_FUZZ_DIR}/${name}.c ${ARGN})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/src ${PROJECT_SOURCE_DIR}/tests ${DELVE_FUZZ_DIR}
                               ${PROJECT_SOURCE_DIR}/tests/rogue ${PROJECT_SOURCE_DIR}/tests/levelmap
                               ${PROJECT_SOURCE_DIR}/tests/game)
    target_compile_options(${name} PRIVATE -fsanitize=fuzzer)
    target_link_options(${name} PRIVATE -fsanitize=fuzzer)
    target_link_libraries(${name} PRIVATE delve_internal)
  endfunction()

  delve_fuzzer(fuzz_levelmap_read)
  target_link_libraries(fuzz_levelmap_read PRIVATE levelmap)

  delve_fuzzer(fuzz_options ${PROJECT_SOURCE_DIR}/tests/rogue/check_rogue.c
               ${PROJECT_SOURCE_DIR}/tests/levelmap/levelmap_check.c)

  delve_fuzzer(fuzz_game ${PROJECT_SOURCE_DIR}/tests/game/test_game_util.c)
  target_compile_options(fuzz_game PRIVATE -fno-sanitize-coverage=trace-cmp) # its checks, likewise

  delve_fuzzer(fuzz_original) # the original's game: any key (issue 23)

  # The whole command line, main() included: delve_cli's own sources, compiled again with
  # main renamed to delve_cli_main so that the fuzz target can call it.
  get_target_property(DELVE_CLI_SOURCES delve_cli SOURCES)
  delve_fuzzer(fuzz_cli ${DELVE_CLI_SOURCES})
  target_compile_definitions(fuzz_cli PRIVATE main=delve_cli_main)
endif()
