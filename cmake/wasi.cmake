# The toolchain of the npm package's command line: the CLI compiled to a WASI program
# (build/wasi/delve-cli.wasm) that web/cli/delve.js runs in Node, with Debian's clang and its
# wasi-libc (packages wasi-libc and libclang-rt-14-dev-wasm32; scripts/setup). Used by
# scripts/build: cmake -S . -B build/wasi -DCMAKE_TOOLCHAIN_FILE=cmake/wasi.cmake
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR wasm32)
set(CMAKE_C_COMPILER clang)
set(CMAKE_C_COMPILER_TARGET wasm32-wasi)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(DELVE_WASI ON)
