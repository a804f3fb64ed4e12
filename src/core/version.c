/* version.c — the library's version, from package.json through CMake (DELVE_VERSION_STRING). */
#include "delve.h"

const char *delve_version(void)
{
    return DELVE_VERSION_STRING;
}
