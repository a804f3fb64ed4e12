/* delve_levelmap.h — the LevelMap engine (reentrant, seeded). Included by delve.h. */
#ifndef DELVE_LEVELMAP_H
#define DELVE_LEVELMAP_H
#endif
