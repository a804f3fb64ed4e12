# Sanitizers (issue 7): -DDELVE_SANITIZE=ON builds every target — the library, the CLI, every C
# test — with AddressSanitizer (and LeakSanitizer) and UndefinedBehaviorSanitizer, with gcc or
# clang. -fno-sanitize-recover=all makes any report end the program with a failure, so a CTest run
# in that build (scripts/test-hardening uses build/asan) fails on the first report.
# Included from CMakeLists.txt before any target is made: the options are directory-wide.
include_guard(GLOBAL)

option(DELVE_SANITIZE "Build everything with AddressSanitizer + UndefinedBehaviorSanitizer" OFF)

if(DELVE_SANITIZE)
  if(EMSCRIPTEN)
    message(FATAL_ERROR "DELVE_SANITIZE is for native builds (gcc or clang), not WebAssembly")
  endif()
  if(NOT CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    message(FATAL_ERROR "DELVE_SANITIZE needs gcc or clang, not ${CMAKE_C_COMPILER_ID}")
  endif()
  set(DELVE_SANITIZE_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all
      -fno-omit-frame-pointer)
  if(CMAKE_C_COMPILER_ID MATCHES "Clang")
    # not in clang's "undefined" group; gcc's has it
    list(APPEND DELVE_SANITIZE_FLAGS -fsanitize=float-divide-by-zero)
  endif()
  # -O1 keeps the tests quick and the reports' stack traces exact; -g gives them file:line.
  add_compile_options(${DELVE_SANITIZE_FLAGS} -O1 -g)
  add_link_options(${DELVE_SANITIZE_FLAGS})
endif()
