# The benchmark program: build/native/delve_bench. scripts/bench builds and runs it; it is not part
# of the default build (EXCLUDE_FROM_ALL) and not a test. It measures time, so it may read a clock;
# the engine it links never does.
add_executable(delve_bench EXCLUDE_FROM_ALL tests/bench/bench_native.c)
target_link_libraries(delve_bench PRIVATE delve)
