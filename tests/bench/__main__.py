"""``python -m tests.bench``: print the table of speed and memory figures (see run.py)."""

from tests.bench.run import main

raise SystemExit(main())
