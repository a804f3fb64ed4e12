/* wasm_api.c — what JavaScript needs beyond the public C API, which it calls directly (every
   function named in src/wasm/wasm_exports.txt is exported): memory for levels, games and option
   structs, and the heap in use. The structs themselves cross the seam as they are, their fields
   found by name in wasm_layout.c's table. The only files that know they are WebAssembly;
   web/api/ is their other half. The module has a fixed heap (no growth, so no imports). */
#include <malloc.h>
#include <stdlib.h>

void *delve_wasm_alloc(int size)
{
    return size > 0 ? calloc(1, (size_t)size) : NULL;
}

void delve_wasm_free(void *p)
{
    free(p);
}

/* Bytes of heap in use, for leak checks from JavaScript. */
int delve_wasm_heap_used(void)
{
    return (int)mallinfo().uordblks;
}
