# LevelMap tests (issue 3). delve_test(name sources...) comes from tests/CMakeLists.txt.
set(LM_TESTS ${CMAKE_CURRENT_LIST_DIR})

# Every check of spec §13, 72 setting combinations x 10,000 seeds, one program per size; 80x22
# takes as long as the rest together, so its natural-off and natural-on halves run in parallel
# (listed first, so that CTest starts them first).
foreach(run 80x22_plain 80x22_natural 16x16 28x9 9x28 9x9)
  string(REGEX MATCHALL "[0-9]+" wh ${run})
  list(GET wh 0 w)
  list(GET wh 1 h)
  set(name test_levelmap_props_${run})
  delve_test(${name} ${LM_TESTS}/test_levelmap_props.c ${LM_TESTS}/levelmap_check.c)
  target_compile_definitions(${name} PRIVATE LM_WIDTH=${w} LM_HEIGHT=${h})
  if(run MATCHES "_plain")
    target_compile_definitions(${name} PRIVATE LM_NATURAL=0)
  elseif(run MATCHES "_natural")
    target_compile_definitions(${name} PRIVATE LM_NATURAL=1)
  endif()
endforeach()

delve_test(test_levelmap_engine ${LM_TESTS}/test_levelmap_engine.c ${LM_TESTS}/levelmap_check.c)
delve_test(test_levelmap_units ${LM_TESTS}/test_levelmap_units.c ${LM_TESTS}/levelmap_check.c)
delve_test(test_levelmap_compat ${LM_TESTS}/test_levelmap_compat.c ${LM_TESTS}/levelmap_check.c)
target_link_libraries(test_levelmap_compat PRIVATE levelmap)
if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
  # Counts the library's mallocs and frees, so reading bad files can be checked for leaks.
  target_link_options(test_levelmap_compat PRIVATE -Wl,--wrap=malloc -Wl,--wrap=free)
  target_compile_definitions(test_levelmap_compat PRIVATE LM_COUNT_ALLOCATIONS)
endif()

# The manual's examples, one program each (the setdoors and getblock slips corrected), each run
# in its own folder since the write and read examples both use example.map.
foreach(example lifecycle write read setwidth setcorridor setcombined setcellsize setnatural
                setdoors setconnected generate entrance openvoids connecttextures getblock)
  set(name test_levelmap_manual_${example})
  delve_test(${name} ${LM_TESTS}/manual_examples/${example}.c
             ${LM_TESTS}/manual_examples/manual_example.c ${LM_TESTS}/levelmap_check.c)
  target_link_libraries(${name} PRIVATE levelmap)
  file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/${name}.run)
  set_tests_properties(${name} PROPERTIES WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/${name}.run
                                           TIMEOUT 60) # the entrance example would spin forever
endforeach()

# The `delve levelmap` command line, driven as a user would.
delve_test(test_levelmap_cli ${LM_TESTS}/test_levelmap_cli.c)
target_link_libraries(test_levelmap_cli PRIVATE levelmap)
target_compile_definitions(test_levelmap_cli PRIVATE LM_DELVE_CLI="$<TARGET_FILE:delve_cli>")
add_dependencies(test_levelmap_cli delve_cli)

# The demonstration program runs and prints a map.
add_test(NAME test_levelmap_demo COMMAND levelmap_demo 42)
set_tests_properties(test_levelmap_demo PROPERTIES PASS_REGULAR_EXPRESSION "level map:\n#+")
