# LevelMap tests (owned by the LevelMap work; see issue 3). delve_test(name sources...) is available.
