/* names.c — the words the JSON objects give the generators (JavaScript reads them too). */
#include "delve.h"

const char *delve_generator_name(int generator)
{
    return generator == DELVE_GEN_ROGUE      ? "rogue"
           : generator == DELVE_GEN_LEVELMAP ? "levelmap"
                                             : "unknown";
}
