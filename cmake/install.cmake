# cmake --install (issue 14): headers, libdelve and liblevelmap, the CLI (`delve`, its manual
# page and bash completion) and levelmap_demo under the prefix; a CMake package, so that a
# consumer writes
#   find_package(delve CONFIG REQUIRED)
#   target_link_libraries(app PRIVATE delve::delve)      # or delve::levelmap (it brings delve)
# and pkg-config files (delve.pc; levelmap.pc requires delve, so the link order is built in).
# The headers: delve.h (with delve_levelmap.h, delve_game.h, delve_image.h) and delve_version.h
# (written by CMake) in include/, the LevelMap object API in include/delve/levelmap.h.
include(CMakePackageConfigHelpers)

# A shared build installed to any prefix: the programs find the libraries in the prefix's lib
# folder, and liblevelmap finds libdelve beside it (the system's loader searches neither).
if(BUILD_SHARED_LIBS)
  file(RELATIVE_PATH DELVE_BIN_TO_LIB ${CMAKE_INSTALL_FULL_BINDIR} ${CMAKE_INSTALL_FULL_LIBDIR})
  set_target_properties(delve_cli levelmap_demo PROPERTIES INSTALL_RPATH "$ORIGIN/${DELVE_BIN_TO_LIB}")
  set_target_properties(levelmap PROPERTIES INSTALL_RPATH "$ORIGIN")
endif()
install(TARGETS delve levelmap delve_cli levelmap_demo EXPORT delveTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES include/delve.h include/delve_levelmap.h include/delve_game.h include/delve_image.h
        ${PROJECT_BINARY_DIR}/include/delve_version.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# levelmap.h is include/delve/levelmap.h; delve::levelmap and levelmap.pc add include/delve to
# the include path, so #include <levelmap.h> (the original's drop-in) works with their flags.
install(FILES include/delve/levelmap.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/delve)
install(FILES README.md LICENSE CHANGELOG.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/delve)

# `man delve`: delve(1), written from the CLI's own help by the delve just built (so not when
# cross-compiling, where it cannot run here).
if(NOT CMAKE_CROSSCOMPILING)
  set(DELVE_MANPAGE ${CMAKE_CURRENT_BINARY_DIR}/delve.1)
  add_custom_command(OUTPUT ${DELVE_MANPAGE}
    COMMAND ${CMAKE_COMMAND} -DDELVE=$<TARGET_FILE:delve_cli> -DVERSION=${PROJECT_VERSION}
            -DOUT=${DELVE_MANPAGE} -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/manpage.cmake
    DEPENDS delve_cli ${CMAKE_CURRENT_SOURCE_DIR}/cmake/manpage.cmake
    COMMENT "Writing delve.1 from delve's --help" VERBATIM)
  add_custom_target(delve_manpage ALL DEPENDS ${DELVE_MANPAGE})
  install(FILES ${DELVE_MANPAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
# bash completion (bash-completion loads it on the first Tab after `delve`); it reads the options
# from the CLI's help, so it needs no build
install(FILES src/cli/delve-completion.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME delve)

set(DELVE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/delve)
install(EXPORT delveTargets NAMESPACE delve:: DESTINATION ${DELVE_CMAKE_DIR})
configure_package_config_file(cmake/delveConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/delveConfig.cmake INSTALL_DESTINATION ${DELVE_CMAKE_DIR})
# compatible as the soname is: the same major version, the same 0.minor before 1.0
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(DELVE_COMPATIBILITY SameMinorVersion)
else()
  set(DELVE_COMPATIBILITY SameMajorVersion)
endif()
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/delveConfigVersion.cmake
  COMPATIBILITY ${DELVE_COMPATIBILITY})
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/delveConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/delveConfigVersion.cmake DESTINATION ${DELVE_CMAKE_DIR})

# the .pc files find the prefix from where they lie, so an install anywhere (--prefix) works
file(RELATIVE_PATH DELVE_PC_TO_PREFIX /p/${CMAKE_INSTALL_LIBDIR}/pkgconfig /p)
string(REGEX REPLACE "/$" "" DELVE_PC_TO_PREFIX "${DELVE_PC_TO_PREFIX}")
foreach(pc delve levelmap)
  configure_file(cmake/${pc}.pc.in ${CMAKE_CURRENT_BINARY_DIR}/${pc}.pc @ONLY)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/${pc}.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endforeach()
