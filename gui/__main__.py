"""``python -m gui`` opens the table, like the ``eraboard`` command."""

from gui.app import main

raise SystemExit(main())
