# The benchmark program: build/native/delve_bench. scripts/bench builds and runs it; it is not part
# of the default build (EXCLUDE_FROM_ALL) and not a test. It measures time, so it may read a clock;
# the engine it links never does. It links delve_internal, as the tests do, and has src on its
# include path: its floor case calls the engine's private generator, delve__rnd (core/rng.h).
add_executable(delve_bench EXCLUDE_FROM_ALL tests/bench/bench_native.c)
target_link_libraries(delve_bench PRIVATE delve_internal)
target_include_directories(delve_bench PRIVATE src)
