/* wasm_api.c — what JavaScript needs beyond the public C API, which it calls directly (every
   function named in src/wasm/wasm_exports.txt is exported): memory for levels, games and option
   structs, and the heap in use. The structs themselves cross the seam as they are, their fields
   found by name in wasm_layout.c's table. The only files that know they are WebAssembly;
   web/api/ is their other half. The module imports nothing.

   The engine itself never allocates: only JavaScript does, a few blocks a level or a game. So
   the heap is one first-fit list of free blocks in address order, merged with their neighbours
   when freed (emmalloc, for the same work, was 2 KB of delve.wasm). It starts as the memory
   past the stack (8 MB in all: 129 games) and, in delve.wasm, grows the memory when it is
   full, up to the module's maximum (-sMAXIMUM_MEMORY in CMakeLists.txt). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "levelmap/levelmap_engine.h"

extern unsigned char __heap_base; /* wasm-ld: the first byte after the data and the stack */

/* A block's header; its bytes follow. `next` links free blocks only. */
typedef struct block {
    size_t size; /* of the whole block, header included: a multiple of 8 */
    struct block *next;
} block;

static block *free_list;
static size_t used; /* bytes of the blocks handed out, headers included */

/* Puts block b in the free list, in address order, merged with the free blocks it touches. */
static void put_free(block *b)
{
    block *prev = NULL, **at = &free_list;
    while (*at && *at < b) {
        prev = *at;
        at = &prev->next;
    }
    b->next = *at;
    *at = b;
    if (b->next && (char *)b + b->size == (char *)b->next) {
        b->size += b->next->size;
        b->next = b->next->next;
    }
    if (prev && (char *)prev + prev->size == (char *)b) {
        prev->size += b->size;
        prev->next = b->next;
    }
}

/* More memory for the heap, at least `need` bytes (and at least 1 MB, so that a loop of new
   games grows it seldom): whether the memory grew. JavaScript's views of the old memory are
   then detached (web/api makes new ones). */
static int grow(size_t need)
{
#ifdef DELVE_WASM_NO_GAMES /* delve-still.wasm: a fixed memory (CMakeLists.txt) */
    (void)need;
    return 0;
#else
    size_t pages = (need + 65535) / 65536;
    uintptr_t end = __builtin_wasm_memory_size(0) * 65536;
    block *b = (block *)end;
    if (pages < 16)
        pages = 16;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1)
        return 0;
    b->size = pages * 65536;
    put_free(b);
    return 1;
#endif
}

void *delve_wasm_alloc(int size)
{
    static int ready;
    size_t need = ((size_t)size + sizeof(block) + 7) & ~(size_t)7;
    block **at, *b;
    if (!ready) { /* all the memory past the stack is the heap's */
        ready = 1;
        free_list = (block *)(((uintptr_t)&__heap_base + 7) & ~(uintptr_t)7);
        free_list->size = __builtin_wasm_memory_size(0) * 65536 - (uintptr_t)free_list;
        free_list->next = NULL;
    }
    if (size <= 0)
        return NULL;
    for (at = &free_list;; at = &b->next) {
        if ((b = *at) == NULL) { /* none fits: more memory, and the search again */
            if (!grow(need))
                return NULL;
            at = &free_list;
            b = *at;
        }
        if (b->size < need)
            continue;
        if (b->size - need >= 2 * sizeof(block)) { /* the rest stays free */
            block *rest = (block *)((char *)b + need);
            rest->size = b->size - need;
            rest->next = b->next;
            *at = rest;
            b->size = need;
        } else {
            *at = b->next;
        }
        used += b->size;
        memset(b + 1, 0, b->size - sizeof(block));
        return b + 1;
    }
}

void delve_wasm_free(void *p)
{
    block *b = (block *)p - 1;
    if (!p)
        return;
    used -= b->size;
    put_free(b);
}

/* Bytes of heap in use, for leak checks from JavaScript. */
int delve_wasm_heap_used(void)
{
    return (int)used;
}

/* delve_levelmap_generate for web/api/, which keeps its level and so knows how many bytes of its
   blocks can be other than 0 (`dirty`: the last level's width * height, 0 for a new one): only
   those past the new map are cleared (delve__lm_generate_over). */
int delve_wasm_levelmap_generate(uint32_t seed, const delve_levelmap_options *opt,
                                 delve_levelmap *out, int dirty)
{
    delve_lm_grid grid;
    return delve__lm_generate_over(seed, opt, out, dirty < 0 ? sizeof out->blocks : (size_t)dirty,
                                   &grid);
}
