# Game tests (see issue 8). delve_test(name sources...) is available.
