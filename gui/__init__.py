"""eraboard: the Qt layer (the table, the window, files, words and dialogs)."""
