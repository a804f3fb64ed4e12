/* version.c — the library's version, from package.json through CMake (delve_version.h). */
#include "delve.h"
#include "delve_version.h"

const char *delve_version(void)
{
    return DELVE_VERSION_STRING;
}
